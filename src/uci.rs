//! The UCI loop shared by every engine binary.
//!
//! Input is read line by line; a line the engine cannot use gets `info string <why>` and is
//! otherwise ignored. The engine never exits or panics on input; it keeps its last valid
//! position when a `position` command is refused.

use crate::game::{Game, Notation};
use crate::perft;
use crate::search::engine::SharedOut;
use crate::search::{Engine, Limits, SearchControl, SearchGame};
use std::io::{self, BufRead, Write};
use std::sync::{Arc, Mutex};

/// Engine identity printed on `uci`.
#[derive(Clone, Copy, Debug)]
pub struct Identity {
    /// `id name`.
    pub name: &'static str,
    /// `id author`.
    pub author: &'static str,
}

/// Engine-wide UCI options (the game's notation options come from [`Notation::OPTIONS`]).
#[derive(Clone, Debug)]
pub struct Options {
    /// Transposition table size in MiB (the session applies it with [`crate::search::SearchControl::set_hash`]
    /// when the option is set).
    pub hash_mb: usize,
    /// Search (and `go perft`) threads.
    pub threads: usize,
    /// Number of principal variations to report.
    pub multipv: usize,
    /// Milliseconds reserved per move for communication delays.
    pub move_overhead_ms: u64,
    /// The GUI may send `go ponder` (UCI `Ponder`; informative only).
    pub ponder: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            hash_mb: 16,
            threads: 1,
            multipv: 1,
            move_overhead_ms: 30,
            ponder: false,
        }
    }
}

/// A spin option's name, default, min and max.
const SPINS: &[(&str, i64, i64, i64)] = &[
    ("Hash", 16, 1, 65536),
    ("Threads", 1, 1, 256),
    ("MultiPV", 1, 1, 256),
    ("Move Overhead", 30, 0, 5000),
];

/// The state of one UCI session.
pub struct Session<G: Game> {
    id: Identity,
    notation: G::Notation,
    /// The current position (with its moves played, for repetition rules).
    pub pos: G,
    /// Engine-wide options.
    pub options: Options,
    /// The search behind `go` (`None`: only `go perft`).
    engine: Option<Box<dyn SearchControl<G>>>,
    /// Where searches write `info` and `bestmove` (standard output by default).
    search_out: SharedOut,
}

impl<G: Game> Session<G> {
    /// A session at the start position.
    pub fn new(id: Identity) -> Self {
        let notation = G::Notation::default();
        Session {
            id,
            notation,
            pos: G::startpos(notation),
            options: Options::default(),
            engine: None,
            search_out: Arc::new(Mutex::new(io::stdout())),
        }
    }

    /// Sends the `info` and `bestmove` lines of searches to `out` instead of standard output
    /// (the replies of [`Session::handle`] still go to its writer).
    pub fn set_search_output(&mut self, out: impl Write + Send + 'static) {
        self.search_out = Arc::new(Mutex::new(out));
    }

