//! Chess games in PGN: the core's PGN syntax ([`gambit::record::pgn`]) with SAN moves and the
//! start position from the `FEN`, `SetUp` and `Variant` tags.

use crate::fen::FenError;
use crate::mv::Move;
use crate::notation::ChessNotation;
use crate::position::Chess;
use crate::san::SanError;
use gambit::record::pgn::{self, Dialect, Games};
use gambit::record::{Record, Tags};
use gambit::Game;
use thiserror::Error;

/// A chess game read from or written to PGN.
pub type PgnGame = Record<Chess>;

/// Why the tags of a game give no start position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The `FEN` tag was refused.
    #[error("FEN tag: {0}")]
    Fen(#[from] FenError),
    /// The `Variant` tag names a game other than chess or Chess960.
    #[error("unsupported variant '{0}' (chess and Chess960 are)")]
    Variant(String),
}

/// Chess's PGN dialect: moves in SAN (read leniently, as [`Chess::parse_san`]), the start
/// position from `FEN` (whatever `SetUp` says, as python-chess) and `Variant` (`Chess960`,
/// `chess 960`, `Fischerandom` and the like turn Chess960 on; `Standard`, `chess` and
/// `From Position` are standard chess).
#[derive(Clone, Copy, Debug, Default)]
pub struct ChessPgn;

/// `true` when a `Variant` tag value names Chess960; `Ok(false)` for standard chess.
fn is_chess960(variant: &str) -> Result<bool, SetupError> {
    let name: String = variant
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    match name.as_str() {
        "" | "standard" | "chess" | "normal" | "fromposition" => Ok(false),
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" => Ok(true),
        _ => Err(SetupError::Variant(variant.chars().take(40).collect())),
    }
}

impl Dialect for ChessPgn {
    type Game = Chess;
    type MoveError = SanError;
    type SetupError = SetupError;
    const SETUP_TAGS: &'static [&'static str] = &["Variant", "SetUp", "FEN"];

    fn setup(&self, tags: &Tags) -> Result<Chess, SetupError> {
        let chess960 = is_chess960(tags.get("Variant").unwrap_or(""))?;
        let fen = tags.get("FEN").unwrap_or(Chess::START_FEN);
        Ok(Chess::from_fen(fen, ChessNotation { chess960 })?)
    }

    fn setup_tags(&self, start: &Chess) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        if start.chess960 {
            tags.push(("Variant".to_string(), "Chess960".to_string()));
        }
        let fen = start.fen();
        if start.chess960 || fen != Chess::START_FEN {
            tags.push(("SetUp".to_string(), "1".to_string()));
            tags.push(("FEN".to_string(), fen));
        }
        tags
    }

    /// [`Chess::parse_san`], in line: its plain SAN reader first, the lenient one out of
    /// line.
    #[inline]
    fn read_move(&self, pos: &Chess, token: &str) -> Result<Move, SanError> {
        pos.parse_san(token)
    }

    fn write_move(&self, pos: &mut Chess, m: Move) -> String {
        pos.san_in_place(m)
    }
}

/// The games of a PGN text, one `Result` per game, in order: a game with an error is an
/// error naming the game, the line, the ply and the token, and the games after it are read.
/// Variations are skipped; `read_pgn(text).keep_variations(true)` keeps them.
///
/// ```
/// use gambit::prelude::*;
/// use gambit_chess::read_pgn;
///
/// let text = "[Event \"Casual\"]\n\n1. f3 e5 2. g4 {a blunder} Qh4# 0-1\n\n1. e4 Nf6?? 1-0\n";
/// let games: Vec<_> = read_pgn(text).collect();
/// let first = games[0].as_ref().unwrap();
/// assert_eq!(first.tags.get("Event"), Some("Casual"));
/// assert_eq!(first.moves[2].comments, ["a blunder"]);
/// assert_eq!(first.result, Some(gambit_chess::rules::BLACK_WINS));
/// assert!(first.end().in_check());
/// assert_eq!(games[1].as_ref().unwrap().moves[1].nags, [4]);
/// ```
pub fn read_pgn(text: &str) -> Games<'_, ChessPgn> {
    pgn::read(text, ChessPgn)
}

/// The game in PGN export format: the seven tag roster, the setup tags, the other tags, SAN
/// movetext wrapped to lines of at most 79 characters, the result and a blank line.
///
/// ```
/// use gambit::prelude::*;
/// use gambit::record::Record;
/// use gambit_chess::{write_pgn, Chess};
///
/// let mut pos: Chess = Chess::START_FEN.parse().unwrap();
/// for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"] {
///     pos.play_san(san).unwrap();
/// }
/// let mut game = Record::from_position(&pos);
/// game.result = Some(gambit_chess::rules::WHITE_WINS);
/// game.tags.set("White", "Scholar");
/// let text = write_pgn(&game);
/// assert!(text.starts_with("[Event \"?\"]\n"));
/// assert!(text.contains("[White \"Scholar\"]\n"));
/// assert!(text.ends_with("\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"));
/// ```
pub fn write_pgn(game: &PgnGame) -> String {
    pgn::write(&ChessPgn, game)
}

/// `judge --pgn` reads chess records through [`ChessPgn`]: Chess960 comes from each game's
/// `Variant` tag (or a Shredder-FEN), not from the notation given.
impl gambit::judge::PgnRecords for Chess {
    type Dialect = ChessPgn;
    const RECORD_NOTATION: &'static str = "SAN";
    fn dialect(_notation: ChessNotation) -> ChessPgn {
        ChessPgn
    }
}
