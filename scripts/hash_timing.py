#!/usr/bin/env python3
"""How long the hash-table commands take, as a GUI sees them (issue 13): `Hash 8192` then
`isready`, `go movetime 100` (twice), `ucinewgame` + `isready`, `go movetime 100`, the
oversized `Hash 65536` (refused with an info string), `go movetime 100`, and the `Hash: N MiB`
line of `d`. Prints the wall time to each answer.

    python3 scripts/hash_timing.py target/release/gambit-chess
"""
import subprocess, time, sys
bin = sys.argv[1]
p = subprocess.Popen([bin], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(pred):
    lines = []
    while True:
        l = p.stdout.readline()
        if not l: return lines
        lines.append(l.rstrip())
        if pred(l): return lines
def step(cmds, pred, label):
    t = time.time()
    for c in cmds: send(c)
    lines = until(pred)
    print(f"{label}: {1000*(time.time()-t):.0f} ms; last: {lines[-1]}; info strings: {[l for l in lines if 'info string' in l]}")
send("uci"); until(lambda l: l.startswith("uciok"))
step(["setoption name Hash value 8192", "isready"], lambda l: l.startswith("readyok"), "Hash 8192 + isready")
step(["position startpos", "go movetime 100"], lambda l: l.startswith("bestmove"), "go movetime 100")
step(["go movetime 100"], lambda l: l.startswith("bestmove"), "go movetime 100 again")
step(["ucinewgame", "isready"], lambda l: l.startswith("readyok"), "ucinewgame + isready")
step(["go movetime 100"], lambda l: l.startswith("bestmove"), "go movetime 100 after ucinewgame")
step(["setoption name Hash value 65536", "isready"], lambda l: l.startswith("readyok"), "Hash 65536 + isready")
step(["go movetime 100"], lambda l: l.startswith("bestmove"), "go movetime 100 after 65536")
step(["d", "isready"], lambda l: l.startswith("readyok"), "d")
send("d"); send("isready"); print([l for l in until(lambda l: l.startswith("readyok")) if "Hash" in l])
send("quit"); p.wait(); print("exit", p.returncode)
