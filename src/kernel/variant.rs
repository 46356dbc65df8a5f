//! A variant as a description: its board, its pieces by their movement, and the rule
//! components it takes ([`Rules`]), as constants of a type implementing [`Variant`]. The
//! kernel reads the description once ([`Tables`]) and runs every variant
//! through the same monomorphised code; what no description can say goes in the trait's
//! hooks.

use super::tables::Tables;
use super::Move;
use crate::board::Geometry;
use crate::game::MoveStore;
use crate::rules::Reason;

/// The most piece kinds a variant may have (promoted forms included).
pub const MAX_KINDS: usize = 16;

/// What part a kind plays in the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The piece whose capture (or being left in check) loses: the king.
    Royal,
    /// A pawn: double steps, en passant and chess-style promotion apply to it, and so do the
    /// drop rules for pawns (ranks, one per file, no mate by a pawn drop).
    Pawn,
    /// Any other piece.
    Piece,
}

/// One kind of piece.
#[derive(Clone, Copy, Debug)]
pub struct PieceDef {
    /// Its FEN letter, upper case (`'N'`). A shogi-style promoted kind shares its base kind's
    /// letter and is written `+` before it.
    pub letter: char,
    /// `true` for a shogi-style promoted kind (`+P`).
    pub promoted: bool,
    /// Its movement in Betza's notation ([`super::betza`]).
    pub betza: &'static str,
    /// Its role in the rules.
    pub role: Role,
    /// Its value in centipawns, for the evaluation and SEE.
    pub value: i32,
    /// Where it may stand, white's region then black's, in Fairy-Stockfish's region syntax
    /// (janggi's palace: `d1 e1 f1 d2 e2 f2 d3 e3 f3`); `None`: the whole board. A move
    /// that would leave the region is not one.
    pub region: Option<[&'static str; 2]>,
    /// Its moves along the variant's diagonal lines ([`Rules::diagonal_lines`]), in Betza's
    /// notation: from a square of the lines to squares of the lines only (janggi's palace
    /// diagonals: `F` for the king and the advisors, `fF` for a soldier, `B` for the
    /// chariot, `pB` for the cannon); empty: none.
    pub line_betza: &'static str,
    /// It neither hops over a piece of its own kind (of either side) nor captures one:
    /// janggi's cannon. Meant for hoppers.
    pub shuns_own_kind: bool,
}

impl PieceDef {
    /// A kind with letter `letter`, movement `betza` and value `value`.
    pub const fn new(letter: char, betza: &'static str, value: i32) -> PieceDef {
        PieceDef {
            letter,
            promoted: false,
            betza,
            role: Role::Piece,
            value,
            region: None,
            line_betza: "",
            shuns_own_kind: false,
        }
    }
    /// The royal kind (the king).
    pub const fn royal(letter: char, betza: &'static str) -> PieceDef {
        PieceDef {
            role: Role::Royal,
            ..PieceDef::new(letter, betza, 0)
        }
    }
    /// A pawn kind.
    pub const fn pawn(letter: char, betza: &'static str, value: i32) -> PieceDef {
        PieceDef {
            role: Role::Pawn,
            ..PieceDef::new(letter, betza, value)
        }
    }
    /// The shogi-style promoted form of the kind with letter `letter` (written `+X`).
    pub const fn promoted(letter: char, betza: &'static str, value: i32) -> PieceDef {
        PieceDef {
            promoted: true,
            ..PieceDef::new(letter, betza, value)
        }
    }
    /// The kind confined to `region` ([`PieceDef::region`]).
    pub const fn confined(self, region: [&'static str; 2]) -> PieceDef {
        PieceDef {
            region: Some(region),
            ..self
        }
    }
    /// The kind moving along the diagonal lines by `betza` ([`PieceDef::line_betza`]).
    pub const fn on_lines(self, betza: &'static str) -> PieceDef {
        PieceDef {
            line_betza: betza,
            ..self
        }
    }
    /// The kind shunning its own kind ([`PieceDef::shuns_own_kind`]).
    pub const fn shunning_own_kind(self) -> PieceDef {
        PieceDef {
            shuns_own_kind: true,
            ..self
        }
    }
}

/// How pieces promote.
#[derive(Clone, Copy, Debug)]
pub enum Promotion {
    /// No promotion.
    None,
    /// Pawns promote on reaching the last `zone` ranks, to one of `choices` (letters). On the
    /// last `forced` ranks a pawn must promote; further back in the zone it may stay a pawn.
    /// With `only_captured`, a pawn may only become a kind of which its side has fewer on
    /// the board than at the start (grand: a piece previously captured).
    Choice {
        /// Ranks of the zone, counted from the far edge.
        zone: u8,
        /// Ranks, from the far edge, where promotion is forced.
        forced: u8,
        /// The kinds a pawn may become, by letter.
        choices: &'static [char],
        /// Only to a kind the side has lost.
        only_captured: bool,
    },
    /// Shogi: a kind with a promoted form (`+X`) may promote on a move that starts or ends in
    /// the last `zone` ranks, written `+` after the move; it must where it could never move
    /// again.
    Shogi {
        /// Ranks of the zone, counted from the far edge.
        zone: u8,
    },
}

/// Drops: captured pieces go to the captor's hand and may be put back on an empty square as
/// a move (`P@e4`).
#[derive(Clone, Copy, Debug)]
pub struct Drops {
    /// Pawns may be dropped on ranks `lo..=hi`, counted from the owner's edge from 1
    /// (crazyhouse: 2 to 7 on eight ranks, written as `(2, 7)`).
    pub pawn_ranks: (u8, u8),
    /// No pawn may be dropped on a file where its side already has an unpromoted pawn (shogi).
    pub one_pawn_per_file: bool,
    /// A pawn drop may not checkmate (shogi).
    pub no_pawn_drop_mate: bool,
    /// A piece promoted chess-style goes back to the hand as a pawn (crazyhouse; its FEN
    /// marks such pieces with `~`).
    pub promoted_return_as_pawns: bool,
    /// The order FEN pockets list the kinds in, by letter (Fairy-Stockfish's: crazyhouse
    /// `QRBNP`, minishogi `GPSRB`).
    pub pocket_order: &'static str,
}

/// Gating (seirawan): the pieces in hand are never dropped. When a piece first leaves a
/// square of its side's back rank (a gate), its player may put one of them on the square it
/// left, as part of the move; castling opens the king's gate and the rook's. A gate closes
/// once its piece has moved or been captured, and all of a side's gates once its hand is
/// empty.
#[derive(Clone, Copy, Debug)]
pub struct Gating {
    /// The order FEN pockets list the kinds in, by letter (Fairy-Stockfish's seirawan:
    /// `EH`).
    pub pocket_order: &'static str,
}

/// Castling: the king moves from its start towards a rook with castling rights to a fixed
/// file, the rook to the square the king passed.
#[derive(Clone, Copy, Debug)]
pub struct Castling {
    /// The king's destination file on the rook's side: `[towards the last file, towards
    /// file a]` (chess `[6, 2]`, capablanca `[8, 2]`).
    pub king_to: [u8; 2],
    /// The rook's destination file, likewise (chess `[5, 3]`).
    pub rook_to: [u8; 2],
}

/// What a side with no legal move gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMoves {
    /// It loses (shogi, xiangqi; chess when in check).
    Loss,
    /// A draw (chess stalemate).
    Draw,
    /// It wins (antichess).
    Win,
}

/// Counting rules: a count of plies that, once past its limit, draws the game; the variant's
/// [`Variant::count_after`] hook starts and restarts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counting {
    /// No counting rule.
    None,
    /// Makruk's (board's honour and pieces' honour), as Fairy-Stockfish applies them: its
    /// FEN writes the limit and the count in the en passant and halfmove fields while a
    /// count runs.
    Makruk,
}

