//! The rule judge, written once for every game.
//!
//! Each game supplies its rules through [`RuleSet`]; this module holds
//! what is common to all of them:
//!
//! - repetition counts ([`repetition_count`], from the history layer's one scan of the state
//!   chain): only the positions since the last irreversible move are looked at, two plies at a
//!   time (same side to move), by Zobrist key first and then exactly, so that a key collision
//!   never makes a repetition;
//! - [`judge`]: sets up a game from a FEN, plays a move list, refuses any move that is illegal
//!   or comes after an automatic end (naming the ply), and returns the verdict on the final
//!   position; the `judge` subcommand (`crate::cli`) and the rule-regression tests both call
//!   it;
//! - [`Judge::judge`], the same for a library user: `Chess::judge(fen, "e2e4 e7e5")`, with
//!   the moves as one string and the game's default notation.
//!
//! - [`judge_written`]: [`judge`] reading each move in the game's notation or as its records
//!   write it ([`RecordMoves`]: chess SAN, xiangqi WXF, shogi KIF, KI2 and CSA);
//! - [`judge_record`]: the same for a game record read from PGN, with where the record's
//!   `Result` and `Termination` tags disagree; [`PgnRecords`] finds a game's PGN reader, and
//!   [`RecordFiles`] the record files of its own formats (shogi KIF and CSA);
//! - [`Explain::judged_cycle`]: the repetition cycle a verdict was ruled on, ply by ply (checks
//!   and the attacks the game's rule counts), for `judge --explain`.
//!
//! A game rules on a repetition cycle itself (xiangqi: perpetual check and chase), typically
//! by finding the first occurrence with [`crate::history::occurrences`] and replaying the
//! cycle.

mod cycle;
pub(crate) mod explain;
mod formats;
mod record;
mod written;

use crate::game::GameError;
pub use crate::history::repetition_count;
use crate::rules::{RuleSet, Verdict};
pub use cycle::{cycle_since, Attack, Cycle, CyclePly};
pub use explain::{walk_cycle, AttackNames, Explain, Walked};
pub use formats::{GameRead, RecordFiles, RecordFormat};
pub use record::{
    judge_played, judge_record, Disagreement, EndWatch, PgnRecordIter, PgnRecords, RecordVerdict,
};
pub use written::{judge_written, RecordMoves, Unreadable};

/// Why [`judge`] refused its input.
#[derive(Debug, thiserror::Error)]
pub enum JudgeError {
    /// The FEN was refused.
    #[error("bad FEN: {0}")]
    Fen(#[source] GameError),
    /// A move could not be read or is illegal.
    #[error("ply {ply} ({text}): {source}")]
    Move {
        /// 1-based ply of the move in the list.
        ply: usize,
        /// The move as given.
        text: String,
        /// Why it was refused.
        source: GameError,
    },
    /// A move came after the game had ended by itself.
    #[error("ply {ply} ({text}): the game is already over ({verdict})")]
    AfterEnd {
        /// 1-based ply of the move in the list.
        ply: usize,
        /// The move as given.
        text: String,
        /// The verdict that ended the game.
        verdict: Verdict,
    },
}

/// Sets up a game from `fen` (the start position when `None`), plays `moves`, and returns the
/// final position with its verdict (`None`: the game goes on).
///
/// A move that cannot be read, is illegal, or follows an automatic end
/// ([`RuleSet::automatic_verdict`]) is an error naming its 1-based ply. Play may continue past
/// a claimable draw that was not claimed.
pub fn judge<G: RuleSet, S: AsRef<str>>(
    fen: Option<&str>,
    moves: &[S],
    notation: G::Notation,
) -> Result<(G, Option<Verdict>), JudgeError> {
    judge_reading(fen, moves, notation, |pos: &G, text| {
        pos.parse_move(text).map_err(GameError::from)
    })
}

/// [`judge`], each move read by `read` (why it refused the text, if it did).
fn judge_reading<G: RuleSet, S: AsRef<str>>(
    fen: Option<&str>,
    moves: &[S],
    notation: G::Notation,
    mut read: impl FnMut(&G, &str) -> Result<G::Move, GameError>,
) -> Result<(G, Option<Verdict>), JudgeError> {
    let mut pos = match fen {
        Some(fen) => G::from_fen(fen, notation).map_err(|e| JudgeError::Fen(Box::new(e)))?,
        None => G::startpos(notation),
    };
    for (i, text) in moves.iter().enumerate() {
        let text = text.as_ref();
        play_move(
            &mut pos,
            i + 1,
            false,
            |_| text.to_string(),
            |pos| read(pos, text),
        )?;
    }
    let verdict = pos.verdict();
    Ok((pos, verdict))
}

/// Plays the move `read` gives as ply `ply`, unless the game has already ended by itself or
/// the move was refused; `text` writes the move for the error, in the position before it.
/// `movable`: the side to move is known to have a legal move
/// ([`RuleSet::automatic_verdict_with_moves`]).
fn play_move<G: RuleSet>(
    pos: &mut G,
    ply: usize,
    movable: bool,
    text: impl FnOnce(&G) -> String,
    read: impl FnOnce(&G) -> Result<G::Move, GameError>,
) -> Result<(), JudgeError> {
    let ended = if movable {
        pos.automatic_verdict_with_moves()
    } else {
        pos.automatic_verdict()
    };
    if let Some(verdict) = ended {
        return Err(JudgeError::AfterEnd {
            ply,
            text: text(pos),
            verdict,
        });
    }
    let m = match read(pos) {
        Ok(m) => m,
        Err(source) => {
            return Err(JudgeError::Move {
                ply,
                text: text(pos),
                source,
            })
        }
    };
    pos.make(m);
    Ok(())
}

/// The judge as a method of every game with rules: `Chess::judge(fen, "f2f3 e7e5 g2g4 d8h4")`
/// (with `gambit::prelude::*` or this trait in scope). Implemented for every [`RuleSet`].
pub trait Judge: RuleSet {
    /// Sets up the position `fen` with the default notation (and what the FEN implies,
    /// [`Game::from_fen`](crate::Game::from_fen)), plays `moves` (separated by whitespace, in
    /// the game's notation) and returns the final position with its verdict (`None`: the game
    /// goes on), as [`judge`]: an unreadable or illegal move, or one after the game ended by
    /// itself, is an error naming its ply.
    fn judge(fen: &str, moves: &str) -> Result<(Self, Option<Verdict>), JudgeError> {
        let moves: Vec<&str> = moves.split_whitespace().collect();
        judge::<Self, &str>(Some(fen), &moves, Default::default())
    }
}

impl<G: RuleSet> Judge for G {}

/// The judge's output line for a verdict: `result: ... reason: ...`, or
/// `result: * reason: none` while the game goes on.
pub fn verdict_line(verdict: Option<Verdict>) -> String {
    match verdict {
        Some(v) => v.to_string(),
        None => "result: * reason: none".to_string(),
    }
}
