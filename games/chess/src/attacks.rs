//! Attack tables, all computed at compile time: leapers and lines by `const fn`, sliders by
//! magic bitboards whose magics and table the build script finds and writes (`build.rs`).

pub use crate::rays::{bishop_attacks_slow, rook_attacks_slow};
use crate::square::{Bitboard, Chessboard, Square};
use gambit::board::leapers::{leaper_table, narrow_to_u64};
use gambit::{ByColor, Color};

/// A leaper's table from its (file, rank) steps.
const fn leaper_attacks(steps: &[(i8, i8)]) -> [Bitboard; 64] {
    Bitboard::table_from_bits(narrow_to_u64(leaper_table::<Chessboard, 64>(steps)))
}

/// Squares a knight on a square attacks.
pub static KNIGHT_ATTACKS: [Bitboard; 64] = leaper_attacks(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

/// Squares a king on a square attacks.
pub static KING_ATTACKS: [Bitboard; 64] = leaper_attacks(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);

/// Squares a pawn of a color on a square attacks: `PAWN_ATTACKS[color][sq]`.
pub static PAWN_ATTACKS: ByColor<[Bitboard; 64]> = ByColor::new(
    leaper_attacks(&[(1, 1), (-1, 1)]),
    leaper_attacks(&[(1, -1), (-1, -1)]),
);

const fn line_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if a != b {
                let bb = 1u64 << b;
                if rook_attacks_slow(a, 0) & bb != 0 {
                    between[a][b] = rook_attacks_slow(a, bb) & rook_attacks_slow(b, 1u64 << a);
                    line[a][b] =
                        (rook_attacks_slow(a, 0) & rook_attacks_slow(b, 0)) | (1u64 << a) | bb;
                } else if bishop_attacks_slow(a, 0) & bb != 0 {
                    between[a][b] = bishop_attacks_slow(a, bb) & bishop_attacks_slow(b, 1u64 << a);
                    line[a][b] =
                        (bishop_attacks_slow(a, 0) & bishop_attacks_slow(b, 0)) | (1u64 << a) | bb;
                }
            }
            b += 1;
        }
        a += 1;
    }
    (between, line)
}

static LINES: ([[u64; 64]; 64], [[u64; 64]; 64]) = line_tables();

const fn ray_table(rook: bool) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = if rook {
            rook_attacks_slow(sq, 0)
        } else {
            bishop_attacks_slow(sq, 0)
        };
        sq += 1;
    }
    t
}

/// Squares a rook on a square attacks on an empty board: `ROOK_RAYS[sq]`.
pub static ROOK_RAYS: [u64; 64] = ray_table(true);
/// Squares a bishop on a square attacks on an empty board: `BISHOP_RAYS[sq]`.
pub static BISHOP_RAYS: [u64; 64] = ray_table(false);

/// Rook lines through `sq` (empty-board rook attacks).
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard::from_bits_trusted(ROOK_RAYS[sq.idx()])
}

/// Bishop lines through `sq` (empty-board bishop attacks).
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard::from_bits_trusted(BISHOP_RAYS[sq.idx()])
}

/// Squares strictly between `a` and `b` when they share a rank, file or diagonal; else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard::from_bits_trusted(LINES.0[a.idx()][b.idx()])
}

/// The whole line (edge to edge) through `a` and `b` when they are aligned; else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard::from_bits_trusted(LINES.1[a.idx()][b.idx()])
}

/// One square's magic: `index = ((occ & mask) * magic) >> shift`, plus the table offset.
#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

impl Magic {
    #[inline(always)]
    fn index(&self, occ: u64) -> usize {
        #[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
        {
            let i = crate::pext::pext(occ, self.mask);
            return self.offset as usize + i as usize;
        }
        #[allow(unreachable_code)]
        {
            self.offset as usize
                + (((occ & self.mask).wrapping_mul(self.magic)) >> self.shift) as usize
        }
    }
}

include!(concat!(env!("OUT_DIR"), "/sliders.rs"));

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard::from_bits_trusted(SLIDER_TABLE[ROOK_MAGICS[sq.idx()].index(occ.bits())])
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard::from_bits_trusted(SLIDER_TABLE[BISHOP_MAGICS[sq.idx()].index(occ.bits())])
}

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT_ATTACKS[sq.idx()]
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING_ATTACKS[sq.idx()]
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN_ATTACKS[color][sq.idx()]
}

/// The squares a side attacks with its pawns (bits of a [`Bitboard`]).
#[inline]
pub(crate) fn pawn_attacks_of(color: Color, pawns: u64) -> u64 {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const FILE_H: u64 = FILE_A << 7;
    let west = pawns & !FILE_A;
    let east = pawns & !FILE_H;
    match color {
        Color::White => (west << 7) | (east << 9),
        Color::Black => (west >> 9) | (east >> 7),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_sliders_match_ray_walking() {
        let mut state = 12345u64;
        for sq in Square::all() {
            for _ in 0..200 {
                let (s1, a) = gambit::board::zobrist::splitmix64(state);
                let (s2, b) = gambit::board::zobrist::splitmix64(s1);
                state = s2;
                let occ = a & b;
                let o = Bitboard::from_bits_trusted(occ);
                assert_eq!(rook_attacks(sq, o).bits(), rook_attacks_slow(sq.idx(), occ));
                assert_eq!(
                    bishop_attacks(sq, o).bits(),
                    bishop_attacks_slow(sq.idx(), occ)
                );
            }
        }
    }

    #[test]
    fn leapers() {
        let (a1, h8) = (Square::new(0, 0), Square::new(7, 7));
        assert_eq!(knight_attacks(a1).count(), 2);
        assert_eq!(king_attacks(Square::new(4, 4)).count(), 8);
        assert_eq!(between(a1, h8).count(), 6);
        assert!(between(a1, Square::new(1, 2)).is_empty());
    }
}
