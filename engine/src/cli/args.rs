//! The command line's grammar: the subcommands and their flags (clap derive), and the game's
//! flags, built at run time from the game's [`Notation::OPTIONS`] (clap builder) and added to
//! every subcommand that sets up a position.

use crate::tune::{DatagenConfig, TrainConfig, TuneConfig};
use clap::{Arg, ArgAction, ArgMatches, Args, Parser, Subcommand};
use gambit::game::{Game, Notation};
use gambit::options::{OptionKind, OptionSpec, OptionValue};
use std::path::PathBuf;

/// The whole command line: a subcommand, or none for the protocol on stdin/stdout.
#[derive(Debug, Parser)]
#[command(
    args_override_self = true,
    propagate_version = true,
    subcommand_value_name = "COMMAND"
)]
pub(super) struct Cli {
    /// What to do; none: speak the engine protocol on stdin/stdout.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(super) enum Command {
    /// Count the move paths DEPTH plies deep, per root move
    ///
    /// Prints `<move>: <count>` for each root move as it finishes, then an empty line and
    /// `Nodes searched: <total>`; time and nodes/second go to stderr.
    Perft(PerftArgs),
    /// Play moves, or the games of a record file, and print the verdicts
    ///
    /// Prints `result: <1-0|0-1|1/2-1/2|*> reason: <word>` (`*` and `none` when the game is
    /// not over). A move that is illegal, or comes after the game ended, is an error naming
    /// the ply. With `--pgn FILE` (or a record file of the game's own: shogi `--kif`,
    /// `--csa`): one line per game, `game <n>: result: <R> reason: <word>` (where the record
    /// disagrees, in parentheses after it) or `game <n>: error: <why>`.
    Judge(JudgeArgs),
    /// Write the game of --fen and --moves as a record file (shogi: KIF or CSA)
    ///
    /// The moves are read as `judge --moves` reads them; the record ends as the judge rules
    /// on the final position (checkmate, repetition, ...), or without an end while the game
    /// goes on.
    Record(RecordArgs),
    /// Search a fixed set of positions to a fixed depth
    ///
    /// Prints the total nodes and nodes/second (compares builds; the figure depends on the
    /// machine).
    Bench(BenchArgs),
    /// Draw the position as an SVG picture
    ///
    /// The last move played is highlighted and a king in check is marked.
    Diagram(DiagramArgs),
    /// Play self-play games and write their positions for the tuner
    ///
    /// Games start from random legal plies and are searched to a fixed node budget per
    /// move; quiet positions (not in check, best move not a capture or promotion, no mate
    /// score) are written with the search score and the game result to a position data file
    /// (docs/tuning.md). A progress line goes to stderr. The file depends only on the
    /// settings and the seed, not on the thread count.
    Datagen(DatagenArgs),
    /// Fit the evaluation weights to position data and write them as Rust source
    ///
    /// Fits the sigmoid scale K, then runs gradient descent (Adam) on the mean squared
    /// error between the evaluation's expected score and a mix of game result and search
    /// score; prints the loss per epoch and writes the weights module the game crate
    /// compiles in (docs/tuning.md).
    Tune(TuneArgs),
    /// Train the evaluation network on position data and write the network file
    ///
    /// Fits the sigmoid scale K to the results with the evaluation compiled in, then runs
    /// minibatch Adam on the same loss as `tune` (expected score against a mix of game result
    /// and search score); prints the loss per epoch, with the loss of the evaluation compiled
    /// in on the held-out games to beat, and writes the quantized network the game crate
    /// compiles in (docs/tuning.md).
    Train(TrainArgs),
}

/// Where a subcommand starts: a FEN (default: the start position) and moves played from it.
///
/// A flag given twice counts as given last (`Set`, not clap's `Append` for lists), as for
/// every flag ([`Cli`]'s `args_override_self`).
#[derive(Debug, Args)]
pub(super) struct PositionArgs {
    /// Position to start from (default: the start position): one quoted string or several
    /// words
    #[arg(long, value_name = "FEN", num_args = 1.., action = ArgAction::Set)]
    pub fen: Option<Vec<String>>,
    /// Moves to play from there, in the game's notation: one quoted string or several words
    #[arg(long, value_name = "MOVES", num_args = 0.., action = ArgAction::Set)]
    pub moves: Vec<String>,
}

impl PositionArgs {
    /// The FEN, its words joined by single spaces.
    pub fn fen(&self) -> Option<String> {
        self.fen.as_ref().map(|words| words_of(words).join(" "))
    }

    /// The moves, one word each, whether they came as one string or several.
    pub fn moves(&self) -> Vec<String> {
        words_of(&self.moves)
    }
}

