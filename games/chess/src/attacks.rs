//! Attack tables, computed once: leapers and lines at compile time (const fn), sliders by
//! magic bitboards at first use.

use crate::piece::Role;
use crate::square::{Bitboard, Square};
use gambit::Color;
use std::sync::LazyLock;

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1u64 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Squares a knight on a square attacks.
pub static KNIGHT_ATTACKS: [u64; 64] = leaper_table(&[
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
pub static KING_ATTACKS: [u64; 64] = leaper_table(&[
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
pub static PAWN_ATTACKS: [[u64; 64]; 2] = [
    leaper_table(&[(1, 1), (-1, 1)]),
    leaper_table(&[(1, -1), (-1, -1)]),
];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Slider attacks by walking rays: the obviously-correct reference, used to build the tables.
pub const fn slider_attacks_slow(sq: usize, occ: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut att = 0u64;
    let mut d = 0;
    while d < 4 {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            f += dirs[d].0;
            r += dirs[d].1;
            if f < 0 || f >= 8 || r < 0 || r >= 8 {
                break;
            }
            let b = 1u64 << (r * 8 + f);
            att |= b;
            if occ & b != 0 {
                break;
            }
        }
        d += 1;
    }
    att
}

/// Rook attacks by ray walking (reference).
pub const fn rook_attacks_slow(sq: usize, occ: u64) -> u64 {
    slider_attacks_slow(sq, occ, &ROOK_DIRS)
}
/// Bishop attacks by ray walking (reference).
pub const fn bishop_attacks_slow(sq: usize, occ: u64) -> u64 {
    slider_attacks_slow(sq, occ, &BISHOP_DIRS)
}

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

/// `true` when `c` lies on the line through `a` and `b`.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

/// One square's magic: `index = ((occ & mask) * magic) >> shift`, plus the table offset.
#[derive(Clone, Copy, Default)]
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
            // SAFETY-free: `_pext_u64` is a safe intrinsic when the target feature is on.
            let i = unsafe_free_pext(occ, self.mask);
            return self.offset as usize + i as usize;
        }
        #[allow(unreachable_code)]
        {
            self.offset as usize
                + (((occ & self.mask).wrapping_mul(self.magic)) >> self.shift) as usize
        }
    }
}

#[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
#[inline(always)]
fn unsafe_free_pext(a: u64, mask: u64) -> u64 {
    // The intrinsic is `unsafe` only because it needs BMI2, which the cfg above guarantees.
    #[allow(unused_unsafe)]
    // SAFETY: compiled only when the target has BMI2 (cfg target_feature = "bmi2").
    unsafe {
        core::arch::x86_64::_pext_u64(a, mask)
    }
}

struct Sliders {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    table: Vec<u64>,
}

/// xorshift64*: a deterministic generator for the magic search.
struct Prng(u64);
impl Prng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(2685821657736338717)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn build_sliders() -> Sliders {
    let mut s = Sliders {
        rook: [Magic::default(); 64],
        bishop: [Magic::default(); 64],
        table: Vec::with_capacity(107_648),
    };
    let mut rng = Prng(0x9E37_79B9_7F4A_7C15);
    for is_rook in [true, false] {
        for sq in 0..64usize {
            let slow = |occ| {
                if is_rook {
                    rook_attacks_slow(sq, occ)
                } else {
                    bishop_attacks_slow(sq, occ)
                }
            };
            // Edges do not affect attacks unless the slider stands on them.
            let f = sq % 8;
            let r = sq / 8;
            let edges = ((crate::square::rank_bits(0) | crate::square::rank_bits(7))
                & !crate::square::rank_bits(r as u8))
                | ((crate::square::file_bits(0) | crate::square::file_bits(7))
                    & !crate::square::file_bits(f as u8));
            let mask = slow(0) & !edges;
            let bits = mask.count_ones();
            let size = 1usize << bits;
            // Every subset of the mask (Carry-Rippler) and its attacks.
            let mut occs = Vec::with_capacity(size);
            let mut atts = Vec::with_capacity(size);
            let mut sub = 0u64;
            loop {
                occs.push(sub);
                atts.push(slow(sub));
                sub = sub.wrapping_sub(mask) & mask;
                if sub == 0 {
                    break;
                }
            }
            let offset = s.table.len();
            s.table.resize(offset + size, 0);
            let shift = 64 - bits;
            let mut magic;
            let mut epoch = vec![0u32; size];
            let mut attempt = 0u32;
            'search: loop {
                magic = rng.sparse();
                if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                    continue;
                }
                attempt += 1;
                for i in 0..size {
                    let idx = (occs[i].wrapping_mul(magic) >> shift) as usize;
                    if epoch[idx] < attempt {
                        epoch[idx] = attempt;
                        s.table[offset + idx] = atts[i];
                    } else if s.table[offset + idx] != atts[i] {
                        continue 'search;
                    }
                }
                break;
            }
            let m = Magic {
                mask,
                magic,
                shift,
                offset: offset as u32,
            };
            #[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
            for i in 0..size {
                s.table[offset + unsafe_free_pext(occs[i], mask) as usize] = atts[i];
            }
            if is_rook {
                s.rook[sq] = m;
            } else {
                s.bishop[sq] = m;
            }
        }
    }
    s
}

static SLIDERS: LazyLock<Sliders> = LazyLock::new(build_sliders);

/// Forces the slider tables to be built (so that a timed run does not include it).
pub fn init() {
    LazyLock::force(&SLIDERS);
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let s = &*SLIDERS;
    let m = &s.rook[sq.idx()];
    Bitboard::from_bits_trusted(s.table[m.index(occ.bits())])
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let s = &*SLIDERS;
    let m = &s.bishop[sq.idx()];
    Bitboard::from_bits_trusted(s.table[m.index(occ.bits())])
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    rook_attacks(sq, occ) | bishop_attacks(sq, occ)
}

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard::from_bits_trusted(KNIGHT_ATTACKS[sq.idx()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard::from_bits_trusted(KING_ATTACKS[sq.idx()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard::from_bits_trusted(PAWN_ATTACKS[color.index()][sq.idx()])
}

/// Squares a piece of `role` and `color` on `sq` attacks.
#[inline]
pub fn attacks(color: Color, role: Role, sq: Square, occ: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occ),
        Role::Rook => rook_attacks(sq, occ),
        Role::Queen => queen_attacks(sq, occ),
        Role::King => king_attacks(sq),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_sliders_match_ray_walking() {
        let mut rng = Prng(12345);
        for sq in Square::all() {
            for _ in 0..200 {
                let occ = rng.next() & rng.next();
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
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(king_attacks(Square::new(4, 4)).count(), 8);
        assert_eq!(between(Square::A1, Square::H8).count(), 6);
        assert!(between(Square::A1, Square::new(1, 2)).is_empty());
    }
}
