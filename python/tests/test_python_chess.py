"""Differential test against python-chess over random games (skipped without python-chess):
at every ply the legal moves, check, FEN and outcome; the SAN of the move played and, every
few plies, of every legal move and the outcome with claims."""

import os
import random

import pytest

chess = pytest.importorskip("chess")

import gambit  # noqa: E402

# The acceptance run sets GAMBIT_PYCHESS_GAMES=500 (docs/python.md); the suite plays 40.
GAMES = int(os.environ.get("GAMBIT_PYCHESS_GAMES", "40"))
CHESS960_GAMES = int(os.environ.get("GAMBIT_PYCHESS960_GAMES", "6"))
MAX_PLIES = 600


def outcome_of(reference, claim_draw):
    """python-chess's outcome as (result, reason word), None while the game goes on."""
    outcome = reference.outcome(claim_draw=claim_draw)
    if outcome is None:
        return None
    return outcome.result(), outcome.termination.name.lower().replace("_", "-")


def ours(board, claim_draw):
    outcome = board.outcome(claim_draw=claim_draw)
    return None if outcome is None else (outcome.result(), outcome.reason)


def play(rng, reference, board):
    shredder = reference.chess960
    for ply in range(MAX_PLIES):
        where = f"{reference.fen()} (ply {ply})"
        legal = {reference.uci(m) for m in reference.legal_moves}
        assert {m.uci() for m in board.legal_moves} == legal, where
        assert board.is_check() == reference.is_check(), where
        assert board.is_checkmate() == reference.is_checkmate(), where
        assert board.is_stalemate() == reference.is_stalemate(), where
        assert board.fen() == reference.fen(shredder=shredder), where
        assert ours(board, False) == outcome_of(reference, False), where
        if ply % 8 == 0:
            assert ours(board, True) == outcome_of(reference, True), where
            for m in reference.legal_moves:
                assert board.san(board.parse_uci(reference.uci(m))) == reference.san(m), where
        if not legal or reference.outcome() is not None:
            return
        moves = sorted(reference.legal_moves, key=reference.uci)
        m = rng.choice(moves)
        san = reference.san(m)
        assert board.push_san(san).uci() == reference.uci(m), where
        board.pop()
        assert board.push_uci(reference.uci(m)).uci() == reference.uci(m)
        reference.push(m)
    assert len(board.move_stack) == len(reference.move_stack)
    assert board.root().fen() == reference.root().fen(shredder=shredder)


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_chess_game(seed):
    rng = random.Random(seed)
    play(rng, chess.Board(), gambit.Board())


@pytest.mark.parametrize("seed", range(CHESS960_GAMES))
def test_random_chess960_game(seed):
    rng = random.Random(1000 + seed)
    reference = chess.Board.from_chess960_pos(rng.randrange(960))
    board = gambit.Board(fen=reference.fen(shredder=True))
    assert board.chess960
    play(rng, reference, board)


def test_repetitions_and_claims():
    reference, board = chess.Board(), gambit.Board()
    shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"] * 4
    for uci in shuffle:
        reference.push_uci(uci)
        board.push_uci(uci)
        assert ours(board, False) == outcome_of(reference, False)
        assert ours(board, True) == outcome_of(reference, True)
    assert ours(board, False) == ("1/2-1/2", "fivefold-repetition")