/// Every word of `values`, split at ASCII whitespace: a full-width space belongs to its move
/// (KIF writes `同　歩`).
fn words_of(values: &[String]) -> Vec<String> {
    values
        .iter()
        .flat_map(|v| v.split_ascii_whitespace().map(str::to_string))
        .collect()
}

/// `perft DEPTH [--fen FEN] [--moves M...] [--threads N]`.
#[derive(Debug, Args)]
pub(super) struct PerftArgs {
    /// Plies to count (write it before a FEN given as several words)
    pub depth: u32,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Threads counting the root moves' subtrees
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = at_least_one::<usize>)]
    pub threads: usize,
}

/// Why a number on the command line was refused: the range it must be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub(super) enum OutOfRange {
    /// A count below one, or no count.
    #[error("expected a number >= 1")]
    AtLeastOne,
    /// A number outside `0..=1`.
    #[error("expected a number from 0 to 1")]
    UnitInterval,
    /// A number not above 0, or not finite.
    #[error("expected a number > 0")]
    Positive,
    /// A number below 0, or not finite.
    #[error("expected a number >= 0")]
    NonNegative,
}

/// `--threads`, `--games`, `--nodes`: a count of at least one.
fn at_least_one<T: std::str::FromStr + PartialOrd + From<u8>>(text: &str) -> Result<T, OutOfRange> {
    text.parse::<T>()
        .ok()
        .filter(|n| *n >= T::from(1))
        .ok_or(OutOfRange::AtLeastOne)
}

/// `judge [[--fen FEN] [--moves "M1 M2 ..."] | --pgn FILE] [--explain [--svg DIR]]
/// [--format text|json] [--progress N] [--threads N]`, and the game's record files (`--kif FILE`), added
/// to the group `file` at run time.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new(FILE_GROUP).args(["pgn"])))]
pub(super) struct JudgeArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Also print the repetition cycle ply by ply: check or chase, and which piece
    #[arg(long)]
    pub explain: bool,
    /// Judge every game of this PGN file instead of --fen/--moves: one line per game
    #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "moves"])]
    pub pgn: Option<PathBuf>,
    /// How to print the verdicts: text lines, or JSON (an object; with --pgn an array of one
    /// object per game)
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// With --explain: write one SVG diagram per ply of the cycle, DIR/ply-<n>.svg, the
    /// chasing, chased and checking pieces ringed (with --pgn: DIR/game-<g>/ply-<n>.svg for
    /// each game that ends in a cycle)
    #[arg(long, value_name = "DIR", requires = "explain")]
    pub svg: Option<PathBuf>,
    /// With a file (--pgn): a progress line on stderr every N games (0: none)
    #[arg(long, value_name = "N", default_value_t = 1000, requires = FILE_GROUP)]
    pub progress: u64,
    /// With a file (--pgn): judge the games on N threads (the output is in file order, the
    /// same as with one)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = at_least_one::<usize>, requires = FILE_GROUP)]
    pub threads: usize,
}

/// The group of `judge`'s file flags: `--pgn` and the game's record formats, one at most.
pub(super) const FILE_GROUP: &str = "file";

/// `record --format NAME [--fen FEN] [--moves "M1 M2 ..."] [--out FILE]`.
#[derive(Debug, Args)]
pub(super) struct RecordArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The record format, one of the game's (its names: `judge --help`'s file flags)
    #[arg(long, value_name = "FORMAT")]
    pub format: String,
    /// Write the record to FILE instead of standard output
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// `judge --format`: how verdicts are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum Format {
    /// `result: <R> reason: <word>` lines.
    Text,
    /// JSON.
    Json,
}

/// `bench [DEPTH] [--use-nnue BOOL] [--eval-file FILE]`.
#[derive(Debug, Args)]
pub(super) struct BenchArgs {
    /// Search depth, 1..64 (default: the game's bench depth)
    #[arg(value_parser = clap::value_parser!(i32).range(1..=64))]
    pub depth: Option<i32>,
    #[command(flatten)]
    pub eval: EvalArgs,
}

/// Which evaluation a command searches with, in a game with a network (as UCI's `UseNNUE`
/// and `EvalFile`).
#[derive(Debug, Args)]
pub(super) struct EvalArgs {
    /// Evaluate with the network (true) or the hand-written evaluation (false); default:
    /// the game's choice, or true with --eval-file
    #[arg(long, value_name = "BOOL")]
    pub use_nnue: Option<bool>,
    /// Evaluate with this network file instead of the one compiled in
    #[arg(long, value_name = "FILE")]
    pub eval_file: Option<PathBuf>,
}

