//! The rule judge, written once for every game.
//!
//! Each game supplies its rules through [`RuleSet`](crate::rules::RuleSet); this module holds
//! what is common to all of them:
//!
//! - repetition detection on the state chain ([`occurrences`], [`repetition_count`]): only the
//!   positions since the last irreversible move ([`GameState::reversible_plies`]) are looked
//!   at, two plies at a time (same side to move), by Zobrist key first and then exactly
//!   ([`RuleSet::same_position`](crate::rules::RuleSet::same_position)), so that a key
//!   collision never makes a repetition;
//! - the cheap filter the search relies on: fewer than four reversible plies means no
//!   repetition is possible, and the scan touches only keys until one matches;
//! - [`judge`]: sets up a game from a FEN, plays a move list, refuses any move that is illegal
//!   or comes after an automatic end (naming the ply), and returns the verdict on the final
//!   position; the `judge` subcommand (`crate::cli`) and the rule-regression tests both call
//!   it.
//!
//! A game rules on a repetition cycle itself (xiangqi: perpetual check and chase), typically
//! by finding the first occurrence with [`occurrences`] and replaying the cycle.

use crate::game::{Game, GameState};
use crate::rules::{RuleSet, Verdict};

/// How far back (in plies, from the current state) a repetition of the current position can
/// lie: the reversible plies, bounded by the length of the chain.
#[inline]
pub fn window<G: Game>(pos: &G) -> usize {
    let states = pos.states();
    (states[states.len() - 1].reversible_plies() as usize).min(states.len() - 1)
}

/// State indices of the earlier occurrences of the current position (same key, then
/// [`RuleSet::same_position`]), most recent first, at most `max` of them.
///
/// Costs nothing beyond one comparison when fewer than four plies are reversible, and only key
/// comparisons (every other state) until a key matches.
pub fn occurrences<G: RuleSet>(pos: &G, max: usize) -> Vec<usize> {
    let mut found = Vec::new();
    let window = window(pos);
    if window < 4 || max == 0 {
        return found;
    }
    let states = pos.states();
    let n = states.len();
    let key = states[n - 1].key();
    let mut back = 4;
    while back <= window {
        let i = n - 1 - back;
        if states[i].key() == key && pos.same_position(i, n - 1) {
            found.push(i);
            if found.len() >= max {
                break;
            }
        }
        back += 2;
    }
    found
}

/// How many times the current position has occurred (counting itself), counting no further
/// than `limit`.
pub fn repetition_count<G: RuleSet>(pos: &G, limit: usize) -> usize {
    1 + occurrences(pos, limit.saturating_sub(1)).len()
}

/// The default `--explain` lines: the moves since the earliest occurrence of the current
/// position (or nothing when it has not occurred before), with the checks they gave.
pub fn explain_moves<G: RuleSet>(pos: &G) -> Vec<String> {
    let occ = occurrences(pos, usize::MAX);
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

/// Why [`judge`] refused its input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    /// The FEN was refused.
    #[error("bad FEN: {0}")]
    Fen(String),
    /// A move could not be read or is illegal.
    #[error("ply {ply} ({text}): {why}")]
    Move {
        /// 1-based ply of the move in the list.
        ply: usize,
        /// The move as given.
        text: String,
        /// Why it was refused.
        why: String,
    },
    /// A move came after the game had ended by itself.
    #[error("ply {ply} ({text}): the game is already over ({verdict})")]
    AfterEnd {
        /// 1-based ply of the move in the list.
        ply: usize,
        /// The move as given.
        text: String,
        /// The verdict that ended the game.
        verdict: Verdict,
    },
}

/// Sets up a game from `fen` (the start position when `None`), plays `moves`, and returns the
/// final position with its verdict (`None`: the game goes on).
///
/// A move that cannot be read, is illegal, or follows an automatic end
/// ([`RuleSet::automatic_verdict`]) is an error naming its 1-based ply. Play may continue past
/// a claimable draw that was not claimed.
pub fn judge<G: RuleSet, S: AsRef<str>>(
    fen: Option<&str>,
    moves: &[S],
    notation: G::Notation,
) -> Result<(G, Option<Verdict>), JudgeError> {
    let mut pos = match fen {
        Some(fen) => G::from_fen(fen, G::notation_for_fen(fen, notation))
            .map_err(|e| JudgeError::Fen(e.to_string()))?,
        None => G::startpos(notation),
    };
    for (i, text) in moves.iter().enumerate() {
        let text = text.as_ref();
        if let Some(verdict) = pos.automatic_verdict() {
            return Err(JudgeError::AfterEnd {
                ply: i + 1,
                text: text.to_string(),
                verdict,
            });
        }
        let m = pos.parse_move(text).map_err(|e| JudgeError::Move {
            ply: i + 1,
            text: text.to_string(),
            why: e.to_string(),
        })?;
        pos.make(m);
    }
    let verdict = pos.verdict();
    Ok((pos, verdict))
}

/// The judge's output line for a verdict: `result: ... reason: ...`, or
/// `result: * reason: none` while the game goes on.
pub fn verdict_line(verdict: Option<Verdict>) -> String {
    match verdict {
        Some(v) => v.to_string(),
        None => "result: * reason: none".to_string(),
    }
}
