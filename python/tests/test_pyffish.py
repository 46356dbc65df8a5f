"""gambit's own Board against pyffish, Fairy-Stockfish's binding (skipped without pyffish):
xiangqi's random games, the Board's moves with ranks from 1 as Fairy-Stockfish writes them,
its FEN, the end, and its WXF (`Board.san`). Every variant's legal moves, FENs, ends and SAN as
pyffish writes them are checked through `gambit.pyffish` (test_pyffish_dropin.py), which plays
on the same boards.

Known differences of the Board's own notation left out: WXF's `.` (pyffish `=`) and its front
and rear of two like pieces on a file (`C+-3`; pyffish names the file, `C1-3`)."""

import random
import re

import pytest

sf = pytest.importorskip("pyffish")

import gambit  # noqa: E402

GAMES = 3
MAX_PLIES = 80


def fsf_xiangqi(move):
    """A xiangqi move with ranks from 1, as Fairy-Stockfish writes it (`h2e2` -> `h3e3`)."""
    return re.sub(r"\d+", lambda m: str(int(m.group()) + 1), move)


def test_random_xiangqi_games():
    start = gambit.Board("xiangqi").fen()
    assert sf.start_fen("xiangqi") == start
    for seed in range(GAMES):
        rng = random.Random(seed)
        board = gambit.Board("xiangqi")
        for _ in range(MAX_PLIES):
            fen = board.fen()
            ours = {fsf_xiangqi(m.uci()) for m in board.legal_moves}
            assert ours == set(sf.legal_moves("xiangqi", fen, [])), fen
            if not ours:
                assert sf.game_result("xiangqi", fen, []) == -sf.VALUE_MATE
                assert board.outcome().winner is (not board.turn)
                break
            move = rng.choice(sorted(board.legal_moves, key=lambda m: m.uci()))
            board.push(move)
            assert board.fen() == sf.get_fen("xiangqi", fen, [fsf_xiangqi(move.uci())]), fen
            wxf = sf.get_san("xiangqi", fen, fsf_xiangqi(move.uci()), False, sf.NOTATION_XIANGQI_WXF)
            board.pop()
            ours_wxf = board.san(move)
            # Two like pieces on a file: WXF names them front and rear (`C+-3`), pyffish
            # gives the file (`C1-3`).
            if ours_wxf[1].isdigit():
                assert ours_wxf.replace(".", "=") == wxf, (fen, move)
            board.push(move)