/// A royal piece reaching a region ends the game.
#[derive(Clone, Copy, Debug)]
pub struct Flag {
    /// The region of each side's royal piece, white's then black's, in Fairy-Stockfish's
    /// region syntax: square names (`d4 e4 d5 e5`), `*8` for a whole rank, `a*` for a file.
    pub region: [&'static str; 2],
    /// How reaching it ends the game.
    pub rule: FlagRule,
    /// The verdict's reason word.
    pub reason: Reason,
}

/// How a royal piece reaching its region ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagRule {
    /// The side whose royal piece stands in its region after its move wins at once (king of
    /// the hill).
    Reach,
    /// A race (racing kings): the first to arrive wins, but when white arrives first, black
    /// may still move; a black move that arrives too draws, any other loses.
    Race,
}

/// A side losing its pieces ends the game.
#[derive(Clone, Copy, Debug)]
pub struct Extinction {
    /// A side is extinct when it has at most this many pieces, its royal piece included
    /// (0: none left; shatranj's bare king: 1).
    pub pieces_left: u8,
    /// Extinction counts only while the other side has at least this many pieces (one more
    /// when the extinct side is to move, so that it may take the last one back: shatranj
    /// 2); 0: always.
    pub opponent_pieces: u8,
    /// What the extinct side gets (antichess: it wins; horde and shatranj: it loses).
    pub value: NoMoves,
    /// The verdict's reason word.
    pub reason: Reason,
}