/// `datagen --out FILE [--games N] [--nodes N] [--threads N] [--random-plies N] [--seed S]
/// [--opening-bound CP] [--max-plies N] [--hash MB]`.
#[derive(Debug, Args)]
pub(super) struct DatagenArgs {
    /// The position data file to write (replaced if it exists)
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Read the positions from games played elsewhere instead of playing: PGN files whose
    /// moves carry the mover's score in a comment (OpenBench, cutechess, fastchess)
    #[arg(long, value_name = "FILE", num_args = 1.., action = ArgAction::Set)]
    pub pgn: Vec<PathBuf>,
    /// Games to play
    #[arg(long, value_name = "N", default_value_t = DATAGEN.games, value_parser = at_least_one::<u64>)]
    pub games: u64,
    /// Nodes searched per move
    #[arg(long, value_name = "N", default_value_t = DATAGEN.nodes, value_parser = at_least_one::<u64>)]
    pub nodes: u64,
    /// Threads, each playing its own games
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = at_least_one::<usize>)]
    pub threads: usize,
    /// Random legal plies from the start position before a game is searched
    #[arg(long, value_name = "N", default_value_t = DATAGEN.random_plies)]
    pub random_plies: u32,
    /// Seed of the random openings
    #[arg(long, value_name = "S", default_value_t = DATAGEN.seed)]
    pub seed: u64,
    /// Replay an opening whose first search scores beyond this many centipawns
    #[arg(long, value_name = "CP", default_value_t = DATAGEN.opening_bound, value_parser = clap::value_parser!(i32).range(0..))]
    pub opening_bound: i32,
    /// Adjudicate a game reaching this many plies as a draw
    #[arg(long, value_name = "N", default_value_t = DATAGEN.max_plies, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_plies: u32,
    /// Transposition table per thread, MiB
    #[arg(long, value_name = "MB", default_value_t = DATAGEN.hash_mb as u64, value_parser = clap::value_parser!(u64).range(1..=4096))]
    pub hash: u64,
    #[command(flatten)]
    pub eval: EvalArgs,
}

/// The library's datagen defaults, shown by `--help`.
const DATAGEN: DatagenConfig = DatagenConfig::DEFAULT;
/// The library's tuner defaults.
const TUNE: TuneConfig = TuneConfig::DEFAULT;

/// `tune --data FILE... --out FILE [--epochs N] [--lambda L] [--lr R] [--k K] [--threads N]`.
#[derive(Debug, Args)]
pub(super) struct TuneArgs {
    /// Position data files written by datagen: one or several
    #[arg(long, value_name = "FILE", required = true, num_args = 1.., action = ArgAction::Set)]
    pub data: Vec<PathBuf>,
    /// The weights module to write (the game crate's weights.rs)
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Passes of gradient descent over the whole set
    #[arg(long, value_name = "N", default_value_t = TUNE.epochs)]
    pub epochs: usize,
    /// Weight of the game result in the target, 0..=1 (the rest: the search score)
    #[arg(long, value_name = "L", default_value_t = TUNE.lambda, value_parser = unit_interval)]
    pub lambda: f64,
    /// Adam's step size, centipawns
    #[arg(long = "lr", value_name = "R", default_value_t = TUNE.learning_rate, value_parser = positive)]
    pub learning_rate: f64,
    /// The sigmoid scale (default: fitted on the weights compiled in)
    #[arg(long, value_name = "K", value_parser = positive)]
    pub k: Option<f64>,
    /// Threads sharing each pass
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = at_least_one::<usize>)]
    pub threads: usize,
    /// Ridge penalty R: R·Σ((w - w₀)/100)² is added to the loss, holding rarely seen
    /// features near their starting weights
    #[arg(long = "reg", value_name = "R", default_value_t = TUNE.regularization, value_parser = non_negative)]
    pub regularization: f64,
    /// Keep every Nth game out of the fit and report the loss on those games before and
    /// after (0: fit on every game)
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub holdout: usize,
}

const TRAIN: TrainConfig = TrainConfig::DEFAULT;

