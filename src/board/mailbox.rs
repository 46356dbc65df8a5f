//! [`Mailbox`]: the pieces of a position kept twice, as a cell per square (what stands on a
//! square) and as sets (the squares of each kind, of each color, and every occupied square),
//! with the three changes a move makes to them. Every game's board is one, from the kernel's
//! described variants to the hand-tuned chess, xiangqi and shogi; the game fixes, through a
//! [`Layout`], what a cell holds and what type a set and a square are.

use super::by_color::ByColor;
use super::geometry::{Geometry, Square};
use crate::bitboard::Bitboard;
use crate::square::{BoardSquare, Color};
use crate::square_set::SquareSet;
use core::fmt::Debug;
use core::marker::PhantomData;
use core::ops::{BitAnd, BitOr, BitXor, BitXorAssign, Not};

/// A set of squares the mailbox can keep: raw bits ([`SquareSet`]) or a typed [`Bitboard`].
pub trait PieceSet:
    Copy
    + Eq
    + Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + BitXorAssign
    + Not<Output = Self>
    + Send
    + Sync
    + 'static
{
    /// No squares.
    const NONE: Self;
}

impl<T: SquareSet> PieceSet for T {
    const NONE: Self = T::EMPTY;
}

impl<S: BoardSquare> PieceSet for Bitboard<S> {
    const NONE: Self = Bitboard::EMPTY;
}

/// A square as the mailbox addresses it: its cell's index and its set of one. Squares as
/// raw indices (`u32`) go with raw sets, typed squares ([`Square`]) with typed sets.
pub trait CellSquare<S>: Copy {
    /// The index of the square's cell.
    fn cell(self) -> usize;
    /// The set holding just this square.
    fn bit(self) -> S;
}

impl<T: SquareSet> CellSquare<T> for u32 {
    #[inline(always)]
    fn cell(self) -> usize {
        self as usize
    }
    #[inline(always)]
    fn bit(self) -> T {
        T::single(self)
    }
}

impl<G: Geometry> CellSquare<Bitboard<Square<G>>> for Square<G> {
    #[inline(always)]
    fn cell(self) -> usize {
        self.idx()
    }
    #[inline(always)]
    fn bit(self) -> Bitboard<Square<G>> {
        self.bb()
    }
}

/// How a game lays out its [`Mailbox`]: what a cell holds and how it tells the piece's color
/// and kind, the arrays of cells and of kind sets (sized by the board and the kinds), and its
/// squares. All of it is resolved at compile time: a game's mailbox compiles to the code it
/// would write by hand.
pub trait Layout: 'static {
    /// A set of the board's squares.
    type Set: PieceSet;
    /// A square of the board.
    type Square: CellSquare<Self::Set>;
    /// What one cell holds: a piece, or the empty cell ([`Layout::EMPTY`]).
    type Cell: Copy + Eq + Debug + Send + Sync;
    /// The cells, one per square: `[Self::Cell; SQUARES]`.
    type Cells: Copy + Eq + Debug + Send + Sync + AsRef<[Self::Cell]> + AsMut<[Self::Cell]>;
    /// The sets of each kind: `[Self::Set; KINDS]`.
    type KindSets: Copy + Eq + Debug + Send + Sync + AsRef<[Self::Set]> + AsMut<[Self::Set]>;

    /// The empty cell.
    const EMPTY: Self::Cell;
    /// Every cell empty.
    const NO_CELLS: Self::Cells;
    /// Every kind's set empty.
    const NO_KINDS: Self::KindSets;

    /// The color of the piece in the non-empty cell `cell`.
    fn color(cell: Self::Cell) -> Color;
    /// The kind index (into [`Layout::KindSets`]) of the piece in the non-empty cell `cell`.
    fn kind(cell: Self::Cell) -> usize;
}

/// The [`Layout`] of a game whose cells hold a piece's dense index
/// ([`ColoredPiece::index`](super::ColoredPiece::index): white's `KINDS` kinds, then
/// black's), `2 * KINDS` for the empty cell, on the board `G` of `SQUARES` squares with
/// typed squares and sets (xiangqi, shogi).
pub struct DenseCells<G, const SQUARES: usize, const KINDS: usize>(PhantomData<G>);

impl<G: Geometry, const SQUARES: usize, const KINDS: usize> Layout
    for DenseCells<G, SQUARES, KINDS>
{
    type Set = Bitboard<Square<G>>;
    type Square = Square<G>;
    type Cell = u8;
    type Cells = [u8; SQUARES];
    type KindSets = [Bitboard<Square<G>>; KINDS];
    const EMPTY: u8 = 2 * KINDS as u8;
    const NO_CELLS: [u8; SQUARES] = [2 * KINDS as u8; SQUARES];
    const NO_KINDS: [Bitboard<Square<G>>; KINDS] = [Bitboard::EMPTY; KINDS];
    #[inline(always)]
    fn color(cell: u8) -> Color {
        if (cell as usize) < KINDS {
            Color::White
        } else {
            Color::Black
        }
    }
    #[inline(always)]
    fn kind(cell: u8) -> usize {
        cell as usize % KINDS
    }
}

