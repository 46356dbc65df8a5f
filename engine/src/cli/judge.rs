//! The `judge` subcommand:
//!
//! ```text
//! judge [--fen FEN] --moves "M1 M2 ..." [--explain [--svg DIR]] [--format text|json] [game flags]
//! judge --pgn FILE [--explain] [--format text|json] [--progress N] [--threads N] [game flags]
//! judge --<format> FILE [...]     (the game's record files: shogi --kif, --csa)
//! ```
//!
//! One game: the moves in the game's notation (`f2f3`) or, where the game reads records, as
//! its records write them (chess SAN `f3`, xiangqi WXF, shogi KIF, KI2 or CSA), each move
//! either way. Prints `result: <1-0|0-1|1/2-1/2|*> reason: <word>`; with `--explain`, then the
//! judged repetition cycle ply by ply (the move in coordinates and as records write it, check,
//! the attacks the game's rule counts, such as xiangqi's chases), and with `--svg DIR` one diagram per ply of the cycle. Errors (bad FEN, an illegal
//! move, a move after the end) go to stderr with a non-zero exit status, naming the ply.
//!
//! A PGN file, or a record file of the game's own formats ([`RecordFiles`]): one line per
//! game, `game <n>: result: <R> reason: <word>`, with where the record disagrees in
//! parentheses after it, or `game <n>: error: <why>`; progress and a summary on stderr. `--format json` prints the same as one JSON object (a file: an array of
//! them, one per line, each with the final position's FEN).

use super::args::{Format, JudgeArgs, FILE_GROUP};
use super::CliError;
use clap::{Arg, ArgMatches};
use gambit::diagram::{self, Diagram, DiagramOptions, Mark, MarkColor};
use gambit::game::{Game, GameError};
use gambit::judge::walk_cycle;
use gambit::judge::{
    judge, judge_played, judge_record, judge_written, verdict_line, Cycle, EndWatch, Explain,
    GameRead, JudgeError, PgnRecords, RecordFiles, RecordFormat, RecordMoves, RecordVerdict,
};
use gambit::record::pgn::{GameText, GameTexts, PgnError, Played};
use gambit::record::result_token;
use gambit::rules::{RuleSet, Verdict};
use serde_json::{json, Value};
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `judge` can do beyond verdicts, by the game's capabilities.
pub(super) struct Parts<G: Game> {
    /// `--explain` and `--svg`.
    pub explain: Option<Explainer<G>>,
    /// `--pgn`.
    pub records: Option<Records<G>>,
    /// `--moves` as the game's records write them too ([`judge_written`]); `None`: in the
    /// game's notation only ([`judge`]).
    pub written: Option<Judging<G>>,
    /// The game's own record file formats: `--<name> FILE`, and the `record` subcommand.
    pub formats: Vec<RecordFormat<G>>,
}

impl<G: Game> Default for Parts<G> {
    fn default() -> Self {
        Parts {
            explain: None,
            records: None,
            written: None,
            formats: Vec::new(),
        }
    }
}

impl<G: Game> Parts<G> {
    /// The `judge` grammar `cmd` with a flag per record file format of the game, and the
    /// flags this game lacks hidden.
    pub fn hide_missing(&self, mut cmd: clap::Command) -> clap::Command {
        for format in &self.formats {
            cmd = cmd.arg(
                Arg::new(format.name)
                    .long(format.name)
                    .value_name("FILE")
                    .value_parser(clap::value_parser!(PathBuf))
                    .help(format.help)
                    .group(FILE_GROUP)
                    .conflicts_with_all(["fen", "moves"]),
            );
        }
        let mut hidden = Vec::new();
        if self.explain.is_none() {
            hidden.extend(["explain", "svg"]);
        }
        if self.records.is_none() {
            hidden.push("pgn");
            if self.formats.is_empty() {
                hidden.push("progress");
            }
        }
        for arg in hidden {
            cmd = cmd.mut_arg(arg, |a| a.hide(true));
        }
        cmd
    }
}

/// The file `--pgn` reads, a block at a time.
type PgnFile = GameTexts<std::io::BufReader<std::fs::File>>;

