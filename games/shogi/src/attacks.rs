//! Attack tables, built at compile time by `const fn`s.
//!
//! - Step pieces, from the board layer's leaper builder, per color (sente's pieces move up
//!   the ranks, gote's down): [`PAWN_ATTACKS`], [`KNIGHT_ATTACKS`], [`SILVER_ATTACKS`],
//!   [`GOLD_ATTACKS`] (gold and the promoted minor pieces) and [`KING_ATTACKS`]. A step table of
//!   one color read at a square answers, for the other color, from where that square is
//!   attacked: the reverse lookups of `Board::attackers`.
//! - Sliders by rays ([`RAYS`]): each of the eight directions has a ray per square; the first
//!   blocker along a ray is its lowest (or highest) occupied bit, and the squares beyond it are
//!   that blocker's own ray, removed with one xor. A sentinel bit outside the board (bit 127,
//!   or bit 0 for the directions of falling index, whose ray from square 0 is empty) makes the
//!   lookup branch-free. The rook's rank and file also have a line-table method
//!   ([`rook_attacks_by_lines`], as xiangqi's chariot): alone it is faster
//!   (`benches/sliders.rs`), in perft the two are equal within noise, so the rays serve all
//!   three sliders with one method (`docs/performance.md`, "Shogi").
//! - [`between`] and [`line`]: the squares between two aligned squares, and the whole line
//!   through them, for checks and pins.

use crate::square::{Bitboard, ShogiBoard, Square};
use crate::{GOTE, SENTE};
use gambit::board::leapers::leaper_table;
use gambit::{ByColor, Color};

/// Board steps (file, rank) of sente's pieces; gote's are the same with the rank negated.
const GOLD_STEPS: [(i8, i8); 6] = [(0, 1), (1, 1), (-1, 1), (1, 0), (-1, 0), (0, -1)];
const SILVER_STEPS: [(i8, i8); 5] = [(0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT_STEPS: [(i8, i8); 2] = [(1, 2), (-1, 2)];
const PAWN_STEPS: [(i8, i8); 1] = [(0, 1)];
const KING_STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (-1, 1),
    (1, 0),
    (-1, 0),
    (0, -1),
    (1, -1),
    (-1, -1),
];

/// The steps with the rank direction flipped: gote's view of sente's steps.
const fn flipped<const N: usize>(steps: [(i8, i8); N]) -> [(i8, i8); N] {
    let mut out = steps;
    let mut i = 0;
    while i < N {
        out[i].1 = -out[i].1;
        i += 1;
    }
    out
}

const fn typed(table: [u128; 81]) -> [Bitboard; 81] {
    Bitboard::table_from_bits(table)
}

/// A step table per color: sente's `steps`, and gote's mirrored.
macro_rules! by_color_steps {
    ($steps:expr) => {
        ByColor::new(
            typed(leaper_table::<ShogiBoard, 81>(&$steps)),
            typed(leaper_table::<ShogiBoard, 81>(&flipped($steps))),
        )
    };
}

/// Where a piece of each color moving by `steps` could never move again: no drop there, and
/// a move there must promote.
const fn stranded<const N: usize>(steps: [(i8, i8); N]) -> ByColor<Bitboard> {
    ByColor::new(
        Bitboard::from_bits_trusted(Square::stranded_bits(SENTE, &steps)),
        Bitboard::from_bits_trusted(Square::stranded_bits(GOTE, &steps)),
    )
}

/// Where a pawn or a lance (both reach only forward, first one step) of each color could
/// never move again: the last rank.
pub const PAWN_STRANDED: ByColor<Bitboard> = stranded(PAWN_STEPS);
/// Where a knight of each color could never move again: the last two ranks.
pub const KNIGHT_STRANDED: ByColor<Bitboard> = stranded(KNIGHT_STEPS);

/// Squares a pawn of each color attacks from each square.
pub static PAWN_ATTACKS: ByColor<[Bitboard; 81]> = by_color_steps!(PAWN_STEPS);
/// Squares a knight of each color attacks from each square.
pub static KNIGHT_ATTACKS: ByColor<[Bitboard; 81]> = by_color_steps!(KNIGHT_STEPS);
/// Squares a silver of each color attacks from each square.
pub static SILVER_ATTACKS: ByColor<[Bitboard; 81]> = by_color_steps!(SILVER_STEPS);
/// Squares a gold (or a promoted pawn, lance, knight or silver) of each color attacks.
pub static GOLD_ATTACKS: ByColor<[Bitboard; 81]> = by_color_steps!(GOLD_STEPS);
/// Squares a king attacks from each square (also the steps of a horse or a dragon).
pub static KING_ATTACKS: [Bitboard; 81] = typed(leaper_table::<ShogiBoard, 81>(&KING_STEPS));

/// The eight directions, as (file, rank) steps. The first four raise the square index, the
/// last four lower it.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),   // up (toward rank a)
    (1, 0),   // toward file 1
    (1, 1),   // up, toward file 1
    (-1, 1),  // up, toward file 9
    (0, -1),  // down
    (-1, 0),  // toward file 9
    (-1, -1), // down, toward file 9
    (1, -1),  // down, toward file 1
];

