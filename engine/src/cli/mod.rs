//! The command line shared by every engine binary, built by [`Program`] from what its game
//! offers: a protocol (UCI or USI) with no arguments, else a subcommand. `perft` and `judge`
//! need only the game's rules; the rest come with the capabilities the program adds.
//!
//! ```text
//! perft DEPTH [--fen FEN] [--moves M1 M2 ...] [--threads N] [game flags]
//! judge [--fen FEN] [--moves "M1 M2 ..."] [--explain [--svg DIR]] [--format text|json] [game flags]
//! judge --pgn FILE [--explain] [--format text|json] [--progress N] [--threads N] [game flags]
//! judge --kif FILE | --csa FILE | ...  (the game's record files, as --pgn)
//! record --format kif|csa|... [--fen FEN] [--moves "M1 M2 ..."] [--out FILE] [game flags]
//! bench [DEPTH]
//! diagram [--fen FEN] [--moves M1 M2 ...] [--out FILE] [--flip] [--letters | --characters] [--mark SQ...] [game flags]
//! datagen --out FILE [--games N] [--nodes N] [--threads N] [--random-plies N] [--seed S] ...
//! tune --data FILE... --out FILE [--epochs N] [--lambda L] [--lr R] [--k K] [--threads N]
//! ```
//!
//! The grammar is clap's (`args.rs`): `--help` and `--version` at the top and on every
//! subcommand, and a mistake named by clap (`error: unexpected argument '--fem' found`,
//! `error: invalid value 'x' for '<DEPTH>'`) with exit status 2. The game's flags (chess
//! `--chess960`) come from its [`Notation::OPTIONS`](gambit::game::Notation::OPTIONS). A
//! position that cannot be set up (a bad FEN, an illegal move) is `error: <why>`, status 2.

mod args;
mod error;
mod judge;
mod record;
mod tune;

use crate::protocol::uci::UciSession;
use crate::protocol::usi::UsiSession;
use crate::protocol::{
    argument_commands, run_lines, run_stdio, ByFirstCommand, Identity, LineProtocol,
};
use crate::tune::Tunable;
use args::{BenchArgs, Cli, Command, DiagramArgs, EvalArgs, PerftArgs, POSITION_COMMANDS};
use clap::{CommandFactory, FromArgMatches};
pub use error::CliError;
use gambit::diagram::{self, Diagram, DiagramOptions, Mark, MarkColor};
use gambit::game::Game;
use gambit::judge::{Explain, JudgeError, PgnRecords, RecordFiles, RecordMoves};
use gambit::perft::{self, CountReplies};
use gambit::rules::RuleSet;
use gambit::search::{Evaluation, Evaluator, SearchGame};
use std::io::Write;
use std::time::Instant;

/// Sets up the position from `--fen` (default: start) and plays `--moves`.
pub fn setup_position<G: Game>(
    fen: Option<&str>,
    moves: &[String],
    notation: G::Notation,
) -> Result<G, CliError> {
    let mut pos = match fen {
        Some(fen) => G::from_fen(fen, notation).map_err(|e| JudgeError::Fen(Box::new(e)))?,
        None => G::startpos(notation),
    };
    for (i, text) in moves.iter().enumerate() {
        let m = pos.parse_move(text).map_err(|e| JudgeError::Move {
            ply: i + 1,
            text: text.clone(),
            source: Box::new(e),
        })?;
        pos.make(m);
    }
    Ok(pos)
}

fn cmd_perft<G: Game>(
    args: &PerftArgs,
    notation: G::Notation,
    divide: perft::Divide<G>,
) -> Result<(), CliError> {
    let fen = args.position.fen();
    let pos: G = setup_position(fen.as_deref(), &args.position.moves(), notation)?;
    let start = Instant::now();
    let stdout = std::io::stdout();
    let total = divide(&pos, args.depth, args.threads, &mut |m, n| {
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
    let evaluation = evaluation::<G>(&args.eval)?;
    let r = gambit::search::bench::run::<G>(depth, &evaluation, &mut std::io::stderr());
    gambit::search::bench::print_summary(&r, &mut std::io::stdout());
    Ok(())
}

/// The evaluation `--use-nnue` and `--eval-file` ask for.
///
/// # Errors
///
/// [`CliError::Lacks`] for a game without a network, [`CliError::File`] for a file that
/// cannot be read, [`CliError::Network`] for one that is not a network of the game's shape.
fn evaluation<G: SearchGame>(args: &EvalArgs) -> Result<Evaluation, CliError> {
    if args.use_nnue.is_none() && args.eval_file.is_none() {
        return Ok(Evaluation::default());
    }
    let Some(shape) = <G::Evaluator as Evaluator<G>>::NETWORK else {
        return Err(CliError::Lacks {
            program: G::NAME.to_string(),
            what: "network".to_string(),
            why: "its evaluation is hand-written only (no --use-nnue or --eval-file)",
        });
    };
    let use_network = args.use_nnue.unwrap_or(true);
    if use_network && args.eval_file.is_none() && shape.embedded.is_empty() {
        return Err(CliError::Lacks {
            program: G::NAME.to_string(),
            what: "network compiled in".to_string(),
            why: "give one with --eval-file",
        });
    }
    let file = match &args.eval_file {
        None => None,
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| CliError::file("--eval-file", path, e))?;
            let file = shape.read(&bytes).map_err(|source| CliError::Network {
                path: path.clone(),
                source,
            })?;
            Some(std::sync::Arc::new(file))
        }
    };
    Ok(Evaluation {
        use_network: Some(use_network),
        file,
    })
}