/// A game's PGN records, each main line judged as it is read ([`PgnRecords::pgn_main_lines`],
/// [`judge_played`]): a game's text cut from a file; or the games of the file, one after the
/// other, read in place.
pub(super) struct Records<G: Game> {
    game: PgnRead<G>,
    file: fn(<G as Game>::Notation) -> PgnNext<G>,
}

/// A game judged, or why not (without the game's number).
type RecordJudged<G> = Result<RecordVerdict<G>, RecordError>;

/// Why a game of a file was not judged.
#[derive(Debug, thiserror::Error)]
enum RecordError {
    /// The PGN reader refused the game (written without the game's number, which leads the
    /// line already).
    #[error("{}", without_game_number(.0))]
    Pgn(PgnError),
    /// A record file's reader refused the game.
    #[error("{0}")]
    Read(GameError),
    /// The judge refused a move of the record.
    #[error(transparent)]
    Judge(#[from] JudgeError),
    /// The text holds no game.
    #[error("no game in the text")]
    NoGame,
}

/// `e`'s text without the `game N, ` it starts with.
fn without_game_number(e: &PgnError) -> String {
    let text = e.to_string();
    let prefix = format!("game {}, ", e.game);
    text.strip_prefix(&prefix).unwrap_or(&text).to_string()
}

/// A game's text cut from a PGN file, read and judged; `None` when it holds no game.
type PgnRead<G> = fn(&GameText, <G as Game>::Notation) -> Option<RecordJudged<G>>;

/// The next game of a PGN file, read in place and judged; `None` at the file's end.
type PgnNext<G> = Box<dyn FnMut(&mut PgnFile) -> Option<std::io::Result<RecordJudged<G>>> + Send>;

/// A judge of one move list ([`judge`], [`judge_written`]).
pub(super) type Judging<G> =
    fn(Option<&str>, &[String], <G as Game>::Notation) -> Result<(G, Option<Verdict>), JudgeError>;

impl<G: RuleSet + PgnRecords> Records<G> {
    /// The records of a game that reads PGN.
    pub fn of() -> Self {
        Records {
            game: |text, notation| {
                G::pgn_main_lines(notation)
                    .read(text, &mut EndWatch)
                    .map(judged)
            },
            file: |notation| {
                let mut lines = G::pgn_main_lines(notation);
                Box::new(move |texts| {
                    lines
                        .next(texts, &mut EndWatch)
                        .map(|read| read.map(judged))
                })
            },
        }
    }
}

/// A main line read from PGN, judged; or why it was not read or judged.
fn judged<G: RuleSet>(read: Result<Played<G, JudgeError>, PgnError>) -> RecordJudged<G> {
    let played = read.map_err(RecordError::Pgn)?;
    Ok(judge_played(played)?)
}

/// A record read from a file, judged.
fn judge_read<G: RuleSet>(read: GameRead<G>) -> RecordJudged<G> {
    let record = read.map_err(RecordError::Read)?;
    Ok(judge_record(&record)?)
}

/// The judge of a game whose records write moves in their own notation: a move list is read
/// in either, move by move.
pub(super) fn written<G: RuleSet + RecordMoves>() -> Judging<G> {
    judge_written::<G, String>
}

/// The judged repetition cycle of a final position, explained: as text lines, as JSON and as
/// diagrams (`Ok(false)`: no cycle, nothing written).
pub(super) struct Explainer<G: Game> {
    lines: fn(&G) -> Vec<String>,
    json: fn(&G) -> Value,
    diagrams: fn(&G, &Path) -> Result<bool, CliError>,
}

/// The [`Explainer`] of a game that explains its verdicts and draws diagrams.
pub(super) fn explainer<G: Explain + Diagram>() -> Explainer<G> {
    Explainer {
        lines: |end| end.explain(),
        json: |end| cycle_json(end, end.judged_cycle().as_ref()),
        diagrams: |end, dir| match end.judged_cycle() {
            Some(cycle) => write_diagrams(end, &cycle, dir).map(|()| true),
            None => Ok(false),
        },
    }
}

/// The record file formats of a game that has them.
pub(super) fn formats<G: RecordFiles>() -> Vec<RecordFormat<G>> {
    G::record_formats()
}

/// Runs `judge` in program `program`: one game from `--fen`/`--moves`, or every game of
/// `--pgn` or of a record file (its flag in `matches`, the subcommand's); a flag the game has
/// no part for is refused.
pub(super) fn run_judge<G: RuleSet>(
    args: &JudgeArgs,
    matches: Option<&ArgMatches>,
    notation: G::Notation,
    parts: &Parts<G>,
    program: &str,
) -> Result<(), CliError> {
    let lacks = |flag: &str, why: &'static str| CliError::Lacks {
        program: program.to_string(),
        what: format!("`judge {flag}`"),
        why,
    };
    let explain = match (&parts.explain, args.explain) {
        (_, false) => None,
        (Some(explain), true) => Some(explain),
        (None, true) => return Err(lacks("--explain", "its game does not explain verdicts")),
    };
    let file = parts.formats.iter().find_map(|format| {
        let path = matches?.get_one::<PathBuf>(format.name)?;
        Some((format, path))
    });
    if let Some((format, path)) = file {
        let bytes = read_file(format.name, path)?;
        let games = (format.read)(&bytes).into_iter().map(Ok);
        return judge_games::<G, _>(games, &judge_read, args, explain);
    }
    match (&args.pgn, &parts.records) {
        (Some(path), Some(records)) => {
            let fail = |e: std::io::Error| CliError::file("--pgn", path, e);
            let file = std::fs::File::open(path).map_err(fail)?;
            // Old files are often Latin-1: their odd bytes are in tags and comments, not in
            // moves. The file is read a block at a time, cut into games.
            let mut texts: PgnFile = GameTexts::new(std::io::BufReader::new(file));
            if args.threads > 1 {
                // The reading thread cuts the games' texts; the workers read them.
                let read = |text: GameText| {
                    (records.game)(&text, notation).unwrap_or(Err(RecordError::NoGame))
                };
                judge_games::<G, _>(texts.map(|t| t.map_err(fail)), &read, args, explain)
            } else {
                let mut next = (records.file)(notation);
                let games = std::iter::from_fn(|| next(&mut texts)).map(|game| game.map_err(fail));
                judge_games::<G, _>(games, &|game| game, args, explain)
            }
        }
        (Some(_), None) => Err(lacks("--pgn", "its game reads no PGN")),
        (None, _) => {
            let judging = parts.written.unwrap_or(judge::<G, String>);
            judge_one::<G>(args, notation, judging, explain)
        }
    }
}