/// Direction indices into [`RAYS`].
pub mod dir {
    /// Up the ranks (sente's forward).
    pub const UP: usize = 0;
    /// Toward file 1.
    pub const RIGHT: usize = 1;
    /// Up and toward file 1.
    pub const UP_RIGHT: usize = 2;
    /// Up and toward file 9.
    pub const UP_LEFT: usize = 3;
    /// Down the ranks (gote's forward).
    pub const DOWN: usize = 4;
    /// Toward file 9.
    pub const LEFT: usize = 5;
    /// Down and toward file 9.
    pub const DOWN_LEFT: usize = 6;
    /// Down and toward file 1.
    pub const DOWN_RIGHT: usize = 7;
}

/// `RAYS[dir][sq]`: the squares from `sq` to the edge in direction `dir`, as raw bits; 128
/// entries so that the sentinel bit 127 indexes an empty ray.
pub static RAYS: [[u128; 128]; 8] = {
    let mut t = [[0u128; 128]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 81 {
            let mut bits = 0u128;
            let mut cur = Square::from_u8(s as u8).offset(DIRECTIONS[d].0, DIRECTIONS[d].1);
            while let Some(sq) = cur {
                bits |= 1 << sq.idx();
                cur = sq.offset(DIRECTIONS[d].0, DIRECTIONS[d].1);
            }
            t[d][s] = bits;
            s += 1;
        }
        d += 1;
    }
    t
};

/// Attacks along a ray of rising index: up to and including the first blocker.
#[inline(always)]
fn ray_up(d: usize, sq: Square, occ: u128) -> u128 {
    let ray = RAYS[d][sq.idx()];
    let first = ((ray & occ) | 1 << 127).trailing_zeros();
    ray ^ RAYS[d][first as usize]
}

/// Attacks along a ray of falling index: down to and including the first blocker.
#[inline(always)]
fn ray_down(d: usize, sq: Square, occ: u128) -> u128 {
    let ray = RAYS[d][sq.idx()];
    let first = 127 - ((ray & occ) | 1).leading_zeros();
    ray ^ RAYS[d][first as usize]
}

/// Lance attacks of `color` from `sq`.
#[inline(always)]
pub fn lance_attacks(color: Color, sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard::from_bits_trusted(match color {
        SENTE => ray_up(dir::UP, sq, occ.bits()),
        GOTE => ray_down(dir::DOWN, sq, occ.bits()),
    })
}

/// Bishop attacks from `sq`.
#[inline(always)]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let o = occ.bits();
    Bitboard::from_bits_trusted(
        ray_up(dir::UP_RIGHT, sq, o)
            | ray_up(dir::UP_LEFT, sq, o)
            | ray_down(dir::DOWN_LEFT, sq, o)
            | ray_down(dir::DOWN_RIGHT, sq, o),
    )
}

