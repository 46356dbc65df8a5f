//! Static evaluation: a sum of terms, each a (middlegame, endgame) weight times how often a
//! side has the feature, tapered by the material left; the weights are in `weights.rs`, in
//! the format the tuner writes (docs/tuning.md).
//!
//! The terms: material, piece-square tables, mobility per piece type, king safety (zone
//! squares attacked per attacker type, the number of attackers, the pawn shield; safe checks
//! per piece type, squares next to the king only it defends, open files and pawn storms at
//! the king), passed pawns by rank, doubled, isolated and backward pawns, the bishop pair,
//! rooks on open and half-open files, threats (pawns on pieces, minors on rooks and queens,
//! rooks on queens), and the move.
//!
//! One code path, [`Chess::terms`], visits every term and hands it to an accumulator: the
//! engine's sums the weights, the tuner's records the coefficients ([`Chess::trace`]). So the
//! evaluation the engine plays with and the linear model the tuner fits cannot disagree.

use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use crate::piece::Role;
use crate::position::Chess;
use crate::rules::DARK_SQUARES;
use crate::square::{Bitboard, Square};
use crate::weights::WEIGHTS;
use gambit::{ByColor, Color};
#[cfg(feature = "engine")]
use gambit_engine::tune::{Model, Trace, Tunable};

/// Where each term's weights start in [`WEIGHTS`].
pub(crate) mod term {
    /// Pawn, knight, bishop, rook, queen.
    pub const MATERIAL: usize = 0;
    /// `[role][square]`, squares from the side's own point of view (a1 = 0 for both).
    pub const PST: usize = MATERIAL + 5;
    /// Knight moves into the mobility area, 0..=8.
    pub const MOBILITY_KNIGHT: usize = PST + 6 * 64;
    /// Bishop moves, 0..=13.
    pub const MOBILITY_BISHOP: usize = MOBILITY_KNIGHT + 9;
    /// Rook moves, 0..=14.
    pub const MOBILITY_ROOK: usize = MOBILITY_BISHOP + 14;
    /// Queen moves, 0..=27.
    pub const MOBILITY_QUEEN: usize = MOBILITY_ROOK + 15;
    /// Per square of the enemy king's zone attacked, by knight, bishop, rook, queen.
    pub const KING_ZONE_ATTACKS: usize = MOBILITY_QUEEN + 28;
    /// Pieces attacking the enemy king's zone: 1, 2, ..., 7 or more.
    pub const KING_ATTACKERS: usize = KING_ZONE_ATTACKS + 4;
    /// Per file around the own king: a pawn one rank ahead, two ranks ahead, neither.
    pub const PAWN_SHIELD: usize = KING_ATTACKERS + 7;
    /// A passed pawn on its own rank 2..=7.
    pub const PASSED: usize = PAWN_SHIELD + 3;
    /// A pawn with an own pawn ahead on its file.
    pub const DOUBLED: usize = PASSED + 6;
    /// A pawn with no own pawn on the files beside it.
    pub const ISOLATED: usize = DOUBLED + 1;
    /// A pawn no neighbour can support whose stop square an enemy pawn attacks.
    pub const BACKWARD: usize = ISOLATED + 1;
    /// Two bishops or more.
    pub const BISHOP_PAIR: usize = BACKWARD + 1;
    /// A rook on a file without pawns.
    pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
    /// A rook on a file with enemy pawns only.
    pub const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
    /// Enemy knight, bishop, rook, queen attacked by a pawn.
    pub const THREAT_BY_PAWN: usize = ROOK_HALF_OPEN + 1;
    /// Enemy rook, queen attacked by a knight or bishop.
    pub const THREAT_BY_MINOR: usize = THREAT_BY_PAWN + 4;
    /// Enemy queen attacked by a rook.
    pub const THREAT_BY_ROOK: usize = THREAT_BY_MINOR + 2;
    /// The side to move.
    pub const TEMPO: usize = THREAT_BY_ROOK + 1;
    /// Safe checks on the enemy king by knight, bishop, rook, queen: squares the piece
    /// attacks and would check from, not ours and not attacked by the enemy.
    pub const SAFE_CHECK: usize = TEMPO + 1;
    /// Squares next to the enemy king that we attack and that only the king defends.
    pub const KING_WEAK_ZONE: usize = SAFE_CHECK + 4;
    /// Per file around the own king: no pawn of either side on it.
    pub const KING_OPEN_FILE: usize = KING_WEAK_ZONE + 1;
    /// Per file around the own king: the nearest enemy pawn ahead of it on the own 3rd,
    /// 4th or 5th rank, with no own pawn in front of it.
    pub const PAWN_STORM: usize = KING_OPEN_FILE + 1;
    /// The same, blocked by an own pawn on the square in front of it.
    pub const PAWN_STORM_BLOCKED: usize = PAWN_STORM + 3;
    /// A pawn defended by an own pawn or with an own pawn beside it, on its own rank 2..=7.
    pub const CONNECTED: usize = PAWN_STORM_BLOCKED + 1;
    /// A passed pawn's stop square: the own king's distance to it, times the pawn's rank
    /// less 2 (a pawn far back needs no escort).
    pub const PASSED_KING_OWN: usize = CONNECTED + 6;
    /// The same for the enemy king's distance.
    pub const PASSED_KING_THEIR: usize = PASSED_KING_OWN + 1;
    /// A passed pawn whose stop square holds a piece, times its rank less 2.
    pub const PASSED_BLOCKED: usize = PASSED_KING_THEIR + 1;
    /// A passed pawn with every square ahead of it empty, times its rank less 2.
    pub const PASSED_FREE: usize = PASSED_BLOCKED + 1;
    /// A knight, a bishop on the own 4th to 6th rank, defended by an own pawn, that no
    /// enemy pawn can ever attack.
    pub const OUTPOST: usize = PASSED_FREE + 1;
    /// A knight or bishop with an own pawn right in front of it.
    pub const MINOR_BEHIND_PAWN: usize = OUTPOST + 2;
    /// A rook on the own 7th rank with the enemy king on the 8th or enemy pawns on the 7th.
    pub const ROOK_SEVENTH: usize = MINOR_BEHIND_PAWN + 1;
    /// An enemy knight, bishop, rook or queen we attack and no enemy piece defends.
    pub const HANGING: usize = ROOK_SEVENTH + 1;
    /// Weights in all.
    pub const COUNT: usize = HANGING + 1;
}

const _: () = assert!(
    WEIGHTS.len() == term::COUNT,
    "weights.rs does not fit the terms"
);

