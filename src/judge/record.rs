//! Judging game records: [`judge_record`] replays a [`Record`]'s main line as [`judge`]
//! (crate::judge::judge) plays a move list, and says where the record's own `Result` and
//! `Termination` tags disagree with the verdict; [`PgnRecords`] is how a game's PGN dialect is
//! found by code that knows only the game (the `judge --pgn` subcommand).

use super::{play_move, JudgeError};
use crate::game::{Game, IllegalMove};
use crate::record::pgn::{self, Dialect, GameText, GameTexts, MainLines, PgnError, Played, Watch};
use crate::record::{result_token, Record};
use crate::rules::{Outcome, RuleSet, Verdict};
use core::fmt;
use std::io::BufRead;

/// The games of a PGN text, in order, each read or refused.
pub type PgnRecordIter<'a, G> = Box<dyn Iterator<Item = Result<Record<G>, PgnError>> + 'a>;

/// A game whose records can be read from PGN, through its dialect
/// ([`crate::record::pgn::Dialect`]).
pub trait PgnRecords: Game {
    /// The game's PGN dialect.
    type Dialect: Dialect<Game = Self> + Send + 'static;
    /// The notation records write moves in, as a message names it (`"SAN"`, `"WXF"`).
    const RECORD_NOTATION: &'static str;

    /// The dialect, reading in `notation` where it has a choice (how coordinate moves count
    /// ranks).
    fn dialect(notation: Self::Notation) -> Self::Dialect;

    /// The games of `text`, in order, each read or refused.
    fn pgn_records(text: &str, notation: Self::Notation) -> PgnRecordIter<'_, Self> {
        Box::new(pgn::read(text, Self::dialect(notation)))
    }

    /// The game of `text`, a game's text cut from a PGN stream
    /// ([`GameTexts`](crate::record::pgn::GameTexts)), read or refused; `None` when it holds
    /// no game.
    fn pgn_record(
        text: &GameText,
        notation: Self::Notation,
    ) -> Option<Result<Record<Self>, PgnError>> {
        text.read(Self::dialect(notation))
    }

    /// The next game of a PGN stream, read in place ([`GameTexts::read_next`]); `None` at
    /// the stream's end.
    fn next_pgn_record<R: BufRead>(
        texts: &mut GameTexts<R>,
        notation: Self::Notation,
    ) -> Option<std::io::Result<Result<Record<Self>, PgnError>>> {
        texts.read_next(&Self::dialect(notation))
    }

    /// The reader of PGN games' main lines for the judge ([`judge_played`] with
    /// [`EndWatch`]): each move played once as it is read, the `Termination` tag kept.
    fn pgn_main_lines(notation: Self::Notation) -> MainLines<Self::Dialect> {
        MainLines::new(Self::dialect(notation), &["Termination"])
    }

    /// Reads `text` as this game's records write a move (chess `Qh4#`, xiangqi `C2.5`): a
    /// legal move of this position.
    ///
    /// # Errors
    /// The dialect's error when `text` is no legal move in that notation.
    fn parse_record_move(
        &self,
        text: &str,
    ) -> Result<Self::Move, <Self::Dialect as Dialect>::MoveError> {
        Self::dialect(self.notation()).read_move(self, text)
    }
}

/// Where a record says something else than the verdict on its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// The record's result (its `Result` tag, or the result token of its movetext) differs
    /// from the verdict's (`None`: `*`).
    Result(Option<Outcome>),
    /// The `Termination` tag contradicts the verdict: it names another end, says the game
    /// is unterminated when it is over, or names an end off the board (time, resignation,
    /// agreement, ...) after the board had ended the game by itself.
    Termination(String),
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Disagreement::Result(r) => write!(f, "the record says {}", result_token(*r)),
            Disagreement::Termination(t) => write!(f, "the record's Termination is \"{t}\""),
        }
    }
}

/// The judge's ruling on a record.
#[derive(Clone, Debug)]
pub struct RecordVerdict<G: Game> {
    /// The position after the main line.
    pub end: G,
    /// The verdict there; `None` while the game goes on.
    pub verdict: Option<Verdict>,
    /// The plies of the main line: where the game ended, or how far it went.
    pub plies: usize,
    /// The record's result ([`Record::result`]; `None`: `*`).
    pub recorded: Option<Outcome>,
    /// Where the record's tags disagree with the verdict.
    pub disagreements: Vec<Disagreement>,
}

/// Replays the main line of `record` from its start and rules on the final position, as
/// [`judge`](crate::judge::judge) does: a move after an automatic end is an error naming its
/// ply (and the move as records write it). Play may go on past a claimable draw.
pub fn judge_record<G: RuleSet>(record: &Record<G>) -> Result<RecordVerdict<G>, JudgeError> {
    let mut pos = record.start.clone();
    for (i, m) in record.mainline().enumerate() {
        // A record built by hand may hold an illegal move, which has no record notation.
        let legal = pos.is_legal(m);
        // Written out for an error only: SAN costs a move generation.
        let text = |pos: &G| {
            if legal {
                pos.record_move(m)
            } else {
                m.to_string()
            }
        };
        play_move(&mut pos, i + 1, legal, text, |_| {
            legal
                .then_some(m)
                .ok_or_else(|| IllegalMove::NotLegal(m.to_string()).into())
        })?;
    }
    Ok(rule(
        pos,
        record.moves.len(),
        record.result,
        record.tags.get("Termination"),
    ))
}

