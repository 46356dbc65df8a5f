//! The `gambit-xiangqi` engine speaking UCCI, driven over its real standard input and output
//! (the built binary as a child process): the greeting that picks the protocol, `option` and
//! `setoption` without keywords, `position` with the FENs Chinese GUIs write, `go` with the
//! clock in seconds or (`usemillisec`) milliseconds, plain-number scores, mates, `draw` and
//! `resign`, `nobestmove`, `banmoves`, `probe`, garbage, and `quit` answered `bye`. Each
//! exchange waits for the line that ends it (`readyok`, `bestmove`, ...), so no assertion
//! depends on how fast the machine is.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long any exchange may take before the test fails (a hung engine).
const PATIENCE: Duration = Duration::from_secs(60);

/// Red to move mates in one (`e6d6` or `e7d7`); also other moves.
const RED_MATES_IN_ONE: &str = "3k5/9/4R4/4R4/9/9/9/9/9/4K4 w - - 0 1";
/// Black to move has no legal move (mated).
const BLACK_MATED: &str = "3k5/4R4/4R4/9/9/9/9/9/9/3K5 b - - 0 1";
/// The start position without black's left chariot.
const BLACK_DOWN_A_CHARIOT: &str = "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

/// The engine as a child process, its output read line by line in a thread.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Everything the engine wrote to standard error, once it has exited.
    stderr: Option<std::thread::JoinHandle<String>>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-xiangqi"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start gambit-xiangqi");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut err = child.stderr.take().expect("piped stderr");
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = std::io::Read::read_to_string(&mut err, &mut text);
            text
        });
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine {
            child,
            stdin,
            lines,
            stderr: Some(stderr),
        }
    }

    /// A UCCI session: `ucci` sent and answered up to `ucciok`.
    fn ucci() -> Engine {
        let mut e = Engine::start();
        e.send("ucci");
        e.until("ucciok");
        e
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write to the engine");
        stdin.flush().expect("flush");
    }

    /// The lines up to and including the first that starts with `word` (as a whole word).
    fn until(&mut self, word: &str) -> Vec<String> {
        self.until_within(word, PATIENCE)
            .unwrap_or_else(|seen| panic!("no '{word}' line; got {seen:#?}"))
    }

    /// [`Engine::until`] within `limit`; the lines seen so far when it did not come.
    fn until_within(&mut self, word: &str, limit: Duration) -> Result<Vec<String>, Vec<String>> {
        let end = Instant::now() + limit;
        let mut seen = Vec::new();
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.split_whitespace().next() == Some(word);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                    return Err(seen)
                }
            }
        }
    }

    /// Sends `line`, then `isready`: the lines written before `readyok`.
    fn replies(&mut self, line: &str) -> Vec<String> {
        self.send(line);
        self.send("isready");
        let mut lines = self.until("readyok");
        lines.pop();
        lines
    }

    /// `position <position>` and `go <params>`: the search's lines up to its answer
    /// (`bestmove` or `nobestmove`).
    fn search(&mut self, position: &str, params: &str) -> Vec<String> {
        assert_eq!(
            self.replies(&format!("position {position}")),
            Vec::<String>::new()
        );
        self.go(params)
    }

    /// `go <params>`: the lines up to the answer.
    fn go(&mut self, params: &str) -> Vec<String> {
        self.send(&format!("go {params}"));
        let end = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        while Instant::now() < end {
            let Ok(line) = self.lines.recv_timeout(Duration::from_millis(100)) else {
                continue;
            };
            let first = line.split_whitespace().next().unwrap_or("").to_string();
            seen.push(line);
            if first == "bestmove" || first == "nobestmove" {
                return seen;
            }
        }
        panic!("go {params}: no answer; got {seen:#?}");
    }

    /// `quit`: the lines up to the end of the output and the exit status; standard error
    /// must be empty.
    fn quit(mut self) -> (Vec<String>, i32) {
        self.send("quit");
        drop(self.stdin.take());
        let mut rest = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(PATIENCE) {
            rest.push(line);
        }
        let status = self.child.wait().expect("the engine exits");
        let stderr = self.stderr.take().expect("read once");
        let stderr = stderr.join().expect("the standard error reader");
        assert_eq!(stderr, "", "standard error");
        (rest, status.code().expect("an exit status"))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The answer line of a search's lines.
fn answer(lines: &[String]) -> &str {
    lines.last().expect("an answer")
}

/// The score of the last `info depth` line.
fn last_score(lines: &[String]) -> i32 {
    let line = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .unwrap_or_else(|| panic!("no info depth line: {lines:#?}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "score").expect("a score");
    words[at + 1]
        .parse()
        .unwrap_or_else(|_| panic!("score is not a plain number: {line}"))
}

/// The move of a `bestmove` line.
fn best(lines: &[String]) -> String {
    let words: Vec<&str> = answer(lines).split_whitespace().collect();
    assert_eq!(words[0], "bestmove", "{lines:#?}");
    words[1].to_string()
}

#[test]
fn the_ucci_greeting_lists_options_in_ucci_form() {
    let mut e = Engine::start();
    e.send("ucci");
    let lines = e.until("ucciok");
    assert_eq!(lines[0], "id name gambit-xiangqi 0.1.0", "{lines:#?}");
    assert_eq!(
        lines[1],
        "id copyright the gambit developers, MIT OR Apache-2.0"
    );
    assert!(lines[2].starts_with("id author "), "{lines:#?}");
    for expected in [
        "option usemillisec type check default false",
        "option hashsize type spin min 1 max 65536 default 16",
        "option threads type spin min 1 max 256 default 1",
        "option ponder type check default false",
        "option newgame type button",
        "option RanksFrom1 type check default false",
    ] {
        assert!(
            lines.iter().any(|l| l == expected),
            "{expected}: {lines:#?}"
        );
    }
    for l in &lines[3..lines.len() - 1] {
        assert!(l.starts_with("option ") && !l.contains(" name "), "{l}");
    }
    assert_eq!(e.replies(""), Vec::<String>::new());
    let (rest, status) = e.quit();
    assert_eq!((rest, status), (vec!["bye".to_string()], 0));
}

#[test]
fn without_the_ucci_greeting_the_engine_speaks_uci() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    let lines = e.search("startpos moves h2e2", "depth 2");
    assert!(lines.iter().any(|l| l.contains(" score cp ")), "{lines:#?}");
    let (rest, status) = e.quit();
    assert_eq!((rest, status), (Vec::<String>::new(), 0));

    // `uci` after `ucci` starts over in UCI, `ucci` after `uci` in UCCI.
    let mut e = Engine::ucci();
    e.send("uci");
    assert!(e
        .until("uciok")
        .iter()
        .any(|l| l.starts_with("option name ")));
    e.send("ucci");
    assert!(e
        .until("ucciok")
        .iter()
        .any(|l| l == "option newgame type button"));
}

#[test]
fn setoption_takes_a_name_and_a_value_without_keywords() {
    let mut e = Engine::ucci();
    for ok in [
        "setoption hashsize 32",
        "setoption threads 2",
        "setoption usemillisec true",
        "setoption usemillisec off",
        "setoption ponder on",
        "setoption newgame",
        "setoption RanksFrom1 false",
        // UCI's form is read too.
        "setoption name hashsize value 8",
    ] {
        assert_eq!(e.replies(ok), Vec::<String>::new(), "{ok}");
    }
    for (bad, named) in [
        ("setoption bogus 3", "unknown option 'bogus'"),
        ("setoption hashsize lots", "hashsize"),
        ("setoption hashsize 0", "hashsize"),
        ("setoption usemillisec maybe", "usemillisec"),
        ("setoption", "missing option name"),
    ] {
        let replies = e.replies(bad);
        assert_eq!(replies.len(), 1, "{bad}: {replies:#?}");
        assert!(
            replies[0].starts_with("info string "),
            "{bad}: {replies:#?}"
        );
        assert!(replies[0].contains(named), "{bad}: {replies:#?}");
    }
}

#[test]
fn searches_report_plain_number_scores_and_answer_bestmove() {
    let mut e = Engine::ucci();
    let lines = e.search("startpos moves h2e2", "depth 4");
    let depths: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(
        depths.last().unwrap().starts_with("info depth 4 "),
        "{lines:#?}"
    );
    for l in &depths {
        assert!(!l.contains(" cp ") && !l.contains(" mate "), "{l}");
        assert!(l.contains(" pv "), "{l}");
    }
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info time ") && l.contains(" nodes ")));
    last_score(&lines);
    let words: Vec<&str> = answer(&lines).split_whitespace().collect();
    assert_eq!(words[0], "bestmove");
    assert_eq!(words.get(2), Some(&"ponder"), "{lines:#?}");

    // FENs as Chinese GUIs write them: `w`, `r` or `b`, with or without the last fields, and
    // moves after them.
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    for fen in [
        format!("{start} w - - 0 1"),
        format!("{start} r - - 0 1"),
        format!("{start} w"),
        format!("{start} r - - 0 1 moves h2e2 h9g7"),
    ] {
        let lines = e.search(&format!("fen {fen}"), "depth 1");
        best(&lines);
    }
    // After `... moves h2e2` black moves: a black move answers.
    let lines = e.search(&format!("fen {start} r - - 0 1 moves h2e2"), "depth 2");
    let mv = best(&lines);
    assert!(mv.as_bytes()[1] >= b'5', "black's move expected: {mv}");
    let lines = e.search(&format!("fen {start} b - - 0 1"), "depth 2");
    let mv = best(&lines);
    assert!(mv.as_bytes()[1] >= b'5', "black's move expected: {mv}");

    // `go nodes`, `go infinite` with `stop`, `go perft`.
    best(&e.search("startpos", "nodes 2000"));
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("stop");
    let lines = e.until("bestmove");
    best(&lines);
    e.send("go perft 2");
    let lines = e.until("Nodes");
    assert_eq!(lines.last().unwrap(), "Nodes searched: 1920");
}

#[test]
fn mates_are_ten_thousand_less_the_plies_and_no_move_is_nobestmove() {
    let mut e = Engine::ucci();
    let lines = e.search(&format!("fen {RED_MATES_IN_ONE}"), "depth 3");
    assert_eq!(last_score(&lines), 9999, "{lines:#?}");
    let mv = best(&lines);
    assert!(mv == "e6d6" || mv == "e7d7", "{lines:#?}");
    assert!(!answer(&lines).contains("resign"), "{lines:#?}");

    let lines = e.search(&format!("fen {BLACK_MATED}"), "depth 3");
    assert_eq!(answer(&lines), "nobestmove", "{lines:#?}");
    assert_eq!(last_score(&lines), -10000, "{lines:#?}");

    // Black to move, mated in two plies whatever it plays: it plays on and resigns.
    let fen = "3k5/9/4R4/4R4/9/9/9/9/9/4K4 b - - 0 1";
    let lines = e.search(&format!("fen {fen}"), "depth 4");
    assert_eq!(last_score(&lines), -9998, "{lines:#?}");
    let words: Vec<&str> = answer(&lines).split_whitespace().collect();
    assert_eq!(words.first(), Some(&"bestmove"), "{lines:#?}");
    assert_eq!(words.last(), Some(&"resign"), "{lines:#?}");
}

#[test]
fn a_draw_offer_is_accepted_when_the_engine_stands_worse() {
    let mut e = Engine::ucci();
    // Black, a chariot down, accepts.
    let lines = e.search(
        &format!("fen {BLACK_DOWN_A_CHARIOT} b - - 0 1"),
        "draw depth 3",
    );
    assert!(last_score(&lines) < 0, "{lines:#?}");
    assert!(answer(&lines).ends_with(" draw"), "{lines:#?}");
    // Red, a chariot up, does not; nor without an offer.
    let lines = e.search(
        &format!("fen {BLACK_DOWN_A_CHARIOT} w - - 0 1"),
        "draw depth 3",
    );
    assert!(last_score(&lines) > 0, "{lines:#?}");
    assert!(!answer(&lines).contains("draw"), "{lines:#?}");
    let lines = e.search(&format!("fen {BLACK_DOWN_A_CHARIOT} b - - 0 1"), "depth 3");
    assert!(!answer(&lines).contains("draw"), "{lines:#?}");

    // `ponderhit draw`: the offer comes while the ponder search runs.
    assert_eq!(
        e.replies("setoption usemillisec true"),
        Vec::<String>::new()
    );
    assert_eq!(
        e.replies(&format!("position fen {BLACK_DOWN_A_CHARIOT} b - - 0 1")),
        Vec::<String>::new()
    );
    e.send("go ponder time 500 opptime 500");
    std::thread::sleep(Duration::from_millis(100));
    e.send("ponderhit draw");
    let lines = e.until("bestmove");
    assert!(answer(&lines).ends_with(" draw"), "{lines:#?}");
}

#[test]
fn banned_moves_are_not_played_until_the_next_position() {
    let mut e = Engine::ucci();
    let position = format!("position fen {RED_MATES_IN_ONE}");
    assert_eq!(e.replies(&position), Vec::<String>::new());
    assert_eq!(e.replies("banmoves e6d6 e7d7"), Vec::<String>::new());
    let lines = e.go("depth 3");
    let mv = best(&lines);
    assert!(mv != "e6d6" && mv != "e7d7", "{lines:#?}");
    assert!(last_score(&lines) < 9999, "{lines:#?}");
    // The ban holds for every search of this position...
    let mv = best(&e.go("depth 2"));
    assert!(mv != "e6d6" && mv != "e7d7", "{mv}");
    // ... and ends with the next `position`.
    let lines = e.search(&format!("fen {RED_MATES_IN_ONE}"), "depth 3");
    assert_eq!(last_score(&lines), 9999, "{lines:#?}");

    // A word that is no legal move is named; the others are banned all the same.
    assert_eq!(e.replies(&position), Vec::<String>::new());
    let replies = e.replies("banmoves e6d6 zz e0e2 e7d7");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(
        replies[0].starts_with("info string banmoves: ignored zz"),
        "{replies:#?}"
    );
    assert!(replies[0].contains("e0e2"), "{replies:#?}");
    let mv = best(&e.go("depth 3"));
    assert!(mv != "e6d6" && mv != "e7d7", "{mv}");
    // A new game lifts the ban too.
    assert_eq!(e.replies("position startpos"), Vec::<String>::new());
    let first = best(&e.go("depth 1"));
    assert_eq!(
        e.replies(&format!("banmoves {first}")),
        Vec::<String>::new()
    );
    assert_ne!(best(&e.go("depth 1")), first);
    assert_eq!(e.replies("setoption newgame"), Vec::<String>::new());
    assert_eq!(best(&e.go("depth 1")), first);
    // Every legal move banned: no move to play.
    assert_eq!(
        e.replies("position fen 3k5/9/4R4/4R4/9/9/9/9/9/4K4 b - - 0 1"),
        Vec::<String>::new()
    );
    assert_eq!(e.replies("banmoves d9d8"), Vec::<String>::new());
    assert_eq!(answer(&e.go("depth 2")), "nobestmove");
}

#[test]
fn times_are_seconds_unless_usemillisec() {
    let mut e = Engine::ucci();
    // An hour on each clock, in seconds: the search still runs when `stop` comes right
    // after, so `stop` gets its `bestmove` (with no search running it would get
    // `nobestmove`). The conversion itself is unit-tested (`protocol::go`).
    assert_eq!(e.replies("position startpos"), Vec::<String>::new());
    e.send("go time 3600 opptime 3600");
    e.send("stop");
    e.send("isready");
    let lines = e.until("readyok");
    let answers: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("bestmove") || l.starts_with("nobestmove"))
        .collect();
    assert_eq!(answers.len(), 1, "{lines:#?}");
    assert!(answers[0].starts_with("bestmove "), "{lines:#?}");
    // The same numbers in milliseconds: under four seconds on the clock, the engine answers
    // by itself.
    assert_eq!(
        e.replies("setoption usemillisec true"),
        Vec::<String>::new()
    );
    best(&e.search(
        "startpos",
        "time 3600 increment 0 opptime 3600 oppincrement 0",
    ));
    best(&e.search(
        "startpos",
        "time 3600 movestogo 10 opptime 3600 oppmovestogo 10",
    ));
}

#[test]
fn probe_tells_what_the_table_and_the_evaluation_know() {
    let mut e = Engine::ucci();
    // Nothing searched: the evaluation, both bounds at depth 0.
    let replies = e.replies("probe startpos");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    let words: Vec<&str> = replies[0].split_whitespace().collect();
    assert_eq!(words[0], "pophash");
    assert_eq!(words[1], "lowerbound");
    assert_eq!(
        words[3..],
        ["depth", "0", "upperbound", words[2], "depth", "0"]
    );
    // After a search, the position after the best move is in the table.
    let lines = e.search("startpos", "depth 6");
    let mv = best(&lines);
    let replies = e.replies(&format!("probe startpos moves {mv}"));
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(replies[0].starts_with("pophash "), "{replies:#?}");
    let depth: i32 = replies[0]
        .split_whitespace()
        .skip_while(|w| *w != "depth")
        .nth(1)
        .and_then(|d| d.parse().ok())
        .expect("a depth");
    assert!(depth > 0, "{replies:#?}");
    // A bad position is refused; the session's position stays.
    let replies = e.replies("probe fen nonsense");
    assert!(
        replies[0].starts_with("info string position refused"),
        "{replies:#?}"
    );
    assert_eq!(
        e.replies("probe"),
        vec!["info string position: expected 'startpos' or 'fen <FEN>'"]
    );
}

#[test]
fn garbage_gets_a_note_and_the_engine_keeps_answering() {
    let mut e = Engine::ucci();
    let long = "x".repeat(10_000);
    for garbage in [
        "xyzzy",
        "go time",
        "go depth x",
        "go wtime 1000",
        "position fen 9/9/9 w",
        "position fen",
        "position startpos moves h2e3",
        "position",
        "ponderhit now",
        "banmoves h2e3",
        "\u{1}\u{2}",
        long.as_str(),
    ] {
        let replies = e.replies(garbage);
        assert_eq!(replies.len(), 1, "{garbage:?}: {replies:#?}");
        assert!(
            replies[0].starts_with("info string "),
            "{garbage:?}: {replies:#?}"
        );
        assert!(replies[0].len() < 300, "{replies:#?}");
    }
    for silent in ["", "   ", "ponderhit", "banmoves"] {
        assert_eq!(e.replies(silent), Vec::<String>::new(), "{silent:?}");
    }
    // `stop` with no search running: ElephantEye's answer.
    assert_eq!(e.replies("stop"), vec!["nobestmove"]);
    // The last good position stands.
    assert_eq!(
        e.replies("position startpos moves h2e2"),
        Vec::<String>::new()
    );
    assert_eq!(
        e.replies("position startpos moves h2e2 zz"),
        vec!["info string position refused: move 2 (zz): 'zz' is not a move (expected e.g. h2e2)"]
    );
    let mv = best(&e.go("depth 2"));
    assert!(mv.as_bytes()[1] >= b'5', "black's move expected: {mv}");
    let (rest, status) = e.quit();
    assert_eq!((rest, status), (vec!["bye".to_string()], 0));
}

/// A small deterministic generator (xorshift), so that a failure can be run again.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, words: &[&'a str]) -> &'a str {
        words[self.below(words.len())]
    }
}

