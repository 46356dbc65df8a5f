//! Random engine sessions, in-process, in UCI or USI ([`FuzzDialect`]): command sequences
//! decoded from bytes (the handshake, position, go with a small bound, go infinite or ponder,
//! a mate search, stop, ponderhit, isready, setoption, the new-game command, USI's gameover, d,
//! go perft, waits, and garbage lines), sent to a [`Session`] while its searches run.
//!
//! The driver keeps its own model of the session: the position (when it knows it) and the
//! searches waiting for their answer. It checks that every `isready` is answered, that each
//! `go` gets exactly one answer of the kind it asks for (`bestmove`, or USI's `checkmate` for
//! `go mate`), in order, and that a valid `position` is accepted. A `bestmove` is a legal move
//! of the position of its `go` (one of its `searchmoves`) with a legal ponder move after it; the
//! dialect's no-move word (`(none)`, `resign`) only without a legal move; USI's `win` exactly
//! when the side to move may declare ([`RuleSet::declaration_win`]). A `checkmate` line is a
//! legal line that ends in mate, `nomate` exactly when there is no legal move. A search is only
//! waited for when it is bounded; the others are stopped.

use super::dialect::{clock_words, Answer, FuzzDialect, MateGo};
use super::games::{legal, rule_fen, sample_fen, walk};
use super::mutate::{mutate, raw_text};
use super::uci::{session_in, Captured};
use super::{Bytes, FuzzGame};
use gambit::search::Evaluator;
use gambit::{Game, Notation, Outcome, RuleSet};
use gambit_engine::protocol::{EngineSetting, Session};
use std::collections::VecDeque;

/// What the running search will do by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Running {
    /// No search, or one that ends by itself (a depth, node or time bound).
    Bounded,
    /// `go infinite`, `go mate infinite`, or `go ponder` before `ponderhit`: only `stop` ends
    /// it for sure. `bounded_after_hit` says whether it has a bound once `ponderhit` turns it
    /// into a normal search.
    WaitsForStop {
        ponder: bool,
        bounded_after_hit: bool,
    },
}

/// A `go` waiting for its answer.
struct Pending<G: Game> {
    /// The position searched, when the driver knows it.
    pos: Option<G>,
    /// The moves of `searchmoves`, as sent.
    searchmoves: Option<Vec<String>>,
    /// The line it must end with.
    answer: Answer,
    /// The line was a mutation: it may not have started a search, it may be answered with
    /// either line, and the no-move word is allowed (its `searchmoves` may name no legal move).
    maybe: bool,
}

/// Counts of one run, for reports and for the checks that the fuzzing reaches the rare
/// answers.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Lines sent.
    pub lines: usize,
    /// Answers to `go` read (`bestmove` and `checkmate` lines).
    pub answers: usize,
    /// `bestmove` lines with the declaration word (checked: the side to move may declare).
    pub declarations: usize,
    /// `go` commands sent where the side to move has no legal move.
    pub no_move_roots: usize,
    /// Mate searches (USI `go mate`) sent where the side to move mates in one.
    pub mate_roots: usize,
    /// `checkmate` lines with a mating line.
    pub mate_lines: usize,
}

impl Stats {
    /// Adds the counts of another run.
    pub fn add(&mut self, other: Stats) {
        self.lines += other.lines;
        self.answers += other.answers;
        self.declarations += other.declarations;
        self.no_move_roots += other.no_move_roots;
        self.mate_roots += other.mate_roots;
        self.mate_lines += other.mate_lines;
    }
}

/// The driver of one session.
pub struct Script<G: FuzzGame, D: FuzzDialect> {
    session: Session<G, D>,
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

impl<G: FuzzGame, D: FuzzDialect> Default for Script<G, D> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: FuzzGame, D: FuzzDialect> Script<G, D> {
    /// A fresh session at the start position.
    pub fn new() -> Self {
        let (session, out) = session_in::<G, D>();
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
        if !D::handle(&mut self.session, line, &mut replies) {
            self.ended = true;
            // `quit` stops the search, which has answered by now.
            self.running = Running::Bounded;
        }
        self.read_search_output();
        String::from_utf8_lossy(&replies).into_owned()
    }