/// Game phase weight per role: 24 with all pieces on the board.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of a full board.
const PHASE_MAX: i32 = 24;
/// The endgame scale of a normal position; a drawish ending gets less.
const SCALE_NORMAL: i32 = 128;
/// The endgame scale when the leading side has no pawn and at most a minor piece more.
const SCALE_NO_PAWNS: i32 = 16;
/// The endgame scale with bishops of opposite colours and no other piece.
const SCALE_OPPOSITE_BISHOPS: i32 = 44;
/// With opposite bishops and other pieces: added per man of the leader's (king and pawns
/// included) to [`SCALE_OPPOSITE_BISHOPS`].
const SCALE_PER_MAN: i32 = 6;
/// The endgame scale of a leader without pawns before [`SCALE_PER_PAWN`] per pawn is added.
const SCALE_FEW_PAWNS: i32 = 72;
/// Added to [`SCALE_FEW_PAWNS`] per pawn of the leader's, up to [`SCALE_NORMAL`].
const SCALE_PER_PAWN: i32 = 14;
/// Taken from the leader's scale when its pawns are all on one flank: no second front.
const SCALE_ONE_FLANK: i32 = 8;
/// A rook ending at most a pawn up, on one flank, the defending king at its pawns.
const SCALE_ROOK_ENDING: i32 = 72;
/// Files e to h.
const KINGSIDE: u64 = 0xF0F0_F0F0_F0F0_F0F0;

const FILE_A: u64 = 0x0101_0101_0101_0101;

const fn file_mask(file: usize) -> u64 {
    FILE_A << file
}

/// The files beside each file.
const ADJACENT_FILES: [u64; 8] = {
    let mut t = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            t[f] |= file_mask(f - 1);
        }
        if f < 7 {
            t[f] |= file_mask(f + 1);
        }
        f += 1;
    }
    t
};

/// The ranks strictly ahead of each rank, for white (`[0]`) and black (`[1]`).
const RANKS_AHEAD: [[u64; 8]; 2] = {
    let mut t = [[0u64; 8]; 2];
    let mut r = 0;
    while r < 8 {
        t[0][r] = if r < 7 { u64::MAX << (8 * (r + 1)) } else { 0 };
        t[1][r] = if r > 0 { u64::MAX >> (8 * (8 - r)) } else { 0 };
        r += 1;
    }
    t
};

/// Squares ahead of a square, per color index and square: on its file, and with
/// `neighbours` on the files beside it too.
const fn ahead_table(neighbours: bool) -> [[u64; 64]; 2] {
    let mut t = [[0u64; 64]; 2];
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 64 {
            let beside = if neighbours {
                ADJACENT_FILES[sq % 8]
            } else {
                0
            };
            t[c][sq] = RANKS_AHEAD[c][sq / 8] & (file_mask(sq % 8) | beside);
            sq += 1;
        }
        c += 1;
    }
    t
}

/// Squares ahead of a square on its file: an own pawn there makes it doubled.
const FILE_AHEAD: [[u64; 64]; 2] = ahead_table(false);
/// Squares ahead of a square on its file and the files beside: a pawn with no enemy pawn
/// there is passed.
const PASSED_SPAN: [[u64; 64]; 2] = ahead_table(true);

pub(crate) use crate::attacks::pawn_attacks_of;

/// Where `us`'s knight (`kind` 0) or bishop (1) on `sq` stands: an outpost, behind a pawn.
#[inline]
fn minor_place<A: Terms>(
    acc: &mut A,
    us: Color,
    sq: Square,
    kind: usize,
    pawns: &ByColor<u64>,
    pawn_attacks: &ByColor<u64>,
) {
    let (c, s) = (us.index(), sq.idx());
    let rank = relative(us, sq) / 8;
    if (3..=5).contains(&rank)
        && pawn_attacks[us] & (1u64 << s) != 0
        && PASSED_SPAN[c][s] & !FILE_AHEAD[c][s] & pawns[us.flip()] == 0
    {
        acc.add(us, term::OUTPOST + kind, 1);
    }
    let front = us.pick(s + 8, s.wrapping_sub(8));
    if front < 64 && pawns[us] & (1u64 << front) != 0 {
        acc.add(us, term::MINOR_BEHIND_PAWN, 1);
    }
}

/// The terms of the pawns alone: material and squares, doubled, passed (by rank), connected,
/// isolated and backward pawns. Returns each side's passed pawns (a doubled pawn's rear
/// pawn is not one), whose other terms need the kings and the other pieces.
#[inline]
fn pawn_structure<A: Terms>(
    acc: &mut A,
    pawns: &ByColor<u64>,
    pawn_attacks: &ByColor<u64>,
) -> ByColor<u64> {
    let mut passed = ByColor::from_fn(|_| 0u64);
    for us in Color::BOTH {
        let them = us.flip();
        for sq in Bitboard::from_bits_trusted(pawns[us]) {
            acc.piece(us, Role::Pawn, sq);
            let (c, s, file) = (us.index(), sq.idx(), sq.file() as usize);
            if FILE_AHEAD[c][s] & pawns[us] != 0 {
                acc.add(us, term::DOUBLED, 1);
            } else if PASSED_SPAN[c][s] & pawns[them] == 0 {
                acc.add(us, term::PASSED + relative(us, sq) / 8 - 1, 1);
                passed[us] |= 1u64 << s;
            }
            let rank_of = 0xFFu64 << (8 * sq.rank());
            let neighbours = ADJACENT_FILES[file] & pawns[us];
            if neighbours & rank_of != 0 || pawn_attacks[us] & (1u64 << s) != 0 {
                acc.add(us, term::CONNECTED + relative(us, sq) / 8 - 1, 1);
            }
            if neighbours == 0 {
                acc.add(us, term::ISOLATED, 1);
            } else {
                let level_or_behind = !RANKS_AHEAD[c][sq.rank() as usize];
                let stop = us.pick(sq.bit() << 8, sq.bit() >> 8);
                if neighbours & level_or_behind == 0 && stop & pawn_attacks[them] != 0 {
                    acc.add(us, term::BACKWARD, 1);
                }
            }
        }
    }
    passed
}

/// A square from `color`'s own side of the board (a1 = 0 for both).
#[inline]
fn relative(color: Color, sq: Square) -> usize {
    color.pick(sq.idx(), sq.idx() ^ 56)
}

/// What the evaluation's terms are handed to.
pub(crate) trait Terms: Sized {
    /// `color` has the feature `term` (an index into [`WEIGHTS`]) `count` times.
    fn add(&mut self, color: Color, term: usize, count: i32);

    /// `color` has a `role` on `sq`: its material (none for the king) and its square.
    #[inline]
    fn piece(&mut self, color: Color, role: Role, sq: Square) {
        if role != Role::King {
            self.add(color, term::MATERIAL + role.index(), 1);
        }
        self.add(
            color,
            term::PST + role.index() * 64 + relative(color, sq),
            1,
        );
    }

