//! pyffish's 21 functions over gambit's games, with pyffish's arguments (also by keyword,
//! which pyffish itself does not take), return shapes and text. Each replays its position in
//! Rust with the GIL released; bad input is a `ValueError` (a bad argument type a
//! `TypeError`), never a crash.

use super::dialect::sfen_of;
use super::ends::value;
use super::notation::{shogi_like, Notation};
use super::replay::{resolve, start_fen as start_fen_of, Replay};
use super::{fog, material, partner, promoted, san, validate};
use crate::errors::{guarded, value_error};
use crate::games::names;
use pyo3::prelude::*;

/// The pyffish release whose API this module follows.
pub const API_VERSION: (u32, u32, u32) = (0, 0, 90);

/// Fairy-Stockfish's UCI options that change nothing these functions answer (engine
/// settings): `set_option` takes them and does nothing.
const ENGINE_OPTIONS: &[&str] = &[
    "Debug Log File",
    "Threads",
    "Hash",
    "Clear Hash",
    "Ponder",
    "MultiPV",
    "Skill Level",
    "Move Overhead",
    "Slow Mover",
    "nodestime",
    "UCI_Chess960",
    "UCI_Variant",
    "UCI_AnalyseMode",
    "UCI_LimitStrength",
    "UCI_Elo",
    "UCI_ShowWDL",
    "SyzygyPath",
    "SyzygyProbeDepth",
    "Syzygy50MoveRule",
    "SyzygyProbeLimit",
    "Use NNUE",
    "EvalFile",
    "TsumeMode",
    "Protocol",
];

/// Runs `f` on the position `fen` of `variant` after `moves`, the GIL released.
fn with_replay<T: Send>(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    moves: &[String],
    chess960: bool,
    f: impl FnOnce(&mut Replay) -> Result<T, String> + Send,
) -> PyResult<T> {
    py.detach(|| {
        guarded(
            || {
                let mut replay = Replay::new(variant, fen, moves, chess960)?;
                f(&mut replay)
            },
            value_error,
        )
    })
}

/// The truth of a flag as pyffish reads it (any object: its truth value).
fn flag(obj: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
    obj.map_or(Ok(false), |o| o.is_truthy())
}

/// The pyffish version this module follows, `(0, 0, 90)`.
#[pyfunction]
pub fn version() -> (u32, u32, u32) {
    API_VERSION
}

/// What answers: gambit's name and version, as pyffish names Fairy-Stockfish's.
#[pyfunction]
pub fn info() -> String {
    format!(
        "gambit {} (gambit.pyffish, pyffish {}.{}.{} API)",
        env!("CARGO_PKG_VERSION"),
        API_VERSION.0,
        API_VERSION.1,
        API_VERSION.2
    )
}

/// The variants these functions take, by pyffish's names.
#[pyfunction]
pub fn variants() -> Vec<&'static str> {
    names()
}

/// Sets a Fairy-Stockfish UCI option: the engine settings (`Threads`, `Hash`, ...) are taken
/// and change nothing; `VariantPath` and unknown names raise `ValueError`.
#[pyfunction]
pub fn set_option(name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
    let _ = value.str()?;
    if ENGINE_OPTIONS.contains(&name) {
        return Ok(());
    }
    if name == "VariantPath" {
        return Err(value_error(
            "gambit.pyffish cannot load variant definitions (VariantPath); it plays the \
             variants of variants()"
                .into(),
        ));
    }
    Err(value_error(format!("No such option {name}'")))
}

/// Loads Fairy-Stockfish variant definitions: gambit cannot, so any definition raises
/// `ValueError` (a text without one, only comments and blank lines, is taken).
#[pyfunction]
pub fn load_variant_config(config: &str) -> PyResult<()> {
    let defines = config.lines().any(|l| {
        let l = l.trim();
        !l.is_empty() && !l.starts_with('#') && !l.starts_with(';')
    });
    if defines {
        return Err(value_error(
            "gambit.pyffish cannot load variant definitions (load_variant_config); it plays \
             the variants of variants()"
                .into(),
        ));
    }
    Ok(())
}

/// The start position of `variant` as pyffish writes it.
#[pyfunction]
pub fn start_fen(variant: &str) -> PyResult<String> {
    guarded(|| start_fen_of(resolve(variant)?), value_error)
}

/// Whether `variant` is played on two boards (bughouse): never for gambit's variants.
#[pyfunction]
pub fn two_boards(variant: &str) -> PyResult<bool> {
    guarded(|| resolve(variant).map(|_| false), value_error)
}

/// Whether captured pieces go to the capturer's hand in `variant`.
#[pyfunction]
pub fn captures_to_hand(variant: &str) -> PyResult<bool> {
    guarded(
        || resolve(variant).map(|v| v == "crazyhouse" || shogi_like(v)),
        value_error,
    )
}

/// The notation of pyffish's value `notation` for `variant`.
fn notation_of(notation: i32, variant: &str) -> Result<Notation, String> {
    Notation::from_value(notation, variant).ok_or_else(|| format!("unknown notation {notation}"))
}

