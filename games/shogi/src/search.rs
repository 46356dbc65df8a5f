//! The search hooks ([`SearchGame`]): evaluation, tactical moves for quiescence, a cheap
//! exchange test, null move and the dense move keys.

use crate::eval::{capture_value, BOARD_VALUE};
use crate::mv::{Move, MoveList};
use crate::piece::{Piece, PieceType};
use crate::position::{Shogi, StateInfo, EMPTY};
use crate::square::Bitboard;
use crate::zobrist;
use crate::{GOTE, SENTE};
use gambit::history::Pass;
use gambit::search::SearchGame;

/// The kinds in the order an exchange spends them: cheapest capture value first, the king last.
const SEE_ORDER: [PieceType; 14] = [
    PieceType::Pawn,
    PieceType::ProPawn,
    PieceType::Lance,
    PieceType::Knight,
    PieceType::ProLance,
    PieceType::ProKnight,
    PieceType::Silver,
    PieceType::ProSilver,
    PieceType::Gold,
    PieceType::Bishop,
    PieceType::Horse,
    PieceType::Rook,
    PieceType::Dragon,
    PieceType::King,
];

impl Shogi {
    /// What taking the piece on the destination of `m` gains (0 when it is empty).
    #[inline]
    fn victim_value(&self, m: Move) -> i32 {
        let p = self.mailbox.cell(m.to());
        if p == EMPTY {
            0
        } else {
            capture_value(Piece::from_index(p as usize).kind())
        }
    }

    /// The kind `m` leaves on its destination.
    #[inline]
    fn moved_kind(&self, m: Move) -> PieceType {
        if m.is_drop() {
            m.dropped()
        } else {
            let kind = Piece::from_index(self.mailbox.cell(m.from()) as usize).kind();
            if m.is_promotion() {
                kind.promote()
            } else {
                kind
            }
        }
    }

    /// What promoting with `m` adds (0 for a move that does not promote).
    #[inline]
    fn promotion_gain(&self, m: Move) -> i32 {
        if m.is_promotion() {
            let kind = Piece::from_index(self.mailbox.cell(m.from()) as usize).kind();
            BOARD_VALUE[kind.promote().index()] - BOARD_VALUE[kind.index()]
        } else {
            0
        }
    }

    /// Static exchange test: `true` when `m` wins at least `threshold` once the exchanges on
    /// its destination are played out, each side recapturing with its cheapest piece (a
    /// capture gains the piece's board value and its value in hand). X-ray attackers behind
    /// each capturer join in; pins and promotions on recapture are left out.
    fn exchange_at_least(&self, m: Move, threshold: i32) -> bool {
        let to = m.to();
        let mut swap = self.victim_value(m) + self.promotion_gain(m) - threshold;
        if swap < 0 {
            return false;
        }
        swap = capture_value(self.moved_kind(m)) - swap;
        if swap <= 0 {
            return true;
        }
        let mut occ = self.mailbox.occupied() | to.bb();
        if !m.is_drop() {
            occ ^= m.from().bb();
        }
        let both = |occ: Bitboard| {
            self.attackers_with(to, SENTE, occ) | self.attackers_with(to, GOTE, occ)
        };
        let mut attackers = both(occ);
        let mut stm = self.stm;
        let mut res = true;
        loop {
            stm = !stm;
            attackers &= occ;
            let ours = attackers & self.mailbox.color(stm);
            if ours.is_empty() {
                break;
            }
            res = !res;
            let Some((kind, from)) = SEE_ORDER.iter().find_map(|&k| {
                (ours & self.mailbox.kind(k.index()))
                    .lowest()
                    .map(|sq| (k, sq))
            }) else {
                break;
            };
            if kind == PieceType::King {
                // The king takes last, and only when nothing of the other side is left.
                return if (attackers & self.mailbox.color(!stm)).any() {
                    !res
                } else {
                    res
                };
            }
            swap = capture_value(kind) - swap;
            if swap < i32::from(res) {
                break;
            }
            occ ^= from.bb();
            attackers |= both(occ);
        }
        res
    }
}

