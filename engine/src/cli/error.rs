//! Why a command line failed: printed as `error: ...` with exit status 2. Each kind keeps the
//! error it came from (the game's, the file system's, the judge's, the tuner's) as its source.

use gambit::game::GameError;
use gambit::judge::JudgeError;
use std::path::PathBuf;

/// A command-line mistake, printed as `error: ...` with exit status 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A `--mark` that names no square of the board.
    #[error("--mark {text}: {source}")]
    Mark {
        /// The square as given.
        text: String,
        /// Why the board's names refused it.
        source: GameError,
    },
    /// A file that could not be read or written.
    #[error("{flag} {}: {source}", .path.display())]
    File {
        /// The option that named it (`--out`, `--pgn`, `--svg DIR`).
        flag: String,
        /// The file.
        path: PathBuf,
        /// The file system's error.
        source: std::io::Error,
    },
    /// A data file of the tuner that could not be read.
    #[error("--data {}: {source}", .path.display())]
    Data {
        /// The file.
        path: PathBuf,
        /// Why it could not be read.
        source: GameError,
    },
    /// What the program's game does not have (an engine, `judge --explain`, `record`).
    #[error("{program} has no {what}: {why}")]
    Lacks {
        /// The program's name.
        program: String,
        /// What was asked for.
        what: String,
        /// Why the game lacks it.
        why: &'static str,
    },
    /// `--fen` or a move of `--moves` was refused (the judge's kinds, also where no judge
    /// runs).
    #[error(transparent)]
    Judge(#[from] JudgeError),
    /// Tuning or training refused its data or settings.
    #[error("{0}")]
    Tuning(#[source] GameError),
    /// A network file (`--eval-file`) that is not a network of the game's shape.
    #[error("--eval-file {}: {source}", .path.display())]
    Network {
        /// The file.
        path: PathBuf,
        /// Why it was refused.
        source: gambit::nnue::NetworkFileError,
    },
    /// The thread reading a record file stopped without an answer.
    #[error("the thread reading the file failed")]
    ReaderThread,
}

impl CliError {
    /// The file error of `flag` (`--out`) on `path`.
    pub fn file(flag: impl Into<String>, path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        CliError::File {
            flag: flag.into(),
            path: path.into(),
            source,
        }
    }

    /// A tuning or training error.
    pub fn tuning(source: impl Into<GameError>) -> Self {
        CliError::Tuning(source.into())
    }
}