    /// Checks each complete answer line against the oldest waiting `go`.
    fn read_search_output(&mut self) {
        self.partial += &self.out.take();
        while let Some(end) = self.partial.find('\n') {
            let line: String = self.partial.drain(..=end).collect();
            let Some(answer) = D::answer_of(&line) else {
                continue;
            };
            self.stats.answers += 1;
            let pending = self
                .pending
                .pop_front()
                .unwrap_or_else(|| panic!("{} without a go", line.trim()));
            assert!(
                pending.maybe || pending.answer == answer,
                "a go that asks for {:?} answered {:?}",
                pending.answer,
                line.trim()
            );
            match answer {
                Answer::BestMove => {
                    if check_bestmove::<G, D>(&pending, &line) {
                        self.stats.declarations += 1;
                    }
                }
                Answer::Checkmate => {
                    if check_checkmate(&pending, &line) {
                        self.stats.mate_lines += 1;
                    }
                }
            }
        }
    }

    /// Waits for the running search's answer after a command that stopped it, and checks that
    /// every `go` sent has been answered.
    fn stopped(&mut self, what: &str) {
        self.session.wait_search();
        self.read_search_output();
        self.running = Running::Bounded;
        assert!(
            self.pending.iter().all(|p| p.maybe),
            "a go was not answered by {what}: {} waiting",
            self.pending.len()
        );
        self.pending.clear();
    }

    fn stop(&mut self) {
        self.send("stop");
        self.stopped("stop");
    }

