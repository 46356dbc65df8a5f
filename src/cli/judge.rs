//! The `judge` subcommand:
//!
//! ```text
//! judge [--fen FEN] --moves "M1 M2 ..." [--explain [--svg DIR]] [--format text|json] [game flags]
//! judge --pgn FILE [--explain] [--format text|json] [--progress N] [game flags]
//! judge --<format> FILE [...]     (the game's record files: shogi --kif, --csa)
//! ```
//!
//! One game: the moves in the game's notation (`f2f3`) or, where the game reads records, as
//! its records write them (chess SAN `f3`, xiangqi WXF, shogi KIF, KI2 or CSA), each move
//! either way. Prints `result: <1-0|0-1|1/2-1/2|*> reason: <word>`; with `--explain`, then the
//! judged repetition cycle ply by ply (the move in coordinates and as records write it, check,
//! chases), and with `--svg DIR` one diagram per ply of the cycle. Errors (bad FEN, an illegal
//! move, a move after the end) go to stderr with a non-zero exit status, naming the ply.
//!
//! A PGN file, or a record file of the game's own formats ([`RecordFiles`]): one line per
//! game, `game <n>: result: <R> reason: <word>`, with where the record disagrees in
//! parentheses after it, or `game <n>: error: <why>`; progress and a summary on stderr. `--format json` prints the same as one JSON object (a file: an array of
//! them, one per line, each with the final position's FEN).

use super::args::{Format, JudgeArgs, FILE_GROUP};
use super::CliError;
use crate::diagram::{self, Diagram, DiagramOptions, Mark, MarkColor};
use crate::game::Game;
use crate::judge::explain::walk;
use crate::judge::{
    judge, judge_record, judge_written, verdict_line, Cycle, Explain, JudgeError, PgnRecordIter,
    PgnRecords, RecordFiles, RecordFormat, RecordMoves, RecordVerdict,
};
use crate::record::{result_token, Record};
use crate::rules::{RuleSet, Verdict};
use clap::{Arg, ArgMatches};
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

/// A game's PGN records: the games of a file, each read or refused.
pub(super) struct Records<G: Game> {
    games: for<'a> fn(&'a str, G::Notation) -> PgnRecordIter<'a, G>,
}

/// A judge of one move list ([`judge`], [`judge_written`]).
pub(super) type Judging<G> =
    fn(Option<&str>, &[String], <G as Game>::Notation) -> Result<(G, Option<Verdict>), JudgeError>;