impl SearchGame for Shogi {
    const BENCH_FENS: &'static [&'static str] = &[
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "4g4/1rks1s1bl/lpp1pgpp1/3p1p3/p1PN3nP/P4PP1p/LP+nPP4/3G1GSR1/2SK3NL b bp 55",
        "1rg1k2nb/l2s1g2l/p1npp3p/1p1P1pp1s/2p4p1/2P4PP/PP2PPP2/1B3GGRL/LN1SK1SN1 b - 51",
        "lsg4nl/1r2ks1b1/ppnp1pp2/P1p2g1pp/3Pp4/LPP2PPP1/4P2SP/3SG1R2/BN1GK2NL b - 35",
        "lngs2snl/r4kgb1/2pp1pppp/pp2pP3/9/4P1P2/PPPP1S1PP/1B2G2R1/LNS1KG1NL b - 21",
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
    ];
    const BENCH_DEPTH: i32 = 7;
    const MOVE_KEYS: usize = Move::KEYS;

    type Evaluator = gambit::search::HandWritten;

    #[inline]
    fn evaluate(&self) -> i32 {
        Shogi::evaluate(self)
    }

    /// Captures: what quiescence searches. (Pawn promotions as well lost a self-play match:
    /// see `docs/strength.md`.)
    #[inline]
    fn is_tactical(&self, m: Move) -> bool {
        !m.is_drop() && self.mailbox.cell(m.to()) != EMPTY
    }

    /// The legal captures, from the captures-only generator.
    #[inline]
    fn generate_tactical(&self, moves: &mut MoveList) {
        self.legal_captures(moves);
    }

    /// Most valuable victim first, cheapest taker first among equal victims.
    #[inline]
    fn tactical_score(&self, m: Move) -> i32 {
        self.victim_value(m) * 8 + self.promotion_gain(m) * 4
            - BOARD_VALUE[self.moved_kind(m).demote().index()] / 16
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.exchange_at_least(m, threshold)
    }

    /// Not with only pawns and the king left on the board and nothing in hand (zugzwang is
    /// rare in shogi, but that endgame is where it lives).
    #[inline]
    fn null_move_ok(&self) -> bool {
        let us = self.stm;
        !self.hand(us).is_empty()
            || (self.color_bits(us)
                & !self.pieces(us, PieceType::Pawn)
                & !self.pieces(us, PieceType::King))
            .any()
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
        m.key()
    }

    const PIECE_TO_KEYS: usize = crate::piece::PIECES * 81;

    #[inline]
    fn piece_to_key(&self, m: Move) -> usize {
        Piece::new(self.stm, self.moved_kind(m)).index() * 81 + m.to().idx()
    }

    /// `go mate`: the df-pn tsume solver ([`crate::tsume::solve`]).
    fn checkmate_search(
        &self,
        deadline: Option<std::time::Instant>,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Option<(gambit::search::Checkmate<Move>, u64)> {
        Some(crate::tsume::solve(self, deadline, stop))
    }
}

#[cfg(feature = "engine")]
/// The shogi evaluation is not a traced linear model yet: `tune` refuses it
/// ([`gambit_engine::tune::Tunable::model`] is `None`); `datagen` works as for every game.
impl gambit_engine::tune::Tunable for Shogi {}

