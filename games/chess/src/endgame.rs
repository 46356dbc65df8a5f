//! Technique against a lone king: where one side has only its king and the other has no
//! pawns but the material to mate, the search's evaluation adds a bonus for driving the
//! lone king to the edge and bringing the kings together, and, with bishop and knight, for
//! driving it to a corner the bishop covers.
//!
//! These are endings the tuned terms cannot win: a mate needs the lone king on the edge (in
//! the bishop's corner with bishop and knight), and nothing in the piece-square tables says
//! which corner. Without this, the engine shuffled bishop and knight against a king in the
//! wrong corner until the fifty-move count ran out. The numbers are set so that each step
//! of the technique raises the bonus (along the edge towards the bishop's corner too); they
//! are rules of play like the endgame scales, not fitted weights, and the tuner does not
//! see them (its data holds few such positions, and the search's scores there are
//! dominated by the material anyway).

use crate::piece::Role;
use crate::position::Chess;
use crate::rules::DARK_SQUARES;
use crate::square::Square;
use gambit::Color;

/// Per step of the lone king from the centre (Manhattan distance to the four centre
/// squares, 0..6).
const EDGE: i32 = 20;
/// Per step the kings come closer (7 less their distance, 0..6).
const CLOSE: i32 = 10;
/// With bishop and knight, per step of the lone king towards the nearer corner of the
/// bishop's colour (7 less the king distance, 0..7); above [`EDGE`], so that the bonus
/// rises all the way along the edge from the wrong corner to the right one.
const CORNER: i32 = 50;

/// The lone king's distance from the centre, 0 (d4, e4, d5, e5) to 6 (a corner).
fn from_centre(sq: Square) -> i32 {
    let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
    (3 - f).max(f - 4) + (3 - r).max(r - 4)
}

impl Chess {
    /// The bonus for the side to move, centipawns (negative when the lone king is ours);
    /// 0 outside these endings.
    #[inline]
    pub(crate) fn lone_king_bonus(&self) -> i32 {
        let [white, black] = Color::BOTH.map(|c| self.color_bits(c).count());
        let strong = match (white, black) {
            (1, n) if n > 1 => Color::Black,
            (n, 1) if n > 1 => Color::White,
            _ => return 0,
        };
        let bonus = self.mating_bonus(strong);
        if strong == self.side {
            bonus
        } else {
            -bonus
        }
    }

    /// The bonus of `strong` against the lone king, when it has no pawn and can mate.
    fn mating_bonus(&self, strong: Color) -> i32 {
        let count = |role| self.pieces(strong, role).count();
        let bishops = self.pieces(strong, Role::Bishop).bits();
        let (knights, pawns) = (count(Role::Knight), count(Role::Pawn));
        let both_colours = bishops & DARK_SQUARES != 0 && bishops & !DARK_SQUARES != 0;
        let heavy = count(Role::Queen) + count(Role::Rook) > 0;
        if pawns > 0 || !(heavy || both_colours || (bishops != 0 && knights > 0)) {
            return 0;
        }
        let lone = self.king_square(strong.flip());
        let ours = self.king_square(strong);
        let close = 7 - i32::from(lone.distance(ours));
        let bishop_and_knight = !heavy && bishops.count_ones() == 1 && knights == 1;
        let corner = if bishop_and_knight {
            // a1 and h8 are dark.
            let corners = if bishops & DARK_SQUARES != 0 {
                [Square::new(0, 0), Square::new(7, 7)]
            } else {
                [Square::new(0, 7), Square::new(7, 0)]
            };
            7 - corners
                .iter()
                .map(|&c| i32::from(lone.distance(c)))
                .min()
                .unwrap_or(7)
        } else {
            0
        };
        EDGE * from_centre(lone) + CLOSE * close + CORNER * corner
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::Game;

    fn bonus(fen: &str) -> i32 {
        Chess::from_fen(fen, Default::default())
            .unwrap()
            .lone_king_bonus()
    }

    /// Along the edge from the corner the bishop does not cover (a8 for a dark bishop) to the
    /// one it covers (a1), every step raises the bonus; the lone side sees its negative.
    #[test]
    fn the_bonus_rises_towards_the_bishops_corner() {
        // White: king e4, dark bishop c1, knight g1; the lone king from a8 down to a1, with
        // black to move (the bishop checks on a3).
        let along: Vec<i32> = [
            "k7/8/8/8/4K3/8/8/2B3N1",
            "8/k7/8/8/4K3/8/8/2B3N1",
            "8/8/k7/8/4K3/8/8/2B3N1",
            "8/8/8/k7/4K3/8/8/2B3N1",
            "8/8/8/8/k3K3/8/8/2B3N1",
            "8/8/8/8/4K3/k7/8/2B3N1",
            "8/8/8/8/4K3/8/k7/2B3N1",
            "8/8/8/8/4K3/8/8/k1B3N1",
        ]
        .iter()
        .map(|board| -bonus(&format!("{board} b - - 0 1")))
        .collect();
        assert!(along.windows(2).all(|w| w[0] < w[1]), "{along:?}");
        assert_eq!(
            bonus("7k/8/8/4K3/8/8/8/2B3N1 b - - 0 1"),
            -bonus("7k/8/8/4K3/8/8/8/2B3N1 w - - 0 1")
        );
    }

    /// Nothing outside the endings it is for: pawns left, no mating material, or both sides
    /// with more than a king.
    #[test]
    fn no_bonus_elsewhere() {
        for fen in [
            "7k/8/8/4K3/8/8/P7/2B3N1 w - - 0 1",
            "7k/8/8/4K3/8/8/8/2N3N1 w - - 0 1",
            "7k/8/8/4K3/8/8/8/2B5 w - - 0 1",
            "7k/7p/8/4K3/8/8/8/2B3N1 w - - 0 1",
            Chess::START_FEN,
        ] {
            assert_eq!(bonus(fen), 0, "{fen}");
        }
        assert!(bonus("7k/8/8/4K3/8/8/8/R7 w - - 0 1") > 0);
        assert!(bonus("7k/8/8/4K3/8/8/8/2B2B2 w - - 0 1") > 0);
    }
}
