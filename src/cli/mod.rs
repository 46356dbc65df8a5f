//! The command line shared by every engine binary: a protocol (UCI, [`run`]; USI, [`run_usi`])
//! with no arguments, else a subcommand.
//!
//! ```text
//! perft DEPTH [--fen FEN] [--moves M1 M2 ...] [--threads N] [game flags]
//! judge [--fen FEN] [--moves "M1 M2 ..."] [--explain [--svg DIR]] [--format text|json] [game flags]
//! judge --pgn FILE [--explain] [--format text|json] [--progress N] [game flags]
//! bench [DEPTH]
//! diagram [--fen FEN] [--moves M1 M2 ...] [--out FILE] [--flip] [--letters] [--mark SQ...] [game flags]
//! datagen --out FILE [--games N] [--nodes N] [--threads N] [--random-plies N] [--seed S] ...
//! tune --data FILE... --out FILE [--epochs N] [--lambda L] [--lr R] [--k K] [--threads N]
//! ```
//!
//! The grammar is clap's (`args.rs`): `--help` and `--version` at the top and on every
//! subcommand, and a mistake named by clap (`error: unexpected argument '--fem' found`,
//! `error: invalid value 'x' for '<DEPTH>'`) with exit status 2. The game's flags (chess
//! `--chess960`) come from its [`Notation::OPTIONS`](crate::game::Notation::OPTIONS). A
//! position that cannot be set up (a bad FEN, an illegal move) is `error: <why>`, status 2.

mod args;
mod judge;
mod tune;

use crate::diagram::{self, Diagram, DiagramOptions, Mark, MarkColor};
use crate::game::Game;
use crate::judge::{Explain, PgnRecords};
use crate::perft;
use crate::protocol::uci::UciSession;
use crate::protocol::usi::UsiSession;
use crate::protocol::{run_stdio, Identity, LineProtocol};
use crate::search::SearchGame;
use crate::tune::Tunable;
use args::{BenchArgs, Cli, Command, DiagramArgs, PerftArgs, POSITION_COMMANDS};
use clap::{CommandFactory, FromArgMatches};
use std::io::Write;
use std::time::Instant;

/// A command-line mistake, printed as `error: ...` with exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CliError(pub String);

