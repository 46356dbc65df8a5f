//! Standard Algebraic Notation: writing any legal move, reading SAN exactly and leniently.
//!
//! Writing follows the PGN standard (and python-chess 1.11.2 `Board.san`, which the
//! differential check `scripts/san_pgn_check.py` compares against): the piece letter, the
//! origin's file, else its rank, else both when another piece of the kind could reach the
//! same square, `x` for captures (en passant too), `=Q` for promotions, `O-O` / `O-O-O` for
//! castling (in Chess960 too, by the side the rook stands on), then `+` or `#`.
//!
//! Reading accepts what people and programs write besides: `0-0`, `e8Q`, a missing or
//! superfluous `x`, `-` between squares, extra disambiguation (`Ng1f3`), missing, extra or
//! wrong check marks, trailing annotations (`!`, `?`, `!!`, `??`, `!?`, `?!`), and a UCI move
//! (`e2e4`, castling as the king's step or king-takes-rook) when the text is not SAN.

use crate::attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, line, pawn_attacks,
    rook_attacks, rook_rays,
};
use crate::mv::{Move, MoveKind, MoveList};
use crate::notation::Uci;
use crate::piece::Role;
use crate::position::{castle_bit, Chess};
use crate::square::{Bitboard, Square};
use gambit::{Color, Game};
use thiserror::Error;

/// Why [`Chess::parse_san`] refused a text.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SanError {
    /// The text is neither SAN nor a UCI move.
    #[error("'{0}' is not a move in SAN (like Nf3, exd5, e8=Q, O-O) or UCI (like g1f3)")]
    Syntax(String),
    /// No piece of the side to move can make this move, by the way the pieces move.
    #[error("no legal move matches '{0}' in this position")]
    NoSuchMove(String),
    /// More than one legal move matches the text.
    #[error("'{text}' is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        /// The text read.
        text: String,
        /// The matching legal moves, in SAN.
        candidates: Vec<String>,
    },
    /// A piece could make this move by the way it moves, but the rules forbid it here.
    #[error("'{text}' is illegal here: {reason}")]
    Illegal {
        /// The text read.
        text: String,
        /// Why the rules forbid it (the king would be in check, no castling right, ...).
        reason: String,
    },
}

/// Which castling a SAN text names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Castling {
    /// `O-O`: with the rook on the h side of the king.
    King,
    /// `O-O-O`: with the rook on the a side.
    Queen,
}

/// A SAN text taken apart: what it says about the move, before looking at the position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pattern {
    Castle(Castling),
    Move {
        role: Role,
        from_file: Option<u8>,
        from_rank: Option<u8>,
        to: Square,
        promotion: Option<Role>,
    },
}

/// The SAN letter of a piece role (pawns have none).
fn letter(role: Role) -> char {
    <Role as gambit::PieceKind>::LETTERS[role.index()]
}

/// The role of a SAN piece letter (pawns have none).
#[inline]
fn piece_role(letter: u8) -> Option<Role> {
    Some(match letter {
        b'N' => Role::Knight,
        b'B' => Role::Bishop,
        b'R' => Role::Rook,
        b'Q' => Role::Queen,
        b'K' => Role::King,
        _ => return None,
    })
}

/// `text` without trailing check marks and annotations (`+`, `#`, `!`, `?`, in any order) and
/// without a trailing `e.p.`, which some writers add to en passant captures.
fn strip_suffixes(text: &str) -> &str {
    let b = text.as_bytes();
    let marks = |mut end: usize| {
        while end > 0 && matches!(b[end - 1], b'+' | b'#' | b'!' | b'?') {
            end -= 1;
        }
        end
    };
    let mut end = marks(b.len());
    for ep in [b"e.p.".as_slice(), b"ep"] {
        // `ep` alone would also end a square-less word; only strip it after a square.
        if b[..end].ends_with(ep) && end > ep.len() && b[end - ep.len() - 1].is_ascii_digit() {
            end -= ep.len();
        }
    }
    // Only ASCII bytes were cut off: `end` is a character boundary.
    &text[..marks(end)]
}

