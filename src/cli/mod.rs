//! The command line shared by every engine binary: a protocol (UCI, [`run`]; USI, [`run_usi`])
//! with no arguments, else a subcommand.
//!
//! ```text
//! perft DEPTH [--fen FEN] [--moves M1 M2 ...] [--threads N] [game flags]
//! judge [--fen FEN] --moves "M1 M2 ..." [--explain] [game flags]
//! bench [DEPTH]
//! ```

mod judge;

use crate::game::{Game, Notation};
use crate::options::{OptionKind, OptionValue};
use crate::perft;
use crate::protocol::uci::UciSession;
use crate::protocol::usi::UsiSession;
use crate::protocol::{run_stdio, Identity, LineProtocol};
use crate::rules::RuleSet;
use crate::search::SearchGame;
use std::io::Write;
use std::time::Instant;

/// A command-line mistake, printed as `error: ...` with exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CliError(pub String);

/// Arguments split into a subcommand's positional words and `--flag value...` groups.
struct Args {
    positional: Vec<String>,
    flags: Vec<(String, Vec<String>)>,
}

impl Args {
    fn parse(args: &[String]) -> Args {
        let mut positional = Vec::new();
        let mut flags: Vec<(String, Vec<String>)> = Vec::new();
        for a in args {
            if a.starts_with("--") && a.len() > 2 {
                flags.push((a.clone(), Vec::new()));
            } else if let Some((_, values)) = flags.last_mut() {
                values.push(a.clone());
            } else {
                positional.push(a.clone());
            }
        }
        Args { positional, flags }
    }

    /// The values of `--name`, if given; a value may hold several words (`--moves "a b"`).
    fn values(&self, name: &str) -> Option<Vec<String>> {
        self.flags
            .iter()
            .rev()
            .find(|(f, _)| f == name)
            .map(|(_, v)| {
                v.iter()
                    .flat_map(|s| s.split_whitespace().map(str::to_string))
                    .collect()
            })
    }

    fn check_known(&self, known: &[&str]) -> Result<(), CliError> {
        for (f, _) in &self.flags {
            if !known.contains(&f.as_str()) {
                return Err(CliError(format!("unknown option {f}")));
            }
        }
        Ok(())
    }
}

/// The notation selected by the game's flags (`--chess960`): a check flag turns its option on,
/// any other flag sets its option to the words after it.
fn notation_from_flags<G: Game>(args: &Args) -> Result<G::Notation, CliError> {
    let mut notation = G::Notation::default();
    for spec in G::Notation::OPTIONS {
        let Some(flag) = spec.flag else { continue };
        let Some(words) = args.values(flag) else {
            continue;
        };
        let value = match spec.kind {
            OptionKind::Check { .. } => OptionValue::Check(true),
            _ => spec
                .parse(Some(&words.join(" ")))
                .map_err(|e| CliError(format!("{flag}: {e}")))?,
        };
        notation.set(spec.name, &value);
    }
    Ok(notation)
}

/// The flags a subcommand knows: its own, then the game's.
fn known_flags<G: Game>(own: &[&'static str]) -> Vec<&'static str> {
    let game = G::Notation::OPTIONS.iter().filter_map(|s| s.flag);
    own.iter().copied().chain(game).collect()
}

/// Sets up the position from `--fen` (default: start) and plays `--moves`.
pub fn setup_position<G: Game>(
    fen: Option<&str>,
    moves: &[String],
    notation: G::Notation,
) -> Result<G, CliError> {
    let mut pos = match fen {
        Some(fen) => G::from_fen(fen, G::notation_for_fen(fen, notation))
            .map_err(|e| CliError(format!("bad FEN: {e}")))?,
        None => G::startpos(notation),
    };
    for (i, text) in moves.iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| CliError(format!("ply {} ({text}): {e}", i + 1)))?;
        pos.make(m);
    }
    Ok(pos)
}

