//! Precomputed attack tables, built at compile time by `const fn`s.
//!
//! - Leapers, from the board layer's builders restricted by xiangqi's rules (palace, river):
//!   [`KING_ATTACKS`], [`ADVISOR_ATTACKS`], [`ELEPHANT`] (with eye squares), [`HORSE`] (with
//!   leg squares), [`HORSE_ATTACKERS`] (the reverse table: which horse squares attack a
//!   square, through which leg), [`PAWN_ATTACKS`] and [`PAWN_ATTACKERS`].
//! - Sliders (chariot and cannon) use per-line lookup tables indexed by the occupancy of the
//!   square's rank (9 bits, a shift) and file (10 bits, gathered with one 64-bit multiply): see
//!   [`rook_attacks`] and [`cannon_attacks`].
//!
//! Every table and function answers in [`Bitboard`]s. Raw `u128` bits appear in two places
//! only: the `const fn`s that build the tables (`const` code cannot call the set operators),
//! and the slider lookups, whose tables are indexed by a line's occupancy bits and answer in
//! line bits that a shift puts back on the board.

use crate::lines::Lines;
use crate::square::{Bitboard, Square, XiangqiBoard};
use crate::{BLACK, RED};
use gambit::board::leapers::{
    blockable_table, leaper_table, reverse_table, unblocked, Blockable, BlockableStep,
};
use gambit::board::Geometry;
use gambit::{ByColor, Color};

/// The squares of file a: every file's occupancy is gathered from a shift of it.
const FILE_A: u128 = Square::file_bits(0);

/// Red's half, ranks 0-4, as raw bits for the table builders.
const RED_HALF_BITS: u128 = (1 << 45) - 1;
/// Black's half, ranks 5-9, as raw bits.
const BLACK_HALF_BITS: u128 = XiangqiBoard::BOARD ^ RED_HALF_BITS;

/// The two palaces, files d-f of ranks 0-2 and 7-9, as raw bits.
const PALACE_BITS: u128 = {
    let files = Square::file_bits(3) | Square::file_bits(4) | Square::file_bits(5);
    let ranks = Square::rank_bits(0)
        | Square::rank_bits(1)
        | Square::rank_bits(2)
        | Square::rank_bits(7)
        | Square::rank_bits(8)
        | Square::rank_bits(9);
    files & ranks
};

/// The two palaces: files d-f of ranks 0-2 and 7-9.
pub const PALACES: Bitboard = Bitboard::from_bits_trusted(PALACE_BITS);

const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// A leaper's steps kept inside the palace: none from outside it, none leaving it (a step
/// never reaches the other palace).
const fn palace_only(mut table: [u128; 90]) -> [Bitboard; 90] {
    let mut s = 0;
    while s < 90 {
        table[s] = if PALACE_BITS >> s & 1 != 0 {
            table[s] & PALACE_BITS
        } else {
            0
        };
        s += 1;
    }
    Bitboard::table_from_bits(table)
}

/// One orthogonal step inside the palace (either palace).
pub static KING_ATTACKS: [Bitboard; 90] =
    palace_only(leaper_table::<XiangqiBoard, 90>(&ORTHOGONAL));

/// One diagonal step inside the palace.
pub static ADVISOR_ATTACKS: [Bitboard; 90] =
    palace_only(leaper_table::<XiangqiBoard, 90>(&DIAGONAL));

/// Blockable leaps kept on the half of the board they start from.
const fn own_half_only(mut table: [[Blockable; 4]; 90]) -> [[Blockable<Bitboard>; 4]; 90] {
    let mut s = 0;
    while s < 90 {
        let own_half = if s < 45 {
            RED_HALF_BITS
        } else {
            BLACK_HALF_BITS
        };
        let mut k = 0;
        while k < 4 {
            table[s][k].to &= own_half;
            k += 1;
        }
        s += 1;
    }
    Blockable::table_from_bits(table)
}