/// Janggi's count: a game the rules would draw goes to the side with more points on the
/// board, the first player needing more than `handicap` points over the second.
#[derive(Clone, Copy, Debug)]
pub struct MaterialCount {
    /// Points per kind, by letter; kinds not listed count nothing.
    pub points: &'static [(char, i32)],
    /// The second player's compensation: the first player wins only with a lead of more
    /// than this.
    pub handicap: i32,
}

/// What a repetition that ends the game gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepetitionValue {
    /// A draw.
    Draw,
    /// A loss for the first player (minishogi as Fairy-Stockfish plays it).
    FirstPlayerLoses,
}

/// How the game ends.
#[derive(Clone, Copy, Debug)]
pub struct Ends {
    /// Checkmate (no move, in check).
    pub checkmate: NoMoves,
    /// Stalemate (no move, not in check).
    pub stalemate: NoMoves,
    /// A position repeated this many times ends the game (chess 3, shogi 4), as a claim.
    pub repetition: u8,
    /// What such a repetition gives.
    pub repetition_value: RepetitionValue,
    /// In a repetition, the side that checked with every move loses (shogi).
    pub perpetual_check_loses: bool,
    /// A draw after this many plies of the halfmove clock (chess 100: fifty moves), as a
    /// claim; 0: none.
    pub move_rule: u32,
    /// Pawn moves reset the halfmove clock (chess); captures, drops and promotions always do.
    pub pawn_moves_reset_clock: bool,
    /// Counting rules.
    pub counting: Counting,
    /// A royal piece reaching a region ends the game (king of the hill, racing kings).
    pub flag: Option<Flag>,
    /// The side that gives this many checks wins (three-check: 3; 0: no such rule). FEN
    /// writes the checks each side has still to give, `3+3`, after the en passant field.
    pub check_limit: u8,
    /// Losing one's pieces ends the game (antichess, horde, shatranj's bare king).
    pub extinction: Option<Extinction>,
    /// Games the rules would draw (repetition, the n-move rule, two passes in a row, kings
    /// facing twice in a row) are decided by counting material (janggi); `None`: drawn.
    pub material_count: Option<MaterialCount>,
}

impl Ends {
    /// Chess's ends: mate loses, stalemate draws, threefold and fifty moves (claims). As in
    /// Fairy-Stockfish, insufficient material ends no game by itself.
    pub const CHESS: Ends = Ends {
        checkmate: NoMoves::Loss,
        stalemate: NoMoves::Draw,
        repetition: 3,
        repetition_value: RepetitionValue::Draw,
        perpetual_check_loses: false,
        move_rule: 100,
        pawn_moves_reset_clock: true,
        counting: Counting::None,
        flag: None,
        check_limit: 0,
        extinction: None,
        material_count: None,
    };
    /// Shogi's ends as Fairy-Stockfish plays minishogi: no move loses, a fourfold repetition
    /// loses for the first player, unless one side checked throughout it: then that side
    /// loses.
    pub const SHOGI: Ends = Ends {
        checkmate: NoMoves::Loss,
        stalemate: NoMoves::Loss,
        repetition: 4,
        repetition_value: RepetitionValue::FirstPlayerLoses,
        perpetual_check_loses: true,
        move_rule: 0,
        pawn_moves_reset_clock: false,
        counting: Counting::None,
        flag: None,
        check_limit: 0,
        extinction: None,
        material_count: None,
    };
}

