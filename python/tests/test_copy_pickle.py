"""Boards copy and pickle with their move stacks, and work in multiprocessing pools."""

import copy
import multiprocessing
import pickle

import pytest

import gambit

GAMES = {
    "chess": ["e2e4", "e7e5", "g1f3", "b8c6"],
    "xiangqi": ["h2e2", "h9g7", "h0g2"],
    "shogi": ["7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"],
    "crazyhouse": ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "P@e4"],
    "seirawan": ["e2e4", "e7e5"],
    "minishogi": ["a2a3"],
}


def played(variant, moves, **kwargs):
    board = gambit.Board(variant, **kwargs)
    for text in moves:
        board.push_uci(text)
    return board


def same(a, b):
    return (a.variant, a.fen(), a.move_stack, a.chess960) == (b.variant, b.fen(), b.move_stack, b.chess960)


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_copies_are_independent(variant):
    board = played(variant, GAMES[variant])
    for twin in (board.copy(), copy.copy(board), copy.deepcopy(board)):
        assert same(twin, board)
        twin.pop()
        assert twin.fen() != board.fen()
        assert len(board.move_stack) == len(GAMES[variant])


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_pickle_round_trip(variant):
    board = played(variant, GAMES[variant])
    again = pickle.loads(pickle.dumps(board))
    assert same(again, board)
    assert again.pop() == board.pop()  # the stack came along, not only the position


def test_pickle_keeps_fen_and_chess960():
    fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    board = gambit.Board(fen=fen)
    board.push(board.legal_moves[0])
    again = pickle.loads(pickle.dumps(board))
    assert same(again, board) and again.chess960
    board = played("chess", [], chess960=True)
    assert pickle.loads(pickle.dumps(board)).chess960


def test_moves_and_outcomes_pickle():
    move = gambit.Move.from_uci("P*5e")
    assert pickle.loads(pickle.dumps(move)) == move
    outcome = gambit.Outcome(None, "stalemate")
    assert pickle.loads(pickle.dumps(outcome)) == outcome


def test_results_pickle():
    found = gambit.search(gambit.Board(fen="6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"), depth=3)
    again = pickle.loads(pickle.dumps(found))
    assert (again.move, again.score, again.mate, again.pv, again.depth, again.nodes) == (
        found.move, found.score, found.mate, found.pv, found.depth, found.nodes)
    board = gambit.Board()
    for _ in range(2):
        for text in ("g1f3", "g8f6", "f3g1", "f6g8"):
            board.push_uci(text)
    explanation = board.explain()
    assert explanation
    again = pickle.loads(pickle.dumps(explanation))
    assert (again.lines, again.cycle) == (explanation.lines, explanation.cycle)


def judge_line(board):
    """A worker's job: perft and the verdict of a board it received pickled."""
    outcome = board.outcome(claim_draw=True)
    return board.variant, board.perft(2), outcome.result() if outcome else "*"


def test_multiprocessing_pool():
    boards = [played(v, m) for v, m in sorted(GAMES.items())]
    mated = played("chess", ["f2f3", "e7e5", "g2g4", "d8h4"])
    boards.append(mated)
    expected = [judge_line(b) for b in boards]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        got = pool.map(judge_line, boards)
    assert got == expected
    assert got[-1] == ("chess", 0, "0-1")
