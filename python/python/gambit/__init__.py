"""gambit: chess, xiangqi, shogi and chess variants, with python-chess's habits.

``Board(variant="chess", fen=None, chess960=False)`` holds a position of any game gambit plays
(``variants()`` lists them) with its move stack: ``legal_moves``, ``push``, ``push_uci``,
``push_san``, ``san``, ``pop``, ``fen()``, ``is_check()``, ``outcome()``, ``perft()``,
``explain()``. ``search(board, depth=, nodes=, movetime=)`` runs the engine; ``gambit.pgn``
reads and judges game records.
"""

import collections.abc as _abc

from ._gambit import (
    Board,
    Explanation,
    IllegalMoveError,
    LegalMoves,
    Move,
    Outcome,
    SearchResult,
    __version__,
    search,
    variants,
)
from . import pgn

_abc.Sequence.register(LegalMoves)

__all__ = [
    "Board",
    "Explanation",
    "IllegalMoveError",
    "LegalMoves",
    "Move",
    "Outcome",
    "SearchResult",
    "__version__",
    "pgn",
    "search",
    "variants",
]
