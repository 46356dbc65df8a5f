"""Differential test of the kernel variants (and chess) against pyffish, Fairy-Stockfish's
binding (skipped without pyffish): over random games, at every ply the legal moves and the
FEN after each move, and at the end whether and how the game ended.

Xiangqi too, its moves with ranks from 1 as Fairy-Stockfish writes them, and its WXF; and
shogi, its USI moves in Fairy-Stockfish's coordinates (legal moves, check, the board).

Known differences left out: SAN (gambit writes python-chess's and lichess's, `#` on a move
that wins by a variant rule; pyffish writes shogi-style moves in minishogi), start FENs as
pyffish's `start_fen` spells them (its variants.ini text: minishogi `[-] w 0 1`, seirawan
`[HEhe]`; `get_fen` writes them as gambit does), WXF's `.` (pyffish `=`) and its front and
rear of two like pieces on a file (`C+-3`; pyffish names the file, `C1-3`), and pyffish's lapse of allowing a pawn drop
that mates in shogi-like variants (as Fairy-Stockfish's own variant_check.py excepts it)."""

import random
import re

import pytest

sf = pytest.importorskip("pyffish")

import gambit  # noqa: E402

VARIANTS = [v for v in gambit.variants() if v not in ("xiangqi", "shogi")]
GAMES = 3
MAX_PLIES = 80


def pawn_drop_mates(variant, fen, move):
    """pyffish's lapse: a pawn drop that mates, which shogi's rules forbid."""
    return (
        move.startswith("P@")
        and sf.gives_check(variant, fen, [move])
        and not sf.legal_moves(variant, fen, [move])
    )


def verdict(variant, start, moves, board):
    """pyffish's ruling on the end of `moves` as (over, winner), winner as gambit's."""
    over, value = sf.is_immediate_game_end(variant, start, moves)
    if not over and not sf.legal_moves(variant, start, moves):
        over, value = True, sf.game_result(variant, start, moves)
    if not over:
        return False, None
    winner = None if value == 0 else (board.turn if value > 0 else not board.turn)
    return True, winner


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games(variant):
    start = gambit.Board(variant).fen()
    assert sf.get_fen(variant, sf.start_fen(variant), []) == start
    for seed in range(GAMES):
        rng = random.Random(seed)
        board = gambit.Board(variant)
        for _ in range(MAX_PLIES):
            fen = board.fen()
            ours = {m.uci() for m in board.legal_moves}
            ref = set(sf.legal_moves(variant, fen, []))
            lapses = {m for m in ref - ours if pawn_drop_mates(variant, fen, m)}
            assert ours == ref - lapses, fen
            if not ours:
                break
            move = rng.choice(sorted(board.legal_moves, key=lambda m: m.uci()))
            board.push(move)
            assert board.fen() == sf.get_fen(variant, fen, [move.uci()]), (fen, move)
        moves = [m.uci() for m in board.move_stack]
        outcome = board.outcome()
        over, winner = verdict(variant, start, moves, board)
        assert over == (outcome is not None), board.fen()
        if over:
            assert winner == outcome.winner, board.fen()


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


def fsf_square(usi):
    """A USI square (`7g`) as Fairy-Stockfish writes it (`c3`): files from sente's left,
    ranks from sente's side."""
    return chr(ord("a") + 9 - int(usi[0])) + str(9 - (ord(usi[1]) - ord("a")))


def fsf_shogi(move):
    """A USI move as Fairy-Stockfish writes it: `7g7f` -> `c3c4`, `8h2b+` -> `b2h8+`,
    `P*5e` -> `P@e5`."""
    if move[1] == "*":
        return move[0] + "@" + fsf_square(move[2:4])
    return fsf_square(move[0:2]) + fsf_square(move[2:4]) + move[4:]


def test_random_shogi_games():
    start = sf.start_fen("shogi")
    for seed in range(GAMES):
        rng = random.Random(seed)
        board = gambit.Board("shogi")
        played = []
        for _ in range(MAX_PLIES):
            fen = sf.get_fen("shogi", start, played)
            ours = {fsf_shogi(m.uci()) for m in board.legal_moves}
            ref = set(sf.legal_moves("shogi", start, played))
            lapses = {m for m in ref - ours if pawn_drop_mates("shogi", fen, m)}
            assert ours == ref - lapses, (board.fen(), fen)
            if not ours:
                break
            move = rng.choice(sorted(board.legal_moves, key=lambda m: m.uci()))
            board.push(move)
            played.append(fsf_shogi(move.uci()))
            assert board.is_check() == sf.gives_check("shogi", start, played)
        # The board field of the FEN is the same in both.
        assert board.fen().split()[0] == sf.get_fen("shogi", start, played).split("[")[0]
