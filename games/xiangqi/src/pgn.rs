//! Xiangqi games in PGN: the core's PGN syntax ([`gambit::record::pgn`]) with `[Variant
//! "xiangqi"]`, the start position from the `FEN` tag, and moves in WXF (`C2.5`), ICCS
//! (`H2-E2`) or coordinates (`h2e2`), told apart token by token, so that one game may mix
//! them. Writing uses WXF unless [`XiangqiPgn::writing`] picks another form.

use crate::fen::FenError;
use crate::mv::Move;
use crate::notation::{MoveError, XiangqiNotation};
use crate::position::Xiangqi;
use crate::wxf::WxfError;
use gambit::record::pgn::{self, Dialect, Games};
use gambit::record::{Record, Tags};
use gambit::Game;
use thiserror::Error;

/// The value written in the `Variant` tag.
pub const VARIANT: &str = "xiangqi";

/// How moves are written: WXF, ICCS or the engine's coordinates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MoveForm {
    /// WXF, `C2.5` ([`Xiangqi::wxf`]).
    #[default]
    Wxf,
    /// ICCS, `H2-E2` ([`Xiangqi::iccs`]).
    Iccs,
    /// The engine's coordinates in the dialect's notation, `h2e2` (`h3e3` with ranks from 1).
    Coordinates,
}

/// Why the tags of a game give no start position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The `FEN` tag was refused.
    #[error("FEN tag: {0}")]
    Fen(#[from] FenError),
    /// The `Variant` tag names a game other than xiangqi.
    #[error("unsupported variant '{0}' (xiangqi and Chinese Chess are)")]
    Variant(String),
}

/// Why a move token was refused, in the form it was read as.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PgnMoveError {
    /// A WXF token (anything that is not ICCS or coordinates).
    #[error(transparent)]
    Wxf(#[from] WxfError),
    /// An ICCS token (`H2-E2`, upper case or with the dash).
    #[error("ICCS: {0}")]
    Iccs(MoveError),
    /// A coordinate token (`h2e2`, lower case without a dash).
    #[error("coordinates: {0}")]
    Coordinates(MoveError),
}

/// Xiangqi's PGN dialect. `notation` is the one the games are set up in: coordinate moves are
/// read and written in it (ranks from 0, or from 1); ICCS always counts ranks from 0.
#[derive(Clone, Copy, Debug, Default)]
pub struct XiangqiPgn {
    /// The notation of the positions and of coordinate moves.
    pub notation: XiangqiNotation,
    /// How [`Dialect::write_move`] writes moves.
    pub form: MoveForm,
}

impl XiangqiPgn {
    /// The dialect writing moves in `form`.
    pub fn writing(form: MoveForm) -> XiangqiPgn {
        XiangqiPgn {
            form,
            ..XiangqiPgn::default()
        }
    }
}

/// `true` when a `Variant` tag value names xiangqi (case and spacing aside).
fn is_xiangqi(variant: &str) -> bool {
    let name: String = variant
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    matches!(name.as_str(), "xiangqi" | "chinesechess")
}

/// The form of a move token: `Some(true)` ICCS, `Some(false)` coordinates, `None` WXF. A WXF
/// move's third character is a sign (`+`, `-`, `.`, `=`), never a file letter, and its second
/// never a letter either, so squares are told apart from it by their shape alone.
fn square_form(token: &str) -> Option<bool> {
    let b = token.as_bytes();
    let file = |c: u8| matches!(c.to_ascii_lowercase(), b'a'..=b'i');
    let rank_len = |at: usize| b[at..].iter().take_while(|c| c.is_ascii_digit()).count();
    if b.is_empty() || !file(b[0]) {
        return None;
    }
    let r1 = rank_len(1);
    let mut i = 1 + r1;
    let dash = b.get(i) == Some(&b'-');
    i += usize::from(dash);
    if !(1..=2).contains(&r1) || !b.get(i).copied().is_some_and(file) {
        return None;
    }
    let r2 = rank_len(i + 1);
    if !(1..=2).contains(&r2) || i + 1 + r2 != b.len() {
        return None;
    }
    let lower = token.bytes().all(|c| !c.is_ascii_uppercase());
    Some(dash || !lower)
}