    /// The terms of the pawns alone, handed over by `terms`, which returns each side's passed
    /// pawns. They depend on nothing but `pawns`, so an accumulator may replay them from a
    /// cache instead ([`Sum`] does); the default hands them over as they come.
    #[inline]
    fn pawn_terms(
        &mut self,
        _pawns: &ByColor<u64>,
        terms: impl FnOnce(&mut Self) -> ByColor<u64>,
    ) -> ByColor<u64> {
        terms(self)
    }
}

/// A (middlegame, endgame) pair packed in one integer, the endgame in the low 32 bits, so
/// that one multiply-add sums both halves: exact, since neither half of any sum the
/// evaluation forms comes near the range of an `i32`.
#[inline(always)]
const fn pack(mg: i32, eg: i32) -> i64 {
    ((mg as i64) << 32) + eg as i64
}

/// [`WEIGHTS`] packed.
static PACKED_WEIGHTS: [i64; term::COUNT] = {
    let mut packed = [0; term::COUNT];
    let mut i = 0;
    while i < term::COUNT {
        packed[i] = pack(WEIGHTS[i].0, WEIGHTS[i].1);
        i += 1;
    }
    packed
};

/// [`Terms::piece`]'s two weights summed and packed, with the sign of the piece's colour: by
/// colour, role and square.
static PIECE_SQUARE: [[[i64; 64]; 6]; 2] = {
    let mut table = [[[0; 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let material = if role < 5 {
            PACKED_WEIGHTS[term::MATERIAL + role]
        } else {
            0
        };
        let mut sq = 0;
        while sq < 64 {
            table[0][role][sq] = material + PACKED_WEIGHTS[term::PST + role * 64 + sq];
            table[1][role][sq] = -(material + PACKED_WEIGHTS[term::PST + role * 64 + (sq ^ 56)]);
            sq += 1;
        }
        role += 1;
    }
    table
};

/// The engine's accumulator: the weights' sums, white's less black's, packed.
#[derive(Default)]
struct Sum(i64);

impl Sum {
    /// The middlegame sum.
    #[inline(always)]
    fn mg(&self) -> i32 {
        ((self.0 - i64::from(self.eg())) >> 32) as i32
    }

    /// The endgame sum.
    #[inline(always)]
    fn eg(&self) -> i32 {
        self.0 as i32
    }
}

impl Terms for Sum {
    #[inline(always)]
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.0 += PACKED_WEIGHTS[term] * i64::from(color.pick(count, -count));
    }

    #[inline(always)]
    fn piece(&mut self, color: Color, role: Role, sq: Square) {
        self.0 += PIECE_SQUARE[color.index()][role.index()][sq.idx()];
    }

    /// From this thread's pawn cache when it holds these pawns; else summed and stored.
    #[inline]
    fn pawn_terms(
        &mut self,
        pawns: &ByColor<u64>,
        terms: impl FnOnce(&mut Self) -> ByColor<u64>,
    ) -> ByColor<u64> {
        let entry = crate::pawn_cache::lookup(pawns[Color::White], pawns[Color::Black], || {
            let mut sum = Sum::default();
            let passed = terms(&mut sum);
            (sum.mg(), sum.eg(), passed)
        });
        self.0 += pack(entry.mg, entry.eg);
        entry.passed
    }
}

#[cfg(feature = "engine")]
/// The tuner's accumulator: each term's coefficient, white's count less black's.
pub(crate) struct Coefficients(pub [i32; term::COUNT]);

#[cfg(feature = "engine")]
impl Terms for Coefficients {
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.0[term] += color.pick(count, -count);
    }
}

#[cfg(feature = "engine")]
/// The position beyond the terms, as the tuner needs it: how far the game is towards the
/// endgame and how winnable an endgame lead is for either side. (The engine's
/// [`Chess::evaluate`] works out only the leader's scale.)
#[derive(Clone, Copy, Debug)]
pub(crate) struct Taper {
    /// 0..=24: 24 with all pieces on the board, 0 with pawns and kings only.
    pub phase: i32,
    /// The endgame scale (of [`SCALE_NORMAL`]) when that side leads in the endgame sum.
    pub scale: ByColor<i32>,
}

