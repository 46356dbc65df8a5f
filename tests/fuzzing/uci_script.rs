//! Random UCI sessions, in-process: command sequences decoded from bytes (position, go with a
//! small bound, go infinite or ponder, stop, ponderhit, isready, setoption, ucinewgame, d,
//! waits, and garbage lines), sent to a [`Session`] while its searches run.
//!
//! The driver keeps its own model of the session: the position (when it knows it) and the
//! searches waiting for their `bestmove`. It checks that every `isready` is answered, that
//! each `go` gets exactly one `bestmove`, in order, legal in the position of its `go` (and one
//! of its `searchmoves`), that a `ponder` move is legal after it, and that a valid `position`
//! is accepted. A search is only waited for when it is bounded; the others are stopped.

use super::games::{legal, sample_fen, walk};
use super::mutate::{mutate, raw_text};
use super::uci::{session, Captured};
use super::{Bytes, FuzzGame};
use gambit::uci::UciSession as Session;
use gambit::{Game, Notation};
use std::collections::VecDeque;

/// What the running search will do by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Running {
    /// No search, or one that ends by itself (a depth, node or time bound).
    Bounded,
    /// `go infinite`, or `go ponder` before `ponderhit`: only `stop` ends it. `bounded_after_hit`
    /// says whether it has a bound once `ponderhit` turns it into a normal search.
    WaitsForStop {
        ponder: bool,
        bounded_after_hit: bool,
    },
}

/// A `go` waiting for its `bestmove`.
struct Pending<G: Game> {
    /// The position searched, when the driver knows it.
    pos: Option<G>,
    /// The moves of `searchmoves`, as sent.
    searchmoves: Option<Vec<String>>,
    /// The line was a mutation: it may not have started a search, and `bestmove (none)` is
    /// allowed (its `searchmoves` may name no legal move).
    maybe: bool,
}

/// Counts of one run, for reports.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Lines sent.
    pub lines: usize,
    /// `bestmove` lines read.
    pub bestmoves: usize,
}

/// The driver of one session.
pub struct Script<G: FuzzGame> {
    session: Session<G>,
    out: Captured,
    /// Search output not yet read up to a line end.
    partial: String,
    /// The session's position, when the driver knows it.
    pos: Option<G>,
    /// The driver's notation; `false` in `notation_known` after a garbage `setoption` that the
    /// session accepted (it may have changed the notation).
    notation: G::Notation,
    notation_known: bool,
    pending: VecDeque<Pending<G>>,
    running: Running,
    ended: bool,
    /// What this run did.
    pub stats: Stats,
}

impl<G: FuzzGame> Default for Script<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: FuzzGame> Script<G> {
    /// A fresh session at the start position.
    pub fn new() -> Self {
        let (session, out) = session::<G>();
        let notation = G::Notation::default();
        Script {
            session,
            out,
            partial: String::new(),
            pos: Some(G::startpos(notation)),
            notation,
            notation_known: true,
            pending: VecDeque::new(),
            running: Running::Bounded,
            ended: false,
            stats: Stats::default(),
        }
    }

    /// Decodes and runs commands until the bytes run out (or a garbage `quit` ends the
    /// session), then stops the search and checks that every `go` was answered.
    pub fn run(input: &mut Bytes) -> Stats {
        let mut s = Self::new();
        while !input.is_empty() && !s.ended {
            s.step(input);
        }
        s.finish()
    }

    /// Sends one line, returns the direct replies, and reads the search output written so far.
    fn send(&mut self, line: &str) -> String {
        let mut replies = Vec::new();
        self.stats.lines += 1;
        if !self.session.handle(line, &mut replies) {
            self.ended = true;
            // `quit` stops the search, which has answered by now.
            self.running = Running::Bounded;
        }
        self.read_search_output();
        String::from_utf8_lossy(&replies).into_owned()
    }

    /// Checks each complete `bestmove` line against the oldest waiting `go`.
    fn read_search_output(&mut self) {
        self.partial += &self.out.take();
        while let Some(end) = self.partial.find('\n') {
            let line: String = self.partial.drain(..=end).collect();
            if line.starts_with("bestmove") {
                self.stats.bestmoves += 1;
                let pending = self
                    .pending
                    .pop_front()
                    .unwrap_or_else(|| panic!("{} without a go", line.trim()));
                check_bestmove(&pending, &line);
            }
        }
    }

