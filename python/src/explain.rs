//! The judged repetition cycle as data, in the shape `judge --explain --format json` writes it
//! (`first`, `occurrences`, per ply `ply`, `side`, `move`, `check`, `checkers` and, in a game
//! whose repetition rule counts attacks, those made under the game's word: xiangqi's `chase`).

use gambit::diagram::Diagram;
use gambit::judge::{AttackNames, Explain};

/// A piece on a square: its letters as FEN writes them, and the square's name.
pub struct PieceAt {
    /// `R`, `c`, `+P`.
    pub piece: &'static str,
    /// `a8`, `5e`.
    pub square: String,
}

/// One counted attack of a ply (a xiangqi chase): the attacking piece, the attacked one and
/// where it stood when the cycle began.
pub struct AttackData {
    /// The attacking piece.
    pub by: PieceAt,
    /// The attacked piece.
    pub target: PieceAt,
    /// The attacked piece's square at the cycle's start.
    pub from: String,
}

/// One ply of the cycle.
pub struct PlyData {
    /// The 1-based ply in the game.
    pub ply: usize,
    /// The mover's side name (`white`, `red`, `sente`).
    pub side: &'static str,
    /// The move in the game's notation.
    pub coordinates: String,
    /// The move as records write it.
    pub record: String,
    /// The pieces giving check after the move.
    pub checkers: Vec<PieceAt>,
    /// The attacks the move made that the game's repetition rule counts.
    pub attacks: Vec<AttackData>,
}

/// The cycle the verdict on the position was ruled on.
pub struct CycleData {
    /// The ply (state index) the cycle starts from.
    pub first: usize,
    /// How many times the position occurred, the current one included.
    pub occurrences: usize,
    /// The plies from `first` to the current position.
    pub plies: Vec<PlyData>,
    /// The game's names of the attacks its repetition rule counts, `None` when it counts none.
    pub attack_names: Option<AttackNames>,
}

fn piece_at<G: Diagram>(pos: &G, piece: G::Piece, square: G::Square) -> PieceAt {
    PieceAt {
        piece: G::piece_art(piece).letters,
        square: pos.square_names().name(square),
    }
}

/// The repetition cycle ending in `end`, replayed ply by ply; `None` without one.
pub fn cycle_data<G: Explain + Diagram>(end: &G) -> Option<CycleData> {
    let cycle = end.judged_cycle()?;
    let mut replay = end.clone();
    while replay.ply() > cycle.first {
        replay.undo();
    }
    let plies = cycle
        .plies
        .iter()
        .map(|p| {
            let coordinates = replay.format_move(p.mv);
            let record = replay.record_move(p.mv);
            replay.make(p.mv);
            let after = &replay;
            PlyData {
                ply: p.ply,
                side: G::side_name(p.mover),
                coordinates,
                record,
                checkers: p
                    .checkers
                    .iter()
                    .filter_map(|&sq| Some(piece_at(after, after.piece_on(sq)?, sq)))
                    .collect(),
                attacks: p
                    .attacks
                    .iter()
                    .map(|c| AttackData {
                        by: piece_at(after, c.by_piece, c.by),
                        target: piece_at(after, c.target_piece, c.target),
                        from: after.square_names().name(c.target_origin),
                    })
                    .collect(),
            }
        })
        .collect();
    Some(CycleData {
        first: cycle.first,
        occurrences: cycle.occurrences,
        plies,
        attack_names: G::COUNTED_ATTACKS,
    })
}