/// The rule components a variant takes.
#[derive(Clone, Copy, Debug)]
pub struct Rules {
    /// Pawns on these ranks (counted from the owner's edge from 1) may step two squares when
    /// both are empty (chess `&[2]`); en passant follows every double step when `en_passant`.
    pub double_step_ranks: &'static [u8],
    /// En passant after a double step.
    pub en_passant: bool,
    /// Promotion.
    pub promotion: Promotion,
    /// Drops, if the variant has them.
    pub drops: Option<Drops>,
    /// Castling, if the variant has it.
    pub castling: Option<Castling>,
    /// The game's ends.
    pub ends: Ends,
    /// Per side, further ranks (from the owner's edge, from 1) from which a pawn may step
    /// two squares, without en passant after it (horde: white's pawns on the first rank).
    pub double_step_extra: [&'static [u8]; 2],
    /// A capture must be played when there is one (antichess).
    pub must_capture: bool,
    /// Moves may give check; `false`: no move may (racing kings).
    pub checks_allowed: bool,
    /// A capture explodes (atomic): the capturing piece and every piece but a pawn next to
    /// the capture square leave the board with the captured one. A side whose king explodes
    /// loses at once; a king cannot capture, kings may stand side by side, and then neither
    /// is in check.
    pub blast_on_capture: bool,
    /// Gating, if the variant has it.
    pub gating: Option<Gating>,
    /// The diagonal lines, as a region in Fairy-Stockfish's syntax (janggi's palace
    /// diagonals): the squares kinds with a [`PieceDef::line_betza`] move between; empty:
    /// none.
    pub diagonal_lines: &'static str,
    /// A side may pass (janggi): its royal piece "moves" to its own square, written `e2e2`,
    /// legal whenever that piece is not in check. Two passes in a row end the game.
    pub pass: bool,
    /// Janggi's bikjang: when the royal pieces face each other on an open line, the side to
    /// move must break the facing or pass (passing is then legal even in check); kings
    /// facing after two plies in a row end the game. Moving into the facing is legal.
    pub bikjang: bool,
}

impl Rules {
    /// Chess's rules: a double step from the second rank with en passant, promotion on the
    /// last rank to `Q R B N`, castling to the g and c files, chess's ends. A variant starts
    /// from it and changes what differs.
    pub const CHESS: Rules = Rules {
        double_step_ranks: &[2],
        en_passant: true,
        promotion: Promotion::Choice {
            zone: 1,
            forced: 1,
            choices: &['Q', 'R', 'B', 'N'],
            only_captured: false,
        },
        drops: None,
        castling: Some(Castling {
            king_to: [6, 2],
            rook_to: [5, 3],
        }),
        ends: Ends::CHESS,
        double_step_extra: [&[], &[]],
        must_capture: false,
        checks_allowed: true,
        blast_on_capture: false,
        gating: None,
        diagonal_lines: "",
        pass: false,
        bikjang: false,
    };
}

/// The cells of a board: one byte per square, an array of the board's size.
pub trait Cells:
    Copy + Eq + Send + Sync + core::fmt::Debug + AsRef<[u8]> + AsMut<[u8]> + 'static
{
    /// Every cell empty (0).
    const EMPTY: Self;
}

impl<const N: usize> Cells for [u8; N] {
    const EMPTY: Self = [0; N];
}

/// A variant: a description as constants, plus hooks where it needs code of its own.
///
/// `gambit::variant_tables!(ItsType);` inside the impl writes [`Variant::tables`].
pub trait Variant: Sized + Send + Sync + 'static {
    /// Its name as Fairy-Stockfish writes it (`UCI_Variant`): `crazyhouse`, `makruk`.
    const NAME: &'static str;
    /// The start position, as `pyffish.start_fen` writes it.
    const START_FEN: &'static str;
    /// Its name in a PGN `Variant` tag, as lichess exports it (`King of the Hill`,
    /// `Three-check`); by default [`Variant::NAME`]. Reading compares names without case,
    /// spaces or punctuation, and takes [`Variant::NAME`] too.
    const PGN_NAME: &'static str = Self::NAME;
    /// The board.
    type Board: Geometry;
    /// One byte per square: `[u8; FILES * RANKS]`.
    type Cells: Cells;
    /// The move list, with the variant's capacity (the most legal moves a position can
    /// have).
    type Moves: MoveStore<Move<Self>>;
    /// The kinds of pieces, in the order their indices follow.
    const PIECES: &'static [PieceDef];
    /// The rule components.
    const RULES: Rules;

