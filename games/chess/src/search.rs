//! Chess in the generic search: [`gambit::search::SearchGame`] for [`Chess`], with the
//! null move and static exchange evaluation.

use crate::attacks::{
    bishop_attacks, bishop_rays, knight_attacks, line, pawn_attacks, rook_attacks, rook_rays,
};
use crate::mv::{Move, MoveKind};
use crate::piece::Role;
use crate::position::{Chess, StateInfo};
use crate::square::Bitboard;
use crate::zobrist::KEYS;
use gambit::history::Pass;
use gambit::search::SearchGame;
use gambit::Game;

/// Quiet move ordering: what moving a piece (pawn .. king) out of the attack of a lesser
/// enemy piece adds, and moving it into one takes away (histories run to about +-48,000).
const QUIET_THREAT: [i32; 6] = [0, 8000, 8000, 12000, 24000, 0];
/// Quiet move ordering: what a direct check adds.
const QUIET_CHECK: i32 = 8000;

/// Piece values for exchanges and move ordering (pawn .. king).
const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20000];

impl Chess {
    /// `true` when the legal ordinary move `m` (no castling, en passant or promotion) gives
    /// check: its piece attacks the enemy king from the destination, or it leaves a line
    /// between the king and one of our sliders.
    pub(crate) fn gives_check_normal(&self, m: Move) -> bool {
        debug_assert_eq!(m.kind(), MoveKind::Normal);
        let us = self.side;
        let ksq = self.king_square(us.flip());
        let (from, to) = (m.from(), m.to());
        let Some(mover) = self.piece_at(from) else {
            return false;
        };
        let occ = (self.occupied() ^ from.bb()) | to.bb();
        let direct = match mover.role {
            Role::Pawn => pawn_attacks(us, to),
            Role::Knight => knight_attacks(to),
            Role::Bishop => bishop_attacks(to, occ),
            Role::Rook => rook_attacks(to, occ),
            Role::Queen => bishop_attacks(to, occ) | rook_attacks(to, occ),
            Role::King => Bitboard::EMPTY,
        };
        if (direct & ksq.bb()).any() {
            return true;
        }
        // Discovered: the mover stood alone between the king and one of our sliders, and
        // does not stay on that line.
        ((rook_rays(ksq) | bishop_rays(ksq)) & from.bb()).any()
            && (self.blockers(us.flip(), ksq) & from.bb()).any()
            && (line(ksq, from) & to.bb()).is_empty()
    }

    /// The piece a legal move captures, if any (a pawn for en passant).
    #[inline]
    pub(crate) fn captured_role(&self, m: Move) -> Option<Role> {
        match m.kind() {
            MoveKind::Castle => None,
            MoveKind::EnPassant => Some(Role::Pawn),
            _ => self.piece_at(m.to()).map(|p| p.role),
        }
    }

    /// Static exchange evaluation: `true` when the exchanges `m` starts on its target square
    /// gain at least `threshold` centipawns for the mover (pins are ignored).
    pub(crate) fn see_ge(&self, m: Move, threshold: i32) -> bool {
        if m.kind() != MoveKind::Normal {
            return 0 >= threshold;
        }
        let from = m.from();
        let to = m.to();
        let mut swap = self.piece_at(to).map_or(0, |p| SEE_VALUE[p.role.index()]) - threshold;
        if swap < 0 {
            return false;
        }
        let Some(mover) = self.piece_at(from) else {
            return false;
        };
        swap = SEE_VALUE[mover.role.index()] - swap;
        if swap <= 0 {
            return true;
        }
        let mut occ = self.occupied() ^ from.bb() ^ to.bb();
        let mut stm = self.side;
        let mut attackers = self.attackers_to(to, occ);
        let bishops = self.role(Role::Bishop) | self.role(Role::Queen);
        let rooks = self.role(Role::Rook) | self.role(Role::Queen);
        let mut res = true;
        loop {
            stm = stm.flip();
            attackers &= occ;
            let ours = attackers & self.color_bits(stm);
            if ours.is_empty() {
                break;
            }
            res = !res;
            let mut role = Role::King;
            for r in [
                Role::Pawn,
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
            ] {
                if (ours & self.role(r)).any() {
                    role = r;
                    break;
                }
            }
            if role == Role::King {
                // The king may capture only when the other side has no attacker left.
                return if (attackers & self.color_bits(stm.flip())).any() {
                    !res
                } else {
                    res
                };
            }
            swap = SEE_VALUE[role.index()] - swap;
            if swap < i32::from(res) {
                break;
            }
            let sq = (ours & self.role(role)).lowest_unchecked();
            occ ^= sq.bb();
            if matches!(role, Role::Pawn | Role::Bishop | Role::Queen) {
                attackers |= bishop_attacks(to, occ) & bishops;
            }
            if matches!(role, Role::Rook | Role::Queen) {
                attackers |= rook_attacks(to, occ) & rooks;
            }
        }
        res
    }
}

