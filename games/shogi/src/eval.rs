//! Evaluation from the side to move's view: material on the board and in hand, piece-square
//! terms, the generals' distance to both kings, slider mobility, and king danger (enemy
//! pressure on the squares around a king, weakened by missing defenders and multiplied by the
//! pieces the enemy could drop there).
//!
//! Shogi has no simplification into a quiet endgame: captured pieces come back as drops, so the
//! game is a mating race to the end and the evaluation has one phase. What decides games
//! between engines of this size is king safety, so that term dominates the positional ones.

use crate::attacks::{
    bishop_attacks, lance_attacks, rook_attacks, GOLD_ATTACKS, KING_ATTACKS, KNIGHT_ATTACKS,
    PAWN_ATTACKS, SILVER_ATTACKS,
};
use crate::piece::{PieceType, KINDS};
use crate::position::Shogi;
use crate::square::{Bitboard, Square};
use crate::{GOTE, SENTE};
use gambit::Color;

/// Value of each kind on the board, in index order (pawn = 90).
pub const BOARD_VALUE: [i32; KINDS] = [
    90, 315, 405, 495, 855, 990, 540, 0, 540, 540, 540, 540, 945, 1395,
];

/// Value of a piece in hand, by hand kind (a piece in hand is worth a little more than on the
/// board: it can go anywhere).
pub const HAND_VALUE: [i32; 7] = [100, 350, 450, 550, 950, 1100, 600];

/// What taking a piece of `kind` gains: it leaves the board and goes to the taker's hand. The
/// king, never taken, counts as more than any exchange.
#[inline]
pub const fn capture_value(kind: PieceType) -> i32 {
    match kind {
        PieceType::King => 20000,
        _ => BOARD_VALUE[kind.index()] + HAND_VALUE[kind.demote().index()],
    }
}

/// Bonus for the side to move: in a mating race a tempo is worth most of a pawn.
const TEMPO: i32 = 20;

/// Squares whose pressure counts against a king: its neighbours, its own square, and the
/// three squares two steps in front of it (where attacks on a castle arrive), `[color][sq]`.
static KING_ZONE: [[Bitboard; 81]; 2] = {
    let mut t = [[Bitboard::from_bits_trusted(0); 81]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 81 {
            let f = (s % 9) as i32;
            let r = (s / 9) as i32;
            let fwd = if c == 0 { 1 } else { -1 };
            let mut bits = 0u128;
            let mut df = -1;
            while df <= 1 {
                let mut dr = -1;
                while dr <= 2 {
                    let (nf, nr) = (f + df, r + dr * fwd);
                    if nf >= 0 && nf < 9 && nr >= 0 && nr < 9 {
                        bits |= 1u128 << (nr * 9 + nf);
                    }
                    dr += 1;
                }
                df += 1;
            }
            t[c][s] = Bitboard::from_bits_trusted(bits);
            s += 1;
        }
        c += 1;
    }
    t
};

/// Chebyshev (king-step) distance between two squares.
static DISTANCE: [[u8; 81]; 81] = {
    let mut t = [[0u8; 81]; 81];
    let mut a = 0;
    while a < 81 {
        let mut b = 0;
        while b < 81 {
            let df = (a % 9) as i32 - (b % 9) as i32;
            let dr = (a / 9) as i32 - (b / 9) as i32;
            let df = if df < 0 { -df } else { df };
            let dr = if dr < 0 { -dr } else { dr };
            t[a][b] = if df > dr { df } else { dr } as u8;
            b += 1;
        }
        a += 1;
    }
    t
};

/// Piece-square bonuses from sente's side (index `rank * 9 + file`, rank 0 = sente's back
/// rank), built at compile time from simple rules; a gote piece reads the square turned
/// half round (`80 - sq`).
static PST: [[i16; 81]; KINDS] = build_pst();

