//! The judged repetition cycle as text ([`Explain::explain`]): what `judge --explain` prints
//! and what a library user gets, from one code path.

use super::cycle::{cycle_since, Cycle, CyclePly};
use crate::diagram::Diagram;
use crate::history::occurrences;
use crate::rules::RuleSet;

/// The words a game gives the attacks its repetition rule counts (xiangqi: a chase, chases),
/// for the explanations' text and JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackNames {
    /// One of them, the JSON key of a ply's list (`chase`).
    pub one: &'static str,
    /// Several, the label of a ply's list in the text (`chases`).
    pub many: &'static str,
}

/// What a game tells the judge's explanations: which attacks its repetition rule counts, if
/// any, and the cycle it ruled on. Its defaults fit a game with checks only:
/// `impl Explain for MyGame {}`.
pub trait Explain: RuleSet {
    /// The names of the attacks the game's repetition rule counts (xiangqi's chases), so that
    /// each ply lists them, or says it made none; `None` when the rule counts checks only.
    const COUNTED_ATTACKS: Option<AttackNames> = None;

    /// The repetition cycle that ends in the current position, `None` when the position has
    /// not occurred before. The default: the plies since the earliest occurrence, with their
    /// checks and no counted attacks.
    fn judged_cycle(&self) -> Option<Cycle<Self>> {
        let all: Vec<usize> = occurrences(self).collect();
        let &first = all.last()?;
        Some(cycle_since(self, first, all.len() + 1))
    }

    /// The judged cycle as `judge --explain` prints it: its span (`cycle: 8 plies since the
    /// first of 3 occurrences (ply 1)`), then per ply the side, the move in the game's
    /// notation and, where it differs, as records write it, `check (R@a8)` with the checking
    /// pieces or `-`, and in a game whose rule counts attacks, those it made, under the
    /// game's word (`chases: C@h3 -> R@h8 (from h9)` or `-`). Without a cycle, one line saying
    /// so.
    fn explain(&self) -> Vec<String>
    where
        Self: Diagram,
    {
        cycle_lines(self, self.judged_cycle().as_ref())
    }
}

/// One ply of a cycle, walked: the move as the engine and as records write it, and the
/// position after it.
pub struct Walked<'c, G: Explain + Diagram> {
    /// The ply as the cycle holds it.
    pub ply: &'c CyclePly<G>,
    /// The move in the game's own notation.
    pub coordinates: String,
    /// The move as records write it.
    pub record: String,
    /// The position after the move.
    pub after: G,
}

/// The plies of `cycle` (which ends in `end`), each with its move's texts and the position it
/// left.
pub fn walk_cycle<'c, G: Explain + Diagram>(end: &G, cycle: &'c Cycle<G>) -> Vec<Walked<'c, G>> {
    let mut replay = end.clone();
    while replay.ply() > cycle.first {
        replay.undo();
    }
    cycle
        .plies
        .iter()
        .map(|ply| {
            let coordinates = replay.format_move(ply.mv);
            let record = replay.record_move(ply.mv);
            replay.make(ply.mv);
            Walked {
                ply,
                coordinates,
                record,
                after: replay.clone(),
            }
        })
        .collect()
}

/// `piece@square` in the notation in force, the piece by its Latin letters.
pub(crate) fn piece_at<G: Explain + Diagram>(
    pos: &G,
    piece: G::Piece,
    square: G::Square,
) -> String {
    format!(
        "{}@{}",
        G::piece_art(piece).letters,
        pos.square_names().name(square)
    )
}

/// The `--explain` lines: the cycle's span, then per ply the side, the move (coordinates and,
/// where it differs, record notation), `check` with the checking pieces or `-`, and in a game
/// whose rule counts attacks, those made (`attacker -> attacked (from its square at the
/// cycle's start)`) or `-`.
pub(super) fn cycle_lines<G: Explain + Diagram>(end: &G, cycle: Option<&Cycle<G>>) -> Vec<String> {
    let Some(cycle) = cycle else {
        return vec!["no repetition: the current position has not occurred before".to_string()];
    };
    let mut lines = vec![format!(
        "cycle: {} plies since the first of {} occurrences (ply {})",
        cycle.plies.len(),
        cycle.occurrences,
        cycle.first
    )];
    for w in walk_cycle(end, cycle) {
        let p = w.ply;
        let check = if p.check() {
            let by: Vec<String> = p
                .checkers
                .iter()
                .filter_map(|&sq| Some(piece_at(&w.after, w.after.piece_on(sq)?, sq)))
                .collect();
            format!("check ({})", by.join(", "))
        } else {
            "-".to_string()
        };
        // Shogi records write the engine's moves: no need to say them twice.
        let record = if w.record == w.coordinates {
            String::new()
        } else {
            format!(" ({})", w.record)
        };
        let mut line = format!(
            "ply {}: {} {}{record} {check}",
            p.ply,
            G::side_name(p.mover),
            w.coordinates,
        );
        if let Some(names) = G::COUNTED_ATTACKS {
            let attacks: Vec<String> = p
                .attacks
                .iter()
                .map(|c| {
                    format!(
                        "{} -> {} (from {})",
                        piece_at(&w.after, c.by_piece, c.by),
                        piece_at(&w.after, c.target_piece, c.target),
                        w.after.square_names().name(c.target_origin)
                    )
                })
                .collect();
            let attacks = if attacks.is_empty() {
                "-".to_string()
            } else {
                attacks.join(", ")
            };
            line.push_str(&format!(" {}: {attacks}", names.many));
        }
        lines.push(line);
    }
    lines
}