impl SearchGame for Chess {
    const MOVE_KEYS: usize = Move::KEYS;
    const BENCH_FENS: &'static [&'static str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
        "2r3k1/pp3ppp/4p3/3n4/3P4/P3BP2/1P4PP/2R3K1 b - - 0 25",
        "8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        "r2q1rk1/ppp2ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 w - - 6 8",
    ];
    const BENCH_DEPTH: i32 = 9;
    // Measured against Stockfish 15.1 at UCI_Elo 1350 to 2400 (skill levels 3 to 20, 20
    // games each at 10+0.1); from 2170 on, full strength. Matches in docs/uci.md.
    const ELO_CURVE: &'static [(i32, f64)] = &[
        (915, 3.0),
        (1210, 6.0),
        (1430, 10.0),
        (1700, 13.0),
        (1800, 16.5),
        (1970, 18.0),
        (2170, 20.0),
    ];
    const RAZORING: bool = true;
    const RESEARCH_BY_MARGIN: bool = true;
    const ASPIRATION_DELTA: i32 = 12;
    const SINGULAR: bool = true;
    const CORRECTION_HISTORY: bool = true;

    type Evaluator = crate::nnue::ChessEvaluator;

    /// The tuned evaluation, plus the technique against a lone king (`endgame.rs`).
    #[inline]
    fn evaluate(&self) -> i32 {
        Chess::evaluate(self) + self.lone_king_bonus()
    }

    /// The pawn structure: both sides' pawns, mixed into one key.
    #[inline]
    fn correction_key(&self) -> u64 {
        gambit::search::structure_key(&[
            self.pieces(gambit::Color::White, Role::Pawn).bits(),
            self.pieces(gambit::Color::Black, Role::Pawn).bits(),
        ])
    }

    #[inline]
    fn is_tactical(&self, m: Move) -> bool {
        match m.kind() {
            MoveKind::Castle => false,
            MoveKind::EnPassant => true,
            MoveKind::Promotion(r) => r == Role::Queen || self.piece_at(m.to()).is_some(),
            MoveKind::Normal => self.piece_at(m.to()).is_some(),
        }
    }

    /// The legal tactical moves, from the tactical generator (no quiet move is listed).
    #[inline]
    fn generate_tactical(&self, moves: &mut crate::MoveList) {
        self.tactical_moves(moves);
    }

    #[inline]
    fn tactical_score(&self, m: Move) -> i32 {
        let victim = self.captured_role(m).map_or(0, |r| SEE_VALUE[r.index()]);
        let attacker = self.piece_at(m.from()).map_or(0, |p| p.role.index() as i32);
        let promo = m.promotion_role().map_or(0, |r| SEE_VALUE[r.index()]);
        (victim + promo) * 8 - attacker
    }

    #[inline]
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        Chess::see_ge(self, m, threshold)
    }

    /// From the board alone for ordinary moves (a direct check from the destination, or a
    /// discovered one when the mover leaves a line to the king); castling, en passant and
    /// promotions are made and looked at.
    #[inline]
    fn gives_check(&mut self, m: Move) -> bool {
        if m.kind() != MoveKind::Normal {
            self.make(m);
            let check = self.in_check();
            self.undo();
            return check;
        }
        Chess::gives_check_normal(self, m)
    }

    fn order_quiets(&self, moves: &[Move], scores: &mut [i32]) {
        let us = self.side;
        let them = us.flip();
        let occ = self.occupied();
        // What the enemy attacks with pawns, with minors or less, with rooks or less.
        let by_pawn = Bitboard::from_bits_trusted(crate::eval::pawn_attacks_of(
            them,
            self.pieces(them, Role::Pawn).bits(),
        ));
        let mut by_minor = by_pawn;
        for sq in self.pieces(them, Role::Knight) {
            by_minor |= knight_attacks(sq);
        }
        for sq in self.pieces(them, Role::Bishop) {
            by_minor |= bishop_attacks(sq, occ);
        }
        let mut by_rook = by_minor;
        for sq in self.pieces(them, Role::Rook) {
            by_rook |= rook_attacks(sq, occ);
        }
        // Where each of our pieces would check from.
        let ksq = self.king_square(them);
        let diagonal = bishop_attacks(ksq, occ);
        let straight = rook_attacks(ksq, occ);
        let check_from = [
            pawn_attacks(them, ksq),
            knight_attacks(ksq),
            diagonal,
            straight,
            diagonal | straight,
            Bitboard::EMPTY,
        ];
        for (&m, score) in moves.iter().zip(scores.iter_mut()) {
            if m.kind() != MoveKind::Normal || self.piece_at(m.to()).is_some() {
                continue;
            }
            let Some(mover) = self.piece_at(m.from()) else {
                continue;
            };
            let (from, to) = (m.from().bb(), m.to().bb());
            // The attacks a piece of this kind must fear: those of lesser pieces.
            let danger = match mover.role {
                Role::Queen => by_rook,
                Role::Rook => by_minor,
                Role::Knight | Role::Bishop => by_pawn,
                Role::Pawn | Role::King => Bitboard::EMPTY,
            };
            let value = QUIET_THREAT[mover.role.index()];
            if (danger & from).any() {
                if (danger & to).is_empty() {
                    *score += value;
                }
            } else if (danger & to).any() {
                *score -= value;
            }
            if (check_from[mover.role.index()] & to).any() {
                *score += QUIET_CHECK;
            }
        }
    }

    #[inline]
    fn null_move_ok(&self) -> bool {
        let us = self.color_bits(self.side);
        (us & !(self.role(Role::Pawn) | self.role(Role::King))).any()
    }

    #[inline]
    fn make_null(&mut self) {
        self.pass()
    }

    #[inline]
    fn undo_null(&mut self) {
        self.unpass()
    }

    #[inline]
    fn move_key(m: Move) -> u16 {
        m.raw()
    }

    const PIECE_TO_KEYS: usize = 12 * 64;

    #[inline]
    fn piece_to_key(&self, m: Move) -> usize {
        let piece = self.piece_at(m.from()).map_or(0, |p| p.index());
        piece * 64 + m.to().idx()
    }
}