/// One game: the verdict, its cycle with `--explain`, its diagrams with `--svg`.
fn judge_one<G: RuleSet>(
    args: &JudgeArgs,
    notation: G::Notation,
    judging: Judging<G>,
    explain: Option<&Explainer<G>>,
) -> Result<(), CliError> {
    let fen = args.position.fen();
    let moves = args.position.moves();
    let (pos, verdict) = judging(fen.as_deref(), &moves, notation).map_err(CliError::Judge)?;
    if let (Some(dir), Some(explain)) = (&args.svg, explain) {
        if !(explain.diagrams)(&pos, dir)? {
            eprintln!("--svg: no repetition cycle, no diagrams written");
        }
    }
    // A reader that closed the pipe early (`| head -1`) is not an error worth a panic.
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Text => {
            let _ = writeln!(out, "{}", verdict_line(verdict));
            if let Some(explain) = explain {
                for line in (explain.lines)(&pos) {
                    let _ = writeln!(out, "{line}");
                }
            }
        }
        Format::Json => {
            let mut object = verdict_json::<G>(verdict, moves.len());
            if let Some(explain) = explain {
                object["cycle"] = (explain.json)(&pos);
            }
            let _ = writeln!(out, "{object}");
        }
    }
    Ok(())
}

/// How many games were judged, and how.
#[derive(Default)]
struct Tally {
    games: u64,
    over: u64,
    going_on: u64,
    differ: u64,
    errors: u64,
}

