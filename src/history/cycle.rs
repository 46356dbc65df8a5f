//! Counting the repetitions of the current position, on top of the one scan: what the judge
//! and chess's threefold and fivefold rules ask.

use super::{occurrences, History};

/// How many times the current position has occurred (counting itself), counting no further
/// than `limit`.
pub fn repetition_count<G: History>(pos: &G, limit: usize) -> usize {
    1 + occurrences(pos).take(limit.saturating_sub(1)).count()
}
