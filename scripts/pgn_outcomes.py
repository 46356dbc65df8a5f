#!/usr/bin/env python3
"""Writes N seeded random chess games (python-chess 1.11.2) as one PGN file, and beside it a
file of their verdicts by `board.outcome(claim_draw=True)` at the end of each game, one line
per game in the judge's words: `result: 1-0 reason: checkmate`, or `result: * reason: none`
for a game that goes on. The reasons: checkmate, stalemate, insufficient-material,
fivefold-repetition, seventyfive-moves, fifty-moves, threefold-repetition.

The games are of seven kinds, in turn, so that the claimable and automatic draws occur and
not only random mates: a random game up to its first verdict; pieces shuffled back and forth
up to the first claimable repetition, and on to the fivefold; quiet moves only (no capture, no
pawn move) up to the first fifty-move claim, and on to the seventy-five-move draw; a game
preferring checks and captures (some from Chess960 start positions); a short unfinished game.

    python3 scripts/pgn_outcomes.py [--games 200] [--seed 1] [--out target/pgn_outcomes.pgn]

writes OUT and OUT with `.verdicts` for `.pgn`. Last line: `wrote N games: <counts>`.
"""
import argparse
import collections
import os
import random

import chess
import chess.pgn

WORDS = {
    chess.Termination.CHECKMATE: "checkmate",
    chess.Termination.STALEMATE: "stalemate",
    chess.Termination.INSUFFICIENT_MATERIAL: "insufficient-material",
    chess.Termination.SEVENTYFIVE_MOVES: "seventyfive-moves",
    chess.Termination.FIVEFOLD_REPETITION: "fivefold-repetition",
    chess.Termination.FIFTY_MOVES: "fifty-moves",
    chess.Termination.THREEFOLD_REPETITION: "threefold-repetition",
}
MAX_PLIES = 600


def claimed(board):
    return board.outcome(claim_draw=True) is not None


def quiet_moves(board):
    """Moves that are no capture, no pawn move and no castling: they keep the fifty-move
    count going and can be taken back."""
    return [m for m in board.legal_moves
            if not board.is_capture(m) and board.piece_type_at(m.from_square) != chess.PAWN
            and not board.is_castling(m)]


def random_moves(board, rng, plies, stop=claimed, pick=None):
    for _ in range(plies):
        if stop(board) or board.is_game_over():
            return
        moves = (pick(board) if pick else None) or list(board.legal_moves)
        board.push(rng.choice(moves))


def shuffle(board, rng, stop):
    """Plays a quiet move for each side and then both back, over and over, until `stop`."""
    while not stop(board) and not board.is_game_over() and board.ply() < MAX_PLIES:
        pair = []
        for _ in range(2):
            moves = quiet_moves(board)
            if not moves or stop(board) or board.is_game_over():
                return
            m = rng.choice(moves)
            board.push(m)
            pair.append(m)
        for m in pair:
            back = chess.Move(m.to_square, m.from_square)
            if stop(board) or board.is_game_over():
                return
            if back not in board.legal_moves:
                break
            board.push(back)


def checks_first(board, rng):
    moves = list(board.legal_moves)
    sharp = [m for m in moves if board.gives_check(m) or board.is_capture(m)]
    return sharp if sharp and rng.random() < 0.7 else moves


def game(i, rng):
    kind = i % 7
    if kind == 5 and i % 2 == 1:
        board = chess.Board.from_chess960_pos(rng.randrange(960))
    else:
        board = chess.Board()
    if kind == 0:
        random_moves(board, rng, MAX_PLIES)
    elif kind in (1, 2):
        random_moves(board, rng, rng.randint(2, 20))
        if kind == 1:
            shuffle(board, rng, claimed)
        else:
            shuffle(board, rng, lambda b: b.outcome() is not None)
    elif kind in (3, 4):
        random_moves(board, rng, rng.randint(10, 40))
        automatic = (lambda b: b.outcome() is not None)
        random_moves(board, rng, MAX_PLIES, stop=claimed if kind == 3 else automatic,
                     pick=quiet_moves)
    elif kind == 5:
        random_moves(board, rng, MAX_PLIES, pick=lambda b: checks_first(b, rng))
    else:
        random_moves(board, rng, rng.randint(4, 30))
    return board


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=os.path.join("target", "pgn_outcomes.pgn"))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    verdicts_path = (args.out[:-4] if args.out.endswith(".pgn") else args.out) + ".verdicts"
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    counts = collections.Counter()
    with open(args.out, "w") as pgn, open(verdicts_path, "w") as verdicts:
        for i in range(args.games):
            board = game(i, rng)
            outcome = board.outcome(claim_draw=True)
            g = chess.pgn.Game.from_board(board)
            g.headers["Event"] = "pgn_outcomes %d" % (i + 1)
            g.headers["Round"] = str(i + 1)
            g.headers["Result"] = outcome.result() if outcome else "*"
            print(g, file=pgn, end="\n\n")
            if outcome:
                word = WORDS[outcome.termination]
                verdicts.write("result: %s reason: %s\n" % (outcome.result(), word))
            else:
                word = "none"
                verdicts.write("result: * reason: none\n")
            counts[word] += 1
    print("wrote %d games to %s, verdicts to %s" % (args.games, args.out, verdicts_path))
    print("wrote %d games: %s" % (args.games, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))


if __name__ == "__main__":
    main()
