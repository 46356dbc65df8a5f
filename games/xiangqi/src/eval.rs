//! Static evaluation: a sum of terms, each a (middlegame, endgame) weight times how often a
//! side has the feature, tapered by the horses, chariots and cannons left; the weights are in
//! `weights.rs`, in the format the tuner writes (docs/tuning.md).
//!
//! The terms: material, piece-square tables, mobility of horses, chariots and cannons, king
//! safety (advisors and elephants left, the shelter they leave missing against the enemy's
//! attackers, the king's file open or held by an enemy chariot or cannon, palace squares
//! attacked per attacker kind, the king off its home square), and the move.
//!
//! One code path, [`Xiangqi::terms`], visits every term and hands it to an accumulator: the
//! engine's sums the weights, the tuner's records the coefficients ([`Xiangqi::trace`]). So
//! the evaluation the engine plays with and the linear model the tuner fits cannot disagree.

use crate::attacks::{horse_attacks, pawn_attacks, rook_attacks};
use crate::piece::PieceType;
use crate::position::Xiangqi;
use crate::square::{Bitboard, Square};
use crate::weights::WEIGHTS;
use crate::{BLACK, RED};
use gambit::{ByColor, Color};
#[cfg(feature = "engine")]
use gambit_engine::tune::{Model, Trace, Tunable};

/// Where each term's weights start in [`WEIGHTS`].
pub(crate) mod term {
    /// Advisor, elephant, horse, chariot, cannon, soldier (the king has none).
    pub const MATERIAL: usize = 0;
    /// `[kind][square]`, king first, squares from the side's own point of view (its back
    /// rank is rank 0 for both; files are not mirrored).
    pub const PST: usize = MATERIAL + 6;
    /// Horse moves (leg blocks respected) to squares without an own piece, 0..=8.
    pub const MOBILITY_HORSE: usize = PST + 7 * 90;
    /// Chariot moves, 0..=17.
    pub const MOBILITY_CHARIOT: usize = MOBILITY_HORSE + 9;
    /// Cannon moves to empty squares plus captures, 0..=17.
    pub const MOBILITY_CANNON: usize = MOBILITY_CHARIOT + 18;
    /// Own advisors on the board: 0, 1, 2.
    pub const ADVISORS: usize = MOBILITY_CANNON + 18;
    /// Own elephants on the board: 0, 1, 2.
    pub const ELEPHANTS: usize = ADVISORS + 3;
    /// Advisors and elephants missing (of 4) times the enemy chariots, horses, cannons.
    pub const SHELTER: usize = ELEPHANTS + 3;
    /// No own piece on the king's file ahead of the king.
    pub const KING_FILE_OPEN: usize = SHELTER + 3;
    /// Enemy chariots, cannons on the king's file.
    pub const KING_FILE_ENEMY: usize = KING_FILE_OPEN + 1;
    /// Per square of the enemy palace attacked, by chariot, horse, cannon, soldier.
    pub const PALACE_ATTACKS: usize = KING_FILE_ENEMY + 2;
    /// The king off its home square (the middle of its back rank).
    pub const KING_LEFT_HOME: usize = PALACE_ATTACKS + 4;
    /// The side to move.
    pub const TEMPO: usize = KING_LEFT_HOME + 1;
    /// Weights in all.
    pub const COUNT: usize = TEMPO + 1;
}

const _: () = assert!(
    WEIGHTS.len() == term::COUNT,
    "weights.rs does not fit the terms"
);

/// Phase weight by kind (a full board has 32).
const PHASE: [i32; 7] = [0, 0, 0, 2, 4, 2, 0];
/// The phase of a full board.
const MAX_PHASE: i32 = 32;
/// Each king's home square: the middle of its back rank.
const KING_HOME: ByColor<Square> = ByColor::new(Square::new(4, 0), Square::new(4, 9));

/// The palace whose three ranks start at `rank`: files d-f.
const fn palace_bits(rank: u8) -> u128 {
    let files = Square::file_bits(3) | Square::file_bits(4) | Square::file_bits(5);
    let ranks = Square::rank_bits(rank) | Square::rank_bits(rank + 1) | Square::rank_bits(rank + 2);
    files & ranks
}

