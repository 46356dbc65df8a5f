//! The [`Game`] trait: the game-independent face of a position.
//!
//! Everything generic in gambit (perft, the rule judge, search, the protocols, the CLI) is
//! written against this trait and monomorphised per game: no trait objects on hot paths.

use crate::bitboard::Bitboard;
use crate::options::{OptionSpec, OptionValue};
use crate::square::{BoardSquare, Color};
use core::fmt::Debug;
use core::hash::Hash;
use core::ops::DerefMut;

pub use arrayvec::ArrayVec;

/// The move list of game `G`: its [`Game::Moves`].
pub type MoveList<G> = <G as Game>::Moves;

/// A list of moves on the stack whose capacity a game chooses ([`Game::Moves`]): the most legal
/// moves a position of the game can have (chess 218, shogi 593), so that generic code (perft,
/// search, judge) never allocates and a game never pays for another's bound.
///
/// Implemented for every [`ArrayVec`]. Pushing past the capacity panics (the `ArrayVec` check,
/// one compare per push): since each game's capacity is a proven maximum, a push that fails
/// is a bug, and a move silently dropped would be a wrong perft count or a missed move.
///
/// The list derefs to a slice of moves (`len`, `is_empty`, `iter`, `contains`, indexing,
/// sorting); generic code iterates with `moves.iter()`.
pub trait MoveStore<M: Copy>:
    Default
    + DerefMut<Target = [M]>
    + Extend<M>
    + FromIterator<M>
    + IntoIterator<Item = M>
    + Clone
    + Debug
    + Send
    + Sync
    + 'static
{
    /// How many moves the list holds.
    const CAPACITY: usize;
    /// A list of the same capacity holding one ordering score per move (the search's move
    /// picker keeps the scores beside the moves).
    type Scores: MoveStore<i32>;
    /// Appends `m`; panics when the list is full.
    fn push(&mut self, m: M);
    /// Empties the list.
    fn clear(&mut self);
    /// Keeps only the moves for which `keep` says `true`, in order.
    fn retain(&mut self, keep: impl FnMut(&M) -> bool);
}

impl<M: Copy + Debug + Send + Sync + 'static, const N: usize> MoveStore<M> for ArrayVec<M, N> {
    const CAPACITY: usize = N;
    type Scores = ArrayVec<i32, N>;
    #[inline(always)]
    fn push(&mut self, m: M) {
        ArrayVec::push(self, m);
    }
    #[inline(always)]
    fn clear(&mut self) {
        ArrayVec::clear(self);
    }
    #[inline]
    fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        ArrayVec::retain(self, |m| keep(m));
    }
}

/// One entry of the state chain: what `make` pushes and `undo` pops.
///
/// A game's state holds everything that cannot be recomputed cheaply from the board (Zobrist
/// key, clocks, checkers, the captured piece, the move that led here, castling rights, ...).
/// The chain is a stack indexed by ply, so the state before is always the previous entry.
pub trait GameState: Clone + Debug + PartialEq + Send + Sync {
    /// Zobrist key of the position this state belongs to.
    fn key(&self) -> u64;
    /// Plies since the last irreversible move: no position more than this many plies back can
    /// repeat the current one.
    fn reversible_plies(&self) -> u32;
    /// `true` when a rule counting reversible plies (chess: fifty moves; xiangqi: the move
    /// limit) may apply to this position. The state stack folds it into its search hint, so
    /// that the search's rule check stays one flag. The default: no such rule.
    #[inline]
    fn ply_limit_reached(&self) -> bool {
        false
    }
    /// The state stack's mark in this state ([`repeat_mark_in!`](crate::repeat_mark_in)
    /// writes this and the next method).
    fn mark(&self) -> RepeatMark;
    /// The state stack's mark, for the stack to write when it pushes the state.
    fn mark_mut(&mut self) -> &mut RepeatMark;
}

