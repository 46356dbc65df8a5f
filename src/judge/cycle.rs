//! The judged repetition cycle as data: for each of its plies the move, who played it, the
//! pieces that gave check and the attacks it made that the game's repetition rule counts (a
//! chase in xiangqi), so that `judge --explain` can print it, write it as JSON and draw it
//! ([`Explain::judged_cycle`](super::Explain::judged_cycle)).

use crate::game::Game;
use crate::history::History;
use crate::square::Color;

/// One counted attack: after a move, the piece on `by` attacks the enemy piece on `target` in
/// the way the game's repetition rule counts (xiangqi calls it a chase; the game names them in
/// [`Explain::COUNTED_ATTACKS`](super::Explain::COUNTED_ATTACKS)).
#[derive(Clone, Debug)]
pub struct Attack<G: Game> {
    /// Where the attacking piece stands.
    pub by: G::Square,
    /// The attacking piece.
    pub by_piece: G::Piece,
    /// Where the attacked piece stands.
    pub target: G::Square,
    /// The attacked piece.
    pub target_piece: G::Piece,
    /// Where the attacked piece stood at the start of the cycle: a piece attacked on every
    /// move is one piece even as it moves.
    pub target_origin: G::Square,
}

/// One ply of a repetition cycle.
#[derive(Clone, Debug)]
pub struct CyclePly<G: Game> {
    /// The 1-based ply of the move in the game (the state index it reached).
    pub ply: usize,
    /// The move.
    pub mv: G::Move,
    /// Who played it.
    pub mover: Color,
    /// The pieces of the mover that give check after it (none: no check).
    pub checkers: Vec<G::Square>,
    /// The attacks it made that the game's repetition rule counts (always empty in a game
    /// whose rule counts none).
    pub attacks: Vec<Attack<G>>,
}

impl<G: Game> CyclePly<G> {
    /// `true` when the move gave check.
    pub fn check(&self) -> bool {
        !self.checkers.is_empty()
    }
}

/// The repetition cycle the verdict on the current position was ruled on.
#[derive(Clone, Debug)]
pub struct Cycle<G: Game> {
    /// The ply (state index) of the occurrence the cycle starts from.
    pub first: usize,
    /// How many times the position occurred, counting the current one, as far as the rule
    /// looks (xiangqi: the three occurrences it rules on).
    pub occurrences: usize,
    /// The plies from `first` to the current position, oldest first.
    pub plies: Vec<CyclePly<G>>,
}

/// The cycle from state index `first` to the current position of `pos` (which occurred
/// `occurrences` times), with each move's checks and no counted attacks.
pub fn cycle_since<G: History>(pos: &G, first: usize, occurrences: usize) -> Cycle<G> {
    let mut replay = pos.clone();
    while replay.ply() > first {
        replay.undo();
    }
    let moves = pos.moves_played();
    let plies = moves
        .iter()
        .enumerate()
        .skip(first)
        .map(|(i, &mv)| {
            let mover = replay.side_to_move();
            replay.make(mv);
            CyclePly {
                ply: i + 1,
                mv,
                mover,
                checkers: replay.checkers().iter().collect(),
                attacks: Vec::new(),
            }
        })
        .collect();
    Cycle {
        first,
        occurrences,
        plies,
    }
}