impl Pass for Shogi {
    /// The state after a pass: the side flipped in the key, a fresh reversible-move count
    /// (so repetitions are never found across a null move), no checkers and no move.
    fn pass_state(&self) -> StateInfo {
        let prev = self.st();
        StateInfo {
            key: prev.key ^ zobrist::SIDE,
            plies: 0,
            checkers: Bitboard::EMPTY,
            captured: None,
            mv: Move::NULL,
            check_run: 0,
            repeat: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::Game;

    fn pos(sfen: &str) -> Shogi {
        Shogi::from_fen(sfen, crate::ShogiNotation).unwrap()
    }

    fn mv(p: &Shogi, text: &str) -> Move {
        p.parse_move(text).unwrap()
    }

    #[test]
    fn exchanges() {
        // A pawn takes a pawn a gold guards: even.
        let p = pos("4k4/9/4g4/4p4/4P4/9/9/9/4K4 b - 1");
        let m = mv(&p, "5e5d");
        assert!(p.see_ge(m, 0));
        assert!(!p.see_ge(m, 1));
        // A rook takes the same pawn: it loses the rook for a pawn.
        let p = pos("4k4/9/4g4/4p4/9/9/9/4R4/4K4 b - 1");
        let m = mv(&p, "5h5d");
        assert!(!p.see_ge(m, 0));
        assert!(p.see_ge(m, -2000));
        // The rook's capture is backed by a lance behind it: rook for pawn and gold, then the
        // lance takes back for nothing. Rook (2090) against pawn (190) and gold (1140).
        let p = pos("4k4/9/4g4/4p4/9/9/4R4/4L4/4K4 b - 1");
        let m = mv(&p, "5g5d");
        assert!(!p.see_ge(m, 0));
        assert!(p.see_ge(m, 190 + 1140 - 2090));
        assert!(!p.see_ge(m, 190 + 1140 - 2090 + 1));
        // An undefended silver is won whole; the king takes back only when it is safe.
        let p = pos("4k4/9/9/4s4/9/9/9/4R4/4K4 b - 1");
        assert!(p.see_ge(mv(&p, "5h5d"), capture_value(PieceType::Silver)));
        let p = pos("9/4k4/9/4s4/9/9/9/4R4/4K4 b - 1");
        assert!(p.see_ge(mv(&p, "5h5d"), 0));
        let p = pos("9/4k4/4s4/9/9/9/9/4R4/4K4 b - 1");
        assert!(!p.see_ge(mv(&p, "5h5c"), 0));
        // The king takes a checking pawn nothing guards.
        let p = pos("4k4/9/9/9/9/9/9/4p4/4K4 b - 1");
        assert!(p.see_ge(mv(&p, "5i5h"), capture_value(PieceType::Pawn)));
    }

    #[test]
    fn bench_positions_parse() {
        for fen in Shogi::BENCH_FENS {
            assert!(Shogi::from_fen(fen, crate::ShogiNotation).is_ok(), "{fen}");
        }
    }

    /// Quiescence's generator lists the tactical moves of the full list, in its order: on the
    /// bench positions, positions with pawns about to capture or promote (one pinned along a
    /// diagonal, one along its file, one giving check), and along pseudo-random games from all
    /// of them.
    #[test]
    fn tactical_generator_matches_filtered_legal_moves() {
        let mut fens: Vec<&str> = Shogi::BENCH_FENS.to_vec();
        fens.extend([
            "4k4/9/5b3/4P4/9/9/9/K8/9 b - 1",
            "4l4/k8/9/4P3P/9/9/9/9/4K4 b - 1",
            "9/4k4/9/3PP4/9/9/9/9/4K4 b P 1",
            "4k4/9/9/9/9/4p4/9/4K4/9 w - 1",
        ]);
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut checked = 0;
        let mut captures = 0;
        for fen in fens {
            let mut p = pos(fen);
            for _ in 0..120 {
                let mut all = MoveList::new();
                p.generate_legal(&mut all);
                if all.is_empty() {
                    break;
                }
                let mut filtered = all.clone();
                filtered.retain(|m| p.is_tactical(*m));
                let mut tactical = MoveList::new();
                p.generate_tactical(&mut tactical);
                assert_eq!(filtered, tactical, "{}", p.fen());
                checked += 1;
                captures += tactical.len();
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Captures half the time, so that pieces reach the far ranks and hands fill.
                let pick = if !filtered.is_empty() && seed & 1 == 0 {
                    filtered[(seed >> 8) as usize % filtered.len()]
                } else {
                    all[(seed >> 8) as usize % all.len()]
                };
                p.make(pick);
            }
        }
        assert!(checked > 500);
        assert!(captures > 200, "{captures} captures");
    }
}