/// The side the endgame sum `eg` (white's point of view) favours; black on a tie, where the
/// scale multiplies zero.
fn endgame_leader(eg: i32) -> Color {
    if eg > 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The tapered evaluation, white's point of view: the middlegame and the scaled endgame sums
/// blended by `phase`.
#[inline]
fn blend(mg: i32, eg: i32, scale: i32, phase: i32) -> i32 {
    let eg = eg * scale / SCALE_NORMAL;
    (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX
}

#[cfg(feature = "engine")]
impl Taper {
    /// The evaluation, white's point of view, from the terms' sums.
    #[cfg(test)]
    pub(crate) fn white_score(&self, mg: i32, eg: i32) -> i32 {
        blend(mg, eg, self.scale[endgame_leader(eg)], self.phase)
    }
}

impl Chess {
    /// The evaluation in centipawns from the side to move's point of view.
    pub(crate) fn evaluate(&self) -> i32 {
        let mut sum = Sum::default();
        self.terms(&mut sum);
        // Only the leader's scale counts: the other side's is not worked out.
        let (mg, eg) = (sum.mg(), sum.eg());
        let scale = self.endgame_scale(endgame_leader(eg));
        let white = blend(mg, eg, scale, self.phase());
        self.side.pick(white, -white)
    }

    #[cfg(feature = "engine")]
    /// The evaluation's coefficients for the tuner.
    pub(crate) fn trace(&self) -> Trace {
        let mut c = Coefficients([0; term::COUNT]);
        self.terms(&mut c);
        let taper = self.taper();
        Trace {
            coefs: (0..term::COUNT)
                .filter(|&i| c.0[i] != 0)
                .map(|i| (i as u32, c.0[i]))
                .collect(),
            mg_share: f64::from(taper.phase) / f64::from(PHASE_MAX),
            eg_scale: taper.scale.map(|s| f64::from(s) / f64::from(SCALE_NORMAL)),
        }
    }

    #[cfg(feature = "engine")]
    /// The phase and both sides' endgame scales.
    pub(crate) fn taper(&self) -> Taper {
        Taper {
            phase: self.phase(),
            scale: ByColor::from_fn(|c| self.endgame_scale(c)),
        }
    }

    /// 0..=24: 24 with all pieces on the board, 0 with pawns and kings only.
    fn phase(&self) -> i32 {
        let mut phase = 0;
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            phase += PHASE[role.index()] * self.role(role).count() as i32;
        }
        phase.min(PHASE_MAX)
    }

    /// How winnable an endgame lead of `leader` is. Little when it has no pawn and at most
    /// a minor piece more than the other side (KBvK, KNvK, KRvKB, ...), rarely won. With
    /// bishops on opposite colours, a half or less: the defender's bishop holds a blockade
    /// the attacker's cannot break. A rook ending at most a pawn up with all the leader's
    /// pawns on one flank and the defending king at its own pawns, a bit over a half: the
    /// long theoretical draws. Otherwise each pawn short of four takes away a ninth, and
    /// pawns all on one flank a sixteenth: the fewer pawns and fronts the leader has, the
    /// more exchanges and blockades draw.
    fn endgame_scale(&self, leader: Color) -> i32 {
        let pawns = self.pieces(leader, Role::Pawn).count() as i32;
        let pieces = |c: Color, r: Role| self.pieces(c, r).count() as i32;
        let units = |c: Color| {
            let n = |r| pieces(c, r);
            3 * (n(Role::Knight) + n(Role::Bishop)) + 5 * n(Role::Rook) + 9 * n(Role::Queen)
        };
        if pawns == 0 {
            return if units(leader) - units(leader.flip()) <= 3 {
                SCALE_NO_PAWNS
            } else {
                SCALE_NORMAL
            };
        }
        if self.rook_pawn_fortress(leader) {
            return 0;
        }
        let bishops = self.role(Role::Bishop).bits();
        let opposite_bishops = pieces(Color::White, Role::Bishop) == 1
            && pieces(Color::Black, Role::Bishop) == 1
            && bishops & DARK_SQUARES != 0
            && bishops & !DARK_SQUARES != 0;
        if opposite_bishops {
            if units(Color::White) == 3 && units(Color::Black) == 3 {
                return SCALE_OPPOSITE_BISHOPS;
            }
            let men = self.color_bits(leader).count() as i32;
            return (SCALE_OPPOSITE_BISHOPS + SCALE_PER_MAN * men).min(SCALE_NORMAL);
        }
        let defender = leader.flip();
        let leader_pawns = self.pieces(leader, Role::Pawn).bits();
        let one_flank = (leader_pawns & KINGSIDE == 0) || (leader_pawns & !KINGSIDE == 0);
        // A rook each, at most a pawn up, all on one flank, with the defending king beside
        // its own pawns: the long theoretical draws of rook endings.
        if units(leader) == 5
            && units(defender) == 5
            && pieces(leader, Role::Rook) == 1
            && pieces(defender, Role::Rook) == 1
            && pawns - pieces(defender, Role::Pawn) <= 1
            && one_flank
            && (king_attacks(self.king_square(defender)) & self.pieces(defender, Role::Pawn)).any()
        {
            return SCALE_ROOK_ENDING;
        }
        (SCALE_FEW_PAWNS + SCALE_PER_PAWN * pawns).min(SCALE_NORMAL)
            - SCALE_ONE_FLANK * i32::from(one_flank)
    }

    /// `true` for the draws of pawns on a rook file: the leader's pawns are all on the a-file
    /// or all on the h-file, its only pieces are bishops that cannot cover the queening
    /// square (or none), and the defending king holds the corner: next to the queening
    /// square against bishops, ahead of every pawn on its file or the next without them.
    /// The king cannot be driven out of the corner and the pawn cannot be queened past it,
    /// whatever else the defender has (Stockfish's classical KBPsK and KPsK rules).
    fn rook_pawn_fortress(&self, leader: Color) -> bool {
        let defender = leader.flip();
        let pawns = self.pieces(leader, Role::Pawn).bits();
        let file = if pawns & !FILE_A == 0 {
            0
        } else if pawns & !file_mask(7) == 0 {
            7
        } else {
            return false;
        };
        let bishops = self.pieces(leader, Role::Bishop).bits();
        let king = self.king_square(leader).bb().bits();
        if self.color_bits(leader).bits() & !(pawns | bishops | king) != 0 {
            return false;
        }
        let queening = leader.pick(56 + file, file);
        let defending_king = self.king_square(defender);
        if bishops == 0 {
            let span = PASSED_SPAN[defender.index()][defending_king.idx()];
            return pawns & !span == 0;
        }
        let dark = |bits: u64| bits & DARK_SQUARES != 0;
        let covers = if dark(1u64 << queening) {
            dark(bishops)
        } else {
            bishops & !DARK_SQUARES != 0
        };
        !covers && defending_king.distance(Square::from_u8(queening as u8)) <= 1
    }

    /// Hands every term of the position to `acc`: the one evaluation code path.
    #[inline]
    pub(crate) fn terms<A: Terms>(&self, acc: &mut A) {
        let occ = self.occupied();
        let pawns = ByColor::from_fn(|c| self.pieces(c, Role::Pawn).bits());
        let pawn_attacks = ByColor::from_fn(|c| pawn_attacks_of(c, pawns[c]));
        let passed = acc.pawn_terms(&pawns, |acc| pawn_structure(acc, &pawns, &pawn_attacks));
        for us in Color::BOTH {
            for sq in Bitboard::from_bits_trusted(passed[us]) {
                self.passed_pawn_terms(acc, us, sq);
            }
        }
        // The squares each side attacks, by the attacker's role: filled by the piece loop,
        // read by the king terms after it.
        let mut attacked_by = ByColor::from_fn(|c| {
            let mut by_role = [0u64; 6];
            by_role[Role::Pawn.index()] = pawn_attacks[c];
            by_role[Role::King.index()] = king_attacks(self.king_square(c)).bits();
            by_role
        });
        for us in Color::BOTH {
            let them = us.flip();
            let their = |r: Role| self.pieces(them, r).bits();
            let count = |bits: u64| bits.count_ones() as i32;
            // Squares worth moving to: not our pawns or king, not attacked by enemy pawns.
            let area = !(pawns[us] | self.pieces(us, Role::King).bits() | pawn_attacks[them]);
            let zone =
                king_attacks(self.king_square(them)).bits() | self.king_square(them).bb().bits();
            let mut attackers = 0usize;
            let by_role = &mut attacked_by[us];
            let mut piece = |acc: &mut A, role: Role, attacks: u64, mobility: usize| {
                by_role[role.index()] |= attacks;
                acc.add(us, mobility + count(attacks & area) as usize, 1);
                let hits = count(attacks & zone);
                if hits > 0 {
                    attackers += 1;
                    acc.add(us, term::KING_ZONE_ATTACKS + role.index() - 1, hits);
                }
            };

            for role in Role::ALL {
                if role == Role::Pawn {
                    // In `pawn_structure`, with the rest of the pawns' own terms.
                    continue;
                }
                for sq in self.pieces(us, role) {
                    acc.piece(us, role, sq);
                    match role {
                        Role::Pawn => {}
                        Role::Knight => {
                            let a = knight_attacks(sq).bits();
                            piece(acc, role, a, term::MOBILITY_KNIGHT);
                            self.minor_threats(acc, us, a);
                            minor_place(acc, us, sq, 0, &pawns, &pawn_attacks);
                        }
                        Role::Bishop => {
                            let a = bishop_attacks(sq, occ).bits();
                            piece(acc, role, a, term::MOBILITY_BISHOP);
                            self.minor_threats(acc, us, a);
                            minor_place(acc, us, sq, 1, &pawns, &pawn_attacks);
                        }
                        Role::Rook => {
                            let a = rook_attacks(sq, occ).bits();
                            piece(acc, role, a, term::MOBILITY_ROOK);
                            let queens = count(a & their(Role::Queen));
                            if queens > 0 {
                                acc.add(us, term::THREAT_BY_ROOK, queens);
                            }
                            if relative(us, sq) / 8 == 6 {
                                let eighth = relative(them, self.king_square(them)) / 8 == 0;
                                let seventh = 0xFFu64 << (8 * us.pick(6, 1));
                                if eighth || pawns[them] & seventh != 0 {
                                    acc.add(us, term::ROOK_SEVENTH, 1);
                                }
                            }
                            let file = file_mask(sq.file() as usize);
                            if file & pawns[us] == 0 {
                                let t = if file & pawns[them] == 0 {
                                    term::ROOK_OPEN
                                } else {
                                    term::ROOK_HALF_OPEN
                                };
                                acc.add(us, t, 1);
                            }
                        }
                        Role::Queen => {
                            let a = (bishop_attacks(sq, occ) | rook_attacks(sq, occ)).bits();
                            piece(acc, role, a, term::MOBILITY_QUEEN);
                        }
                        Role::King => self.shield_terms(acc, us, sq, &pawns),
                    }
                }
            }
            if attackers > 0 {
                acc.add(us, term::KING_ATTACKERS + attackers.min(7) - 1, 1);
            }
            for (i, victim) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
                .into_iter()
                .enumerate()
            {
                let hit = count(pawn_attacks[us] & their(victim));
                if hit > 0 {
                    acc.add(us, term::THREAT_BY_PAWN + i, hit);
                }
            }
            if self.pieces(us, Role::Bishop).more_than_one() {
                acc.add(us, term::BISHOP_PAIR, 1);
            }
        }
        // Every square each side attacks, by any piece.
        let attacked = ByColor::from_fn(|c| attacked_by[c].iter().fold(0, |a, &b| a | b));
        for us in Color::BOTH {
            self.king_attack_terms(acc, us, &attacked_by, &attacked);
            self.hanging_terms(acc, us, &attacked);
        }
        acc.add(self.side, term::TEMPO, 1);
    }

    /// `us`'s attack on the enemy king, from both sides' attack maps: safe checks per piece
    /// type, and the squares next to the king that only the king defends.
    #[inline]
    fn king_attack_terms<A: Terms>(
        &self,
        acc: &mut A,
        us: Color,
        attacked_by: &ByColor<[u64; 6]>,
        attacked: &ByColor<u64>,
    ) {
        let them = us.flip();
        let king = self.king_square(them);
        let occ = self.occupied();
        let ours = &attacked_by[us];
        let theirs = &attacked_by[them];
        let their_all = attacked[them];
        let safe = !self.color_bits(us).bits() & !their_all;
        let diagonal = bishop_attacks(king, occ).bits();
        let straight = rook_attacks(king, occ).bits();
        let checks = [
            knight_attacks(king).bits() & ours[Role::Knight.index()],
            diagonal & ours[Role::Bishop.index()],
            straight & ours[Role::Rook.index()],
            (diagonal | straight) & ours[Role::Queen.index()],
        ];
        for (i, squares) in checks.into_iter().enumerate() {
            let n = (squares & safe).count_ones() as i32;
            if n > 0 {
                acc.add(us, term::SAFE_CHECK + i, n);
            }
        }
        let defended = theirs[..Role::King.index()].iter().fold(0, |a, &b| a | b);
        let our_all = attacked[us];
        let weak = king_attacks(king).bits() & our_all & !defended;
        if weak != 0 {
            acc.add(us, term::KING_WEAK_ZONE, weak.count_ones() as i32);
        }
    }

    /// Enemy pieces (not pawns) that `us` attacks and nothing of theirs defends.
    #[inline]
    fn hanging_terms<A: Terms>(&self, acc: &mut A, us: Color, attacked: &ByColor<u64>) {
        let them = us.flip();
        let (ours, theirs) = (attacked[us], attacked[them]);
        let pieces = self.color_bits(them).bits()
            & !self.pieces(them, Role::Pawn).bits()
            & !self.pieces(them, Role::King).bits();
        let n = (pieces & ours & !theirs).count_ones() as i32;
        if n > 0 {
            acc.add(us, term::HANGING, n);
        }
    }

    /// The terms of `us`'s passed pawn on `sq` that depend on more than the pawns: its
    /// escort (both kings' distances to its stop square), a blockade, a free path, each
    /// weighted by how far it has come.
    #[inline]
    fn passed_pawn_terms<A: Terms>(&self, acc: &mut A, us: Color, sq: Square) {
        let them = us.flip();
        let (c, s) = (us.index(), sq.idx());
        let weight = relative(us, sq) as i32 / 8 - 1;
        if weight <= 0 {
            return;
        }
        let stop = us.pick(s + 8, s - 8);
        let stop_sq = Square::from_u8(stop as u8);
        let own = i32::from(self.king_square(us).distance(stop_sq));
        let their = i32::from(self.king_square(them).distance(stop_sq));
        acc.add(us, term::PASSED_KING_OWN, own * weight);
        acc.add(us, term::PASSED_KING_THEIR, their * weight);
        let occ = self.occupied().bits();
        if occ & (1u64 << stop) != 0 {
            acc.add(us, term::PASSED_BLOCKED, weight);
        } else if occ & FILE_AHEAD[c][s] == 0 {
            acc.add(us, term::PASSED_FREE, weight);
        }
    }

    /// Enemy rooks and queens a knight or bishop of `us` attacks on `attacks`.
    #[inline]
    fn minor_threats<A: Terms>(&self, acc: &mut A, us: Color, attacks: u64) {
        for (i, victim) in [Role::Rook, Role::Queen].into_iter().enumerate() {
            let hit = (attacks & self.pieces(us.flip(), victim).bits()).count_ones() as i32;
            if hit > 0 {
                acc.add(us, term::THREAT_BY_MINOR + i, hit);
            }
        }
    }

    /// The pawns around `us`'s king on `king`, per file around it: the shield (an own pawn
    /// one rank ahead, two ranks ahead, or neither), a file without pawns, and the nearest
    /// enemy pawn storming it.
    #[inline]
    fn shield_terms<A: Terms>(&self, acc: &mut A, us: Color, king: Square, pawns: &ByColor<u64>) {
        let rank = relative(us, king) / 8;
        if rank >= 6 {
            return;
        }
        let them = us.flip();
        let rank_bits = |r: usize| 0xFFu64 << (8 * us.pick(r, 7 - r));
        let (near, far) = (rank_bits(rank + 1), rank_bits(rank + 2));
        let ahead = RANKS_AHEAD[us.index()][king.rank() as usize];
        let file = king.file() as usize;
        for f in file.saturating_sub(1)..(file + 2).min(8) {
            let on_file = pawns[us] & file_mask(f);
            let t = if on_file & near != 0 {
                0
            } else if on_file & far != 0 {
                1
            } else {
                2
            };
            acc.add(us, term::PAWN_SHIELD + t, 1);
            let stormers = pawns[them] & file_mask(f) & ahead;
            if stormers == 0 {
                if on_file == 0 {
                    acc.add(us, term::KING_OPEN_FILE, 1);
                }
                continue;
            }
            // The enemy pawn nearest to our side of the board.
            let nearest = match us {
                Color::White => stormers.trailing_zeros(),
                Color::Black => 63 - stormers.leading_zeros(),
            } as usize;
            let storm_rank = us.pick(nearest, nearest ^ 56) / 8;
            if (2..=4).contains(&storm_rank) {
                let in_front = us.pick(nearest - 8, nearest + 8);
                if pawns[us] & (1u64 << in_front) != 0 {
                    acc.add(us, term::PAWN_STORM_BLOCKED, 1);
                } else {
                    acc.add(us, term::PAWN_STORM + storm_rank - 2, 1);
                }
            }
        }
    }
}

#[cfg(feature = "engine")]
/// The name of every weight, in [`WEIGHTS`]'s order.
pub(crate) fn term_names() -> Vec<String> {
    let roles = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    let mut names: Vec<String> = roles[..5].iter().map(|r| format!("material {r}")).collect();
    for r in roles {
        for sq in Square::all() {
            names.push(format!("pst {r} {sq}"));
        }
    }
    for (role, moves) in [("knight", 9), ("bishop", 14), ("rook", 15), ("queen", 28)] {
        names.extend((0..moves).map(|n| format!("mobility {role} {n}")));
    }
    names.extend(
        roles[1..5]
            .iter()
            .map(|r| format!("king zone attacks by {r}")),
    );
    names.extend((1..=7).map(|n| format!("king attackers {n}{}", if n == 7 { "+" } else { "" })));
    names.extend(["near", "far", "missing"].map(|w| format!("pawn shield {w}")));
    names.extend((2..=7).map(|r| format!("passed pawn rank {r}")));
    names.extend(
        [
            "doubled pawn",
            "isolated pawn",
            "backward pawn",
            "bishop pair",
            "rook on open file",
            "rook on half-open file",
        ]
        .map(String::from),
    );
    names.extend(roles[1..5].iter().map(|r| format!("threat by pawn on {r}")));
    names.extend(["rook", "queen"].map(|r| format!("threat by minor on {r}")));
    names.push("threat by rook on queen".to_string());
    names.push("tempo".to_string());
    names.extend(roles[1..5].iter().map(|r| format!("safe check by {r}")));
    names.push("weak king zone square".to_string());
    names.push("open file at the king".to_string());
    names.extend((3..=5).map(|r| format!("pawn storm rank {r}")));
    names.push("pawn storm blocked".to_string());
    names.extend((2..=7).map(|r| format!("connected pawn rank {r}")));
    names.extend(
        [
            "passed pawn own king distance",
            "passed pawn enemy king distance",
            "passed pawn blocked",
            "passed pawn free path",
            "knight outpost",
            "bishop outpost",
            "minor behind pawn",
            "rook on seventh",
            "hanging piece",
        ]
        .map(String::from),
    );
    names
}

#[cfg(feature = "engine")]
impl Tunable for Chess {
    fn model() -> Option<Model<Chess>> {
        Some(Model {
            names: term_names(),
            weights: WEIGHTS.to_vec(),
            trace: Chess::trace,
        })
    }

    fn network_inputs() -> Option<gambit_engine::tune::InputSpec<Chess>> {
        Some(gambit_engine::tune::InputSpec::of())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::board::zobrist::KeyStream;
    use gambit::search::SearchGame;
    use gambit::Game;

    /// Positions from the bench set and random games from the start.
    fn positions() -> Vec<Chess> {
        let mut out: Vec<Chess> = Chess::BENCH_FENS
            .iter()
            .map(|f| Chess::from_fen(f, Default::default()).unwrap())
            .collect();
        let mut rng = KeyStream::new(99);
        for _ in 0..60 {
            let mut pos = Chess::startpos(Default::default());
            let plies = rng.next_key() % 120;
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.make(moves[(rng.next_key() % moves.len() as u64) as usize]);
                out.push(Chess::from_fen(&pos.fen(), Default::default()).unwrap());
            }
        }
        out
    }

    /// The evaluation of a position for the side to move equals that of the same position
    /// with the colors swapped and the board turned: no term favours one color.
    #[test]
    fn the_evaluation_does_not_depend_on_color() {
        let mut checked = 0;
        for pos in positions() {
            let f: Vec<String> = pos.fen().split_whitespace().map(String::from).collect();
            let fen = format!("{} {} - - 0 1", f[0], f[1]);
            let a = Chess::from_fen(&fen, Default::default()).unwrap();
            let b = Chess::from_fen(&crate::fen::color_flipped(&fen), Default::default()).unwrap();
            assert_eq!(a.evaluate(), b.evaluate(), "{fen}");
            checked += 1;
        }
        assert!(checked > 1000);
    }

    #[test]
    fn the_evaluation_is_the_trace_times_the_weights() {
        for pos in positions() {
            let mut c = Coefficients([0; term::COUNT]);
            pos.terms(&mut c);
            let (mut mg, mut eg) = (0, 0);
            for (i, &(wm, we)) in WEIGHTS.iter().enumerate() {
                mg += c.0[i] * wm;
                eg += c.0[i] * we;
            }
            let white = pos.taper().white_score(mg, eg);
            let stm = if pos.side_to_move() == Color::White {
                white
            } else {
                -white
            };
            assert_eq!(pos.evaluate(), stm, "{pos}");
            // The tuner's model (no integer rounding) agrees within the rounding.
            let weights: Vec<(f64, f64)> = WEIGHTS
                .iter()
                .map(|&(m, e)| (f64::from(m), f64::from(e)))
                .collect();
            let model = pos.trace().evaluate(&weights);
            assert!(
                (model - f64::from(white)).abs() <= 2.0,
                "{pos}: {model} vs {white}"
            );
        }
    }

    #[test]
    fn packed_sums_give_back_both_halves() {
        // Signs mixed every way, and sums far beyond any evaluation's (a board full of
        // queens is under 100,000 centipawns).
        let pairs = [(0, 0), (1, -1), (-1, 1), (-1, -1), (1075, -891), (-68, 84)];
        let counts = [1, -1, 7, -64, 1000, -1000];
        for &(mg, eg) in &pairs {
            for &n in &counts {
                let mut sum = Sum::default();
                sum.0 += pack(mg, eg) * i64::from(n);
                sum.0 += pack(-300_000, 200_000);
                assert_eq!(sum.mg(), mg * n - 300_000, "{mg} {eg} {n}");
                assert_eq!(sum.eg(), eg * n + 200_000, "{mg} {eg} {n}");
            }
        }
    }

    #[test]
    fn the_pawn_cache_changes_no_evaluation() {
        // The first pass fills the cache (the positions of a game share pawn structures, so
        // it hits too), the second meets every structure again, in the cache or replaced.
        let positions = positions();
        let first: Vec<i32> = positions.iter().map(|p| p.evaluate()).collect();
        for (pos, &e) in positions.iter().rev().zip(first.iter().rev()) {
            assert_eq!(pos.evaluate(), e, "{pos}");
            let mut sum = Sum::default();
            let passed = pawn_structure(
                &mut sum,
                &ByColor::from_fn(|c| pos.pieces(c, Role::Pawn).bits()),
                &ByColor::from_fn(|c| pawn_attacks_of(c, pos.pieces(c, Role::Pawn).bits())),
            );
            let entry = crate::pawn_cache::lookup(
                pos.pieces(Color::White, Role::Pawn).bits(),
                pos.pieces(Color::Black, Role::Pawn).bits(),
                || unreachable!("just evaluated: the structure is in the cache"),
            );
            assert_eq!(
                (entry.mg, entry.eg, entry.passed),
                (sum.mg(), sum.eg(), passed)
            );
        }
    }

    #[test]
    fn the_evaluation_is_symmetric() {
        for pos in positions() {
            let fen = pos.fen();
            let mut fields = fen.split(' ');
            let board: String = fields
                .next()
                .unwrap()
                .split('/')
                .rev()
                .collect::<Vec<_>>()
                .join("/")
                .chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect();
            let side = if fields.next() == Some("w") { "b" } else { "w" };
            let mirrored = Chess::from_fen(&format!("{board} {side} - - 0 1"), Default::default());
            let Ok(mirrored) = mirrored else { continue };
            assert_eq!(pos.evaluate(), mirrored.evaluate(), "{fen}");
        }
    }

    /// The pawn, rook-file and shield features of a hand-checked position.
    /// The coefficient of every term in the position `fen`.
    fn coefficients(fen: &str) -> [i32; term::COUNT] {
        let pos = Chess::from_fen(fen, Default::default()).unwrap();
        let mut c = Coefficients([0; term::COUNT]);
        pos.terms(&mut c);
        c.0
    }

    #[test]
    fn features_of_a_known_position() {
        // White pawns a2, h2, h3, d5; black pawn e6, black rook on the open c-file.
        let pos = Chess::from_fen(
            "2r1k3/8/4p3/3P4/8/7P/P6P/R3K2R w - - 0 1",
            Default::default(),
        )
        .unwrap();
        let mut c = Coefficients([0; term::COUNT]);
        pos.terms(&mut c);
        let at = |t: usize| c.0[t];
        // Isolated: a2, h2, h3, d5 less e6. Doubled: h2 (h3 ahead). Passed: a2 (rank 2) and
        // h3 (rank 3); d5 is stopped by e6's file, e6 by d5's.
        assert_eq!(at(term::ISOLATED), 3);
        assert_eq!(at(term::DOUBLED), 1);
        assert_eq!(at(term::PASSED), 1);
        assert_eq!(at(term::PASSED + 1), 1);
        assert_eq!(at(term::PASSED + 3), 0);
        assert_eq!(at(term::BACKWARD), 0);
        assert_eq!(at(term::ROOK_OPEN), -1);
        assert_eq!(at(term::ROOK_HALF_OPEN), 0);
        assert_eq!(at(term::BISHOP_PAIR), 0);
        // Shields: white's d, e, f files empty; black's e-file pawn two ranks ahead.
        assert_eq!(at(term::PAWN_SHIELD + 2), 3 - 2);
        assert_eq!(at(term::PAWN_SHIELD + 1), -1);
        assert_eq!(at(term::PAWN_SHIELD), 0);
        assert_eq!(at(term::TEMPO), 1);
        assert_eq!(at(term::MATERIAL), 4 - 1);
        assert_eq!(at(term::MATERIAL + 3), 2 - 1);
    }

    #[test]
    fn king_attack_features_of_a_known_position() {
        // White: Kg1, Re1, pawns f2 g3 h2. Black: Kg8, pawns f3 g4 h4.
        let c = coefficients("6k1/8/8/8/6pp/5pP1/5P1P/4R1K1 w - - 0 1");
        let at = |t: usize| c[t];
        // f3 and g4 storm white's king but are blocked by f2 and g3; h4 is free on white's
        // 4th rank. Black's king sees no white pawn near it.
        assert_eq!(at(term::PAWN_STORM_BLOCKED), 2);
        assert_eq!(at(term::PAWN_STORM + 1), 1);
        assert_eq!(at(term::PAWN_STORM), 0);
        assert_eq!(at(term::PAWN_STORM + 2), 0);
        assert_eq!(at(term::KING_OPEN_FILE), 0);
        // Re1 can check from e8, which no black piece attacks.
        assert_eq!(at(term::SAFE_CHECK + 2), 1);
        assert_eq!(at(term::SAFE_CHECK + 3), 0);
        // g2, next to white's king, is attacked by f3 and defended by the king alone.
        assert_eq!(at(term::KING_WEAK_ZONE), -1);
        // White's king on g1 with no pawn on the f, g and h files; black's behind a7 b7 c7.
        let c = coefficients("1k6/ppp5/8/8/8/8/8/6K1 w - - 0 1");
        assert_eq!(c[term::KING_OPEN_FILE], 3);
        assert_eq!(c[term::PAWN_STORM_BLOCKED], 0);
    }

    #[test]
    fn pawn_and_piece_placement_features_of_a_known_position() {
        // White: Kg1, Ra7, Nd5, Be3, pawns b6 e4 f4. Black: Kg8, Bb7.
        let c = coefficients("6k1/Rb6/1P6/3N4/4PP2/4B3/8/6K1 w - - 0 1");
        let at = |t: usize| c[t];
        // e4 and f4 stand side by side on the 4th rank; b6 has no neighbour.
        assert_eq!(at(term::CONNECTED + 2), 2);
        assert_eq!(at(term::CONNECTED + 4), 0);
        // All three are passed (black has no pawn). Stop squares b7, e5, f5, weights
        // 6 - 2 = 4 and 4 - 2 = 2. Kg1 is 6, 4, 4 away; Kg8 5, 3, 3.
        assert_eq!(at(term::PASSED + 4), 1);
        assert_eq!(at(term::PASSED + 2), 2);
        assert_eq!(at(term::PASSED_KING_OWN), 6 * 4 + 4 * 2 + 4 * 2);
        assert_eq!(at(term::PASSED_KING_THEIR), 5 * 4 + 3 * 2 + 3 * 2);
        // The bishop on b7 blocks b6; nothing stands ahead of e4 and f4.
        assert_eq!(at(term::PASSED_BLOCKED), 4);
        assert_eq!(at(term::PASSED_FREE), 2 + 2);
        // Nd5: the 5th rank, defended by e4, no black pawn to chase it. Be3 stands behind e4.
        assert_eq!(at(term::OUTPOST), 1);
        assert_eq!(at(term::OUTPOST + 1), 0);
        assert_eq!(at(term::MINOR_BEHIND_PAWN), 1);
        // Ra7 with the black king on the 8th; it attacks Bb7, which nothing defends (the
        // bishop's attack on Nd5 does not count: e4 defends the knight).
        assert_eq!(at(term::ROOK_SEVENTH), 1);
        assert_eq!(at(term::HANGING), 1);
        // The same for black in the mirrored position: every count changes sign.
        let m = coefficients("6k1/8/4b3/4pp2/3n4/1p6/rB6/6K1 b - - 0 1");
        for t in term::CONNECTED..term::COUNT {
            assert_eq!(m[t], -c[t], "term {t}");
        }
    }

    /// The endgame scale of `leader` in the position `fen`.
    fn scale(fen: &str, leader: Color) -> i32 {
        Chess::from_fen(fen, Default::default())
            .unwrap()
            .taper()
            .scale[leader]
    }

    #[test]
    fn rook_pawns_against_a_king_in_the_corner_are_drawn() {
        // Seen in a match: a light bishop and an a-pawn queening on a dark square.
        assert_eq!(scale("8/8/2b5/8/k7/p7/8/1K6 b - - 39 125", Color::Black), 0);
        // And a dark bishop with an h-pawn queening on a light square, two pawns.
        assert_eq!(scale("8/8/7p/6kp/8/2b5/6K1/8 b - - 7 107", Color::Black), 0);
        // The right bishop wins.
        assert_ne!(scale("8/8/1b6/8/k7/p7/8/1K6 b - - 39 125", Color::Black), 0);
        // The king too far from the corner loses.
        assert_ne!(scale("8/8/2b5/8/k7/p7/8/3K4 b - - 39 125", Color::Black), 0);
        // A pawn on another file wins.
        assert_ne!(
            scale("8/8/2b5/8/k7/pp6/8/1K6 b - - 39 125", Color::Black),
            0
        );
        // King and rook pawns: the defender ahead of the pawns on the next file holds;
        // behind them, or with a knight for the leader, it does not.
        assert_eq!(scale("1k6/8/8/P7/8/8/P7/4K3 w - - 0 1", Color::White), 0);
        assert_ne!(scale("8/8/8/P7/1k6/8/P7/4K3 w - - 0 1", Color::White), 0);
        assert_ne!(scale("1k6/8/8/P7/8/8/P7/4KN2 w - - 0 1", Color::White), 0);
    }

    #[test]
    fn drawish_endings_scale_the_endgame_lead_down() {
        // Four pawns or more on both flanks: a normal ending; each pawn fewer takes 14 of
        // 128, and pawns on one flank only 8 more.
        assert_eq!(
            scale("4k3/8/8/8/8/8/PP4PP/4K3 w - - 0 1", Color::White),
            SCALE_NORMAL
        );
        assert_eq!(
            scale("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1", Color::White),
            120
        );
        assert_eq!(scale("4k3/8/8/8/8/8/PP6/4K3 w - - 0 1", Color::White), 92);
        assert_eq!(scale("4k3/8/8/8/8/8/P6P/R3K3 w - - 0 1", Color::White), 100);
        // A rook each, a pawn up on one flank, the defending king at its pawn.
        let rooks = "r7/6kp/8/8/8/8/5PP1/4K2R w - - 0 1";
        assert_eq!(scale(rooks, Color::White), SCALE_ROOK_ENDING);
        // The same with the defending king away from its pawn: the pawn rule.
        assert_eq!(
            scale("r7/7p/1k6/8/8/8/5PP1/4K2R w - - 0 1", Color::White),
            92
        );
        // Black has no pawn and is not ahead by more than a minor: hardly winnable for it.
        assert_eq!(
            scale("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", Color::Black),
            SCALE_NO_PAWNS
        );
        // Bishops on opposite colours (c1 dark, c8 light) and nothing else.
        let ocb = "2b1k3/8/8/8/8/8/PPP5/2B1K3 w - - 0 1";
        assert_eq!(scale(ocb, Color::White), SCALE_OPPOSITE_BISHOPS);
        // With rooks too: 44 + 6 per white man (king, rook, bishop, three pawns).
        let ocb_rooks = "r1b1k3/8/8/8/8/8/PPP5/R1B1K3 w - - 0 1";
        assert_eq!(scale(ocb_rooks, Color::White), 44 + 6 * 6);
        // Bishops on the same colour (c1 and f8, both dark): the pawn rule.
        assert_eq!(
            scale("4kb2/8/8/8/8/8/PPP5/2B1K3 w - - 0 1", Color::White),
            106
        );
    }

    #[test]
    fn every_weight_has_a_name() {
        let names = term_names();
        assert_eq!(names.len(), term::COUNT);
        assert_eq!(names[term::PST + 64 + 28], "pst knight e4");
        assert_eq!(names[term::TEMPO], "tempo");
        assert_eq!(names[term::PASSED], "passed pawn rank 2");
        assert_eq!(names[term::KING_ATTACKERS + 6], "king attackers 7+");
    }
}