const fn build_pst() -> [[i16; 81]; KINDS] {
    let mut t = [[0i16; 81]; KINDS];
    let mut sq = 0;
    while sq < 81 {
        let f = (sq % 9) as i32;
        let r = (sq / 9) as i32;
        let edge = f == 0 || f == 8;
        let centre = 4 - if f > 4 { f - 4 } else { 4 - f };
        // Pawn: a step or two forward opens lines; deep pawns threaten to promote.
        t[PieceType::Pawn as usize][sq] = [0, 0, 0, 6, 12, 18, 28, 36, 0][r as usize];
        // Lance: a long reach from home; pushed up it is easily attacked.
        t[PieceType::Lance as usize][sq] = [0, -2, -4, -6, -8, -8, -4, 0, 0][r as usize];
        // Knight: it cannot come back, so an advanced knight needs the squares it jumps to.
        t[PieceType::Knight as usize][sq] =
            ([0, 0, 6, 10, 12, 6, 0, 0, 0][r as usize] - if edge { 10 } else { 0 }) as i16;
        // Silver: the attacking general, best a little forward and central.
        t[PieceType::Silver as usize][sq] =
            ([0, 6, 10, 12, 10, 6, 4, 0, -4][r as usize] + 2 * centre) as i16;
        // Gold: a defender; up the board it leaves its king and is hard to bring back.
        t[PieceType::Gold as usize][sq] = [0, 6, 2, -8, -16, -20, -20, -18, -18][r as usize];
        // Rook: in the enemy camp it promotes or ties the defence down.
        t[PieceType::Rook as usize][sq] = [-8, 0, 0, 0, 4, 8, 24, 24, 20][r as usize];
        // King: castled on the back two ranks away from the centre; up the board it is
        // exposed to drops from every side.
        let side = if f > 4 { f - 4 } else { 4 - f };
        let king = match r {
            0 => [0, 8, 16, 24, 22][side as usize],
            1 => [0, 10, 22, 30, 20][side as usize],
            2 => [-24, -16, -8, 0, -8][side as usize],
            _ => -40 - 16 * (r - 3),
        };
        t[PieceType::King as usize][sq] = king as i16;
        // Promoted minor pieces: gold-like attackers, worth most near the enemy camp.
        let tokin = [0, 0, 0, 4, 10, 18, 28, 32, 32][r as usize];
        t[PieceType::ProPawn as usize][sq] = tokin;
        t[PieceType::ProLance as usize][sq] = tokin;
        t[PieceType::ProKnight as usize][sq] = tokin;
        t[PieceType::ProSilver as usize][sq] = tokin;
        // Dragon: strongest inside the enemy camp.
        t[PieceType::Dragon as usize][sq] = [0, 0, 0, 0, 4, 8, 16, 20, 20][r as usize];
        sq += 1;
    }
    t
}

/// Bonus of a general (gold and the promoted minor pieces, `[0]`; silver, `[1]`) by its
/// distance to its own king: the castle.
const GUARD: [[i32; 9]; 2] = [
    [0, 36, 24, 8, 0, -6, -10, -14, -18],
    [0, 28, 22, 10, 0, -4, -6, -8, -8],
];

/// Bonus of an attacker by its distance to the enemy king (gold-likes and silvers; knights,
/// horses and dragons use half of it).
const CLOSE: [i32; 9] = [0, 36, 24, 12, 4, 0, 0, 0, 0];

/// Weight of one attacked square of the enemy king zone, by the attacker's kind.
const ZONE_WEIGHT: [i32; KINDS] = [1, 2, 2, 3, 2, 2, 3, 0, 3, 3, 3, 3, 4, 5];

/// Weight of a hand kind for attacks on the king (rook and gold drops mate most).
const HAND_WEIGHT: [i32; 7] = [1, 2, 2, 3, 3, 5, 4];

/// Mobility per reachable square of the sliders (bishop, rook, horse, dragon, lance).
const MOB_BISHOP: i32 = 4;
const MOB_ROOK: i32 = 3;
const MOB_HORSE: i32 = 3;
const MOB_DRAGON: i32 = 2;
const MOB_LANCE: i32 = 2;

/// What one side's pass over its pieces gathers.
#[derive(Default)]
struct Side {
    score: i32,
    /// Squares its pieces other than the king attack.
    attacks: Bitboard,
    /// Weighted attacked squares of the enemy king's zone.
    units: i32,
}

