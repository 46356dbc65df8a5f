//! Seirawan's gates as Fairy-Stockfish reads them from a FEN: a side's gates are read from
//! the castling field even where its hand is empty (gambit drops them there), and are only
//! cleared by that side's next move. Fairy-Stockfish writes a gate only while its side holds
//! a piece, but writes no `-` while any gate is left: a FEN whose side with an empty hand
//! has gates and no castling right reads back with an empty castling field until that side
//! moves.

use super::grid::{Grid, MoveText, Square};

/// The gates of a setup FEN that Fairy-Stockfish keeps and does not write: those of the
/// sides whose hand is empty.
#[derive(Clone, Debug, Default)]
pub struct Gates {
    /// Per side (white first), the gate squares.
    squares: [Vec<Square>; 2],
    /// `true` when white moves first from the setup.
    white_first: bool,
}

impl Gates {
    /// The gates of the setup FEN `fen` (pyffish's text) for the sides with an empty hand:
    /// for `K` and `Q` the king's square and the outermost rook's on that side of it, for a
    /// file letter that file's back-rank square, each where a piece of its side stands.
    pub fn read(fen: &str) -> Gates {
        let mut gates = Gates {
            white_first: fen.split(' ').nth(1) != Some("b"),
            ..Gates::default()
        };
        let (Some(grid), Some(field)) = (Grid::parse(fen), fen.split(' ').nth(2)) else {
            return gates;
        };
        let hand = fen
            .split(' ')
            .next()
            .and_then(|b| b.split_once('['))
            .map_or("", |(_, h)| h.trim_end_matches(']'));
        for c in field.chars() {
            let white = c.is_ascii_uppercase();
            if hand
                .chars()
                .any(|p| p.is_ascii_alphabetic() && p.is_ascii_uppercase() == white)
            {
                continue;
            }
            let rank = if white { 0 } else { grid.ranks - 1 };
            let holds = |f: usize, letter: Option<char>| {
                grid.at((f, rank)).is_some_and(|p| {
                    p.white() == white && !p.promoted && letter.is_none_or(|l| p.upper() == l)
                })
            };
            let king = (0..grid.files).find(|&f| holds(f, Some('K')));
            let rook = |f: &usize| holds(*f, Some('R'));
            let files = match (c.to_ascii_uppercase(), king) {
                ('K', Some(k)) => vec![Some(k), (k + 1..grid.files).rev().find(rook)],
                ('Q', Some(k)) => vec![Some(k), (0..k).find(rook)],
                ('K' | 'Q', None) => Vec::new(),
                (l, _) if l.is_ascii_uppercase() => {
                    let f = (l as u8 - b'A') as usize;
                    vec![(f < grid.files && holds(f, None)).then_some(f)]
                }
                _ => Vec::new(),
            };
            let side = &mut gates.squares[usize::from(!white)];
            for f in files.into_iter().flatten() {
                if !side.contains(&(f, rank)) {
                    side.push((f, rank));
                }
            }
        }
        gates
    }

    /// `fen` (gambit's, pyffish's form) `plies` moves after the setup, `first_move` the first
    /// of them (UCI text), with the empty castling field Fairy-Stockfish writes where gambit
    /// wrote `-` and a side with such gates has not moved yet: the gates the other side's
    /// move did not capture.
    pub fn hide(
        &self,
        fen: String,
        plies: usize,
        first_move: impl FnOnce() -> Option<String>,
    ) -> String {
        if plies > 1 || self.squares.iter().all(Vec::is_empty) {
            return fen;
        }
        let mut fields: Vec<&str> = fen.split(' ').collect();
        if fields.get(2) != Some(&"-") {
            return fen;
        }
        // The side that has not moved: both at the setup, the second after one move.
        let unmoved: &[bool] = match (plies, self.white_first) {
            (0, _) => &[true, false],
            (_, true) => &[false],
            (_, false) => &[true],
        };
        let reached = first_move().and_then(|m| MoveText::parse(&m)).map(|m| m.to);
        let left = unmoved.iter().any(|&white| {
            self.squares[usize::from(!white)]
                .iter()
                .any(|&sq| Some(sq) != reached)
        });
        if !left {
            return fen;
        }
        fields[2] = "";
        fields.join(" ")
    }
}
