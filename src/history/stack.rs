//! The state stack: the chain of states since setup, and the repetition hint kept with it.

use super::filter::RepeatFilter;
use crate::game::GameState;
use core::ops::Deref;

/// The chain of a game's states, root first (`make` pushes, `undo` pops, so the state before
/// any entry is the previous element and the whole game can be walked back to its setup),
/// with the game's repetition filter `F` and the cached search hint.
///
/// Each pushed state gets a [`RepeatMark`](crate::game::RepeatMark): whether the filter says
/// its position may repeat, and the hint before it (restored by the pop, without another load
/// from the chain). The hint is "may repeat, or a ply-count rule may apply"
/// ([`GameState::ply_limit_reached`]): the search's rule check reads it first, and in the
/// common case that is all it reads.
///
/// Derefs to the slice of states.
#[derive(Clone, Debug, Default)]
pub struct StateStack<S, F> {
    states: Vec<S>,
    filter: F,
    hint: bool,
}

impl<S: GameState, F: RepeatFilter<S>> StateStack<S, F> {
    /// An empty stack; [`StateStack::set_root`] must come before any other use.
    pub fn new() -> Self {
        StateStack {
            states: Vec::with_capacity(256),
            filter: F::default(),
            hint: false,
        }
    }

    /// Starts the chain anew at the setup position's state.
    pub fn set_root(&mut self, mut root: S) {
        self.states.clear();
        self.filter = F::default();
        self.filter.enter_root(&root);
        *root.mark_mut() = Default::default();
        self.hint = root.ply_limit_reached();
        self.states.push(root);
    }

    /// A clone with room for `additional` more states, in one allocation.
    pub fn clone_with_room(&self, additional: usize) -> Self
    where
        F: Clone,
    {
        let mut states = Vec::with_capacity(self.states.len() + additional);
        states.extend_from_slice(&self.states);
        StateStack {
            states,
            filter: self.filter.clone(),
            hint: self.hint,
        }
    }

    /// Makes room for `additional` more states.
    pub fn reserve(&mut self, additional: usize) {
        self.states.reserve(additional);
    }

    /// Pushes the state a move reached.
    #[inline(always)]
    pub fn push(&mut self, mut state: S) {
        let may_repeat = self.filter.enter(&self.states, &state);
        let hint = may_repeat || state.ply_limit_reached();
        let mark = state.mark_mut();
        mark.may_repeat = may_repeat;
        mark.prev_hint = core::mem::replace(&mut self.hint, hint);
        self.states.push(state);
    }

    /// Pops the state of the last move, handing it to `take_back` by reference first (so that
    /// `undo` reads it in place: moving the state out and back in through an `Option` slows
    /// perft measurably); `false` at the root, where nothing is popped.
    #[inline(always)]
    pub fn pop_with(&mut self, take_back: impl FnOnce(&S)) -> bool {
        self.pop_in_place::<true>(take_back)
    }

    /// Pops the last state in place, through the filter when `FILTERED` (a move's state,
    /// not a pass's).
    #[inline(always)]
    fn pop_in_place<const FILTERED: bool>(&mut self, take_back: impl FnOnce(&S)) -> bool {
        let n = self.states.len();
        if n < 2 {
            return false;
        }
        let state = &self.states[n - 1];
        if FILTERED {
            self.filter.leave(state);
        }
        self.hint = state.mark().prev_hint;
        take_back(state);
        self.states.truncate(n - 1);
        true
    }

    /// Pops the state of the last move; `None` at the root.
    #[inline(always)]
    pub fn pop(&mut self) -> Option<S> {
        if self.states.len() < 2 {
            return None;
        }
        let state = self.states.pop()?;
        self.filter.leave(&state);
        self.hint = state.mark().prev_hint;
        Some(state)
    }

    /// Pushes the state of a pass (the search's null move), which resets the reversible
    /// plies: it cannot repeat, and it does not reach the filter.
    #[inline]
    pub fn push_pass(&mut self, mut state: S) {
        let mark = state.mark_mut();
        mark.may_repeat = false;
        mark.prev_hint = core::mem::replace(&mut self.hint, false);
        self.states.push(state);
    }

    /// Pops the state of a pass; `None` at the root.
    #[inline]
    pub fn pop_pass(&mut self) -> Option<S> {
        if self.states.len() < 2 {
            return None;
        }
        let state = self.states.pop()?;
        self.hint = state.mark().prev_hint;
        Some(state)
    }

    /// Pops the state of a pass, handing it to `take_back` by reference first (as
    /// [`StateStack::pop_with`]); `false` at the root.
    #[inline(always)]
    pub fn pop_pass_with(&mut self, take_back: impl FnOnce(&S)) -> bool {
        self.pop_in_place::<false>(take_back)
    }

    /// The current state.
    #[inline(always)]
    pub fn current(&self) -> &S {
        // The chain always holds the root state.
        &self.states[self.states.len() - 1]
    }

    /// `false` when the current position cannot have occurred before on the line.
    #[inline(always)]
    pub fn may_repeat(&self) -> bool {
        self.current().mark().may_repeat
    }

    /// `false` when no history rule can apply to the current position: it cannot repeat,
    /// and no ply-count rule is reached. One load: the search reads it at every node.
    #[inline(always)]
    pub fn hint(&self) -> bool {
        self.hint
    }

    /// The states, root first.
    #[inline(always)]
    pub fn states(&self) -> &[S] {
        &self.states
    }
}

impl<S, F> Deref for StateStack<S, F> {
    type Target = [S];

    #[inline(always)]
    fn deref(&self) -> &[S] {
        &self.states
    }
}