/// The square as sente sees it: gote's squares turned half round.
#[inline(always)]
fn relative(color: Color, sq: Square) -> usize {
    match color {
        SENTE => sq.idx(),
        GOTE => 80 - sq.idx(),
    }
}

impl Shogi {
    /// One side's material, piece-square, guard, mobility and zone-pressure terms.
    fn side_terms(&self, us: Color) -> Side {
        let them = !us;
        let occ = self.mailbox.occupied();
        let own = self.mailbox.color(us);
        let our_king = self.king[us].idx();
        let their_king = self.king[them].idx();
        let zone = KING_ZONE[them.index()][their_king];
        let mut side = Side::default();
        let add = |side: &mut Side, kind: PieceType, sq: Square, att: Bitboard| {
            let k = kind.index();
            side.score += BOARD_VALUE[k] + PST[k][relative(us, sq)] as i32;
            side.attacks |= att;
            side.units += ZONE_WEIGHT[k] * (att & zone).count() as i32;
        };
        for sq in self.pieces(us, PieceType::Pawn) {
            add(&mut side, PieceType::Pawn, sq, PAWN_ATTACKS[us][sq.idx()]);
        }
        for sq in self.pieces(us, PieceType::Lance) {
            let att = lance_attacks(us, sq, occ);
            add(&mut side, PieceType::Lance, sq, att);
            side.score += MOB_LANCE * (att & !own).count() as i32;
        }
        for sq in self.pieces(us, PieceType::Knight) {
            add(
                &mut side,
                PieceType::Knight,
                sq,
                KNIGHT_ATTACKS[us][sq.idx()],
            );
            side.score += CLOSE[DISTANCE[sq.idx()][their_king] as usize] / 2;
        }
        for sq in self.pieces(us, PieceType::Silver) {
            add(
                &mut side,
                PieceType::Silver,
                sq,
                SILVER_ATTACKS[us][sq.idx()],
            );
            side.score += GUARD[1][DISTANCE[sq.idx()][our_king] as usize]
                + CLOSE[DISTANCE[sq.idx()][their_king] as usize];
        }
        for kind in [
            PieceType::Gold,
            PieceType::ProPawn,
            PieceType::ProLance,
            PieceType::ProKnight,
            PieceType::ProSilver,
        ] {
            for sq in self.pieces(us, kind) {
                add(&mut side, kind, sq, GOLD_ATTACKS[us][sq.idx()]);
                side.score += GUARD[0][DISTANCE[sq.idx()][our_king] as usize]
                    + CLOSE[DISTANCE[sq.idx()][their_king] as usize];
            }
        }
        for sq in self.pieces(us, PieceType::Bishop) {
            let att = bishop_attacks(sq, occ);
            add(&mut side, PieceType::Bishop, sq, att);
            side.score += MOB_BISHOP * ((att & !own).count() as i32 - 4);
        }
        for sq in self.pieces(us, PieceType::Rook) {
            let att = rook_attacks(sq, occ);
            add(&mut side, PieceType::Rook, sq, att);
            side.score += MOB_ROOK * ((att & !own).count() as i32 - 6);
        }
        for sq in self.pieces(us, PieceType::Horse) {
            let att = bishop_attacks(sq, occ) | KING_ATTACKS[sq.idx()];
            add(&mut side, PieceType::Horse, sq, att);
            side.score += MOB_HORSE * ((att & !own).count() as i32 - 6)
                + CLOSE[DISTANCE[sq.idx()][their_king] as usize] / 2;
        }
        for sq in self.pieces(us, PieceType::Dragon) {
            let att = rook_attacks(sq, occ) | KING_ATTACKS[sq.idx()];
            add(&mut side, PieceType::Dragon, sq, att);
            side.score += MOB_DRAGON * ((att & !own).count() as i32 - 8)
                + CLOSE[DISTANCE[sq.idx()][their_king] as usize] / 2;
        }
        side.score += PST[PieceType::King.index()][relative(us, self.king[us])] as i32;
        let hand = self.hands[us];
        for kind in hand.kinds() {
            side.score += HAND_VALUE[kind.index()] * hand.count(kind) as i32;
        }
        side
    }