/// The judge's [`Watch`] over a main line as it is read ([`MainLines`]): notes the first move
/// made after the game ended by itself, as [`judge_record`] refuses it.
#[derive(Clone, Copy, Debug, Default)]
pub struct EndWatch;

impl<G: RuleSet> Watch<G> for EndWatch {
    type Note = JudgeError;

    fn before_move(&mut self, pos: &G, m: G::Move, ply: usize) -> Option<JudgeError> {
        // The move is legal: the side to move has one.
        let verdict = pos.automatic_verdict_with_moves()?;
        Some(JudgeError::AfterEnd {
            ply,
            text: pos.record_move(m),
            verdict,
        })
    }
}

/// Rules on a main line read and played with [`EndWatch`] ([`PgnRecords::pgn_main_lines`]),
/// as [`judge_record`] rules on the record of the same game: the same verdict, the same
/// disagreements, the same error for a move after the game's end.
pub fn judge_played<G: RuleSet>(
    played: Played<G, JudgeError>,
) -> Result<RecordVerdict<G>, JudgeError> {
    if let Some(e) = played.note {
        return Err(e);
    }
    Ok(rule(
        played.end,
        played.plies,
        played.result,
        played.tags.get("Termination"),
    ))
}

/// The verdict on `end`, the position after a main line of `plies` moves, and where the
/// record's result and `Termination` tag disagree with it.
fn rule<G: RuleSet>(
    end: G,
    plies: usize,
    recorded: Option<Outcome>,
    termination: Option<&str>,
) -> RecordVerdict<G> {
    let verdict = end.verdict();
    let mut disagreements = Vec::new();
    if recorded != verdict.map(|v| v.outcome) {
        disagreements.push(Disagreement::Result(recorded));
    }
    if let Some(text) = termination {
        let automatic = verdict.is_some() && end.automatic_verdict().is_some();
        if termination_contradicts(text, verdict, automatic) {
            disagreements.push(Disagreement::Termination(text.to_string()));
        }
    }
    RecordVerdict {
        plies,
        recorded,
        end,
        verdict,
        disagreements,
    }
}

/// Ends on the board a `Termination` tag may name, as words of a reason (`repetition` is
/// part of `threefold-repetition`).
const BOARD_ENDS: [&str; 6] = [
    "checkmate",
    "stalemate",
    "insufficient-material",
    "repetition",
    "perpetual-check",
    "perpetual-chase",
];

/// Ends off the board, which the board's own end (`automatic`) rules out.
const OFF_BOARD_ENDS: [&str; 9] = [
    "time",
    "abandoned",
    "resign",
    "agree",
    "adjudicat",
    "forfeit",
    "infraction",
    "death",
    "emergency",
];

/// `true` when the `Termination` tag `text` contradicts `verdict` (`automatic`: the board
/// ended the game by itself). Tags it does not understand (`normal`) contradict nothing.
fn termination_contradicts(text: &str, verdict: Option<Verdict>, automatic: bool) -> bool {
    let words: String = text
        .to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if words == "unterminated" {
        return verdict.is_some();
    }
    if let Some(end) = BOARD_ENDS.iter().find(|w| words.contains(*w)) {
        return !verdict.is_some_and(|v| v.reason.word().contains(end));
    }
    automatic && OFF_BOARD_ENDS.iter().any(|w| words.contains(w))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Reason;

    fn verdict(reason: Reason) -> Option<Verdict> {
        Some(Verdict {
            outcome: Outcome::Draw,
            reason,
        })
    }

    #[test]
    fn termination_words() {
        let mate = verdict(Reason::CHECKMATE);
        let threefold = verdict(Reason::new("threefold-repetition"));
        assert!(!termination_contradicts("Normal", None, false));
        assert!(!termination_contradicts(
            "White won by checkmate",
            mate,
            true
        ));
        assert!(termination_contradicts("stalemate", mate, true));
        assert!(termination_contradicts("checkmate", None, false));
        assert!(!termination_contradicts(
            "Game drawn by repetition",
            threefold,
            false
        ));
        assert!(termination_contradicts("unterminated", threefold, false));
        assert!(!termination_contradicts("unterminated", None, false));
        assert!(termination_contradicts("time forfeit", mate, true));
        // A claimable draw left unclaimed: the flag could still fall.
        assert!(!termination_contradicts("time forfeit", threefold, false));
        assert!(!termination_contradicts(
            "Black won by resignation",
            None,
            false
        ));
    }
}