/// The bytes of the file at `path`, given to `--<flag>`.
pub(super) fn read_file(flag: &str, path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::file(format!("--{flag}"), path, e))
}

/// One game of a file, judged and written out.
struct Judged {
    /// Its text lines, or its JSON object (after a comma but for the first game), each
    /// ending in a line break.
    out: String,
    /// `None`: it could not be read; else whether the game is over.
    over: Option<bool>,
    /// Its record disagrees with the verdict.
    differs: bool,
}

impl Tally {
    fn add(&mut self, judged: &Judged) {
        self.games += 1;
        match judged.over {
            None => self.errors += 1,
            Some(true) => self.over += 1,
            Some(false) => self.going_on += 1,
        }
        self.differ += u64::from(judged.differs);
    }
}

/// Judges game `n` of a file from its unit `unit` with `read`: its output, and its diagrams
/// written with `--svg`.
fn judge_unit<G: RuleSet, W>(
    n: usize,
    unit: W,
    read: &(dyn Fn(W) -> RecordJudged<G> + Sync),
    args: &JudgeArgs,
    explain: Option<&Explainer<G>>,
) -> Result<Judged, CliError> {
    let judged = read(unit);
    if let (Some(dir), Some(explain), Ok(r)) = (&args.svg, explain, &judged) {
        (explain.diagrams)(&r.end, &dir.join(format!("game-{n}")))?;
    }
    // Room for a verdict line and its notes: the line is not grown in steps.
    let mut out = String::with_capacity(128);
    if args.format == Format::Json {
        let separator = if n > 1 { "," } else { "" };
        out = format!("{separator}{}\n", game_json(n, &judged, explain));
    } else {
        write_game_lines(&mut out, n, &judged, explain);
    }
    Ok(Judged {
        out,
        over: judged.as_ref().ok().map(|r| r.verdict.is_some()),
        differs: judged.as_ref().is_ok_and(|r| !r.disagreements.is_empty()),
    })
}

/// Games handed to a worker thread at a time.
const BATCH: usize = 64;

/// Every game of a file, each a unit of work (a game's text, or its record) that `read`
/// judges (or says why it cannot be read or judged, without the game's number), on
/// `--threads` threads, printed in file order.
fn judge_games<G: RuleSet, W: Send>(
    units: impl Iterator<Item = Result<W, CliError>> + Send,
    read: &(dyn Fn(W) -> RecordJudged<G> + Sync),
    args: &JudgeArgs,
    explain: Option<&Explainer<G>>,
) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    let json = args.format == Format::Json;
    if json {
        let _ = writeln!(out, "[");
    }
    let mut tally = Tally::default();
    let started = std::time::Instant::now();
    let mut emit = |judged: Judged| {
        // A reader that closed the pipe early (`| head -1`) is not an error worth a panic.
        let _ = out.write_all(judged.out.as_bytes());
        tally.add(&judged);
        if args.progress > 0 && tally.games % args.progress == 0 {
            let _ = out.flush();
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "judged {} games, {seconds:.1} s, {:.0} games/s",
                tally.games,
                tally.games as f64 / seconds.max(1e-9)
            );
        }
    };
    if args.threads <= 1 {
        for (i, unit) in units.enumerate() {
            emit(judge_unit(i + 1, unit?, read, args, explain)?);
        }
    } else {
        judge_in_parallel(units, read, args, explain, &mut emit)?;
    }
    if json {
        let _ = writeln!(out, "]");
    }
    let _ = out.flush();
    eprintln!(
        "judged {} games: {} over, {} going on, {} unreadable; {} disagree with their record",
        tally.games, tally.over, tally.going_on, tally.errors, tally.differ
    );
    Ok(())
}