/// Elephant moves per square: (eye, target); elephants never cross the river.
pub static ELEPHANT: [[Blockable<Bitboard>; 4]; 90] =
    own_half_only(blockable_table::<XiangqiBoard, 90, 4>(&[
        BlockableStep::new((1, 1), &[(2, 2)]),
        BlockableStep::new((-1, 1), &[(-2, 2)]),
        BlockableStep::new((1, -1), &[(2, -2)]),
        BlockableStep::new((-1, -1), &[(-2, -2)]),
    ]));

/// Horse moves per square, grouped by leg: (leg, the up to two targets through it).
pub static HORSE: [[Blockable<Bitboard>; 4]; 90] =
    Blockable::table_from_bits(blockable_table::<XiangqiBoard, 90, 4>(&[
        BlockableStep::new((1, 0), &[(2, 1), (2, -1)]),
        BlockableStep::new((-1, 0), &[(-2, 1), (-2, -1)]),
        BlockableStep::new((0, 1), &[(1, 2), (-1, 2)]),
        BlockableStep::new((0, -1), &[(1, -2), (-1, -2)]),
    ]));

/// The reverse horse leaps as raw bits, for [`HORSE_ATTACKERS`] and [`HORSE_REACH`].
const HORSE_ATTACKER_BITS: [[Blockable; 4]; 90] = blockable_table::<XiangqiBoard, 90, 4>(&[
    BlockableStep::new((1, 1), &[(2, 1), (1, 2)]),
    BlockableStep::new((-1, 1), &[(-2, 1), (-1, 2)]),
    BlockableStep::new((1, -1), &[(2, -1), (1, -2)]),
    BlockableStep::new((-1, -1), &[(-2, -1), (-1, -2)]),
]);

/// Reverse horse table per square `t`: for each diagonal neighbour `l` of `t` (a leg), the
/// squares from which a horse attacks `t` through leg `l`.
pub static HORSE_ATTACKERS: [[Blockable<Bitboard>; 4]; 90] =
    Blockable::table_from_bits(HORSE_ATTACKER_BITS);

/// A soldier's moves: one step `forward`, and one sideways on the squares of `crossed` (the
/// other side of the river).
const fn soldier_moves(forward: i8, crossed: u128) -> [u128; 90] {
    let mut table = leaper_table::<XiangqiBoard, 90>(&[(0, forward)]);
    let sideways = leaper_table::<XiangqiBoard, 90>(&[(1, 0), (-1, 0)]);
    let mut s = 0;
    while s < 90 {
        if crossed >> s & 1 != 0 {
            table[s] |= sideways[s];
        }
        s += 1;
    }
    table
}

/// A red soldier's moves, as raw bits for the reverse table.
const RED_SOLDIER: [u128; 90] = soldier_moves(1, BLACK_HALF_BITS);
/// A black soldier's moves, as raw bits.
const BLACK_SOLDIER: [u128; 90] = soldier_moves(-1, RED_HALF_BITS);

/// Squares a pawn of each color attacks (moves to) from each square.
pub static PAWN_ATTACKS: ByColor<[Bitboard; 90]> = ByColor::new(
    Bitboard::table_from_bits(RED_SOLDIER),
    Bitboard::table_from_bits(BLACK_SOLDIER),
);

/// Squares from which a pawn of each color attacks each square.
pub static PAWN_ATTACKERS: ByColor<[Bitboard; 90]> = ByColor::new(
    Bitboard::table_from_bits(reverse_table(&RED_SOLDIER)),
    Bitboard::table_from_bits(reverse_table(&BLACK_SOLDIER)),
);

