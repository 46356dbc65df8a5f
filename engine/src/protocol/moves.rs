//! The moves of a search's events in the game's notation, as every protocol writes them: each
//! move in the position where it is played, and only moves legal there (the tail of a
//! principal variation and the ponder move come from the transposition table).

use gambit::game::Game;
use gambit::search::SearchResult;

/// The moves of `pv` from `root`, written, up to the first one that is not legal where it
/// stands.
pub fn pv_text<G: Game>(root: &G, pv: &[G::Move]) -> Vec<String> {
    let mut pos = root.clone();
    let mut text = Vec::with_capacity(pv.len());
    for &m in pv {
        if !pos.is_legal(m) {
            break;
        }
        text.push(pos.format_move(m));
        pos.make(m);
    }
    text
}

/// The best move of `result` on `root` and the expected reply when it is legal after it,
/// written; `None` when the search had no move to play.
pub fn best_and_ponder<G: Game>(
    root: &G,
    result: &SearchResult<G::Move>,
) -> Option<(String, Option<String>)> {
    let best = result.best?;
    let ponder = result.ponder.and_then(|p| {
        let mut after = root.clone();
        after.make(best);
        after.is_legal(p).then(|| after.format_move(p))
    });
    Some((root.format_move(best), ponder))
}