/// `train --data FILE... --out FILE [--epochs N] [--batch N] [--lr R] [--hidden N] ...`.
#[derive(Debug, Args)]
pub(super) struct TrainArgs {
    /// Position data files written by datagen: one or several
    #[arg(long, value_name = "FILE", required = true, num_args = 1.., action = ArgAction::Set)]
    pub data: Vec<PathBuf>,
    /// The network file to write (the game crate's network file)
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Hidden units per view (the game crate must be built for the same number)
    #[arg(long, value_name = "N", default_value_t = TRAIN.hidden, value_parser = at_least_one::<usize>)]
    pub hidden: usize,
    /// Passes over the whole set
    #[arg(long, value_name = "N", default_value_t = TRAIN.epochs, value_parser = at_least_one::<usize>)]
    pub epochs: usize,
    /// Positions per step
    #[arg(long, value_name = "N", default_value_t = TRAIN.batch, value_parser = at_least_one::<usize>)]
    pub batch: usize,
    /// Adam's first step size (it falls to a tenth of it by the last epoch)
    #[arg(long = "lr", value_name = "R", default_value_t = TRAIN.learning_rate, value_parser = positive)]
    pub learning_rate: f64,
    /// Weight of the game result in the target, 0..=1 (the rest: the search score)
    #[arg(long, value_name = "L", default_value_t = TRAIN.lambda, value_parser = unit_interval)]
    pub lambda: f64,
    /// The sigmoid scale (default: fitted to the results with the evaluation compiled in)
    #[arg(long, value_name = "K", value_parser = positive)]
    pub k: Option<f64>,
    /// Threads sharing each step
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = at_least_one::<usize>)]
    pub threads: usize,
    /// Seed of the starting weights and of the order of the positions
    #[arg(long, value_name = "N", default_value_t = TRAIN.seed)]
    pub seed: u64,
    /// Keep every Nth game out of the fit and report the loss on those games after every
    /// epoch (0: fit on every game)
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub holdout: usize,
    /// Start from this network file's weights (the previous round's network) instead of
    /// random ones; it must have --hidden units
    #[arg(long, value_name = "FILE")]
    pub init: Option<PathBuf>,
}

/// `--lambda`: a number in `0..=1`.
fn unit_interval(text: &str) -> Result<f64, OutOfRange> {
    text.parse::<f64>()
        .ok()
        .filter(|x| (0.0..=1.0).contains(x))
        .ok_or(OutOfRange::UnitInterval)
}

/// `--lr`, `--k`: a finite number above 0.
fn positive(text: &str) -> Result<f64, OutOfRange> {
    text.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x > 0.0)
        .ok_or(OutOfRange::Positive)
}

/// `--reg`: a number `>= 0`.
fn non_negative(text: &str) -> Result<f64, OutOfRange> {
    text.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x >= 0.0)
        .ok_or(OutOfRange::NonNegative)
}

/// `diagram [--fen FEN] [--moves M...] [--out FILE] [--flip] [--letters | --characters]
/// [--mark SQ...]`.
#[derive(Debug, Args)]
pub(super) struct DiagramArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Write the SVG to FILE instead of standard output
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Draw the board from the second side's chair
    #[arg(long)]
    pub flip: bool,
    /// Latin letters for every piece (as in the FEN), chess symbols included
    #[arg(long, conflicts_with = "characters")]
    pub letters: bool,
    /// CJK characters on xiangqi and shogi pieces instead of Latin letters (the reader needs
    /// CJK fonts)
    #[arg(long)]
    pub characters: bool,
    /// Ring these squares (in the game's notation): one quoted string or several words
    #[arg(long, value_name = "SQUARES", num_args = 1.., action = ArgAction::Set)]
    pub mark: Vec<String>,
}

impl DiagramArgs {
    /// The squares to ring, one name each.
    pub fn marks(&self) -> Vec<String> {
        words_of(&self.mark)
    }
}

/// The subcommands that set up a position, and so take the game's flags.
pub(super) const POSITION_COMMANDS: [&str; 4] = ["perft", "judge", "diagram", "record"];

/// `cmd` with one flag per game option that has one: a check option's flag takes no value and
/// turns it on; any other option's flag takes a value, checked by the option's spec.
pub(super) fn with_game_flags<G: Game>(mut cmd: clap::Command) -> clap::Command {
    for spec in G::Notation::OPTIONS {
        let Some(flag) = spec.flag else { continue };
        let arg = Arg::new(spec.name).long(flag.trim_start_matches('-'));
        let arg = match spec.kind {
            OptionKind::Check { .. } => arg
                .action(ArgAction::SetTrue)
                .help(format!("Turn the {} option on", spec.name)),
            _ => {
                let spec: OptionSpec = *spec;
                arg.action(ArgAction::Set)
                    .value_name("VALUE")
                    .value_parser(move |text: &str| spec.parse(Some(text)))
                    .help(format!("Set the {} option", spec.name))
            }
        };
        cmd = cmd.arg(arg);
    }
    cmd
}

/// The notation the game's flags in `matches` select, on top of the default.
pub(super) fn notation_from<G: Game>(matches: &ArgMatches) -> G::Notation {
    let mut notation = G::Notation::default();
    for spec in G::Notation::OPTIONS.iter().filter(|s| s.flag.is_some()) {
        let value = match spec.kind {
            OptionKind::Check { .. } => matches
                .get_flag(spec.name)
                .then_some(OptionValue::Check(true)),
            _ => matches.get_one::<OptionValue>(spec.name).cloned(),
        };
        if let Some(value) = value {
            notation.set(spec.name, &value);
        }
    }
    notation
}
