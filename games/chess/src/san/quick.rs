//! The SAN that records write nearly always, read in one pass without the lenient reader's
//! work: a PGN reader calls [`Chess::read_san_quick`] on every move, and falls back on
//! [`Chess::parse_san`] for everything else (and for the errors).

use super::Pattern;
use crate::mv::Move;
use crate::piece::Role;
use crate::position::Chess;
use crate::square::Square;

/// The shape of `text` when it is plain SAN: an optional piece letter, an optional origin
/// file and/or rank, an optional `x`, the destination, `=` and a promotion piece, one `+` or
/// `#`. `None` for anything else, even what [`super::parse_pattern`] reads (castling,
/// annotations, `-` between squares, promotions without `=`): whenever this gives a pattern,
/// `parse_pattern` gives the same one for the text without its suffixes.
#[inline]
fn plain_pattern(b: &[u8]) -> Option<Pattern> {
    let mut end = b.len();
    if end > 0 && matches!(b[end - 1], b'+' | b'#') {
        end -= 1;
    }
    let (role, start) = match *b.first()? {
        b'a'..=b'h' => (Role::Pawn, 0),
        b'N' => (Role::Knight, 1),
        b'B' => (Role::Bishop, 1),
        b'R' => (Role::Rook, 1),
        b'Q' => (Role::Queen, 1),
        b'K' => (Role::King, 1),
        _ => return None,
    };
    let mut promotion = None;
    if role == Role::Pawn && end >= 4 && b[end - 2] == b'=' {
        promotion = Some(match b[end - 1] {
            b'Q' => Role::Queen,
            b'R' => Role::Rook,
            b'B' => Role::Bishop,
            b'N' => Role::Knight,
            _ => return None,
        });
        end -= 2;
    }
    if end < start + 2 {
        return None;
    }
    let to = match b[end - 2..end] {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1'),
        _ => return None,
    };
    let mut origin = &b[start..end - 2];
    if let [head @ .., b'x'] = origin {
        origin = head;
    }
    let (from_file, from_rank) = match *origin {
        [] => (None, None),
        [f @ b'a'..=b'h'] => (Some(f - b'a'), None),
        [r @ b'1'..=b'8'] => (None, Some(r - b'1')),
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => (Some(f - b'a'), Some(r - b'1')),
        _ => return None,
    };
    Some(Pattern::Move {
        role,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

impl Chess {
    /// The legal move `text` names when it is plain SAN (a piece letter, origin, `x`, square,
    /// `=` promotion, one check mark) and exactly one legal move matches it; `None` otherwise,
    /// where [`Chess::parse_san`] reads the text (or says why not). Never a move that
    /// `parse_san` would not return.
    #[inline]
    pub fn read_san_quick(&self, text: &str) -> Option<Move> {
        plain_pattern(text.as_bytes()).and_then(|p| self.only_match(p))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{parse_pattern, strip_suffixes};
    use super::*;
    use gambit::Game;

    #[test]
    fn plain_patterns_are_parse_patterns() {
        let texts = [
            "e4", "exd5", "e8=Q", "exd8=N+", "Nf3", "Nbd2", "N1d2", "Ng1f3", "Qxh7#", "Rxa1+",
            "Kxe2", "bxc8=R", "Bb5", "a1=Q", "b8=B#", "e2e4",
        ];
        for text in texts {
            let quick = plain_pattern(text.as_bytes());
            assert!(quick.is_some(), "{text}");
            assert_eq!(quick, parse_pattern(strip_suffixes(text)), "{text}");
        }
    }

    #[test]
    fn other_shapes_are_left_to_parse_san() {
        for text in [
            "O-O", "0-0-0", "e8Q", "e4!", "Nf3+!", "Ng1-f3", "Pe4", "exd6e.p.", "e4++", "Qe8=Q",
            "e8=K", "Z9", "", "x", "e", "Nxx4", "\u{e9}4",
        ] {
            assert_eq!(plain_pattern(text.as_bytes()), None, "{text}");
        }
    }

    #[test]
    fn quick_reads_what_parse_san_reads() {
        let mut pos: Chess = Chess::START_FEN.parse().unwrap();
        let game = [
            "e4", "d5", "exd5", "Nf6", "Nc3", "Nxd5", "Nxd5", "Qxd5", "Nf3", "Bg4", "Be2", "Qe4+",
            "Kf1", "Bxf3", "gxf3", "Qh4", "Kg2", "e5", "d4", "exd4",
        ];
        for san in game {
            let quick = pos.read_san_quick(san);
            assert!(quick.is_some(), "{san}");
            assert_eq!(quick, pos.parse_san(san).ok(), "{san}");
            pos.make(quick.unwrap());
        }
    }

    #[test]
    fn ambiguous_and_impossible_moves_are_left_to_parse_san() {
        let mut pos: Chess = Chess::START_FEN.parse().unwrap();
        for san in ["Nf3", "Nf6", "d3", "d6"] {
            pos.play_san(san).unwrap();
        }
        // Both knights reach d2; none reaches d5.
        for text in ["Nd2", "Nd5", "e5", "Qd3"] {
            assert_eq!(pos.read_san_quick(text), None, "{text}");
            assert!(pos.parse_san(text).is_err(), "{text}");
        }
        for text in ["Nbd2", "N1d2", "Nd4+", "Bd2"] {
            assert!(pos.read_san_quick(text).is_some(), "{text}");
            assert_eq!(pos.read_san_quick(text), pos.parse_san(text).ok(), "{text}");
        }
    }
}
