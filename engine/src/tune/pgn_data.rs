//! Position data from games played elsewhere: PGN whose moves carry the mover's search score
//! in a comment, as OpenBench's data generation returns them and cutechess and fastchess
//! write them (`e4 {+0.35 12/15 123 45678}`: pawns, depth/selective depth, time, nodes;
//! `{+0.35}` alone, OpenBench's compact form; cutechess's `{+0.35/12 0.5s}`; `{+M5 ...}` for
//! a mate).
//!
//! Each move scored in centipawns gives the position before it, as `datagen` keeps its own:
//! the side to move not in check and the move not tactical (a position whose best move
//! captures is no quiet position to fit an evaluation on), the score turned to the first
//! player's point of view, the game's result from the record. Moves without a score (book
//! moves), mate scores and games without a result (`*`) give nothing.

use super::data::{DataWriter, Record as DataRecord};
use gambit::judge::PgnRecords;
use gambit::record::Record;
use gambit::search::{SearchGame, MAX_EVAL};
use gambit::square::Color;
use std::io::{self, Write};

/// The score a move's comment gives, pawns read as centipawns: `Some(cp)` for `+0.35` or
/// `-1`, `None` for a mate (`+M5`, `-M3`) or a comment that does not start with a score.
pub fn comment_score(comment: &str) -> Option<i32> {
    // cutechess writes `+0.35/12 0.5s`, fastchess and OpenBench `+0.35 12/15 123 45678`.
    let word = comment.split_whitespace().next()?.split('/').next()?;
    let (negative, digits) = match word.as_bytes().first()? {
        b'+' => (false, &word[1..]),
        b'-' => (true, &word[1..]),
        _ => (false, word),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let is_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !is_digits(whole) || !is_digits(fraction) || whole.len() > 5 {
        return None;
    }
    // Centipawns: the first two decimals, rounded by the third.
    let mut decimals = fraction
        .bytes()
        .map(|b| i32::from(b - b'0'))
        .chain(std::iter::repeat(0));
    let (d1, d2, d3) = (decimals.next()?, decimals.next()?, decimals.next()?);
    let cp = whole.parse::<i32>().ok()? * 100 + d1 * 10 + d2 + i32::from(d3 >= 5);
    Some(if negative { -cp } else { cp })
}

/// The positions a record gives, in order.
pub fn record_positions<G: SearchGame>(record: &Record<G>) -> Vec<DataRecord> {
    let Some(result) = record.result else {
        return Vec::new();
    };
    let mut pos = record.start.clone();
    let mut kept = Vec::new();
    for (ply, played) in record.moves.iter().enumerate() {
        let score = played.comments.first().and_then(|c| comment_score(c));
        if let Some(cp) = score.filter(|cp| cp.abs() < MAX_EVAL) {
            if !pos.in_check() && !pos.is_tactical(played.mv) {
                let first_pov = if pos.side_to_move() == Color::White {
                    cp
                } else {
                    -cp
                };
                kept.push(DataRecord {
                    fen: pos.fen(),
                    score: first_pov.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
                    result,
                    ply: ply.min(usize::from(u16::MAX)) as u16,
                });
            }
        }
        pos.make(played.mv);
    }
    kept
}

/// What [`import`] read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnDataSummary {
    /// Games read.
    pub games: u64,
    /// Games that could not be read (each is skipped).
    pub unreadable: u64,
    /// Games without a result (`*`), which give no positions.
    pub unfinished: u64,
    /// Positions written.
    pub positions: u64,
}

/// Writes the positions of every game of the PGN `text` to `out`.
///
/// # Errors
///
/// Only when writing fails; a game that cannot be read is counted and skipped.
pub fn import<G: SearchGame + PgnRecords, W: Write>(
    text: &str,
    notation: G::Notation,
    out: &mut DataWriter<W>,
    summary: &mut PgnDataSummary,
) -> io::Result<()> {
    for game in G::pgn_records(text, notation) {
        let Ok(record) = game else {
            summary.unreadable += 1;
            continue;
        };
        summary.games += 1;
        if record.result.is_none() {
            summary.unfinished += 1;
        }
        for position in record_positions(&record) {
            out.write(&position)?;
            summary.positions += 1;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::comment_score;

    #[test]
    fn scores_as_cutechess_writes_them() {
        assert_eq!(comment_score("+0.35 12/15 123 45678"), Some(35));
        assert_eq!(comment_score("-1.20/9 0.5s"), Some(-120));
        assert_eq!(comment_score("-1.20 9/12 50 800"), Some(-120));
        assert_eq!(comment_score("0.00 1/1 0 1"), Some(0));
        assert_eq!(comment_score("+2"), Some(200));
        assert_eq!(comment_score("+0.125"), Some(13));
        assert_eq!(comment_score("-0.5"), Some(-50));
        assert_eq!(comment_score("+M5 20/30 100 5000"), None);
        assert_eq!(comment_score("-M3"), None);
        assert_eq!(comment_score("book"), None);
        assert_eq!(comment_score(""), None);
        assert_eq!(comment_score("+"), None);
        assert_eq!(comment_score("+.5"), None);
        assert_eq!(comment_score("+123456.0"), None);
    }
}