/// Rook attacks from `sq`.
#[inline(always)]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let o = occ.bits();
    Bitboard::from_bits_trusted(
        ray_up(dir::UP, sq, o)
            | ray_up(dir::RIGHT, sq, o)
            | ray_down(dir::DOWN, sq, o)
            | ray_down(dir::LEFT, sq, o),
    )
}

/// Horse (promoted bishop) attacks from `sq`.
#[inline(always)]
pub fn horse_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    bishop_attacks(sq, occ) | KING_ATTACKS[sq.idx()]
}

/// Dragon (promoted rook) attacks from `sq`.
#[inline(always)]
pub fn dragon_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    rook_attacks(sq, occ) | KING_ATTACKS[sq.idx()]
}

/// Rook moves along a line of 9 squares from `p` with occupancy `o` (bit `i` = square `i`).
const fn line_rook(p: u32, o: u32) -> u16 {
    let mut a = 0u16;
    let mut i = p + 1;
    while i < 9 {
        a |= 1 << i;
        if o >> i & 1 != 0 {
            break;
        }
        i += 1;
    }
    let mut i = p as i32 - 1;
    while i >= 0 {
        a |= 1 << i;
        if o >> i & 1 != 0 {
            break;
        }
        i -= 1;
    }
    a
}

/// Rook attacks along a line of 9 squares, indexed by `position * 512 + occupancy`.
static LINE_SLIDE: [u16; 9 * 512] = {
    let mut t = [0u16; 9 * 512];
    let mut p = 0;
    while p < 9 {
        let mut o = 0;
        while o < 512 {
            t[p * 512 + o] = line_rook(p as u32, o as u32);
            o += 1;
        }
        p += 1;
    }
    t
};

/// A 9-bit file mask (bit `i` = rank `i`) spread onto file 0.
static FILE_SPREAD: [u128; 512] = {
    let mut t = [0u128; 512];
    let mut o = 0;
    while o < 512 {
        let mut r = 0;
        while r < 9 {
            if o >> r & 1 != 0 {
                t[o] |= 1u128 << (r * 9);
            }
            r += 1;
        }
        o += 1;
    }
    t
};

const FILE_0: u128 = Square::file_bits(0);

/// Rook attacks from `sq` by rank and file lookup tables: the rank's occupancy is a shift,
/// the file's is gathered by one 64-bit multiply. Kept to compare with [`rook_attacks`].
#[inline(always)]
pub fn rook_attacks_by_lines(sq: Square, occ: Bitboard) -> Bitboard {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    let o = occ.bits();
    let rank_occ = (o >> (r * 9)) as usize & 511;
    let x = (o >> f) & FILE_0;
    let lo = x as u64;
    // Ranks 0..7 sit at bits 9k of `lo`: one multiply gathers them into the top byte; rank 8
    // sits at bit 8 of the high half.
    let file_occ =
        (lo.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize | (((x >> 72) as usize) & 1) << 8;
    let rank = LINE_SLIDE[(f * 512) as usize + rank_occ] as u128;
    let file = LINE_SLIDE[(r * 512) as usize + file_occ] as usize;
    Bitboard::from_bits_trusted(rank << (r * 9) | FILE_SPREAD[file] << f)
}

/// `BETWEEN[a][b]`: the squares strictly between two squares on a rank, file or diagonal.
static BETWEEN: [[Bitboard; 81]; 81] = {
    let mut t = [[Bitboard::from_bits_trusted(0); 81]; 81];
    let mut a = 0;
    while a < 81 {
        let mut d = 0;
        while d < 8 {
            let mut acc = 0u128;
            let mut cur = Square::from_u8(a as u8).offset(DIRECTIONS[d].0, DIRECTIONS[d].1);
            while let Some(sq) = cur {
                t[a][sq.idx()] = Bitboard::from_bits_trusted(acc);
                acc |= 1 << sq.idx();
                cur = sq.offset(DIRECTIONS[d].0, DIRECTIONS[d].1);
            }
            d += 1;
        }
        a += 1;
    }
    t
};

/// `LINE[a][b]`: the whole rank, file or diagonal through two aligned squares (empty when
/// they are not aligned).
static LINE: [[Bitboard; 81]; 81] = {
    let mut t = [[Bitboard::from_bits_trusted(0); 81]; 81];
    let mut a = 0;
    while a < 81 {
        let mut d = 0;
        while d < 4 {
            // A direction and its opposite (d + 4) make the line.
            let full = RAYS[d][a] | RAYS[d + 4][a] | 1 << a;
            let mut rest = RAYS[d][a] | RAYS[d + 4][a];
            while rest != 0 {
                let b = rest.trailing_zeros() as usize;
                t[a][b] = Bitboard::from_bits_trusted(full);
                rest &= rest - 1;
            }
            d += 1;
        }
        a += 1;
    }
    t
};

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    BETWEEN[a.idx()][b.idx()]
}

