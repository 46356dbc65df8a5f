#!/usr/bin/env python3
"""Differential check of gambit-chess's SAN and PGN against python-chess 1.11.2.

Plays N seeded random games with python-chess (every fourth from a Chess960 start position,
every fifth from a position of tests/data/chess_perft.epd; promotions and captures are
preferred so that several queens, en passant and under-promotions occur), then drives the
project through `cargo run --release -p gambit-chess --example san_dump`:

- `san_dump san`: the project's SAN of every move must equal python-chess's `board.san(move)`;
- `san_dump pgn FILE`: the project must read python-chess's PGN export of the games
  (`str(chess.pgn.Game.from_board(board))`, with comments, NAGs, nested variations and tag
  values with quotes and backslashes added) back to the same moves.

Last line: `N passed, M failed` (a game passes when both checks agree on it).

    python3 scripts/san_pgn_check.py [--games 200] [--seed 1] [--keep DIR]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

import chess
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DUMP = ["cargo", "run", "--quiet", "--release", "-p", "gambit-chess", "--example", "san_dump", "--"]


def suite_fens():
    """The standard-chess positions of the perft suite that python-chess accepts as valid."""
    fens = []
    with open(os.path.join(ROOT, "tests", "data", "chess_perft.epd")) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fen = line.split(";")[0].strip()
            try:
                board = chess.Board(fen)
            except ValueError:
                continue
            if board.is_valid() and not board.is_game_over():
                fens.append(fen)
    return fens


def pick_move(board, rng):
    """A random legal move, preferring promotions and captures now and then."""
    moves = list(board.legal_moves)
    promotions = [m for m in moves if m.promotion]
    if promotions and rng.random() < 0.8:
        return rng.choice(promotions)
    captures = [m for m in moves if board.is_capture(m)]
    if captures and rng.random() < 0.3:
        return rng.choice(captures)
    return rng.choice(moves)


def random_game(i, rng, fens):
    """Game i: its start board and the board after a random playout."""
    if i % 4 == 3:
        start = chess.Board.from_chess960_pos(rng.randrange(960))
    elif i % 5 == 4 and fens:
        start = chess.Board(rng.choice(fens))
    else:
        start = chess.Board()
    board = start.copy()
    for _ in range(rng.randint(10, 250)):
        if board.is_game_over():
            break
        board.push(pick_move(board, rng))
    return start, board


def decorate(game, rng, i):
    """Adds comments, NAGs, variations (some nested) and awkward tag values to a game."""
    game.headers["Event"] = 'Check "%d" with \\ and } and {' % i
    game.headers["Site"] = "python-chess; random"
    if rng.random() < 0.3:
        game.comment = "A game comment; with (parentheses) and [brackets]"
    node = game
    while node.variations:
        nxt = node.variations[0]
        r = rng.random()
        if r < 0.1:
            nxt.comment = rng.choice(["good move", "% not an escape here", "a long comment " * 8])
        elif r < 0.2:
            nxt.nags.add(rng.choice([1, 2, 3, 4, 5, 6, 10, 14, 146]))
        elif r < 0.27:
            board = node.board()
            others = [m for m in board.legal_moves if m != nxt.move]
            if others:
                var = node.add_variation(rng.choice(others))
                var.starting_comment = "instead"
                vb = var.board()
                if not vb.is_game_over():
                    deeper = var.add_variation(rng.choice(list(vb.legal_moves)))
                    db = deeper.board()
                    if not db.is_game_over() and rng.random() < 0.5:
                        alts = [m for m in vb.legal_moves if m != deeper.move]
                        if alts:
                            var.add_variation(rng.choice(alts)).comment = "nested"
        node = nxt


def run_dump(args, stdin=None):
    out = subprocess.run(DUMP + args, cwd=ROOT, input=stdin, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("san_dump failed (%d): %s" % (out.returncode, out.stderr.strip()))
    return out.stdout.splitlines()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", help="directory to keep the PGN file in")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    fens = suite_fens()
    games = [random_game(i, rng, fens) for i in range(args.games)]

    san_input = []
    want_san = []
    pgn_texts = []
    want_uci = []
    for i, (start, board) in enumerate(games):
        moves = list(board.move_stack)
        replay = start.copy()
        sans = []
        for m in moves:
            sans.append(replay.san(m))
            replay.push(m)
        want_san.append(" ".join(sans))
        san_input.append("%s\t%d\t%s" % (start.fen(), int(start.chess960), " ".join(m.uci() for m in moves)))
        game = chess.pgn.Game.from_board(board)
        decorate(game, rng, i)
        pgn_texts.append(str(game))
        want_uci.append(" ".join(m.uci() for m in moves))

    got_san = run_dump(["san"], "\n".join(san_input) + "\n")
    tmp = args.keep or tempfile.mkdtemp(prefix="san_pgn_check")
    os.makedirs(tmp, exist_ok=True)
    path = os.path.join(tmp, "games.pgn")
    with open(path, "w") as f:
        f.write("\n\n".join(pgn_texts) + "\n")
    got_uci = run_dump(["pgn", path])

    passed = failed = 0
    shown = 0
    for i in range(args.games):
        problems = []
        gs = got_san[i] if i < len(got_san) else "<missing>"
        if gs != want_san[i]:
            a, b = gs.split(), want_san[i].split()
            k = next((j for j in range(min(len(a), len(b))) if a[j] != b[j]), min(len(a), len(b)))
            problems.append("SAN differs at ply %d: project %r, python-chess %r" % (
                k + 1, a[k] if k < len(a) else gs, b[k] if k < len(b) else None))
        gu = got_uci[i] if i < len(got_uci) else "<missing>"
        if gu != want_uci[i]:
            problems.append("PGN read back differs: %s" % gu[:200])
        if problems:
            failed += 1
            if shown < 10:
                shown += 1
                start = games[i][0]
                print("game %d (%s%s): %s" % (i + 1, start.fen(), ", chess960" if start.chess960 else "",
                                              "; ".join(problems)))
        else:
            passed += 1
    if len(got_uci) != args.games:
        print("the project read %d games from a file of %d" % (len(got_uci), args.games))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and len(got_uci) == args.games else 1


if __name__ == "__main__":
    sys.exit(main())
