#!/usr/bin/env python3
"""Checks gambit-shogi's `go mate` (the df-pn tsume solver) against cshogi's DfPn.

`--build` makes the problem set, games/shogi/tests/data/tsume.txt: positions of random games (random
legal moves from the start; pieces gathered in hand by chance) that cshogi's DfPn solves,
at most two a game, 50 mates whose cshogi pv is 3 to 31 plies long (20 of them 15 to 31
plies) and 20 positions where DfPn with a large budget (depth 255, 5,000,000 nodes) finds no
mate though the side to move has 4 checks or more. One line per problem:
`mate <cshogi's plies> <sfen>` or `nomate - <sfen>`.

Then (and without `--build`) every problem goes to gambit-shogi over USI (`position sfen ...`,
`go mate <ms>`), and cshogi's DfPn solves it again for its time. Each `checkmate <pv>` answer is
replayed on cshogi's board: legal moves, every attacker move a check, the defender mated at
the end (a pawn-drop mate is not legal on cshogi's board either). A mate answered `nomate`, a
no-mate answered with a pv, or a pv that does not mate is wrong; `timeout` is unsolved.
Prints a table (gambit's and cshogi's times and pv lengths per problem) and the last line
`tsume: M/50 mates solved, N/20 nomate, W wrong`; the exit status is 1 when any answer is wrong.

    python3 scripts/tsume_check.py [--build] [--seed 7] [--ms 10000]
        [--binary target/release/gambit-shogi] [--data games/shogi/tests/data/tsume.txt]
"""

import argparse
import random
import subprocess
import sys
import time

import cshogi

MATES = 50
LONG_MATES = 20
NOMATES = 20


def checks(board):
    """The number of checking moves of the side to move."""
    n = 0
    for m in board.legal_moves:
        board.push(m)
        n += board.is_check()
        board.pop()
    return n


def build(seed, path):
    """Random games until the problem set is full; writes it to `path`."""
    rng = random.Random(seed)
    quick = cshogi.DfPn(31, 20000)
    deep = cshogi.DfPn(255, 5_000_000)
    short, long_, nomate = [], [], []
    games = 0
    while len(short) < MATES - LONG_MATES or len(long_) < LONG_MATES or len(nomate) < NOMATES:
        games += 1
        board = cshogi.Board()
        taken = 0
        for ply in range(240):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            if ply < 30 or ply % 3 or board.is_check() or taken >= 2:
                continue
            if quick.search(board):
                plies = len(quick.get_pv(board))
                bucket = long_ if plies >= 15 else short
                want = LONG_MATES if plies >= 15 else MATES - LONG_MATES
                if 3 <= plies <= 31 and len(bucket) < want:
                    bucket.append(("mate", str(plies), board.sfen()))
                    taken += 1
            elif len(nomate) < NOMATES and rng.random() < 0.1 and checks(board) >= 4:
                if not deep.search(board):
                    nomate.append(("nomate", "-", board.sfen()))
                    taken += 1
    problems = sorted(short, key=lambda p: int(p[1])) + sorted(long_, key=lambda p: int(p[1]))
    with open(path, "w") as f:
        f.write(f"# tsume problems: scripts/tsume_check.py --build --seed {seed} ({games} games)\n")
        for p in problems + nomate:
            f.write(" ".join(p) + "\n")
    print(f"{path}: {len(problems)} mates, {len(nomate)} nomate from {games} random games")


def read(path):
    """The problems of `path`: (kind, cshogi plies or None, sfen)."""
    out = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        kind, plies, sfen = line.split(" ", 2)
        out.append((kind, None if plies == "-" else int(plies), sfen.strip()))
    return out


class Engine:
    """gambit-shogi over USI."""

    def __init__(self, binary):
        self.p = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("usi")
        self.wait("usiok")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("gambit-shogi ended")
            if line.startswith(prefix):
                return line.strip()

    def mate(self, sfen, ms):
        self.send(f"position sfen {sfen}")
        start = time.time()
        self.send(f"go mate {ms}")
        line = self.wait("checkmate")
        return line.split()[1:], time.time() - start

    def close(self):
        self.send("quit")
        self.p.wait()


def replay(sfen, pv):
    """None when `pv` mates from `sfen` by checks; else what is wrong."""
    board = cshogi.Board(sfen)
    if len(pv) % 2 == 0:
        return "even length"
    for i, text in enumerate(pv):
        m = board.move_from_usi(text)
        if not m or not board.is_legal(m):
            return f"move {i + 1} ({text}) illegal"
        board.push(m)
        if i % 2 == 0 and not board.is_check():
            return f"move {i + 1} ({text}) not a check"
    return None if board.is_game_over() else "no mate at the end"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", action="store_true")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--ms", type=int, default=10000)
    ap.add_argument("--binary", default="target/release/gambit-shogi")
    ap.add_argument("--data", default="games/shogi/tests/data/tsume.txt")
    args = ap.parse_args()
    if args.build:
        build(args.seed, args.data)
    problems = read(args.data)
    engine = Engine(args.binary)
    solved = {"mate": 0, "nomate": 0}
    counts = {"mate": 0, "nomate": 0}
    wrong = 0
    times = {"gambit": 0.0, "cshogi": 0.0}
    print(f"{'#':>3} {'kind':<6} {'gambit':<14} {'plies':>5} {'time s':>7} "
          f"{'cshogi':<8} {'plies':>5} {'time s':>7}")
    for i, (kind, _, sfen) in enumerate(problems, 1):
        counts[kind] += 1
        pv, secs = engine.mate(sfen, args.ms)
        board = cshogi.Board(sfen)
        dfpn = cshogi.DfPn(255, 5_000_000)
        start = time.time()
        found = dfpn.search(board)
        c_secs = time.time() - start
        c_plies = len(dfpn.get_pv(board)) if found else "-"
        times["gambit"] += secs
        times["cshogi"] += c_secs
        if pv == ["timeout"]:
            verdict, plies = "timeout", "-"
        elif pv == ["nomate"]:
            plies = "-"
            verdict = "nomate" if kind == "nomate" else "WRONG nomate"
        else:
            plies = len(pv)
            bad = replay(sfen, pv)
            verdict = "mate" if bad is None and kind == "mate" else f"WRONG {bad or 'mate'}"
        if verdict.startswith("WRONG"):
            wrong += 1
        elif verdict == kind:
            solved[kind] += 1
        print(f"{i:>3} {kind:<6} {verdict:<14} {plies:>5} {secs:>7.3f} "
              f"{'mate' if found else 'nomate':<8} {c_plies:>5} {c_secs:>7.3f}", flush=True)
    engine.close()
    print(f"total time: gambit {times['gambit']:.2f} s, cshogi DfPn {times['cshogi']:.2f} s")
    print(f"tsume: {solved['mate']}/{counts['mate']} mates solved, "
          f"{solved['nomate']}/{counts['nomate']} nomate, {wrong} wrong")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