fn cmd_perft<G: Game>(args: &Args) -> Result<(), CliError> {
    args.check_known(&known_flags::<G>(&["--fen", "--moves", "--threads"]))?;
    let depth: u32 = match args.positional.as_slice() {
        [_, d] => d
            .parse()
            .map_err(|_| CliError(format!("perft: '{d}' is not a depth")))?,
        _ => {
            return Err(CliError(
                "usage: perft DEPTH [--fen FEN] [--moves M1 M2 ...] [--threads N]".into(),
            ))
        }
    };
    let fen = args.values("--fen").map(|v| v.join(" "));
    let moves = args.values("--moves").unwrap_or_default();
    let threads = match args.values("--threads") {
        Some(v) => v
            .first()
            .and_then(|t| t.parse::<usize>().ok())
            .filter(|&t| t >= 1)
            .ok_or_else(|| CliError("--threads takes a number >= 1".into()))?,
        None => 1,
    };
    let pos: G = setup_position(fen.as_deref(), &moves, notation_from_flags::<G>(args)?)?;
    let start = Instant::now();
    let stdout = std::io::stdout();
    let total = perft::divide(&pos, depth, threads, |m, n| {
        let mut out = stdout.lock();
        let _ = writeln!(out, "{}: {n}", pos.format_move(m));
        let _ = out.flush();
    });
    let secs = start.elapsed().as_secs_f64();
    // Write errors (a closed pipe) are ignored rather than turned into a panic.
    let _ = writeln!(std::io::stdout(), "\nNodes searched: {total}");
    eprintln!(
        "time: {:.3} s, {:.0} nodes/second",
        secs,
        total as f64 / secs.max(1e-9)
    );
    Ok(())
}

fn cmd_judge<G: RuleSet>(args: &Args) -> Result<(), CliError> {
    args.check_known(&known_flags::<G>(&["--fen", "--moves", "--explain"]))?;
    if args.positional.len() > 1 {
        return Err(CliError(
            "usage: judge [--fen FEN] --moves \"M1 M2 ...\" [--explain]".into(),
        ));
    }
    let fen = args.values("--fen").map(|v| v.join(" "));
    let moves = args.values("--moves").unwrap_or_default();
    let explain = args.values("--explain").is_some();
    judge::run_judge::<G>(
        fen.as_deref(),
        &moves,
        explain,
        notation_from_flags::<G>(args)?,
    )
}

fn cmd_bench<G: SearchGame>(args: &Args) -> Result<(), CliError> {
    args.check_known(&[])?;
    let depth = match args.positional.as_slice() {
        [_] => G::BENCH_DEPTH,
        [_, d] => d
            .parse::<i32>()
            .ok()
            .filter(|d| (1..=64).contains(d))
            .ok_or_else(|| CliError(format!("bench: '{d}' is not a depth 1..64")))?,
        _ => return Err(CliError("usage: bench [DEPTH]".into())),
    };
    let r = crate::search::bench::run::<G>(depth, &mut std::io::stderr());
    crate::search::bench::print_summary(&r, &mut std::io::stdout());
    Ok(())
}

/// Runs a binary's command line: UCI (with a searching `go`) when there are no arguments,
/// else the subcommand `perft`, `judge` or `bench`. Returns the process exit status.
pub fn run<G: SearchGame>(id: Identity, args: &[String]) -> i32 {
    run_with::<G, _>(args, "UCI", || UciSession::<G>::with_search(id))
}

/// [`run`] speaking USI (a shogi binary): USI with a searching `go` when there are no
/// arguments, else the same subcommands.
pub fn run_usi<G: SearchGame>(id: Identity, args: &[String]) -> i32 {
    run_with::<G, _>(args, "USI", || UsiSession::<G>::with_search(id))
}

/// [`run`] for any protocol: without arguments the session `session` makes runs on
/// stdin/stdout; `protocol` names it in the usage message.
pub fn run_with<G: SearchGame, P: LineProtocol>(
    args: &[String],
    protocol: &str,
    session: impl FnOnce() -> P,
) -> i32 {
    let parsed = Args::parse(args);
    let result = match parsed.positional.first().map(String::as_str) {
        None if parsed.flags.is_empty() => {
            run_stdio(&mut session());
            Ok(())
        }
        Some("perft") => cmd_perft::<G>(&parsed),
        Some("judge") => cmd_judge::<G>(&parsed),
        Some("bench") => cmd_bench::<G>(&parsed),
        Some(other) => Err(CliError(format!(
            "unknown subcommand '{other}' (expected perft, judge, bench, or no arguments for {protocol})"
        ))),
        None => Err(CliError("expected a subcommand before the options".into())),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}