    /// The variant's tables, built from the description at first use.
    fn tables() -> &'static Tables<Self>;

    /// `true` when a rule may end the game the moment it holds, before any move (extinction,
    /// a royal piece in its region, the check limit): the generator asks first.
    const ENDS_AT_ONCE: bool = Self::RULES.blast_on_capture
        || Self::RULES.ends.flag.is_some()
        || Self::RULES.ends.check_limit != 0
        || Self::RULES.ends.extinction.is_some()
        || Self::RULES.pass
        || Self::RULES.bikjang;

    /// `true` when pieces bear promotion marks (promoted pieces return to the hand as
    /// pawns): the only variants where the board's marks are ever set.
    const MARKS_PROMOTED: bool = match Self::RULES.drops {
        Some(d) => d.promoted_return_as_pawns,
        None => false,
    };

    /// `true` when some kind shuns its own kind ([`PieceDef::shuns_own_kind`]): only then
    /// does the generator look at it.
    const SHUNS_OWN_KIND: bool = {
        let mut i = 0;
        let mut any = false;
        while i < Self::PIECES.len() {
            any |= Self::PIECES[i].shuns_own_kind;
            i += 1;
        }
        any
    };

    /// `true` when some kind is confined to a region ([`PieceDef::region`]).
    const CONFINED: bool = {
        let mut i = 0;
        let mut any = false;
        while i < Self::PIECES.len() {
            any |= Self::PIECES[i].region.is_some();
            i += 1;
        }
        any
    };

    /// `true` when the variant has hands: drops or gating.
    const HANDS: bool = Self::RULES.drops.is_some() || Self::RULES.gating.is_some();

    /// The order FEN pockets list the hand's kinds in, by letter, where there are hands.
    const POCKET_ORDER: Option<&'static str> = match (Self::RULES.drops, Self::RULES.gating) {
        (Some(drops), _) => Some(drops.pocket_order),
        (None, Some(gating)) => Some(gating.pocket_order),
        (None, None) => None,
    };

    /// Counting rules ([`Counting`] other than `None`): the limit and the count, in plies,
    /// after a move, from the board after it (the side to move is the one that did not
    /// move), the limit and count before it (the count already advanced when a count runs),
    /// the kind the move captured and whether it promoted. The default keeps them.
    fn count_after(
        board: &super::Board<Self>,
        before: (u16, u16),
        captured: Option<u8>,
        promoted: bool,
    ) -> (u16, u16) {
        let _ = (board, captured, promoted);
        before
    }
}

/// Writes [`Variant::tables`]: a table built from the description at first use and kept for
/// the program's life. Use inside `impl Variant for ...`.
#[macro_export]
macro_rules! variant_tables {
    ($variant:ty) => {
        fn tables() -> &'static $crate::kernel::Tables<$variant> {
            static TABLES: std::sync::OnceLock<$crate::kernel::Tables<$variant>> =
                std::sync::OnceLock::new();
            TABLES.get_or_init($crate::kernel::Tables::build)
        }
    };
}
