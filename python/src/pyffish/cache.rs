//! The last position each thread replayed, kept so that the next call on the same game
//! (the same variant, FEN and Chess960 flag, its move list the same or longer: what a server
//! asks move after move) plays only the new moves instead of the whole list again.

use super::replay::Replay;
use std::cell::RefCell;

/// A replayed position and what it was asked for.
struct Entry {
    variant: &'static str,
    fen: String,
    chess960: bool,
    moves: Vec<String>,
    replay: Replay,
}

thread_local! {
    static LAST: RefCell<Option<Entry>> = const { RefCell::new(None) };
}

/// A copy of the kept position when `moves` starts with its moves (same variant, FEN and
/// flag), with the number of those moves; the caller plays the rest.
pub fn resume(
    variant: &'static str,
    fen: &str,
    moves: &[String],
    chess960: bool,
) -> Option<(Replay, usize)> {
    LAST.with(|last| {
        let last = last.borrow();
        let e = last.as_ref()?;
        let hit = e.variant == variant
            && e.chess960 == chess960
            && e.fen == fen
            && moves.len() >= e.moves.len()
            && moves[..e.moves.len()] == e.moves[..];
        hit.then(|| (e.replay.clone_replay(), e.moves.len()))
    })
}

/// Keeps a copy of `replay`, the position `fen` of `variant` after `moves`.
pub fn keep(variant: &'static str, fen: &str, moves: &[String], chess960: bool, replay: &Replay) {
    LAST.with(|last| {
        *last.borrow_mut() = Some(Entry {
            variant,
            fen: fen.to_string(),
            chess960,
            moves: moves.to_vec(),
            replay: replay.clone_replay(),
        });
    });
}
