//! The one repetition scan: the earlier states the current position could repeat are every
//! second state (same side to move) from four plies back (two plies back is the position
//! before the opponent's reply, which a legal move cannot restore), within the reversible
//! plies. [`KeyMatches`] walks them by key; [`Occurrences`] confirms each key match exactly
//! on a rewound copy of the board.

use super::rewind::Rewound;
use super::History;
use crate::game::GameState;

/// How far back (in plies, from the last state) a repetition of the last of `states` can lie:
/// its reversible plies, bounded by the length of the chain.
#[inline]
pub fn window<S: GameState>(states: &[S]) -> usize {
    let last = states.len() - 1;
    (states[last].reversible_plies() as usize).min(last)
}

/// Indices of the states of `earlier` whose key equals a position's key, for a position that
/// would follow `earlier` on the chain: every second state from four plies back, within the
/// position's reversible plies, most recent first. Keys only: the caller confirms exactly.
#[derive(Clone, Debug)]
pub struct KeyMatches<'a, S> {
    earlier: &'a [S],
    key: u64,
    /// Plies back from the position of the next candidate.
    back: usize,
    /// The farthest a candidate may lie.
    window: usize,
}

impl<'a, S: GameState> KeyMatches<'a, S> {
    /// The key matches of a position with `key` and `reversible_plies` coming after `earlier`.
    #[inline(always)]
    pub fn new(earlier: &'a [S], key: u64, reversible_plies: u32) -> Self {
        KeyMatches {
            earlier,
            key,
            back: 4,
            window: (reversible_plies as usize).min(earlier.len()),
        }
    }

    /// The key matches of the last of `states` (which must not be empty).
    #[inline(always)]
    pub fn of_last(states: &'a [S]) -> Self {
        let (last, earlier) = states.split_last().expect("the chain holds its root");
        Self::new(earlier, last.key(), last.reversible_plies())
    }
}

impl<S: GameState> Iterator for KeyMatches<'_, S> {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        while self.back <= self.window {
            let i = self.earlier.len() - self.back;
            self.back += 2;
            if self.earlier[i].key() == self.key {
                return Some(i);
            }
        }
        None
    }
}

/// The state indices of the earlier occurrences of `pos`'s current position, most recent
/// first: the key matches, each confirmed by [`History::equal_positions`] on a copy of the
/// board taken back to it, so that a key collision never counts as a repetition. Nothing is
/// copied unless a key matches.
#[inline]
pub fn occurrences<G: History>(pos: &G) -> Occurrences<'_, G> {
    Occurrences {
        pos,
        keys: KeyMatches::of_last(pos.states()),
        rewound: None,
    }
}

/// The iterator of [`occurrences`].
pub struct Occurrences<'a, G: History> {
    pos: &'a G,
    keys: KeyMatches<'a, G::State>,
    /// The board taken back as far as the last key match; the matches come in order, so one
    /// copy walks back once over the whole window.
    rewound: Option<Rewound<G::Board>>,
}

impl<G: History> Iterator for Occurrences<'_, G> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let pos = self.pos;
        let states = pos.states();
        let current = &states[states.len() - 1];
        for i in self.keys.by_ref() {
            let rewound = self.rewound.get_or_insert_with(|| Rewound::current(pos));
            rewound.back_to(pos, i);
            if G::equal_positions(pos.board(), current, rewound.board(), &states[i]) {
                return Some(i);
            }
        }
        None
    }
}

/// The earlier occurrence that decides a repetition inside the search, `plies_from_root`
/// plies below its root: the first one inside the search tree (the side that could repeat
/// can repeat again), or else the second one in all (a third occurrence).
#[inline]
pub fn search_repetition<G: History>(pos: &G, plies_from_root: usize) -> Option<usize> {
    let current = pos.states().len() - 1;
    occurrences(pos)
        .enumerate()
        .find(|&(seen, i)| current - i <= plies_from_root || seen >= 1)
        .map(|(_, i)| i)
}
