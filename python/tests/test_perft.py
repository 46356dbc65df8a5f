"""Perft counts through the Python board equal the repository's own perft suites."""

import pytest

import gambit
from repo_data import CORE_DATA, VARIANT_DATA, read_epd

# Depths whose count is at most this are run: enough to cover every position, fast.
MAX_NODES = 30_000
# Positions per suite (the Chess960 file has 960; its first ones suffice here).
MAX_POSITIONS = 40


def suites():
    yield "chess", CORE_DATA / "chess_perft.epd"
    yield "chess", CORE_DATA / "chess960_perft.epd"
    yield "xiangqi", CORE_DATA / "xiangqi_perft.epd"
    yield "shogi", CORE_DATA / "shogi_perft.epd"
    for path in sorted(VARIANT_DATA.glob("*.epd")):
        yield path.stem, path


SUITES = list(suites())


@pytest.mark.parametrize("variant,path", SUITES, ids=[p.name for _, p in SUITES])
def test_suite(variant, path):
    positions = read_epd(path)[:MAX_POSITIONS]
    assert positions, path
    checked = 0
    for fen, counts in positions:
        board = gambit.Board(variant, fen)
        for depth, count in sorted(counts.items()):
            if count > MAX_NODES:
                break
            assert board.perft(depth) == count, (variant, fen, depth)
            checked += 1
        assert board.fen() == gambit.Board(variant, fen).fen()
    assert checked >= len(positions)


@pytest.mark.parametrize(
    "variant,counts",
    [
        ("chess", [1, 20, 400, 8902]),
        ("xiangqi", [1, 44, 1920]),
        ("shogi", [1, 30, 900]),
        ("crazyhouse", [1, 20, 400]),
        ("horde", [1, 8, 128]),
        ("minishogi", [1, 14, 181]),
    ],
)
def test_start_positions(variant, counts):
    board = gambit.Board(variant)
    assert [board.perft(d) for d in range(len(counts))] == counts
    assert len(board.legal_moves) == counts[1]


def test_perft_leaves_the_board_as_it_was():
    board = gambit.Board()
    board.push_uci("e2e4")
    before = (board.fen(), board.move_stack)
    assert board.perft(3) == 13160
    assert (board.fen(), board.move_stack) == before
