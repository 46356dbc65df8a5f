//! The edges of the clock, through the UCI session in-process, for chess and xiangqi: tiny,
//! zero and negative times and increments, times beyond the integer range, huge increments,
//! `movestogo` 0 and 1, `go` while a search runs, and `quit` during a search (bounded,
//! infinite, pondering). Each `go` gets one legal `bestmove` (or, for a value it cannot read,
//! an `info string` and no search). A watchdog fails a test that hangs; nothing is timed.

#[path = "fuzzing/watchdog.rs"]
mod watchdog;

use gambit::search::SearchGame;
use gambit::{Game, MoveList};
use gambit_engine::uci::UciSession as Session;
use gambit_testkit::uci::{session, Captured};
use std::time::Duration;
use watchdog::Watchdog;

/// How long one test may take before it counts as a hang.
const HANG: Duration = Duration::from_secs(30);

/// A session with its search output and a watchdog.
struct Clocked<G: SearchGame> {
    session: Session<G>,
    out: Captured,
    _watchdog: Watchdog,
}

impl<G: SearchGame> Clocked<G> {
    fn new(what: &str) -> Self {
        let (session, out) = session::<G>();
        Clocked {
            session,
            out,
            _watchdog: Watchdog::new(&format!("{} {what}", G::NAME), HANG),
        }
    }

    /// Sends a line the session must not end on; returns its direct replies.
    fn send(&mut self, line: &str) -> String {
        let mut replies = Vec::new();
        assert!(self.session.handle(line, &mut replies), "ended on {line:?}");
        String::from_utf8_lossy(&replies).into_owned()
    }

    /// The `bestmove` lines written since the last call, after the search has finished.
    fn bestmoves(&mut self) -> Vec<String> {
        self.session.wait_search();
        bestmove_lines(&self.out.take())
    }

    /// Sets up `position` and sends `go`; returns the one `bestmove`, checked legal there.
    fn go(&mut self, position: &str, go: &str) -> String {
        assert_eq!(self.send(position), "", "{position}");
        let replies = self.send(go);
        assert_eq!(replies, "", "{go}");
        let best = self.bestmoves();
        assert_eq!(best.len(), 1, "{go}: {best:?}");
        assert_legal::<G>(position, &best[0]);
        best[0].clone()
    }

    /// As [`Clocked::go`], for a search that only `stop` ends: sent right after the `go`.
    fn go_stopped(&mut self, position: &str, go: &str) {
        assert_eq!(self.send(position), "", "{position}");
        assert_eq!(self.send(go), "", "{go}");
        self.send("stop");
        let best = self.bestmoves();
        assert_eq!(best.len(), 1, "{go}: {best:?}");
        assert_legal::<G>(position, &best[0]);
    }
}

fn bestmove_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("bestmove"))
        .map(str::to_string)
        .collect()
}

/// The position a `position startpos [moves ...]` line sets up.
fn position_of<G: Game>(line: &str) -> G {
    let mut pos = G::startpos(Default::default());
    for m in line
        .split_whitespace()
        .skip_while(|w| *w != "moves")
        .skip(1)
    {
        let mv = pos.parse_move(m).expect("test moves are legal");
        pos.make(mv);
    }
    pos
}

/// `bestmove M [ponder P]`: M is legal in the position, P after it.
fn assert_legal<G: Game>(position: &str, line: &str) {
    let pos = position_of::<G>(position);
    let words: Vec<&str> = line.split_whitespace().collect();
    let m = pos
        .parse_move(words[1])
        .unwrap_or_else(|e| panic!("{line} after {position}: {e}"));
    let mut legal = MoveList::<G>::default();
    pos.generate_legal(&mut legal);
    assert!(legal.contains(&m));
    if let Some(p) = words.get(3) {
        let mut after = pos.clone();
        after.make(m);
        assert!(after.parse_move(p).is_ok(), "{line}: ponder move");
    }
}

const START: &str = "position startpos";

/// A position after one move of each side (White or Red to move).
fn second_move<G: Game>() -> String {
    let mut pos = G::startpos(Default::default());
    let mut line = String::from("position startpos moves");
    for _ in 0..2 {
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        line += &format!(" {}", pos.format_move(moves[0]));
        pos.make(moves[0]);
    }
    line
}

/// A position with Black to move.
fn black_to_move<G: Game>() -> String {
    let pos = G::startpos(Default::default());
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    format!("position startpos moves {}", pos.format_move(moves[0]))
}

fn tiny_clocks<G: SearchGame>() {
    let mut u = Clocked::<G>::new("tiny clocks");
    u.go(START, "go wtime 1 btime 1");
    u.go(&black_to_move::<G>(), "go wtime 1 btime 1");
    u.go(START, "go wtime 1 btime 1 winc 0 binc 0 movestogo 1");
}

fn zero_clocks<G: SearchGame>() {
    let mut u = Clocked::<G>::new("zero clocks");
    u.go(START, "go wtime 0");
    u.go(START, "go wtime 0 btime 0");
    u.go(&black_to_move::<G>(), "go wtime 0 btime 0 winc 0 binc 0");
    u.go(START, "go movetime 0");
    u.go(START, "go wtime 0 btime 0 movestogo 0");
}

fn negative_clocks<G: SearchGame>() {
    let mut u = Clocked::<G>::new("negative clocks");
    u.go(START, "go wtime -1 btime -1");
    u.go(START, "go wtime -5000 btime 100 winc -100 binc -100");
    u.go(
        &black_to_move::<G>(),
        "go wtime 100 btime -9223372036854775808 binc -1",
    );
    u.go(START, "go movetime -10");
}

