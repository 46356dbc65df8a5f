//! Search limits (what `go` asked for, read by `crate::protocol::go`), and the time a move
//! may take.

use crate::square::Color;
use std::time::Duration;

/// What `go` asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Remaining clock time per side (white, black), milliseconds.
    pub time: [Option<u64>; 2],
    /// Increment per side, milliseconds.
    pub inc: [u64; 2],
    /// Moves to the next time control.
    pub movestogo: Option<u64>,
    /// Fixed time for this move, milliseconds.
    pub movetime: Option<u64>,
    /// Maximum depth.
    pub depth: Option<i32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Search for a mate in this many moves (stop when found).
    pub mate: Option<i32>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Pondering: no time limit until `ponderhit`.
    pub ponder: bool,
}

impl Limits {
    /// `true` when the search is bounded by the clock (time management applies).
    pub fn uses_clock(&self, side: Color) -> bool {
        self.time[side.index()].is_some() && self.movetime.is_none()
    }

    /// `(soft, hard)` time limits for `side`: do not start a new iteration after `soft`, stop
    /// the search at `hard`. `None` when time does not limit the search.
    pub fn budget(&self, side: Color, overhead_ms: u64) -> Option<(Duration, Duration)> {
        if let Some(mt) = self.movetime {
            let t = mt.saturating_sub(overhead_ms).max(1);
            return Some((Duration::from_millis(t), Duration::from_millis(t)));
        }
        let time = self.time[side.index()]?;
        let inc = self.inc[side.index()];
        // Keep a reserve: the overhead for this move and a little for the next ones.
        let usable = time.saturating_sub(overhead_ms).max(1) as f64;
        let mtg = self.movestogo.unwrap_or(30).clamp(1, 50) as f64;
        let mut soft = usable / mtg + inc as f64 * 0.75;
        let hard_cap = if mtg <= 1.0 {
            usable * 0.75
        } else {
            usable * 0.4
        };
        let hard = (soft * 4.0).min(hard_cap);
        soft = (soft * 0.6).min(hard);
        let ms = |x: f64| Duration::from_micros((x.max(0.5) * 1000.0) as u64);
        Some((ms(soft), ms(hard)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget() {
        let l = Limits {
            time: [Some(10000), Some(0)],
            inc: [100, 0],
            ..Limits::default()
        };
        let (soft, hard) = l.budget(Color::White, 10).unwrap();
        assert!(soft <= hard && hard < Duration::from_millis(4000));
        let (_, hard) = l.budget(Color::Black, 10).unwrap();
        assert!(hard <= Duration::from_millis(1));
        assert!(l.uses_clock(Color::White));
        assert_eq!(Limits::default().budget(Color::White, 10), None);
    }
}
