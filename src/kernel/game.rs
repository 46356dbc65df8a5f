//! The game contract ([`Game`], [`History`]) written once for every described variant.

use super::fen::FenError;
use super::moves::Move;
use super::position::Position;
use super::tables::{code_color, code_kind};
use super::variant::Variant;
use crate::bitboard::Bitboard;
use crate::board::{ByColor, Geometry, MoveText, Square, TextBoard};
use crate::game::Game;
use crate::history::{History, KeyScan, StateStack};
use crate::options::{OptionSpec, OptionValue};
use crate::square::Color;

/// A piece of a described variant: its color and kind (an index into `V::PIECES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Its kind, an index into the variant's `PIECES`.
    pub kind: u8,
}

/// Notation settings of a described variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantNotation {
    /// Castling written king-takes-rook, castling rights as rook files (Chess960 style).
    pub chess960: bool,
}

/// The UCI option that turns on Chess960-style castling.
pub const UCI_CHESS960: &str = "UCI_Chess960";

impl crate::game::Notation for VariantNotation {
    const OPTIONS: &'static [OptionSpec] =
        &[OptionSpec::check(UCI_CHESS960, false).with_flag("--chess960")];
    fn set(&mut self, name: &str, value: &OptionValue) {
        if let (UCI_CHESS960, Some(on)) = (name, value.as_check()) {
            self.chess960 = on;
        }
    }
    fn get(&self, name: &str) -> Option<OptionValue> {
        (name == UCI_CHESS960).then_some(OptionValue::Check(self.chess960))
    }
}

/// Why a move text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not a move of this position: malformed, or not legal here.
    #[error("'{text}' is not a legal move of {variant} here")]
    Illegal {
        /// The variant.
        variant: &'static str,
        /// The text.
        text: String,
    },
}

impl<V: Variant> Game for Position<V> {
    const NAME: &'static str = V::NAME;
    const START_FEN: &'static str = V::START_FEN;
    type Square = Square<V::Board>;
    type Piece = Piece;
    type Move = Move<V>;
    type Moves = V::Moves;
    type State = super::position::State<V>;
    type Notation = VariantNotation;
    type FenError = FenError;
    type MoveError = MoveError;

