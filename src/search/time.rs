//! Search limits from `go`, and the time a move may take.

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
    /// The words after `searchmoves`, as written (`None`: no `searchmoves`). They are moves in
    /// the game's notation; the caller reads them on its position (see
    /// [`crate::uci::Session`]) and passes the legal ones to the search as its root moves.
    pub searchmoves: Option<Vec<String>>,
}

/// The words `go` knows; a `searchmoves` list runs until the next of them.
pub const GO_KEYWORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

impl Limits {
    /// Parses the words after `go` (without `perft`). Unknown words are errors. The words after
    /// `searchmoves`, up to the next word of [`GO_KEYWORDS`], are kept as written.
    pub fn parse(args: &[&str]) -> Result<Limits, String> {
        let mut l = Limits::default();
        let mut i = 0;
        let num = |i: usize, name: &str| -> Result<u64, String> {
            let v = args
                .get(i + 1)
                .ok_or_else(|| format!("go: '{name}' needs a value"))?;
            // Negative clocks happen (a GUI's lag): read them as zero.
            if let Ok(n) = v.parse::<i64>() {
                return Ok(n.max(0) as u64);
            }
            if let Ok(n) = v.parse::<u64>() {
                return Ok(n);
            }
            // An integer beyond the range is read at its edge (a huge clock is a huge clock),
            // not refused as if it were no number.
            let digits = v.strip_prefix(['-', '+']).unwrap_or(v);
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                return Ok(if v.starts_with('-') { 0 } else { u64::MAX });
            }
            Err(format!("go: '{name}' value '{v}' is not a number"))
        };
        while i < args.len() {
            let w = args[i];
            match w {
                "infinite" => l.infinite = true,
                "ponder" => l.ponder = true,
                "wtime" => l.time[0] = Some(num(i, w)?),
                "btime" => l.time[1] = Some(num(i, w)?),
                "winc" => l.inc[0] = num(i, w)?,
                "binc" => l.inc[1] = num(i, w)?,
                "movestogo" => l.movestogo = Some(num(i, w)?),
                "movetime" => l.movetime = Some(num(i, w)?),
                "depth" => l.depth = Some(num(i, w)?.min(1000) as i32),
                "nodes" => l.nodes = Some(num(i, w)?),
                "mate" => l.mate = Some(num(i, w)?.min(1000) as i32),
                "searchmoves" => {
                    let words = l.searchmoves.get_or_insert_with(Vec::new);
                    i += 1;
                    while i < args.len() && !GO_KEYWORDS.contains(&args[i]) {
                        words.push(args[i].to_string());
                        i += 1;
                    }
                    continue;
                }
                _ => return Err(format!("go: unknown parameter '{w}'")),
            }
            i += if matches!(w, "infinite" | "ponder") {
                1
            } else {
                2
            };
        }
        Ok(l)
    }

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
    fn parse_and_budget() {
        let l = Limits::parse(&["wtime", "10000", "btime", "-5", "winc", "100"]).unwrap();
        assert_eq!(l.time, [Some(10000), Some(0)]);
        let (soft, hard) = l.budget(Color::White, 10).unwrap();
        assert!(soft <= hard && hard < Duration::from_millis(4000));
        let (_, hard) = l.budget(Color::Black, 10).unwrap();
        assert!(hard <= Duration::from_millis(1));
        assert!(Limits::parse(&["depth"]).is_err());
        assert!(Limits::parse(&["depth", "x"]).is_err());
        assert!(Limits::parse(&["foo"]).is_err());
    }

    #[test]
    fn parse_searchmoves() {
        let l = Limits::parse(&["depth", "8", "searchmoves", "a2a3", "h2h4"]).unwrap();
        assert_eq!(l.depth, Some(8));
        assert_eq!(l.searchmoves, Some(vec!["a2a3".into(), "h2h4".into()]));
        // The list ends at the next keyword; the words are not checked here.
        let l = Limits::parse(&["searchmoves", "g1f3", "x", "infinite", "movetime", "5"]).unwrap();
        assert_eq!(l.searchmoves, Some(vec!["g1f3".into(), "x".into()]));
        assert!(l.infinite);
        assert_eq!(l.movetime, Some(5));
        let l = Limits::parse(&["searchmoves", "ponder"]).unwrap();
        assert_eq!(l.searchmoves, Some(vec![]));
        assert!(l.ponder);
        let l = Limits::parse(&["searchmoves", "a", "depth", "2", "searchmoves", "b"]).unwrap();
        assert_eq!(l.searchmoves, Some(vec!["a".into(), "b".into()]));
        assert_eq!(Limits::parse(&["depth", "2"]).unwrap().searchmoves, None);
    }
}
