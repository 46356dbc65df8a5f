//! PGN for every described variant: the core's PGN syntax with SAN moves (`san`), the start
//! position from the `FEN` tag, and the `Variant` tag as lichess exports it
//! ([`Variant::PGN_NAME`]). A record of another variant is refused by name.

use super::fen::FenError;
use super::game::{MoveError, VariantNotation};
use super::moves::Move;
use super::position::Position;
use super::variant::Variant;
use crate::game::Game;
use crate::judge::PgnRecords;
use crate::record::pgn::{self, Dialect, Games};
use crate::record::Tags;
use core::marker::PhantomData;

/// Why the tags of a record give no start position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The `FEN` tag was refused.
    #[error("FEN tag: {0}")]
    Fen(#[from] FenError),
    /// The `Variant` tag names another variant.
    #[error("the record is of variant '{found}', not {expected}")]
    Variant {
        /// The tag's value.
        found: String,
        /// The variant read.
        expected: &'static str,
    },
}

/// The PGN dialect of variant `V`.
pub struct VariantPgn<V>(PhantomData<fn() -> V>, VariantNotation);

impl<V: Variant> VariantPgn<V> {
    /// The dialect, with `notation` for the positions it sets up (Chess960 castling).
    pub fn new(notation: VariantNotation) -> Self {
        VariantPgn(PhantomData, notation)
    }
}

/// A name as PGN tags are compared: letters and digits, lower case.
fn squeezed(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase()
}

/// What a `Variant` tag says of variant `V`: `Some(chess960)` when it names `V` (standard
/// chess under any of its names when `V` is chess, Chess960 turning castling to 960),
/// `None` when it names another.
fn tag_names<V: Variant>(tag: &str) -> Option<bool> {
    let tag = squeezed(tag);
    let chess_like = V::NAME == "chess";
    match tag.as_str() {
        "" => Some(false),
        "standard" | "chess" | "normal" | "fromposition" if chess_like => Some(false),
        "chess960" | "960" | "fischerandom" | "fischerrandom" if chess_like => Some(true),
        _ if tag == squeezed(V::NAME) || tag == squeezed(V::PGN_NAME) => Some(false),
        _ => None,
    }
}

impl<V: Variant> Dialect for VariantPgn<V> {
    type Game = Position<V>;
    type MoveError = MoveError;
    type SetupError = SetupError;
    const SETUP_TAGS: &'static [&'static str] = &["Variant", "SetUp", "FEN"];

    fn setup(&self, tags: &Tags) -> Result<Position<V>, SetupError> {
        let variant = tags.get("Variant").unwrap_or("");
        let chess960 = tag_names::<V>(variant).ok_or_else(|| SetupError::Variant {
            found: variant.chars().take(40).collect(),
            expected: V::NAME,
        })?;
        let fen = tags.get("FEN").unwrap_or(V::START_FEN);
        let notation = VariantNotation {
            chess960: chess960 || self.1.chess960,
        };
        Ok(Position::from_fen(fen, notation)?)
    }

    fn setup_tags(&self, start: &Position<V>) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        let chess = V::NAME == "chess";
        if start.chess960 && chess {
            tags.push(("Variant".to_string(), "Chess960".to_string()));
        } else if !chess {
            tags.push(("Variant".to_string(), V::PGN_NAME.to_string()));
        }
        let fen = start.fen();
        if start.chess960 || fen != V::START_FEN {
            tags.push(("SetUp".to_string(), "1".to_string()));
            tags.push(("FEN".to_string(), fen));
        }
        tags
    }

    fn read_move(&self, pos: &Position<V>, token: &str) -> Result<Move<V>, MoveError> {
        pos.parse_san(token)
    }

    fn write_move(&self, pos: &mut Position<V>, m: Move<V>) -> String {
        pos.san(m)
    }
}

/// The games of a PGN text in variant `V`, one `Result` per game, in order
/// ([`pgn::read`]).
pub fn read_pgn<V: Variant>(text: &str, notation: VariantNotation) -> Games<'_, VariantPgn<V>> {
    pgn::read(text, VariantPgn::new(notation))
}

/// `judge --pgn` reads a variant's records in SAN, the variant checked against each
/// record's `Variant` tag.
impl<V: Variant> PgnRecords for Position<V> {
    type Dialect = VariantPgn<V>;
    const RECORD_NOTATION: &'static str = "SAN";
    fn dialect(notation: VariantNotation) -> VariantPgn<V> {
        VariantPgn::new(notation)
    }
}