    fn stop(&mut self) {
        self.send("stop");
        self.session.wait_search();
        self.read_search_output();
        self.running = Running::Bounded;
        assert!(
            self.pending.iter().all(|p| p.maybe),
            "a go was not answered by stop: {} waiting",
            self.pending.len()
        );
        self.pending.clear();
    }

    /// Ends the session: stops any search and checks that nothing is left unanswered.
    fn finish(mut self) -> Stats {
        if !self.ended {
            self.stop();
            assert!(!self.session.handle("quit", &mut Vec::new()), "quit");
        }
        self.session.wait_search();
        self.read_search_output();
        assert!(
            self.pending.iter().all(|p| p.maybe),
            "{} go without a bestmove",
            self.pending.len()
        );
        self.stats
    }

    /// One command chosen by `input`.
    fn step(&mut self, input: &mut Bytes) {
        match input.below(16) {
            0 | 1 => self.position(input),
            2..=4 => self.go_bounded(input),
            5 => self.go_waiting(input),
            6 => self.stop(),
            7 => self.isready(),
            8 => {
                self.send("ponderhit");
                if let Running::WaitsForStop {
                    ponder: true,
                    bounded_after_hit,
                } = self.running
                {
                    if bounded_after_hit {
                        self.running = Running::Bounded;
                    }
                }
            }
            9 => self.setoption(input),
            10 => {
                self.send("ucinewgame");
                self.pos = self.notation_known.then(|| G::startpos(self.notation));
            }
            11 => {
                let replies = self.send("d");
                assert!(!replies.is_empty(), "d wrote nothing");
            }
            12 => self.wait(),
            13 => {
                // `go perft` stops the search first.
                let depth = input.range(0, 2);
                self.send(&format!("go perft {depth}"));
                self.running = Running::Bounded;
                assert!(
                    self.pending.is_empty(),
                    "go perft: a search was not answered"
                );
            }
            14 => {
                let line = self.valid_line(input);
                let line = mutate(&line, input);
                self.garbage(&line);
            }
            _ => {
                let len = input.below(64);
                let text = raw_text(input, len);
                for line in text.split('\n') {
                    self.garbage(line);
                }
            }
        }
    }

    /// Waits for the running search when it ends by itself.
    fn wait(&mut self) {
        if self.running == Running::Bounded {
            self.session.wait_search();
            self.read_search_output();
            assert!(
                self.pending.iter().all(|p| p.maybe),
                "a bounded search ended without bestmove"
            );
            self.pending.clear();
        }
    }

    fn isready(&mut self) {
        let replies = self.send("isready");
        assert_eq!(
            replies.lines().filter(|l| l.trim() == "readyok").count(),
            1,
            "isready answered {replies:?}"
        );
    }

    /// A valid line of a kind the driver generates, for mutation.
    fn valid_line(&mut self, input: &mut Bytes) -> String {
        match input.below(3) {
            0 => self.position_line(input).0,
            1 => {
                let (words, ..) = self.go_words(input);
                format!("go {}", words.join(" "))
            }
            _ => setoption_line(input).0,
        }
    }

    /// `position startpos|fen F [moves ...]` with a random game from a sample position, and
    /// the position it sets up.
    fn position_line(&mut self, input: &mut Bytes) -> (String, G) {
        let fen = sample_fen::<G>(input);
        let startpos = fen == G::START_FEN && input.chance(160);
        let mut pos = G::from_fen(fen, G::notation_for_fen(fen, self.notation))
            .expect("sample FENs are valid");
        let plies = input.below(40);
        let moves = walk(&mut pos, input, plies);
        let mut line = if startpos {
            "position startpos".to_string()
        } else {
            format!("position fen {fen}")
        };
        if !moves.is_empty() || input.chance(32) {
            line += " moves";
            for m in &moves {
                line += " ";
                line += m;
            }
        }
        (line, pos)
    }

    fn position(&mut self, input: &mut Bytes) {
        let (line, pos) = self.position_line(input);
        let replies = self.send(&line);
        if self.notation_known {
            assert!(replies.is_empty(), "{line} refused: {replies}");
            self.pos = Some(pos);
        } else {
            self.pos = None;
        }
    }

