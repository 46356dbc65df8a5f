"""Type stubs of gambit's Rust extension (``gambit._gambit``)."""

from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple, Union, overload

__version__: str

class IllegalMoveError(ValueError):
    """A move that cannot be read, or is not legal in the position."""

class Move:
    """A move in its game's notation: ``e2e4``, ``e7e8q``, ``h2e2``, ``7g7f``, ``P*5e``, ``P@e4``.

    Equal (and hashed) by its text.
    """

    @staticmethod
    def from_uci(uci: str) -> Move:
        """A move from its text, unchecked: a board checks it when it is pushed."""
    def uci(self) -> str:
        """The move in its game's notation."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class LegalMoves(Sequence[Move]):
    """The legal moves of the position ``Board.legal_moves`` was read in, in generation order.

    A read-only sequence of ``Move`` whose items are made only when read; equal to a list of
    the same moves in the same order. It keeps that position's moves after the board moves on.
    """

    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int) -> Move: ...
    @overload
    def __getitem__(self, index: slice) -> List[Move]: ...
    def __iter__(self) -> Iterator[Move]: ...
    def __contains__(self, item: object) -> bool:
        """True when ``item`` (a ``Move`` or its text) is one of these moves."""
    def index(self, item: Union[Move, str], start: int = ..., stop: int = ...) -> int:
        """The position of ``item`` in the sequence; ``ValueError`` when it is not here."""
    def count(self, item: Optional[Union[Move, str]] = None) -> int:
        """Without an argument the number of moves (python-chess's habit); with one, 0 or 1."""
    def __eq__(self, other: object) -> bool: ...

class Outcome:
    """How a game ended."""

    winner: Optional[bool]
    """True: the first player (white, red, sente) won; False: the second; None: a draw."""
    reason: str
    """The judge's word: ``checkmate``, ``stalemate``, ``threefold-repetition``, ..."""

    def __init__(self, winner: Optional[bool], reason: str) -> None: ...
    def result(self) -> str:
        """``1-0``, ``0-1`` or ``1/2-1/2``."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Explanation:
    """The judge's explanation of the repetition cycle ending in a position.

    True when the position repeats an earlier one.
    """

    lines: List[str]
    """The lines ``judge --explain`` prints."""
    cycle: Optional[Dict[str, Any]]
    """The cycle as data (``first``, ``occurrences``, ``plies``), None without one."""
    def __init__(self, lines: List[str], cycle: Optional[Dict[str, Any]] = None) -> None: ...
    @property
    def text(self) -> str:
        """The lines joined."""
    def __bool__(self) -> bool: ...

class SearchResult:
    """What ``search`` found."""

    move: Optional[Move]
    """The best move; None when the side to move has none."""
    score: Optional[int]
    """Centipawns from the side to move's view; None for a mate."""
    mate: Optional[int]
    """Moves to mate: positive when the side to move mates, 0 or less when it is mated."""
    pv: List[Move]
    """The principal line, the best move first."""
    depth: int
    """The last completed iteration."""
    nodes: int
    """Nodes searched."""
    def __init__(
        self,
        best: Optional[Move],
        score: Optional[int],
        mate: Optional[int],
        pv: List[Move],
        depth: int,
        nodes: int,
    ) -> None: ...

class Board:
    """A position of chess, xiangqi, shogi or a variant, with its move stack.

    ``Board(variant="chess", fen=None, chess960=False)``: the start position of ``variant``
    (``variants()`` lists them) or the position ``fen`` (SFEN in shogi). ``ValueError`` for a
    bad FEN, an unknown variant, or ``chess960`` in a game without it.
    """

    def __init__(
        self, variant: str = "chess", fen: Optional[str] = None, chess960: bool = False
    ) -> None: ...
    @property
    def variant(self) -> str:
        """The game's name."""
    @property
    def chess960(self) -> bool:
        """True when Chess960 castling is in force."""
    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves (none once the game has ended on the board)."""
    @property
    def move_stack(self) -> List[Move]:
        """The moves played since setup, oldest first."""
    @property
    def turn(self) -> bool:
        """True when the first player (white, red, sente) is to move."""
    def ply(self) -> int:
        """The number of moves played since setup."""
    def fen(self) -> str:
        """The position as FEN (SFEN in shogi)."""
    def push(self, move: Move) -> None:
        """Plays a legal move; ``IllegalMoveError`` otherwise."""
    def parse_uci(self, uci: str) -> Move:
        """Reads a legal move in the game's notation."""
    def push_uci(self, uci: str) -> Move:
        """Reads and plays a move in the game's notation."""
    def parse_san(self, san: str) -> Move:
        """Reads a legal move as records write it (SAN, WXF, USI)."""
    def push_san(self, san: str) -> Move:
        """Reads and plays a move as records write it."""
    def san(self, move: Move) -> str:
        """A legal move as records write it: SAN, WXF in xiangqi, USI in shogi."""
    def pop(self) -> Move:
        """Takes back the last move; ``IndexError`` when none was played."""
    def peek(self) -> Move:
        """The last move played; ``IndexError`` when none was."""
    def is_check(self) -> bool:
        """True when the side to move is in check."""
    def is_checkmate(self) -> bool:
        """True when the side to move is in check and has no legal move."""
    def is_stalemate(self) -> bool:
        """True when the side to move is not in check and has no legal move."""
    def root(self) -> Board:
        """A board at the position this one was set up from, no move played."""
    def outcome(self, claim_draw: bool = False) -> Optional[Outcome]:
        """How the game ended; with ``claim_draw``, claimable draws count too."""
    def is_game_over(self, claim_draw: bool = False) -> bool:
        """True when ``outcome(claim_draw)`` is not None."""
    def perft(self, depth: int) -> int:
        """Leaves of the legal-move tree ``depth`` plies deep (the GIL released)."""
    def explain(self) -> Explanation:
        """The judge's explanation of the repetition cycle ending here."""
    def copy(self) -> Board:
        """A copy, move stack included."""
    def __copy__(self) -> Board: ...
    def __deepcopy__(self, memo: Dict[int, Any]) -> Board: ...
    def __reduce__(self) -> Tuple[Any, ...]: ...
    def planes(self) -> Any:
        """The position as a NumPy ``uint8`` array of shape ``(planes, ranks, files)``."""
    def plane_names(self) -> List[str]:
        """The names of ``planes()``'s planes: ``P``, ``p``, ``hand P``, ..., ``turn``."""
    def _repr_svg_(self) -> str:
        """The position as an SVG diagram."""

def search(
    board: Board,
    depth: Optional[int] = None,
    nodes: Optional[int] = None,
    movetime: Optional[int] = None,
) -> SearchResult:
    """Searches ``board`` to ``depth`` plies, about ``nodes`` nodes or for ``movetime`` ms."""

def variants() -> List[str]:
    """Every game name ``Board`` takes."""

# The submodule behind ``gambit.pyffish`` (typed in ``pyffish.pyi``).
from . import pyffish as pyffish