impl<G: RuleSet + PgnRecords> Records<G> {
    /// The records of a game that reads PGN.
    pub fn of() -> Self {
        Records {
            games: G::pgn_records,
        }
    }
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
    let lacks = |flag: &str, why: &str| CliError(format!("{program} has no `judge {flag}`: {why}"));
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
        return judge_games::<G>((format.read)(&bytes).into_iter(), args, explain);
    }
    match (&args.pgn, &parts.records) {
        (Some(path), Some(records)) => {
            let bytes = read_file("pgn", path)?;
            // Old files are often Latin-1: their odd bytes are in tags and comments, not in moves.
            let text = String::from_utf8_lossy(&bytes);
            let games = (records.games)(&text, notation).map(|game| {
                game.map_err(|e| {
                    // The game's number leads the line already.
                    let text = e.to_string();
                    let prefix = format!("game {}, ", e.game);
                    text.strip_prefix(&prefix).unwrap_or(&text).to_string()
                })
            });
            judge_games::<G>(games, args, explain)
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
    let (pos, verdict) =
        judging(fen.as_deref(), &moves, notation).map_err(|e| CliError(e.to_string()))?;
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
    std::fs::read(path).map_err(|e| CliError(format!("--{flag} {}: {e}", path.display())))
}

/// Every game of a file, each read or refused (why, without the game's number).
fn judge_games<G: RuleSet>(
    games: impl Iterator<Item = Result<Record<G>, String>>,
    args: &JudgeArgs,
    explain: Option<&Explainer<G>>,
) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    let json = args.format == Format::Json;
    if json {
        let _ = writeln!(out, "[");
    }
    let mut tally = Tally::default();
    for (i, game) in games.enumerate() {
        let n = i + 1;
        let judged =
            game.and_then(|record| judge_record(&record).map_err(|e: JudgeError| e.to_string()));
        if let (Some(dir), Some(explain), Ok(r)) = (&args.svg, explain, &judged) {
            (explain.diagrams)(&r.end, &dir.join(format!("game-{n}")))?;
        }
        tally.games += 1;
        match &judged {
            Err(_) => tally.errors += 1,
            Ok(r) => {
                if r.verdict.is_some() {
                    tally.over += 1;
                } else {
                    tally.going_on += 1;
                }
                if !r.disagreements.is_empty() {
                    tally.differ += 1;
                }
            }
        }
        if json {
            let separator = if n > 1 { "," } else { "" };
            let object = game_json(n, &judged, explain);
            let _ = writeln!(out, "{separator}{object}");
        } else {
            for line in game_lines(n, &judged, explain) {
                let _ = writeln!(out, "{line}");
            }
        }
        if args.progress > 0 && tally.games % args.progress == 0 {
            let _ = out.flush();
            eprintln!("judged {} games", tally.games);
        }
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

/// The text lines of game `n` of a file: its verdict (and the cycle, indented, with
/// `explain`), or its error.
fn game_lines<G: RuleSet>(
    n: usize,
    judged: &Result<RecordVerdict<G>, String>,
    explain: Option<&Explainer<G>>,
) -> Vec<String> {
    let r = match judged {
        Err(why) => return vec![format!("game {n}: error: {why}")],
        Ok(r) => r,
    };
    let mut line = format!("game {n}: {}", verdict_line(r.verdict));
    if !r.disagreements.is_empty() {
        let notes: Vec<String> = r.disagreements.iter().map(|d| d.to_string()).collect();
        line.push_str(&format!(" ({})", notes.join("; ")));
    }
    let mut lines = vec![line];
    if let Some(explain) = explain {
        lines.extend(
            (explain.lines)(&r.end)
                .into_iter()
                .map(|l| format!("  {l}")),
        );
    }
    lines
}

/// The JSON object of game `n` of a file.
fn game_json<G: RuleSet>(
    n: usize,
    judged: &Result<RecordVerdict<G>, String>,
    explain: Option<&Explainer<G>>,
) -> Value {
    let r = match judged {
        Err(why) => return json!({ "game": n, "error": why }),
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
/// (`coordinates`, `record`), `check`, `checkers` and `chase` (`by`, `target` with `from`);
/// `null` without a cycle.
fn cycle_json<G: Explain + Diagram>(end: &G, cycle: Option<&Cycle<G>>) -> Value {
    let Some(cycle) = cycle else {
        return Value::Null;
    };
    let plies: Vec<Value> = walk(end, cycle)
        .iter()
        .map(|w| {
            let p = w.ply;
            let checkers: Vec<Value> = p
                .checkers
                .iter()
                .filter_map(|&sq| Some(piece_json(&w.after, w.after.piece_on(sq)?, sq)))
                .collect();
            let chase: Vec<Value> = p
                .chases
                .iter()
                .map(|c| {
                    let mut target = piece_json(&w.after, c.target_piece, c.target);
                    target["from"] = json!(w.after.square_names().name(c.target_origin));
                    json!({ "by": piece_json(&w.after, c.by_piece, c.by), "target": target })
                })
                .collect();
            json!({
                "ply": p.ply,
                "side": G::side_name(p.mover),
                "move": { "coordinates": w.coordinates, "record": w.record },
                "check": p.check(),
                "checkers": checkers,
                "chase": chase,
            })
        })
        .collect();
    json!({
        "first": cycle.first,
        "occurrences": cycle.occurrences,
        "plies": plies,
    })
}

/// Writes `dir/ply-<n>.svg` for each ply of `cycle`: the position after the move, its last
/// move highlighted, the chasing pieces ringed green, the chased blue and the checking red.
fn write_diagrams<G: Explain + Diagram>(
    end: &G,
    cycle: &Cycle<G>,
    dir: &Path,
) -> Result<(), CliError> {
    let fail = |e: std::io::Error| CliError(format!("--svg {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(fail)?;
    for w in walk(end, cycle) {
        let p = w.ply;
        let ring = |square, color| Mark { square, color };
        let mut marks: Vec<Mark<G::Square>> = Vec::new();
        for c in &p.chases {
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
            .map_err(|e| CliError(format!("--svg {}: {}: {e}", dir.display(), path.display())))?;
    }
    Ok(())
}
