//! Search limits (what `go` asked for, read by `crate::protocol::go`), and the time a move
//! may take.

use crate::square::Color;
use std::time::Duration;

/// The [`Limits::mate`] of a checkmate search (USI `go mate`): a mate in any number of moves
/// the search can see.
pub const ANY_MATE: i32 = super::MAX_PLY as i32;

/// What `go` asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Remaining clock time per side (white, black), milliseconds.
    pub time: [Option<u64>; 2],
    /// Increment per side, milliseconds.
    pub inc: [u64; 2],
    /// Byoyomi of the side to move, milliseconds (0: none): the time every move may take once
    /// the main time is spent, not banked from one move to the next (USI `byoyomi`).
    pub byoyomi: u64,
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
    /// Search to `depth` plies (iterations), however long it takes.
    pub fn depth(depth: i32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search about `nodes` nodes (the search stops at the first check past them).
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for `time` (less the options' move overhead), then answer.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(u64::try_from(time.as_millis()).unwrap_or(u64::MAX)),
            ..Limits::default()
        }
    }

    /// Search until stopped: only through a search that can be stopped
    /// ([`Search::stop_handle`](super::Search::stop_handle)).
    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }

    /// `true` when the search of `side`'s move ends by itself: a depth, a node count, a fixed
    /// time or `side`'s clock bounds it. A mate search alone does not (it goes on while no
    /// mate is found), nor does `infinite` or `Limits::default()`.
    pub fn is_bounded(&self, side: Color) -> bool {
        self.depth.is_some()
            || self.nodes.is_some()
            || self.movetime.is_some()
            || self.uses_clock(side)
    }

    /// `true` when the search is bounded by the clock (time management applies): a clock for
    /// `side`, or a byoyomi, and no fixed time.
    pub fn uses_clock(&self, side: Color) -> bool {
        (self.time[side.index()].is_some() || self.byoyomi > 0) && self.movetime.is_none()
    }

    /// `(soft, hard)` time limits for `side`: do not start a new iteration after `soft`, stop
    /// the search at `hard`. `None` when time does not limit the search.
    ///
    /// `ply` is the number of moves played in the game so far (as far as the engine knows
    /// it): a clock without byoyomi is spent on a curve that gives the early middlegame
    /// more than the opening and the long endgame (`clock_share`).
    ///
    /// With a byoyomi, the main time is shared out as `time / movestogo + 3/4 * increment`
    /// (soft: 60 % of it; hard: four times it, capped at 40 % of the time, 75 % with one move
    /// to go). A byoyomi cannot be banked, so it is added to both in full (soft: 80 % of it):
    /// with the main time spent, the move takes almost all of its byoyomi. The hard limit
    /// never goes beyond the main time plus the byoyomi, less `overhead_ms`; a byoyomi without
    /// a clock counts as a spent main time.
    pub fn budget(
        &self,
        side: Color,
        overhead_ms: u64,
        ply: usize,
    ) -> Option<(Duration, Duration)> {
        if let Some(mt) = self.movetime {
            let t = mt.saturating_sub(overhead_ms).max(1);
            return Some((Duration::from_millis(t), Duration::from_millis(t)));
        }
        let byoyomi = self.byoyomi;
        let time = match self.time[side.index()] {
            Some(t) => t,
            None if byoyomi > 0 => 0,
            None => return None,
        };
        let inc = self.inc[side.index()];
        let mtg = self.movestogo.unwrap_or(30).clamp(1, 50) as f64;
        let ms = |x: f64| Duration::from_micros((x.max(0.5) * 1000.0) as u64);
        if byoyomi == 0 {
            let (soft, hard) = clock_share(time, inc, self.movestogo, ply, overhead_ms);
            return Some((ms(soft), ms(hard)));
        }
        // The overhead comes off the byoyomi: the main time is spent first.
        let (main_soft, main_hard) = main_time_share(time as f64, inc, mtg);
        let ceiling = time
            .saturating_add(byoyomi)
            .saturating_sub(overhead_ms)
            .max(1) as f64;
        let hard = (main_hard + byoyomi as f64 - overhead_ms as f64).clamp(1.0, ceiling);
        let soft = (main_soft + byoyomi as f64 * 0.8).min(hard);
        Some((ms(soft), ms(hard)))
    }
}