/// The pieces on a board, by square and by set. Cells and sets always agree: a cell holds a
/// piece exactly when its square is in that piece's kind set, color set and the occupied set.
/// No heap, so a copy is a copy of bytes (earlier positions are rebuilt on copies).
pub struct Mailbox<L: Layout> {
    cells: L::Cells,
    kinds: L::KindSets,
    colors: ByColor<L::Set>,
    occupied: L::Set,
}

impl<L: Layout> Clone for Mailbox<L> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: Layout> Copy for Mailbox<L> {}

impl<L: Layout> PartialEq for Mailbox<L> {
    /// Same pieces on the same squares (the sets follow from the cells).
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.cells == other.cells
    }
}
impl<L: Layout> Eq for Mailbox<L> {}

impl<L: Layout> Debug for Mailbox<L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Mailbox")
            .field("cells", &self.cells)
            .finish_non_exhaustive()
    }
}

impl<L: Layout> Default for Mailbox<L> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<L: Layout> Mailbox<L> {
    /// An empty board.
    pub const EMPTY: Self = Mailbox {
        cells: L::NO_CELLS,
        kinds: L::NO_KINDS,
        colors: ByColor::new(L::Set::NONE, L::Set::NONE),
        occupied: L::Set::NONE,
    };

    /// What stands on `sq` ([`Layout::EMPTY`] when nothing does).
    #[inline(always)]
    pub fn cell(&self, sq: L::Square) -> L::Cell {
        self.cells.as_ref()[CellSquare::cell(sq)]
    }
    /// The cells, square by square.
    #[inline(always)]
    pub fn cells(&self) -> &[L::Cell] {
        self.cells.as_ref()
    }
    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> L::Set {
        self.occupied
    }
    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub fn color(&self, color: Color) -> L::Set {
        self.colors[color]
    }
    /// The squares of kind `kind`, both colors.
    #[inline(always)]
    pub fn kind(&self, kind: usize) -> L::Set {
        self.kinds.as_ref()[kind]
    }
    /// The squares of each color's pieces.
    #[inline(always)]
    pub fn colors(&self) -> &ByColor<L::Set> {
        &self.colors
    }
    /// The squares of each kind, in kind order.
    #[inline(always)]
    pub fn kinds(&self) -> &[L::Set] {
        self.kinds.as_ref()
    }
    /// The squares of `color`'s pieces of kind `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: usize) -> L::Set {
        self.kinds.as_ref()[kind] & self.colors[color]
    }

    /// Puts `cell`'s piece on the empty square `sq`.
    #[inline(always)]
    pub fn put(&mut self, cell: L::Cell, sq: L::Square) {
        debug_assert!(self.cell(sq) == L::EMPTY, "put on an occupied square");
        self.cells.as_mut()[CellSquare::cell(sq)] = cell;
        self.toggle(cell, CellSquare::bit(sq));
    }
    /// Removes `cell`'s piece, which stands on `sq`.
    #[inline(always)]
    pub fn remove(&mut self, cell: L::Cell, sq: L::Square) {
        debug_assert!(self.cell(sq) == cell, "remove of a piece not there");
        self.cells.as_mut()[CellSquare::cell(sq)] = L::EMPTY;
        self.toggle(cell, CellSquare::bit(sq));
    }
    /// Moves `cell`'s piece from `from` to the empty square `to`.
    #[inline(always)]
    pub fn shift(&mut self, cell: L::Cell, from: L::Square, to: L::Square) {
        debug_assert!(self.cell(from) == cell, "shift of a piece not there");
        debug_assert!(self.cell(to) == L::EMPTY, "shift onto an occupied square");
        let cells = self.cells.as_mut();
        cells[CellSquare::cell(from)] = L::EMPTY;
        cells[CellSquare::cell(to)] = cell;
        self.toggle(cell, CellSquare::bit(from) ^ CellSquare::bit(to));
    }

    /// A board move of `cell`'s piece from `from` to `to`, taking `victim` there
    /// ([`Layout::EMPTY`] for none): [`Mailbox::move_sets`] and [`Mailbox::move_cells`].
    #[inline(always)]
    pub fn relocate(&mut self, cell: L::Cell, from: L::Square, to: L::Square, victim: L::Cell) {
        self.move_sets(cell, from, to, victim);
        self.move_cells(cell, from, to);
    }
    /// Takes back [`Mailbox::relocate`] with the same arguments.
    #[inline(always)]
    pub fn unrelocate(&mut self, cell: L::Cell, from: L::Square, to: L::Square, victim: L::Cell) {
        self.move_sets(cell, from, to, victim);
        self.unmove_cells(cell, from, to, victim);
    }
    /// The cells' half of [`Mailbox::relocate`]: `cell` leaves `from` for `to`.
    #[inline(always)]
    pub fn move_cells(&mut self, cell: L::Cell, from: L::Square, to: L::Square) {
        let cells = self.cells.as_mut();
        cells[CellSquare::cell(from)] = L::EMPTY;
        cells[CellSquare::cell(to)] = cell;
    }
    /// The cells' half of [`Mailbox::unrelocate`]: `cell` back on `from`, `victim` on `to`.
    #[inline(always)]
    pub fn unmove_cells(&mut self, cell: L::Cell, from: L::Square, to: L::Square, victim: L::Cell) {
        let cells = self.cells.as_mut();
        cells[CellSquare::cell(from)] = cell;
        cells[CellSquare::cell(to)] = victim;
    }
    /// The sets' half of [`Mailbox::relocate`], the cells left as they were: a trial move for
    /// code that reads only sets (counting the replies at perft's last ply but one). Its own
    /// inverse: call it again with the same arguments before anything reads a cell.
    #[inline(always)]
    pub fn move_sets(&mut self, cell: L::Cell, from: L::Square, to: L::Square, victim: L::Cell) {
        let to_bit = CellSquare::bit(to);
        if victim != L::EMPTY {
            self.kinds.as_mut()[L::kind(victim)] ^= to_bit;
            self.colors[L::color(victim)] ^= to_bit;
            self.occupied ^= to_bit;
        }
        self.toggle(cell, CellSquare::bit(from) ^ to_bit);
    }

    /// Flips `squares` in the sets of `cell`'s piece.
    #[inline(always)]
    fn toggle(&mut self, cell: L::Cell, squares: L::Set) {
        self.kinds.as_mut()[L::kind(cell)] ^= squares;
        self.colors[L::color(cell)] ^= squares;
        self.occupied ^= squares;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4x4 toy layout: cells hold `1 + kind + 4 * color`, 0 for empty.
    struct Toy;
    impl Layout for Toy {
        type Set = u64;
        type Square = u32;
        type Cell = u8;
        type Cells = [u8; 16];
        type KindSets = [u64; 4];
        const EMPTY: u8 = 0;
        const NO_CELLS: [u8; 16] = [0; 16];
        const NO_KINDS: [u64; 4] = [0; 4];
        fn color(cell: u8) -> Color {
            if cell > 4 {
                Color::Black
            } else {
                Color::White
            }
        }
        fn kind(cell: u8) -> usize {
            ((cell - 1) % 4) as usize
        }
    }

    fn consistent(m: &Mailbox<Toy>) {
        let mut occupied = 0;
        for (sq, &cell) in m.cells().iter().enumerate() {
            let bit = 1u64 << sq;
            if cell == 0 {
                assert_eq!(m.occupied() & bit, 0);
                continue;
            }
            occupied |= bit;
            assert_ne!(m.pieces(Toy::color(cell), Toy::kind(cell)) & bit, 0);
            assert_eq!(m.color(Toy::color(cell).flip()) & bit, 0);
        }
        assert_eq!(m.occupied(), occupied);
        assert_eq!(m.color(Color::White) | m.color(Color::Black), occupied);
        assert_eq!((0..4).fold(0, |acc, k| acc | m.kind(k)), occupied);
    }

    #[test]
    fn put_shift_remove_keep_cells_and_sets_in_step() {
        let mut m = Mailbox::<Toy>::EMPTY;
        m.put(1, 0);
        m.put(7, 5);
        m.put(3, 15);
        consistent(&m);
        m.shift(7, 5, 9);
        consistent(&m);
        assert_eq!(m.cell(9), 7);
        assert_eq!(m.cell(5), 0);
        m.remove(1, 0);
        m.shift(3, 15, 0);
        consistent(&m);
        assert_eq!(m.pieces(Color::White, 2), 1);
        assert_eq!(m.pieces(Color::Black, 2), 1 << 9);
        let copy = m;
        m.remove(7, 9);
        m.put(7, 9);
        assert_eq!(m, copy);
        m.relocate(7, 9, 0, 3);
        consistent(&m);
        assert_eq!((m.cell(0), m.cell(9)), (7, 0));
        m.unrelocate(7, 9, 0, 3);
        assert_eq!(m, copy);
        consistent(&m);
        m.move_sets(7, 9, 0, 3);
        m.move_sets(7, 9, 0, 3);
        consistent(&m);
    }

    /// A 3x3 board for the dense layout.
    struct Three;
    impl Geometry for Three {
        const FILES: u8 = 3;
        const RANKS: u8 = 3;
        type Bits = u64;
        const BOARD: u64 = (1 << 9) - 1;
        const NAMES: crate::board::SquareNames = crate::board::SquareNames::letters_then_numbers(1);
    }

    #[test]
    fn dense_cells_read_color_and_kind_from_the_index() {
        type L = DenseCells<Three, 9, 5>;
        assert_eq!(L::EMPTY, 10);
        assert_eq!((L::color(3), L::kind(3)), (Color::White, 3));
        assert_eq!((L::color(7), L::kind(7)), (Color::Black, 2));
        let mut m = Mailbox::<L>::EMPTY;
        let sq = Square::<Three>::new(1, 2);
        m.put(7, sq);
        assert_eq!(m.pieces(Color::Black, 2), sq.bb());
        assert_eq!(m.cell(sq), 7);
    }
}
