//! Xiangqi in the generic search: [`gambit::search::SearchGame`] for [`Xiangqi`], with the
//! null move and static exchange evaluation. The evaluation is in `eval.rs`.

use crate::attacks::{elephant_attacks, ADVISOR_ATTACKS, KING_ATTACKS};
use crate::mv::Move;
use crate::piece::PieceType;
use crate::position::{StateInfo, Xiangqi, EMPTY};
use crate::square::{Bitboard, Square};
use crate::zobrist;
use gambit::history::Pass;
use gambit::search::SearchGame;
use gambit::square::Color;

/// Piece values for exchanges and move ordering, by kind (king .. soldier): fixed, so that
/// tuning the evaluation does not move the search's ordering.
const SEE_VALUE: [i32; 7] = [0, 140, 140, 460, 960, 420, 90];

/// The order in which an exchange brings in its pieces: least valuable first, the general
/// last.
const CAPTURE_ORDER: [PieceType; 7] = [
    PieceType::Pawn,
    PieceType::Advisor,
    PieceType::Elephant,
    PieceType::Cannon,
    PieceType::Horse,
    PieceType::Rook,
    PieceType::King,
];

impl Xiangqi {
    /// Static exchange evaluation: `true` when the exchange that `m` starts on its
    /// destination, each side capturing with its least valuable piece and free to stop, wins
    /// at least `threshold`. Attackers are found again after every capture, so a piece that
    /// leaves opens a chariot's line, becomes or stops being a cannon's screen, or frees a
    /// horse's leg. Pins and the flying-general rule are not looked at; a general captures
    /// only last, when no enemy attacker is left.
    pub(crate) fn see_ge(&self, m: Move, threshold: i32) -> bool {
        let (from, to) = (m.from(), m.to());
        let mut swap = self.kind_on(to.idx()).map_or(0, |k| SEE_VALUE[k]) - threshold;
        if swap < 0 {
            return false;
        }
        let Some(mover) = self.kind_on(from.idx()) else {
            return false;
        };
        if mover == PieceType::King as usize {
            // A legal general's move cannot be answered by a capture of the general.
            return true;
        }
        swap = SEE_VALUE[mover] - swap;
        if swap <= 0 {
            return true;
        }
        let mut occ = self.mailbox.occupied() ^ from.bb() ^ to.bb();
        let mut side = self.stm;
        let mut res = true;
        loop {
            side = !side;
            let ours = self.exchange_attackers(to, occ, side);
            if ours.is_empty() {
                break;
            }
            res = !res;
            let Some(kind) = CAPTURE_ORDER
                .into_iter()
                .find(|&k| (ours & self.mailbox.kind(k as usize)).any())
            else {
                break;
            };
            if kind == PieceType::King {
                // The general may take only when nothing of the other side attacks any more.
                return if self.exchange_attackers(to, occ, !side).any() {
                    !res
                } else {
                    res
                };
            }
            swap = SEE_VALUE[kind as usize] - swap;
            if swap < i32::from(res) {
                break;
            }
            let sq = (ours & self.mailbox.kind(kind as usize)).lowest_unchecked();
            occ ^= sq.bb();
        }
        res
    }

    /// Every piece of `side` still on the board in `occ` that could capture on `sq`: the
    /// checking pieces of [`Xiangqi::attackers_with`], less its flying general, plus the
    /// pieces that never give check (advisors, elephants) and the general by its palace step.
    #[inline]
    fn exchange_attackers(&self, sq: Square, occ: Bitboard, side: Color) -> Bitboard {
        let k = self.mailbox.kinds();
        let them = self.mailbox.color(side) & occ;
        let kings = k[PieceType::King as usize];
        self.attackers_with(sq, occ, them & !kings, side)
            | (ADVISOR_ATTACKS[sq.idx()] & k[PieceType::Advisor as usize]
                | elephant_attacks(sq, occ) & k[PieceType::Elephant as usize]
                | KING_ATTACKS[sq.idx()] & kings)
                & them
    }

    #[inline]
    fn kind_on(&self, sq: usize) -> Option<usize> {
        let p = self.mailbox.cells()[sq];
        (p != EMPTY).then_some(p as usize % 7)
    }
}

