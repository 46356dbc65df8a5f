"""Board.planes(): piece planes for machine learning (skipped without NumPy)."""

import pytest

np = pytest.importorskip("numpy")

import gambit  # noqa: E402


def pieces_on_board(board):
    """The pieces of the FEN's board field (pockets in brackets left out)."""
    field = board.fen().split()[0].split("[")[0]
    return sum(c.isalpha() for c in field)


@pytest.mark.parametrize("variant", gambit.variants())
def test_layout(variant):
    board = gambit.Board(variant)
    names = board.plane_names()
    planes = board.planes()
    assert planes.dtype == np.uint8
    assert planes.shape[0] == len(names) == len(set(names))
    assert names[-1] == "turn" and planes[-1].min() == 1
    kinds = [n for n in names if not n.startswith("hand ") and n != "turn"]
    assert kinds[: len(kinds) // 2] == [k.upper() for k in kinds[len(kinds) // 2 :]]
    on_board = planes[: len(kinds)]
    assert int(on_board.sum()) == pieces_on_board(board)
    assert on_board.max() == 1
    # Moves change the planes as the board: after one, the other side is to move.
    board.push(board.legal_moves[0])
    after = board.planes()
    assert after[-1].max() == 0
    assert int(after[: len(kinds)].sum()) == pieces_on_board(board)


def test_chess_squares():
    planes = gambit.Board().planes()
    names = gambit.Board().plane_names()
    assert planes.shape == (13, 8, 8)
    assert planes[names.index("P")][1].tolist() == [1] * 8  # row 0 is rank 1: a1 in column 0
    assert planes[names.index("K")][0, 4] == 1  # e1
    assert planes[names.index("q")][7, 3] == 1  # d8


def test_shogi_orientation_and_hands():
    board = gambit.Board("shogi")
    names = board.plane_names()
    assert planes_shape(board) == (4 * 14 + 1, 9, 9)
    planes = board.planes()
    assert planes[names.index("B")][1, 1] == 1  # 8h: row 0 is rank i, column 0 file 9
    assert planes[names.index("R")][1, 7] == 1  # 2h
    for usi in ("7g7f", "3c3d", "8h2b+"):
        board.push_uci(usi)
    planes = board.planes()
    assert planes[names.index("hand B")].min() == 1
    assert planes[names.index("+B")].sum() == 1


def test_crazyhouse_hands():
    board = gambit.Board("crazyhouse")
    for uci in ("e2e4", "d7d5", "e4d5"):
        board.push_uci(uci)
    names = board.plane_names()
    planes = board.planes()
    assert planes[names.index("hand P")].min() == 1
    assert planes[names.index("hand p")].max() == 0


def planes_shape(board):
    return board.planes().shape
