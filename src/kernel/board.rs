//! The kernel's board: a cell per square (its piece code), the squares of each kind and of
//! each color, the chess-style promoted marks (crazyhouse's `~`), the hands, and the side to
//! move. What a move changes besides the state; no heap, so copying it is a copy of bytes.

use super::tables::{code, code_color, code_kind, Bits, Tables};
use super::variant::{Variant, MAX_KINDS};
use crate::board::{ByColor, Hand, Layout, Mailbox};
use crate::history::Turn;
use crate::square::Color;
use crate::square_set::SquareSet;
use core::marker::PhantomData;

/// The kernel's [`Layout`]: a byte per cell (0 empty, else the piece code of
/// [`code`]), squares as indices, the variant's raw sets.
pub struct CellLayout<V>(PhantomData<V>);

impl<V: Variant> Layout for CellLayout<V> {
    type Set = Bits<V>;
    type Square = u32;
    type Cell = u8;
    type Cells = V::Cells;
    type KindSets = [Bits<V>; MAX_KINDS];
    const EMPTY: u8 = 0;
    const NO_CELLS: V::Cells = <V::Cells as super::variant::Cells>::EMPTY;
    const NO_KINDS: [Bits<V>; MAX_KINDS] = [Bits::<V>::EMPTY; MAX_KINDS];
    #[inline(always)]
    fn color(cell: u8) -> Color {
        code_color(cell)
    }
    #[inline(always)]
    fn kind(cell: u8) -> usize {
        code_kind(cell) as usize
    }
}

/// The pieces, hands and side to move of a variant's position.
pub struct Board<V: Variant> {
    pub(crate) pieces: Mailbox<CellLayout<V>>,
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
        self.pieces == other.pieces
            && self.promoted == other.promoted
            && self.hands == other.hands
            && self.side == other.side
    }
}

impl<V: Variant> core::fmt::Debug for Board<V> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Board")
            .field("cells", &self.pieces.cells())
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
            pieces: Mailbox::EMPTY,
            promoted: Bits::<V>::EMPTY,
            hands: ByColor::new(Hand::EMPTY, Hand::EMPTY),
            side: Color::White,
        }
    }
    /// The piece code on `sq` (0 when empty).
    #[inline(always)]
    pub fn code_on(&self, sq: u32) -> u8 {
        self.pieces.cell(sq)
    }
    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bits<V> {
        self.pieces.occupied()
    }
    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn color(&self, color: Color) -> Bits<V> {
        self.pieces.color(color)
    }
    /// The squares of `kind`, both colors.
    #[inline(always)]
    pub fn kind(&self, kind: u8) -> Bits<V> {
        self.pieces.kind(kind as usize)
    }
    /// The squares of `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: u8) -> Bits<V> {
        self.pieces.pieces(color, kind as usize)
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
        self.pieces.put(code(color, kind), sq);
    }
    /// Removes the piece with code `code` from `sq`.
    #[inline(always)]
    pub(crate) fn remove(&mut self, code: u8, sq: u32) {
        self.pieces.remove(code, sq);
    }
    /// Moves the piece with code `code` from `from` to the empty square `to`.
    #[inline(always)]
    pub(crate) fn shift(&mut self, code: u8, from: u32, to: u32) {
        self.pieces.shift(code, from, to);
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

impl<V: Variant> Turn for Board<V> {
    #[inline(always)]
    fn turn(&self) -> Color {
        self.side
    }
    #[inline(always)]
    fn flip_turn(&mut self) {
        self.side = self.side.flip();
    }
}