/// Each side's own palace.
static PALACE: ByColor<Bitboard> = ByColor::new(
    Bitboard::from_bits_trusted(palace_bits(0)),
    Bitboard::from_bits_trusted(palace_bits(7)),
);

/// The squares of each square's file ahead of it, towards the enemy, per color.
static AHEAD_ON_FILE: ByColor<[Bitboard; 90]> = {
    let mut t = [[0u128; 90]; 2];
    let mut sq = 0;
    while sq < 90 {
        let file = Square::file_bits((sq % 9) as u8);
        t[0][sq] = file & !((2u128 << sq) - 1);
        t[1][sq] = file & ((1u128 << sq) - 1);
        sq += 1;
    }
    ByColor::new(
        Bitboard::table_from_bits(t[0]),
        Bitboard::table_from_bits(t[1]),
    )
};

/// Square index `s` with its ranks mirrored: the square as black sees it.
const fn mirror(s: usize) -> usize {
    (9 - s / 9) * 9 + s % 9
}

/// The square seen from `color`'s side (ranks mirrored for black).
#[inline]
fn relative(color: Color, sq: Square) -> usize {
    color.pick(sq.idx(), mirror(sq.idx()))
}

/// The material and piece-square weights of each color's piece of each kind on each square,
/// added, the sign of its color folded in: the engine's sum takes a piece in one look-up.
static PIECE_SQUARE: ByColor<[[(i32, i32); 90]; 7]> = {
    let mut t = [[[(0, 0); 90]; 7]; 2];
    let mut k = 0;
    while k < 7 {
        let (mm, me) = if k == 0 {
            (0, 0)
        } else {
            WEIGHTS[term::MATERIAL + k - 1]
        };
        let mut sq = 0;
        while sq < 90 {
            let (rm, re) = WEIGHTS[term::PST + k * 90 + sq];
            t[0][k][sq] = (mm + rm, me + re);
            let (bm, be) = WEIGHTS[term::PST + k * 90 + mirror(sq)];
            t[1][k][sq] = (-(mm + bm), -(me + be));
            sq += 1;
        }
        k += 1;
    }
    ByColor::new(t[0], t[1])
};

/// What the evaluation's terms are handed to.
pub(crate) trait Terms {
    /// `color` has the feature `term` (an index into [`WEIGHTS`]) `count` times.
    fn add(&mut self, color: Color, term: usize, count: i32);

    /// `color` has a piece of `kind` on `sq`: its material and piece-square terms.
    #[inline(always)]
    fn piece(&mut self, color: Color, kind: PieceType, sq: Square) {
        let k = kind.index();
        if kind != PieceType::King {
            self.add(color, term::MATERIAL + k - 1, 1);
        }
        self.add(color, term::PST + k * 90 + relative(color, sq), 1);
    }

    /// `color` is to move: the [`term::TEMPO`] feature, which the engine's sum tapers apart
    /// from the other terms.
    fn tempo(&mut self, color: Color) {
        self.add(color, term::TEMPO, 1);
    }
}

/// The engine's accumulator: the weights' sums, red's less black's; the tempo's apart, as
/// the evaluation always rounded the rest before adding it (the starting weights then play
/// exactly as the evaluation before them did).
#[derive(Default)]
struct Sum {
    mg: i32,
    eg: i32,
    tempo: (i32, i32),
}

impl Terms for Sum {
    #[inline(always)]
    fn add(&mut self, color: Color, term: usize, count: i32) {
        let (mg, eg) = WEIGHTS[term];
        let n = color.pick(count, -count);
        self.mg += mg * n;
        self.eg += eg * n;
    }

    #[inline(always)]
    fn piece(&mut self, color: Color, kind: PieceType, sq: Square) {
        let (mg, eg) = PIECE_SQUARE[color][kind.index()][sq.idx()];
        self.mg += mg;
        self.eg += eg;
    }

