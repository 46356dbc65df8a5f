//! What the session driver (`session_script.rs`) needs to know of a protocol beyond the
//! [`Dialect`] itself: its command words, the words of its answers, and the `go` words that
//! differ between UCI and USI (the clock, the mate search). Everything else the driver sends is
//! the same in both, or read from the dialect (`POSITION_WORD`, `ENGINE_OPTIONS`).

use super::Bytes;
use gambit::Game;
use gambit_engine::protocol::{Dialect, Session};
use gambit_engine::uci::Uci;
use gambit_engine::usi::Usi;

/// The line a search ends with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `bestmove ...`.
    BestMove,
    /// USI `checkmate ...`, the answer to `go mate`.
    Checkmate,
}

/// The words of a mate search, what it answers, and whether it ends by itself.
pub struct MateGo {
    /// The words after `go`.
    pub words: Vec<String>,
    /// The line it ends with.
    pub answer: Answer,
    /// `false` when only `stop` (or a mate) ends it (USI `go mate infinite`).
    pub bounded: bool,
}

/// A protocol the session fuzzing speaks.
pub trait FuzzDialect: Dialect + Sized {
    /// The command that introduces the engine, and the word that ends the answer (UCI `uci`,
    /// `uciok`).
    const HANDSHAKE: (&'static str, &'static str);
    /// The command that starts a new game (UCI `ucinewgame`).
    const NEW_GAME: &'static str;
    /// The move of `bestmove` for a search without a move (UCI `(none)`, USI `resign`).
    const NO_MOVE: &'static str;
    /// The move of `bestmove` for a declared win, in a protocol that has one (USI `win`).
    const DECLARATION: Option<&'static str>;
    /// The first word of the answer to a mate search when it is not `bestmove` (USI
    /// `checkmate`).
    const CHECKMATE: Option<&'static str>;
    /// The command that says the game is over and its arguments (USI `gameover`), which
    /// stops a running search.
    const GAME_OVER: Option<(&'static str, &'static [&'static str])>;

    /// Handles one line in the session (the dialect's own `Session::handle`).
    fn handle<G: Game>(s: &mut Session<G, Self>, line: &str, out: &mut Vec<u8>) -> bool;

    /// The clock words of `go`.
    const CLOCK: Clock;

    /// A mate search with a small bound.
    fn mate_go(input: &mut Bytes) -> MateGo;

    /// The kind of a search output line that answers a `go`, if it is one.
    fn answer_of(line: &str) -> Option<Answer> {
        let first = line.split_whitespace().next()?;
        if first == "bestmove" {
            Some(Answer::BestMove)
        } else if Some(first) == Self::CHECKMATE {
            Some(Answer::Checkmate)
        } else {
            None
        }
    }
}

/// The clock words of a protocol's `go`.
pub struct Clock {
    /// Both sides' times, in the order GUIs send them.
    pub times: [&'static str; 2],
    /// Both sides' increments.
    pub incs: [&'static str; 2],
    /// The chance (of 256) that the increments are sent.
    pub inc_chance: u8,
    /// The protocol's own word (UCI `movestogo`, USI `byoyomi`), its chance and its range.
    pub own: (&'static str, u8, i64, i64),
}

/// The clock words of a `go`: short, zero or negative times, sometimes increments and the
/// protocol's own word.
pub fn clock_words<D: FuzzDialect>(input: &mut Bytes) -> Vec<String> {
    let c = D::CLOCK;
    let mut words = Vec::new();
    for side in c.times {
        timed(&mut words, side, input, -20, 300);
    }
    if input.chance(c.inc_chance) {
        for side in c.incs {
            timed(&mut words, side, input, -5, 40);
        }
    }
    let (word, chance, lo, hi) = c.own;
    if input.chance(chance) {
        timed(&mut words, word, input, lo, hi);
    }
    words
}

/// A time of `word` in `lo..=hi`, pushed as two words.
fn timed(words: &mut Vec<String>, word: &str, input: &mut Bytes, lo: i64, hi: i64) {
    words.push(word.to_string());
    words.push(input.range(lo, hi).to_string());
}

impl FuzzDialect for Uci {
    const HANDSHAKE: (&'static str, &'static str) = ("uci", "uciok");
    const NEW_GAME: &'static str = "ucinewgame";
    const NO_MOVE: &'static str = "(none)";
    const DECLARATION: Option<&'static str> = None;
    const CHECKMATE: Option<&'static str> = None;
    const GAME_OVER: Option<(&'static str, &'static [&'static str])> = None;

    fn handle<G: Game>(s: &mut Session<G, Self>, line: &str, out: &mut Vec<u8>) -> bool {
        s.handle(line, out)
    }

    const CLOCK: Clock = Clock {
        times: ["wtime", "btime"],
        incs: ["winc", "binc"],
        inc_chance: 128,
        own: ("movestogo", 96, 0, 3),
    };

    /// `mate N depth D`: a mate in N moves, the answer a `bestmove`.
    fn mate_go(input: &mut Bytes) -> MateGo {
        let mut words = Vec::new();
        timed(&mut words, "mate", input, 1, 2);
        timed(&mut words, "depth", input, 1, 3);
        MateGo {
            words,
            answer: Answer::BestMove,
            bounded: true,
        }
    }
}

impl FuzzDialect for Usi {
    const HANDSHAKE: (&'static str, &'static str) = ("usi", "usiok");
    const NEW_GAME: &'static str = "usinewgame";
    const NO_MOVE: &'static str = "resign";
    const DECLARATION: Option<&'static str> = Some("win");
    const CHECKMATE: Option<&'static str> = Some("checkmate");
    const GAME_OVER: Option<(&'static str, &'static [&'static str])> =
        Some(("gameover", &["win", "lose", "draw"]));

    fn handle<G: Game>(s: &mut Session<G, Self>, line: &str, out: &mut Vec<u8>) -> bool {
        s.handle(line, out)
    }

    /// Sente's clock first, as GUIs send it; a byoyomi (which a move may spend almost
    /// entirely) kept short.
    const CLOCK: Clock = Clock {
        times: ["btime", "wtime"],
        incs: ["binc", "winc"],
        inc_chance: 96,
        own: ("byoyomi", 128, -5, 40),
    };

    /// `mate MS` (a few ms), sometimes `mate infinite`: answered with `checkmate ...`.
    fn mate_go(input: &mut Bytes) -> MateGo {
        let bounded = !input.chance(48);
        let time = if bounded {
            input.range(0, 20).to_string()
        } else {
            "infinite".to_string()
        };
        MateGo {
            words: vec!["mate".into(), time],
            answer: Answer::Checkmate,
            bounded,
        }
    }
}
