"""Hypothesis fuzzing of FEN and move input (skipped without hypothesis): every input is
read or refused with a ValueError, and what is read behaves (the FEN written reads back to
itself, every legal move is read back, played and taken back)."""

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import gambit  # noqa: E402

VARIANTS = gambit.variants()
STARTS = {v: gambit.Board(v).fen() for v in VARIANTS}
FEN_CHARS = "".join(sorted(set("".join(STARTS.values())) | set("/[]~+*-0123456789 wbKQkqPpe")))
FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def mutated_fen(draw):
    """A variant and its start FEN with a few characters replaced, inserted or deleted."""
    variant = draw(st.sampled_from(VARIANTS))
    chars = list(STARTS[variant])
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(chars)))
        op = draw(st.sampled_from(["replace", "insert", "delete"]))
        c = draw(st.sampled_from(FEN_CHARS))
        if op == "insert" or not chars:
            chars.insert(i, c)
        elif op == "replace":
            chars[min(i, len(chars) - 1)] = c
        else:
            del chars[min(i, len(chars) - 1)]
    return variant, "".join(chars)


def behaves(board):
    """The FEN reads back to itself, and every legal move is read, played and taken back."""
    fen = board.fen()
    assert gambit.Board(board.variant, fen).fen() == fen
    board.outcome(claim_draw=True)
    board.is_check()
    for move in board.legal_moves[:8]:
        assert board.parse_uci(move.uci()) == move
        san = board.san(move)
        assert board.parse_san(san) == move
        board.push(move)
        board.fen()
        assert board.pop() == move
        assert board.fen() == fen


@FUZZ
@given(mutated_fen())
def test_mutated_fens(case):
    variant, fen = case
    read_or_refuse(variant, fen)


@FUZZ
@given(st.sampled_from(VARIANTS), st.text(max_size=90))
def test_arbitrary_fen_text(variant, fen):
    read_or_refuse(variant, fen)


def read_or_refuse(variant, fen):
    """A FEN is refused with a message (ValueError), or it sets up a board that behaves."""
    try:
        board = gambit.Board(variant, fen)
    except ValueError as e:
        assert str(e)
        return
    behaves(board)


@FUZZ
@given(
    st.sampled_from(VARIANTS),
    st.lists(st.integers(0, 10_000), max_size=12),
    st.one_of(st.text(max_size=10), st.text(alphabet="abcdefghijk0123456789PNBRQK+*@=-xO#", max_size=8)),
)
def test_move_text(variant, path, text):
    board = gambit.Board(variant)
    for i in path:
        moves = board.legal_moves
        if not moves:
            break
        board.push(moves[i % len(moves)])
    fen = board.fen()
    for read in (board.parse_uci, board.parse_san):
        try:
            move = read(text)
        except ValueError as e:
            assert isinstance(e, gambit.IllegalMoveError) and str(e)
        else:
            assert move in board.legal_moves
    assert board.fen() == fen
