#!/usr/bin/env python3
"""Differential check of gambit-xiangqi's WXF notation against Fairy-Stockfish.

Plays N seeded random games with pyffish (half of them favouring soldier moves, so that
soldiers cross, gather and stand in tandem; a quarter from a position of
tests/data/xiangqi_perft.epd, a quarter from a random position with the soldiers crowded on
two or three files), writes every move with
`pyffish.get_san(variant, fen, move, False, pyffish.NOTATION_XIANGQI_WXF)`, and sends the games
to the example program `wxf_dump` (FEN, moves, and Fairy-Stockfish's texts on stdin; gambit's
WXF of each move and the move it reads from Fairy-Stockfish's text on stdout). For every move:

- gambit's text must equal Fairy-Stockfish's, with `=` read as `.`, or differ only in one of
  the ways docs/records-xiangqi.md lists (Fairy-Stockfish numbers three or more soldiers on
  one file from the front, `13+1`, where the WXF page writes `P+`, `P3`, `++`...; and it names
  one of two pieces on a file by its file digit when the other piece could not make a move of
  that shape, where the standard always writes `+` or `-`);
- gambit must read Fairy-Stockfish's text back as the same move.

pyffish counts ranks 1-10, gambit 0-9: each move's two ranks are shifted by one on the way
in and out. The last line is `N passed, M failed` (one result per game); exit status 1 on a failure.

    python3 scripts/wxf_check.py [--games 200] [--seed 1] \\
        [--bin "cargo run --release -q -p gambit-xiangqi --example wxf_dump"]
"""
import argparse
import random
import re
import shlex
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pyffish as sf

VARIANT = "xiangqi"
FF_MOVE = re.compile(r"^([a-i])(10|[1-9])([a-i])(10|[1-9])$")
FSF_SOLDIER_INDEX = re.compile(r"^[1-5][1-9][+.\-][1-9]$")
STANDARD_TANDEM_SOLDIER = re.compile(r"^(P[+\-1-9]|\+\+|--)[+.\-][1-9]$")
PAIR_BY_SIGN = re.compile(r"^[KAEHRCP][+\-][+.\-][1-9]$")
PAIR_BY_FILE = re.compile(r"^[KAEHRCP][1-9][+.\-][1-9]$")


def from_ffish(move):
    """h3e3 -> h2e2 (ranks 1-10 to 0-9)."""
    m = FF_MOVE.match(move)
    return "%s%d%s%d" % (m.group(1), int(m.group(2)) - 1, m.group(3), int(m.group(4)) - 1)


def square(text_file, text_rank):
    """(file, rank) of a pyffish square, ranks from 0."""
    return ord(text_file) - ord("a"), int(text_rank) - 1


def board_of(fen):
    """The FEN's placement as {(file, rank): letter}."""
    board = {}
    for i, row in enumerate(fen.split()[0].split("/")):
        col = 0
        for ch in row:
            if ch.isdigit():
                col += int(ch)
            else:
                board[(col, 9 - i)] = ch
                col += 1
    return board


def suite_fens(path):
    fens = []
    for line in Path(path).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            fen = line.split(";")[0].strip()
            if sf.validate_fen(fen, VARIANT) == sf.FEN_OK and sf.legal_moves(VARIANT, fen, []):
                fens.append(fen)
    return fens


def random_game(rng, start, soldiers_first):
    """Moves (ranks 1-10) and Fairy-Stockfish's WXF text of each."""
    moves = []
    board = board_of(start)
    for _ in range(rng.randint(40, 200)):
        legal = sf.legal_moves(VARIANT, start, moves)
        if not legal:
            break
        pool = legal
        if soldiers_first and rng.random() < 0.7:
            pawns = [m for m in legal
                     if board.get(square(*FF_MOVE.match(m).groups()[:2]), "").lower() == "p"]
            pool = pawns or legal
        m = rng.choice(sorted(pool))
        f, t = FF_MOVE.match(m).groups()[:2], FF_MOVE.match(m).groups()[2:]
        board[square(*t)] = board.pop(square(*f))
        moves.append(m)
    texts = sf.get_san_moves(VARIANT, start, moves, False, sf.NOTATION_XIANGQI_WXF) if moves else []
    return moves, texts


