"""gambit.pgn: game records read from PGN and judged.

``read_games(text, variant=None)`` reads every game of a PGN text (chess SAN, Chess960, the
variants as lichess and Fairy-Stockfish write them, xiangqi WXF/ICCS/coordinates) as
``PgnGame`` objects: ``headers``, ``result``, ``moves``, ``board()``, ``end_board()`` and
``judge()``, the judge's ``Judgement`` of the main line. Games pickle, so that a file can be
judged in a ``multiprocessing`` pool.
"""

from ._gambit import Judgement, PgnGame, read_games

__all__ = ["Judgement", "PgnGame", "read_games"]