/// The number of moves of the soldiers `pawns` of `color` to squares of `allowed`, from one
/// shift per direction for them all: a shift moves no two soldiers onto one square, and one
/// soldier's moves go in different directions, so the counts add up exactly.
#[inline(always)]
pub fn pawn_move_count(color: Color, pawns: Bitboard, allowed: Bitboard) -> u32 {
    const RED_HALF: Bitboard = Bitboard::from_bits_trusted(RED_HALF_BITS);
    const BLACK_HALF: Bitboard = Bitboard::from_bits_trusted(BLACK_HALF_BITS);
    const NOT_FILE_A: Bitboard = Bitboard::from_bits_trusted(XiangqiBoard::BOARD ^ FILE_A);
    const NOT_FILE_I: Bitboard = Bitboard::from_bits_trusted(XiangqiBoard::BOARD ^ FILE_A << 8);
    let (forward, crossed) = match color {
        RED => (pawns.shift_up(9), pawns & BLACK_HALF),
        BLACK => (pawns.shift_down(9), pawns & RED_HALF),
    };
    let left = (crossed & NOT_FILE_A).shift_down(1);
    let right = (crossed & NOT_FILE_I).shift_up(1);
    (forward & allowed).count() + (left & allowed).count() + (right & allowed).count()
}

/// The numbers of moves of a chariot and of a cannon of `us` standing on `sq` (either may be
/// asked for), every destination allowed but the own pieces: counted on the lines, with no
/// set put back on the board. The caller has no forbidden landing squares.
#[inline(always)]
pub(crate) fn slider_move_counts(sq: Square, lines: &Lines, us: Color) -> (u32, u32) {
    let (f, r) = (sq.file() as usize, sq.rank() as usize);
    let (rank_occ, file_occ) = lines.all(f, r);
    let (rank_own, file_own) = lines.own(us, f, r);
    let rank_word = RANK_SLIDE[f * 512 + rank_occ as usize];
    let file_word = FILE_SLIDE[r * 1024 + file_occ as usize];
    // Low halves: chariot moves up to and including the first piece each way.
    let rook =
        (rank_word & 0x1ff & !rank_own).count_ones() + (file_word & 0x3ff & !file_own).count_ones();
    // A cannon slides to the empty squares of those, and captures past one screen (always
    // onto a piece, so onto an enemy one unless it is ours).
    let cannon = (rank_word & 0x1ff & !rank_occ).count_ones()
        + (file_word & 0x3ff & !file_occ).count_ones()
        + (rank_word >> 16 & !rank_own).count_ones()
        + (file_word >> 16 & !file_own).count_ones();
    (rook, cannon)
}

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