/// Writes [`GameState::mark`] and [`GameState::mark_mut`] for a state that keeps its
/// [`RepeatMark`] in field `$field`: `gambit::repeat_mark_in!(repeat);` inside the impl.
#[macro_export]
macro_rules! repeat_mark_in {
    ($field:ident) => {
        #[inline(always)]
        fn mark(&self) -> $crate::game::RepeatMark {
            self.$field
        }
        #[inline(always)]
        fn mark_mut(&mut self) -> &mut $crate::game::RepeatMark {
            &mut self.$field
        }
    };
}

/// What the state stack ([`crate::history::StateStack`]) records in each state it pushes.
/// It lives inside the game's state, not beside it, so that `make` and `undo` stay one push
/// and one pop. A game stores it as a field and leaves it at its default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RepeatMark {
    /// `false` when the position cannot have occurred before on the line (the game's
    /// repetition filter said so when the state was pushed).
    pub(crate) may_repeat: bool,
    /// The stack's search hint before this state was pushed, restored when it is popped.
    pub(crate) prev_hint: bool,
}

impl RepeatMark {
    /// `false` when the position of this state cannot have occurred before on the line.
    #[inline]
    pub fn may_repeat(self) -> bool {
        self.may_repeat
    }
}

/// Game-specific settings that change how positions and moves are written (chess960 castling,
/// xiangqi rank numbering). Exposed as protocol options (`setoption`) and command-line flags,
/// both from [`Notation::OPTIONS`]; the [`Default`] is every option at its spec's default.
pub trait Notation: Copy + Default + Debug + Send + Sync + 'static {
    /// The game's options, typed (check, spin, combo, string), each with its default and,
    /// for the command line, an optional flag (`--chess960`).
    const OPTIONS: &'static [OptionSpec];
    /// Sets the option `name`, the name of one of [`Notation::OPTIONS`] as the spec writes it,
    /// to a value that spec accepted ([`OptionSpec::parse`]). Other names are ignored.
    fn set(&mut self, name: &str, value: &OptionValue);
    /// The value of the option `name` (as the spec writes it); `None` for other names.
    fn get(&self, name: &str) -> Option<OptionValue>;
}

/// A game's own error (a FEN it cannot read, a move it refuses), carried as the source of a
/// caller's error by code that does not know the game's error types.
pub type GameError = Box<dyn std::error::Error + Send + Sync>;

/// Why [`Game::try_make`] refused a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The null move, `Move::default()`: never a move of the game.
    #[error("the null move is not a move")]
    Null,
    /// Not one of the legal moves of this position (written in the game's notation).
    #[error("{0} is not legal in this position")]
    NotLegal(String),
}

/// Writes [`Display`](core::fmt::Display) (the FEN, [`Game::fen`]) and
/// [`FromStr`](core::str::FromStr) (a FEN read with the default notation and the notation it
/// implies, [`Game::from_fen`]) for a game's position type: `gambit::fen_text!(Chess);`.
#[macro_export]
macro_rules! fen_text {
    ($position:ty) => {
        impl core::fmt::Display for $position {
            /// The position as FEN (`Game::fen`).
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(&$crate::game::Game::fen(self))
            }
        }

        impl core::str::FromStr for $position {
            type Err = <$position as $crate::game::Game>::FenError;
            /// Reads a FEN with the default notation, as `Game::from_fen` (which adds what the
            /// FEN implies: Chess960 for a Shredder-FEN).
            fn from_str(fen: &str) -> Result<Self, Self::Err> {
                <$position as $crate::game::Game>::from_fen(fen, Default::default())
            }
        }
    };
}

