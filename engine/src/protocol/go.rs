//! Reading the words after `go`: a protocol gives the table of its words ([`GoWord`]: UCI
//! `wtime`, USI `btime` for the same clock of another colour, ...) and gets the search
//! [`Limits`], the `searchmoves` words, or a `perft` depth.

use super::error::GoError;
use gambit::search::Limits;
use gambit::square::Color;

/// What a word of `go` sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoParam {
    /// The remaining clock time of a side, ms (negative reads as 0).
    Time(Color),
    /// The increment of a side, ms.
    Increment(Color),
    /// The remaining clock time of the side to move (UCCI `time`).
    MoverTime,
    /// The increment of the side to move (UCCI `increment`).
    MoverIncrement,
    /// The remaining clock time of the side not to move (UCCI `opptime`).
    OpponentTime,
    /// The increment of the side not to move (UCCI `oppincrement`).
    OpponentIncrement,
    /// The opponent's moves to its next time control (UCCI `oppmovestogo`): read, and not
    /// used by the time budget, which plans the mover's time only.
    OpponentMovesToGo,
    /// The opponent offers a draw (UCCI `go draw`, no value): [`GoCommand::Search`]'s `draw`.
    Draw,
    /// Moves to the next time control.
    MovesToGo,
    /// Search exactly this long, ms.
    MoveTime,
    /// Iterations up to this depth.
    Depth,
    /// Stop after about this many nodes.
    Nodes,
    /// Stop once a mate in this many moves or less is found (UCI `mate N`).
    Mate,
    /// The byoyomi of the side to move, ms (USI `byoyomi`).
    Byoyomi,
    /// A checkmate search (USI `mate <ms|infinite>`): stop once any mate for the side to move
    /// is found, within this many ms, or without a time limit for `infinite`. Sets
    /// [`Limits::mate`] to [`ANY_MATE`] and [`Limits::movetime`] to the time.
    Checkmate,
    /// Search until `stop` (no value).
    Infinite,
    /// Ponder search (no value).
    Ponder,
    /// The root moves to search: the words up to the next word of the table.
    SearchMoves,
    /// As the first word: move path enumeration to the depth that follows.
    Perft,
}

pub use gambit::search::ANY_MATE;

/// A word of `go` and what it sets.
pub type GoWord = (&'static str, GoParam);

/// What `word` sets in the table `words`.
pub fn go_param(words: &[GoWord], word: &str) -> Option<GoParam> {
    words.iter().find(|(w, _)| *w == word).map(|&(_, p)| p)
}

/// What `go` asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoCommand {
    /// `go perft N`.
    Perft(u32),
    /// A search.
    Search {
        /// Its limits.
        limits: Limits,
        /// The words after `searchmoves`, as written (`None`: no `searchmoves`): moves in the
        /// game's notation, which the session reads on its position.
        searchmoves: Option<Vec<String>>,
        /// The opponent offers a draw ([`GoParam::Draw`]).
        draw: bool,
    },
}

/// Parses the words after `go` by the table `words`. A first word meaning [`GoParam::Perft`]
/// asks for perft (its depth must follow); otherwise every word must be in the table (perft
/// elsewhere is an unknown parameter), and the words after a [`GoParam::SearchMoves`] word, up
/// to the next word of the table, are kept as written.
///
/// # Errors
///
/// A [`GoError`] for a missing or bad value, an unknown word, or perft without a depth.
pub fn parse_go(args: &[&str], words: &[GoWord]) -> Result<GoCommand, GoError> {
    parse_go_as(args, words, Color::White)
}

/// [`parse_go`] with `mover` to move: the side the clock words relative to the mover
/// ([`GoParam::MoverTime`], ...) set.
///
/// # Errors
///
/// As [`parse_go`].
pub fn parse_go_as(args: &[&str], words: &[GoWord], mover: Color) -> Result<GoCommand, GoError> {
    let param = |w: &str| go_param(words, w);
    if let Some(&first) = args.first() {
        if param(first) == Some(GoParam::Perft) {
            return args
                .get(1)
                .and_then(|d| d.parse().ok())
                .map(GoCommand::Perft)
                .ok_or_else(|| GoError::PerftDepth(first.to_string()));
        }
    }
    let mut l = Limits::default();
    let mut searchmoves: Option<Vec<String>> = None;
    let mut draw = false;
    let num = |i: usize, name: &str| -> Result<u64, GoError> {
        let v = args
            .get(i + 1)
            .ok_or_else(|| GoError::MissingValue(name.to_string()))?;
        // Negative clocks happen (a GUI's lag): read them as zero.
        if let Ok(n) = v.parse::<i64>() {
            return Ok(n.max(0) as u64);
        }
        if let Ok(n) = v.parse::<u64>() {
            return Ok(n);
        }
        // An integer beyond the range is read at its edge (a huge clock is a huge clock), not
        // refused as if it were no number.
        let digits = v.strip_prefix(['-', '+']).unwrap_or(v);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(if v.starts_with('-') { 0 } else { u64::MAX });
        }
        Err(GoError::NotANumber {
            word: name.to_string(),
            value: v.to_string(),
        })
    };
    let mut i = 0;
    while i < args.len() {
        let w = args[i];
        let unknown = || GoError::UnknownParameter(w.to_string());
        let p = param(w).ok_or_else(unknown)?;
        match p {
            GoParam::Infinite => l.infinite = true,
            GoParam::Ponder => l.ponder = true,
            GoParam::Time(side) => l.time[side.index()] = Some(num(i, w)?),
            GoParam::Increment(side) => l.inc[side.index()] = num(i, w)?,
            GoParam::MoverTime => l.time[mover.index()] = Some(num(i, w)?),
            GoParam::MoverIncrement => l.inc[mover.index()] = num(i, w)?,
            GoParam::OpponentTime => l.time[(!mover).index()] = Some(num(i, w)?),
            GoParam::OpponentIncrement => l.inc[(!mover).index()] = num(i, w)?,
            GoParam::OpponentMovesToGo => {
                num(i, w)?;
            }
            GoParam::Draw => draw = true,
            GoParam::MovesToGo => l.movestogo = Some(num(i, w)?),
            GoParam::MoveTime => l.movetime = Some(num(i, w)?),
            GoParam::Depth => l.depth = Some(num(i, w)?.min(1000) as i32),
            GoParam::Nodes => l.nodes = Some(num(i, w)?),
            GoParam::Mate => l.mate = Some(num(i, w)?.min(1000) as i32),
            GoParam::Byoyomi => l.byoyomi = num(i, w)?,
            GoParam::Checkmate => {
                l.mate = Some(ANY_MATE);
                if args.get(i + 1) != Some(&"infinite") {
                    l.movetime = Some(num(i, w)?);
                }
            }
            GoParam::Perft => return Err(unknown()),
            GoParam::SearchMoves => {
                let list = searchmoves.get_or_insert_with(Vec::new);
                i += 1;
                while i < args.len() && param(args[i]).is_none() {
                    list.push(args[i].to_string());
                    i += 1;
                }
                continue;
            }
        }
        i += if matches!(p, GoParam::Infinite | GoParam::Ponder | GoParam::Draw) {
            1
        } else {
            2
        };
    }
    Ok(GoCommand::Search {
        limits: l,
        searchmoves,
        draw,
    })
}

