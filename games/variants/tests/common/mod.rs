//! What the rule tests of single variants share: a position from a FEN, its legal moves as
//! sorted texts, and a position reached by playing move texts.

use gambit::kernel::{Position, Variant};
use gambit::prelude::*;

/// The position `fen` sets up; panics on a FEN the variant refuses.
pub fn position<V: Variant>(fen: &str) -> Position<V> {
    Position::from_fen(fen, Default::default()).expect("a valid FEN")
}

/// The legal moves of `pos` as Fairy-Stockfish's UCI writes them, sorted.
pub fn moves<V: Variant>(pos: &Position<V>) -> Vec<String> {
    let mut all: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    all.sort();
    all
}

/// The position after playing `moves` (UCI texts) from `fen`; panics on an illegal one.
pub fn play<V: Variant>(fen: &str, moves: &[&str]) -> Position<V> {
    let mut pos = position::<V>(fen);
    for text in moves {
        let m = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.make(m);
    }
    pos
}