    /// The words of a `go` with a bound, and the `searchmoves` among them; `ponder` sometimes
    /// (the search then waits for `ponderhit`). Returns the running state it leads to.
    fn go_words(&mut self, input: &mut Bytes) -> (Vec<String>, Option<Vec<String>>, Running) {
        let mut words: Vec<String> = Vec::new();
        let mut push = |w: &[&str]| words.extend(w.iter().map(|s| s.to_string()));
        match input.below(6) {
            0 => push(&["depth", &input.range(1, 4).to_string()]),
            1 => push(&["nodes", &input.range(1, 5000).to_string()]),
            2 => push(&["movetime", &input.range(1, 30).to_string()]),
            3 => {
                // A clock: short, zero or negative times, increments, moves to go.
                for side in ["wtime", "btime"] {
                    push(&[side, &input.range(-20, 300).to_string()]);
                }
                if input.chance(128) {
                    push(&["winc", &input.range(-5, 40).to_string()]);
                    push(&["binc", &input.range(-5, 40).to_string()]);
                }
                if input.chance(96) {
                    push(&["movestogo", &input.range(0, 3).to_string()]);
                }
            }
            4 => push(&[
                "mate",
                &input.range(1, 2).to_string(),
                "depth",
                &input.range(1, 3).to_string(),
            ]),
            _ => push(&[
                "depth",
                &input.range(1, 3).to_string(),
                "nodes",
                &input.range(1, 3000).to_string(),
            ]),
        }
        let mut searchmoves = None;
        if input.chance(48) {
            if let Some(pos) = &self.pos {
                let moves = legal(pos);
                let mut chosen: Vec<String> = (0..1 + input.below(3))
                    .filter(|_| !moves.is_empty())
                    .map(|_| pos.format_move(moves[input.below(moves.len())]))
                    .collect();
                if input.chance(64) {
                    chosen.push("a1a1".to_string());
                }
                words.push("searchmoves".into());
                words.extend(chosen.iter().cloned());
                searchmoves = Some(chosen);
            }
        }
        let running = if input.chance(48) {
            words.insert(0, "ponder".into());
            Running::WaitsForStop {
                ponder: true,
                bounded_after_hit: true,
            }
        } else {
            Running::Bounded
        };
        (words, searchmoves, running)
    }

    /// A `go` the driver knows starts a search: the previous search answers first.
    fn start_search(
        &mut self,
        words: &[String],
        searchmoves: Option<Vec<String>>,
        running: Running,
    ) {
        self.pending.push_back(Pending {
            pos: self.pos.clone(),
            searchmoves,
            maybe: false,
        });
        let line = format!("go {}", words.join(" "));
        let mut replies = Vec::new();
        self.stats.lines += 1;
        assert!(
            self.session.handle(&line, &mut replies),
            "{line} ended the session"
        );
        let replies = String::from_utf8_lossy(&replies);
        assert!(
            replies
                .lines()
                .all(|l| l.starts_with("info string go searchmoves")),
            "{line}: {replies}"
        );
        self.read_search_output();
        // The new search stopped the old one, which has answered.
        assert!(
            self.pending.len() <= 1,
            "{line}: an earlier go was not answered"
        );
        self.running = running;
    }

    fn go_bounded(&mut self, input: &mut Bytes) {
        let (words, searchmoves, running) = self.go_words(input);
        self.start_search(&words, searchmoves, running);
    }

    /// `go infinite`, or `go ponder` without a bound (after `ponderhit` it still runs until
    /// `stop`).
    fn go_waiting(&mut self, input: &mut Bytes) {
        let ponder = input.chance(128);
        let words = vec![if ponder { "ponder" } else { "infinite" }.to_string()];
        self.start_search(
            &words,
            None,
            Running::WaitsForStop {
                ponder,
                bounded_after_hit: false,
            },
        );
    }

    fn setoption(&mut self, input: &mut Bytes) {
        if input.chance(64) {
            // Every notation option: the driver knows the notation again.
            let mut n = G::Notation::default();
            for spec in <G::Notation as Notation>::OPTIONS {
                let name = spec.name;
                let v = input.chance(128);
                n.set(name, &gambit::OptionValue::Check(v));
                let replies = self.send(&format!("setoption name {name} value {v}"));
                assert!(replies.is_empty(), "{name}: {replies}");
            }
            if let Some(pos) = &mut self.pos {
                pos.set_notation(n);
            }
            self.notation = n;
            self.notation_known = true;
            return;
        }
        let (line, ok) = setoption_line(input);
        let replies = self.send(&line);
        if ok {
            assert!(replies.is_empty(), "{line}: {replies}");
        }
    }

