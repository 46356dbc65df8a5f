"""gambit.pyffish: a drop-in for pyffish, Fairy-Stockfish's Python binding, over gambit's games.

``import gambit.pyffish as sf`` and call it as pyffish: ``sf.legal_moves(variant, fen, moves)``,
``sf.get_fen``, ``sf.get_san``, ``sf.game_result``, ... with pyffish's arguments, return shapes,
constants and notation, for the variants of ``sf.variants()`` (pyffish's names). The work is
done in Rust with the GIL released. What gambit cannot do (another variant, variant
definitions) raises ``ValueError`` naming it; docs/python.md lists the remaining differences.
"""

from ._gambit import pyffish as _sf

version = _sf.version
info = _sf.info
variants = _sf.variants
set_option = _sf.set_option
load_variant_config = _sf.load_variant_config
start_fen = _sf.start_fen
two_boards = _sf.two_boards
captures_to_hand = _sf.captures_to_hand
get_san = _sf.get_san
get_san_moves = _sf.get_san_moves
legal_moves = _sf.legal_moves
get_fen = _sf.get_fen
gives_check = _sf.gives_check
is_capture = _sf.is_capture
piece_to_partner = _sf.piece_to_partner
game_result = _sf.game_result
is_immediate_game_end = _sf.is_immediate_game_end
is_optional_game_end = _sf.is_optional_game_end
has_insufficient_material = _sf.has_insufficient_material
validate_fen = _sf.validate_fen
get_fog_fen = _sf.get_fog_fen

error = _sf.error
VALUE_MATE = _sf.VALUE_MATE
VALUE_DRAW = _sf.VALUE_DRAW
NOTATION_DEFAULT = _sf.NOTATION_DEFAULT
NOTATION_SAN = _sf.NOTATION_SAN
NOTATION_LAN = _sf.NOTATION_LAN
NOTATION_SHOGI_HOSKING = _sf.NOTATION_SHOGI_HOSKING
NOTATION_SHOGI_HODGES = _sf.NOTATION_SHOGI_HODGES
NOTATION_SHOGI_HODGES_NUMBER = _sf.NOTATION_SHOGI_HODGES_NUMBER
NOTATION_JANGGI = _sf.NOTATION_JANGGI
NOTATION_XIANGQI_WXF = _sf.NOTATION_XIANGQI_WXF
NOTATION_THAI_SAN = _sf.NOTATION_THAI_SAN
NOTATION_THAI_LAN = _sf.NOTATION_THAI_LAN
FEN_OK = _sf.FEN_OK
FEN_EMPTY = _sf.FEN_EMPTY
FEN_INVALID_MOVE_COUNTER = _sf.FEN_INVALID_MOVE_COUNTER
FEN_INVALID_HALF_MOVE_COUNTER = _sf.FEN_INVALID_HALF_MOVE_COUNTER
FEN_INVALID_NUMBER_OF_KINGS = _sf.FEN_INVALID_NUMBER_OF_KINGS
FEN_INVALID_EN_PASSANT_SQ = _sf.FEN_INVALID_EN_PASSANT_SQ
FEN_INVALID_CASTLING_INFO = _sf.FEN_INVALID_CASTLING_INFO
FEN_INVALID_SIDE_TO_MOVE = _sf.FEN_INVALID_SIDE_TO_MOVE
FEN_INVALID_POCKET_INFO = _sf.FEN_INVALID_POCKET_INFO
FEN_INVALID_BOARD_GEOMETRY = _sf.FEN_INVALID_BOARD_GEOMETRY
FEN_TOUCHING_KINGS = _sf.FEN_TOUCHING_KINGS
FEN_INVALID_CHAR = _sf.FEN_INVALID_CHAR
FEN_INVALID_NB_PARTS = _sf.FEN_INVALID_NB_PARTS
FEN_INVALID_PROMOTED_PIECE = _sf.FEN_INVALID_PROMOTED_PIECE
FEN_INVALID_CHECK_COUNT = _sf.FEN_INVALID_CHECK_COUNT
FEN_INVALID_COUNTING_RULE = _sf.FEN_INVALID_COUNTING_RULE

del _sf
