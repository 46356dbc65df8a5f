#!/usr/bin/env python3
"""A GUI's view of MultiPV and searchmoves (issue 15), through python-chess 1.11.2:
`engine.analyse(board, Limit(time=1), multipv=3)` on six positions must give distinct first
moves (as many as there are legal moves, up to 3), and `analyse(..., root_moves=[...])` must
answer a move from the list. Last line: `ALL OK` or `FAILURES`.

    python3 scripts/multipv_check.py [target/release/gambit-chess]
"""
import chess, chess.engine, sys
eng = chess.engine.SimpleEngine.popen_uci(sys.argv[1] if len(sys.argv) > 1 else "target/release/gambit-chess")
print("python-chess", chess.__version__, "engine", eng.id.get("name"))
positions = [
    ("startpos", chess.STARTING_FEN),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    ("middlegame", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8"),
    ("endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    ("four-moves", "k7/p7/8/8/8/8/8/K6R b - - 0 1"),
    ("three-moves", "k7/8/8/8/8/8/8/K7 w - - 0 1"),
]
ok = True
for name, fen in positions:
    board = chess.Board(fen)
    infos = eng.analyse(board, chess.engine.Limit(time=1), multipv=3)
    firsts = [i["pv"][0].uci() for i in infos]
    want = min(3, board.legal_moves.count())
    good = len(firsts) == want and len(set(firsts)) == want
    ok &= good
    print("%-11s multipv=3 time=1: %d lines, first moves %s, depth %s, scores %s -> %s" % (
        name, len(infos), firsts, [i.get("depth") for i in infos],
        [str(i["score"].relative) for i in infos], "distinct" if good else "NOT DISTINCT"))
for name, fen, roots in [
    ("startpos", chess.STARTING_FEN, ["a2a3", "h2h4"]),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", ["e1g1", "a2a3", "g2g3"]),
    ("middlegame", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8", ["a2a3"]),
]:
    board = chess.Board(fen)
    moves = [chess.Move.from_uci(m) for m in roots]
    info = eng.analyse(board, chess.engine.Limit(depth=6), root_moves=moves)
    res = eng.play(board, chess.engine.Limit(depth=6), root_moves=moves)
    good = info["pv"][0] in moves and res.move in moves
    ok &= good
    print("%-11s depth=6 root_moves=%s: analyse pv[0] %s, play %s -> %s" % (
        name, roots, info["pv"][0].uci(), res.move.uci(), "in list" if good else "NOT IN LIST"))
eng.quit()
print("ALL OK" if ok else "FAILURES")
