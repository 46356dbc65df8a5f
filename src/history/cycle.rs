//! Counting and listing the repetitions of the current position, on top of the one scan: what
//! the judge, the rules' `explain` and chess's threefold and fivefold rules ask.

use super::{occurrences, History};

/// How many times the current position has occurred (counting itself), counting no further
/// than `limit`.
pub fn repetition_count<G: History>(pos: &G, limit: usize) -> usize {
    1 + occurrences(pos).take(limit.saturating_sub(1)).count()
}

/// The default `--explain` lines: the moves since the earliest occurrence of the current
/// position (or nothing when it has not occurred before), with the checks they gave.
pub fn explain_moves<G: History>(pos: &G) -> Vec<String> {
    let occ: Vec<usize> = occurrences(pos).collect();
    let Some(&first) = occ.last() else {
        return vec!["no repetition: the current position has not occurred before".to_string()];
    };
    let moves = pos.moves_played();
    let states = pos.states();
    let mut lines = vec![format!(
        "cycle: {} plies since the first of {} occurrences (ply {})",
        states.len() - 1 - first,
        occ.len() + 1,
        first
    )];
    // Replay from the setup position to write the moves in the game's notation.
    let mut replay = pos.clone();
    while replay.ply() > first {
        replay.undo();
    }
    for (i, &m) in moves.iter().enumerate().skip(first) {
        let text = replay.format_move(m);
        replay.make(m);
        let check = if replay.in_check() { "check" } else { "-" };
        lines.push(format!("ply {}: {} {}", i + 1, text, check));
    }
    lines
}
