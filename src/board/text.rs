//! A board drawn in text for people (`Game::pretty`, the protocols' `d`), one layout for every
//! game: the second player's hand (in games with drops), the ranks from the far side down,
//! each named on the left, a divider where the game has one (xiangqi's river), the files named
//! below, the first player's hand, then labelled lines (FEN, key, checkers).
//!
//! ```text
//!    +-----------------+
//!  8 | r n b q k b n r |
//!  7 | p p p p p p p p |
//!  ...
//!  1 | R N B Q K B N R |
//!    +-----------------+
//!      a b c d e f g h
//!
//! Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! Key: 0123456789ABCDEF
//! Checkers:
//! ```

use super::by_color::ByColor;
use super::geometry::{Geometry, Square};
use super::names::SquareNames;
use crate::square::Color;
use std::fmt::Write;

/// How a board is drawn: its square names, divider, hands and the lines after it.
#[derive(Clone, Debug)]
pub struct TextBoard<'a> {
    /// How squares are named: the files below the board, the ranks beside it.
    pub names: SquareNames,
    /// A divider drawn below the rank with this index, with its label (xiangqi's river).
    pub divider: Option<(u8, &'a str)>,
    /// Each side's name and hand (`2P 1G`, `-` when empty), for games with drops: the second
    /// player's above the board, the first player's below.
    pub hands: Option<ByColor<(&'a str, String)>>,
    /// Lines after the board, each a label and its text.
    pub lines: Vec<(&'a str, String)>,
}

impl<'a> TextBoard<'a> {
    /// A board with `names`, no divider, no hands, and the usual lines: `fen_label` (`Fen`,
    /// `Sfen`) with `fen`, the key in hexadecimal, and the checking pieces' squares.
    pub fn new(
        names: SquareNames,
        fen_label: &'a str,
        fen: String,
        key: u64,
        checkers: impl IntoIterator<Item = String>,
    ) -> Self {
        let checkers: Vec<String> = checkers.into_iter().collect();
        TextBoard {
            names,
            divider: None,
            hands: None,
            lines: vec![
                (fen_label, fen),
                ("Key", format!("{key:016X}")),
                ("Checkers", checkers.join(" ")),
            ],
        }
    }

    /// Draws the board of geometry `G`, each square showing `cell(square)` (a piece's
    /// letters, `+p` for a promoted one) or `.` when empty.
    pub fn draw<G: Geometry>(&self, cell: impl Fn(Square<G>) -> Option<String>) -> String {
        let files = G::FILES;
        let ranks = G::RANKS;
        let cells: Vec<Vec<String>> = (0..ranks)
            .map(|rank| {
                (0..files)
                    .map(|file| cell(Square::new(file, rank)).unwrap_or_else(|| ".".into()))
                    .collect()
            })
            .collect();
        let width = cells.iter().flatten().map(|c| c.len()).max().unwrap_or(1);
        let rank_names: Vec<String> = (0..ranks)
            .map(|rank| self.names.rank_name::<G>(rank))
            .collect();
        let margin = rank_names.iter().map(String::len).max().unwrap_or(1);
        let inner = files as usize * (width + 1) + 1;
        let edge = format!("{:margin$} +{}+\n", "", "-".repeat(inner));
        let mut out = String::new();
        let hand = |out: &mut String, color: Color| {
            if let Some(hands) = &self.hands {
                let (name, text) = &hands[color];
                let _ = writeln!(out, "{name} hand: {text}");
            }
        };
        hand(&mut out, Color::Black);
        out.push_str(&edge);
        for rank in (0..ranks).rev() {
            let _ = write!(out, "{:>margin$} |", rank_names[rank as usize]);
            for text in &cells[rank as usize] {
                let _ = write!(out, " {text:>width$}");
            }
            out.push_str(" |\n");
            if let Some((below, label)) = self.divider {
                if below == rank && rank > 0 {
                    let _ = writeln!(out, "{:margin$} |{:~^inner$}|", "", format!(" {label} "));
                }
            }
        }
        out.push_str(&edge);
        let _ = write!(out, "{:margin$}  ", "");
        for file in 0..files {
            let name = self.names.file_name::<G>(file);
            let _ = write!(out, " {name:>width$}");
        }
        out.push('\n');
        hand(&mut out, Color::White);
        out.push('\n');
        let lines: Vec<String> = self
            .lines
            .iter()
            .map(|(label, text)| format!("{label}: {text}").trim_end().to_string())
            .collect();
        out.push_str(&lines.join("\n"));
        out
    }
}