fn huge_clocks<G: SearchGame>() {
    let mut u = Clocked::<G>::new("huge clocks");
    // A clock this large leaves the search without a time bound: a depth ends it, or `stop`.
    u.go(
        START,
        "go wtime 9223372036854775807 btime 9223372036854775807 depth 3",
    );
    u.go(
        START,
        "go wtime 18446744073709551615 btime 18446744073709551615 depth 3",
    );
    u.go_stopped(
        START,
        "go wtime 9223372036854775807 btime 9223372036854775807",
    );
}

fn overflowing_clocks<G: SearchGame>() {
    let mut u = Clocked::<G>::new("overflowing clocks");
    // Integers beyond the range are read at its edge: a huge clock (a search that `stop`
    // ends), a huge increment or moves to go; below it, zero.
    for go in [
        "go wtime 99999999999999999999 btime 99999999999999999999",
        "go wtime 1000 btime 1000 winc 99999999999999999999 binc 99999999999999999999",
        "go movestogo 99999999999999999999 wtime 1000 btime 1000",
        "go wtime -99999999999999999999 btime -99999999999999999999",
        "go nodes 99999999999999999999 depth 99999999999999999999",
    ] {
        u.go_stopped(START, go);
    }
    // A value that is no number is refused, and nothing is searched.
    for go in [
        "go wtime 10x00",
        "go wtime 1e9",
        "go btime -",
        "go winc 12+3",
    ] {
        let replies = u.send(go);
        assert!(
            replies.starts_with("info string go:") && replies.lines().count() == 1,
            "{go}: {replies}"
        );
        assert_eq!(
            u.bestmoves(),
            Vec::<String>::new(),
            "{go}: refused, yet searched"
        );
    }
}

fn huge_increments<G: SearchGame>() {
    let mut u = Clocked::<G>::new("huge increments");
    u.go(
        START,
        "go wtime 100 btime 100 winc 9223372036854775807 binc 9223372036854775807",
    );
    u.go(
        &black_to_move::<G>(),
        "go wtime 100 btime 100 winc 18446744073709551615 binc 18446744073709551615 movestogo 1",
    );
}

fn moves_to_go<G: SearchGame>() {
    let mut u = Clocked::<G>::new("movestogo");
    u.go(START, "go wtime 200 btime 200 movestogo 1");
    u.go(START, "go wtime 200 btime 200 movestogo 0");
    u.go(
        &second_move::<G>(),
        "go wtime 200 btime 200 winc 10 binc 10 movestogo 1",
    );
    u.go(
        START,
        "go wtime 200 btime 200 movestogo 9223372036854775807",
    );
}

/// A second `go` while a search runs: the first answers, then the second, in order (each
/// legal in its own position).
fn go_while_searching<G: SearchGame>() {
    let mut u = Clocked::<G>::new("go while searching");
    let second = black_to_move::<G>();
    for first in [
        "go infinite",
        "go depth 60",
        "go ponder",
        "go wtime 100000 btime 100000",
    ] {
        assert_eq!(u.send(START), "");
        assert_eq!(u.send(first), "");
        assert_eq!(u.send(&second), "");
        assert_eq!(u.send("go depth 2"), "");
        let best = u.bestmoves();
        assert_eq!(best.len(), 2, "{first} then go depth 2: {best:?}");
        assert_legal::<G>(START, &best[0]);
        assert_legal::<G>(&second, &best[1]);
    }
}

/// `quit` during a search: the session ends, and the search has answered.
fn quit_during_search<G: SearchGame>() {
    for go in [
        "go depth 60",
        "go infinite",
        "go ponder",
        "go ponder wtime 1000 btime 1000",
        "go wtime 100000 btime 100000",
    ] {
        let mut u = Clocked::<G>::new("quit during search");
        assert_eq!(u.send(START), "");
        assert_eq!(u.send(go), "");
        assert!(
            !u.session.handle("quit", &mut Vec::new()),
            "quit after {go}"
        );
        let best = bestmove_lines(&u.out.take());
        assert_eq!(best.len(), 1, "quit after {go}: {best:?}");
        assert_legal::<G>(START, &best[0]);
    }
}

/// `ponderhit` on a clock: the ponder search becomes a timed one and answers by itself.
fn ponderhit_on_clock<G: SearchGame>() {
    let mut u = Clocked::<G>::new("ponderhit");
    assert_eq!(u.send(START), "");
    assert_eq!(u.send("go ponder wtime 50 btime 50"), "");
    u.send("ponderhit");
    let best = u.bestmoves();
    assert_eq!(best.len(), 1, "{best:?}");
    assert_legal::<G>(START, &best[0]);
}

macro_rules! for_both_games {
    ($($case:ident),* $(,)?) => {
        mod chess {
            $(#[test] fn $case() { super::$case::<gambit_chess::Chess>(); })*
        }
        mod xiangqi {
            $(#[test] fn $case() { super::$case::<gambit_xiangqi::Xiangqi>(); })*
        }
    };
}

for_both_games!(
    tiny_clocks,
    zero_clocks,
    negative_clocks,
    huge_clocks,
    overflowing_clocks,
    huge_increments,
    moves_to_go,
    go_while_searching,
    quit_during_search,
    ponderhit_on_clock,
);