/// `(soft, hard)` in ms for a clock of `time` ms with `inc` ms per move, `ply` moves into
/// the game, `overhead` ms lost on every move.
///
/// The clock is planned over `movestogo` moves, at most 50, counting the increments to come
/// and the overhead of each move as spent. Of that, sudden death gives this move a share that
/// grows with the game (1.8 % at the start, 2.8 % after 20 plies, 3.7 % after 60: the early
/// middlegame decides more games than the opening), never more than a fifth of the clock
/// itself; with moves to go, about `1/movestogo`. These are Stockfish's proportions. The hard
/// limit is a multiple of the soft one (4 rising to 7 over the game; with moves to go, 1.5 +
/// 0.11 per move up to 6.3), at most 80 % of the clock less the overhead.
fn clock_share(
    time: u64,
    inc: u64,
    movestogo: Option<u64>,
    ply: usize,
    overhead: u64,
) -> (f64, f64) {
    let mtg = movestogo.unwrap_or(50).clamp(1, 50) as f64;
    let (time, inc, overhead, ply) = (time as f64, inc as f64, overhead as f64, ply as f64);
    let left = (time + inc * (mtg - 1.0) - overhead * (2.0 + mtg)).max(1.0);
    let (opt_scale, max_scale) = match movestogo {
        None => (
            (0.0120 + (ply + 3.0).powf(0.45) * 0.0039).min(0.2 * time / left),
            (4.0 + ply / 12.0).min(7.0),
        ),
        Some(_) => (
            ((0.88 + ply / 116.4) / mtg).min(0.88 * time / left),
            (1.5 + 0.11 * mtg).min(6.3),
        ),
    };
    let soft = opt_scale * left;
    let hard = (0.8 * time - overhead).min(max_scale * soft).max(1.0);
    (soft.min(hard), hard)
}