    /// The danger to `us`'s king, in units whose square is the penalty: the enemy's weighted
    /// pressure on the king zone, zone squares they attack and we do not defend, and the
    /// enemy's hand, worth more the more empty zone squares lie open to its drops.
    fn king_danger(&self, us: Color, ours: &Side, theirs: &Side) -> i32 {
        let them = !us;
        let zone = KING_ZONE[us.index()][self.king[us].idx()];
        let weak = zone & theirs.attacks & !ours.attacks;
        let open = zone & !self.mailbox.occupied() & !ours.attacks;
        let hand = self.hands[them];
        let mut hand_units = 0;
        for kind in hand.kinds() {
            hand_units += HAND_WEIGHT[kind.index()];
        }
        let danger =
            theirs.units + 2 * weak.count() as i32 + hand_units * (2 + open.count() as i32) / 3;
        danger.max(0)
    }

    /// The static evaluation from the side to move's view.
    pub(crate) fn evaluate(&self) -> i32 {
        let us = self.stm;
        let a = self.side_terms(us);
        let b = self.side_terms(!us);
        let danger_us = self.king_danger(us, &a, &b);
        let danger_them = self.king_danger(!us, &b, &a);
        let penalty = |d: i32| (d * d * 3 / 4).min(2400);
        a.score - b.score - penalty(danger_us) + penalty(danger_them) + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::Game;

    fn swap_case(c: char) -> char {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    }

    /// The SFEN of the position turned half round with the colors swapped: the same position
    /// for the other side, which must evaluate alike.
    fn mirrored(sfen: &str) -> String {
        let fields: Vec<&str> = sfen.split(' ').collect();
        let reversed: Vec<char> = fields[0].chars().rev().map(swap_case).collect();
        // Reversing put each `+` after its letter.
        let mut board = String::new();
        let mut i = 0;
        while i < reversed.len() {
            if reversed.get(i + 1) == Some(&'+') {
                board.push('+');
                board.push(reversed[i]);
                i += 2;
            } else {
                board.push(reversed[i]);
                i += 1;
            }
        }
        let side = if fields[1] == "b" { "w" } else { "b" };
        let hand: String = fields[2].chars().map(swap_case).collect();
        format!("{board} {side} {hand} 1")
    }

    const POSITIONS: [&str; 4] = [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "4g4/1rks1s1bl/lpp1pgpp1/3p1p3/p1PN3nP/P4PP1p/LP+nPP4/3G1GSR1/2SK3NL b bp 55",
        "lngs2snl/r4kgb1/2pp1pppp/pp2pP3/9/4P1P2/PPPP1S1PP/1B2G2R1/LNS1KG1NL b - 21",
    ];

    #[test]
    fn colors_are_symmetric() {
        for sfen in POSITIONS {
            let a = Shogi::from_fen(sfen, crate::ShogiNotation).unwrap();
            let m = mirrored(sfen);
            let b = Shogi::from_fen(&m, crate::ShogiNotation).unwrap();
            assert_eq!(a.evaluate(), b.evaluate(), "{sfen} vs {m}");
        }
    }

    #[test]
    fn start_is_balanced() {
        let p = Shogi::startpos(crate::ShogiNotation);
        assert_eq!(p.evaluate(), TEMPO);
    }

    #[test]
    fn castled_king_is_safer_than_an_exposed_one() {
        // Sente's king castled behind its generals against one walked up the board, with gote
        // holding a rook and a gold to drop.
        let castled =
            Shogi::from_fen("4k4/9/9/9/9/9/9/1SG6/1KG6 b rg 1", crate::ShogiNotation).unwrap();
        let exposed =
            Shogi::from_fen("4k4/9/9/9/4K4/9/9/1SG6/2G6 b rg 1", crate::ShogiNotation).unwrap();
        assert!(castled.evaluate() > exposed.evaluate() + 200);
    }

    #[test]
    fn capture_value_counts_board_and_hand() {
        assert_eq!(capture_value(PieceType::Pawn), 190);
        assert_eq!(capture_value(PieceType::Dragon), 1395 + 1100);
    }
}
