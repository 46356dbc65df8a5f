//! Engine protocols: what UCI, USI and UCCI share, written once, and the three dialects.
//!
//! The search speaks no protocol (`gambit::search`): it runs with
//! [`SearchOptions`](gambit::search::SearchOptions) and delivers [`Report`]s and a
//! [`SearchResult`](gambit::search::SearchResult) to a [`SearchSink`]. Everything between that
//! engine and the text on stdin/stdout that is the same for every protocol lives here:
//!
//! - [`Session`]: the position with its moves (`position startpos|<word> ... moves ...`), the
//!   options registry (engine-wide [`EngineOption`]s named by the dialect, the game's typed
//!   [`Notation::OPTIONS`](gambit::game::Notation::OPTIONS), `setoption` checked against the
//!   specs), the engine handle (`go`, `stop`, `ponderhit`, hash size and clearing), `go perft`,
//!   `bench` and `d`, and [`Session::handle_with`], which reads a line and runs the commands
//!   both protocols name alike;
//! - [`go`]: `go` words read by a protocol's table into [`Limits`];
//! - [`option_line`]: the `option name ... type ...` line (the same in UCI and USI);
//! - [`info_line_scored`]: the `info` line, the same in both but for the score;
//! - [`moves`]: a principal variation and the best and ponder moves in the game's notation;
//! - [`run_stdio`]: the input loop. The search runs in a worker thread, so `isready`, `stop`
//!   and `ponderhit` are answered at once; at end of input a search that would wait for `stop`
//!   is stopped and the others finish.
//!
//! A dialect ([`Dialect`]) is only names and formatting: its table of engine-wide options,
//! its `go` words, the word that introduces a position string, how a note is written, and a
//! [`SearchSink`] that writes the search's events; plus a `handle` that gives
//! [`Session::handle_with`] its own command words.
//!
//! - [`uci`]: options `Hash`, `Threads`, `MultiPV`, `Move Overhead`, `Clear Hash`, `Ponder`;
//!   `position ... fen`; `go wtime btime winc binc movestogo ...` (white first); mates in
//!   moves; `bestmove (none)` without a move; `uci`/`uciok`, `ucinewgame`.
//! - [`usi`]: options `USI_Hash`, `USI_Ponder`, `Threads`, `MultiPV`, `MoveOverhead`,
//!   `ClearHash` (no spaces in USI names); `position ... sfen`; `go btime wtime binc winc`
//!   with sente, the core's first colour, as `b`, and `byoyomi` ([`GoParam::Byoyomi`],
//!   [`Limits::byoyomi`] in the time budget); `go mate <ms|infinite>`, a checkmate search
//!   answered `checkmate <moves>|nomate|timeout` ([`Dialect::search_sink`]); mates in plies;
//!   `bestmove resign` without a move and `bestmove win` for a declaration
//!   ([`RuleSet::declaration_win`](gambit::rules::RuleSet::declaration_win)); `usi`/`usiok`,
//!   `usinewgame`, `gameover`.
//! - [`ucci`]: options `usemillisec`, `hashsize`, `threads`, `ponder`, `newgame` as `option
//!   <name> type ...` and `setoption <name> [<value>]` (no keywords); `go time T [increment
//!   I|movestogo N] opptime ...` with the side to move's clock ([`GoParam::MoverTime`]) in
//!   seconds unless `usemillisec`; `go draw` and `ponderhit draw` ([`DrawOffer`]);
//!   `banmoves` ([`Session::ban_moves`]); `probe` answered `pophash ...`
//!   ([`Session::probe`]); plain-number scores; `bestmove M [ponder P] [draw|resign]`,
//!   `nobestmove`; `quit` answered `bye`.
//! - [`ByFirstCommand`]: UCI until the GUI greets with `ucci`, then UCCI.
//!
//! Input is read line by line; a line the engine cannot use gets a note (`info string <why>`)
//! and is otherwise ignored. A note about a line that came while a search ran is written after
//! that search's answer, so that a GUI reading replies in order finds the `bestmove` first. The engine never exits or panics on input; it keeps its last
//! valid position when a `position` command is refused.

mod error;
mod first;
pub mod go;
pub mod moves;
mod options;
mod session;
mod stdio;
pub mod ucci;
pub mod uci;
pub mod usi;

pub use error::{CommandError, GameError, GoError, IgnoredMove};
pub use first::ByFirstCommand;
pub use go::{GoCommand, GoParam, GoWord};
pub use options::{option_line, EngineOption, EngineSetting};
pub use session::{DrawOffer, Session};
pub use stdio::{argument_commands, run_lines, run_stdio, LineProtocol};