    /// Ends the session: stops any search and checks that nothing is left unanswered.
    fn finish(mut self) -> Stats {
        if !self.ended {
            self.stop();
            assert!(
                !D::handle(&mut self.session, "quit", &mut Vec::new()),
                "quit"
            );
        }
        self.session.wait_search();
        self.read_search_output();
        assert!(
            self.pending.iter().all(|p| p.maybe),
            "{} go without an answer",
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
            7 => match D::GAME_OVER {
                // Half of these the game ends instead: a protocol with gameover asks less often
                // whether the engine is ready, which the other steps also do through the
                // isready in garbage lines.
                Some(game_over) if input.chance(128) => self.game_over(game_over, input),
                _ => self.isready(),
            },
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
                self.send(D::NEW_GAME);
                self.pos = self.notation_known.then(|| G::startpos(self.notation));
            }
            11 if input.chance(64) => self.handshake(),
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
                "a bounded search ended without an answer"
            );
            self.pending.clear();
        }
    }

    /// `uci`/`usi`: the identity, an `option` line per option (the engine-wide ones by the
    /// dialect's names, the network's in a game with one, then the game's), and the closing
    /// word last.
    fn handshake(&mut self) {
        let (hello, ok) = D::HANDSHAKE;
        let replies = self.send(hello);
        let lines: Vec<&str> = replies.lines().collect();
        assert_eq!(lines.last(), Some(&ok), "{hello}: {replies}");
        assert!(lines[0].starts_with("id name "), "{hello}: {replies}");
        let network: &[&str] = match <G::Evaluator as Evaluator<G>>::NETWORK {
            Some(_) => &["UseNNUE", "EvalFile"],
            None => &[],
        };
        let names: Vec<&str> = D::ENGINE_OPTIONS
            .iter()
            .map(|o| o.spec.name)
            .chain(network.iter().copied())
            .chain(<G::Notation as Notation>::OPTIONS.iter().map(|o| o.name))
            .collect();
        let options: Vec<&str> = lines
            .iter()
            .filter_map(|l| l.strip_prefix("option name "))
            .collect();
        for (name, line) in names.iter().zip(&options) {
            assert!(
                line.strip_prefix(name)
                    .is_some_and(|t| t.starts_with(" type ")),
                "{hello}: option {name} listed as {line:?}"
            );
        }
        assert_eq!(options.len(), names.len(), "{hello}: {replies}");
    }

    fn isready(&mut self) {
        let replies = self.send("isready");
        assert_eq!(
            replies.lines().filter(|l| l.trim() == "readyok").count(),
            1,
            "isready answered {replies:?}"
        );
    }

    /// `gameover <result>` (USI): a valid result stops the search, which has answered; any
    /// other word is refused with a note and changes nothing.
    fn game_over(&mut self, (word, results): (&str, &[&str]), input: &mut Bytes) {
        let valid = input.chance(208);
        let result = if valid {
            *input.pick(results)
        } else {
            *input.pick(&["", "garbage", "win lose", "WIN", "resign", "0"])
        };
        let line = format!("{word} {result}");
        let replies = self.send(&line);
        if valid {
            assert!(replies.is_empty(), "{line}: {replies}");
            self.stopped(&line);
        } else {
            // While a search may run, the note waits for its answer.
            assert!(
                replies.starts_with("info string")
                    || (replies.is_empty() && !self.pending.is_empty()),
                "{line} not refused: {replies:?}"
            );
        }
    }

    /// A valid line of a kind the driver generates, for mutation.
    fn valid_line(&mut self, input: &mut Bytes) -> String {
        match input.below(3) {
            0 => self.position_line(input).0,
            1 => {
                let (words, ..) = self.go_words(input);
                format!("go {}", words.join(" "))
            }
            _ => match D::GAME_OVER {
                Some((word, results)) if input.chance(64) => {
                    format!("{word} {}", input.pick(results))
                }
                _ => setoption_line::<D>(input).0,
            },
        }
    }

    /// `position startpos|<fen word> F [moves ...]` with a random game from a sample position,
    /// and the position it sets up.
    fn position_line(&mut self, input: &mut Bytes) -> (String, G) {
        // Three times in eight a rule case's position as it is: a mate in one, a mate on the
        // board, a declaration, which random games seldom reach.
        let (fen, plies) = match input.chance(96).then(|| rule_fen::<G>(input)).flatten() {
            Some(fen) => (fen, 0),
            None => {
                let fen = sample_fen::<G>(input);
                let plies = if input.chance(64) {
                    input.below(3)
                } else {
                    input.below(40)
                };
                (fen, plies)
            }
        };
        let startpos = fen == G::START_FEN && input.chance(160);
        let mut pos = G::from_fen(fen, G::notation_for_fen(fen, self.notation))
            .expect("sample FENs are valid");
        let moves = walk(&mut pos, input, plies);
        let mut line = if startpos {
            "position startpos".to_string()
        } else {
            format!("position {} {fen}", D::POSITION_WORD)
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

    /// The words of a `go` with a bound, the `searchmoves` among them, the answer it asks for;
    /// `ponder` sometimes (the search then waits for `ponderhit`). Returns the running state it
    /// leads to.
    fn go_words(
        &mut self,
        input: &mut Bytes,
    ) -> (Vec<String>, Option<Vec<String>>, Answer, Running) {
        let mut words: Vec<String> = Vec::new();
        let mut answer = Answer::BestMove;
        let mut bounded = true;
        let mut push = |w: &[&str]| words.extend(w.iter().map(|s| s.to_string()));
        match input.below(6) {
            0 => push(&["depth", &input.range(1, 4).to_string()]),
            1 => push(&["nodes", &input.range(1, 5000).to_string()]),
            2 => push(&["movetime", &input.range(1, 30).to_string()]),
            3 => words.extend(clock_words::<D>(input)),
            4 => {
                let mate: MateGo = D::mate_go(input);
                words.extend(mate.words);
                answer = mate.answer;
                bounded = mate.bounded;
            }
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
                bounded_after_hit: bounded,
            }
        } else if bounded {
            Running::Bounded
        } else {
            Running::WaitsForStop {
                ponder: false,
                bounded_after_hit: false,
            }
        };
        (words, searchmoves, answer, running)
    }

    /// A `go` the driver knows starts a search: the previous search answers first.
    fn start_search(
        &mut self,
        words: &[String],
        searchmoves: Option<Vec<String>>,
        answer: Answer,
        running: Running,
    ) {
        if let Some(pos) = &self.pos {
            self.stats.no_move_roots += usize::from(legal(pos).is_empty());
            if answer == Answer::Checkmate && mates_in_one(pos) {
                self.stats.mate_roots += 1;
            }
        }
        self.pending.push_back(Pending {
            pos: self.pos.clone(),
            searchmoves,
            answer,
            maybe: false,
        });
        let line = format!("go {}", words.join(" "));
        let mut replies = Vec::new();
        self.stats.lines += 1;
        assert!(
            D::handle(&mut self.session, &line, &mut replies),
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

    /// A bounded `go`, sometimes waited for at once: most searches are cut short by the next
    /// command, and a finished one answers with what the search found (a mate line).
    fn go_bounded(&mut self, input: &mut Bytes) {
        let (words, searchmoves, answer, running) = self.go_words(input);
        self.start_search(&words, searchmoves, answer, running);
        // A mate search cut short can only say `timeout`.
        if input.chance(if answer == Answer::Checkmate { 96 } else { 48 }) {
            self.wait();
        }
    }

    /// `go infinite`, or `go ponder` without a bound (after `ponderhit` it still runs until
    /// `stop`).
    fn go_waiting(&mut self, input: &mut Bytes) {
        let ponder = input.chance(128);
        let words = vec![if ponder { "ponder" } else { "infinite" }.to_string()];
        self.start_search(
            &words,
            None,
            Answer::BestMove,
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
            for spec in super::games::check_options::<G>() {
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
        let (line, ok) = setoption_line::<D>(input);
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
                    answer: Answer::BestMove,
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
                    "setoption" if accepted => {
                        self.pos = None;
                        self.notation_known = false;
                    }
                    _ if first == D::NEW_GAME => {
                        self.pos = self.notation_known.then(|| G::startpos(self.notation))
                    }
                    // Accepted, it stopped the search; refused while a search ran (its note
                    // held for after the answer), it did not: `stop` ends either.
                    _ if accepted && D::GAME_OVER.is_some_and(|(w, _)| w == first) => self.stop(),
                    _ => {}
                }
            }
            None => {
                self.send(line);
            }
        }
    }
}

/// A `setoption` line for one of the dialect's engine-wide options, and whether the session
/// must accept it (a valid name and value). Tables stay small (a size the machine may not
/// have is not the point here).
fn setoption_line<D: FuzzDialect>(input: &mut Bytes) -> (String, bool) {
    let options = D::ENGINE_OPTIONS;
    let k = input.below(options.len() + 1);
    let Some(option) = options.get(k) else {
        // Out of range or not a number: refused with an info string (0 is a valid overhead).
        let spins: Vec<&str> = options
            .iter()
            .filter(|o| {
                !matches!(
                    o.setting,
                    EngineSetting::ClearHash
                        | EngineSetting::Ponder
                        | EngineSetting::LimitStrength
                        | EngineSetting::Milliseconds
                        | EngineSetting::NewGame
                        | EngineSetting::UseNetwork
                        | EngineSetting::NetworkFile
                )
            })
            .map(|o| o.spec.name)
            .collect();
        let name = *input.pick(&spins);
        let value = *input.pick(&["0", "-1", "x", "", "65537", "99999999999999999999"]);
        return (format!("setoption name {name} value {value}"), false);
    };
    let name = option.spec.name;
    let value = match option.setting {
        EngineSetting::Hash => *input.pick(&["1", "2", "4", "16", "33"]),
        EngineSetting::Threads => *input.pick(&["1", "2", "3"]),
        EngineSetting::MultiPv => *input.pick(&["1", "2", "3", "5", "256"]),
        EngineSetting::MoveOverhead => *input.pick(&["0", "10", "100", "5000"]),
        EngineSetting::Ponder | EngineSetting::LimitStrength => *input.pick(&["true", "false"]),
        // In range in every game: the top is the game's curve (chess 2170, xiangqi 2500).
        EngineSetting::Elo => *input.pick(&["1000", "1400", "1800", "2170"]),
        EngineSetting::SkillLevel => *input.pick(&["0", "7", "19", "20"]),
        EngineSetting::ClearHash => return (format!("setoption name {name}"), true),
        // UCCI's (`usemillisec`, `newgame`): no dialect fuzzed here lists them.
        EngineSetting::Milliseconds => *input.pick(&["true", "false"]),
        EngineSetting::NewGame => return (format!("setoption name {name}"), true),
        // Offered by games with a network, not in a dialect's list: the network compiled
        // in is always there to go back to.
        EngineSetting::UseNetwork => *input.pick(&["true", "false"]),
        EngineSetting::NetworkFile => "<empty>",
    };
    (format!("setoption name {name} value {value}"), true)
}

/// The `bestmove` line of `pending`: a legal move of its position, one of its `searchmoves`
/// when given; the no-move word only without legal moves; the declaration word exactly when the
/// side to move may declare; the `ponder` move legal after the move. Returns whether it was a
/// declaration.
fn check_bestmove<G: RuleSet, D: FuzzDialect>(pending: &Pending<G>, line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let best = *words.get(1).unwrap_or_else(|| panic!("{line:?}: no move"));
    let Some(pos) = &pending.pos else {
        return false;
    };
    let declares = pos.declaration_win();
    if Some(best) == D::DECLARATION {
        assert!(declares, "{line:?}: no declaration at {}", pos.fen());
        assert_eq!(words.len(), 2, "{line:?}");
        return true;
    }
    assert!(
        !declares || D::DECLARATION.is_none(),
        "{line:?}: the side to move may declare at {}",
        pos.fen()
    );
    if best == D::NO_MOVE {
        let restricted = pending.maybe
            || pending
                .searchmoves
                .as_ref()
                .is_some_and(|s| s.iter().all(|m| pos.parse_move(m).is_err()));
        assert!(
            restricted || legal(pos).is_empty(),
            "bestmove {best} with legal moves at {}",
            pos.fen()
        );
        assert_eq!(words.len(), 2, "{line:?}");
        return false;
    }
    let m = pos
        .parse_move(best)
        .unwrap_or_else(|e| panic!("{line:?} at {}: {e}", pos.fen()));
    check_searchmoves(pending, best);
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
    false
}

/// `true` when a legal move of `pos` gives check and leaves the opponent without a legal move.
fn checkmates_in_one<G: RuleSet>(pos: &G) -> bool {
    let mut p = pos.clone();
    legal(pos).iter().any(|&m| {
        p.make(m);
        let mate = p.in_check() && p.count_legal() == 0;
        p.undo();
        mate
    })
}

/// `true` when a legal move of `pos` mates: the opponent is left without a legal move and
/// loses by it.
fn mates_in_one<G: RuleSet>(pos: &G) -> bool {
    let mut p = pos.clone();
    legal(pos).iter().any(|&m| {
        p.make(m);
        let mate = p.count_legal() == 0
            && p.no_moves_verdict().outcome == Outcome::loss_for(p.side_to_move());
        p.undo();
        mate
    })
}

/// A first move is one of the `searchmoves` when they name a legal move.
fn check_searchmoves<G: Game>(pending: &Pending<G>, first: &str) {
    let (Some(pos), Some(sm)) = (&pending.pos, &pending.searchmoves) else {
        return;
    };
    if sm.iter().any(|s| pos.parse_move(s).is_ok()) {
        assert!(
            sm.iter().any(|s| s == first),
            "{first} not among searchmoves {sm:?} at {}",
            pos.fen()
        );
    }
}

/// The `checkmate` line of `pending` (USI `go mate`): `nomate` when the side to move has no
/// legal move, or (a game's own checkmate search) no mate, at least none in one; `timeout`; or a line of legal moves (the first one of the
/// `searchmoves`), played by turns, after which the side to move has no legal move and has
/// lost, so an odd number of them. Returns whether it was a mating line.
fn check_checkmate<G: RuleSet>(pending: &Pending<G>, line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let Some(pos) = &pending.pos else {
        return false;
    };
    let no_moves = legal(pos).is_empty();
    match words[..] {
        [] => panic!("{line:?}: no result"),
        ["nomate"] => {
            // A game's own checkmate search (shogi's tsume solver) proves no-mates the test
            // cannot redo, by checks only (a move that leaves the opponent without a move
            // but not in check is no tsume mate); no check may mate at once all the same.
            assert!(
                no_moves || !checkmates_in_one(pos),
                "{line:?} with a mate in one at {}",
                pos.fen()
            );
            false
        }
        ["timeout"] => {
            assert!(!no_moves, "{line:?}: no legal move at {}", pos.fen());
            false
        }
        ref moves => {
            check_searchmoves(pending, moves[0]);
            let mut end = pos.clone();
            for text in moves {
                let m = end
                    .parse_move(text)
                    .unwrap_or_else(|e| panic!("{line:?} at {}: {text}: {e}", pos.fen()));
                end.make(m);
            }
            assert!(
                legal(&end).is_empty() && moves.len() % 2 == 1,
                "{line:?} at {} does not end in mate",
                pos.fen()
            );
            let mated = end.side_to_move();
            assert_eq!(
                end.no_moves_verdict().outcome,
                Outcome::loss_for(mated),
                "{line:?} at {}: no win at its end",
                pos.fen()
            );
            true
        }
    }
}
