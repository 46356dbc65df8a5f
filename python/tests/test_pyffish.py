"""Differential test of the kernel variants (and chess) against pyffish, Fairy-Stockfish's
binding (skipped without pyffish): over random games, at every ply the legal moves and the
FEN after each move, and at the end whether and how the game ended.

Known differences left out: SAN (gambit writes python-chess's and lichess's, `#` on a move
that wins by a variant rule; pyffish writes shogi-style moves in minishogi), start FENs as
pyffish's `start_fen` spells them (its variants.ini text: minishogi `[-] w 0 1`, seirawan
`[HEhe]`; `get_fen` writes them as gambit does), and pyffish's lapse of allowing a pawn drop
that mates in shogi-like variants (as Fairy-Stockfish's own variant_check.py excepts it)."""

import random

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