impl Pass for Chess {
    /// The state after a pass: the side flipped in the key, a fresh reversible-move count
    /// (so repetitions are never found across a null move), no checkers and no move.
    fn pass_state(&self) -> StateInfo {
        let prev = self.st();
        let mut key = prev.key ^ KEYS.black;
        if let Some(ep) = prev.ep {
            key ^= KEYS.en_passant[ep.file() as usize];
        }
        StateInfo {
            key,
            checkers: Bitboard::EMPTY,
            mv: Move::default(),
            captured: None,
            moved: None,
            castling: prev.castling,
            ep: None,
            rule50: 0,
            repeat: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::Game;

    #[test]
    fn null_move_round_trip() {
        let mut p = Chess::from_fen(
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            Default::default(),
        )
        .unwrap();
        let key = p.key();
        p.make_null();
        assert_eq!(p.key(), p.compute_key());
        p.undo_null();
        assert_eq!(p.key(), key);
    }

    #[test]
    fn gives_check_agrees_with_making_the_move() {
        use gambit::board::zobrist::KeyStream;
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // Discovered checks by a knight, a pawn and the king; a pinned piece.
            "4k3/8/8/4N3/8/8/4R3/4K3 w - - 0 1",
            "4k3/8/8/8/4P3/8/8/K3R3 w - - 0 1",
            "7k/8/8/8/3K4/8/1B6/8 w - - 0 1",
            "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ];
        let mut rng = KeyStream::new(7);
        let mut checks = 0;
        for fen in fens {
            let mut pos = Chess::from_fen(fen, Default::default()).unwrap();
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let fast = SearchGame::gives_check(&mut pos, m);
                    pos.make(m);
                    assert_eq!(fast, pos.in_check(), "{m:?} in {fen}");
                    checks += usize::from(fast);
                    pos.undo();
                }
                pos.make(moves[(rng.next_key() % moves.len() as u64) as usize]);
            }
        }
        assert!(checks > 100, "only {checks} checking moves met");
    }

    #[test]
    fn see() {
        let p = Chess::from_fen(
            "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1",
            Default::default(),
        )
        .unwrap();
        let m = p.parse_move("e1e5").unwrap();
        assert!(p.see_ge(m, 0));
        let p = Chess::from_fen(
            "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
            Default::default(),
        )
        .unwrap();
        let m = p.parse_move("d3e5").unwrap();
        assert!(!p.see_ge(m, 0));
    }
}
