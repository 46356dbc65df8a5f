//! Record files of a game's own formats, besides PGN (shogi: KIF and CSA): a [`RecordFormat`]
//! reads a file's games into [`Record`]s, which `judge --<flag> FILE` rules on one line per
//! game as `judge --pgn` does, and writes a game as a file for the `record` subcommand;
//! [`RecordFiles`] is how code that knows only the game finds its formats.

use crate::game::{Game, GameError};
use crate::record::Record;
use crate::rules::RuleSet;

/// A game of a record file: its record, or why it cannot be read (naming the line).
pub type GameRead<G> = Result<Record<G>, GameError>;

/// A record file format of a game: its name (the `judge` flag, the `record --format` value),
/// its reader and its writer.
pub struct RecordFormat<G: Game> {
    /// The name, lowercase: `kif` gives `judge --kif FILE` and `record --format kif`.
    pub name: &'static str,
    /// What `judge --help` says of the flag.
    pub help: &'static str,
    /// The games of a file's bytes (the reader decodes them), in file order: each a record
    /// whose moves are legal, or why it cannot be read, naming the line.
    pub read: fn(&[u8]) -> Vec<GameRead<G>>,
    /// The file of one game, as text.
    pub write: fn(&Record<G>) -> String,
}

/// A game whose records come in file formats of its own.
pub trait RecordFiles: RuleSet {
    /// The formats, in the order the help lists them.
    fn record_formats() -> Vec<RecordFormat<Self>>;
}