use gambit::game::Game;
use gambit::options::OptionSpec;
use gambit::search::{Limits, Report, SearchSink};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Engine identity printed on `uci` (USI: `usi`).
#[derive(Clone, Copy, Debug)]
pub struct Identity {
    /// `id name`.
    pub name: &'static str,
    /// `id author`.
    pub author: &'static str,
}

/// Where searches write their lines, shared with the search thread.
pub type SharedOut = Arc<Mutex<dyn Write + Send>>;

/// The names and formatting of one protocol, on top of the shared [`Session`].
pub trait Dialect: 'static {
    /// The engine-wide options as this protocol names them, in the order they are listed.
    const ENGINE_OPTIONS: &'static [EngineOption];
    /// The words of `go` and what each sets.
    const GO_WORDS: &'static [GoWord];
    /// The word after `position` that introduces a position string (UCI `fen`, USI `sfen`).
    const POSITION_WORD: &'static str;
    /// Handles one input line in `session` with this protocol's words (the dialect's
    /// `Session::handle`), writing replies to `out`; `false` ends the session.
    fn handle_line<G: Game>(
        session: &mut Session<G, Self>,
        line: &str,
        out: &mut (impl Write + Send),
    ) -> bool
    where
        Self: Sized;
    /// A line that tells the user something: why a command was refused, a note about it
    /// (`info string <text>` unless the protocol writes it otherwise).
    fn note(text: &str) -> String {
        format!("info string {text}")
    }
    /// The sink that writes a search's events as this protocol's lines to `out`.
    fn sink<G: Game>(out: SharedOut) -> Box<dyn SearchSink<G>>;
    /// The sink for a search with `limits`: [`Dialect::sink`], unless the protocol answers
    /// some searches in other words (USI answers `go mate` with `checkmate ...`) or answers a
    /// draw offer (`offer`: set when the opponent offers a draw, UCCI `go draw`, also while
    /// the search runs, UCCI `ponderhit draw`).
    fn search_sink<G: Game>(
        out: SharedOut,
        limits: &Limits,
        offer: &DrawOffer,
    ) -> Box<dyn SearchSink<G>> {
        let _ = (limits, offer);
        Self::sink(out)
    }
    /// The line that lists an option in the answer to the greeting: [`option_line`] (UCI and
    /// USI, `option name N type ...`) unless the protocol writes it otherwise.
    fn option_line(spec: &OptionSpec) -> String {
        option_line(spec)
    }
    /// The line written when `quit` ends the session (UCCI `bye`); `None`: nothing.
    const QUIT_REPLY: Option<&'static str> = None;
    /// The line written when `stop` comes while no search runs (UCCI `nobestmove`, as
    /// ElephantEye answers); `None`: nothing.
    const IDLE_STOP_REPLY: Option<&'static str> = None;
    /// The `id` lines of the answer to the greeting: `id name` and `id author`, and any
    /// the protocol adds (UCCI `id copyright`).
    fn id_lines(id: &Identity) -> Vec<String> {
        vec![
            format!("id name {}", id.name),
            format!("id author {}", id.author),
        ]
    }
}

/// The `info` line of a report on `root`, the same in UCI and USI but for the score, which the
/// dialect writes: `info depth D seldepth S multipv K score <score> nodes N nps N hashfull H
/// time T [pv M...]`, moves written by the position's notation (only the legal prefix).
pub fn info_line_scored<G: Game>(root: &G, r: &Report<G::Move>, score: &str) -> String {
    let ms = r.time.as_millis() as u64;
    let nps = r.nodes * 1000 / ms.max(1);
    let mut line = format!(
        "info depth {} seldepth {} multipv {} score {score} nodes {} nps {} hashfull {} time {}",
        r.depth,
        r.seldepth.max(1),
        r.multipv,
        r.nodes,
        nps,
        r.hashfull,
        ms
    );
    let pv = moves::pv_text(root, &r.pv);
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// Writes `line` to a search's shared output and flushes it (the GUI reads it at once);
/// write errors (a closed pipe) are ignored.
pub(crate) fn write_line(out: &SharedOut, line: &str) {
    if let Ok(mut o) = out.lock() {
        let _ = writeln!(o, "{line}");
        let _ = o.flush();
    }
}

/// At most 80 characters of `s`, for messages about garbage input.
pub(crate) fn truncate(s: &str) -> String {
    s.chars().take(80).collect()
}