/// A 10-bit file mask (bit `i` = rank `i`) spread onto file a, as raw bits for a shift onto
/// the file (see [`slide`]).
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
pub fn file_occupancy(occ: Bitboard, f: u32) -> usize {
    let x = (occ.bits() >> f) & FILE_A;
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
pub fn rank_occupancy(occ: Bitboard, r: u32) -> usize {
    (occ.bits() >> (r * 9)) as usize & 511
}

/// The rank and file table words of `sq` (chariot moves in the low 16 bits, cannon captures
/// in the high 16, in line bits: bit `i` = file or rank `i`).
#[inline(always)]
fn line_words(sq: Square, occ: Bitboard) -> (u32, u32) {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    (
        RANK_SLIDE[(f * 512) as usize + rank_occupancy(occ, r)],
        FILE_SLIDE[(r * 1024) as usize + file_occupancy(occ, f)],
    )
}

/// Line bits of `sq`'s rank and file put on the board. Raw shifts do it: on the typed set a
/// shift would mask every result with the board for nothing.
#[inline(always)]
fn on_board(sq: Square, rank: u32, file: u32) -> Bitboard {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    Bitboard::from_bits_trusted(
        ((rank & 0x1ff) as u128) << (r * 9) | FILE_SPREAD[(file & 0x3ff) as usize] << f,
    )
}

/// Slider attacks from `sq`: `shift == 0` gives chariot attacks, `shift == 16` cannon captures.
#[inline(always)]
fn slide(sq: Square, occ: Bitboard, shift: u32) -> Bitboard {
    let (rank, file) = line_words(sq, occ);
    on_board(sq, rank >> shift, file >> shift)
}

/// Chariot attacks and cannon captures from `sq` together, from one pair of table lookups.
#[inline(always)]
pub fn rook_and_cannon_attacks(sq: Square, occ: Bitboard) -> (Bitboard, Bitboard) {
    let (rank, file) = line_words(sq, occ);
    (
        on_board(sq, rank, file),
        on_board(sq, rank >> 16, file >> 16),
    )
}

/// Chariot attacks and cannon captures from `sq` along its rank only, given the rank's
/// occupancy in line bits ([`rank_occupancy`], or the position's lines): one table lookup,
/// for attack tests that find no slider on the file.
#[inline(always)]
pub fn rank_rook_and_cannon_attacks(sq: Square, rank_occ: usize) -> (Bitboard, Bitboard) {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    let word = RANK_SLIDE[(f * 512) as usize + rank_occ];
    let on_rank = |bits: u32| Bitboard::from_bits_trusted(((bits & 0x1ff) as u128) << (r * 9));
    (on_rank(word), on_rank(word >> 16))
}

/// Chariot attacks and cannon captures from `sq` along its file only, given the file's
/// occupancy in line bits ([`file_occupancy`], or the position's lines).
#[inline(always)]
pub fn file_rook_and_cannon_attacks(sq: Square, file_occ: usize) -> (Bitboard, Bitboard) {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    let word = FILE_SLIDE[(r * 1024) as usize + file_occ];
    let on_file =
        |bits: u32| Bitboard::from_bits_trusted(FILE_SPREAD[(bits & 0x3ff) as usize] << f);
    (on_file(word), on_file(word >> 16))
}

/// Chariot attacks from `sq` (every square up to and including the first piece each way).
#[inline(always)]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    slide(sq, occ, 0)
}

/// Cannon captures from `sq`: the first piece beyond exactly one screen, each way.
#[inline(always)]
pub fn cannon_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    slide(sq, occ, 16)
}

/// Horse moves from `sq` given the occupancy (legs must be empty).
#[inline(always)]
pub fn horse_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    unblocked(&HORSE[sq.idx()], occ)
}

/// Squares from which a horse attacks `sq`, given the occupancy (legs must be empty).
#[inline(always)]
pub fn horse_attackers(sq: Square, occ: Bitboard) -> Bitboard {
    unblocked(&HORSE_ATTACKERS[sq.idx()], occ)
}

/// Elephant moves from `sq` given the occupancy (eyes must be empty).
#[inline(always)]
pub fn elephant_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    unblocked(&ELEPHANT[sq.idx()], occ)
}

/// Pawn moves of `color` from `sq`.
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN_ATTACKS[color][sq.idx()]
}

/// The squares strictly between `a` and `b` when they share a rank or file, else empty.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    let span = Bitboard::between_indices(lo, hi);
    if lo.rank() == hi.rank() {
        span
    } else if lo.file() == hi.file() {
        span & Square::file_set(lo.file())
    } else {
        Bitboard::EMPTY
    }
}

/// Each square's rank and file, without itself, as two sets.
static RANK_AND_FILE: [(Bitboard, Bitboard); 90] = {
    let mut t = [(Bitboard::EMPTY, Bitboard::EMPTY); 90];
    let mut s = 0;
    while s < 90 {
        let (file, rank) = ((s % 9) as u8, (s / 9) as u8);
        t[s] = (
            Bitboard::from_bits_trusted(Square::rank_bits(rank) ^ 1 << s),
            Bitboard::from_bits_trusted(Square::file_bits(file) ^ 1 << s),
        );
        s += 1;
    }
    t
};

/// The squares of `sq`'s rank and of its file (without `sq`), apart.
#[inline(always)]
pub fn rank_and_file(sq: Square) -> (Bitboard, Bitboard) {
    RANK_AND_FILE[sq.idx()]
}

