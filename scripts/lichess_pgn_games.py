#!/usr/bin/env python3
"""Writes lichess-style PGN records of the seven lichess variants, played at random by
python-chess's `chess.variant` boards and exported by `chess.pgn` (its `Variant` tags, its
SAN), to the file given: the data of games/variants/tests/pgn.rs.

    python3 scripts/lichess_pgn_games.py games/variants/tests/data/lichess_variants.pgn

Per variant: `--finished` games played until the board ends them by a rule both python-chess
and gambit apply (mate, stalemate, a variant's own win or draw; games that end by
python-chess's insufficient material, fivefold repetition or 75-move rule are replayed with
another seed), and one game cut after 40 plies (result `*`). Each finished game's `Result`
tag is python-chess's result, which `judge --pgn` must agree with.
"""
import argparse
import random

import chess
import chess.pgn
import chess.variant

VARIANTS = [
    chess.variant.CrazyhouseBoard,
    chess.variant.KingOfTheHillBoard,
    chess.variant.ThreeCheckBoard,
    chess.variant.AntichessBoard,
    chess.variant.AtomicBoard,
    chess.variant.HordeBoard,
    chess.variant.RacingKingsBoard,
]
CLEAN = {
    chess.Termination.CHECKMATE,
    chess.Termination.STALEMATE,
    chess.Termination.VARIANT_WIN,
    chess.Termination.VARIANT_LOSS,
    chess.Termination.VARIANT_DRAW,
}


def play(board_type, rng, max_plies):
    board = board_type()
    while not board.is_game_over() and len(board.move_stack) < max_plies:
        board.push(rng.choice(list(board.legal_moves)))
    return board


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--finished", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    games = []
    for board_type in VARIANTS:
        done = 0
        while done < args.finished:
            board = play(board_type, rng, 600)
            outcome = board.outcome()
            if outcome is None or outcome.termination not in CLEAN:
                continue
            games.append(chess.pgn.Game.from_board(board))
            done += 1
        games.append(chess.pgn.Game.from_board(play(board_type, rng, 40)))
    with open(args.out, "w") as f:
        for game in games:
            print(game, file=f, end="\n\n")
    print(f"{len(games)} games written to {args.out}")


if __name__ == "__main__":
    main()