/// The line through `a` and `b` (both included), empty when they are not aligned.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINE[a.idx()][b.idx()]
}

/// Squares a piece of `kind` and `color` on `sq` attacks, given the occupancy.
#[inline(always)]
pub fn piece_attacks(
    kind: crate::piece::PieceType,
    color: Color,
    sq: Square,
    occ: Bitboard,
) -> Bitboard {
    use crate::piece::PieceType as K;
    let s = sq.idx();
    match kind {
        K::Pawn => PAWN_ATTACKS[color][s],
        K::Lance => lance_attacks(color, sq, occ),
        K::Knight => KNIGHT_ATTACKS[color][s],
        K::Silver => SILVER_ATTACKS[color][s],
        K::Gold | K::ProPawn | K::ProLance | K::ProKnight | K::ProSilver => GOLD_ATTACKS[color][s],
        K::Bishop => bishop_attacks(sq, occ),
        K::Rook => rook_attacks(sq, occ),
        K::King => KING_ATTACKS[s],
        K::Horse => horse_attacks(sq, occ),
        K::Dragon => dragon_attacks(sq, occ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::board::Geometry;

    /// Attacks by walking each direction square by square: the reference for both methods.
    fn walk(sq: Square, occ: u128, dirs: &[usize]) -> u128 {
        let mut bits = 0;
        for &d in dirs {
            let mut cur = sq.offset(DIRECTIONS[d].0, DIRECTIONS[d].1);
            while let Some(s) = cur {
                bits |= 1 << s.idx();
                if occ >> s.idx() & 1 != 0 {
                    break;
                }
                cur = s.offset(DIRECTIONS[d].0, DIRECTIONS[d].1);
            }
        }
        bits
    }

    #[test]
    fn sliders_match_walking() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let occ = (state as u128 | (state.rotate_left(23) as u128) << 64) & ShogiBoard::BOARD;
            let o = Bitboard::from_bits_trusted(occ);
            for sq in Square::all() {
                let rook = walk(sq, occ, &[dir::UP, dir::RIGHT, dir::DOWN, dir::LEFT]);
                assert_eq!(rook_attacks(sq, o).bits(), rook, "rook {sq}");
                assert_eq!(rook_attacks_by_lines(sq, o).bits(), rook, "rook lines {sq}");
                let bishop = walk(
                    sq,
                    occ,
                    &[dir::UP_RIGHT, dir::UP_LEFT, dir::DOWN_LEFT, dir::DOWN_RIGHT],
                );
                assert_eq!(bishop_attacks(sq, o).bits(), bishop, "bishop {sq}");
                assert_eq!(
                    lance_attacks(SENTE, sq, o).bits(),
                    walk(sq, occ, &[dir::UP])
                );
                assert_eq!(
                    lance_attacks(GOTE, sq, o).bits(),
                    walk(sq, occ, &[dir::DOWN])
                );
            }
        }
    }

    #[test]
    fn between_and_line() {
        let s = |t: &str| Square::parse(t).unwrap();
        assert_eq!(between(s("5i"), s("5e")).count(), 3);
        assert_eq!(between(s("9i"), s("1a")).count(), 7);
        assert!(between(s("9i"), s("8g")).is_empty());
        assert!(line(s("9i"), s("8g")).is_empty());
        assert_eq!(line(s("5e"), s("6f")).count(), 9);
        assert!(line(s("5e"), s("6f")).contains(s("1a")));
    }
}
