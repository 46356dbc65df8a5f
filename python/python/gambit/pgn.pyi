"""Type stubs of gambit.pgn."""

from typing import Dict, List, Optional

from . import Board, Move, Outcome

class Judgement:
    """The judge's ruling on a record's main line."""

    outcome: Optional[Outcome]
    """The verdict on the final position (claimable draws count); None while it goes on."""
    plies: int
    """The plies of the main line."""
    recorded: str
    """The record's own result token."""
    disagreements: List[str]
    """Where the record's Result or Termination says otherwise."""
    def __init__(
        self, outcome: Optional[Outcome], plies: int, recorded: str, disagreements: List[str]
    ) -> None: ...
    def result(self) -> str:
        """The verdict's result token, ``*`` while the game goes on."""

class PgnGame:
    """One game of a PGN text; ``error`` says why it could not be read, if it could not."""

    def __init__(
        self, text: str, variant: Optional[str] = None, error: Optional[str] = None
    ) -> None: ...
    @property
    def variant(self) -> str: ...
    @property
    def error(self) -> Optional[str]: ...
    @property
    def headers(self) -> Dict[str, str]: ...
    @property
    def result(self) -> str: ...
    @property
    def moves(self) -> List[Move]: ...
    def board(self) -> Board:
        """The start position."""
    def end_board(self) -> Board:
        """The position after the main line, its moves on the stack."""
    def judge(self) -> Judgement:
        """The judge's ruling; ``ValueError`` for an unread game or a move after an end."""

def read_games(text: str, variant: Optional[str] = None) -> List[PgnGame]:
    """The games of a PGN text, as ``variant``'s records or the first Variant tag's."""