/// [`judge_games`] on `args.threads` worker threads: a thread reads the units and deals them
/// out in batches, worker after worker, and this one takes the results back in the same
/// order, so the output is in file order. Each worker's channels hold two batches: what is
/// held at a time is bounded by the threads, not the file.
fn judge_in_parallel<G: RuleSet, W: Send>(
    units: impl Iterator<Item = Result<W, CliError>> + Send,
    read: &(dyn Fn(W) -> RecordJudged<G> + Sync),
    args: &JudgeArgs,
    explain: Option<&Explainer<G>>,
    emit: &mut dyn FnMut(Judged),
) -> Result<(), CliError> {
    use std::sync::mpsc::sync_channel;
    type Batch<W> = Vec<(usize, W)>;
    std::thread::scope(|scope| {
        let mut to_workers = Vec::new();
        let mut from_workers = Vec::new();
        for _ in 0..args.threads {
            let (send, take) = sync_channel::<Batch<W>>(2);
            let (give, receive) = sync_channel::<Result<Vec<Judged>, CliError>>(2);
            scope.spawn(move || {
                for batch in take {
                    let judged = batch
                        .into_iter()
                        .map(|(n, unit)| judge_unit(n, unit, read, args, explain))
                        .collect();
                    if give.send(judged).is_err() {
                        break;
                    }
                }
            });
            to_workers.push(send);
            from_workers.push(receive);
        }
        let dealer = scope.spawn(move || -> Result<(), CliError> {
            let mut batch = Vec::with_capacity(BATCH);
            let mut dealt = 0usize;
            for (i, unit) in units.enumerate() {
                batch.push((i + 1, unit?));
                if batch.len() == BATCH {
                    let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                    if to_workers[dealt % to_workers.len()].send(full).is_err() {
                        return Ok(());
                    }
                    dealt += 1;
                }
            }
            if !batch.is_empty() {
                let _ = to_workers[dealt % to_workers.len()].send(batch);
            }
            Ok(())
        });
        // Batch k went to worker k mod N: the first worker with nothing more ends the file.
        let mut result = Ok(());
        for k in 0.. {
            match from_workers[k % from_workers.len()].recv() {
                Ok(Ok(batch)) => batch.into_iter().for_each(&mut *emit),
                Ok(Err(e)) => {
                    result = Err(e);
                    break;
                }
                Err(_) => break,
            }
        }
        // Stops the workers and the dealer when the results were left early.
        drop(from_workers);
        let dealt = dealer
            .join()
            .unwrap_or_else(|_| Err(CliError::ReaderThread));
        result.and(dealt)
    })
}

/// Appends the text lines of game `n` of a file to `out`, each ending with a line break: its
/// verdict (and the cycle, indented, with `explain`), or its error. Written in place, with
/// no string per line or per part: a file's games print thousands of these a second.
fn write_game_lines<G: RuleSet>(
    out: &mut String,
    n: usize,
    judged: &RecordJudged<G>,
    explain: Option<&Explainer<G>>,
) {
    use std::fmt::Write as _;
    let r = match judged {
        Err(why) => {
            let _ = writeln!(out, "game {n}: error: {why}");
            return;
        }
        Ok(r) => r,
    };
    let _ = write!(out, "game {n}: ");
    match r.verdict {
        Some(v) => {
            let _ = write!(out, "{v}");
        }
        None => out.push_str(&verdict_line(None)),
    }
    for (i, d) in r.disagreements.iter().enumerate() {
        out.push_str(if i == 0 { " (" } else { "; " });
        let _ = write!(out, "{d}");
    }
    if !r.disagreements.is_empty() {
        out.push(')');
    }
    out.push('\n');
    if let Some(explain) = explain {
        for line in (explain.lines)(&r.end) {
            out.push_str("  ");
            out.push_str(&line);
            out.push('\n');
        }
    }
}

/// The JSON object of game `n` of a file.
fn game_json<G: RuleSet>(
    n: usize,
    judged: &RecordJudged<G>,
    explain: Option<&Explainer<G>>,
) -> Value {
    let r = match judged {
        Err(why) => return json!({ "game": n, "error": why.to_string() }),
        Ok(r) => r,
    };
    let mut object = verdict_json::<G>(r.verdict, r.plies);
    object["game"] = json!(n);
    object["fen"] = json!(r.end.fen());
    object["record"] = json!(result_token(r.recorded));
    let notes: Vec<String> = r.disagreements.iter().map(|d| d.to_string()).collect();
    object["disagreements"] = json!(notes);
    if let Some(explain) = explain {
        object["cycle"] = (explain.json)(&r.end);
    }
    object
}