/// Chariot attacks from `sq` on an empty board (its rank and file, without itself): the
/// only squares from which a chariot, cannon or king can ever attack `sq`.
#[inline(always)]
pub fn lines(sq: Square) -> Bitboard {
    let (rank, file) = rank_and_file(sq);
    rank | file
}

/// The squares from which a horse attacks each square when its legs are empty, as raw bits.
const HORSE_REACH_BITS: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let mut k = 0;
        while k < 4 {
            t[s] |= HORSE_ATTACKER_BITS[s][k].to;
            k += 1;
        }
        s += 1;
    }
    t
};

/// The squares from which a horse attacks each square when its legs are empty.
static HORSE_REACH: [Bitboard; 90] = Bitboard::table_from_bits(HORSE_REACH_BITS);

/// The squares from which a horse could attack `sq`, whatever stands on the legs: a horse
/// elsewhere never needs [`horse_attackers`].
#[inline(always)]
pub fn horse_reach(sq: Square) -> Bitboard {
    HORSE_REACH[sq.idx()]
}

/// Per square, the squares whose contents decide whether a side attacks it: its rank and
/// file (chariots, cannons and their screens, the flying general, and the soldiers, which
/// attack from a neighbour on the rank or the file), its horse squares and their legs (the
/// square's diagonal neighbours), and the square itself. The same for both sides. A move
/// that touches none of them, with its from square or its to square, leaves the answer as it
/// was.
pub static ATTACK_REGION: [Bitboard; 90] = {
    let diagonal = leaper_table::<XiangqiBoard, 90>(&DIAGONAL);
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let (file, rank) = ((s % 9) as u8, (s / 9) as u8);
        t[s] =
            Square::rank_bits(rank) | Square::file_bits(file) | diagonal[s] | HORSE_REACH_BITS[s];
        s += 1;
    }
    Bitboard::table_from_bits(t)
};

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

    /// A random set of about a quarter of the board.
    fn random_set(state: &mut u64) -> Bitboard {
        let a = (rng(state) as u128) << 64 | rng(state) as u128;
        let b = rng(state) as u128 | (rng(state) as u128) << 64;
        Bitboard::new(a & b)
    }

    fn slow_slide(sq: Square, occ: Bitboard, cannon: bool) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let mut screens = 0;
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                cur = next;
                let occupied = occ.contains(next);
                if !cannon {
                    out = out.with(next);
                    if occupied {
                        break;
                    }
                } else if occupied {
                    if screens == 1 {
                        out = out.with(next);
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
            let occ = random_set(&mut state);
            for sq in Square::all() {
                assert_eq!(rook_attacks(sq, occ), slow_slide(sq, occ, false), "{sq}");
                assert_eq!(cannon_attacks(sq, occ), slow_slide(sq, occ, true), "{sq}");
                // The rank and the file apart make the whole, and stay on their lines.
                let (f, r) = (sq.file() as u32, sq.rank() as u32);
                let (rank_rook, rank_cannon) =
                    rank_rook_and_cannon_attacks(sq, rank_occupancy(occ, r));
                let (file_rook, file_cannon) =
                    file_rook_and_cannon_attacks(sq, file_occupancy(occ, f));
                let (rank, file) = rank_and_file(sq);
                assert_eq!(rank_rook | file_rook, rook_attacks(sq, occ), "{sq}");
                assert_eq!(rank_cannon | file_cannon, cannon_attacks(sq, occ), "{sq}");
                assert!((rank_rook | rank_cannon) & !rank == Bitboard::EMPTY, "{sq}");
                assert!((file_rook | file_cannon) & !file == Bitboard::EMPTY, "{sq}");
            }
            for f in 0..9 {
                let want = (0..10).fold(0, |acc, r| {
                    acc | usize::from(occ.contains(Square::new(f as u8, r))) << r
                });
                assert_eq!(file_occupancy(occ, f), want);
            }
        }
    }

    #[test]
    fn leaper_tables() {
        let e0 = Square::new(4, 0);
        assert_eq!(KING_ATTACKS[e0.idx()].count(), 3);
        assert_eq!(ADVISOR_ATTACKS[Square::new(4, 1).idx()].count(), 4);
        assert_eq!(PALACES.count(), 18);
        assert_eq!(
            Bitboard::from_bits_trusted(RED_HALF_BITS | BLACK_HALF_BITS),
            Bitboard::FULL
        );
        // The elephant on c4 may not cross the river.
        let empty = Bitboard::EMPTY;
        assert_eq!(elephant_attacks(Square::new(2, 4), empty).count(), 2);
        // A horse in the corner, then with its legs blocked.
        let a0 = Square::new(0, 0);
        assert_eq!(horse_attacks(a0, empty).count(), 2);
        assert_eq!(horse_attacks(a0, Square::new(0, 1).bb()).count(), 1);
        // A horse's reach is where it attacks from with every leg empty.
        for t in Square::all() {
            assert_eq!(horse_reach(t), horse_attackers(t, empty));
        }
        // Reverse horse table agrees with the forward table.
        let mut state = 12345;
        for _ in 0..200 {
            let occ = random_set(&mut state) & random_set(&mut state);
            for t in Square::all() {
                let want: Bitboard = Square::all()
                    .filter(|&h| horse_attacks(h, occ).contains(t))
                    .collect();
                assert_eq!(horse_attackers(t, occ), want);
                assert!(want & !horse_reach(t) == Bitboard::EMPTY);
            }
        }
        // Pawns: red before and after the river, black on the last rank.
        assert_eq!(pawn_attacks(RED, Square::new(4, 3)).count(), 1);
        assert_eq!(pawn_attacks(RED, Square::new(4, 5)).count(), 3);
        assert_eq!(pawn_attacks(BLACK, Square::new(0, 0)).count(), 1);
    }

    #[test]
    fn pawn_move_counts_add_up() {
        let mut state = 777;
        for _ in 0..2000 {
            let pawns = random_set(&mut state);
            let allowed = random_set(&mut state) | random_set(&mut state);
            for color in [RED, BLACK] {
                let want: u32 = pawns
                    .into_iter()
                    .map(|s| (pawn_attacks(color, s) & allowed).count())
                    .sum();
                assert_eq!(pawn_move_count(color, pawns, allowed), want);
            }
        }
    }

    #[test]
    fn slider_counts_on_the_lines_match_the_sets() {
        let mut state = 99;
        for _ in 0..500 {
            let white = random_set(&mut state);
            let black = random_set(&mut state) & !white;
            let by_color = ByColor::new(white, black);
            let lines = Lines::from_sets(&by_color);
            let occ = white | black;
            for us in [RED, BLACK] {
                let (own, enemy) = (by_color[us], by_color[!us]);
                for sq in Square::all() {
                    let rook = (rook_attacks(sq, occ) & !own).count();
                    let cannon =
                        (rook_attacks(sq, occ) & !occ | cannon_attacks(sq, occ) & enemy).count();
                    assert_eq!(slider_move_counts(sq, &lines, us), (rook, cannon), "{sq}");
                }
            }
        }
    }

    #[test]
    fn between_squares() {
        let (a0, a9, i0) = (Square::new(0, 0), Square::new(0, 9), Square::new(8, 0));
        assert_eq!(between(a0, a9).count(), 8);
        assert_eq!(between(a9, a0), between(a0, a9));
        assert_eq!(between(a0, i0).count(), 7);
        assert_eq!(between(a0, Square::new(1, 1)), Bitboard::EMPTY);
        assert_eq!(between(a0, Square::new(1, 0)), Bitboard::EMPTY);
    }
}