/// `(soft, hard)` in ms for a main time of `time` ms with `inc` ms per move and `mtg` moves to
/// plan for: `time / mtg + 3/4 * inc`, soft 60 % of it, hard four times it capped at 40 % of
/// the time (75 % with one move to go).
fn main_time_share(time: f64, inc: u64, mtg: f64) -> (f64, f64) {
    let share = time / mtg + inc as f64 * 0.75;
    let hard_cap = if mtg <= 1.0 { time * 0.75 } else { time * 0.4 };
    let hard = (share * 4.0).min(hard_cap);
    ((share * 0.6).min(hard), hard)
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
        let (soft, hard) = l.budget(Color::White, 10, 0).unwrap();
        assert!(soft <= hard && hard < Duration::from_millis(4000));
        let (_, hard) = l.budget(Color::Black, 10, 0).unwrap();
        assert!(hard <= Duration::from_millis(1));
        assert!(l.uses_clock(Color::White));
        assert_eq!(Limits::default().budget(Color::White, 10, 0), None);
    }

    #[test]
    fn sudden_death_spends_most_in_the_early_middlegame_and_never_overdraws() {
        let at = |time: u64, ply: usize| {
            let l = Limits {
                time: [Some(time), Some(time)],
                inc: [100, 100],
                ..Limits::default()
            };
            l.budget(Color::White, 30, ply).unwrap()
        };
        // 10 s + 0.1 s: the opening move gets less than the moves after it.
        let (opening, _) = at(10_000, 0);
        let (middlegame, _) = at(10_000, 30);
        assert!(opening < middlegame, "{opening:?} {middlegame:?}");
        // A fifth of the clock at most, and the hard limit within 80 % of it less the overhead.
        for time in [1, 50, 300, 1_000, 5_000, 60_000] {
            for ply in [0, 10, 40, 100, 400] {
                let (soft, hard) = at(time, ply);
                assert!(soft <= hard, "{time} {ply}");
                assert!(soft.as_secs_f64() * 1000.0 <= (time as f64 * 0.2).max(1.0));
                assert!(hard.as_secs_f64() * 1000.0 <= (time as f64 * 0.8 - 30.0).max(1.0));
            }
        }
    }

    fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn byoyomi_without_main_time_is_spent_almost_whole() {
        let l = Limits {
            time: [Some(0), Some(0)],
            byoyomi: 200,
            ..Limits::default()
        };
        assert!(l.uses_clock(Color::White));
        // Hard: the byoyomi less the overhead, never more; soft: 80 % of the byoyomi.
        assert_eq!(l.budget(Color::White, 30, 0), Some((ms(160), ms(170))));
        assert_eq!(l.budget(Color::Black, 0, 0), Some((ms(160), ms(200))));
        // An overhead larger than the byoyomi leaves the least the search can take.
        assert_eq!(l.budget(Color::White, 500, 0), Some((ms(1), ms(1))));
        // A byoyomi without a clock is a spent main time.
        let alone = Limits {
            byoyomi: 200,
            ..Limits::default()
        };
        assert!(alone.uses_clock(Color::Black));
        assert_eq!(
            alone.budget(Color::Black, 30, 0),
            l.budget(Color::Black, 30, 0)
        );
    }

    #[test]
    fn byoyomi_adds_to_the_share_of_main_time() {
        let l = Limits {
            time: [Some(60_000), Some(1_000)],
            byoyomi: 10_000,
            ..Limits::default()
        };
        // 60 s / 30 moves = 2 s: soft 60 % of it plus 80 % of the byoyomi, hard four times it
        // plus the byoyomi, less the overhead.
        assert_eq!(l.budget(Color::White, 50, 0), Some((ms(9_200), ms(17_950))));
        // Little main time left: four times the share of 1 s over 30 moves, plus the byoyomi.
        let (soft, hard) = l.budget(Color::Black, 50, 0).unwrap();
        assert_eq!(hard, Duration::from_micros(133_333 + 9_950_000));
        assert_eq!(soft, ms(20 + 8_000));
        // Two moves to go: the hard share is capped at 40 % of the main time; one move to
        // go, at 75 %. The byoyomi comes on top, below main time + byoyomi - overhead.
        let two = Limits {
            movestogo: Some(2),
            ..l.clone()
        };
        assert_eq!(
            two.budget(Color::Black, 50, 0),
            Some((ms(8_300), ms(10_350)))
        );
        let last = Limits {
            movestogo: Some(1),
            ..l.clone()
        };
        assert_eq!(
            last.budget(Color::Black, 50, 0),
            Some((ms(8_600), ms(10_700)))
        );
        // A fixed move time overrides the clock and the byoyomi.
        let fixed = Limits {
            movetime: Some(300),
            ..l
        };
        assert!(!fixed.uses_clock(Color::White));
        assert_eq!(fixed.budget(Color::White, 50, 0), Some((ms(250), ms(250))));
    }

    #[test]
    fn byoyomi_hard_limit_never_exceeds_main_time_plus_byoyomi() {
        for time in [0, 1, 30, 999, 5_000, 600_000] {
            for byoyomi in [1, 100, 200, 1_000, 30_000] {
                for mtg in [None, Some(1), Some(2), Some(40)] {
                    for inc in [0, 500] {
                        let l = Limits {
                            time: [Some(time), Some(time)],
                            inc: [inc, inc],
                            movestogo: mtg,
                            byoyomi,
                            ..Limits::default()
                        };
                        let (soft, hard) = l.budget(Color::White, 30, 0).unwrap();
                        let ceiling = (time + byoyomi).saturating_sub(30).max(1);
                        assert!(soft <= hard, "{l:?}");
                        assert!(hard <= ms(ceiling), "{l:?}: {hard:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_huge_clock_with_byoyomi_does_not_overflow() {
        let l = Limits {
            time: [Some(u64::MAX), None],
            byoyomi: u64::MAX,
            ..Limits::default()
        };
        let (soft, hard) = l.budget(Color::White, 30, 0).unwrap();
        assert!(soft <= hard);
    }
}
