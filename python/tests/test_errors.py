"""Bad input raises Python exceptions with the Rust error's words; nothing panics."""

import random

import pytest

import gambit


@pytest.mark.parametrize(
    "variant,fen",
    [
        ("chess", ""),
        ("chess", "xx"),
        ("chess", "8/8/8/8/8/8/8/8 w - - 0 1"),
        ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
        ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -5 1"),
        ("chess", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        ("xiangqi", "rnbakabnr/9/9 w"),
        ("xiangqi", "k8/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        ("shogi", "lnsgkgsnl b"),
        ("shogi", "9/9/9/9/9/9/9/9/9 b - 1"),
        ("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Z] w KQkq - 0 1"),
        ("minishogi", "rbsgk/4p/5/P4/KGSBR b - 1 ;"),
    ],
)
def test_bad_fen_is_a_value_error(variant, fen):
    with pytest.raises(ValueError) as info:
        gambit.Board(variant, fen)
    assert str(info.value)


def test_unknown_variant():
    with pytest.raises(ValueError, match="unknown variant 'nope'"):
        gambit.Board("nope")


@pytest.mark.parametrize("variant", ["chess", "xiangqi", "shogi", "crazyhouse", "grand"])
@pytest.mark.parametrize(
    "text", ["", " ", "e2e5", "e2", "zz99", "e7e8x", "P@", "@@@@", "a0a0", "\u00e9\u00e9", "1" * 300]
)
def test_bad_moves(variant, text):
    board = gambit.Board(variant)
    fen = board.fen()
    with pytest.raises(gambit.IllegalMoveError) as info:
        board.push_uci(text)
    assert isinstance(info.value, ValueError) and str(info.value)
    with pytest.raises(ValueError):
        board.push_san(text)
    with pytest.raises(ValueError):
        board.parse_uci(text)
    assert board.fen() == fen and board.move_stack == []


def test_illegal_move_objects():
    board = gambit.Board()
    with pytest.raises(gambit.IllegalMoveError, match="not legal"):
        board.push(gambit.Move.from_uci("e2e5"))
    with pytest.raises(gambit.IllegalMoveError):
        board.san(gambit.Move.from_uci("e7e5"))
    with pytest.raises(ValueError):
        gambit.Move.from_uci("")
    with pytest.raises(ValueError):
        gambit.Move.from_uci("e2 e4")
    with pytest.raises(TypeError):
        board.push("e2e4")


def test_pop_and_peek_on_an_empty_stack():
    board = gambit.Board("xiangqi")
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(IndexError):
        board.peek()


def test_search_limits():
    board = gambit.Board()
    with pytest.raises(ValueError, match="limit"):
        gambit.search(board)
    with pytest.raises(ValueError):
        gambit.search(board, depth=0)
    with pytest.raises(ValueError):
        gambit.search(board, nodes=0)
    with pytest.raises(OverflowError):
        gambit.search(board, depth=-1)


def test_random_junk_never_panics():
    rng = random.Random(45)
    alphabet = "rnbqkpRNBQKP12345678/ wb-KQkq+*@[]~0123456789abcdefghi"
    for variant in gambit.variants():
        start = gambit.Board(variant).fen()
        for _ in range(60):
            if rng.random() < 0.5:
                chars = list(start)
                for _ in range(rng.randint(1, 4)):
                    chars[rng.randrange(len(chars))] = rng.choice(alphabet)
                fen = "".join(chars)
            else:
                fen = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 80)))
            try:
                board = gambit.Board(variant, fen)
            except ValueError:
                continue
            board.legal_moves
            board.outcome(claim_draw=True)
            board.perft(2)
            board.fen()
            for move in board.legal_moves[:3]:
                board.san(move)
        board = gambit.Board(variant)
        for _ in range(100):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
            for read in (board.parse_uci, board.parse_san):
                try:
                    read(text)
                except ValueError:
                    pass
