//! The en passant square as Fairy-Stockfish writes it: after a pawn's double step, the
//! square the pawn passed whenever a pawn of the side to move attacks it, even where taking
//! there is illegal (the taker pinned to its king). gambit's FEN, as python-chess's, names it
//! only when the capture is legal.

use super::described::{double_step_without_ep, has_en_passant};
use super::grid::{Grid, MoveText};

/// `fen` of `variant` (pyffish's form) with the en passant square Fairy-Stockfish writes
/// after `last_move` (the move that reached it, UCI text) where gambit's wrote none.
pub fn with_attacked_ep(
    variant: &str,
    fen: String,
    last_move: impl FnOnce() -> Option<String>,
) -> String {
    if !has_en_passant(variant) || fen.split(' ').nth(3) != Some("-") {
        return fen;
    }
    match passed_square(variant, &fen, last_move().as_deref()) {
        Some(square) => {
            let mut fields: Vec<&str> = fen.split(' ').collect();
            fields[3] = &square;
            fields.join(" ")
        }
        None => fen,
    }
}

/// The square a pawn's double step `last_move` passed, when a pawn of the other side
/// attacks it on `fen`'s board and the step was one en passant may follow.
fn passed_square(variant: &str, fen: &str, last_move: Option<&str>) -> Option<String> {
    let m = MoveText::parse(last_move?)?;
    let from = m.from?;
    if from.0 != m.to.0 || from.1.abs_diff(m.to.1) != 2 {
        return None;
    }
    let grid = Grid::parse(fen)?;
    let pawn = grid.at(m.to).filter(|p| p.upper() == 'P' && !p.promoted)?;
    let from_rank = if pawn.white() {
        from.1 + 1
    } else {
        grid.ranks - from.1
    };
    if double_step_without_ep(variant, pawn.white(), from_rank) {
        return None;
    }
    let taker = |file: Option<usize>| {
        file.and_then(|f| grid.at((f, m.to.1)))
            .is_some_and(|p| p.upper() == 'P' && !p.promoted && p.white() != pawn.white())
    };
    if !taker(m.to.0.checked_sub(1)) && !taker(Some(m.to.0 + 1)) {
        return None;
    }
    let rank = (from.1 + m.to.1) / 2;
    Some(format!("{}{}", (b'a' + m.to.0 as u8) as char, rank + 1))
}
