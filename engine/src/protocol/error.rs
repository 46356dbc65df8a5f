//! Why a protocol command was refused. The session writes the error's text back as a note
//! (`info string ...`) and goes on; a caller driving a session from code matches on the
//! kind instead of reading the words.

use gambit::options::OptionError;
use gambit::search::tt::TableAllocError;
use std::fmt;

pub use gambit::game::GameError;

/// Why a command line was refused.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// A command word the dialect does not have; the line, shortened.
    #[error("unknown command: {0}")]
    UnknownCommand(String),
    /// `setoption` without its `name` word.
    #[error("setoption: expected 'name'")]
    ExpectedName,
    /// `setoption` without an option name.
    #[error("setoption: missing option name")]
    MissingName,
    /// No option has this name (shortened).
    #[error("setoption: unknown option '{0}'")]
    UnknownOption(String),
    /// The value does not fit the option's spec.
    #[error("setoption {name}: {source}")]
    BadValue {
        /// The option.
        name: &'static str,
        /// What is wrong with the value.
        source: OptionError,
    },
    /// The transposition table of the size asked for could not be had.
    #[error("setoption {name}: {source}; keeping {kept_mb} MiB")]
    Hash {
        /// The option.
        name: &'static str,
        /// The allocation's failure.
        source: TableAllocError,
        /// The size kept, MiB.
        kept_mb: usize,
    },
    /// `position` with neither `startpos` nor the dialect's position word and a position.
    #[error("position: expected 'startpos' or '{word} <{}>'", .word.to_ascii_uppercase())]
    PositionSyntax {
        /// The dialect's position word (`fen`, `sfen`).
        word: &'static str,
    },
    /// A network file that cannot be read or is not a network of the game's shape; the
    /// network in use stays.
    #[error("setoption {name}: {path}: {why}; keeping {kept}")]
    NetworkFile {
        /// The option.
        name: &'static str,
        /// The path given.
        path: String,
        /// Why it was refused.
        why: String,
        /// The network kept: its path, or the name of the one compiled in.
        kept: String,
    },
    /// The position string is not a position of the game.
    #[error("position refused: {0}")]
    Position(#[source] GameError),
    /// A move after `moves` is not legal where it is played.
    #[error("position refused: move {ply} ({text}): {source}")]
    Move {
        /// Its number after `moves`, from 1.
        ply: usize,
        /// The word as written.
        text: String,
        /// Why the game refused it.
        source: GameError,
    },
    /// Words of `banmoves` that are not legal moves here (the others are banned).
    #[error("banmoves: ignored {}", Ignored(.0))]
    BanIgnored(Vec<IgnoredMove>),
    /// The words after `go`.
    #[error(transparent)]
    Go(#[from] GoError),
    /// `bench` with a depth outside 1..64 (shortened).
    #[error("bench: '{0}' is not a depth 1..64")]
    BenchDepth(String),
    /// A command that needs the search, in a build without one.
    #[error("{0}: search is not available in this build")]
    NoSearch(&'static str),
    /// A command's words are none of those it takes.
    #[error("{command}: expected {expected}, got '{got}'")]
    Expected {
        /// The command (`ponderhit`, `gameover`).
        command: &'static str,
        /// What it takes, in words.
        expected: &'static str,
        /// The words given (shortened).
        got: String,
    },
    /// `genfens`'s book file could not be read.
    #[error("genfens: cannot read the book {path}: {source}")]
    Book {
        /// The path as given (shortened).
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// `genfens` could not make the openings asked for.
    #[error("genfens: {0}")]
    Openings(#[from] crate::tune::OpeningError),
}

/// A `banmoves` word that is not a legal move here.
#[derive(Debug)]
pub struct IgnoredMove {
    /// The word (shortened).
    pub word: String,
    /// Why the game refused it (shortened).
    pub why: String,
}

/// The ignored words as the note lists them: `w1 (why); w2 (why)`.
struct Ignored<'a>(&'a [IgnoredMove]);

impl fmt::Display for Ignored<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, m) in self.0.iter().enumerate() {
            let sep = if i == 0 { "" } else { "; " };
            write!(f, "{sep}{} ({})", m.word, m.why)?;
        }
        Ok(())
    }
}

/// Why the words after `go` were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoError {
    /// `go perft` (or the dialect's word for it) without a depth.
    #[error("go {0}: expected a depth")]
    PerftDepth(String),
    /// A word that needs a value ends the line.
    #[error("go: '{0}' needs a value")]
    MissingValue(String),
    /// A word's value is not a number.
    #[error("go: '{word}' value '{value}' is not a number")]
    NotANumber {
        /// The word.
        word: String,
        /// Its value as written.
        value: String,
    },
    /// A word the dialect's `go` does not have.
    #[error("go: unknown parameter '{0}'")]
    UnknownParameter(String),
}
