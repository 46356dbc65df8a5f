//! The UCI loop shared by every engine binary.
//!
//! Input is read line by line; a line the engine cannot use gets `info string <why>` and is
//! otherwise ignored. The engine never exits or panics on input; it keeps its last valid
//! position when a `position` command is refused.

use crate::game::{Game, Notation};
use crate::options::{self, OptionKind, OptionSpec, OptionValue};
use crate::perft;
use crate::search::{
    Engine, Limits, Report, Score, SearchControl, SearchGame, SearchOptions, SearchResult,
    SearchSink,
};
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

/// What an engine-wide option controls; the protocol names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineSetting {
    /// The transposition table's size, MiB (spin).
    Hash,
    /// Search threads (spin).
    Threads,
    /// Principal variations reported (spin).
    MultiPv,
    /// Milliseconds kept back per move (spin).
    MoveOverhead,
    /// Empties the transposition table (button).
    ClearHash,
    /// The GUI may ask for ponder searches (check; informative only).
    Ponder,
}

/// An engine-wide option: what it controls and how the protocol shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOption {
    /// What it controls.
    pub setting: EngineSetting,
    /// Its name, type and default.
    pub spec: OptionSpec,
}

/// The engine-wide UCI options, in the order `uci` lists them.
const ENGINE_OPTIONS: &[EngineOption] = &[
    EngineOption {
        setting: EngineSetting::Hash,
        spec: OptionSpec::spin("Hash", 16, 1, 65536),
    },
    EngineOption {
        setting: EngineSetting::Threads,
        spec: OptionSpec::spin("Threads", 1, 1, 256),
    },
    EngineOption {
        setting: EngineSetting::MultiPv,
        spec: OptionSpec::spin("MultiPV", 1, 1, 256),
    },
    EngineOption {
        setting: EngineSetting::MoveOverhead,
        spec: OptionSpec::spin("Move Overhead", 30, 0, 5000),
    },
    EngineOption {
        setting: EngineSetting::ClearHash,
        spec: OptionSpec::button("Clear Hash"),
    },
    EngineOption {
        setting: EngineSetting::Ponder,
        spec: OptionSpec::check("Ponder", false),
    },
];

/// Where searches write their `info` and `bestmove` lines.
pub type SharedOut = Arc<Mutex<dyn Write + Send>>;

/// The state of one UCI session.
pub struct Session<G: Game> {
    id: Identity,
    notation: G::Notation,
    /// The current position (with its moves played, for repetition rules).
    pub pos: G,
    /// How searches run (`Threads`, `MultiPV`, `Move Overhead`).
    pub options: SearchOptions,
    /// The table size of `Hash`, MiB (the engine's table once it is set).
    hash_mb: usize,
    /// The GUI may send `go ponder` (UCI `Ponder`; informative only).
    ponder: bool,
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
            options: SearchOptions::default(),
            hash_mb: 16,
            ponder: false,
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
        let engine = ENGINE_OPTIONS.iter().map(|o| &o.spec);
        for spec in engine.chain(G::Notation::OPTIONS) {
            let _ = writeln!(out, "{}", option_line(spec));
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
        let value = value.as_deref();
        let parse = |spec: &OptionSpec| {
            spec.parse(value)
                .map_err(|e| format!("setoption {}: {e}", spec.name))
        };
        if let Some(option) = ENGINE_OPTIONS.iter().find(|o| o.spec.is_named(&name)) {
            let v = parse(&option.spec)?;
            return self.apply(option, v);
        }
        if let Some(spec) = options::find(G::Notation::OPTIONS, &name) {
            let v = parse(spec)?;
            self.notation.set(spec.name, &v);
            self.pos.set_notation(self.notation);
            return Ok(());
        }
        Err(format!("setoption: unknown option '{}'", truncate(&name)))
    }

