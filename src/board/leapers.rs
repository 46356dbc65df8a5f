//! Attack tables of leapers, built by `const fn` at compile time: plain leapers (a knight, a
//! king's step), leaps that one square blocks (a xiangqi horse's leg, an elephant's eye) and
//! reversed tables (from which squares a piece attacks a square).
//!
//! Tables are built as raw `u128` sets (boards of up to 128 squares), because square sets of a
//! generic width cannot be built in `const` code; [`narrow_to_u64`] turns a table of a board of
//! up to 64 squares into `u64` sets, [`Bitboard::table_from_bits`](crate::Bitboard) types a
//! leaper table and [`Blockable::table_from_bits`] a blockable one. A game restricts a table
//! further (palaces, its own half) with its own rules before typing it.

use super::geometry::{Geometry, Square};
use crate::bitboard::Bitboard;
use crate::square::BoardSquare;

/// The squares one of `steps` (file, rank offsets) away from `from`, as raw bits.
pub const fn leaps<G: Geometry>(from: Square<G>, steps: &[(i8, i8)]) -> u128 {
    let mut bits = 0u128;
    let mut i = 0;
    while i < steps.len() {
        if let Some(to) = from.offset(steps[i].0, steps[i].1) {
            bits |= 1 << to.idx();
        }
        i += 1;
    }
    bits
}

/// For every square of the board (`N` of them), the squares one of `steps` away:
/// `table[square]`.
pub const fn leaper_table<G: Geometry, const N: usize>(steps: &[(i8, i8)]) -> [u128; N] {
    assert!(N == Square::<G>::SQUARES, "one entry per square");
    let mut table = [0u128; N];
    let mut sq = 0;
    while sq < N {
        table[sq] = leaps(Square::<G>::from_u8(sq as u8), steps);
        sq += 1;
    }
    table
}

/// A table of a board of up to 64 squares as `u64` sets.
pub const fn narrow_to_u64<const N: usize>(table: [u128; N]) -> [u64; N] {
    let mut narrow = [0u64; N];
    let mut i = 0;
    while i < N {
        assert!(table[i] >> 64 == 0, "a square beyond the 64th");
        narrow[i] = table[i] as u64;
        i += 1;
    }
    narrow
}

/// For every square `t`, the squares `s` whose entry `table[s]` holds `t`: from where a
/// piece attacks `t`.
pub const fn reverse_table<const N: usize>(table: &[u128; N]) -> [u128; N] {
    let mut reversed = [0u128; N];
    let mut from = 0;
    while from < N {
        let mut to = 0;
        while to < N {
            if table[from] >> to & 1 != 0 {
                reversed[to] |= 1 << from;
            }
            to += 1;
        }
        from += 1;
    }
    reversed
}

/// A leap described by steps: the square that blocks it, and the squares it reaches when that
/// square is empty, as (file, rank) offsets from the leaping piece.
#[derive(Clone, Copy, Debug)]
pub struct BlockableStep {
    /// The blocking square (a horse's leg, an elephant's eye).
    pub block: (i8, i8),
    /// The squares reached past it.
    pub to: &'static [(i8, i8)],
}

impl BlockableStep {
    /// The leap to `to` past `block`.
    pub const fn new(block: (i8, i8), to: &'static [(i8, i8)]) -> BlockableStep {
        BlockableStep { block, to }
    }
}

/// One blockable leap from one square: the blocking square and the squares reached when it is
/// empty, as sets `B`: raw `u128` bits while a table is built, a [`Bitboard`] once typed. An
/// entry whose blocking square is off the board has both empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blockable<B = u128> {
    /// The square that must be empty, as a set.
    pub block: B,
    /// The squares reached when it is empty.
    pub to: B,
}

