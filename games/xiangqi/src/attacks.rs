//! Precomputed attack tables, built at compile time by `const fn`s.
//!
//! - Leapers: [`KING_ATTACKS`], [`ADVISOR_ATTACKS`], [`ELEPHANT`] (with eye squares), [`HORSE`]
//!   (with leg squares), [`HORSE_ATTACKERS`] (the reverse table: which horse squares attack a
//!   square, through which leg), [`PAWN_ATTACKS`] and [`PAWN_ATTACKERS`].
//! - Sliders (chariot and cannon) use per-line lookup tables indexed by the occupancy of the
//!   square's rank (9 bits, a shift) and file (10 bits, gathered with one 64-bit multiply): see
//!   [`rook_attacks`] and [`cannon_attacks`].

use crate::square::Square;
use gambit::Color;

/// The squares of file a (bits 0, 9, ..., 81).
pub const FILE_A: u128 = {
    let mut m = 0u128;
    let mut r = 0;
    while r < 10 {
        m |= 1u128 << (r * 9);
        r += 1;
    }
    m
};
/// The squares of rank 0.
pub const RANK_0: u128 = 0x1ff;

/// The set of file `f`.
#[inline]
pub const fn file_mask(f: u8) -> u128 {
    FILE_A << f
}
/// The set of rank `r`.
#[inline]
pub const fn rank_mask(r: u8) -> u128 {
    RANK_0 << (r * 9)
}

/// Red's half: ranks 0-4.
pub const RED_HALF: u128 = (1u128 << 45) - 1;
/// Black's half: ranks 5-9.
pub const BLACK_HALF: u128 = crate::square::BOARD_BITS ^ RED_HALF;

const fn sq_bit(f: i32, r: i32) -> u128 {
    1u128 << (r * 9 + f)
}
const fn on_board(f: i32, r: i32) -> bool {
    f >= 0 && f < 9 && r >= 0 && r < 10
}
const fn in_palace(f: i32, r: i32) -> bool {
    f >= 3 && f <= 5 && (r <= 2 || r >= 7) && r >= 0 && r <= 9
}
/// `true` when `sq` is in either palace.
pub const fn palace_square(sq: u8) -> bool {
    in_palace((sq % 9) as i32, (sq / 9) as i32)
}

/// The two palaces.
pub const PALACES: u128 = {
    let mut m = 0u128;
    let mut s = 0;
    while s < 90 {
        if palace_square(s) {
            m |= 1u128 << s;
        }
        s += 1;
    }
    m
};

/// One orthogonal step inside the palace (either palace).
pub static KING_ATTACKS: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        if in_palace(f, r) {
            let d = [(1, 0), (-1, 0), (0, 1), (0, -1)];
            let mut i = 0;
            while i < 4 {
                let (nf, nr) = (f + d[i].0, r + d[i].1);
                if in_palace(nf, nr) && (nr <= 2) == (r <= 2) {
                    t[s] |= sq_bit(nf, nr);
                }
                i += 1;
            }
        }
        s += 1;
    }
    t
};

/// One diagonal step inside the palace.
pub static ADVISOR_ATTACKS: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        if in_palace(f, r) {
            let d = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
            let mut i = 0;
            while i < 4 {
                let (nf, nr) = (f + d[i].0, r + d[i].1);
                if in_palace(nf, nr) && (nr <= 2) == (r <= 2) {
                    t[s] |= sq_bit(nf, nr);
                }
                i += 1;
            }
        }
        s += 1;
    }
    t
};

/// A move that is blocked by one square: the blocking square and the squares reached when it is
/// empty. An unused entry has `to == 0` (and any `block`).
#[derive(Clone, Copy, Debug)]
pub struct Blockable {
    /// The square that must be empty (eye or leg), as a set.
    pub block: u128,
    /// The squares reached when it is empty.
    pub to: u128,
}

const EMPTY_BLOCKABLE: Blockable = Blockable { block: 1, to: 0 };

