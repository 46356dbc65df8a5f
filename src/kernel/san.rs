//! Standard algebraic notation for every described variant, as lichess and python-chess
//! write it in PGN: `Nf3`, `exd5`, `e8=Q`, `O-O`, `O-O-O`, drops `N@f3` and `P@e4`, `+` for
//! check and `#` for mate. A piece standing promoted shogi-style is written `+P`, and a
//! shogi-style promotion `=+` (after the destination, where a `+` alone would read as check).
//!
//! Reading is lenient as PGN readers are: `0-0` for `O-O`, a capture without its `x`, a
//! disambiguation more than needed, check marks and annotations (`!`, `?`) ignored.

use super::game::MoveError;
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::tables::code_kind;
use super::variant::Variant;
use crate::board::{Geometry, Square};
use crate::game::Game;
use crate::rules::{Outcome, RuleSet};

impl<V: Variant> Position<V> {
    /// The letter a move's text names `kind` by: upper case, `+` before a promoted form.
    fn san_letter(&self, kind: u8) -> String {
        let t = self.t;
        let letter = t.letter[kind as usize];
        if t.promoted_form[kind as usize] {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }

    /// The name of square index `sq`.
    fn square_name(sq: u32) -> String {
        V::Board::NAMES.name(Square::<V::Board>::from_u8(sq as u8))
    }

    /// `true` when `m` takes a piece.
    fn san_captures(&self, m: Move<V>) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Drop | MoveKind::Castling | MoveKind::Pass => false,
            _ => self.board.code_on(m.to()) != 0,
        }
    }

    /// The legal move `m` in SAN, with `#` when it wins the game at once (a mate, or a
    /// variant's own win: the king on the hill, the last piece given away), else `+` when it
    /// checks, as python-chess marks them.
    pub fn san(&self, m: Move<V>) -> String {
        let mut text = self.san_without_check(m);
        let mut after = self.clone();
        after.make(m);
        let decided = after
            .automatic_verdict()
            .is_some_and(|v| v.outcome != Outcome::Draw);
        if decided {
            text.push('#');
        } else if after.in_check() {
            text.push('+');
        }
        text
    }

    /// The legal move `m` in SAN, without a check mark; a gated piece follows the move as
    /// Fairy-Stockfish writes it, `Nf3/H`, and after castling with its square, `O-O/He1`.
    fn san_without_check(&self, m: Move<V>) -> String {
        let mut text = self.san_of_move(m);
        if let Some(g) = m.gate() {
            text.push('/');
            text.push_str(&self.san_letter(g));
            if m.kind() == MoveKind::Castling {
                text.push_str(&Self::square_name(m.gate_square()));
            }
        }
        text
    }

    /// The legal move `m` in SAN without a check mark or a gated piece.
    fn san_of_move(&self, m: Move<V>) -> String {
        let t = self.t;
        let (from, to) = (m.from(), m.to());
        match m.kind() {
            MoveKind::Castling => {
                return if to > from { "O-O" } else { "O-O-O" }.to_string();
            }
            MoveKind::Drop => {
                return format!("{}@{}", self.san_letter(m.piece()), Self::square_name(to))
            }
            _ => {}
        }
        let code = self.board.code_on(from);
        let kind = code_kind(code);
        let files = V::Board::FILES as u32;
        let capture = self.san_captures(m);
        let mut text = String::new();
        if Some(kind) == t.pawn {
            if capture {
                text.push((b'a' + (from % files) as u8) as char);
            }
        } else {
            text.push_str(&self.san_letter(kind));
            // Other pieces of the same kind that may go to the same square.
            let rivals: Vec<u32> = self
                .legal_moves()
                .iter()
                .filter(|o| {
                    !matches!(o.kind(), MoveKind::Drop | MoveKind::Castling)
                        && o.gate().is_none()
                        && o.to() == to
                        && o.from() != from
                        && self.board.code_on(o.from()) == code
                })
                .map(|o| o.from())
                .collect();
            if !rivals.is_empty() {
                let file_unique = rivals.iter().all(|&r| r % files != from % files);
                let rank_unique = rivals.iter().all(|&r| r / files != from / files);
                let name = Self::square_name(from);
                let (file_part, rank_part) = name.split_at(1);
                if file_unique {
                    text.push_str(file_part);
                } else if rank_unique {
                    text.push_str(rank_part);
                } else {
                    text.push_str(&name);
                }
            }
        }
        if capture {
            text.push('x');
        }
        text.push_str(&Self::square_name(to));
        match m.kind() {
            MoveKind::Promotion => {
                text.push('=');
                text.push_str(&self.san_letter(m.piece()));
            }
            MoveKind::ShogiPromotion => text.push_str("=+"),
            _ => {}
        }
        text
    }

    /// Reads a move in SAN (leniently, as the module says): the one legal move it names.
    pub fn parse_san(&self, text: &str) -> Result<Move<V>, MoveError> {
        let illegal = || MoveError::Illegal {
            variant: V::NAME,
            text: text.chars().take(40).collect(),
        };
        let token = text
            .trim()
            .trim_end_matches(['!', '?'])
            .trim_end_matches(['#', '+']);
        // A gated piece: `/H`, after castling `/He1` (the square it goes to).
        let (token, gate) = match token.split_once('/') {
            Some((body, gate)) => (body, Some(gate)),
            None => (token, None),
        };
        let gate_matches = |m: &Move<V>| match (m.gate(), gate) {
            (None, None) => true,
            (Some(g), Some(spec)) => {
                let letter = self.san_letter(g);
                match spec.get(..letter.len()) {
                    Some(l) if l.eq_ignore_ascii_case(&letter) => {
                        let square = &spec[letter.len()..];
                        square.is_empty()
                            || (m.kind() == MoveKind::Castling
                                && square == Self::square_name(m.gate_square()))
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        // A shogi-style promotion's `=+` lost its `+` to the trimming above.
        let (token, shogi_promotion) = match text.trim().trim_end_matches(['!', '?']) {
            t if t.ends_with("=+") || t.ends_with("=++") || t.ends_with("=+#") => {
                (token.trim_end_matches('='), true)
            }
            _ => (token, false),
        };
        let legal = self.legal_moves();
        let castle = token.replace('0', "O");
        if castle == "O-O" || castle == "O-O-O" {
            let kingside = castle == "O-O";
            let mut found = legal.iter().filter(|m| {
                m.kind() == MoveKind::Castling && (m.to() > m.from()) == kingside && gate_matches(m)
            });
            return match (found.next(), found.next()) {
                (Some(&m), None) => Ok(m),
                _ => Err(illegal()),
            };
        }
        if let Some((piece, square)) = token.split_once('@') {
            let to = V::Board::NAMES
                .parse::<V::Board>(square)
                .map_err(|_| illegal())?
                .idx() as u32;
            let piece = if piece.is_empty() { "P" } else { piece };
            return legal
                .iter()
                .copied()
                .find(|m| {
                    m.kind() == MoveKind::Drop
                        && m.to() == to
                        && self.san_letter(m.piece()).eq_ignore_ascii_case(piece)
                })
                .ok_or_else(illegal);
        }
        // The promotion: `=Q`, or a bare `Q` after the destination's rank.
        let (body, promotion) = match token.split_once('=') {
            Some((body, piece)) => (body, Some(piece)),
            None => match token.char_indices().last() {
                Some((i, c))
                    if c.is_ascii_uppercase()
                        && token[..i].ends_with(|d: char| d.is_ascii_digit()) =>
                {
                    (&token[..i], Some(&token[i..]))
                }
                _ => (token, None),
            },
        };
        // The destination: the last file letter and the rank digits after it.
        let dest_at = body
            .rfind(|c: char| c.is_ascii_lowercase())
            .ok_or_else(illegal)?;
        let to = V::Board::NAMES
            .parse::<V::Board>(&body[dest_at..])
            .map_err(|_| illegal())?
            .idx() as u32;
        let mut rest = &body[..dest_at];
        let piece = match rest.strip_prefix('+') {
            Some(after) if after.starts_with(|c: char| c.is_ascii_uppercase()) => {
                let end = 1 + after.chars().next().map_or(0, char::len_utf8);
                let p = &rest[..end];
                rest = &rest[end..];
                Some(p)
            }
            _ if rest.starts_with(|c: char| c.is_ascii_uppercase()) => {
                let p = &rest[..1];
                rest = &rest[1..];
                Some(p)
            }
            _ => None,
        };
        let hints: String = rest
            .chars()
            .filter(|&c| !matches!(c, 'x' | ':' | '-'))
            .collect();
        let from_file = hints.chars().find(char::is_ascii_lowercase);
        let from_rank: String = hints.chars().filter(char::is_ascii_digit).collect();
        if hints
            .chars()
            .any(|c| !c.is_ascii_lowercase() && !c.is_ascii_digit())
        {
            return Err(illegal());
        }
        let t = self.t;
        let mut found = legal.iter().copied().filter(|&m| {
            if matches!(m.kind(), MoveKind::Drop | MoveKind::Castling) || m.to() != to {
                return false;
            }
            let kind = code_kind(self.board.code_on(m.from()));
            let kind_matches = match piece {
                Some(p) => Some(kind) != t.pawn && self.san_letter(kind).eq_ignore_ascii_case(p),
                None => Some(kind) == t.pawn,
            };
            let name = Self::square_name(m.from());
            let (file_part, rank_part) = name.split_at(1);
            let promotion_matches = match (m.kind(), promotion) {
                (MoveKind::Promotion, Some(p)) => {
                    self.san_letter(m.piece()).eq_ignore_ascii_case(p)
                }
                (MoveKind::ShogiPromotion, None) => shogi_promotion,
                (MoveKind::Promotion, None) | (_, Some(_)) => false,
                _ => !shogi_promotion,
            };
            kind_matches
                && gate_matches(&m)
                && promotion_matches
                && from_file.is_none_or(|f| file_part.starts_with(f))
                && (from_rank.is_empty() || rank_part == from_rank)
        });
        match (found.next(), found.next()) {
            (Some(m), None) => Ok(m),
            _ => Err(illegal()),
        }
    }
}
