#!/usr/bin/env python3
"""Shogi perft speed, side by side in one run: `gambit-shogi` against Fairy-Stockfish's shogi,
both driven over USI (`usi`, `position startpos`, `go perft N`), single thread, the same wall
clock measure for both (from sending `go perft` to reading `Nodes searched`).

    python3 scripts/shogi_perft_peers.py [--depth 5] [--runs 5] [--gambit target/release/gambit-shogi]
        [--fsf /usr/games/fairy-stockfish]

Runs alternate between the engines; the table gives each engine's median and best time, its
nodes per second at the median, and the ratio gambit/Fairy-Stockfish in nodes per second.
Run it on an otherwise idle machine.
"""
import argparse
import statistics
import subprocess
import time


class Usi:
    def __init__(self, cmd):
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("usi")
        self.wait(lambda l: l == "usiok")
        self.send("isready")
        self.wait(lambda l: l == "readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, done):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            line = line.strip()
            if done(line):
                return line

    def perft(self, depth):
        self.send("position startpos")
        self.send("isready")
        self.wait(lambda l: l == "readyok")
        t0 = time.perf_counter()
        self.send("go perft %d" % depth)
        line = self.wait(lambda l: l.startswith("Nodes searched"))
        t = time.perf_counter() - t0
        return int(line.split(":")[1]), t

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--depth", type=int, default=5)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--gambit", default="target/release/gambit-shogi")
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    a = ap.parse_args()
    engines = {"gambit-shogi": Usi(a.gambit), "fairy-stockfish": Usi(a.fsf)}
    times = {name: [] for name in engines}
    nodes = {}
    for _ in range(a.runs):
        for name, eng in engines.items():
            n, t = eng.perft(a.depth)
            nodes.setdefault(name, n)
            if nodes[name] != n:
                raise SystemExit("%s: %d nodes, earlier %d" % (name, n, nodes[name]))
            times[name].append(t)
    for eng in engines.values():
        eng.close()
    print("| engine | nodes | median s | best s | Mnps (median) |")
    print("| --- | --- | --- | --- | --- |")
    mnps = {}
    for name in engines:
        med = statistics.median(times[name])
        mnps[name] = nodes[name] / med / 1e6
        print("| %s | %d | %.3f | %.3f | %.1f |" % (name, nodes[name], med, min(times[name]), mnps[name]))
    print("gambit/fairy-stockfish = %.1f (startpos perft %d, %d runs each)" %
          (mnps["gambit-shogi"] / mnps["fairy-stockfish"], a.depth, a.runs))


if __name__ == "__main__":
    main()