/// `result`, `winner` (the side's name, `null` for a draw or a game going on), `reason` and
/// `ply` (where the game ended, or how far it went).
fn verdict_json<G: RuleSet>(verdict: Option<Verdict>, plies: usize) -> Value {
    let winner = verdict.and_then(|v| v.outcome.winner()).map(G::side_name);
    json!({
        "result": result_token(verdict.map(|v| v.outcome)),
        "winner": winner,
        "reason": verdict.map_or("none", |v| v.reason.word()),
        "ply": plies,
    })
}

/// `{"piece": "R", "square": "a8"}`.
fn piece_json<G: Explain + Diagram>(pos: &G, piece: G::Piece, square: G::Square) -> Value {
    json!({
        "piece": G::piece_art(piece).letters,
        "square": pos.square_names().name(square),
    })
}

/// The cycle as JSON: `first`, `occurrences` and per ply `ply`, `side`, `move`
/// (`coordinates`, `record`), `check`, `checkers` and, in a game whose repetition rule counts
/// attacks, those made under the game's word (xiangqi: `chase`, each with `by` and `target`
/// with `from`);
/// `null` without a cycle.
fn cycle_json<G: Explain + Diagram>(end: &G, cycle: Option<&Cycle<G>>) -> Value {
    let Some(cycle) = cycle else {
        return Value::Null;
    };
    let plies: Vec<Value> = walk_cycle(end, cycle)
        .iter()
        .map(|w| {
            let p = w.ply;
            let checkers: Vec<Value> = p
                .checkers
                .iter()
                .filter_map(|&sq| Some(piece_json(&w.after, w.after.piece_on(sq)?, sq)))
                .collect();
            let attacks: Vec<Value> = p
                .attacks
                .iter()
                .map(|c| {
                    let mut target = piece_json(&w.after, c.target_piece, c.target);
                    target["from"] = json!(w.after.square_names().name(c.target_origin));
                    json!({ "by": piece_json(&w.after, c.by_piece, c.by), "target": target })
                })
                .collect();
            let mut ply = json!({
                "ply": p.ply,
                "side": G::side_name(p.mover),
                "move": { "coordinates": w.coordinates, "record": w.record },
                "check": p.check(),
                "checkers": checkers,
            });
            if let Some(names) = G::COUNTED_ATTACKS {
                ply[names.one] = json!(attacks);
            }
            ply
        })
        .collect();
    json!({
        "first": cycle.first,
        "occurrences": cycle.occurrences,
        "plies": plies,
    })
}

/// Writes `dir/ply-<n>.svg` for each ply of `cycle`: the position after the move, its last
/// move highlighted, the pieces of counted attacks (xiangqi's chases) ringed green for the
/// attacker and blue for the attacked, and the checking pieces red.
fn write_diagrams<G: Explain + Diagram>(
    end: &G,
    cycle: &Cycle<G>,
    dir: &Path,
) -> Result<(), CliError> {
    let fail = |e: std::io::Error| CliError::file("--svg", dir, e);
    std::fs::create_dir_all(dir).map_err(fail)?;
    for w in walk_cycle(end, cycle) {
        let p = w.ply;
        let ring = |square, color| Mark { square, color };
        let mut marks: Vec<Mark<G::Square>> = Vec::new();
        for c in &p.attacks {
            marks.push(ring(c.by, MarkColor::Green));
            marks.push(ring(c.target, MarkColor::Blue));
        }
        marks.extend(p.checkers.iter().map(|&sq| ring(sq, MarkColor::Red)));
        let options = DiagramOptions {
            marks,
            ..DiagramOptions::default()
        };
        let path = dir.join(format!("ply-{}.svg", p.ply));
        std::fs::write(&path, diagram::svg(&w.after, &options))
            .map_err(|e| CliError::file(format!("--svg {}:", dir.display()), &path, e))?;
    }
    Ok(())
}
