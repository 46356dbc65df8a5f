//! The history of a game: the state stack, the repetition filters, the one repetition scan,
//! and exact comparison of earlier positions.
//!
//! - [`stack`]: [`StateStack`], the chain of states since setup with the cached repetition
//!   hint (what the search reads first at every node);
//! - [`filter`]: [`RepeatFilter`] and its two strategies, [`KeyScan`] (chess) and
//!   [`KeyFilter`] (xiangqi), one per game as a type parameter of its stack;
//! - [`scan`]: [`KeyMatches`] and [`occurrences`], the only walk back over the chain looking
//!   for repetitions, used by the filters, the judge and every game's rules;
//! - [`cycle`]: [`repetition_count`], the count built on the scan;
//! - [`pass`]: [`Pass`], the null move written once on a game's [`Turn`];
//! - [`rewind`]: [`Rewound`] and [`same_position`], earlier positions rebuilt on a copy of the
//!   board by the game's own take-back code.
//!
//! A game plugs in by implementing [`History`]: it keeps a [`StateStack`] of its states and
//! a board (the pieces and the side to move, no heap), and writes its `undo` as "pop a state,
//! then [`History::take_back`] its move on the board", so that the same code rebuilds earlier
//! positions here.

pub mod cycle;
pub mod filter;
pub mod pass;
pub mod rewind;
pub mod scan;
pub mod stack;

pub use cycle::repetition_count;
pub use filter::{KeyFilter, KeyScan, RepeatFilter};
pub use pass::{Pass, Turn};
pub use rewind::{same_position, Rewound};
pub use scan::{occurrences, search_repetition, window, KeyMatches, Occurrences};
pub use stack::StateStack;

use crate::game::Game;

/// A position as a board plus a [`StateStack`] (which [`Game::states`] shows): what the
/// repetition scan and the exact comparison of positions need from a game.
pub trait History: Game {
    /// What a move changes besides the state: the pieces and the side to move. Copied for
    /// every exact comparison (on a key match only), so it should be small and own no heap.
    type Board: Clone;
    /// The game's repetition filter.
    type Filter: RepeatFilter<Self::State>;

    /// The current board ([`history_parts!`](crate::history_parts) writes this and the next
    /// method).
    fn board(&self) -> &Self::Board;
    /// The state stack.
    fn stack(&self) -> &StateStack<Self::State, Self::Filter>;
    /// The board and the state stack, both mutable (for code that changes both, as
    /// [`Pass`] does).
    fn parts_mut(&mut self) -> (&mut Self::Board, &mut StateStack<Self::State, Self::Filter>);
    /// Takes back, on `board`, the move that reached `state` (a popped state, or one of the
    /// chain above `board`'s position): the same code `undo` runs.
    fn take_back(&self, board: &mut Self::Board, state: &Self::State);
    /// `true` when the positions (`a` with state `sa`, `b` with `sb`) are the same position
    /// for the repetition rules: the same pieces on the same squares, the same side to move,
    /// and whatever else the game's state says equal positions share (chess: castling
    /// rights, en passant square).
    fn equal_positions(
        a: &Self::Board,
        sa: &Self::State,
        b: &Self::Board,
        sb: &Self::State,
    ) -> bool;

    /// `false` when the current position cannot have occurred before on the line.
    #[inline(always)]
    fn may_repeat(&self) -> bool {
        self.stack().may_repeat()
    }

    /// Exact comparison of the positions at state indices `a` and `b` of the chain
    /// ([`same_position`]).
    fn same_position(&self, a: usize, b: usize) -> bool {
        same_position(self, a, b)
    }
}

/// Writes [`History::board`], [`History::stack`] and [`History::parts_mut`] for a position that keeps its board in
/// field `$board` and its state stack in field `$stack`:
/// `gambit::history_parts!(placement, states);` inside the impl.
#[macro_export]
macro_rules! history_parts {
    ($board:ident, $stack:ident) => {
        #[inline(always)]
        fn board(&self) -> &Self::Board {
            &self.$board
        }
        #[inline(always)]
        fn stack(&self) -> &$crate::history::StateStack<Self::State, Self::Filter> {
            &self.$stack
        }
        #[inline(always)]
        fn parts_mut(
            &mut self,
        ) -> (
            &mut Self::Board,
            &mut $crate::history::StateStack<Self::State, Self::Filter>,
        ) {
            (&mut self.$board, &mut self.$stack)
        }
    };
}

/// Lets a position's board fields read as the position's own (`Deref` and `DerefMut` to the
/// board in field `$field`), so that a game written before the board was split out of its
/// position keeps its field paths: `gambit::board_fields!(Position, placement: Board);`.
#[macro_export]
macro_rules! board_fields {
    ($position:ty, $field:ident: $board:ty) => {
        impl core::ops::Deref for $position {
            type Target = $board;
            #[inline(always)]
            fn deref(&self) -> &$board {
                &self.$field
            }
        }

        impl core::ops::DerefMut for $position {
            #[inline(always)]
            fn deref_mut(&mut self) -> &mut $board {
                &mut self.$field
            }
        }
    };
}