impl SearchGame for Xiangqi {
    const BENCH_FENS: &'static [&'static str] = &[
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
        "3k5/4a4/4ba3/p8/2p6/9/P8/4B4/4A4/2RAK1c2 w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
        "2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/2N1C1N2/4A4/2BAK1B2 w - - 0 1",
        "3aka3/9/4b4/9/9/9/9/4B4/4A4/3AK4 w - - 0 1",
        "4k4/4a4/4b4/9/2p3p2/9/9/4B4/4A4/3AK4 w - - 0 1",
        "2ba1k3/4a4/4b4/p7p/9/2P5P/P8/4C4/9/2BAKAB2 w - - 0 1",
    ];
    const BENCH_DEPTH: i32 = 8;
    // The UCI_Elo of Fairy-Stockfish 11.1 that each of our levels matches (matches at
    // 10+0.1 against its `UCI_Elo`, on the tuned evaluation, in docs/uci.md; its own Elo of a
    // skill level L is 1346.6 + 143.4 L^0.806, the Stockfish 11 formula it keeps, and full
    // strength lies past the end of its range, 2850).
    const ELO_CURVE: &'static [(i32, f64)] = &[
        (1480, 7.0),
        (1770, 14.0),
        (2085, 16.0),
        (2210, 18.0),
        (2740, 19.0),
        (3040, 20.0),
    ];
    const MOVE_KEYS: usize = Move::KEYS;

    type Evaluator = crate::nnue::XiangqiEvaluator;

    #[inline]
    fn evaluate(&self) -> i32 {
        Xiangqi::evaluate(self)
    }

    #[inline]
    fn is_tactical(&self, m: Move) -> bool {
        self.mailbox.cell(m.to()) != EMPTY
    }

    /// The legal captures, from the captures-only generator.
    #[inline]
    fn generate_tactical(&self, moves: &mut crate::MoveList) {
        self.legal_captures(moves);
    }

    #[inline]
    fn tactical_score(&self, m: Move) -> i32 {
        let victim = self.kind_on(m.to().idx()).map_or(0, |k| SEE_VALUE[k]);
        let attacker = self.kind_on(m.from().idx()).unwrap_or(0) as i32;
        victim * 8 - attacker
    }

    #[inline]
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        Xiangqi::see_ge(self, m, threshold)
    }

    #[inline]
    fn null_move_ok(&self) -> bool {
        let us = self.stm;
        (self.pieces(us, PieceType::Rook)
            | self.pieces(us, PieceType::Horse)
            | self.pieces(us, PieceType::Cannon))
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
        m.raw()
    }

    const PIECE_TO_KEYS: usize = 14 * 90;

    #[inline]
    fn piece_to_key(&self, m: Move) -> usize {
        let piece = self.piece_at(m.from()).map_or(0, |p| p.index());
        piece * 90 + m.to().idx()
    }
}

impl Pass for Xiangqi {
    /// The state after a pass: the side flipped in the key, a fresh reversible-move count
    /// (so repetitions are never found across a null move), no checkers and no move.
    fn pass_state(&self) -> StateInfo {
        let prev = self.st();
        StateInfo {
            key: prev.key ^ zobrist::SIDE,
            rule60: 0,
            checkers: Bitboard::EMPTY,
            captured: None,
            moved: None,
            mv: Move::NULL,
            check_run: 0,
            repeat: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Xiangqi;
    use gambit::search::SearchGame;
    use gambit::Game;

    #[test]
    fn null_move_round_trips() {
        let mut p = Xiangqi::startpos(Default::default());
        let (key, eval) = (p.key(), p.evaluate());
        p.make_null();
        // The start is symmetric: either side to move has the same score (the tempo).
        assert_eq!(p.evaluate(), eval);
        assert_eq!(p.key(), p.compute_key());
        p.undo_null();
        assert_eq!(p.key(), key);
    }

    /// `see_ge` at `threshold` for `mv` in `fen`.
    fn see(fen: &str, mv: &str, threshold: i32) -> bool {
        let p: Xiangqi = fen.parse().unwrap();
        let m = p.parse_move(mv).unwrap();
        p.see_ge(m, threshold)
    }

    const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    #[test]
    fn exchanges_are_counted_to_the_end() {
        // The cannon takes the horse (460) over its cannon screen, the chariot takes the
        // cannon (420), and nothing of red's can take back.
        assert!(see(START, "h2h9", 40));
        assert!(!see(START, "h2h9", 41));
        // A quiet move to a square nobody attacks loses nothing.
        assert!(see(START, "h2e2", 0));
        assert!(!see(START, "h2e2", 1));
    }

    #[test]
    fn a_defended_square_costs_the_piece_moved_there() {
        // The red horse steps to a square the crossed black soldier attacks: lost for nothing.
        let fen = "3k5/9/9/9/9/4p4/9/9/3N5/5K3 w - - 0 1";
        assert!(see(fen, "d1e3", -460));
        assert!(!see(fen, "d1e3", -459));
        // The same square guarded by a red chariot: the soldier takes the horse (460) and is
        // taken (90), a loss of 370.
        let fen = "3k5/9/9/9/9/4p4/9/9/3N5/4RK3 w - - 0 1";
        assert!(see(fen, "d1e3", -370));
        assert!(!see(fen, "d1e3", -369));
    }

    #[test]
    fn a_capture_that_removes_a_cannon_screen_is_looked_at_again() {
        // The chariot on e3 screens the cannon on e0. Chariot takes horse (460), the soldier
        // takes the chariot (960), and the cannon has no screen left to take back with.
        let fen = "3k5/9/9/4p4/4n4/9/4R4/9/9/4CK3 w - - 0 1";
        assert!(see(fen, "e3e5", -500));
        assert!(!see(fen, "e3e5", -499));
    }
}