    #[inline(always)]
    fn tempo(&mut self, color: Color) {
        let (mg, eg) = WEIGHTS[term::TEMPO];
        self.tempo = color.pick((mg, eg), (-mg, -eg));
    }
}

#[cfg(feature = "engine")]
/// The tuner's accumulator: each term's coefficient, red's count less black's.
pub(crate) struct Coefficients(pub [i32; term::COUNT]);

#[cfg(feature = "engine")]
impl Terms for Coefficients {
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.0[term] += color.pick(count, -count);
    }
}

/// A (middlegame, endgame) sum tapered by `phase` (of [`MAX_PHASE`]), rounded towards zero.
#[inline]
pub(crate) fn taper(mg: i32, eg: i32, phase: i32) -> i32 {
    (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE
}

impl Xiangqi {
    /// The evaluation in centipawns from the side to move's point of view.
    pub(crate) fn evaluate(&self) -> i32 {
        let mut sum = Sum::default();
        self.terms(&mut sum);
        let phase = self.phase();
        let red = taper(sum.mg, sum.eg, phase) + taper(sum.tempo.0, sum.tempo.1, phase);
        self.stm.pick(red, -red)
    }

    #[cfg(feature = "engine")]
    /// The evaluation's coefficients for the tuner.
    pub(crate) fn trace(&self) -> Trace {
        let mut c = Coefficients([0; term::COUNT]);
        self.terms(&mut c);
        Trace {
            coefs: (0..term::COUNT)
                .filter(|&i| c.0[i] != 0)
                .map(|i| (i as u32, c.0[i]))
                .collect(),
            mg_share: f64::from(self.phase()) / f64::from(MAX_PHASE),
            eg_scale: ByColor::new(1.0, 1.0),
        }
    }

    /// 0..=32: 32 with every horse, chariot and cannon on the board.
    pub(crate) fn phase(&self) -> i32 {
        let mut phase = 0;
        for kind in [PieceType::Horse, PieceType::Rook, PieceType::Cannon] {
            let n = self.pieces(RED, kind) | self.pieces(BLACK, kind);
            phase += PHASE[kind.index()] * n.count() as i32;
        }
        phase.min(MAX_PHASE)
    }

    /// Hands every term of the position to `acc`: the one evaluation code path.
    #[inline]
    pub(crate) fn terms<A: Terms>(&self, acc: &mut A) {
        let occ = self.occupied();
        for us in Color::BOTH {
            let them = us.flip();
            let own = self.color_bits(us);
            let enemy = self.color_bits(them);
            let target = PALACE[them];
            let count = |set: Bitboard| set.count() as i32;
            let palace = |acc: &mut A, attacker: usize, attacks: Bitboard| {
                let hits = count(attacks & target);
                if hits > 0 {
                    acc.add(us, term::PALACE_ATTACKS + attacker, hits);
                }
            };
            acc.piece(us, PieceType::King, self.king_square(us));
            for kind in [PieceType::Advisor, PieceType::Elephant] {
                for sq in self.pieces(us, kind) {
                    acc.piece(us, kind, sq);
                }
            }
            // A horse's, chariot's or cannon's moves and the enemy palace squares it hits;
            // `attacker` in the order of [`term::PALACE_ATTACKS`].
            let active = |acc: &mut A, mobility: usize, moves: u32, attacker: usize, hits| {
                acc.add(us, mobility + moves as usize, 1);
                palace(acc, attacker, hits);
            };
            for sq in self.pieces(us, PieceType::Horse) {
                acc.piece(us, PieceType::Horse, sq);
                let a = horse_attacks(sq, occ);
                active(acc, term::MOBILITY_HORSE, (a & !own).count().min(8), 1, a);
            }
            for sq in self.pieces(us, PieceType::Rook) {
                acc.piece(us, PieceType::Rook, sq);
                let a = rook_attacks(sq, occ);
                active(
                    acc,
                    term::MOBILITY_CHARIOT,
                    (a & !own).count().min(17),
                    0,
                    a,
                );
            }
            for sq in self.pieces(us, PieceType::Cannon) {
                acc.piece(us, PieceType::Cannon, sq);
                let near = rook_attacks(sq, occ);
                let beyond = cannon_control(sq, occ, near);
                let moves = (near & !occ).count() + (beyond & enemy).count();
                active(acc, term::MOBILITY_CANNON, moves.min(17), 2, beyond);
            }
            for sq in self.pieces(us, PieceType::Pawn) {
                acc.piece(us, PieceType::Pawn, sq);
                palace(acc, 3, pawn_attacks(us, sq));
            }
            self.king_terms(acc, us);
        }
        acc.tempo(self.stm);
    }

    /// The safety of `us`'s king: its advisors and elephants, the shelter missing against the
    /// enemy's attacking pieces, its file, and whether it has left home.
    #[inline]
    fn king_terms<A: Terms>(&self, acc: &mut A, us: Color) {
        let them = us.flip();
        let advisors = self.pieces(us, PieceType::Advisor).count() as usize;
        let elephants = self.pieces(us, PieceType::Elephant).count() as usize;
        acc.add(us, term::ADVISORS + advisors.min(2), 1);
        acc.add(us, term::ELEPHANTS + elephants.min(2), 1);
        let missing = 4 - (advisors + elephants).min(4) as i32;
        if missing > 0 {
            for (i, kind) in [PieceType::Rook, PieceType::Horse, PieceType::Cannon]
                .into_iter()
                .enumerate()
            {
                let n = self.pieces(them, kind).count() as i32;
                if n > 0 {
                    acc.add(us, term::SHELTER + i, missing * n);
                }
            }
        }
        let king = self.king_square(us);
        if (AHEAD_ON_FILE[us][king.idx()] & self.color_bits(us)).is_empty() {
            acc.add(us, term::KING_FILE_OPEN, 1);
        }
        let file = Square::file_set(king.file());
        for (i, kind) in [PieceType::Rook, PieceType::Cannon].into_iter().enumerate() {
            let n = (file & self.pieces(them, kind)).count() as i32;
            if n > 0 {
                acc.add(us, term::KING_FILE_ENEMY + i, n);
            }
        }
        if king != KING_HOME[us] {
            acc.add(us, term::KING_LEFT_HOME, 1);
        }
    }
}

/// The squares a cannon on `sq` controls: beyond its first screen each way, up to and
/// including the next piece (the one it could capture). `near` is its chariot attacks (up to
/// and including the screens); without the screens, a chariot's attacks reach exactly that
/// far.
#[inline]
fn cannon_control(sq: Square, occ: Bitboard, near: Bitboard) -> Bitboard {
    rook_attacks(sq, occ ^ (near & occ)) & !near
}

#[cfg(feature = "engine")]
/// The name of every weight, in [`WEIGHTS`]'s order.
pub(crate) fn term_names() -> Vec<String> {
    let kinds = [
        "king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
    ];
    let mut names: Vec<String> = kinds[1..].iter().map(|k| format!("material {k}")).collect();
    for k in kinds {
        for sq in Square::all() {
            names.push(format!("pst {k} {sq}"));
        }
    }
    for (kind, moves) in [("horse", 9), ("chariot", 18), ("cannon", 18)] {
        names.extend((0..moves).map(|n| format!("mobility {kind} {n}")));
    }
    for kind in ["advisors", "elephants"] {
        names.extend((0..3).map(|n| format!("{kind} {n}")));
    }
    names.extend(["chariots", "horses", "cannons"].map(|k| format!("missing shelter x enemy {k}")));
    names.push("king file open".to_string());
    names.extend(["chariot", "cannon"].map(|k| format!("enemy {k} on king file")));
    names.extend(
        ["chariot", "horse", "cannon", "soldier"].map(|k| format!("palace attacks by {k}")),
    );
    names.push("king left home".to_string());
    names.push("tempo".to_string());
    names
}

#[cfg(feature = "engine")]
impl Tunable for Xiangqi {
    fn model() -> Option<Model<Xiangqi>> {
        Some(Model {
            names: term_names(),
            weights: WEIGHTS.to_vec(),
            trace: Xiangqi::trace,
        })
    }

    fn network_inputs() -> Option<gambit_engine::tune::InputSpec<Xiangqi>> {
        Some(gambit_engine::tune::InputSpec::of())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::attacks::cannon_attacks;
    use gambit::board::zobrist::KeyStream;
    use gambit::search::SearchGame;
    use gambit::Game;

    /// Positions from the bench set and random games from the start.
    pub(crate) fn positions() -> Vec<Xiangqi> {
        let mut out: Vec<Xiangqi> = Xiangqi::BENCH_FENS
            .iter()
            .map(|f| Xiangqi::from_fen(f, Default::default()).unwrap())
            .collect();
        let mut rng = KeyStream::new(99);
        for _ in 0..40 {
            let mut pos = Xiangqi::startpos(Default::default());
            let plies = rng.next_key() % 150;
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.make(moves[(rng.next_key() % moves.len() as u64) as usize]);
                out.push(Xiangqi::from_fen(&pos.fen(), Default::default()).unwrap());
            }
        }
        out
    }

    fn coefficients(pos: &Xiangqi) -> [i32; term::COUNT] {
        let mut c = Coefficients([0; term::COUNT]);
        pos.terms(&mut c);
        c.0
    }

    #[test]
    fn the_evaluation_is_the_trace_times_the_weights() {
        let weights: Vec<(f64, f64)> = WEIGHTS
            .iter()
            .map(|&(m, e)| (f64::from(m), f64::from(e)))
            .collect();
        for pos in positions() {
            let c = coefficients(&pos);
            let (mut mg, mut eg) = (0, 0);
            for (i, &(wm, we)) in WEIGHTS.iter().enumerate() {
                if i != term::TEMPO {
                    mg += c[i] * wm;
                    eg += c[i] * we;
                }
            }
            let (tm, te) = WEIGHTS[term::TEMPO];
            let phase = pos.phase();
            let red = taper(mg, eg, phase) + taper(c[term::TEMPO] * tm, c[term::TEMPO] * te, phase);
            let stm = if pos.side_to_move() == RED { red } else { -red };
            assert_eq!(pos.evaluate(), stm, "{pos}");
            // The tuner's model (no integer rounding) agrees within the two roundings.
            let model = pos.trace().evaluate(&weights);
            assert!(
                (model - f64::from(red)).abs() <= 2.0,
                "{pos}: {model} vs {red}"
            );
        }
    }

    /// The position with the colors swapped: the ranks in reverse order, every piece on
    /// the other side, the other side to move.
    pub(crate) fn color_flipped(pos: &Xiangqi) -> Xiangqi {
        let fen = pos.fen();
        let (board, rest) = fen.split_once(' ').unwrap();
        let swap = |c: char| match c.is_ascii_uppercase() {
            true => c.to_ascii_lowercase(),
            false => c.to_ascii_uppercase(),
        };
        let ranks: Vec<String> = board
            .rsplit('/')
            .map(|r| r.chars().map(swap).collect())
            .collect();
        let side = if rest.starts_with('w') { 'b' } else { 'w' };
        let flipped = format!("{} {side} - - 0 1", ranks.join("/"));
        Xiangqi::from_fen(&flipped, Default::default()).unwrap()
    }

    #[test]
    fn the_evaluation_is_symmetric() {
        for pos in positions() {
            let flipped = color_flipped(&pos);
            assert_eq!(pos.evaluate(), flipped.evaluate(), "{pos}");
            let (a, b) = (coefficients(&pos), coefficients(&flipped));
            assert!(a.iter().zip(&b).all(|(x, y)| *x == -*y), "{pos}");
        }
    }

    /// A cannon controls what lies beyond its screen up to the next piece, which is what it
    /// captures.
    #[test]
    fn cannon_control_walks_past_one_screen() {
        let mut rng = KeyStream::new(5);
        for _ in 0..300 {
            let bits = (u128::from(rng.next_key()) << 64 | u128::from(rng.next_key()))
                & (u128::from(rng.next_key()) << 64 | u128::from(rng.next_key()));
            let occ = Bitboard::new(bits & ((1 << 90) - 1));
            for sq in Square::all() {
                let mut want = Bitboard::EMPTY;
                for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let (mut cur, mut screens) = (sq, 0);
                    while let Some(next) = cur.offset(df, dr) {
                        cur = next;
                        if screens == 1 {
                            want = want.with(next);
                        }
                        if occ.contains(next) {
                            screens += 1;
                            if screens == 2 {
                                break;
                            }
                        }
                    }
                }
                let got = cannon_control(sq, occ, rook_attacks(sq, occ));
                assert_eq!(got, want, "{sq}");
                assert_eq!(got & occ, cannon_attacks(sq, occ), "{sq}");
            }
        }
    }

    /// Every feature of a hand-checked position.
    #[test]
    fn features_of_a_known_position() {
        // Red: king e0, chariot a0, horse c2, cannon e3, soldier e6 (across the river).
        // Black: king d9 (off its home square), advisor e8, cannon e7.
        let pos = Xiangqi::from_fen(
            "3k5/4a4/4c4/4P4/9/9/4C4/2N6/9/R3K4 w - - 0 1",
            Default::default(),
        )
        .unwrap();
        let c = coefficients(&pos);
        let mut want = [0; term::COUNT];
        for (t, n) in [
            (term::MATERIAL, -1),      // advisors 0 - 1
            (term::MATERIAL + 2, 1),   // horse
            (term::MATERIAL + 3, 1),   // chariot
            (term::MATERIAL + 5, 1),   // soldier; the cannons cancel
            (term::PST + 4, 1),        // red king e0
            (term::PST + 3, -1),       // black king d9, d0 from its side
            (term::PST + 90 + 13, -1), // black advisor e8: e1
            (term::PST + 3 * 90 + 20, 1),
            (term::PST + 4 * 90, 1),
            (term::PST + 5 * 90 + 31, 1),  // red cannon e3
            (term::PST + 5 * 90 + 22, -1), // black cannon e7: e2
            (term::PST + 6 * 90 + 58, 1),  // red soldier e6
            // Horse c2: a1 a3 b0 b4 d0 d4 e1 (e3 holds its own cannon).
            (term::MOBILITY_HORSE + 7, 1),
            // Chariot a0: a1..a9 and b0 c0 d0.
            (term::MOBILITY_CHARIOT + 12, 1),
            // Red cannon e3: 12 moves and the capture on e7; black's e7: 8 and e3.
            (term::MOBILITY_CANNON + 13, 1),
            (term::MOBILITY_CANNON + 9, -1),
            (term::ADVISORS, 1),
            (term::ADVISORS + 1, -1),
            // Red lacks all four and faces a cannon; black lacks three, faces one of each.
            (term::SHELTER, -3),
            (term::SHELTER + 1, -3),
            (term::SHELTER + 2, 4 - 3),
            // Black's d-file is open; black's cannon stands on red's e-file.
            (term::KING_FILE_OPEN, -1),
            (term::KING_FILE_ENEMY + 1, 1),
            // Red's cannon (through the soldier) and soldier both hit e7.
            (term::PALACE_ATTACKS + 2, 1),
            (term::PALACE_ATTACKS + 3, 1),
            (term::KING_LEFT_HOME, -1),
            (term::TEMPO, 1),
        ] {
            want[t] += n;
        }
        for (i, name) in term_names().iter().enumerate() {
            assert_eq!(c[i], want[i], "{name}");
        }
        assert_eq!(pos.phase(), 2 + 4 + 2 * 2);
    }

    #[test]
    fn every_weight_has_a_name() {
        let names = term_names();
        assert_eq!(names.len(), term::COUNT);
        let unique: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(unique.len(), names.len());
        assert_eq!(names[term::PST + 3 * 90 + 22], "pst horse e2");
        assert_eq!(names[term::MOBILITY_CANNON + 17], "mobility cannon 17");
        assert_eq!(names[term::ADVISORS], "advisors 0");
        assert_eq!(names[term::KING_LEFT_HOME], "king left home");
        assert_eq!(names[term::TEMPO], "tempo");
    }
}