    /// Applies an engine-wide option's checked value.
    fn apply(&mut self, option: &EngineOption, value: OptionValue) -> Result<(), String> {
        let count = |v: i64| usize::try_from(v).unwrap_or(0);
        match (option.setting, value) {
            (EngineSetting::Hash, OptionValue::Spin(mb)) => {
                // Allocated here, not in the next `go`: `isready` after this answers only once
                // the table is ready, and a table that cannot be had is refused.
                if let Some(e) = self.engine.as_mut() {
                    e.set_hash(count(mb)).map_err(|err| {
                        format!(
                            "setoption {}: {err}; keeping {} MiB",
                            option.spec.name,
                            e.hash_mb()
                        )
                    })?;
                }
                self.hash_mb = count(mb);
            }
            (EngineSetting::Threads, OptionValue::Spin(n)) => self.options.threads = count(n),
            (EngineSetting::MultiPv, OptionValue::Spin(n)) => self.options.multipv = count(n),
            (EngineSetting::MoveOverhead, OptionValue::Spin(ms)) => {
                self.options.move_overhead_ms = u64::try_from(ms).unwrap_or(0)
            }
            (EngineSetting::ClearHash, _) => {
                if let Some(e) = self.engine.as_mut() {
                    e.clear_hash(self.options.threads);
                }
            }
            (EngineSetting::Ponder, OptionValue::Check(on)) => self.ponder = on,
            // A spec of another type than its setting takes: nothing to set.
            _ => {}
        }
        Ok(())
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
                Box::new(UciSink {
                    out: Arc::clone(&self.search_out),
                }),
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
        let r = engine.bench(depth);
        crate::search::bench::print_summary(&r, out);
        Ok(())
    }
}

impl<G: SearchGame> Session<G> {
    /// A session at the start position whose `go` searches.
    pub fn with_search(id: Identity) -> Self {
        let mut s = Session::new(id);
        s.engine = Some(Box::new(Engine::<G>::new(s.hash_mb)));
        s
    }
}

/// At most 80 characters of `s`, for error messages about garbage input.
fn truncate(s: &str) -> String {
    s.chars().take(80).collect()
}

/// Writes a search's events as UCI lines to a shared output.
struct UciSink {
    out: SharedOut,
}

impl UciSink {
    fn line(&self, line: &str) {
        if let Ok(mut o) = self.out.lock() {
            let _ = writeln!(o, "{line}");
            let _ = o.flush();
        }
    }
}

impl<G: Game> SearchSink<G> for UciSink {
    fn report(&mut self, root: &G, report: &Report<G::Move>) {
        self.line(&info_line(root, report));
    }

    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>) {
        self.line(&bestmove_line(root, result));
    }
}

/// A score as UCI writes it: `cp N` or `mate N` (moves, negative when being mated).
pub fn format_score(score: i32) -> String {
    match Score::from_search(score) {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::MateIn(plies) => format!("mate {}", plies.div_ceil(2)),
        Score::MatedIn(plies) => format!("mate {}", -((plies / 2) as i64)),
    }
}

/// The UCI `info` line of a report on `root`, moves written by its notation.
pub fn info_line<G: Game>(root: &G, r: &Report<G::Move>) -> String {
    let ms = r.time.as_millis() as u64;
    let nps = r.nodes * 1000 / ms.max(1);
    let mut line = format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {}",
        r.depth,
        r.seldepth.max(1),
        r.multipv,
        format_score(r.score),
        r.nodes,
        nps,
        r.hashfull,
        ms
    );
    let mut p = root.clone();
    for (i, &m) in r.pv.iter().enumerate() {
        if !p.is_legal(m) {
            break;
        }
        line.push_str(if i == 0 { " pv " } else { " " });
        line.push_str(&p.format_move(m));
        p.make(m);
    }
    line
}

/// The UCI `bestmove` line of a result on `root`: `bestmove M [ponder P]`, or
/// `bestmove (none)` without a move.
pub fn bestmove_line<G: Game>(root: &G, result: &SearchResult<G::Move>) -> String {
    match result.best {
        None => "bestmove (none)".to_string(),
        Some(b) => {
            let mut line = format!("bestmove {}", root.format_move(b));
            if let Some(p) = result.ponder {
                let mut after = root.clone();
                after.make(b);
                if after.is_legal(p) {
                    line.push_str(&format!(" ponder {}", after.format_move(p)));
                }
            }
            line
        }
    }
}

/// The `option` line of a spec: `option name N type spin default D min A max B`,
/// `type check default D`, `type combo default D var V1 var V2 ...`, `type string default D`
/// (`<empty>` for nothing), `type button`.
pub fn option_line(spec: &OptionSpec) -> String {
    let name = spec.name;
    match spec.kind {
        OptionKind::Check { default } => format!("option name {name} type check default {default}"),
        OptionKind::Spin { default, min, max } => {
            format!("option name {name} type spin default {default} min {min} max {max}")
        }
        OptionKind::Combo { default, values } => {
            let mut line = format!("option name {name} type combo default {default}");
            for v in values {
                line.push_str(" var ");
                line.push_str(v);
            }
            line
        }
        OptionKind::String { default } => {
            let default = if default.is_empty() {
                "<empty>"
            } else {
                default
            };
            format!("option name {name} type string default {default}")
        }
        OptionKind::Button => format!("option name {name} type button"),
    }
}
