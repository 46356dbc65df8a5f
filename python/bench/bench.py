#!/usr/bin/env python3
"""Speed of the gambit Python package against the Python libraries it stands in for
(issue 45, point 6). Prints a table of medians over several runs and the ratios:

  (a) random games, legal moves then a push at every ply: gambit.Board vs python-chess;
  (b) legal_moves(variant, fen, moves) with a 60-move list: gambit.pyffish vs pyffish, in
      every variant both play. "cold": the calls alternate between the start FEN and
      "startpos", so gambit.pyffish never resumes from the position it kept (each call
      replays the 60 moves, as pyffish does); "warm": the same call again, as a server asks
      move after move (gambit.pyffish plays no move, pyffish still replays them all);
  (c) reading a PGN file of 2000 random games (made here): gambit.pgn vs python-chess.

    python python/bench/bench.py [--runs 5] [--games 2000] [--parts abc]

Needs python-chess and pyffish next to gambit (pip install chess pyffish).
"""

import argparse
import io
import random
import statistics
import time

import chess
import chess.pgn
import pyffish

import gambit
import gambit.pgn
import gambit.pyffish as gsf


def median_time(f, runs):
    """The median wall time of `runs` calls of `f`, in seconds."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def random_games_gambit(games, plies):
    for seed in range(games):
        rng = random.Random(seed)
        board = gambit.Board("chess")
        for _ in range(plies):
            moves = board.legal_moves
            if not moves:
                break
            board.push(rng.choice(moves))


def random_games_python_chess(games, plies):
    for seed in range(games):
        rng = random.Random(seed)
        board = chess.Board()
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))


def sixty_moves(variant):
    """A random game of 60 plies (fewer if it ends), as pyffish's UCI moves."""
    rng = random.Random(variant)
    start = gsf.start_fen(variant)
    moves = []
    while len(moves) < 60:
        legal = gsf.legal_moves(variant, start, moves)
        if not legal:
            break
        moves.append(rng.choice(sorted(legal)))
    return start, moves


def pgn_text(games):
    """`games` random chess games (up to 120 plies) as PGN."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        board = gambit.Board("chess")
        sans = []
        for _ in range(120):
            moves = board.legal_moves
            if not moves:
                break
            m = rng.choice(moves)
            sans.append(board.san(m))
            board.push(m)
        outcome = board.outcome(claim_draw=True)
        result = outcome.result() if outcome else "*"
        body = " ".join(f"{i // 2 + 1}. {s}" if i % 2 == 0 else s for i, s in enumerate(sans))
        out.append(f'[Event "bench"]\n[Site "?"]\n[Round "{seed + 1}"]\n[White "a"]\n'
                   f'[Black "b"]\n[Result "{result}"]\n\n{body} {result}\n')
    return "\n".join(out)


def read_python_chess(text):
    stream = io.StringIO(text)
    while chess.pgn.read_game(stream) is not None:
        pass


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--games", type=int, default=2000, help="games in the PGN file")
    p.add_argument("--parts", default="abc", help="the parts to run, of a, b and c")
    a = p.parse_args()
    rows = []

    games, plies = 100, 100
    if "a" in a.parts:
        rows.append((f"(a) {games} random games, legal moves + push",
                     median_time(lambda: random_games_gambit(games, plies), a.runs),
                     median_time(lambda: random_games_python_chess(games, plies), a.runs),
                     "python-chess"))

    calls = 200
    both = [v for v in gsf.variants() if v in pyffish.variants()]
    for variant in both if "b" in a.parts else []:
        start, moves = sixty_moves(variant)
        assert set(gsf.legal_moves(variant, start, moves)) <= set(
            pyffish.legal_moves(variant, start, moves))
        fens = [start, "startpos"] * (calls // 2)
        reference = median_time(lambda: [pyffish.legal_moves(variant, f, moves)
                                         for f in fens], a.runs)
        rows.append((f"(b) legal_moves {variant}, {len(moves)} moves, x{calls}, cold",
                     median_time(lambda: [gsf.legal_moves(variant, f, moves)
                                          for f in fens], a.runs),
                     reference, "pyffish"))
        rows.append((f"(b) legal_moves {variant}, {len(moves)} moves, x{calls}, warm",
                     median_time(lambda: [gsf.legal_moves(variant, start, moves)
                                          for _ in range(calls)], a.runs),
                     reference, "pyffish"))

    if "c" in a.parts:
        text = pgn_text(a.games)
        assert len(gambit.pgn.read_games(text)) == a.games
        rows.append((f"(c) read {a.games} PGN games",
                     median_time(lambda: gambit.pgn.read_games(text), a.runs),
                     median_time(lambda: read_python_chess(text), a.runs),
                     "python-chess"))

    print(f"medians of {a.runs} runs")
    print(f"| {'task':<58} | {'gambit':>9} | {'reference':>9} | {'ratio':>7} | reference")
    print(f"| {'-' * 58} | {'-' * 9}:| {'-' * 9}:| {'-' * 7}:| ---")
    for task, ours, theirs, who in rows:
        print(f"| {task:<58} | {ours * 1000:7.1f}ms | {theirs * 1000:7.1f}ms | "
              f"{theirs / ours:6.1f}x | {who}")


if __name__ == "__main__":
    main()
