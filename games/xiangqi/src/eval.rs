//! Xiangqi in the generic search: a tapered material and piece-square evaluation, the null
//! move, and [`gambit::search::SearchGame`] for [`Xiangqi`].
//!
//! Values follow common xiangqi engine practice: the cannon is worth more than the horse while
//! the board is full and less in the endgame; a soldier gains most of its value by crossing
//! the river and more towards the centre and the enemy palace.

use crate::mv::Move;
use crate::piece::PieceType;
use crate::position::{StateInfo, Xiangqi, EMPTY};
use crate::square::Bitboard;
use crate::zobrist;
use gambit::search::SearchGame;
use gambit::Color;

/// Middlegame values by kind: king, advisor, elephant, horse, chariot, cannon, soldier.
pub const MG_VALUE: [i32; 7] = [0, 120, 120, 400, 900, 460, 60];
/// Endgame values by kind.
pub const EG_VALUE: [i32; 7] = [0, 140, 140, 460, 960, 420, 90];
/// Phase weight by kind (a full board has 32).
const PHASE: [i32; 7] = [0, 0, 0, 2, 4, 2, 0];
const MAX_PHASE: i32 = 32;
const TEMPO: i32 = 8;

/// Piece-square bonuses from red's side (index `rank * 9 + file`, rank 0 = red's back rank),
/// built at compile time from simple rules; `[kind][square]` as `(mg, eg)`.
static PST: [[(i16, i16); 90]; 7] = build_pst();

const fn abs(x: i32) -> i32 {
    if x < 0 {
        -x
    } else {
        x
    }
}

const fn build_pst() -> [[(i16, i16); 90]; 7] {
    let mut t = [[(0i16, 0i16); 90]; 7];
    let mut sq = 0;
    while sq < 90 {
        let f = (sq % 9) as i32;
        let r = (sq / 9) as i32;
        let centre = 4 - abs(f - 4); // 0 on the edge .. 4 in the middle file
                                     // King: at home in the middle of the back rank; climbing the palace is risky.
        let king_mg = -12 * r - 6 * abs(f - 4);
        t[0][sq] = (king_mg as i16, (-4 * r) as i16);
        // Advisor and elephant: central squares cover the king best.
        let adv = if f == 4 && r == 1 { 10 } else { 0 };
        t[1][sq] = (adv as i16, adv as i16);
        let ele = if f == 4 && r == 2 {
            12
        } else if r == 0 && (f == 2 || f == 6) {
            4
        } else {
            0
        };
        t[2][sq] = (ele as i16, ele as i16);
        // Horse: central and advanced squares; stuck at home or on the edge is poor.
        let adv_rank = if r == 0 {
            -15
        } else if r <= 4 {
            r * 4
        } else if r <= 7 {
            20 + (r - 5) * 6
        } else {
            18
        };
        let horse = 7 * centre + adv_rank - if f == 0 || f == 8 { 15 } else { 0 };
        t[3][sq] = (horse as i16, (6 * centre + adv_rank / 2) as i16);
        // Chariot: active on open ranks in the enemy half, poor when undeveloped.
        let rook = if r == 0 {
            -12
        } else if r >= 5 {
            10 + if r == 6 || r == 7 { 12 } else { 0 }
        } else {
            0
        } + 2 * centre;
        t[4][sq] = (rook as i16, (rook / 2 + 2 * centre) as i16);
        // Cannon: the central file and its home rank are good in the opening.
        let cannon = if f == 4 { 18 } else { 0 }
            + if r == 2 { 6 } else { 0 }
            + if r == 9 || r == 8 { 4 } else { 0 }
            + centre;
        t[5][sq] = (cannon as i16, (cannon / 3) as i16);
        // Soldier: a step forward at home is fine; across the river it becomes a piece.
        let (pm, pe) = if r <= 3 {
            (0, 0)
        } else if r == 4 {
            (8 + 2 * centre, 8 + 2 * centre)
        } else if r == 9 {
            (20, 10)
        } else {
            let depth = [0, 0, 0, 0, 0, 60, 85, 95, 75, 0][r as usize];
            (depth + 8 * centre, depth + 6 * centre + 20)
        };
        t[6][sq] = (pm as i16, pe as i16);
        sq += 1;
    }
    t
}

/// The square seen from red's side (mirror the ranks for black).
#[inline]
fn relative(color: Color, sq: usize) -> usize {
    match color {
        Color::White => sq,
        Color::Black => (9 - sq / 9) * 9 + sq % 9,
    }
}