    fn from_fen(fen: &str, notation: VariantNotation) -> Result<Self, FenError> {
        Position::from_fen_text(fen, notation.chess960)
    }
    fn fen(&self) -> String {
        self.fen_text()
    }
    fn notation(&self) -> VariantNotation {
        VariantNotation {
            chess960: self.chess960,
        }
    }
    fn set_notation(&mut self, notation: VariantNotation) {
        self.chess960 = notation.chess960;
    }
    #[inline]
    fn side_to_move(&self) -> Color {
        self.board.side
    }
    fn piece_on(&self, sq: Self::Square) -> Option<Piece> {
        let c = self.board.code_on(sq.to_u8() as u32);
        (c != 0).then(|| Piece {
            color: code_color(c),
            kind: code_kind(c),
        })
    }
    #[inline]
    fn checkers(&self) -> Bitboard<Self::Square> {
        Bitboard::from_bits_trusted(self.st().checkers)
    }
    fn compute_key(&self) -> u64 {
        let st = self.st();
        let mut key = self.board.material_key(self.t) ^ self.t.castle_key[st.castling as usize];
        if st.ep != super::position::NO_SQUARE {
            key ^= self.t.ep_key[st.ep as usize];
        }
        key ^ self.checks_key(st.checks) ^ self.gates_key(st.gates)
    }
    fn generate_legal(&self, moves: &mut V::Moves) {
        self.generate(&mut super::movegen::ListSink(moves));
    }
    #[inline]
    fn count_legal(&self) -> usize {
        self.count_moves()
    }
    fn make(&mut self, m: Move<V>) {
        debug_assert!(self.is_legal(m), "{m} is not legal in {}", self.fen_text());
        self.do_move(m);
    }
    fn undo(&mut self) -> Option<Move<V>> {
        self.undo_move()
    }
    fn states(&self) -> &[Self::State] {
        &self.states
    }
    fn moves_played(&self) -> Vec<Move<V>> {
        self.states[1..].iter().map(|s| s.mv).collect()
    }
    fn parse_move(&self, text: &str) -> Result<Move<V>, MoveError> {
        let text = text.trim();
        // Only the moves between the text's squares are written out and compared (writing
        // every legal move was most of a replay's time); castlings always, since their text
        // names the king's landing or the rook's square.
        let squares = MoveText::<V::Board>::parse(text, V::Board::NAMES, '@').ok();
        let may_be = |m: Move<V>| match squares {
            _ if m.kind() == super::MoveKind::Castling => true,
            Some(MoveText::Board { from, to, .. }) => {
                m.kind() != super::MoveKind::Drop
                    && m.from() == u32::from(from.to_u8())
                    && m.to() == u32::from(to.to_u8())
            }
            Some(MoveText::Drop { to, .. }) => {
                m.kind() == super::MoveKind::Drop && m.to() == u32::from(to.to_u8())
            }
            None => true,
        };
        let mut written = String::new();
        for &m in self.legal_moves().iter().filter(|&&m| may_be(m)) {
            written.clear();
            let _ = m.write(self.chess960, &mut written);
            if written == text {
                return Ok(m);
            }
        }
        // The other castling style is read too.
        for &m in self.legal_moves().iter() {
            if m.kind() == super::MoveKind::Castling {
                written.clear();
                let _ = m.write(!self.chess960, &mut written);
                if written == text {
                    return Ok(m);
                }
            }
        }
        Err(MoveError::Illegal {
            variant: V::NAME,
            text: text.to_string(),
        })
    }
    /// SAN, as lichess and python-chess write the variant's records.
    fn record_move(&self, m: Move<V>) -> String {
        self.san(m)
    }
    fn format_move(&self, m: Move<V>) -> String {
        let mut s = String::new();
        let _ = m.write(self.chess960, &mut s);
        s
    }
    fn pretty(&self) -> String {
        let checkers = self.checkers().iter().map(|sq| sq.to_string());
        let names = V::Board::NAMES;
        let mut text = TextBoard::new(names, "Fen", self.fen_text(), self.key(), checkers);
        if V::HANDS {
            let hand = |color: Color| self.board.hands[color].text(|k| self.t.letter[k as usize]);
            text.hands = Some(ByColor::new(
                ("White", hand(Color::White)),
                ("Black", hand(Color::Black)),
            ));
        }
        text.draw::<V::Board>(|sq| {
            let c = self.board.code_on(sq.to_u8() as u32);
            (c != 0).then(|| {
                let kind = code_kind(c) as usize;
                let letter = self.t.letter[kind];
                let letter = match code_color(c) {
                    Color::White => letter,
                    Color::Black => letter.to_ascii_lowercase(),
                };
                let plus = if self.t.promoted_form[kind] { "+" } else { "" };
                format!("{plus}{letter}")
            })
        })
    }
}

impl<V: Variant> History for Position<V> {
    type Board = super::board::Board<V>;
    type Filter = KeyScan;
    fn board(&self) -> &Self::Board {
        &self.board
    }
    fn stack(&self) -> &StateStack<Self::State, KeyScan> {
        &self.states
    }
    fn parts_mut(&mut self) -> (&mut Self::Board, &mut StateStack<Self::State, KeyScan>) {
        (&mut self.board, &mut self.states)
    }
    fn take_back(&self, board: &mut Self::Board, state: &Self::State) {
        Self::take_back_on(self.t, board, state);
    }
    fn equal_positions(
        a: &Self::Board,
        sa: &Self::State,
        b: &Self::Board,
        sb: &Self::State,
    ) -> bool {
        a == b && sa.castling == sb.castling && sa.ep == sb.ep && sa.gates == sb.gates
    }
}

impl<V: Variant> core::fmt::Display for Position<V> {
    /// The position as FEN.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.fen_text())
    }
}

impl<V: Variant> core::str::FromStr for Position<V> {
    type Err = FenError;
    /// Reads a FEN with the default notation.
    fn from_str(fen: &str) -> Result<Self, FenError> {
        Position::from_fen_text(fen, false)
    }
}