/// A position of one game, with its history of states.
pub trait Game: Clone + Send + Sync + Sized + 'static {
    /// Short lowercase name: `chess`, `xiangqi`.
    const NAME: &'static str;
    /// The FEN of the start position.
    const START_FEN: &'static str;

    /// A square of the board.
    type Square: BoardSquare;
    /// A colored piece.
    type Piece: Copy + Eq + Debug + Send + Sync + 'static;
    /// A move. `Default` is the null move: never legal, never generated, never read by
    /// `parse_move`; generic code uses it for "no move" (empty principal variation slots) and
    /// the search's pass is [`SearchGame::make_null`](crate::search::SearchGame::make_null),
    /// not a move. A game whose rules let a player pass has a distinct pass move: legal,
    /// generated by [`Game::generate_legal`], made and undone like any move and written by
    /// its notation (`gambit-testkit` checks this contract on random games). `Display` writes
    /// the move as its game's default notation does ([`Game::format_move`] follows the
    /// position's notation where it differs: Chess960 castling, xiangqi ranks from 1).
    type Move: Copy + Eq + Hash + Default + Debug + core::fmt::Display + Send + Sync + 'static;
    /// The move list, with the game's capacity: an `ArrayVec<Self::Move, N>` whose `N` is at
    /// least the most legal moves a valid position can have (chess `N = 256` for 218, shogi
    /// `N = 600` for 593).
    type Moves: MoveStore<Self::Move>;
    /// One entry of the state chain.
    type State: GameState;
    /// Notation settings.
    type Notation: Notation;
    /// Why a FEN was refused.
    type FenError: std::error::Error + Send + Sync + 'static;
    /// Why a move string was refused.
    type MoveError: std::error::Error + Send + Sync + 'static;

    /// Reads a position with the notation the FEN implies on top of `notation`
    /// ([`Game::notation_for_fen`]: a chess Shredder-FEN turns Chess960 on, so that the
    /// position is written back as it was read); the notation is kept and governs how moves
    /// and FEN are written. Every game applies `notation_for_fen` here, so callers need not.
    fn from_fen(fen: &str, notation: Self::Notation) -> Result<Self, Self::FenError>;
    /// The notation a FEN implies when combined with `base` (chess: a Shredder-FEN castling field
    /// turns Chess960 on). The default keeps `base`.
    fn notation_for_fen(_fen: &str, base: Self::Notation) -> Self::Notation {
        base
    }
    /// The start position.
    fn startpos(notation: Self::Notation) -> Self {
        Self::from_fen(Self::START_FEN, notation).expect("the start FEN is valid")
    }
    /// Writes the current position as FEN.
    fn fen(&self) -> String;
    /// The notation in force.
    fn notation(&self) -> Self::Notation;
    /// Changes the notation (moves and FEN are written and read accordingly).
    fn set_notation(&mut self, notation: Self::Notation);

    /// The side to move.
    fn side_to_move(&self) -> Color;
    /// The piece on `sq`.
    fn piece_on(&self, sq: Self::Square) -> Option<Self::Piece>;
    /// Pieces giving check to the side to move.
    fn checkers(&self) -> Bitboard<Self::Square>;
    /// `true` when the side to move is in check.
    #[inline]
    fn in_check(&self) -> bool {
        self.checkers().any()
    }
    /// The incremental Zobrist key.
    #[inline]
    fn key(&self) -> u64 {
        self.state().key()
    }
    /// The Zobrist key computed from scratch (for tests of the incremental key).
    fn compute_key(&self) -> u64;

    /// Appends every legal move to `moves`.
    fn generate_legal(&self, moves: &mut Self::Moves);
    /// The legal moves, in the order [`Game::generate_legal`] appends them.
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_chess::Chess;
    ///
    /// let pos = Chess::startpos(Default::default());
    /// assert_eq!(pos.legal_moves().len(), 20);
    /// ```
    fn legal_moves(&self) -> Self::Moves {
        let mut moves = Self::Moves::default();
        self.generate_legal(&mut moves);
        moves
    }
    /// The number of legal moves; games override it with a counting-only generator (perft's
    /// bulk counting at depth 1).
    #[inline]
    fn count_legal(&self) -> usize {
        let mut moves = Self::Moves::default();
        self.generate_legal(&mut moves);
        moves.len()
    }
    /// `true` when `m` is legal here (slower than generation for one move; used to validate
    /// moves from outside, e.g. a transposition table).
    fn is_legal(&self, m: Self::Move) -> bool {
        let mut moves = Self::Moves::default();
        self.generate_legal(&mut moves);
        moves.contains(&m)
    }

    /// Plays `m`, pushing a state: the fast path, for moves the generator produced (perft and
    /// the search call it in their inner loops). `m` must be legal here: a game checks that
    /// with a `debug_assert!` only, so a foreign move in a release build corrupts the
    /// position or panics. Moves from outside go through [`Game::try_make`] or [`Game::play`].
    fn make(&mut self, m: Self::Move);
    /// Plays `m` if it is legal here, else refuses it and leaves the position as it was.
    /// The default asks [`Game::is_legal`] first.
    fn try_make(&mut self, m: Self::Move) -> Result<(), IllegalMove> {
        if m == Self::Move::default() {
            return Err(IllegalMove::Null);
        }
        if !self.is_legal(m) {
            return Err(IllegalMove::NotLegal(self.format_move(m)));
        }
        self.make(m);
        Ok(())
    }
    /// Reads `text` in the game's notation ([`Game::parse_move`], which refuses moves that are
    /// not legal here) and plays it; returns the move played. On an error the position is
    /// unchanged.
    fn play(&mut self, text: &str) -> Result<Self::Move, Self::MoveError> {
        let m = self.parse_move(text)?;
        self.make(m);
        Ok(m)
    }
    /// Makes room in the state chain for `plies` more moves, so that a long line does not
    /// grow it move by move (a clone holds room for its own states only). By default
    /// nothing.
    fn reserve_plies(&mut self, _plies: usize) {}
    /// A clone with room in its state chain for `plies` more moves: [`Clone::clone`] then
    /// [`Game::reserve_plies`], which a game may do in one allocation instead of two.
    fn clone_with_room(&self, plies: usize) -> Self {
        let mut clone = self.clone();
        clone.reserve_plies(plies);
        clone
    }
    /// Takes back the last move, restoring the previous state exactly, and returns it;
    /// `None`, changing nothing, when no move was made since setup.
    fn undo(&mut self) -> Option<Self::Move>;
    /// The state chain, oldest first: `states()[0]` is the position set up from FEN and the last
    /// entry is the current state.
    fn states(&self) -> &[Self::State];
    /// The current state.
    #[inline]
    fn state(&self) -> &Self::State {
        let states = self.states();
        &states[states.len() - 1]
    }
    /// Number of moves made since setup.
    #[inline]
    fn ply(&self) -> usize {
        self.states().len() - 1
    }
    /// The moves made since setup, oldest first.
    fn moves_played(&self) -> Vec<Self::Move>;

    /// Reads a move in the game's notation; it must be legal in this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// Writes a move in the game's notation. The text depends on the move and the notation
    /// settings only, not on the position, so that a list of moves taken in one position can
    /// be written out after the position moved on (the Python package's `legal_moves`).
    fn format_move(&self, m: Self::Move) -> String;
    /// A board a person can read, with FEN and key (UCI `d`).
    fn pretty(&self) -> String;
    /// `m` as game records write it for people (chess SAN `Nf3`, xiangqi WXF `H2+3`); the
    /// game's notation ([`Game::format_move`]) where it has no other. `m` must be legal here.
    fn record_move(&self, m: Self::Move) -> String {
        self.format_move(m)
    }
}

/// The moves played since setup, each in the game's notation and as records write it
/// ([`Game::record_move`] in the position it was played in), oldest first.
pub fn moves_with_records<G: Game>(pos: &G) -> Vec<(String, String)> {
    let mut replay = pos.clone();
    while replay.undo().is_some() {}
    pos.moves_played()
        .into_iter()
        .map(|m| {
            let written = (replay.format_move(m), replay.record_move(m));
            replay.make(m);
            written
        })
        .collect()
}
