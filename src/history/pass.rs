//! Passing the turn, written once: the search's null move for every game. A game says what
//! state a pass leads to ([`Pass::pass_state`]); pushing it, flipping the side to move and
//! taking both back are the same everywhere.

use super::History;
use crate::square::Color;

/// A board that knows whose turn it is.
pub trait Turn {
    /// The side to move.
    fn turn(&self) -> Color;
    /// Hands the turn to the other side.
    fn flip_turn(&mut self);
}

/// Passing the turn on a [`History`] position. Only the search passes (null-move pruning),
/// never while in check, and a pass is not a move of the game: the state it pushes resets
/// the reversible plies, so no repetition is ever found across it.
pub trait Pass: History
where
    Self::Board: Turn,
{
    /// The state after the side to move passes: the current one with the side flipped in
    /// its key, no checkers, no move and no capture, and the game's rights that a pass ends
    /// (chess: the en passant square) dropped.
    fn pass_state(&self) -> Self::State;

    /// Passes the turn.
    #[inline]
    fn pass(&mut self) {
        let state = self.pass_state();
        let (board, stack) = self.parts_mut();
        board.flip_turn();
        stack.push_pass(state);
    }

    /// Takes back [`Pass::pass`]; nothing at the root.
    #[inline]
    fn unpass(&mut self) {
        let (board, stack) = self.parts_mut();
        if stack.pop_pass().is_some() {
            board.flip_turn();
        }
    }
}

/// Implements [`Turn`] for a board that keeps the side to move in field `$field`:
/// `gambit::turn_field!(Board, side);`.
#[macro_export]
macro_rules! turn_field {
    ($board:ty, $field:ident) => {
        impl $crate::history::Turn for $board {
            #[inline(always)]
            fn turn(&self) -> $crate::square::Color {
                self.$field
            }
            #[inline(always)]
            fn flip_turn(&mut self) {
                self.$field = self.$field.flip();
            }
        }
    };
}
