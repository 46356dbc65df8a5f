//! The terms a variant's ends call for, each weighed against what the other side attacks:
//! a royal piece's way to its flag region (king of the hill, racing kings), the checks given
//! and the safe checks a side could give toward a check limit (three-check), the forcing
//! play of a side that wins by losing its pieces (antichess), and a pawn army's shape
//! against the side that must break it (horde).
//! The shapes follow Fairy-Stockfish's variant terms; every weight was played
//! (docs/strength.md, "Variants").

use super::super::position::Position;
use super::super::tables::Bits;
use super::super::variant::{NoMoves, Role, Variant};
use super::view::SideView;
use crate::board::Geometry;
use crate::square::Color;
use crate::square_set::SquareSet;

/// The bonus of a royal piece that has a way into its flag region, by the steps that way
/// takes: `FLAG_WAY * n / (n + steps²)` with `n` the squares of the region reached in that
/// many steps.
const FLAG_WAY: i32 = 2000;

/// The bonus of a side that has given this many checks toward a check limit of three.
/// (Fairy-Stockfish's weights, 1800 / checks left² in the middlegame, lost in games:
/// docs/strength.md.)
const CHECKS_GIVEN: [i32; 3] = [0, 180, 520];

/// Under a check limit, the bonus per square (up to five) from which a side could give a
/// safe check next, times three over the checks it has left to give.
const CHECK_THREAT: i32 = 40;

/// Where captures are forced: the cost of having a capture to make, divided by one more
/// than the captures the other side takes back.
const FORCED_CAPTURE: i32 = 1000;

/// Where captures are forced: the bonus per empty square a side can move to that the other
/// side attacks (a capture it can force), twice where it is not defended twice.
const OFFER: i32 = 100;

/// A pawn army's cost per pawn that has no pawn beside it on either next file (easy to
/// stop), on the outer files of each pair.
const LONE_PAWN: i32 = 40;

/// The bonus against a pawn army per enemy pawn, by the pawns in the way of a breakthrough.
const BREAKTHROUGH: i32 = 35;

/// A pawn army's space: per safe square, the square of its weight (its men less three, plus
/// the locked pawns up to nine) over this. Fairy-Stockfish's 16, in its units (a pawn worth
/// about twice ours); other divisors lost to it in games (docs/strength.md).
const ARMY_SPACE: i32 = 32;

impl<V: Variant> Position<V> {
    /// `color`'s way into its flag region: king steps from its royal piece, a square the
    /// enemy attacks (or an own pawn stands on) held back a step, a square the enemy attacks
    /// twice or guards with a pawn held back two.
    pub(super) fn flag_race(&self, color: Color, theirs: &SideView<V>) -> i32 {
        let t = self.t;
        let b = &self.board;
        let (Some(_), Some(royal)) = (V::RULES.ends.flag, t.royal) else {
            return 0;
        };
        let targets = t.flag_region[color.index()];
        let occ = b.occupied();
        let enemy = color.flip();
        let (mut own_pawns, mut stopped, mut stuck) =
            (Bits::<V>::EMPTY, Bits::<V>::EMPTY, Bits::<V>::EMPTY);
        if let Some(pawn) = t.pawn {
            own_pawns = b.pieces(color, pawn);
            let enemy_pawns = b.pieces(enemy, pawn);
            for sq in own_pawns.indices() {
                let (ahead, _) = self.reach(color, pawn, sq, occ);
                if (ahead & (occ | theirs.attacks)).any() {
                    stopped |= Bits::<V>::single(sq);
                }
                if (ahead & enemy_pawns).any() {
                    stuck |= Bits::<V>::single(sq);
                }
            }
        }
        let held = own_pawns | theirs.attacks;
        let held_twice = theirs.twice | stopped | (b.color(enemy) & theirs.pawn_attacks);
        let mut front = b.pieces(color, royal);
        let (mut hold, mut hold2, mut seen) =
            (Bits::<V>::EMPTY, Bits::<V>::EMPTY, Bits::<V>::EMPTY);
        let mut score = 0;
        for steps in 0..(V::Board::FILES + V::Board::RANKS) as i32 {
            if (front | hold | hold2).is_empty() || (targets & !seen).is_empty() {
                break;
            }
            let arrived = (targets & front).popcount() as i32;
            if arrived > 0 {
                score += FLAG_WAY * arrived / (arrived + steps * steps);
            }
            let current = front & !targets;
            seen |= front;
            front = hold & !seen;
            hold = hold2 & !seen;
            hold2 = Bits::<V>::EMPTY;
            for sq in current.indices() {
                let next = t.ring[sq as usize] & !seen;
                front |= next & !held;
                hold |= next & !held_twice;
                hold2 |= next & !stuck;
            }
        }
        score
    }

    /// The checks `color` has given toward a check limit of three; under another limit,
    /// the checks still to give index it from the end.
    pub(super) fn checks_given(&self, color: Color) -> i32 {
        let limit = V::RULES.ends.check_limit;
        if limit == 0 {
            return 0;
        }
        let left = self.st().checks[color.index()].min(limit);
        let given = (CHECKS_GIVEN.len() as u8).saturating_sub(left) as usize;
        CHECKS_GIVEN.get(given).copied().unwrap_or(0)
    }

