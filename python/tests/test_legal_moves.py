"""`Board.legal_moves`: a read-only sequence of the position's moves, made as they are read."""

import collections.abc
import random

import pytest

import gambit


def test_the_sequence_behaves_like_a_list():
    board = gambit.Board()
    moves = board.legal_moves
    as_list = list(moves)
    assert isinstance(moves, gambit.LegalMoves)
    assert isinstance(moves, collections.abc.Sequence)
    assert len(moves) == 20 and moves.count() == 20
    assert moves == as_list and as_list == moves and moves == tuple(as_list)
    assert moves != as_list[:-1] and moves != as_list[::-1]
    assert moves == board.legal_moves
    assert moves[0] == as_list[0] and moves[-1] == as_list[-1] and moves[-20] == as_list[0]
    assert moves[2:5] == as_list[2:5] and moves[::-3] == as_list[::-3] and moves[30:] == []
    assert list(reversed(moves)) == as_list[::-1]
    assert sorted(moves, key=str) == sorted(as_list, key=str)
    with pytest.raises(IndexError):
        moves[20]
    with pytest.raises(IndexError):
        moves[-21]
    with pytest.raises(TypeError):
        moves["e2e4"]
    e4 = gambit.Move.from_uci("e2e4")
    assert e4 in moves and "e2e4" in moves and "e2e5" not in moves and 42 not in moves
    assert moves.index(e4) == as_list.index(e4) and moves.index("e2e4") == as_list.index(e4)
    assert moves.count(e4) == 1 and moves.count("e7e5") == 0
    with pytest.raises(ValueError):
        moves.index("e7e5")
    with pytest.raises(ValueError):
        moves.index(e4, moves.index(e4) + 1)
    assert "e2e4" in repr(moves) and repr(moves).startswith("<LegalMoves (")
    assert moves != 3 and not (moves == "e2e4")


def test_an_ended_game_has_an_empty_falsy_sequence():
    board = gambit.Board()
    for san in ("f3", "e5", "g4", "Qh4#"):
        board.push_san(san)
    moves = board.legal_moves
    assert not moves and len(moves) == 0 and moves == [] and list(moves) == []


def test_a_sequence_keeps_its_position_after_the_board_moves_on():
    board = gambit.Board("chess", "rk6/8/8/8/8/8/8/R3K2R w KQ - 0 1", chess960=True)
    before = board.legal_moves
    texts = [m.uci() for m in before]
    assert "e1h1" in texts and "e1a1" in texts  # Chess960 castling: the king takes its rook
    board.push(before[0])
    board.push(board.legal_moves[0])
    assert [m.uci() for m in before] == texts
    board.pop()
    board.pop()
    assert board.legal_moves == before


@pytest.mark.parametrize("variant", gambit.variants())
def test_every_listed_move_is_written_as_the_position_reads_it(variant):
    # A listed move's text is made from the setup position's notation: it must equal the
    # text the position the move belongs to gives back when it reads the move.
    rng = random.Random(variant)
    board = gambit.Board(variant)
    for _ in range(60):
        moves = board.legal_moves
        if not moves:
            break
        for move in moves:
            assert board.parse_uci(move.uci()) == move
        board.push(moves[rng.randrange(len(moves))])
    assert board.perft(1) == len(board.legal_moves)


def test_iteration_survives_push_and_pop_inside_the_loop():
    board = gambit.Board("xiangqi")
    replies = 0
    for move in board.legal_moves:
        board.push(move)
        replies += len(board.legal_moves)
        board.pop()
    assert replies == board.perft(2)