/// Reads the shape of a SAN move; `None` when the text is not SAN.
fn parse_pattern(text: &str) -> Option<Pattern> {
    // Castling, its letter `O` also written `0` or `o`.
    let castle = |shape: &[u8]| {
        text.len() == shape.len()
            && text.bytes().zip(shape).all(|(c, &want)| match want {
                b'O' => matches!(c, b'O' | b'0' | b'o'),
                _ => c == want,
            })
    };
    if castle(b"O-O") {
        return Some(Pattern::Castle(Castling::King));
    }
    if castle(b"O-O-O") {
        return Some(Pattern::Castle(Castling::Queen));
    }
    let b = text.as_bytes();
    if !text.is_ascii() || b.is_empty() {
        return None;
    }
    let (role, i) = match b[0] {
        b'N' => (Role::Knight, 1),
        b'B' => (Role::Bishop, 1),
        b'R' => (Role::Rook, 1),
        b'Q' => (Role::Queen, 1),
        b'K' => (Role::King, 1),
        b'P' => (Role::Pawn, 1),
        _ => (Role::Pawn, 0),
    };
    // The rest: [file][rank][x|-][file rank][=?promotion]. The destination is the last
    // square in the text before the promotion, so read the promotion off the end first.
    let mut end = b.len();
    let mut promotion = None;
    if end > i && matches!(b[end - 1].to_ascii_uppercase(), b'Q' | b'R' | b'B' | b'N') {
        // `b` is also a file: only a promotion if what precedes it is a rank digit or `=`.
        let before = b.get(end.wrapping_sub(2)).copied();
        if matches!(before, Some(b'1'..=b'8' | b'=')) {
            promotion = Some(match b[end - 1].to_ascii_uppercase() {
                b'Q' => Role::Queen,
                b'R' => Role::Rook,
                b'B' => Role::Bishop,
                _ => Role::Knight,
            });
            end -= 1;
            if b[end - 1] == b'=' {
                end -= 1;
            }
        }
    }
    if end < i + 2 {
        return None;
    }
    let to = match b[end - 2..end] {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1'),
        _ => return None,
    };
    let mut from_file = None;
    let mut from_rank = None;
    let mut rest = &b[i..end - 2];
    if let Some((&last, head)) = rest.split_last() {
        if last == b'x' || last == b'-' || last == b':' {
            rest = head;
        }
    }
    match rest {
        [] => {}
        [f @ b'a'..=b'h'] => from_file = Some(f - b'a'),
        [r @ b'1'..=b'8'] => from_rank = Some(r - b'1'),
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
            from_file = Some(f - b'a');
            from_rank = Some(r - b'1');
        }
        _ => return None,
    }
    if promotion.is_some() && role != Role::Pawn {
        return None;
    }
    Some(Pattern::Move {
        role,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

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
        c => (piece_role(c)?, 1),
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
    /// The move in Standard Algebraic Notation, with `+` or `#` when it gives check or mate.
    ///
    /// SAN is defined for the legal moves of a position only: a move that is not legal here
    /// is written in UCI notation instead (as [`Game::format_move`] writes it).
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_chess::Chess;
    ///
    /// let mut pos: Chess = Chess::START_FEN.parse().unwrap();
    /// let m = pos.parse_move("g1f3").unwrap();
    /// assert_eq!(pos.san(m), "Nf3");
    /// for uci in ["f2f3", "e7e5", "g2g4"] {
    ///     pos.play(uci).unwrap();
    /// }
    /// let mate = pos.parse_move("d8h4").unwrap();
    /// assert_eq!(pos.san(mate), "Qh4#");
    /// ```
    pub fn san(&self, m: Move) -> String {
        self.clone().san_in_place(m)
    }

    /// [`Chess::san`] without copying the position: plays `m` to see whether it checks or
    /// mates, and takes it back, so the position is left as it was.
    pub(crate) fn san_in_place(&mut self, m: Move) -> String {
        let mut moves = MoveList::new();
        self.push_legal(&mut moves);
        if m == Move::default() || !moves.contains(&m) {
            return self.move_to_uci(m);
        }
        let mut san = self.san_without_check(m, &moves);
        self.do_move(m);
        if self.in_check() {
            san.push(if self.legal_move_count() == 0 {
                '#'
            } else {
                '+'
            });
        }
        self.undo_move();
        san
    }

    /// SAN without the check mark, given the legal moves of the position.
    fn san_without_check(&self, m: Move, legal: &[Move]) -> String {
        if m.is_castle() {
            return if m.to().file() > m.from().file() {
                "O-O"
            } else {
                "O-O-O"
            }
            .to_string();
        }
        let (from, to) = (m.from(), m.to());
        let role = self.piece_at(from).map_or(Role::Pawn, |p| p.role);
        let capture = m.kind() == MoveKind::EnPassant || self.piece_at(to).is_some();
        let mut san = String::with_capacity(8);
        if role == Role::Pawn {
            if capture {
                san.push((b'a' + from.file()) as char);
            }
        } else {
            san.push(letter(role));
            let others: Vec<Square> = legal
                .iter()
                .filter(|o| {
                    !o.is_castle()
                        && o.to() == to
                        && o.from() != from
                        && self.piece_at(o.from()).map(|p| p.role) == Some(role)
                })
                .map(|o| o.from())
                .collect();
            if !others.is_empty() {
                let same_file = others.iter().any(|s| s.file() == from.file());
                let same_rank = others.iter().any(|s| s.rank() == from.rank());
                if !same_file || same_rank {
                    san.push((b'a' + from.file()) as char);
                }
                if same_file {
                    san.push((b'1' + from.rank()) as char);
                }
            }
        }
        if capture {
            san.push('x');
        }
        san.push_str(&to.to_string());
        if let Some(r) = m.promotion_role() {
            san.push('=');
            san.push(letter(r));
        }
        san
    }

    /// Reads a move in SAN, or in UCI notation when the text is not SAN; the move must be
    /// legal here. Check marks are not checked (missing, extra or wrong ones are read), nor
    /// is the capture sign; annotations (`!?`) are ignored.
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_chess::{Chess, SanError};
    ///
    /// let pos: Chess = Chess::START_FEN.parse().unwrap();
    /// let m = pos.parse_san("Nf3").unwrap();
    /// assert_eq!(pos.format_move(m), "g1f3");
    /// assert_eq!(pos.parse_san("Ng1-f3!?"), Ok(m));
    /// assert_eq!(pos.parse_san("g1f3"), Ok(m));
    /// assert!(matches!(pos.parse_san("Nf4"), Err(SanError::NoSuchMove(_))));
    /// assert!(matches!(pos.parse_san("Z9"), Err(SanError::Syntax(_))));
    /// ```
    #[inline]
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        // Plain SAN first, in line: nearly every move of a record. The lenient reader runs
        // only when it gives no move, and reads the same move from every text it gives one.
        match self.read_plain_san(text) {
            Some(m) => Ok(m),
            None => self.parse_san_lenient(text),
        }
    }

    /// The legal move `text` names when it is plain SAN (a piece letter, origin, `x`,
    /// square, `=` promotion, one check mark) and exactly one legal move matches it; `None`
    /// otherwise, where [`Chess::parse_san_lenient`] reads the text (or says why not).
    /// Never a move that the lenient reader would not return.
    #[inline]
    fn read_plain_san(&self, text: &str) -> Option<Move> {
        let b = text.as_bytes();
        let body = match b {
            [head @ .., b'+' | b'#'] => head,
            _ => b,
        };
        // The commonest shapes, without a pattern: a pawn's push, a piece's move with no
        // origin given.
        match *body {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                return self.only_push(Square::new(f - b'a', r - b'1'));
            }
            [p, f @ b'a'..=b'h', r @ b'1'..=b'8'] | [p, b'x', f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                if let Some(role) = piece_role(p) {
                    return self.only_piece_move(role, Square::new(f - b'a', r - b'1'));
                }
            }
            _ => {}
        }
        plain_pattern(b).and_then(|p| self.only_match(p))
    }

    /// The one legal push of a pawn to `to`, not a promotion: [`Chess::only_match`] for a
    /// pawn with no origin and no promotion.
    #[inline]
    fn only_push(&self, to: Square) -> Option<Move> {
        let white = self.side == Color::White;
        let occ = self.occupied();
        if to.rank() == if white { 7 } else { 0 } || occ.contains(to) {
            return None;
        }
        let one = to.offset(0, if white { -1 } else { 1 })?;
        let pawns = self.pieces(self.side, Role::Pawn);
        let from = if pawns.contains(one) {
            one
        } else if !occ.contains(one) && to.rank() == if white { 3 } else { 4 } {
            let two = one.offset(0, if white { -1 } else { 1 })?;
            if !pawns.contains(two) {
                return None;
            }
            two
        } else {
            return None;
        };
        let m = Move::normal(from, to);
        self.piece_move_is_legal(from, to).then_some(m)
    }

    /// The one legal move of a piece of `role` (not a pawn) to `to`: [`Chess::only_match`]
    /// for a piece with no origin given.
    #[inline]
    fn only_piece_move(&self, role: Role, to: Square) -> Option<Move> {
        let mut found = None;
        for from in self.reachers(role, to) {
            let legal = if role == Role::King {
                !self.attacked_by(self.side.flip(), to, self.occupied().without(from))
            } else {
                self.piece_move_is_legal(from, to)
            };
            if legal {
                if found.is_some() {
                    return None;
                }
                found = Some(Move::normal(from, to));
            }
        }
        found
    }

    /// [`Chess::parse_san`] for what plain SAN does not read, and the errors: check marks
    /// and annotations stripped, the lenient pattern, then the legal moves listed.
    #[inline(never)]
    fn parse_san_lenient(&self, text: &str) -> Result<Move, SanError> {
        // A token from a PGN reader has no blanks around it: trimmed only when it could.
        let graphic = |c: Option<&u8>| c.is_some_and(u8::is_ascii_graphic);
        let b = text.as_bytes();
        let trimmed = if graphic(b.first()) && graphic(b.last()) {
            text
        } else {
            text.trim()
        };
        let body = strip_suffixes(trimmed);
        if let Some(m) = parse_pattern(body).and_then(|p| self.only_match(p)) {
            return Ok(m);
        }
        self.parse_san_listing(text)
    }

    /// The one legal move that `pattern`, a piece move, describes, found among the moves the
    /// side's pieces could make to its square (each tested for legality alone, by the
    /// checkers and the pins); `None` when there is no such move or several, or for castling
    /// and a promotion without its piece or off the last rank ([`Chess::parse_san_listing`]
    /// then says which or why).
    fn only_match(&self, pattern: Pattern) -> Option<Move> {
        let Pattern::Move {
            role,
            from_file,
            from_rank,
            to,
            promotion,
        } = pattern
        else {
            return None;
        };
        let last_rank = if self.side == Color::White { 7 } else { 0 };
        if role == Role::Pawn && (to.rank() == last_rank) != promotion.is_some() {
            return None;
        }
        let ep = role == Role::Pawn && self.st().ep == Some(to);
        let mut from = self.reachers(role, to);
        if ep {
            from |= pawn_attacks(self.side.flip(), to) & self.pieces(self.side, Role::Pawn);
        }
        // A pawn move without an origin file is a push: `d5` never reads exd5.
        let file = from_file.or((role == Role::Pawn).then_some(to.file()));
        if let Some(f) = file {
            from &= Square::file_set(f);
        }
        if let Some(r) = from_rank {
            from &= Square::rank_set(r);
        }
        let mut found = None;
        for sq in from {
            let m = match promotion {
                Some(r) => Move::promotion(sq, to, r),
                None if ep && sq.file() != to.file() => Move::en_passant(sq, to),
                None => Move::normal(sq, to),
            };
            if self.reacher_is_legal(m, role) {
                if found.is_some() {
                    return None;
                }
                found = Some(m);
            }
        }
        found
    }

    /// Whether `m`, a move of a piece of `role` that [`Chess::reachers`] found, is legal:
    /// [`Chess::is_legal_move`] without its tests of how the piece moves. A piece on one of
    /// its king's lines is tested alone, by the sliders that would see the king once it
    /// left, rather than by finding every pinned piece.
    fn reacher_is_legal(&self, m: Move, role: Role) -> bool {
        let (from, to) = (m.from(), m.to());
        let capture_onto_empty =
            role == Role::Pawn && from.file() != to.file() && !self.occupied().contains(to);
        if m.kind() == MoveKind::EnPassant || capture_onto_empty {
            return self.is_legal_move(m);
        }
        if role == Role::King {
            return !self.attacked_by(self.side.flip(), to, self.occupied().without(from));
        }
        self.piece_move_is_legal(from, to)
    }

    /// Whether the move of the piece (not the king) on `from` to `to`, by the way it moves
    /// and not en passant, is legal: it answers a check, and a piece on one of its king's
    /// lines leaves no slider of theirs seeing the king.
    #[inline]
    fn piece_move_is_legal(&self, from: Square, to: Square) -> bool {
        let checkers = self.st().checkers;
        if checkers.more_than_one() {
            return false;
        }
        let ksq = self.king_square(self.side);
        if let Some(c) = checkers.single() {
            if !between(ksq, c).with(c).contains(to) {
                return false;
            }
        }
        let on_a_line = (rook_rays(ksq) | bishop_rays(ksq)).contains(from);
        if !on_a_line || line(ksq, from).contains(to) {
            return true;
        }
        // Off the line it stood on: legal unless a slider of theirs (not the one taken on
        // `to`) now sees the king through `from`.
        let occ = self.occupied().without(from).with(to);
        let them = self.color_bits(self.side.flip()).without(to);
        self.slider_attackers(them, ksq, occ).is_empty()
    }

    /// [`Chess::parse_san`] by listing the legal moves: every case, with the errors.
    fn parse_san_listing(&self, text: &str) -> Result<Move, SanError> {
        // The text as errors show it: built for an error only.
        let shown = || text.chars().take(40).collect::<String>();
        let body = strip_suffixes(text.trim());
        let mut legal = MoveList::new();
        self.push_legal(&mut legal);
        let Some(pattern) = parse_pattern(body) else {
            return self
                .uci_fallback(body, &legal)
                .ok_or_else(|| SanError::Syntax(shown()));
        };
        let matching = || legal.iter().copied().filter(|&m| self.matches(m, pattern));
        let mut found = matching();
        match (found.next(), found.next()) {
            (Some(m), None) => Ok(m),
            (None, _) => self
                .uci_fallback(body, &legal)
                .ok_or_else(|| self.why_not(pattern, shown())),
            (Some(_), Some(_)) => Err(SanError::Ambiguous {
                text: shown(),
                candidates: matching()
                    .map(|m| self.san_without_check(m, &legal))
                    .collect(),
            }),
        }
    }

    /// Reads a move as [`Chess::parse_san`] does and plays it; returns the move. On an error
    /// the position is unchanged.
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_chess::Chess;
    ///
    /// let mut pos: Chess = Chess::START_FEN.parse().unwrap();
    /// for san in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Nxd5"] {
    ///     pos.play_san(san).unwrap();
    /// }
    /// assert_eq!(pos.san(pos.parse_san("Nxf7").unwrap()), "Nxf7");
    /// ```
    pub fn play_san(&mut self, text: &str) -> Result<Move, SanError> {
        let m = self.parse_san(text)?;
        self.do_move(m);
        Ok(m)
    }

    /// `true` when the legal move `m` is one the pattern describes.
    fn matches(&self, m: Move, pattern: Pattern) -> bool {
        match pattern {
            Pattern::Castle(side) => {
                m.is_castle() && (m.to().file() > m.from().file()) == (side == Castling::King)
            }
            Pattern::Move {
                role,
                from_file,
                from_rank,
                to,
                promotion,
            } => {
                let from = m.from();
                !m.is_castle()
                    && m.to() == to
                    && self.piece_at(from).map(|p| p.role) == Some(role)
                    && from_file.is_none_or(|f| f == from.file())
                    && from_rank.is_none_or(|r| r == from.rank())
                    && m.promotion_role() == promotion.or(m.promotion_role())
                    // A pawn move without an origin file is a push: `d5` never reads exd5.
                    && (role != Role::Pawn || from_file.is_some() || from.file() == to.file())
            }
        }
    }

    /// The legal move that `text` names in UCI notation, castling written either as the
    /// king's step or as king-takes-rook.
    fn uci_fallback(&self, text: &str, legal: &[Move]) -> Option<Move> {
        let text = text.to_ascii_lowercase();
        legal.iter().copied().find(|&m| {
            [false, true]
                .iter()
                .any(|&chess960| Uci { m, chess960 }.to_string() == text)
        })
    }

    /// Why no legal move matches `pattern`: a move that the pieces could make but the rules
    /// forbid is illegal; one they cannot make at all matches no move.
    fn why_not(&self, pattern: Pattern, text: String) -> SanError {
        let us = self.side;
        match pattern {
            Pattern::Castle(side) => {
                let side_index = if side == Castling::King { 0 } else { 1 };
                let name = if side == Castling::King {
                    "king"
                } else {
                    "queen"
                };
                let reason = if self.st().castling & castle_bit(us, side_index) == 0 {
                    format!("no right to castle on the {name} side")
                } else if self.in_check() {
                    "the king is in check".to_string()
                } else {
                    format!("castling on the {name} side is blocked or crosses an attacked square")
                };
                SanError::Illegal { text, reason }
            }
            Pattern::Move {
                role,
                from_file,
                from_rank,
                to,
                promotion,
            } => {
                let from = self.reachers(role, to)
                    & Bitboard::from_iter(Square::all().filter(|s| {
                        from_file.is_none_or(|f| f == s.file())
                            && from_rank.is_none_or(|r| r == s.rank())
                            && (role != Role::Pawn || from_file.is_some() || s.file() == to.file())
                    }));
                let last_rank = if us == Color::White { 7 } else { 0 };
                if from.is_empty()
                    || (role == Role::Pawn && (to.rank() == last_rank) != promotion.is_some())
                {
                    return SanError::NoSuchMove(text);
                }
                let reason = if role == Role::King {
                    "the king would be in check"
                } else if self.in_check() {
                    "it does not get the king out of check"
                } else {
                    "the piece is pinned to its king"
                };
                SanError::Illegal {
                    text,
                    reason: reason.to_string(),
                }
            }
        }
    }

    /// The squares of the side to move's pieces of `role` that could move to `to` by the way
    /// they move, ignoring whether their own king would be left in check.
    #[inline]
    fn reachers(&self, role: Role, to: Square) -> Bitboard {
        let us = self.side;
        let occ = self.occupied();
        let ours = self.pieces(us, role);
        if self.color_bits(us).contains(to) {
            return Bitboard::EMPTY;
        }
        match role {
            Role::Knight => knight_attacks(to) & ours,
            Role::Bishop => bishop_attacks(to, occ) & ours,
            Role::Rook => rook_attacks(to, occ) & ours,
            Role::Queen => (bishop_attacks(to, occ) | rook_attacks(to, occ)) & ours,
            Role::King => king_attacks(to) & ours,
            Role::Pawn => {
                let back = if us == Color::White { -1 } else { 1 };
                let mut from = Bitboard::EMPTY;
                if !occ.contains(to) {
                    if let Some(one) = to.offset(0, back) {
                        if ours.contains(one) {
                            from |= one.bb();
                        } else if !occ.contains(one)
                            && to.rank() == if us == Color::White { 3 } else { 4 }
                        {
                            if let Some(two) = one.offset(0, back) {
                                from |= two.bb() & ours;
                            }
                        }
                    }
                }
                let victim =
                    self.color_bits(us.flip()).contains(to) || self.ep_target() == Some(to);
                if victim {
                    from |= pawn_attacks(us.flip(), to) & ours;
                }
                from
            }
        }
    }

    /// The square a pawn of the side to move could capture en passant onto, by the last move
    /// alone (a double push), whether or not that capture is legal.
    fn ep_target(&self) -> Option<Square> {
        let last = self.st().mv;
        let moved = self.piece_at(last.to())?;
        (moved.role == Role::Pawn
            && moved.color != self.side
            && last.from().file() == last.to().file()
            && last.from().rank().abs_diff(last.to().rank()) == 2)
            .then(|| {
                Square::new(
                    last.to().file(),
                    (last.from().rank() + last.to().rank()) / 2,
                )
            })
    }
}

#[cfg(test)]
mod tests {
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
            let quick = pos.read_plain_san(san);
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
            assert_eq!(pos.read_plain_san(text), None, "{text}");
            assert!(pos.parse_san(text).is_err(), "{text}");
        }
        for text in ["Nbd2", "N1d2", "Nd4+", "Bd2"] {
            assert!(pos.read_plain_san(text).is_some(), "{text}");
            assert_eq!(pos.read_plain_san(text), pos.parse_san(text).ok(), "{text}");
        }
    }
}