/// Sets up the position from `--fen` (default: start) and plays `--moves`.
pub fn setup_position<G: Game>(
    fen: Option<&str>,
    moves: &[String],
    notation: G::Notation,
) -> Result<G, CliError> {
    let mut pos = match fen {
        Some(fen) => G::from_fen(fen, notation).map_err(|e| CliError(format!("bad FEN: {e}")))?,
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

fn cmd_perft<G: Game>(args: &PerftArgs, notation: G::Notation) -> Result<(), CliError> {
    let fen = args.position.fen();
    let pos: G = setup_position(fen.as_deref(), &args.position.moves(), notation)?;
    let start = Instant::now();
    let stdout = std::io::stdout();
    let total = perft::divide(&pos, args.depth, args.threads, |m, n| {
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

fn cmd_bench<G: SearchGame>(args: &BenchArgs) -> Result<(), CliError> {
    let depth = args.depth.unwrap_or(G::BENCH_DEPTH);
    let r = crate::search::bench::run::<G>(depth, &mut std::io::stderr());
    crate::search::bench::print_summary(&r, &mut std::io::stdout());
    Ok(())
}

fn cmd_diagram<G: Diagram>(args: &DiagramArgs, notation: G::Notation) -> Result<(), CliError> {
    let fen = args.position.fen();
    let pos: G = setup_position(fen.as_deref(), &args.position.moves(), notation)?;
    let names = pos.square_names();
    let marks = args
        .marks()
        .iter()
        .map(|text| {
            let square = names
                .parse::<G::Board>(text)
                .map_err(|e| CliError(format!("--mark {text}: {e}")))?;
            Ok(Mark {
                square,
                color: MarkColor::default(),
            })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let options = DiagramOptions {
        flip: args.flip,
        letters: args.letters,
        marks,
        ..DiagramOptions::default()
    };
    let svg = diagram::svg(&pos, &options);
    match &args.out {
        Some(path) => std::fs::write(path, svg)
            .map_err(|e| CliError(format!("--out {}: {e}", path.display()))),
        None => {
            let _ = std::io::stdout().lock().write_all(svg.as_bytes());
            Ok(())
        }
    }
}

/// Runs a binary's command line: UCI (with a searching `go`) when there are no arguments,
/// else the subcommand `perft`, `judge`, `bench`, `diagram`, `datagen` or `tune`. Returns the
/// process exit status.
pub fn run<G: Tunable + Diagram + Explain + PgnRecords>(id: Identity, args: &[String]) -> i32 {
    run_with::<G, _>(id, args, "UCI", || UciSession::<G>::with_search(id))
}

/// [`run`] speaking USI (a shogi binary): USI with a searching `go` when there are no
/// arguments, else the same subcommands.
pub fn run_usi<G: Tunable + Diagram + Explain + PgnRecords>(id: Identity, args: &[String]) -> i32 {
    run_with::<G, _>(id, args, "USI", || UsiSession::<G>::with_search(id))
}

/// The command line's grammar for game `G`: the program named by `id` (`gambit-chess 0.1.0`:
/// the name, then the version), its protocol `protocol` named in the help.
fn command<G: Game>(id: Identity, protocol: &str) -> clap::Command {
    let (name, version) = match id.name.split_once(' ') {
        Some((name, version)) => (name, version),
        None => (id.name, env!("CARGO_PKG_VERSION")),
    };
    let mut cmd = Cli::command()
        .name(name)
        .bin_name(name.to_string())
        .version(version)
        .author(id.author)
        .about(format!(
            "The {} engine of gambit: {protocol} on standard input and output when run \
             without arguments, else a subcommand",
            G::NAME
        ));
    for sub in POSITION_COMMANDS {
        cmd = cmd.mut_subcommand(sub, args::with_game_flags::<G>);
    }
    cmd
}

/// [`run`] for any protocol: without arguments the session `session` makes runs on
/// stdin/stdout; `id` names the program and its version in `--help` and `--version`,
/// `protocol` names the protocol there.
pub fn run_with<G: Tunable + Diagram + Explain + PgnRecords, P: LineProtocol>(
    id: Identity,
    args: &[String],
    protocol: &str,
    session: impl FnOnce() -> P,
) -> i32 {
    let cmd = command::<G>(id, protocol);
    let name = cmd.get_name().to_string();
    let name = name.as_str();
    let argv = std::iter::once(cmd.get_name().to_string()).chain(args.iter().cloned());
    let matches = match cmd.try_get_matches_from(argv) {
        Ok(m) => m,
        // Help and version go to stdout with status 0; mistakes to stderr with status 2.
        Err(e) => {
            let _ = e.print();
            return e.exit_code();
        }
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return 2;
        }
    };
    let notation = || {
        let sub = matches.subcommand().map(|(_, m)| m);
        sub.map(args::notation_from::<G>).unwrap_or_default()
    };
    let result = match cli.command {
        None => {
            run_stdio(&mut session());
            Ok(())
        }
        Some(Command::Perft(a)) => cmd_perft::<G>(&a, notation()),
        Some(Command::Judge(a)) => judge::run_judge::<G>(&a, notation()),
        Some(Command::Bench(a)) => cmd_bench::<G>(&a),
        Some(Command::Diagram(a)) => cmd_diagram::<G>(&a, notation()),
        Some(Command::Datagen(a)) => tune::run_datagen::<G>(&a, name, args),
        Some(Command::Tune(a)) => tune::run_tune::<G>(&a, name, args),
        Some(Command::Train(a)) => tune::run_train::<G>(&a, name, args),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}
