//! `get_fog_fen`: the position as its side to move sees it in fog of war (Fairy-Stockfish's
//! `fog_area`): its own pieces and the squares its legal moves reach are seen, the rest is
//! written `*`.

use super::grid::with_board_field;
use super::replay::Replay;
use super::san::destination;
use std::collections::HashSet;

/// The FEN of `replay`'s position with the squares its side to move cannot see as `*`.
pub fn fog_fen(replay: &Replay) -> Result<String, String> {
    let (fen, grid) = replay.board()?;
    let white = replay.white_to_move();
    let seen: HashSet<_> = replay
        .legal_moves()
        .iter()
        .filter_map(|m| destination(replay, &grid, m))
        .collect();
    let field = grid.board_field(
        |sq| !seen.contains(&sq) && grid.at(sq).is_none_or(|p| p.white() != white),
        |_| false,
    );
    Ok(with_board_field(&fen, &field))
}