/// Elephant moves per square: (eye, target); elephants never cross the river.
pub static ELEPHANT: [[Blockable; 4]; 90] = {
    let mut t = [[EMPTY_BLOCKABLE; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let d = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        let mut i = 0;
        while i < 4 {
            let (nf, nr) = (f + 2 * d[i].0, r + 2 * d[i].1);
            if on_board(nf, nr) && (nr <= 4) == (r <= 4) {
                t[s][i] = Blockable {
                    block: sq_bit(f + d[i].0, r + d[i].1),
                    to: sq_bit(nf, nr),
                };
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Horse moves per square, grouped by leg: (leg, the up to two targets through it).
pub static HORSE: [[Blockable; 4]; 90] = {
    let mut t = [[EMPTY_BLOCKABLE; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let d = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let mut i = 0;
        while i < 4 {
            let (lf, lr) = (f + d[i].0, r + d[i].1);
            if on_board(lf, lr) {
                // Perpendicular offsets.
                let (pf, pr) = (d[i].1, d[i].0);
                let mut to = 0u128;
                let (af, ar) = (lf + d[i].0 + pf, lr + d[i].1 + pr);
                if on_board(af, ar) {
                    to |= sq_bit(af, ar);
                }
                let (bf, br) = (lf + d[i].0 - pf, lr + d[i].1 - pr);
                if on_board(bf, br) {
                    to |= sq_bit(bf, br);
                }
                t[s][i] = Blockable {
                    block: sq_bit(lf, lr),
                    to,
                };
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Reverse horse table per square `t`: for each diagonal neighbour `l` of `t` (a leg), the
/// squares from which a horse attacks `t` through leg `l`.
pub static HORSE_ATTACKERS: [[Blockable; 4]; 90] = {
    let mut t = [[EMPTY_BLOCKABLE; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let d = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        let mut i = 0;
        while i < 4 {
            let (a, b) = d[i];
            let (lf, lr) = (f + a, r + b);
            if on_board(lf, lr) {
                let mut from = 0u128;
                if on_board(lf + a, lr) {
                    from |= sq_bit(lf + a, lr);
                }
                if on_board(lf, lr + b) {
                    from |= sq_bit(lf, lr + b);
                }
                t[s][i] = Blockable {
                    block: sq_bit(lf, lr),
                    to: from,
                };
            }
            i += 1;
        }
        s += 1;
    }
    t
};

/// Squares a pawn of each color attacks (moves to) from each square.
pub static PAWN_ATTACKS: [[u128; 90]; 2] = {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            let fwd = if c == 0 { 1 } else { -1 };
            let crossed = if c == 0 { r >= 5 } else { r <= 4 };
            if on_board(f, r + fwd) {
                t[c][s] |= sq_bit(f, r + fwd);
            }
            if crossed {
                if f > 0 {
                    t[c][s] |= sq_bit(f - 1, r);
                }
                if f < 8 {
                    t[c][s] |= sq_bit(f + 1, r);
                }
            }
            s += 1;
        }
        c += 1;
    }
    t
};

/// Squares from which a pawn of each color attacks each square.
pub static PAWN_ATTACKERS: [[u128; 90]; 2] = {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 90 {
            let mut p = 0;
            while p < 90 {
                if PAWN_ATTACKS[c][p] & (1u128 << s) != 0 {
                    t[c][s] |= 1u128 << p;
                }
                p += 1;
            }
            s += 1;
        }
        c += 1;
    }
    t
};

/// Chariot moves along a line of `n` squares from `p` with occupancy `o`.
const fn line_rook(n: u32, p: u32, o: u32) -> u16 {
    let mut a = 0u16;
    let mut i = p + 1;
    while i < n {
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

/// Cannon captures along a line: the first piece beyond exactly one screen, each way.
const fn line_cannon(n: u32, p: u32, o: u32) -> u16 {
    let mut a = 0u16;
    let mut screens = 0;
    let mut i = p + 1;
    while i < n {
        if o >> i & 1 != 0 {
            if screens == 1 {
                a |= 1 << i;
                break;
            }
            screens += 1;
        }
        i += 1;
    }
    let mut screens = 0;
    let mut i = p as i32 - 1;
    while i >= 0 {
        if o >> i & 1 != 0 {
            if screens == 1 {
                a |= 1 << i;
                break;
            }
            screens += 1;
        }
        i -= 1;
    }
    a
}

/// Slider attacks along a rank, for a rook (low 16 bits) and a cannon (high 16 bits), indexed
/// by `file * 512 + rank occupancy`.
static RANK_SLIDE: [u32; 9 * 512] = {
    let mut t = [0u32; 9 * 512];
    let mut f = 0;
    while f < 9 {
        let mut o = 0;
        while o < 512 {
            t[f * 512 + o] = line_rook(9, f as u32, o as u32) as u32
                | (line_cannon(9, f as u32, o as u32) as u32) << 16;
            o += 1;
        }
        f += 1;
    }
    t
};

/// Slider attacks along a file, for a rook (low 16 bits) and a cannon (high 16 bits), indexed
/// by `rank * 1024 + file occupancy`; bit `i` is rank `i`.
static FILE_SLIDE: [u32; 10 * 1024] = {
    let mut t = [0u32; 10 * 1024];
    let mut r = 0;
    while r < 10 {
        let mut o = 0;
        while o < 1024 {
            t[r * 1024 + o] = line_rook(10, r as u32, o as u32) as u32
                | (line_cannon(10, r as u32, o as u32) as u32) << 16;
            o += 1;
        }
        r += 1;
    }
    t
};

/// A 10-bit file mask (bit `i` = rank `i`) spread onto file a.
static FILE_SPREAD: [u128; 1024] = {
    let mut t = [0u128; 1024];
    let mut o = 0;
    while o < 1024 {
        let mut r = 0;
        while r < 10 {
            if o >> r & 1 != 0 {
                t[o] |= 1u128 << (r * 9);
            }
            r += 1;
        }
        o += 1;
    }
    t
};

/// The occupancy of file `f` as 10 bits (bit `i` = rank `i`).
#[inline(always)]
pub fn file_occupancy(occ: u128, f: u32) -> usize {
    let x = (occ >> f) & FILE_A;
    let lo = x as u64;
    let hi = (x >> 64) as u64;
    // Ranks 0..7 sit at bits 9k of `lo`: one multiply gathers them into the top byte.
    let low8 = lo.wrapping_mul(0x0101_0101_0101_0101) >> 56;
    // Ranks 8 and 9 sit at bits 8 and 17 of `hi`.
    let high2 = (hi >> 8) & 1 | (hi >> 16) & 2;
    (low8 | high2 << 8) as usize
}

/// The occupancy of rank `r` as 9 bits (bit `i` = file `i`).
#[inline(always)]
pub fn rank_occupancy(occ: u128, r: u32) -> usize {
    (occ >> (r * 9)) as usize & 511
}

/// Slider attacks from `sq`: `shift == 0` gives chariot attacks, `shift == 16` cannon captures.
#[inline(always)]
fn slide(sq: Square, occ: u128, shift: u32) -> u128 {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    let rank = RANK_SLIDE[(f * 512) as usize + rank_occupancy(occ, r)] >> shift & 0x1ff;
    let file = FILE_SLIDE[(r * 1024) as usize + file_occupancy(occ, f)] >> shift & 0x3ff;
    (rank as u128) << (r * 9) | FILE_SPREAD[file as usize] << f
}

/// Chariot attacks from `sq` (every square up to and including the first piece each way).
#[inline(always)]
pub fn rook_attacks(sq: Square, occ: u128) -> u128 {
    slide(sq, occ, 0)
}

/// Cannon captures from `sq`: the first piece beyond exactly one screen, each way.
#[inline(always)]
pub fn cannon_attacks(sq: Square, occ: u128) -> u128 {
    slide(sq, occ, 16)
}

/// The destinations of `steps` whose blocking square (leg or eye) is empty in `occ`.
#[inline(always)]
fn unblocked(steps: &[Blockable; 4], occ: u128) -> u128 {
    let mut a = 0;
    for e in steps {
        if occ & e.block == 0 {
            a |= e.to;
        }
    }
    a
}

/// Horse moves from `sq` given the occupancy (legs must be empty).
#[inline(always)]
pub fn horse_attacks(sq: Square, occ: u128) -> u128 {
    unblocked(&HORSE[sq.idx()], occ)
}

/// Squares from which a horse attacks `sq`, given the occupancy (legs must be empty).
#[inline(always)]
pub fn horse_attackers(sq: Square, occ: u128) -> u128 {
    unblocked(&HORSE_ATTACKERS[sq.idx()], occ)
}

/// Elephant moves from `sq` given the occupancy (eyes must be empty).
#[inline(always)]
pub fn elephant_attacks(sq: Square, occ: u128) -> u128 {
    unblocked(&ELEPHANT[sq.idx()], occ)
}

/// Pawn moves of `color` from `sq`.
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> u128 {
    PAWN_ATTACKS[color.index()][sq.idx()]
}

/// The squares strictly between `a` and `b` when they share a rank or file, else empty.
#[inline(always)]
pub fn between(a: Square, b: Square) -> u128 {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    let range = (1u128 << hi.idx()) - (2u128 << lo.idx());
    if lo.rank() == hi.rank() {
        range
    } else if lo.file() == hi.file() {
        range & file_mask(lo.file())
    } else {
        0
    }
}

/// Chariot attacks from `sq` on an empty board (its rank and file, without itself).
#[inline(always)]
pub fn lines(sq: Square) -> u128 {
    (rank_mask(sq.rank()) | file_mask(sq.file())) ^ sq.bit()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny xorshift generator for random occupancies.
    fn rng(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    fn slow_slide(sq: Square, occ: u128, cannon: bool) -> u128 {
        let mut out = 0;
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let mut screens = 0;
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                cur = next;
                let occupied = occ & next.bit() != 0;
                if !cannon {
                    out |= next.bit();
                    if occupied {
                        break;
                    }
                } else if occupied {
                    if screens == 1 {
                        out |= next.bit();
                        break;
                    }
                    screens += 1;
                }
            }
        }
        out
    }

    #[test]
    fn sliders_match_ray_walking() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2000 {
            let occ = ((rng(&mut state) as u128) << 64 | rng(&mut state) as u128)
                & (rng(&mut state) as u128 | (rng(&mut state) as u128) << 64)
                & crate::square::BOARD_BITS;
            for s in 0..90 {
                let sq = Square::from_u8(s);
                assert_eq!(rook_attacks(sq, occ), slow_slide(sq, occ, false), "{sq}");
                assert_eq!(cannon_attacks(sq, occ), slow_slide(sq, occ, true), "{sq}");
            }
            for f in 0..9 {
                let want = (0..10).fold(0, |acc, r| acc | ((occ >> (r * 9 + f) & 1) as usize) << r);
                assert_eq!(file_occupancy(occ, f), want);
            }
        }
    }

    #[test]
    fn leaper_tables() {
        let e0 = Square::new(4, 0);
        assert_eq!(KING_ATTACKS[e0.idx()].count_ones(), 3);
        assert_eq!(ADVISOR_ATTACKS[Square::new(4, 1).idx()].count_ones(), 4);
        assert_eq!(PALACES.count_ones(), 18);
        // The elephant on c4 may not cross the river.
        assert_eq!(elephant_attacks(Square::new(2, 4), 0).count_ones(), 2);
        // A horse in the corner, then with its legs blocked.
        let a0 = Square::new(0, 0);
        assert_eq!(horse_attacks(a0, 0).count_ones(), 2);
        assert_eq!(horse_attacks(a0, Square::new(0, 1).bit()).count_ones(), 1);
        // Reverse horse table agrees with the forward table.
        let mut state = 12345;
        for _ in 0..200 {
            let occ = ((rng(&mut state) as u128) << 64 | rng(&mut state) as u128)
                & crate::square::BOARD_BITS
                & (rng(&mut state) as u128);
            for t in 0..90 {
                let t = Square::from_u8(t);
                let want = (0..90)
                    .map(Square::from_u8)
                    .filter(|&h| horse_attacks(h, occ) & t.bit() != 0)
                    .fold(0, |acc, h| acc | h.bit());
                assert_eq!(horse_attackers(t, occ), want);
            }
        }
        // Pawns: red before and after the river, black on the last rank.
        assert_eq!(
            pawn_attacks(Color::White, Square::new(4, 3)).count_ones(),
            1
        );
        assert_eq!(
            pawn_attacks(Color::White, Square::new(4, 5)).count_ones(),
            3
        );
        assert_eq!(
            pawn_attacks(Color::Black, Square::new(0, 0)).count_ones(),
            1
        );
    }

    #[test]
    fn between_squares() {
        let (a0, a9, i0) = (Square::new(0, 0), Square::new(0, 9), Square::new(8, 0));
        assert_eq!(between(a0, a9).count_ones(), 8);
        assert_eq!(between(a9, a0), between(a0, a9));
        assert_eq!(between(a0, i0).count_ones(), 7);
        assert_eq!(between(a0, Square::new(1, 1)), 0);
        assert_eq!(between(a0, Square::new(1, 0)), 0);
    }
}