fn cmd_diagram<G: Diagram>(args: &DiagramArgs, notation: G::Notation) -> Result<(), CliError> {
    let fen = args.position.fen();
    let pos: G = setup_position(fen.as_deref(), &args.position.moves(), notation)?;
    let names = pos.square_names();
    let marks = args
        .marks()
        .iter()
        .map(|text| {
            let square = names.parse::<G::Board>(text).map_err(|e| CliError::Mark {
                text: text.clone(),
                source: Box::new(e),
            })?;
            Ok(Mark {
                square,
                color: MarkColor::default(),
            })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let options = DiagramOptions {
        flip: args.flip,
        letters: args.letters,
        characters: args.characters,
        marks,
        ..DiagramOptions::default()
    };
    write_out(args.out.as_deref(), &diagram::svg(&pos, &options))
}

/// Writes `text` to the file `--out` names, or to standard output.
fn write_out(out: Option<&std::path::Path>, text: &str) -> Result<(), CliError> {
    match out {
        Some(path) => std::fs::write(path, text).map_err(|e| CliError::file("--out", path, e)),
        None => {
            // A reader that closed the pipe early is not an error worth a panic.
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            Ok(())
        }
    }
}

/// A protocol session, `perft`'s counter given, on stdin/stdout or on the command lines given
/// as arguments ([`argument_commands`]).
type Engine<G> = fn(Identity, perft::Divide<G>, Option<&[String]>);

/// Runs `protocol` on the command lines `lines`, or on stdin/stdout when there are none.
fn run_session(protocol: &mut impl LineProtocol, lines: Option<&[String]>) {
    match lines {
        Some(lines) => run_lines(protocol, lines),
        None => run_stdio(protocol),
    }
}
/// A subcommand run on its arguments.
type Subcommand<A> = fn(&A) -> Result<(), CliError>;
/// A subcommand run on its arguments, with the notation the game's flags set.
type PositionSubcommand<A, G> = fn(&A, <G as Game>::Notation) -> Result<(), CliError>;

/// A program's command line, built from what its game offers: `perft` and `judge` need only
/// the game's rules ([`RuleSet`]); every other part is a capability the builder adds when the
/// game has it. A subcommand or flag whose capability is missing is hidden from `--help` and,
/// given anyway, refused with a clear error (status 2).
///
/// ```
/// use gambit_engine::cli::Program;
/// use gambit::diagram::Diagram;
/// use gambit::judge::Explain;
/// use gambit_engine::protocol::Identity;
/// use gambit::search::SearchGame;
///
/// /// The `main` of an engine whose game searches, draws and explains its verdicts.
/// fn engine_main<G: SearchGame + Diagram + Explain>(id: Identity) -> i32 {
///     let args: Vec<String> = std::env::args().skip(1).collect();
///     Program::<G>::new(id) // perft, judge
///         .diagrams() // diagram
///         .explaining() // judge --explain [--svg DIR]
///         .uci() // the engine on stdin/stdout, bench
///         .run(&args)
/// }
/// ```
pub struct Program<G: RuleSet> {
    id: Identity,
    /// How `perft` counts.
    divide: perft::Divide<G>,
    /// The protocol's name and its session on stdin/stdout (with `perft`'s counter).
    engine: Option<(&'static str, Engine<G>)>,
    /// `bench`.
    bench: Option<Subcommand<BenchArgs>>,
    /// `diagram`.
    diagram: Option<PositionSubcommand<DiagramArgs, G>>,
    /// `judge --explain`, `--svg` and `--pgn`.
    judge: judge::Parts<G>,
    /// `datagen`, `tune` and `train`.
    tuning: Option<tune::Commands>,
    /// The help's first line, where the game's name does not say what the program is.
    about: Option<&'static str>,
}

impl<G: RuleSet> Program<G> {
    /// The command line of the program `id` names (`gambit-chess 0.1.0`: the name, then the
    /// version): `perft` (making and undoing moves down to the leaves) and `judge` (verdicts,
    /// without explanations or PGN files).
    pub fn new(id: Identity) -> Self {
        Program {
            id,
            divide: perft::divide_by_making::<G>(),
            engine: None,
            bench: None,
            diagram: None,
            judge: judge::Parts::default(),
            tuning: None,
            about: None,
        }
    }

    /// The help's first line (by default: the game's engine or program of gambit), for a
    /// program that plays more than its default game (gambit-variants).
    pub fn about(mut self, text: &'static str) -> Self {
        self.about = Some(text);
        self
    }

    /// `perft` (and the protocol's `go perft`) count the last two plies with the game's
    /// [`CountReplies`].
    pub fn counting_replies(mut self) -> Self
    where
        G: CountReplies,
    {
        self.divide = perft::divide_by_game::<G>();
        self
    }

    /// The `diagram` subcommand.
    pub fn diagrams(mut self) -> Self
    where
        G: Diagram,
    {
        self.diagram = Some(cmd_diagram::<G>);
        self
    }

    /// `judge --explain` (the repetition cycle ply by ply) and `--svg` (its diagrams).
    pub fn explaining(mut self) -> Self
    where
        G: Explain + Diagram,
    {
        self.judge.explain = Some(judge::explainer::<G>());
        self
    }

    /// `judge --pgn FILE`: every game of a PGN file; and `judge --moves` reads moves as the
    /// game's records write them too (chess SAN, xiangqi WXF).
    pub fn records(mut self) -> Self
    where
        G: PgnRecords,
    {
        self.judge.records = Some(judge::Records::of());
        self.judge.written = Some(judge::written::<G>());
        self
    }

    /// `judge --moves` reads moves as the game's records write them too, for a game whose
    /// records are not PGN (shogi: KIF, KI2, CSA); [`Program::records`] does it for the others.
    pub fn record_moves(mut self) -> Self
    where
        G: RecordMoves,
    {
        self.judge.written = Some(judge::written::<G>());
        self
    }

    /// `judge --<name> FILE` for each of the game's own record file formats (shogi `--kif`,
    /// `--csa`), as `--pgn`; and the `record` subcommand writing them.
    pub fn record_files(mut self) -> Self
    where
        G: RecordFiles,
    {
        self.judge.formats = judge::formats::<G>();
        self
    }

    /// The engine: UCI with a searching `go` on stdin/stdout when run without arguments, and
    /// `bench`.
    pub fn uci(mut self) -> Self
    where
        G: SearchGame,
    {
        self.engine = Some(("UCI", |id, divide, lines| {
            run_session(
                &mut UciSession::<G>::with_search(id).with_divide(divide),
                lines,
            )
        }));
        self.bench = Some(cmd_bench::<G>);
        self
    }

    /// [`Program::uci`] that speaks UCCI when the GUI greets with `ucci` (a xiangqi engine for
    /// Chinese GUIs; [`ByFirstCommand`]).
    pub fn ucci(mut self) -> Self
    where
        G: SearchGame,
    {
        self.engine = Some(("UCI (or UCCI after `ucci`)", |id, divide, lines| {
            run_session(&mut ByFirstCommand::<G>::new(id, divide), lines)
        }));
        self.bench = Some(cmd_bench::<G>);
        self
    }

    /// [`Program::uci`] speaking USI (a shogi engine).
    pub fn usi(mut self) -> Self
    where
        G: SearchGame,
    {
        self.engine = Some(("USI", |id, divide, lines| {
            run_session(
                &mut UsiSession::<G>::with_search(id).with_divide(divide),
                lines,
            )
        }));
        self.bench = Some(cmd_bench::<G>);
        self
    }

    /// `datagen`, `tune` and `train`.
    pub fn tuning(mut self) -> Self
    where
        G: Tunable,
    {
        self.tuning = Some(tune::Commands::of::<G>());
        self
    }

    /// [`Program::tuning`], with `datagen --pgn FILE...` reading the positions of games
    /// played elsewhere (PGN with the mover's score in each move's comment: OpenBench,
    /// cutechess, fastchess).
    pub fn tuning_with_pgn(mut self) -> Self
    where
        G: Tunable + PgnRecords,
    {
        self.tuning = Some(tune::Commands::with_pgn::<G>());
        self
    }

    /// Runs the command line `args` (without the program's name): the engine when there are
    /// none, the engine on the commands the arguments are when the first has words
    /// (`"genfens 8 seed 1 book None" quit`, as OpenBench starts an engine), else the
    /// subcommand. Returns the process exit status.
    pub fn run(&self, args: &[String]) -> i32 {
        if let (Some(lines), Some((_, engine))) = (argument_commands(args), self.engine) {
            engine(self.id, self.divide, Some(lines));
            return 0;
        }
        let cmd = self.command();
        let name = cmd.get_name().to_string();
        let argv = std::iter::once(name.clone()).chain(args.iter().cloned());
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
        let missing = |what: &str, why: &'static str| {
            Err(CliError::Lacks {
                program: name.to_string(),
                what: what.to_string(),
                why,
            })
        };
        let result = match cli.command {
            None => match self.engine {
                Some((_, engine)) => {
                    engine(self.id, self.divide, None);
                    Ok(())
                }
                None => missing("engine", "run it with a subcommand (see --help)"),
            },
            Some(Command::Perft(a)) => cmd_perft::<G>(&a, notation(), self.divide),
            Some(Command::Judge(a)) => {
                let sub = matches.subcommand_matches("judge");
                judge::run_judge::<G>(&a, sub, notation(), &self.judge, &name)
            }
            Some(Command::Record(a)) => record::run_record::<G>(&a, notation(), &self.judge, &name),
            Some(Command::Bench(a)) => match self.bench {
                Some(bench) => bench(&a),
                None => missing("`bench`", "its game has no search"),
            },
            Some(Command::Diagram(a)) => match self.diagram {
                Some(diagram) => diagram(&a, notation()),
                None => missing("`diagram`", "its game draws no diagrams"),
            },
            Some(Command::Datagen(a)) => match &self.tuning {
                Some(t) => (t.datagen)(&a, &name, args),
                None => missing("`datagen`", "its game has no tuning"),
            },
            Some(Command::Tune(a)) => match &self.tuning {
                Some(t) => (t.tune)(&a, &name, args),
                None => missing("`tune`", "its game has no tuning"),
            },
            Some(Command::Train(a)) => match &self.tuning {
                Some(t) => (t.train)(&a, &name, args),
                None => missing("`train`", "its game has no tuning"),
            },
        };
        match result {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("error: {e}");
                2
            }
        }
    }

    /// The grammar: every subcommand, those this program lacks hidden.
    fn command(&self) -> clap::Command {
        let protocol = self.engine.map(|(p, _)| p);
        let mut cmd = command::<G>(self.id, protocol);
        if let Some(about) = self.about {
            cmd = cmd.about(about);
        }
        let hide = |cmd: clap::Command, sub: &str| cmd.mut_subcommand(sub, |s| s.hide(true));
        if self.bench.is_none() {
            cmd = hide(cmd, "bench");
        }
        if self.diagram.is_none() {
            cmd = hide(cmd, "diagram");
        }
        cmd = record::grammar(cmd, &self.judge.formats);
        if self.tuning.is_none() {
            for sub in ["datagen", "tune", "train"] {
                cmd = hide(cmd, sub);
            }
        }
        cmd.mut_subcommand("judge", |s| self.judge.hide_missing(s))
    }
}

/// The command line's grammar for game `G`: the program named by `id` (`gambit-chess 0.1.0`:
/// the name, then the version), its protocol `protocol` named in the help.
fn command<G: Game>(id: Identity, protocol: Option<&str>) -> clap::Command {
    let (name, version) = match id.name.split_once(' ') {
        Some((name, version)) => (name, version),
        None => (id.name, env!("CARGO_PKG_VERSION")),
    };
    let mut cmd = Cli::command()
        .name(name)
        .bin_name(name.to_string())
        .version(version)
        .author(id.author)
        .about(match protocol {
            Some(protocol) => format!(
                "The {} engine of gambit: {protocol} on standard input and output when run \
                 without arguments, else a subcommand",
                G::NAME
            ),
            None => format!("The {} program of gambit: run a subcommand", G::NAME),
        });
    for sub in POSITION_COMMANDS {
        cmd = cmd.mut_subcommand(sub, args::with_game_flags::<G>);
    }
    cmd
}
