#!/usr/bin/env python3
"""The "PGN at database scale" speed table (docs/performance.md): games per second and peak
memory of `gambit-chess judge --pgn` (1 and 2 threads), pgn-reader's validating reader
(scripts/pgn_reader_bench) and python-chess (`chess.pgn.read_game`, every main-line move
played), each on the same file, run alternately ROUNDS times; the medians are printed.

    cargo build --release -p gambit-chess
    cargo build --release --manifest-path scripts/pgn_reader_bench/Cargo.toml
    cargo build --release --example pgn_corpus
    target/release/examples/pgn_corpus 100000 1 > /work/pgn-data/corpus-100k.pgn
    python3 scripts/pgn_bench.py /work/pgn-data/corpus-100k.pgn --rounds 3

`--python-chess` is the mode the script runs itself in for the python-chess row (it reads the
file and prints the number of games). Peak memory is `/usr/bin/time -f "%M KB"`'s maximum
resident set size.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def python_chess(path):
    """Reads every game with python-chess and plays its main line; prints the count."""
    import chess.pgn

    games = 0
    with open(path, encoding="utf-8", errors="replace") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            board = game.board()
            for move in game.mainline_moves():
                board.push(move)
            games += 1
    print(games)


def run(command):
    """Runs `command` under /usr/bin/time: (seconds, peak KB)."""
    started = time.monotonic()
    done = subprocess.run(
        ["/usr/bin/time", "-f", "%M KB"] + command,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=True,
    )
    seconds = time.monotonic() - started
    kb = int(done.stderr.strip().splitlines()[-1].split()[0])
    return seconds, kb


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=None,
                        help="games in the file (default: its lines starting with [Event)")
    parser.add_argument("--gambit", default=os.path.join(ROOT, "target/release/gambit-chess"))
    parser.add_argument("--pgn-reader", default=os.path.join(
        ROOT, "scripts/pgn_reader_bench/target/release/pgn-reader-bench"))
    parser.add_argument("--skip", default="", help="comma-separated rows to leave out")
    parser.add_argument("--python-chess", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.python_chess:
        python_chess(args.pgn)
        return
    rows = {
        "gambit, 1 thread": [args.gambit, "judge", "--pgn", args.pgn, "--progress", "0"],
        "gambit, 2 threads": [args.gambit, "judge", "--pgn", args.pgn, "--progress", "0",
                              "--threads", "2"],
        "pgn-reader 0.29 + shakmaty 0.30": [args.pgn_reader, args.pgn],
        "python-chess " + __import__("chess").__version__: [
            sys.executable, os.path.abspath(__file__), "--python-chess", args.pgn],
    }
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}
    rows = {name: cmd for name, cmd in rows.items() if not any(s in name for s in skip)}
    games = args.games
    if games is None:
        with open(args.pgn, "rb") as f:
            games = sum(1 for line in f if line.startswith(b"[Event "))
    times = {name: [] for name in rows}
    peaks = {name: [] for name in rows}
    for r in range(args.rounds):
        for name, cmd in rows.items():
            seconds, kb = run(cmd)
            times[name].append(seconds)
            peaks[name].append(kb)
            print(f"round {r + 1}: {name}: {seconds:.2f} s, {kb} KB", file=sys.stderr)
    print(f"{games} games, {args.rounds} rounds, medians")
    print("| program | seconds | games/s | peak RSS |")
    print("| --- | ---: | ---: | ---: |")
    for name in rows:
        seconds = statistics.median(times[name])
        rate = f"{games / seconds:,.0f}" if games else "?"
        print(f"| {name} | {seconds:.2f} | {rate} | {statistics.median(peaks[name]) / 1024:.0f} MB |")


if __name__ == "__main__":
    main()