impl Xiangqi {
    /// The evaluation in centipawns from the side to move's point of view.
    pub(crate) fn evaluate(&self) -> i32 {
        let mut mg = [0i32; 2];
        let mut eg = [0i32; 2];
        let mut phase = 0;
        for color in Color::BOTH {
            let c = color.index();
            for kind in PieceType::ALL {
                let k = kind.index();
                for sq in self.pieces(color, kind) {
                    let (pm, pe) = PST[k][relative(color, sq.idx())];
                    mg[c] += MG_VALUE[k] + pm as i32;
                    eg[c] += EG_VALUE[k] + pe as i32;
                    phase += PHASE[k];
                }
            }
        }
        // Missing defenders matter in proportion to the enemy's attackers.
        for color in Color::BOTH {
            let c = color.index();
            let them = color.flip();
            let defenders = (self.pieces(color, PieceType::Advisor)
                | self.pieces(color, PieceType::Elephant))
            .count() as i32;
            let attackers = (self.pieces(them, PieceType::Rook).count() * 2
                + self.pieces(them, PieceType::Horse).count()
                + self.pieces(them, PieceType::Cannon).count()) as i32;
            mg[c] -= (4 - defenders) * attackers * 6;
        }
        let phase = phase.min(MAX_PHASE);
        let us = self.stm.index();
        let them = 1 - us;
        let mg_score = mg[us] - mg[them];
        let eg_score = eg[us] - eg[them];
        (mg_score * phase + eg_score * (MAX_PHASE - phase)) / MAX_PHASE + TEMPO
    }

    /// Passes the move (search only; never when in check): pushes a state with the other side
    /// to move and a fresh capture count, so repetitions are never found across it.
    pub(crate) fn make_null(&mut self) {
        let prev = self.st();
        let st = StateInfo {
            key: prev.key ^ zobrist::SIDE,
            rule60: 0,
            checkers: Bitboard::EMPTY,
            captured: None,
            mv: Move::NULL,
            check_run: 0,
            repeat: Default::default(),
        };
        self.stm = !self.stm;
        self.states.push_pass(st);
    }

    /// Takes back [`Xiangqi::make_null`].
    pub(crate) fn undo_null(&mut self) {
        if self.states.pop_pass().is_some() {
            self.stm = !self.stm;
        }
    }

    #[inline]
    fn kind_on(&self, sq: usize) -> Option<usize> {
        let p = self.board[sq];
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
    // 10+0.1 in docs/uci.md: its skill levels up to 14, its `UCI_Elo` from 18 on; its own Elo
    // of a skill level L is 1346.6 + 143.4 L^0.806, the Stockfish 11 formula it keeps).
    const ELO_CURVE: &'static [(i32, f64)] = &[
        (1400, 7.0),
        (1500, 10.0),
        (1815, 14.0),
        (1960, 18.0),
        (2060, 18.5),
        (2250, 19.0),
        (2365, 20.0),
    ];
    const MOVE_KEYS: usize = Move::KEYS;

    #[inline]
    fn evaluate(&self) -> i32 {
        Xiangqi::evaluate(self)
    }

    #[inline]
    fn is_tactical(&self, m: Move) -> bool {
        self.board[m.to().idx()] != EMPTY
    }

    /// The legal captures, from the captures-only generator.
    #[inline]
    fn generate_tactical(&self, moves: &mut crate::MoveList) {
        self.legal_captures(moves);
    }

    #[inline]
    fn tactical_score(&self, m: Move) -> i32 {
        let victim = self.kind_on(m.to().idx()).map_or(0, |k| EG_VALUE[k]);
        let attacker = self.kind_on(m.from().idx()).unwrap_or(0) as i32;
        victim * 8 - attacker
    }

    /// A cheap exchange estimate: the victim, less the attacker when the target square is
    /// defended.
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        let victim = self.kind_on(m.to().idx()).map_or(0, |k| EG_VALUE[k]);
        if victim < threshold {
            return false;
        }
        let attacker = self.kind_on(m.from().idx()).map_or(0, |k| EG_VALUE[k]);
        if victim - attacker >= threshold {
            return true;
        }
        self.attackers(m.to(), !self.stm).is_empty()
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
        Xiangqi::make_null(self)
    }

    #[inline]
    fn undo_null(&mut self) {
        Xiangqi::undo_null(self)
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

/// The xiangqi evaluation is not a traced linear model yet: `tune` refuses it
/// ([`gambit::tune::Tunable::model`] is `None`); `datagen` works as for every game.
impl gambit::tune::Tunable for Xiangqi {}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::Game;

    #[test]
    fn start_is_balanced_and_null_round_trips() {
        let mut p = Xiangqi::startpos(Default::default());
        assert_eq!(p.evaluate(), TEMPO);
        let key = p.key();
        p.make_null();
        assert_eq!(p.evaluate(), TEMPO);
        assert_eq!(p.key(), p.compute_key());
        p.undo_null();
        assert_eq!(p.key(), key);
    }
}