impl<S: BoardSquare<Bits = u128>> Blockable<Bitboard<S>> {
    /// Types a table of raw blockable leaps the caller knows to lie within the board (`const`
    /// tables of boards whose sets are `u128`).
    pub const fn table_from_bits<const K: usize, const N: usize>(
        table: [[Blockable; K]; N],
    ) -> [[Self; K]; N] {
        let none = Blockable {
            block: Bitboard::EMPTY,
            to: Bitboard::EMPTY,
        };
        let mut typed = [[none; K]; N];
        let mut sq = 0;
        while sq < N {
            let mut k = 0;
            while k < K {
                typed[sq][k] = Blockable {
                    block: Bitboard::from_bits_trusted(table[sq][k].block),
                    to: Bitboard::from_bits_trusted(table[sq][k].to),
                };
                k += 1;
            }
            sq += 1;
        }
        typed
    }
}

/// For every square (`N`), the `K` blockable leaps of `steps` from it: `table[square][k]`.
pub const fn blockable_table<G: Geometry, const N: usize, const K: usize>(
    steps: &[BlockableStep; K],
) -> [[Blockable; K]; N] {
    assert!(N == Square::<G>::SQUARES, "one entry per square");
    let none = Blockable { block: 0, to: 0 };
    let mut table = [[none; K]; N];
    let mut sq = 0;
    while sq < N {
        let from = Square::<G>::from_u8(sq as u8);
        let mut k = 0;
        while k < K {
            let (df, dr) = steps[k].block;
            if let Some(block) = from.offset(df, dr) {
                table[sq][k] = Blockable {
                    block: 1 << block.idx(),
                    to: leaps(from, steps[k].to),
                };
            }
            k += 1;
        }
        sq += 1;
    }
    table
}

/// The squares reached by the leaps of `leaps` whose blocking square is empty in `occ`.
#[inline(always)]
pub fn unblocked<S: BoardSquare, const K: usize>(
    leaps: &[Blockable<Bitboard<S>>; K],
    occ: Bitboard<S>,
) -> Bitboard<S> {
    let mut reached = Bitboard::EMPTY;
    for leap in leaps {
        if (occ & leap.block).is_empty() {
            reached |= leap.to;
        }
    }
    reached
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::test_boards::{Eight, NineByTen};

    #[test]
    fn leapers_stay_on_the_board() {
        let camel: [u64; 64] = narrow_to_u64(leaper_table::<Eight, 64>(&[
            (1, 3),
            (3, 1),
            (-3, -1),
            (-1, -3),
        ]));
        assert_eq!(camel[0], 1 << 11 | 1 << 25);
        assert_eq!(camel[27].count_ones(), 4);
        let wide = leaper_table::<Eight, 64>(&[(1, 0)]);
        assert_eq!(wide[7], 0, "no wrap from the h-file to the a-file");
        let back = reverse_table(&leaper_table::<Eight, 64>(&[(0, 1)]));
        assert_eq!(back[8], 1);
    }

    #[test]
    fn blockable_leaps() {
        const LEG: [BlockableStep; 1] = [BlockableStep::new((0, 1), &[(1, 2), (-1, 2)])];
        let table = blockable_table::<Eight, 64, 1>(&LEG);
        assert_eq!(
            table[0][0],
            Blockable {
                block: 1 << 8,
                to: 1 << 17
            }
        );
        assert_eq!(table[56][0], Blockable { block: 0, to: 0 });
    }

    #[test]
    fn typed_blockable_leaps() {
        type Sq = Square<NineByTen>;
        const LEG: [BlockableStep; 1] = [BlockableStep::new((0, 1), &[(1, 2), (-1, 2)])];
        static TABLE: [[Blockable<Bitboard<Sq>>; 1]; 90] =
            Blockable::table_from_bits(blockable_table::<NineByTen, 90, 1>(&LEG));
        let (a0, a1, b2) = (Sq::new(0, 0), Sq::new(0, 1), Sq::new(1, 2));
        assert_eq!(TABLE[a0.idx()][0].block, a1.bb());
        assert_eq!(unblocked(&TABLE[a0.idx()], Bitboard::EMPTY), b2.bb());
        assert_eq!(unblocked(&TABLE[a0.idx()], a1.bb()), Bitboard::EMPTY);
        // The top rank has no leg square above it.
        assert!(TABLE[Sq::new(4, 9).idx()][0].to.is_empty());
    }
}