/// One random line: a UCCI command with good or bad arguments, a mutated one, or junk.
fn random_line(rng: &mut Rng) -> String {
    let moves = ["h2e2", "h9g7", "b0c2", "c3c4", "zz", "e0e2", "i9i8", "a0a9"];
    let fens = [
        "startpos",
        "fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1",
        "fen 3k5/9/4R4/4R4/9/9/9/9/9/4K4 b - - 0 1",
        "fen 3k5/4R4/4R4/9/9/9/9/9/9/3K5 b - - 0 1",
        "fen 9/9/9 w",
        "fen",
    ];
    let mut line = match rng.below(14) {
        0 => "isready".to_string(),
        1 => {
            let name = rng.pick(&[
                "hashsize",
                "threads",
                "usemillisec",
                "ponder",
                "newgame",
                "x",
            ]);
            let value = rng.pick(&["1", "2", "true", "off", "", "-5", "abc"]);
            format!("setoption {name} {value}")
        }
        2 | 3 => {
            let mut l = format!("position {}", rng.pick(&fens));
            if rng.below(2) == 0 {
                l.push_str(" moves");
                for _ in 0..rng.below(3) {
                    l.push(' ');
                    l.push_str(rng.pick(&moves));
                }
            }
            l
        }
        4 => {
            let mut l = "banmoves".to_string();
            for _ in 0..rng.below(3) {
                l.push(' ');
                l.push_str(rng.pick(&moves));
            }
            l
        }
        5 | 6 => format!(
            "go {}",
            rng.pick(&[
                "depth 1",
                "depth 2",
                "nodes 300",
                "draw depth 2",
                "time 1 opptime 1",
                "time 1 increment 0 opptime 1 oppincrement 0",
                "time 2 movestogo 5",
                "infinite",
                "ponder time 1 opptime 1",
                "perft 1",
                "depth",
                "wtime 5",
                "",
            ])
        ),
        7 => rng
            .pick(&["stop", "ponderhit", "ponderhit draw", "ponderhit x"])
            .to_string(),
        8 => format!("probe {}", rng.pick(&fens)),
        9 => rng
            .pick(&["ucci", "d", "uccinewgame", "bench x"])
            .to_string(),
        10 => (0..rng.below(20))
            .map(|_| char::from(b' ' + rng.below(95) as u8))
            .collect(),
        _ => rng.pick(&["stop", "isready", "go depth 1"]).to_string(),
    };
    // Sometimes a mutation: a character changed.
    if !line.is_empty() && rng.below(8) == 0 {
        let at = rng.below(line.len());
        if line.is_char_boundary(at) && line.is_char_boundary(at + 1) {
            line.replace_range(at..at + 1, "#");
        }
    }
    line
}

#[test]
fn random_command_sequences_never_break_the_session() {
    for seed in [1u64, 2, 3] {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ seed);
        let mut e = Engine::ucci();
        for _ in 0..150 {
            let line = random_line(&mut rng);
            e.send(&line);
            e.send("isready");
            let lines = e
                .until_within("readyok", PATIENCE)
                .unwrap_or_else(|seen| panic!("seed {seed}: {line:?}: no readyok: {seen:#?}"));
            for l in &lines {
                let words: Vec<&str> = l.split_whitespace().collect();
                if words.first() == Some(&"bestmove") {
                    let mv = words.get(1).copied().unwrap_or("");
                    let ok = mv.len() == 4
                        && mv.bytes().step_by(2).all(|b| (b'a'..=b'i').contains(&b))
                        && mv.bytes().skip(1).step_by(2).all(|b| b.is_ascii_digit());
                    assert!(ok, "seed {seed}: {line:?}: {l}");
                }
            }
        }
        e.send("stop");
        let (rest, status) = e.quit();
        assert_eq!(status, 0, "seed {seed}");
        assert_eq!(
            rest.last().map(String::as_str),
            Some("bye"),
            "seed {seed}: {rest:#?}"
        );
    }
}