    /// Under a check limit: the safe checks `color` could give next, each worth more as
    /// fewer checks are left to give.
    pub(super) fn check_threats(&self, color: Color, theirs: &SideView<V>) -> i32 {
        let limit = V::RULES.ends.check_limit;
        if limit == 0 {
            return 0;
        }
        let t = self.t;
        let b = &self.board;
        let enemy = color.flip();
        let Some(ksq) = b.royal_square(t, enemy) else {
            return 0;
        };
        let occ = b.occupied();
        let open = !b.color(color) & !theirs.attacks & t.board;
        let mut squares = Bits::<V>::EMPTY;
        for kind in 0..t.kinds as u8 {
            let pieces = b.pieces(color, kind);
            if pieces.is_empty() || t.role[kind as usize] == Role::Royal {
                continue;
            }
            let checking = self.reach(enemy, kind, ksq, occ).1 & open;
            if checking.is_empty() {
                continue;
            }
            for sq in pieces.indices() {
                let (quiet, capture) = self.reach(color, kind, sq, occ);
                squares |= checking & ((quiet & !occ) | (capture & b.color(enemy)));
            }
            if b.hand(color, kind) > 0 {
                squares |= checking & !occ;
            }
        }
        let left = self.st().checks[color.index()].clamp(1, limit) as i32;
        CHECK_THREAT * (squares.popcount() as i32).min(5) * 3 / left
    }

    /// Where a side wins by losing its pieces: its material counted a little against it,
    /// the captures it would be forced to make, the captures it can force, and its pieces'
    /// worth on average (a few strong pieces are easy to give away).
    pub(super) fn giving_away(
        &self,
        color: Color,
        mine: &SideView<V>,
        theirs: &SideView<V>,
    ) -> i32 {
        let b = &self.board;
        let mut score = -mine.material / 8;
        let captures = mine.attacks & b.color(color.flip());
        if captures.any() {
            let taken_back = (captures & theirs.attacks & !mine.twice).popcount() as i32;
            score -= FORCED_CAPTURE / (1 + taken_back);
        }
        let offers = mine.quiet & theirs.attacks;
        score += OFFER * (offers.popcount() + (offers & !mine.twice).popcount()) as i32;
        score + mine.piece_material / mine.men.max(1)
    }

    /// Where a side loses on losing every piece (horde): a side of pawns only pays for pawns
    /// without neighbours and gains for the squares it holds ([`Position::army_space`]),
    /// and the side against it gains as a file opens or its pieces reach
    /// the army's first rank.
    pub(super) fn pawn_army(
        &self,
        color: Color,
        phase: i32,
        mine: &SideView<V>,
        theirs: &SideView<V>,
    ) -> i32 {
        let t = self.t;
        let b = &self.board;
        let (Some(e), Some(pawn)) = (V::RULES.ends.extinction, t.pawn) else {
            return 0;
        };
        if e.pieces_left != 0 || !matches!(e.value, NoMoves::Loss) {
            return 0;
        }
        let files = V::Board::FILES as usize;
        let on_file = |c: Color, f: usize| (t.files[f] & b.pieces(c, pawn)).popcount() as i32;
        let enemy = color.flip();
        let mine_pawns = b.pieces(color, pawn).popcount() as i32;
        let their_pawns = b.pieces(enemy, pawn).popcount() as i32;
        if mine.men > 0 && mine.men == mine_pawns {
            let mut score = 0;
            for f in 0..files {
                let left = if f > 0 { on_file(color, f - 1) } else { 0 };
                let right = if f + 1 < files {
                    on_file(color, f + 1)
                } else {
                    0
                };
                let edge = f.min(files - 1 - f) as i32;
                score -= (LONE_PAWN - LONE_PAWN / 8 * (edge % 2)) * on_file(color, f)
                    / (1 + left * right);
            }
            score += self.army_space(color, phase, [mine, theirs], pawn);
            return score;
        }
        if theirs.men == 0 || theirs.men != their_pawns {
            return 0;
        }
        let first_rank = t.back_rank[enemy.index()] as usize;
        let first = (0..files)
            .map(|f| Bits::<V>::single((first_rank * files + f) as u32))
            .fold(Bits::<V>::EMPTY, |a, s| a | s);
        let through = mine.attacks & first;
        let blockers = if through.any() {
            i32::from(!(mine.strongest_attacks & through).any())
        } else {
            (0..files)
                .map(|f| (t.files[f] & b.kind(pawn)).popcount() as i32)
                .min()
                .unwrap_or(0)
        };
        let strongest = (0..t.kinds as u8)
            .filter(|&k| t.role[k as usize] == Role::Piece)
            .max_by_key(|&k| t.value[k as usize]);
        let divisor = if strongest.is_some_and(|k| b.pieces(color, k).any()) {
            2
        } else {
            4
        };
        BREAKTHROUGH * their_pawns / (1 + blockers * blockers) / divisor
    }

    /// A pawn army's hold on the board: the squares it guards twice where the other side
    /// does not, or guards with a pawn and does not stand on, each worth more the more men
    /// it has and the more pawns are locked (Fairy-Stockfish's space for a side of pawns,
    /// in the middlegame).
    fn army_space(&self, color: Color, phase: i32, views: [&SideView<V>; 2], pawn: u8) -> i32 {
        let [mine, theirs] = views;
        let own = self.board.pieces(color, pawn);
        let enemy = self.board.pieces(color.flip(), pawn);
        let files = V::Board::FILES as u32;
        let locked = own
            .indices()
            .filter(|&sq| {
                let ahead = match color {
                    Color::White => sq + files,
                    Color::Black => sq.wrapping_sub(files),
                };
                (ahead as usize) < self.t.squares && enemy.contains(ahead)
            })
            .count() as i32;
        let safe = (mine.twice & !theirs.twice) | (mine.pawn_attacks & !own);
        let weight = mine.men - 3 + (2 * locked).min(9);
        safe.popcount() as i32 * weight * weight / ARMY_SPACE * phase / 256
    }
}