    /// A line that may be anything. A `go` among them may or may not start a search, so the
    /// search before it is stopped first and the one it may start is stopped after it; lines
    /// that could change the position or notation make the driver forget them.
    fn garbage(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            // A whole bench, or a deep perft, takes seconds to minutes: not a fuzzing input.
            Some("bench") => {}
            Some("go") if words.get(1) == Some(&"perft") => {
                if words
                    .get(2)
                    .and_then(|d| d.parse::<u32>().ok())
                    .is_none_or(|d| d <= 2)
                {
                    self.send(line);
                    self.running = Running::Bounded;
                }
            }
            Some("go") => {
                self.stop();
                self.pending.push_back(Pending {
                    pos: self.pos.clone(),
                    searchmoves: None,
                    maybe: true,
                });
                self.send(line);
                self.stop();
            }
            Some(first) => {
                let replies = self.send(line);
                let accepted = replies.is_empty();
                match first {
                    "position" if accepted => self.pos = None,
                    "ucinewgame" => {
                        self.pos = self.notation_known.then(|| G::startpos(self.notation))
                    }
                    "setoption" if accepted => {
                        self.pos = None;
                        self.notation_known = false;
                    }
                    _ => {}
                }
            }
            None => {
                self.send(line);
            }
        }
    }
}

/// A `setoption` line, and whether the session must accept it (a valid name and value).
fn setoption_line(input: &mut Bytes) -> (String, bool) {
    let (name, value) = match input.below(7) {
        0 => ("Hash", *input.pick(&["1", "2", "4", "16", "33"])),
        1 => ("Threads", *input.pick(&["1", "2", "3"])),
        2 => ("MultiPV", *input.pick(&["1", "2", "3", "5", "256"])),
        3 => ("Move Overhead", *input.pick(&["0", "10", "100", "5000"])),
        4 => ("Ponder", *input.pick(&["true", "false"])),
        5 => return ("setoption name Clear Hash".to_string(), true),
        // Out of range or not a number: refused with an info string.
        _ => {
            let name = *input.pick(&["Hash", "Threads", "MultiPV", "Move Overhead"]);
            let value = *input.pick(&["0", "-1", "x", "", "65537", "99999999999999999999"]);
            return (format!("setoption name {name} value {value}"), false);
        }
    };
    (format!("setoption name {name} value {value}"), true)
}

/// The `bestmove` line of `pending`: a legal move of its position, one of its `searchmoves`
/// when given; `(none)` only without legal moves; the `ponder` move legal after it.
fn check_bestmove<G: Game>(pending: &Pending<G>, line: &str) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let best = *words.get(1).unwrap_or_else(|| panic!("{line:?}: no move"));
    let Some(pos) = &pending.pos else {
        return;
    };
    if best == "(none)" {
        let restricted = pending.maybe
            || pending
                .searchmoves
                .as_ref()
                .is_some_and(|s| s.iter().all(|m| pos.parse_move(m).is_err()));
        assert!(
            restricted || legal(pos).is_empty(),
            "bestmove (none) with legal moves at {}",
            pos.fen()
        );
        return;
    }
    let m = pos
        .parse_move(best)
        .unwrap_or_else(|e| panic!("{line:?} at {}: {e}", pos.fen()));
    if let Some(sm) = &pending.searchmoves {
        if sm.iter().any(|s| pos.parse_move(s).is_ok()) {
            assert!(
                sm.iter().any(|s| s == best),
                "{line:?} not among searchmoves {sm:?}"
            );
        }
    }
    match words.get(2..) {
        Some(["ponder", reply]) => {
            let mut after = pos.clone();
            after.make(m);
            assert!(
                after.parse_move(reply).is_ok(),
                "{line:?}: ponder move illegal"
            );
        }
        Some([]) | None => {}
        Some(rest) => panic!("{line:?}: unexpected {rest:?}"),
    }
}
