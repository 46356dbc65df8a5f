//! The protocol-independent session: the position with its moves, the options registry
//! (engine-wide options named by the dialect, the game's own options), the search engine
//! behind `go`, and the commands every protocol shares under its own names. A [`Dialect`]
//! supplies the names and the formatting; its `handle` maps command words onto the methods
//! here.

use super::error::{CommandError, IgnoredMove};
use super::options::{EngineOption, EngineSetting};
use super::{go, truncate, Dialect, Identity, LineProtocol, SharedOut};
use crate::tune::openings::{self, OpeningError, OpeningRequest};
use gambit::game::{Game, Notation};
use gambit::options::{self, OptionKind, OptionSpec, OptionValue};
use gambit::perft;
use gambit::search::{
    bench, Engine, Evaluator, Limits, NetworkShape, Report, SearchControl, SearchGame,
    SearchOptions, SearchResult, SearchSink, Strength, TableProbe,
};
use std::io::{self, Write};
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The opponent's draw offer for one search, shared by the session and the search's sink:
/// set by `go` (UCCI `go draw`) or while the search runs (UCCI `ponderhit draw`), read by
/// the sink when it writes the answer.
#[derive(Clone, Debug, Default)]
pub struct DrawOffer(Arc<AtomicBool>);

impl DrawOffer {
    /// An offer that is made (`true`) or not yet.
    pub fn new(offered: bool) -> Self {
        DrawOffer(Arc::new(AtomicBool::new(offered)))
    }