/// `limits` whose clock words were read in seconds (UCCI without `usemillisec`), in the
/// milliseconds the search counts: both clocks, increments and the fixed move time; byoyomi
/// belongs to USI, which has no seconds.
pub fn seconds_to_ms(mut limits: Limits) -> Limits {
    let ms = |t: u64| t.saturating_mul(1000);
    limits.time = limits.time.map(|t| t.map(ms));
    limits.inc = limits.inc.map(ms);
    limits.movetime = limits.movetime.map(ms);
    limits
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::protocol::uci::Uci;
    use crate::protocol::Dialect;

    const WORDS: &[GoWord] = Uci::GO_WORDS;

    fn search(args: &[&str]) -> (Limits, Option<Vec<String>>) {
        match parse_go(args, WORDS) {
            Ok(GoCommand::Search {
                limits,
                searchmoves,
                ..
            }) => (limits, searchmoves),
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn parse_limits() {
        let (l, _) = search(&["wtime", "10000", "btime", "-5", "winc", "100"]);
        assert_eq!(l.time, [Some(10000), Some(0)]);
        assert_eq!(l.inc, [100, 0]);
        assert!(parse_go(&["depth"], WORDS).is_err());
        assert!(parse_go(&["depth", "x"], WORDS).is_err());
        assert!(parse_go(&["foo"], WORDS).is_err());
        assert!(parse_go(&["depth", "2", "perft", "3"], WORDS).is_err());
        assert_eq!(parse_go(&["perft", "3"], WORDS), Ok(GoCommand::Perft(3)));
        let refused = parse_go(&["perft"], WORDS).unwrap_err();
        assert_eq!(refused, GoError::PerftDepth("perft".into()));
        assert_eq!(refused.to_string(), "go perft: expected a depth");
    }

    #[test]
    fn seconds_become_milliseconds() {
        let (l, _) = search(&[
            "wtime",
            "3600",
            "btime",
            "60",
            "winc",
            "2",
            "movestogo",
            "9",
        ]);
        let l = seconds_to_ms(l);
        assert_eq!(l.time, [Some(3_600_000), Some(60_000)]);
        assert_eq!(l.inc, [2000, 0]);
        assert_eq!(l.movestogo, Some(9));
        let (l, _) = search(&["movetime", "5", "depth", "3", "nodes", "7"]);
        let l = seconds_to_ms(l);
        assert_eq!(
            (l.movetime, l.depth, l.nodes),
            (Some(5000), Some(3), Some(7))
        );
        let (l, _) = search(&["wtime", &u64::MAX.to_string()]);
        assert_eq!(seconds_to_ms(l).time[0], Some(u64::MAX));
    }

    #[test]
    fn parse_searchmoves() {
        let (l, moves) = search(&["depth", "8", "searchmoves", "a2a3", "h2h4"]);
        assert_eq!(l.depth, Some(8));
        assert_eq!(moves, Some(vec!["a2a3".into(), "h2h4".into()]));
        // The list ends at the next keyword; the words are not checked here.
        let (l, moves) = search(&["searchmoves", "g1f3", "x", "infinite", "movetime", "5"]);
        assert_eq!(moves, Some(vec!["g1f3".into(), "x".into()]));
        assert!(l.infinite);
        assert_eq!(l.movetime, Some(5));
        let (l, moves) = search(&["searchmoves", "ponder"]);
        assert_eq!(moves, Some(vec![]));
        assert!(l.ponder);
        let (l, moves) = search(&["searchmoves", "a", "depth", "2", "searchmoves", "b"]);
        assert_eq!(moves, Some(vec!["a".into(), "b".into()]));
        assert_eq!(l.depth, Some(2));
        assert_eq!(search(&["depth", "2"]).1, None);
        assert!(parse_go(&["searchmoves", "a", "perft", "2"], WORDS).is_err());
    }
}
