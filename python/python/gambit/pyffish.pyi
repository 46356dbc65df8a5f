"""Type stubs of ``gambit.pyffish``, the drop-in for pyffish (its own stub's names)."""

from typing import Any, List, Tuple

VALUE_MATE: int
VALUE_DRAW: int
NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_LAN: int
NOTATION_SHOGI_HOSKING: int
NOTATION_SHOGI_HODGES: int
NOTATION_SHOGI_HODGES_NUMBER: int
NOTATION_JANGGI: int
NOTATION_XIANGQI_WXF: int
NOTATION_THAI_SAN: int
NOTATION_THAI_LAN: int
FEN_OK: int
FEN_EMPTY: int
FEN_INVALID_MOVE_COUNTER: int
FEN_INVALID_HALF_MOVE_COUNTER: int
FEN_INVALID_NUMBER_OF_KINGS: int
FEN_INVALID_EN_PASSANT_SQ: int
FEN_INVALID_CASTLING_INFO: int
FEN_INVALID_SIDE_TO_MOVE: int
FEN_INVALID_POCKET_INFO: int
FEN_INVALID_BOARD_GEOMETRY: int
FEN_TOUCHING_KINGS: int
FEN_INVALID_CHAR: int
FEN_INVALID_NB_PARTS: int
FEN_INVALID_PROMOTED_PIECE: int
FEN_INVALID_CHECK_COUNT: int
FEN_INVALID_COUNTING_RULE: int

error = ValueError

def version() -> Tuple[int, int, int]:
    """The pyffish version whose API this module follows: ``(0, 0, 90)``."""
def info() -> str:
    """gambit's name and version."""
def variants() -> List[str]:
    """The variants these functions take, by pyffish's names."""
def set_option(name: str, value: Any) -> None:
    """Takes Fairy-Stockfish's engine options (no effect); ``ValueError`` for ``VariantPath`` and unknown names."""
def load_variant_config(config: str) -> None:
    """``ValueError`` for any variant definition: gambit cannot load them."""
def start_fen(variant: str) -> str:
    """The start position as pyffish writes it."""
def two_boards(variant: str) -> bool:
    """False: gambit plays no two-board variant."""
def captures_to_hand(variant: str) -> bool:
    """Whether captured pieces go to the capturer's hand."""
def get_san(variant: str, fen: str, move: str, chess960: bool = False, notation: int = NOTATION_DEFAULT) -> str:
    """The legal move ``move`` in SAN (or ``notation``)."""
def get_san_moves(variant: str, fen: str, movelist: List[str], chess960: bool = False, notation: int = NOTATION_DEFAULT) -> List[str]:
    """The moves of ``movelist``, played from ``fen``, in SAN (or ``notation``)."""
def legal_moves(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> List[str]:
    """The legal moves after ``movelist``, in pyffish's UCI text."""
def get_fen(variant: str, fen: str, movelist: List[str], chess960: bool = False, sfen: bool = False, show_promoted: bool = False, count_started: int = 0) -> str:
    """The FEN after ``movelist``."""
def gives_check(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> bool:
    """Whether the side to move is in check after ``movelist``."""
def is_capture(variant: str, fen: str, movelist: List[str], move: str, chess960: bool = False) -> bool:
    """Whether the legal move ``move`` captures."""
def piece_to_partner(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> str:
    """The piece the last move captured, unpromoted; ``''`` when none."""
def game_result(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> int:
    """The result of a position without legal moves, side to move's view."""
def is_immediate_game_end(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> Tuple[bool, int]:
    """``(True, value)`` when a variant rule ended the game, else ``(False, 0)``."""
def is_optional_game_end(variant: str, fen: str, movelist: List[str], chess960: bool = False, count_started: int = 0) -> Tuple[bool, int]:
    """``(True, value)`` when a player may end the game by a rule, else ``(False, 0)``."""
def has_insufficient_material(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> Tuple[bool, bool]:
    """Whether white and black each lack mating material (Fairy-Stockfish's rule)."""
def validate_fen(fen: str, variant: str, chess960: bool = False) -> int:
    """``FEN_OK`` or a negative ``FEN_INVALID_*`` code."""
def get_fog_fen(fen: str, variant: str, chess960: bool = False) -> str:
    """The FEN as the side to move sees it in fog of war (``*`` for unseen squares)."""