    /// The opponent offers a draw.
    pub fn offer(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// `true` once the opponent has offered a draw.
    pub fn is_offered(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The state of one protocol session, spoken in dialect `D`.
pub struct Session<G: Game, D: Dialect> {
    id: Identity,
    notation: G::Notation,
    /// The current position, with its moves played (for repetition rules).
    pos: G,
    /// How searches run (threads, lines, move overhead).
    options: SearchOptions,
    /// The table size the hash option asked for, MiB.
    hash_mb: usize,
    /// The GUI may send ponder searches (informative only).
    ponder: bool,
    /// What the strength options asked for: limit to an Elo, the Elo, the skill level.
    strength_asked: (bool, i32, u32),
    /// The dialect's engine-wide options, with the `UCI_Elo` range narrowed to the game's
    /// measured curve once a search is attached.
    engine_options: Vec<EngineOption>,
    /// The search behind `go` (`None`: only `go perft`).
    engine: Option<Box<dyn SearchControl<G>>>,
    /// Where searches write their events (standard output by default).
    search_out: SharedOut,
    /// How `go perft` counts ([`perft::divide`] unless the game counts its replies).
    divide: perft::Divide<G>,
    /// The notes held for after the latest search's answer.
    held: Option<HeldNotes>,
    /// The draw offer of the latest search.
    draw_offer: DrawOffer,
    /// Root moves the next searches must not play (UCCI `banmoves`), until the next position.
    banned: Vec<G::Move>,
    /// The times of `go` are milliseconds; seconds when off (UCCI without `usemillisec`).
    go_in_ms: bool,
    /// How `genfens` makes its openings (`None`: no search, no `genfens`).
    openings: Option<MakeOpenings<G>>,
    /// The game's networks (`None`: no search, or a game without a network): the files
    /// `EvalFile` takes.
    network: Option<NetworkShape>,
    /// The network file `EvalFile` last loaded (`None`: the one compiled in).
    network_path: Option<String>,
    _dialect: PhantomData<fn() -> D>,
}

/// [`openings::generate`] for the session's game, each opening handed to the callback.
type MakeOpenings<G> =
    fn(<G as Game>::Notation, &OpeningRequest, &mut dyn FnMut(&G)) -> Result<(), OpeningError>;

/// Notes about commands that came while a search ran, written after its answer: a GUI takes
/// the first line after its `go` that is not `info` for the answer, and reads replies in the
/// order it sent the commands, so nothing may come between a search and its `bestmove`.
#[derive(Default)]
struct Held {
    /// The search has not answered yet: notes wait.
    open: bool,
    notes: Vec<String>,
}

/// [`Held`], shared by the session and the search's sink.
type HeldNotes = Arc<Mutex<Held>>;

/// A search's sink that writes the held notes after the answer.
struct NotesAfterAnswer<G: Game> {
    inner: Box<dyn SearchSink<G>>,
    held: HeldNotes,
    out: SharedOut,
}

impl<G: Game> SearchSink<G> for NotesAfterAnswer<G> {
    fn report(&mut self, root: &G, report: &Report<G::Move>) {
        self.inner.report(root, report);
    }
    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>) {
        // The answer written and the notes closed under one lock: a note comes either before
        // this (and is written here, after the answer) or after all of it (and the session
        // writes it itself). A GUI that reads the answer and sends a command at once then
        // gets the note about that command before the replies to its later commands.
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        self.inner.finished(root, result);
        held.open = false;
        for note in std::mem::take(&mut held.notes) {
            super::write_line(&self.out, &note);
        }
    }
}

impl<G: Game, D: Dialect> Session<G, D> {
    /// A session at the start position without a search (`go perft` only); the engine-wide
    /// options start at their defaults.
    pub fn new(id: Identity) -> Self {
        let notation = G::Notation::default();
        let mut s = Session {
            id,
            notation,
            pos: G::startpos(notation),
            options: SearchOptions::default(),
            hash_mb: 16,
            ponder: false,
            strength_asked: (false, 0, 20),
            engine_options: D::ENGINE_OPTIONS.to_vec(),
            engine: None,
            search_out: Arc::new(Mutex::new(io::stdout())),
            divide: perft::divide_by_making::<G>(),
            held: None,
            draw_offer: DrawOffer::default(),
            banned: Vec::new(),
            go_in_ms: true,
            openings: None,
            network: None,
            network_path: None,
            _dialect: PhantomData,
        };
        for option in D::ENGINE_OPTIONS {
            // Defaults are in range; without an engine nothing can be refused.
            let _ = s.apply(option, option.spec.default_value());
        }
        s
    }

    /// The session with `go perft` counting by `divide` (a game with perft's `CountReplies`:
    /// [`perft::divide_by_game`]).
    pub fn with_divide(mut self, divide: perft::Divide<G>) -> Self {
        self.divide = divide;
        self
    }

    /// The current position.
    pub fn position(&self) -> &G {
        &self.pos
    }

    /// How the next search runs.
    pub fn search_options(&self) -> &SearchOptions {
        &self.options
    }

    /// `true` when the GUI said it may send ponder searches.
    pub fn ponder_allowed(&self) -> bool {
        self.ponder
    }

    /// Sends the events of searches to `out` instead of standard output (the replies of the
    /// dialect's `handle` still go to its writer).
    pub fn set_search_output(&mut self, out: impl Write + Send + 'static) {
        self.search_out = Arc::new(Mutex::new(out));
    }

    /// Waits until the running search (if any) has delivered its result.
    pub fn wait_search(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            e.wait();
        }
    }

    /// Stops the running search, if any, and waits for its result.
    pub fn stop_search(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            e.stop();
        }
    }

    /// The opponent offers a draw to the running search (UCCI `ponderhit draw`): its answer
    /// may accept it.
    pub fn offer_draw(&mut self) {
        self.draw_offer.offer();
    }