    /// Waits until the running search (if any) has answered `bestmove`.
    pub fn wait_search(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            e.wait();
        }
    }

    /// Stops the running search, if any, and waits for its `bestmove`.
    fn stop_search(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            e.stop();
        }
    }

    /// Runs the loop on stdin/stdout until `quit` or end of input.
    pub fn run_stdio(&mut self) {
        let stdin = io::stdin();
        let mut out = io::stdout();
        let mut input = stdin.lock();
        let mut line = Vec::new();
        loop {
            line.clear();
            match input.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => {
                    // End of input: a search bounded by its limits still answers; one that
                    // would wait for `stop` forever is stopped.
                    if let Some(e) = self.engine.as_mut() {
                        if e.waits_for_stop() {
                            e.stop();
                        }
                        e.wait();
                    }
                    break;
                }
                Ok(_) => {}
            }
            // Garbage bytes are not UTF-8 errors for us: replace and carry on.
            let text = String::from_utf8_lossy(&line);
            if !self.handle(&text, &mut out) {
                break;
            }
            let _ = out.flush();
        }
    }

    /// Handles one input line, writing replies to `out`; `false` on `quit`.
    pub fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(cmd) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        let result = match cmd {
            "uci" => {
                self.cmd_uci(out);
                Ok(())
            }
            "isready" => {
                let _ = writeln!(out, "readyok");
                Ok(())
            }
            "ucinewgame" => {
                self.pos = G::startpos(self.notation);
                if let Some(e) = self.engine.as_mut() {
                    e.clear_hash(self.options.threads);
                }
                Ok(())
            }
            "setoption" => self.cmd_setoption(&rest),
            "position" => self.cmd_position(&rest),
            "go" => self.cmd_go(&rest, out),
            "d" => {
                let _ = writeln!(out, "{}", self.pos.pretty());
                if let Some(e) = self.engine.as_ref() {
                    let _ = writeln!(out, "Hash: {} MiB", e.hash_mb());
                }
                Ok(())
            }
            "stop" => {
                self.stop_search();
                Ok(())
            }
            "ponderhit" => {
                if let Some(e) = self.engine.as_mut() {
                    e.ponderhit();
                }
                Ok(())
            }
            "bench" => self.cmd_bench(&rest, out),
            "quit" => {
                self.stop_search();
                return false;
            }
            _ => Err(format!("unknown command: {}", truncate(line))),
        };
        if let Err(why) = result {
            let _ = writeln!(out, "info string {why}");
        }
        true
    }

    fn cmd_uci(&self, out: &mut impl Write) {
        let _ = writeln!(out, "id name {}", self.id.name);
        let _ = writeln!(out, "id author {}", self.id.author);
        for &(name, default, min, max) in SPINS {
            let _ = writeln!(
                out,
                "option name {name} type spin default {default} min {min} max {max}"
            );
        }
        let _ = writeln!(out, "option name Clear Hash type button");
        let _ = writeln!(out, "option name Ponder type check default false");
        for &(name, default) in G::Notation::OPTIONS {
            let _ = writeln!(out, "option name {name} type check default {default}");
        }
        let _ = writeln!(out, "uciok");
    }

    fn cmd_setoption(&mut self, args: &[&str]) -> Result<(), String> {
        // setoption name <words...> [value <words...>]
        if args.first() != Some(&"name") {
            return Err("setoption: expected 'name'".into());
        }
        let value_at = args.iter().position(|w| *w == "value");
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at.map(|i| args[i + 1..].join(" "));
        if name.is_empty() {
            return Err("setoption: missing option name".into());
        }
        if let Some(&(spin, _, min, max)) =
            SPINS.iter().find(|(n, ..)| n.eq_ignore_ascii_case(&name))
        {
            let v = value
                .as_deref()
                .ok_or_else(|| format!("setoption {spin}: missing value"))?;
            let v: i64 = v
                .parse()
                .map_err(|_| format!("setoption {spin}: '{v}' is not a number"))?;
            if v < min || v > max {
                return Err(format!("setoption {spin}: {v} is outside {min}..{max}"));
            }
            match spin {
                "Hash" => {
                    // Allocated here, not in the next `go`: `isready` after this answers only
                    // once the table is ready, and a table that cannot be had is refused.
                    if let Some(e) = self.engine.as_mut() {
                        e.set_hash(v as usize).map_err(|err| {
                            format!("setoption Hash: {err}; keeping {} MiB", e.hash_mb())
                        })?;
                    }
                    self.options.hash_mb = v as usize;
                }
                "Threads" => self.options.threads = v as usize,
                "MultiPV" => self.options.multipv = v as usize,
                _ => self.options.move_overhead_ms = v as u64,
            }
            return Ok(());
        }
        if name.eq_ignore_ascii_case("Clear Hash") {
            if let Some(e) = self.engine.as_mut() {
                e.clear_hash(self.options.threads);
            }
            return Ok(());
        }
        if name.eq_ignore_ascii_case("Ponder") {
            self.options.ponder = match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
                Some("true") => true,
                Some("false") => false,
                other => {
                    return Err(format!(
                        "setoption Ponder: expected true or false, got {}",
                        other.unwrap_or("nothing")
                    ))
                }
            };
            return Ok(());
        }
        if self.notation.get(&name).is_some() {
            let v = match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
                Some("true") => true,
                Some("false") => false,
                other => {
                    return Err(format!(
                        "setoption {name}: expected true or false, got {}",
                        other.unwrap_or("nothing")
                    ))
                }
            };
            self.notation.set(&name, v);
            self.pos.set_notation(self.notation);
            return Ok(());
        }
        Err(format!("setoption: unknown option '{}'", truncate(&name)))
    }

    fn cmd_position(&mut self, args: &[&str]) -> Result<(), String> {
        let moves_at = args.iter().position(|w| *w == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let mut pos = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => G::startpos(self.notation),
            Some(&"fen") if setup.len() > 1 => {
                let fen = setup[1..].join(" ");
                G::from_fen(&fen, G::notation_for_fen(&fen, self.notation))
                    .map_err(|e| format!("position refused: {e}"))?
            }
            _ => return Err("position: expected 'startpos' or 'fen <FEN>'".into()),
        };
        if let Some(i) = moves_at {
            for (ply, text) in args[i + 1..].iter().enumerate() {
                let m = pos
                    .parse_move(text)
                    .map_err(|e| format!("position refused: move {} ({text}): {e}", ply + 1))?;
                pos.make(m);
            }
        }
        self.pos = pos;
        Ok(())
    }

    fn cmd_go(&mut self, args: &[&str], out: &mut (impl Write + Send)) -> Result<(), String> {
        if args.first() == Some(&"perft") {
            self.stop_search();
            let depth: u32 = args
                .get(1)
                .and_then(|d| d.parse().ok())
                .ok_or("go perft: expected a depth")?;
            let pos = self.pos.clone();
            let total = perft::divide(&pos, depth, self.options.threads, |m, n| {
                let _ = writeln!(out, "{}: {n}", pos.format_move(m));
                let _ = out.flush();
            });
            let _ = writeln!(out, "\nNodes searched: {total}\n");
            return Ok(());
        }
        let limits = Limits::parse(args)?;
        if self.engine.is_none() {
            return Err("go: search is not available in this build".into());
        }
        let root_moves = self.searchmoves(&limits, out);
        // The `info string`s about `searchmoves` come before the search's lines.
        let _ = out.flush();
        if let Some(engine) = self.engine.as_mut() {
            engine.go(
                &self.pos,
                limits,
                root_moves,
                &self.options,
                Arc::clone(&self.search_out),
            );
        }
        Ok(())
    }

    /// The root moves of `go ... searchmoves M...`, read on the current position with its
    /// notation: `None` without `searchmoves` (or with an empty list: every move is searched).
    /// Words that are not legal moves here are ignored with an `info string` naming them, a
    /// move given twice counts once; when no legal move is left the list is empty (the search
    /// answers `bestmove (none)`).
    fn searchmoves(&self, limits: &Limits, out: &mut impl Write) -> Option<Vec<G::Move>> {
        let words = limits.searchmoves.as_ref()?;
        if words.is_empty() {
            let _ = writeln!(
                out,
                "info string go searchmoves: no moves given, searching every move"
            );
            return None;
        }
        let mut moves = Vec::new();
        let mut ignored = Vec::new();
        let mut why = Vec::new();
        for w in words {
            match self.pos.parse_move(w) {
                Ok(m) if !moves.contains(&m) => moves.push(m),
                Ok(_) => {}
                Err(e) => {
                    ignored.push(truncate(w));
                    why.push(truncate(&e.to_string()));
                }
            }
        }
        if !ignored.is_empty() {
            let _ = writeln!(
                out,
                "info string go searchmoves: ignored {}: {}",
                ignored.join(" "),
                why.join("; ")
            );
        }
        if moves.is_empty() {
            let _ = writeln!(out, "info string go searchmoves: no legal move to search");
        }
        Some(moves)
    }

    fn cmd_bench(&mut self, args: &[&str], out: &mut (impl Write + Send)) -> Result<(), String> {
        let depth = match args.first() {
            None => None,
            Some(d) => Some(
                d.parse::<i32>()
                    .ok()
                    .filter(|d| (1..=64).contains(d))
                    .ok_or_else(|| format!("bench: '{}' is not a depth 1..64", truncate(d)))?,
            ),
        };
        let Some(engine) = self.engine.as_mut() else {
            return Err("bench: search is not available in this build".into());
        };
        engine.bench(depth, out);
        Ok(())
    }
}

impl<G: SearchGame> Session<G> {
    /// A session at the start position whose `go` searches.
    pub fn with_search(id: Identity) -> Self {
        let mut s = Session::new(id);
        s.engine = Some(Box::new(Engine::<G>::new(s.options.hash_mb)));
        s
    }
}

/// At most 80 characters of `s`, for error messages about garbage input.
fn truncate(s: &str) -> String {
    s.chars().take(80).collect()
}
