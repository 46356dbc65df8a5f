#!/usr/bin/env python3
"""Compares `gambit-chess judge --pgn FILE` with python-chess 1.11.2, game by game.

The games and python-chess's verdicts (`board.outcome(claim_draw=True)` at the end of each
game) come from scripts/pgn_outcomes.py: FILE and FILE with `.verdicts` for `.pgn`, one line per
game, `result: <R> reason: <word>`. Each game of the judge's output must be
`game <n>: result: <R> reason: <word>` with python-chess's words, and nothing after them (the
games' Result tags are python-chess's results, so the judge must find no disagreement). With
`--format json` the judge's JSON array is parsed and each object's `game`, `result`, `reason`
and `disagreements` are checked the same way.

    python3 scripts/pgn_outcomes.py --games 200 --out target/pgn_outcomes.pgn
    python3 scripts/judge_pgn_check.py [--pgn target/pgn_outcomes.pgn] [--format text|json]
        [--binary target/release/gambit-chess] [--generate N]

`--generate N` runs pgn_outcomes.py first (N games, seed 1). Prints each failure, then the last
line `N passed, M failed`; the exit status is 1 when any game failed.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def expected_verdicts(pgn):
    path = (pgn[:-4] if pgn.endswith(".pgn") else pgn) + ".verdicts"
    with open(path) as f:
        return [line.strip() for line in f if line.strip()]


def judged_text(binary, pgn):
    """The judge's verdict per game number, from its text lines."""
    out = subprocess.run([binary, "judge", "--pgn", pgn], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("the judge failed (%d): %s" % (out.returncode, out.stderr.strip()))
    got = {}
    for line in out.stdout.splitlines():
        head, _, rest = line.partition(": ")
        number = int(head.split()[1])
        got[number] = rest
    return got, out.stderr.strip().splitlines()[-1:]


def judged_json(binary, pgn):
    """The judge's verdict per game number, from its JSON, in the text lines' words."""
    out = subprocess.run([binary, "judge", "--pgn", pgn, "--format", "json"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("the judge failed (%d): %s" % (out.returncode, out.stderr.strip()))
    got = {}
    for game in json.loads(out.stdout):
        if "error" in game:
            got[game["game"]] = "error: " + game["error"]
            continue
        text = "result: %s reason: %s" % (game["result"], game["reason"])
        if game["disagreements"]:
            text += " (%s)" % "; ".join(game["disagreements"])
        winner = {"1-0": "white", "0-1": "black"}.get(game["result"])
        if game["winner"] != winner:
            text += " [winner %r]" % game["winner"]
        got[game["game"]] = text
    return got, out.stderr.strip().splitlines()[-1:]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pgn", default=os.path.join(ROOT, "target", "pgn_outcomes.pgn"))
    ap.add_argument("--binary", default=os.path.join(ROOT, "target", "release", "gambit-chess"))
    ap.add_argument("--format", choices=["text", "json"], default="text")
    ap.add_argument("--generate", type=int, metavar="N")
    args = ap.parse_args()
    if args.generate:
        subprocess.run([sys.executable, os.path.join(HERE, "pgn_outcomes.py"),
                        "--games", str(args.generate), "--out", args.pgn], check=True)
    want = expected_verdicts(args.pgn)
    judged = judged_json if args.format == "json" else judged_text
    got, summary = judged(args.binary, args.pgn)
    passed = failed = 0
    for n, verdict in enumerate(want, 1):
        mine = got.get(n)
        if mine == verdict:
            passed += 1
        else:
            failed += 1
            print("game %d: python-chess %r, gambit %r" % (n, verdict, mine))
    for n in sorted(set(got) - set(range(1, len(want) + 1))):
        failed += 1
        print("game %d: gambit judged a game python-chess did not write: %r" % (n, got[n]))
    if summary:
        print("judge: %s" % summary[0])
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
