//! The kernel's board: a cell per square (its piece code), the squares of each kind and of
//! each color, the chess-style promoted marks (crazyhouse's `~`), the hands, and the side to
//! move. What a move changes besides the state; no heap, so copying it is a copy of bytes.

use super::tables::{code, code_color, code_kind, Bits, Tables};
use super::variant::{Cells, Variant, MAX_KINDS};
use crate::board::{ByColor, Hand};
use crate::square::Color;
use crate::square_set::SquareSet;

/// The pieces, hands and side to move of a variant's position.
pub struct Board<V: Variant> {
    pub(crate) cells: V::Cells,
    pub(crate) kinds: [Bits<V>; MAX_KINDS],
    pub(crate) colors: ByColor<Bits<V>>,
    /// Pieces that were promoted chess-style and go back to the hand as pawns.
    pub(crate) promoted: Bits<V>,
    pub(crate) hands: ByColor<Hand<u8, MAX_KINDS>>,
    pub(crate) side: Color,
}

impl<V: Variant> Clone for Board<V> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<V: Variant> Copy for Board<V> {}

impl<V: Variant> PartialEq for Board<V> {
    fn eq(&self, other: &Self) -> bool {
        self.cells.slice() == other.cells.slice()
            && self.promoted == other.promoted
            && self.hands == other.hands
            && self.side == other.side
    }
}

impl<V: Variant> core::fmt::Debug for Board<V> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Board")
            .field("cells", &self.cells.slice())
            .field("promoted", &self.promoted)
            .field("hands", &self.hands)
            .field("side", &self.side)
            .finish()
    }
}

impl<V: Variant> Board<V> {
    /// An empty board, white to move, empty hands.
    pub fn empty() -> Self {
        Board {
            cells: V::Cells::empty(),
            kinds: [Bits::<V>::EMPTY; MAX_KINDS],
            colors: ByColor::new(Bits::<V>::EMPTY, Bits::<V>::EMPTY),
            promoted: Bits::<V>::EMPTY,
            hands: ByColor::new(Hand::EMPTY, Hand::EMPTY),
            side: Color::White,
        }
    }
    /// The piece code on `sq` (0 when empty).
    #[inline(always)]
    pub fn code_on(&self, sq: u32) -> u8 {
        self.cells.slice()[sq as usize]
    }
    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bits<V> {
        self.colors[Color::White] | self.colors[Color::Black]
    }
    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn color(&self, color: Color) -> Bits<V> {
        self.colors[color]
    }
    /// The squares of `kind`, both colors.
    #[inline(always)]
    pub fn kind(&self, kind: u8) -> Bits<V> {
        self.kinds[kind as usize]
    }
    /// The squares of `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: u8) -> Bits<V> {
        self.kinds[kind as usize] & self.colors[color]
    }
    /// How many of `kind` `color` holds in hand.
    #[inline(always)]
    pub fn hand(&self, color: Color, kind: u8) -> u8 {
        self.hands[color].count(kind) as u8
    }
    /// The side to move.
    #[inline(always)]
    pub fn side(&self) -> Color {
        self.side
    }
    /// Puts a piece of `color` and `kind` on the empty square `sq`.
    #[inline(always)]
    pub(crate) fn put(&mut self, color: Color, kind: u8, sq: u32) {
        let b = Bits::<V>::single(sq);
        self.cells.slice_mut()[sq as usize] = code(color, kind);
        self.kinds[kind as usize] |= b;
        self.colors[color] |= b;
    }
    /// Removes the piece with code `code` from `sq`.
    #[inline(always)]
    pub(crate) fn remove(&mut self, code: u8, sq: u32) {
        let b = Bits::<V>::single(sq);
        self.cells.slice_mut()[sq as usize] = 0;
        self.kinds[code_kind(code) as usize] ^= b;
        self.colors[code_color(code)] ^= b;
    }
    /// Moves the piece with code `code` from `from` to the empty square `to`.
    #[inline(always)]
    pub(crate) fn shift(&mut self, code: u8, from: u32, to: u32) {
        let b = Bits::<V>::single(from) | Bits::<V>::single(to);
        let cells = self.cells.slice_mut();
        cells[from as usize] = 0;
        cells[to as usize] = code;
        self.kinds[code_kind(code) as usize] ^= b;
        self.colors[code_color(code)] ^= b;
    }
    /// The square of `color`'s royal piece, if it has one on the board.
    #[inline(always)]
    pub fn royal_square(&self, t: &Tables<V>, color: Color) -> Option<u32> {
        let kind = t.royal?;
        let b = self.pieces(color, kind);
        if b.is_empty() {
            None
        } else {
            Some(b.trailing_zeros())
        }
    }
    /// The Zobrist key of the pieces, marks and hands (not the side or the state's rights).
    pub fn material_key(&self, t: &Tables<V>) -> u64 {
        let mut key = 0;
        for sq in self.occupied().indices() {
            key ^= t.piece_key(self.code_on(sq), sq);
        }
        for sq in self.promoted.indices() {
            key ^= t.promoted_key[sq as usize];
        }
        for color in Color::BOTH {
            key ^= t.hand_keys.of_hand(color, &self.hands[color]);
        }
        if self.side == Color::Black {
            key ^= t.side_key;
        }
        key
    }
}