impl Dialect for XiangqiPgn {
    type Game = Xiangqi;
    type MoveError = PgnMoveError;
    type SetupError = SetupError;
    const SETUP_TAGS: &'static [&'static str] = &["Variant", "SetUp", "FEN"];

    /// A missing `Variant` tag is read as xiangqi (the file was handed to xiangqi); another
    /// variant is an error.
    fn setup(&self, tags: &Tags) -> Result<Xiangqi, SetupError> {
        if let Some(variant) = tags.get("Variant").filter(|v| !is_xiangqi(v)) {
            return Err(SetupError::Variant(variant.chars().take(40).collect()));
        }
        let fen = tags.get("FEN").unwrap_or(Xiangqi::START_FEN);
        Ok(Xiangqi::from_fen(fen, self.notation)?)
    }

    fn setup_tags(&self, start: &Xiangqi) -> Vec<(String, String)> {
        let mut tags = vec![("Variant".to_string(), VARIANT.to_string())];
        let fen = start.fen();
        if fen != Xiangqi::START_FEN {
            tags.push(("SetUp".to_string(), "1".to_string()));
            tags.push(("FEN".to_string(), fen));
        }
        tags
    }

    fn read_move(&self, pos: &Xiangqi, token: &str) -> Result<Move, PgnMoveError> {
        match square_form(token) {
            Some(true) => pos.parse_iccs(token).map_err(PgnMoveError::Iccs),
            Some(false) => pos.parse_move(token).map_err(PgnMoveError::Coordinates),
            None => Ok(pos.parse_wxf(token)?),
        }
    }

    fn write_move(&self, pos: &mut Xiangqi, m: Move) -> String {
        match self.form {
            MoveForm::Wxf => pos.wxf(m),
            MoveForm::Iccs => pos.iccs(m),
            MoveForm::Coordinates => pos.format_move(m),
        }
    }
}

/// The games of a PGN text as xiangqi games (WXF, ICCS or coordinate moves, ranks from 0),
/// one `Result` per game, in order: a game with an error is an error naming the game, the
/// line, the ply and the token, and the games after it are read. Variations are skipped;
/// `read_pgn(text).keep_variations(true)` keeps them.
///
/// ```
/// use gambit::prelude::*;
/// use gambit_xiangqi::read_pgn;
///
/// let text = "[Variant \"xiangqi\"]\n\n1. C2.5 H8+7 2. h0g2 {ICCS next} I9-H9 *\n";
/// let games: Vec<_> = read_pgn(text).collect();
/// let game = games[0].as_ref().unwrap();
/// assert_eq!(game.moves.len(), 4);
/// assert_eq!(game.moves[2].comments, ["ICCS next"]);
/// assert_eq!(game.result, None);
/// ```
pub fn read_pgn(text: &str) -> Games<'_, XiangqiPgn> {
    pgn::read(text, XiangqiPgn::default())
}

/// The game in PGN export format with WXF moves: the seven tag roster, `[Variant "xiangqi"]`
/// (and `SetUp`, `FEN` for another start), the other tags, the movetext wrapped to lines of at
/// most 79 characters, the result and a blank line.
///
/// ```
/// use gambit::prelude::*;
/// use gambit::record::Record;
/// use gambit_xiangqi::{write_pgn, Xiangqi};
///
/// let mut pos = Xiangqi::startpos(Default::default());
/// pos.play("h2e2").unwrap();
/// pos.play("h9g7").unwrap();
/// let text = write_pgn(&Record::from_position(&pos));
/// assert!(text.contains("[Variant \"xiangqi\"]\n"));
/// assert!(text.ends_with("\n1. C2.5 H8+7 *\n\n"));
/// ```
pub fn write_pgn(game: &Record<Xiangqi>) -> String {
    pgn::write(&XiangqiPgn::default(), game)
}

/// `judge --pgn` reads xiangqi records through [`XiangqiPgn`] in the notation given (which
/// says how coordinate moves count ranks).
impl gambit::judge::PgnRecords for Xiangqi {
    type Dialect = XiangqiPgn;
    const RECORD_NOTATION: &'static str = "WXF or ICCS";
    fn dialect(notation: XiangqiNotation) -> XiangqiPgn {
        XiangqiPgn {
            notation,
            form: MoveForm::Wxf,
        }
    }
}
