//! The command line's optional capabilities every described variant has: a diagram from the
//! description (letters on discs, pockets beside the board, checks given under a check limit),
//! the judge's explanations (checks, no chases) and perft's reply counting (by making the
//! moves: the kernel has no shortcut).

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::variant::{Role, Variant};
use super::Piece;
use crate::board::Square;
use crate::diagram::{BoardKind, BoardStyle, Diagram, PieceArt, PieceShape};
use crate::judge::Explain;
use crate::perft::CountReplies;
use crate::square::Color;

const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const PLUS_UPPER: &str = "+A+B+C+D+E+F+G+H+I+J+K+L+M+N+O+P+Q+R+S+T+U+V+W+X+Y+Z";
const PLUS_LOWER: &str = "+a+b+c+d+e+f+g+h+i+j+k+l+m+n+o+p+q+r+s+t+u+v+w+x+y+z";

/// The FEN letters of a piece as a static string (`N`, `+p`).
fn letters(letter: char, promoted: bool, color: Color) -> &'static str {
    let i = (letter as u8).wrapping_sub(b'A') as usize % 26;
    match (promoted, color) {
        (false, Color::White) => &UPPER[i..i + 1],
        (false, Color::Black) => &LOWER[i..i + 1],
        (true, Color::White) => &PLUS_UPPER[2 * i..2 * i + 2],
        (true, Color::Black) => &PLUS_LOWER[2 * i..2 * i + 2],
    }
}

fn art<V: Variant>(color: Color, kind: u8) -> PieceArt {
    let def = &V::PIECES[kind as usize];
    let text = letters(def.letter, def.promoted, color);
    PieceArt {
        color,
        label: text,
        letters: text,
        promoted: def.promoted,
        royal: def.role == Role::Royal,
    }
}

impl<V: Variant> Diagram for Position<V> {
    type Board = V::Board;
    const STYLE: BoardStyle = BoardStyle {
        board: BoardKind::Checkered,
        pieces: PieceShape::Disc,
        files_on_top: false,
        ranks_on_right: false,
        hands: true,
        side_colors: ["#ffffff", "#1a1a1a"],
    };
    fn piece_art(piece: Piece) -> PieceArt {
        art::<V>(piece.color, piece.kind)
    }
    fn move_squares(m: Move<V>) -> (Option<Square<V::Board>>, Square<V::Board>) {
        let to = Square::from_u8(m.landing() as u8);
        match m.kind() {
            MoveKind::Drop => (None, to),
            _ => (Some(Square::from_u8(m.from() as u8)), to),
        }
    }
    fn hand(&self, color: Color) -> Vec<(PieceArt, u32)> {
        let Some(order) = V::POCKET_ORDER else {
            return Vec::new();
        };
        order
            .chars()
            .filter_map(|l| V::PIECES.iter().position(|d| d.letter == l && !d.promoted))
            .filter(|&k| self.board.hand(color, k as u8) > 0)
            .map(|k| {
                (
                    art::<V>(color, k as u8),
                    self.board.hand(color, k as u8) as u32,
                )
            })
            .collect()
    }
    /// Under a check limit, the checks `color` has given.
    fn counter(&self, color: Color) -> Option<(&'static str, u32)> {
        let limit = V::RULES.ends.check_limit;
        (limit > 0).then(|| {
            let left = self.st().checks[color.index()].min(limit);
            ("checks", u32::from(limit - left))
        })
    }
}

impl<V: Variant> Explain for Position<V> {}

impl<V: Variant> CountReplies for Position<V> {
    #[inline]
    fn count_legal_after(&mut self, m: Move<V>) -> usize {
        debug_assert!(
            crate::game::Game::is_legal(self, m),
            "{m} is not legal in {}",
            self.fen_text()
        );
        if let Some(n) = self.count_unguarded_after(m) {
            return n;
        }
        self.do_move_for_count(m);
        let n = self.count_moves();
        self.undo_counted();
        n
    }
}
