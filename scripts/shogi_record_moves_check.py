#!/usr/bin/env python3
"""Checks `gambit-shogi judge --moves` on shogi moves as records write them, against cshogi.

cshogi plays random games from the start position (until its own end, a repetition, or
`--plies`) and writes each game's moves four ways: USI, KIF (`７六歩(77)`, `同　歩(33)`, as
cshogi.KIF.move_to_kif writes them), KI2 (`▲７六歩`, `▲５八金右`, cshogi.KI2.move_to_ki2)
and CSA (`+7776FU`, cshogi.move_to_csa with the side's sign). gambit judges each list with
`--format json`; the three record lists must get the USI list's answer, verdict and ply alike
(a misread move makes a later move illegal or the game end elsewhere). Games whose USI list
gambit refuses (the two end rules differ) are counted and skipped.

    python3 scripts/shogi_record_moves_check.py [--games 200] [--plies 160] [--seed 1]
        [--binary target/release/gambit-shogi]

Prints each failure, then the last line `N games agree in KIF, KI2 and CSA, M differ, S skipped`;
the exit status is 1 when any game differs.

With `--out FILE` it writes the games instead, one ply a line (`usi<TAB>kif<TAB>ki2<TAB>csa`),
games separated by a blank line: games/shogi/tests/data/cshogi_moves.tsv, which the shogi
crate's unit test reads move by move (`--games 12 --seed 1`).
"""
import argparse
import os
import random
import subprocess
import sys

import cshogi
import cshogi.KI2
import cshogi.KIF

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def random_game(rng, plies):
    """The moves of one random game, each as (usi, kif, ki2, csa)."""
    board = cshogi.Board()
    moves = []
    previous = None
    while len(moves) < plies and not board.is_game_over():
        if board.is_draw() != cshogi.NOT_REPETITION:
            break
        move = rng.choice(list(board.legal_moves))
        sign = "+" if board.turn == cshogi.BLACK else "-"
        moves.append(
            (
                cshogi.move_to_usi(move),
                cshogi.KIF.move_to_kif(move, previous),
                cshogi.KI2.move_to_ki2(move, board),
                sign + cshogi.move_to_csa(move),
            )
        )
        board.push(move)
        previous = move
    return moves


def judge(binary, moves):
    out = subprocess.run(
        [binary, "judge", "--format", "json", "--moves", " ".join(moves)],
        capture_output=True,
        text=True,
    )
    return out.returncode, out.stdout.strip(), out.stderr.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--plies", type=int, default=160)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--binary", default=os.path.join(ROOT, "target", "release", "gambit-shogi")
    )
    parser.add_argument("--out", help="write the games' moves to this file and stop")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            for game in range(args.games):
                if game:
                    out.write("\n")
                for ply in random_game(rng, args.plies):
                    out.write("\t".join(ply) + "\n")
        return 0
    agree = differ = skipped = 0
    for game in range(1, args.games + 1):
        moves = random_game(rng, args.plies)
        usi = judge(args.binary, [m[0] for m in moves])
        if usi[0] != 0:
            skipped += 1
            continue
        bad = []
        for name, column in (("KIF", 1), ("KI2", 2), ("CSA", 3)):
            got = judge(args.binary, [m[column] for m in moves])
            if got != usi:
                bad.append(f"{name}: {got[1] or got[2]}")
        if bad:
            differ += 1
            print(f"game {game} (USI {usi[1]}):", *bad, sep="\n  ")
        else:
            agree += 1
    print(f"{agree} games agree in KIF, KI2 and CSA, {differ} differ, {skipped} skipped")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