    /// The opponent played the expected move: the ponder search goes on under the clock.
    pub fn ponderhit(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            e.ponderhit();
        }
    }

    /// The input has ended: a search bounded by its limits still answers; one that would wait
    /// for `stop` forever is stopped.
    pub fn end_of_input(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            if e.waits_for_stop() {
                e.stop();
            }
            e.wait();
        }
    }

    /// Writes `id name`, `id author`, an `option` line per option (engine-wide first) and
    /// the dialect's closing word `ok` (`uciok`, `usiok`, `ucciok`): the answer to the
    /// greeting. Always `Some(Ok(()))`, a command the dialect handled.
    pub fn introduce(&self, out: &mut impl Write, ok: &str) -> Option<Result<(), CommandError>> {
        for line in D::id_lines(&self.id) {
            let _ = writeln!(out, "{line}");
        }
        for spec in self.option_specs() {
            let _ = writeln!(out, "{}", D::option_line(spec));
        }
        let _ = writeln!(out, "{ok}");
        Some(Ok(()))
    }

    /// Every option, engine-wide ones first, in the order they are listed.
    pub fn option_specs(&self) -> impl Iterator<Item = &OptionSpec> {
        let engine = self.engine_options.iter().map(|o| &o.spec);
        engine.chain(G::Notation::OPTIONS)
    }

    /// Handles one line of the dialect's protocol ([`Dialect::handle_line`]), writing replies
    /// to `out`; `false` on `quit`.
    pub fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        D::handle_line(self, line, out)
    }

    /// Handles one input line, writing replies to `out`; `false` on `quit`. `own` handles the
    /// dialect's own command words (UCI `uci`, USI `gameover`, ...) with the words after
    /// them, `None` for a word it does not have; then come the commands every protocol names
    /// alike (`isready`, `setoption`, `position`, `go`, `stop`, `ponderhit`, `d`, `bench`,
    /// `quit`). A refused command and an unknown word get
    /// a note ([`Dialect::note`]); a blank line is ignored.
    pub fn handle_with<W: Write + Send>(
        &mut self,
        line: &str,
        out: &mut W,
        own: impl FnOnce(&mut Self, &str, &[&str], &mut W) -> Option<Result<(), CommandError>>,
    ) -> bool {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(cmd) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        if cmd == "quit" {
            self.stop_search();
            if let Some(bye) = D::QUIT_REPLY {
                let _ = writeln!(out, "{bye}");
            }
            return false;
        }
        let result = own(self, cmd, &rest, out)
            .or_else(|| self.shared_command(cmd, &rest, out))
            .unwrap_or_else(|| Err(CommandError::UnknownCommand(truncate(line))));
        if let Err(why) = result {
            self.note(&why.to_string(), out);
        }
        true
    }

    /// Writes the note `text` to `out`, or, while a search runs, after its answer.
    fn note(&self, text: &str, out: &mut impl Write) {
        let note = D::note(text);
        if let Some(Ok(mut held)) = self.held.as_ref().map(|h| h.lock()) {
            if held.open {
                held.notes.push(note);
                return;
            }
        }
        let _ = writeln!(out, "{note}");
    }

    /// The commands every protocol names alike, with the words after them: `isready`
    /// (answered `readyok`), `setoption`, `position`, `go`, `stop`, `ponderhit`, `d`,
    /// `bench` and `genfens`. `None` when `cmd` is none of them.
    fn shared_command(
        &mut self,
        cmd: &str,
        args: &[&str],
        out: &mut (impl Write + Send),
    ) -> Option<Result<(), CommandError>> {
        Some(match cmd {
            "isready" => {
                let _ = writeln!(out, "readyok");
                Ok(())
            }
            "setoption" => self.setoption(args),
            "position" => self.set_position(args),
            "go" => self.go(args, out),
            "d" => {
                self.describe(out);
                Ok(())
            }
            "stop" => {
                let idle = !self.engine.as_ref().is_some_and(|e| e.is_searching());
                self.stop_search();
                if let (true, Some(reply)) = (idle, D::IDLE_STOP_REPLY) {
                    let _ = writeln!(out, "{reply}");
                }
                Ok(())
            }
            "ponderhit" => {
                self.ponderhit();
                Ok(())
            }
            "bench" => self.bench(args, out),
            "genfens" => self.genfens(args, out),
            _ => return None,
        })
    }

    /// A new game: the start position (no moves banned), and the table cleared at once.
    pub fn new_game(&mut self) {
        self.pos = G::startpos(self.notation);
        self.banned.clear();
        if let Some(e) = self.engine.as_mut() {
            e.clear_hash(self.options.threads);
        }
    }

    /// `setoption name <words...> [value <words...>]`: the engine-wide option or the game's
    /// option of that name (case-insensitive), its value checked against the spec.
    ///
    /// # Errors
    ///
    /// [`CommandError::ExpectedName`] without `name`; otherwise as [`Session::set_option`].
    pub fn setoption(&mut self, args: &[&str]) -> Result<(), CommandError> {
        if args.first() != Some(&"name") {
            return Err(CommandError::ExpectedName);
        }
        let value_at = args.iter().position(|w| *w == "value");
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at.map(|i| args[i + 1..].join(" "));
        self.set_option(&name, value.as_deref())
    }

    /// Sets the engine-wide option or the game's option `name` (case-insensitive) to `value`
    /// (`None`: none given, as for a button), checked against its spec.
    ///
    /// # Errors
    ///
    /// [`CommandError::MissingName`], [`CommandError::UnknownOption`],
    /// [`CommandError::BadValue`] for a value the spec refuses, [`CommandError::Hash`] for a
    /// table that cannot be had; the option keeps its value.
    pub fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), CommandError> {
        if name.is_empty() {
            return Err(CommandError::MissingName);
        }
        let parse = |spec: &OptionSpec| {
            spec.parse(value).map_err(|source| CommandError::BadValue {
                name: spec.name,
                source,
            })
        };
        if let Some(&option) = self.engine_options.iter().find(|o| o.spec.is_named(name)) {
            let v = parse(&option.spec)?;
            return self.apply(&option, v);
        }
        if let Some(spec) = options::find(G::Notation::OPTIONS, name) {
            let v = parse(spec)?;
            self.notation.set(spec.name, &v);
            self.pos.set_notation(self.notation);
            return Ok(());
        }
        Err(CommandError::UnknownOption(truncate(name)))
    }

    /// Empties the table when the evaluation is no longer `before`: its scores and static
    /// evaluations are another evaluation's.
    fn evaluation_changed(&mut self, before: &gambit::search::Evaluation) {
        let network = self.network.as_ref();
        let now = &self.options.evaluation;
        let same = before.uses_network(network) == now.uses_network(network)
            && (!now.uses_network(network) || before == now);
        if !same {
            if let Some(e) = self.engine.as_mut() {
                e.clear_hash(self.options.threads);
            }
        }
    }

    /// `EvalFile`: the network compiled in when `path` is its name or empty, else the file
    /// at `path`, read and checked against the game's network shape.
    fn load_network(&mut self, name: &'static str, path: &str) -> Result<(), CommandError> {
        let Some(shape) = self.network else {
            return Ok(());
        };
        let path = path.trim();
        if path.is_empty() || path == shape.embedded || path == "<empty>" {
            self.options.evaluation.file = None;
            self.network_path = None;
            return Ok(());
        }
        let refused = |why: String, kept: &Option<String>| CommandError::NetworkFile {
            name,
            path: path.to_string(),
            why,
            kept: kept.clone().unwrap_or_else(|| shape.embedded.to_string()),
        };
        let bytes = std::fs::read(path).map_err(|e| refused(e.to_string(), &self.network_path))?;
        let file = shape
            .read(&bytes)
            .map_err(|e| refused(e.to_string(), &self.network_path))?;
        self.options.evaluation.file = Some(Arc::new(file));
        self.network_path = Some(path.to_string());
        Ok(())
    }

    /// Changes what the strength options ask for, and the strength searches play at: an Elo
    /// while `UCI_LimitStrength` is on (as in Stockfish, it overrides the skill level), else
    /// the skill level.
    fn set_strength(&mut self, change: impl FnOnce(&mut (bool, i32, u32))) {
        change(&mut self.strength_asked);
        self.options.strength = match self.strength_asked {
            (true, elo, _) => Strength::Elo(elo),
            (false, _, level) if level < 20 => Strength::Level(level),
            _ => Strength::Full,
        };
    }

    /// Applies an engine-wide option's checked value.
    fn apply(&mut self, option: &EngineOption, value: OptionValue) -> Result<(), CommandError> {
        let count = |v: i64| usize::try_from(v).unwrap_or(0);
        match (option.setting, value) {
            (EngineSetting::Hash, OptionValue::Spin(mb)) => {
                // Allocated here, not in the next `go`: `isready` after this answers only once
                // the table is ready, and a table that cannot be had is refused.
                if let Some(e) = self.engine.as_mut() {
                    e.set_hash(count(mb)).map_err(|source| CommandError::Hash {
                        name: option.spec.name,
                        source,
                        kept_mb: e.hash_mb(),
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
            (EngineSetting::LimitStrength, OptionValue::Check(on)) => {
                self.set_strength(|asked| asked.0 = on)
            }
            (EngineSetting::Elo, OptionValue::Spin(elo)) => {
                self.set_strength(|asked| asked.1 = i32::try_from(elo).unwrap_or(i32::MAX))
            }
            (EngineSetting::SkillLevel, OptionValue::Spin(level)) => {
                self.set_strength(|asked| asked.2 = u32::try_from(level).unwrap_or(0))
            }
            (EngineSetting::Milliseconds, OptionValue::Check(on)) => self.go_in_ms = on,
            (EngineSetting::NewGame, _) => self.new_game(),
            (EngineSetting::UseNetwork, OptionValue::Check(on)) => {
                let before = self.options.evaluation.clone();
                self.options.evaluation.use_network = Some(on);
                self.evaluation_changed(&before);
            }
            (EngineSetting::NetworkFile, OptionValue::String(path)) => {
                let before = self.options.evaluation.clone();
                self.load_network(option.spec.name, &path)?;
                self.evaluation_changed(&before);
            }
            // The constructors of `EngineOption` give every setting its type: unreachable.
            _ => {}
        }
        Ok(())
    }

    /// `position startpos [moves M...]` or `position <D::POSITION_WORD> F [moves M...]`: the
    /// position, then the moves; a bad position or move refuses the whole command and the
    /// previous position stays.
    ///
    /// # Errors
    ///
    /// As [`Session::read_position`].
    pub fn set_position(&mut self, args: &[&str]) -> Result<(), CommandError> {
        self.pos = self.read_position(args)?;
        self.banned.clear();
        Ok(())
    }

    /// The position `args` of `position` describe (`startpos` or the position word with a
    /// position string, then `moves ...`), read with the session's notation.
    ///
    /// # Errors
    ///
    /// [`CommandError::PositionSyntax`], [`CommandError::Position`] for a position string the
    /// game refuses, [`CommandError::Move`] for a move that is not legal where it is played.
    pub fn read_position(&self, args: &[&str]) -> Result<G, CommandError> {
        let moves_at = args.iter().position(|w| *w == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let mut pos = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => G::startpos(self.notation),
            Some(&w) if w == D::POSITION_WORD && setup.len() > 1 => {
                let fen = setup[1..].join(" ");
                G::from_fen(&fen, self.notation).map_err(|e| CommandError::Position(Box::new(e)))?
            }
            _ => {
                return Err(CommandError::PositionSyntax {
                    word: D::POSITION_WORD,
                })
            }
        };
        if let Some(i) = moves_at {
            for (ply, text) in args[i + 1..].iter().enumerate() {
                let m = pos.parse_move(text).map_err(|e| CommandError::Move {
                    ply: ply + 1,
                    text: text.to_string(),
                    source: Box::new(e),
                })?;
                pos.make(m);
            }
        }
        Ok(pos)
    }

    /// `banmoves M...` (UCCI): the searches of the current position must not play these moves,
    /// until the next `position`. Words that are not legal moves here are left out, with a
    /// note naming them; an empty list lifts the ban.
    ///
    /// # Errors
    ///
    /// [`CommandError::BanIgnored`] naming the words left out (the others are banned).
    pub fn ban_moves(&mut self, words: &[&str]) -> Result<(), CommandError> {
        let mut banned = Vec::new();
        let mut ignored = Vec::new();
        for w in words {
            match self.pos.parse_move(w) {
                Ok(m) => banned.push(m),
                Err(e) => ignored.push(IgnoredMove {
                    word: truncate(w),
                    why: truncate(&e.to_string()),
                }),
            }
        }
        self.banned = banned;
        match ignored.is_empty() {
            true => Ok(()),
            false => Err(CommandError::BanIgnored(ignored)),
        }
    }

    /// What the engine's table and evaluation know of the position `args` describe (as after
    /// `position`), with that position; the current position stays.
    ///
    /// # Errors
    ///
    /// As [`Session::read_position`]; [`CommandError::NoSearch`] in a build without search.
    pub fn probe(&self, args: &[&str]) -> Result<(G, TableProbe<G::Move>), CommandError> {
        let pos = self.read_position(args)?;
        let Some(engine) = self.engine.as_ref() else {
            return Err(CommandError::NoSearch("probe"));
        };
        let probe = engine.probe(&pos);
        Ok((pos, probe))
    }

    /// `go` with the words `args`, read by [`Dialect::GO_WORDS`]: `perft N` writes the divide
    /// to `out`; otherwise a search starts in the background, its events going to the search
    /// output through [`Dialect::sink`]. Notes about `searchmoves` go to `out` first.
    ///
    /// # Errors
    ///
    /// [`CommandError::Go`] for words `go` does not take; [`CommandError::NoSearch`] in a
    /// build without search.
    pub fn go(&mut self, args: &[&str], out: &mut (impl Write + Send)) -> Result<(), CommandError> {
        let perft_word = |w: &&str| go::go_param(D::GO_WORDS, w) == Some(go::GoParam::Perft);
        if args.first().is_some_and(perft_word) {
            self.stop_search();
        }
        let mover = self.pos.side_to_move();
        let (mut limits, searchmoves, draw) = match go::parse_go_as(args, D::GO_WORDS, mover)? {
            go::GoCommand::Perft(depth) => {
                self.perft(depth, out);
                return Ok(());
            }
            go::GoCommand::Search {
                limits,
                searchmoves,
                draw,
            } => (limits, searchmoves, draw),
        };
        if !self.go_in_ms {
            limits = go::seconds_to_ms(limits);
        }
        if self.engine.is_none() {
            return Err(CommandError::NoSearch("go"));
        }
        // The running search answers before the notes about this one's `searchmoves`.
        self.stop_search();
        let mut root_moves = searchmoves.and_then(|words| self.root_moves(&words, out));
        if !self.banned.is_empty() {
            let allowed =
                root_moves.unwrap_or_else(|| self.pos.legal_moves().into_iter().collect());
            root_moves = Some(
                allowed
                    .into_iter()
                    .filter(|m| !self.banned.contains(m))
                    .collect(),
            );
        }
        // The notes about `searchmoves` come before the search's lines.
        let _ = out.flush();
        self.draw_offer = DrawOffer::new(draw);
        self.start_search(limits, root_moves);
        Ok(())
    }

    /// Starts a search of the current position (a running one is stopped first).
    fn start_search(&mut self, limits: Limits, root_moves: Option<Vec<G::Move>>) {
        let held = Arc::new(Mutex::new(Held {
            open: true,
            notes: Vec::new(),
        }));
        let sink = Box::new(NotesAfterAnswer {
            inner: D::search_sink::<G>(Arc::clone(&self.search_out), &limits, &self.draw_offer),
            held: Arc::clone(&held),
            out: Arc::clone(&self.search_out),
        });
        self.held = Some(held);
        if let Some(engine) = self.engine.as_mut() {
            engine.go(&self.pos, limits, root_moves, &self.options, sink);
        }
    }

    /// Move path enumeration of the current position: `<move>: <count>` per root move as each
    /// finishes, then `Nodes searched: N`.
    fn perft(&mut self, depth: u32, out: &mut (impl Write + Send)) {
        let pos = self.pos.clone();
        let total = (self.divide)(&pos, depth, self.options.threads, &mut |m, n| {
            let _ = writeln!(out, "{}: {n}", pos.format_move(m));
            let _ = out.flush();
        });
        let _ = writeln!(out, "\nNodes searched: {total}\n");
    }

    /// The root moves of `searchmoves M...`, read on the current position with its notation:
    /// `None` for an empty list (every move is searched). Words that are not legal moves here
    /// are ignored with a note naming them, a move given twice counts once; when no legal move
    /// is left the list is empty (the search ends without a best move).
    fn root_moves(&self, words: &[String], out: &mut impl Write) -> Option<Vec<G::Move>> {
        let mut note = |text: &str| {
            let _ = writeln!(out, "{}", D::note(text));
        };
        if words.is_empty() {
            note("go searchmoves: no moves given, searching every move");
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
            note(&format!(
                "go searchmoves: ignored {}: {}",
                ignored.join(" "),
                why.join("; ")
            ));
        }
        if moves.is_empty() {
            note("go searchmoves: no legal move to search");
        }
        Some(moves)
    }

    /// The board, FEN, key and checkers, then `Hash: N MiB` (the table the next search uses).
    pub fn describe(&self, out: &mut impl Write) {
        let _ = writeln!(out, "{}", self.pos.pretty());
        let moves = gambit::game::moves_with_records(&self.pos);
        if !moves.is_empty() {
            let written: Vec<String> = moves
                .iter()
                .map(|(coord, record)| match coord == record {
                    true => coord.clone(),
                    false => format!("{coord} ({record})"),
                })
                .collect();
            let _ = writeln!(out, "Moves: {}", written.join(" "));
        }
        if let Some(e) = self.engine.as_ref() {
            let _ = writeln!(out, "Hash: {} MiB", e.hash_mb());
        }
    }

    /// `bench [DEPTH]`: the bench positions to a fixed depth, the summary to `out`.
    ///
    /// # Errors
    ///
    /// [`CommandError::BenchDepth`], [`CommandError::NoSearch`].
    pub fn bench(&mut self, args: &[&str], out: &mut impl Write) -> Result<(), CommandError> {
        let depth = match args.first() {
            None => None,
            Some(d) => Some(
                d.parse::<i32>()
                    .ok()
                    .filter(|d| (1..=64).contains(d))
                    .ok_or_else(|| CommandError::BenchDepth(truncate(d)))?,
            ),
        };
        let Some(engine) = self.engine.as_mut() else {
            return Err(CommandError::NoSearch("bench"));
        };
        bench::print_summary(&engine.bench(depth, &self.options.evaluation), out);
        Ok(())
    }
}

impl<G: Game, D: Dialect> Session<G, D> {
    /// `genfens N seed S book <None|FILE> [plies P] [bound CP] [nodes N]` (OpenBench's
    /// convention): `N` openings, each on a line `info string genfens <FEN>`, from the start
    /// position (or a line of the book the seed picks) and `P` random plies (8 from the
    /// start, 2 from a book position), each scored by a search of `N` nodes (5000) within
    /// `CP` centipawns (300). The same words give the same lines.
    ///
    /// # Errors
    ///
    /// [`CommandError::Expected`] for words out of that form, [`CommandError::Book`] for a
    /// book that cannot be read, [`CommandError::Openings`] for a book line that is no
    /// position or openings that cannot be found; [`CommandError::NoSearch`] in a build
    /// without a search.
    pub fn genfens(&mut self, args: &[&str], out: &mut impl Write) -> Result<(), CommandError> {
        let Some(make) = self.openings else {
            return Err(CommandError::NoSearch("genfens"));
        };
        let request = genfens_request(args)?;
        self.stop_search();
        let notation = self.notation;
        make(notation, &request, &mut |pos: &G| {
            let _ = writeln!(out, "info string genfens {}", pos.fen());
        })?;
        Ok(())
    }
}

/// The words of `genfens` as a request; the book read from its file.
fn genfens_request(args: &[&str]) -> Result<OpeningRequest, CommandError> {
    const FORM: &str = "N seed S book <None|FILE> [plies P] [bound CP] [nodes N]";
    let refuse = || CommandError::Expected {
        command: "genfens",
        expected: FORM,
        got: truncate(&args.join(" ")),
    };
    let number = |w: Option<&&str>| w.and_then(|w| w.parse::<u64>().ok()).ok_or_else(refuse);
    let count = number(args.first())?;
    if args.get(1) != Some(&"seed") || args.get(3) != Some(&"book") {
        return Err(refuse());
    }
    let seed = number(args.get(2))?;
    let book = match args.get(4) {
        None => return Err(refuse()),
        Some(w) if w.eq_ignore_ascii_case("none") => None,
        Some(path) => Some(
            std::fs::read_to_string(path)
                .map_err(|source| CommandError::Book {
                    path: truncate(path),
                    source,
                })?
                .lines()
                .map(str::to_string)
                .collect(),
        ),
    };
    let mut request = OpeningRequest {
        count,
        seed,
        plies: if book.is_some() {
            OpeningRequest::BOOK_PLIES
        } else {
            OpeningRequest::PLIES
        },
        book,
        bound: OpeningRequest::BOUND,
        nodes: OpeningRequest::NODES,
    };
    let mut rest = args[5..].iter();
    while let Some(word) = rest.next() {
        let value = number(rest.next())?;
        match *word {
            "plies" => request.plies = u32::try_from(value).map_err(|_| refuse())?,
            "bound" => request.bound = i32::try_from(value).map_err(|_| refuse())?,
            "nodes" => request.nodes = value,
            _ => return Err(refuse()),
        }
    }
    Ok(request)
}

impl<G: Game, D: Dialect> LineProtocol for Session<G, D> {
    fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        Session::handle(self, line, out)
    }

    fn end_of_input(&mut self) {
        Session::end_of_input(self);
    }
}

impl<G: SearchGame, D: Dialect> Session<G, D> {
    /// A session at the start position whose `go` searches.
    pub fn with_search(id: Identity) -> Self {
        let mut s = Session::new(id);
        s.engine = Some(Box::new(Engine::<G>::new(s.hash_mb)));
        s.openings =
            Some(|notation, request, emit| openings::generate::<G>(notation, request, emit));
        // A game with a network offers it, as Stockfish names the options.
        if let Some(shape) = <G::Evaluator as Evaluator<G>>::NETWORK {
            s.network = Some(shape);
            s.engine_options.extend([
                EngineOption::use_network("UseNNUE", shape.by_default),
                EngineOption::network_file("EvalFile", shape.embedded),
            ]);
        }
        // An Elo above the curve's top would play at full strength all the same: the range
        // ends where the engine's measured strength does, as Stockfish's does.
        if let Some(&(top, _)) = G::ELO_CURVE.last() {
            for option in &mut s.engine_options {
                if let (EngineSetting::Elo, OptionKind::Spin { default, min, max }) =
                    (option.setting, &mut option.spec.kind)
                {
                    *max = (*max).min(i64::from(top)).max(*min);
                    *default = (*default).clamp(*min, *max);
                }
            }
        }
        s
    }
}
