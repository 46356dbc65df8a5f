//! Earlier positions rebuilt for exact comparison: a copy of the board (no heap) on which the
//! game's own take-back code undoes the moves after a state, newest first.

use super::History;

/// A copy of a position's board taken back to the state at index `at` of its chain.
#[derive(Clone, Debug)]
pub struct Rewound<B> {
    board: B,
    at: usize,
}

impl<B: Clone> Rewound<B> {
    /// The current board of `pos`.
    #[inline]
    pub fn current<G: History<Board = B>>(pos: &G) -> Self {
        Rewound {
            board: pos.board().clone(),
            at: pos.states().len() - 1,
        }
    }

    /// Takes the copy back to state index `index` (no later than where it stands).
    #[inline]
    pub fn back_to<G: History<Board = B>>(&mut self, pos: &G, index: usize) {
        let states = pos.states();
        while self.at > index {
            pos.take_back(&mut self.board, &states[self.at]);
            self.at -= 1;
        }
    }

    /// The board as it stood at [`Rewound::at`].
    #[inline]
    pub fn board(&self) -> &B {
        &self.board
    }

    /// The state index the copy stands at.
    #[inline]
    pub fn at(&self) -> usize {
        self.at
    }
}

/// Exact comparison of the positions at state indices `a` and `b` of `pos`'s chain (no pass
/// between the earlier of them and the current state), by one walk back from the current
/// board.
pub fn same_position<G: History>(pos: &G, a: usize, b: usize) -> bool {
    let (early, late) = (a.min(b), a.max(b));
    let states = pos.states();
    let mut rewound = Rewound::current(pos);
    rewound.back_to(pos, late);
    let late_board = rewound.board().clone();
    rewound.back_to(pos, early);
    G::equal_positions(rewound.board(), &states[early], &late_board, &states[late])
}