def crowded_fen(rng):
    """Kings, a chariot each, and five crossed soldiers a side on two or three files (three,
    four, five on a file; two files in tandem), or None when pyffish refuses the FEN."""
    board = {(4, 0): "K", (3, 9): "k", (rng.choice([0, 8]), 2): "R", (rng.choice([0, 8]), 7): "r"}
    files = rng.sample(range(9), rng.choice([2, 3]))
    for letter, ranks in (("P", range(5, 10)), ("p", range(0, 5))):
        for _ in range(5):
            board.setdefault((rng.choice(files), rng.choice(ranks)), letter)
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            ch = board.get((f, r))
            if ch is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + ch
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    side = rng.choice("wb")
    fen = "/".join(rows) + " %s - - 0 1" % side
    # The side not to move may not stand in check (pyffish's validate_fen allows it).
    other = "/".join(rows) + " %s - - 0 1" % ("b" if side == "w" else "w")
    ok = (sf.validate_fen(fen, VARIANT) == sf.FEN_OK and sf.legal_moves(VARIANT, fen, [])
          and not sf.gives_check(VARIANT, other, []))
    return fen if ok else None


def classify(ours, theirs):
    """'same', a documented difference's name, or None for a real mismatch."""
    theirs = theirs.replace("=", ".")
    if ours == theirs:
        return "same"
    if FSF_SOLDIER_INDEX.match(theirs) and STANDARD_TANDEM_SOLDIER.match(ours) and ours[2:] == theirs[2:]:
        return "three or more soldiers on one file numbered from the front (FSF) vs +/-/middle digit (WXF page)"
    if (PAIR_BY_FILE.match(theirs) and PAIR_BY_SIGN.match(ours)
            and ours[0] == theirs[0] and ours[2:] == theirs[2:]):
        return "pair on a file named by file digit (FSF) vs front/rear sign (WXF)"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default="cargo run --release -q -p gambit-xiangqi --example wxf_dump",
                    help="the wxf_dump command")
    ap.add_argument("--epd", default="tests/data/xiangqi_perft.epd")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    start = sf.start_fen(VARIANT)
    fens = suite_fens(args.epd)
    games = []
    for g in range(args.games):
        fen = rng.choice(fens) if g % 4 == 3 and fens else start
        if g % 4 == 1:
            fen = None
            while fen is None:
                fen = crowded_fen(rng)
        moves, texts = random_game(rng, fen, soldiers_first=(g % 2 == 1))
        games.append((fen, moves, texts))

    lines = ["%s ; %s ; %s" % (fen, " ".join(from_ffish(m) for m in moves), " ".join(texts))
             for fen, moves, texts in games]
    proc = subprocess.run(shlex.split(args.bin), input="\n".join(lines) + "\n",
                          capture_output=True, text=True)
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        print("0 passed, %d failed" % args.games)
        return 1
    out = proc.stdout.splitlines()
    if len(out) != len(games):
        print("wxf_dump answered %d lines for %d games" % (len(out), len(games)))
        print("0 passed, %d failed" % args.games)
        return 1

    passed = failed = plies = 0
    kinds = Counter()
    examples = {}
    for g, ((fen, moves, texts), reply) in enumerate(zip(games, out)):
        problems = []
        if reply.startswith("error:") or " ; " not in reply + " ":
            problems.append(reply)
        else:
            written, _, read = reply.partition(" ; ")
            written, read = written.split(), read.split()
            if len(written) != len(moves) or len(read) != len(moves):
                problems.append("%d moves, %d written, %d read" % (len(moves), len(written), len(read)))
            for i, (m, ours, theirs, back) in enumerate(zip(moves, written, texts, read)):
                plies += 1
                kind = classify(ours, theirs)
                coord = from_ffish(m)
                if kind is None:
                    problems.append("ply %d %s: gambit %s, Fairy-Stockfish %s" % (i + 1, coord, ours, theirs))
                else:
                    kinds[kind] += 1
                    if kind != "same":
                        examples.setdefault(kind, "%s (ply %d of game %d): gambit %s, FSF %s"
                                            % (coord, i + 1, g + 1, ours, theirs))
                if back != coord:
                    problems.append("ply %d %s: Fairy-Stockfish's %s read back as %s" % (i + 1, coord, theirs, back))
        if problems:
            failed += 1
            print("FAIL game %d (seed %d) from %s:" % (g + 1, args.seed, fen))
            for p in problems[:5]:
                print("  " + p)
        else:
            passed += 1
    print("%d plies: %s" % (plies, ", ".join("%s %d" % (k, n) for k, n in kinds.most_common())))
    for kind, ex in examples.items():
        print("  e.g. %s" % ex)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