/// The legal move `move` of the position `fen` in SAN (or `notation`: `NOTATION_*`).
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960 = None, notation = 0))]
pub fn get_san(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: Option<&Bound<'_, PyAny>>,
    notation: i32,
) -> PyResult<String> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &[], chess960, |r| {
        let n = notation_of(notation, r.variant)?;
        san::move_to_san(r, r#move, n, &promoted::Tracker::new())
    })
}

/// The moves `movelist`, played from `fen`, each in SAN (or `notation`).
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None, notation = 0))]
pub fn get_san_moves(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
    notation: i32,
) -> PyResult<Vec<String>> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &[], chess960, |r| {
        let n = notation_of(notation, r.variant)?;
        let mut marks = promoted::Tracker::new();
        movelist
            .iter()
            .map(|m| {
                let text = san::move_to_san(r, m, n, &marks)?;
                marks.play(r, m)?;
                Ok(text)
            })
            .collect()
    })
}

/// The legal moves after `movelist` is played from `fen`, in pyffish's UCI text.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None))]
pub fn legal_moves(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<String>> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        Ok(r.legal_moves())
    })
}

/// The FEN after `movelist` is played from `fen` (`sfen`: as SFEN; `show_promoted`: mark
/// promoted pieces `~`; `count_started`: the ply a makruk board's honour count began).
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None, sfen = None, show_promoted = None, count_started = 0))]
#[allow(clippy::too_many_arguments)]
pub fn get_fen(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
    sfen: Option<&Bound<'_, PyAny>>,
    show_promoted: Option<&Bound<'_, PyAny>>,
    count_started: i32,
) -> PyResult<String> {
    let (chess960, sfen, show_promoted) = (flag(chess960)?, flag(sfen)?, flag(show_promoted)?);
    with_replay(py, variant, fen, &[], chess960, |r| {
        let marks = promoted::Tracker::replay(r, &movelist)?;
        let mut out = r.fen();
        if show_promoted {
            out = marks.mark(&out);
        }
        out = promoted::honour_count(r, &out, count_started);
        Ok(if sfen { sfen_of(&out) } else { out })
    })
}

/// Whether the side to move is in check after `movelist`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None))]
pub fn gives_check(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<bool> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        Ok(r.game.is_check())
    })
}

/// Whether the legal move `move` captures, after `movelist`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, r#move, chess960 = None))]
pub fn is_capture(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    r#move: &str,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<bool> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        partner::is_capture(r, r#move)
    })
}

/// The piece the last move of `movelist` captured, unpromoted, as its FEN letter (bughouse
/// passes it to the partner); `''` when it captured none.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None))]
pub fn piece_to_partner(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &[], chess960, |r| {
        partner::piece_to_partner(r, &movelist)
    })
}

/// The result of a position without legal moves, from the side to move's view:
/// `VALUE_MATE` won, `-VALUE_MATE` lost, `VALUE_DRAW`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None))]
pub fn game_result(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<i32> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        let side = side_of(r);
        Ok(value(&r.game.no_moves_verdict(), side))
    })
}

/// The side to move of a replayed position.
fn side_of(r: &Replay) -> gambit::Color {
    if r.white_to_move() {
        gambit::Color::White
    } else {
        gambit::Color::Black
    }
}

/// `(True, value)` when a variant rule has ended the game (value from the side to move's
/// view), else `(False, 0)`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None))]
pub fn is_immediate_game_end(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<(bool, i32)> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        let side = side_of(r);
        Ok(r.game
            .immediate_end()
            .map_or((false, 0), |v| (true, value(&v, side))))
    })
}

/// `(True, value)` when a player may end the game by a rule (repetition, the n-move rule,
/// counting), else `(False, 0)`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None, count_started = 0))]
pub fn is_optional_game_end(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
    count_started: i32,
) -> PyResult<(bool, i32)> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        let side = side_of(r);
        // With a count started by hand, the count decides rather than gambit's own.
        let by_hand = count_started != 0;
        if by_hand && promoted::honour_count_end(r, count_started) == Some(true) {
            return Ok((true, 0));
        }
        Ok(r.game
            .optional_end()
            .filter(|v| !(by_hand && v.reason.word() == "counting"))
            .map_or((false, 0), |v| (true, value(&v, side))))
    })
}

/// `(white, black)`: whether each side lacks the material to win, by Fairy-Stockfish's
/// rule of thumb.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = None))]
pub fn has_insufficient_material(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<(bool, bool)> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &movelist, chess960, |r| {
        material::insufficient(r)
    })
}

/// `FEN_OK` (1) when `fen` is a position of `variant`, else a negative code saying what is
/// wrong (`FEN_INVALID_*`).
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = None))]
pub fn validate_fen(
    py: Python<'_>,
    fen: &str,
    variant: &str,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<i32> {
    let chess960 = flag(chess960)?;
    py.detach(|| guarded(|| validate::validate(fen, variant, chess960), value_error))
}

/// The FEN as the side to move sees it in fog of war: the squares it neither holds nor can
/// move to written `*`.
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = None))]
pub fn get_fog_fen(
    py: Python<'_>,
    fen: &str,
    variant: &str,
    chess960: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let chess960 = flag(chess960)?;
    with_replay(py, variant, fen, &[], chess960, |r| fog::fog_fen(r))
}
