//! Playing below full strength (UCI `UCI_LimitStrength`/`UCI_Elo` and `Skill Level`): a search
//! that is both smaller and less accurate, so that a person can play an engine at their level.
//!
//! A level `s` from 0 to 20 (20: full strength) caps the search at `1 + s` iterations and
//! about `2^(6 + 0.55 s)` nodes, always considers four root moves, and then picks among them
//! with a random push that grows with the weakness `120 - 2 s` and with the spread of their
//! scores (the choice Stockfish's skill levels make). From level 18 to 20 the weakening fades
//! out instead of stopping at once: the node cap grows to `2^22`, the weakness shrinks to
//! nothing and the candidates go from four to two, so that the strength rises smoothly to
//! full strength (which has none of the three). An Elo is turned into a level by
//! the game's measured curve ([`SearchGame::ELO_CURVE`](super::SearchGame::ELO_CURVE)):
//! matches against a reference engine at known strengths, in docs/uci.md.

use super::report::Line;

/// What strength the engine plays at, as the user asked for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strength {
    /// Full strength.
    #[default]
    Full,
    /// A skill level from 0 (weakest) to 19; 20 and above play at full strength.
    Level(u32),
    /// About this Elo on the game's curve (`UCI_LimitStrength` with `UCI_Elo`).
    Elo(i32),
}

/// A weakened search: its caps and its choice of move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    /// 0.0 (weakest) up to, not including, [`Skill::FULL`].
    level: f64,
}

impl Skill {
    /// The level of full strength.
    pub const FULL: f64 = 20.0;
    /// The level from which the weakening fades out toward full strength.
    pub const FADE: f64 = 18.0;

    /// The skill for `strength` on a game's Elo `curve` (points `(elo, level)` by rising Elo);
    /// `None` at full strength.
    pub fn new(strength: Strength, curve: &[(i32, f64)]) -> Option<Skill> {
        let level = match strength {
            Strength::Full => return None,
            Strength::Level(l) => f64::from(l),
            Strength::Elo(elo) => level_for_elo(elo, curve),
        };
        (level < Self::FULL).then_some(Skill {
            level: level.max(0.0),
        })
    }

    /// The level, 0.0 up to 20.0.
    pub fn level(self) -> f64 {
        self.level
    }

    /// The deepest iteration.
    pub fn max_depth(self) -> i32 {
        1 + self.level as i32
    }

    /// How far into the fade-out toward full strength, 0.0 (level 18 and below) to 1.0.
    fn fade(self) -> f64 {
        ((self.level - Self::FADE) / (Self::FULL - Self::FADE)).clamp(0.0, 1.0)
    }

    /// The most nodes searched.
    pub fn max_nodes(self) -> u64 {
        let below_fade = 6.0 + 0.55 * self.level.min(Self::FADE);
        2f64.powf(below_fade + (22.0 - below_fade) * self.fade()) as u64
    }

    /// Root moves the search considers: the candidates it picks among (four, then fewer in
    /// the fade-out).
    pub fn lines(self) -> usize {
        4 - (3.0 * self.fade()) as usize
    }

    /// How much a worse candidate's score is pushed up toward the best one's (of 128), and
    /// the range of the random part.
    fn weakness(self) -> i64 {
        let below_fade = 120.0 - 2.0 * self.level.min(Self::FADE);
        ((below_fade * (1.0 - self.fade())) as i64).max(1)
    }

    /// Which of `lines` (best first, as the search reports them) to play, with `random` any
    /// random number: the best line's score less each line's, scaled by the weakness, plus a
    /// random part of up to the spread of the scores (at most a pawn), is added to each line's
    /// score, and the highest sum is played.
    pub(crate) fn pick<M>(self, lines: &[Line<M>], mut random: u64) -> usize {
        let weakness = self.weakness();
        let top = i64::from(lines[0].score);
        let spread = (top - i64::from(lines[lines.len() - 1].score)).min(100);
        let mut best = (i64::MIN, 0);
        for (i, line) in lines.iter().enumerate() {
            let score = i64::from(line.score);
            random = xorshift(random);
            let noise = (random % weakness as u64) as i64;
            let push = (weakness * (top - score) + spread * noise) / 128;
            if score + push >= best.0 {
                best = (score + push, i);
            }
        }
        best.1
    }
}

/// The level of `elo` on `curve`, by linear interpolation between its points (and beyond its
/// ends along the nearest segment, within 0 to [`Skill::FULL`]).
fn level_for_elo(elo: i32, curve: &[(i32, f64)]) -> f64 {
    let at = |i: usize| (f64::from(curve[i].0), curve[i].1);
    let level = match curve.len() {
        0 => Skill::FULL,
        1 => at(0).1,
        n => {
            let i = curve
                .windows(2)
                .position(|w| elo <= w[1].0)
                .unwrap_or(n - 2);
            let ((e0, l0), (e1, l1)) = (at(i), at(i + 1));
            l0 + (f64::from(elo) - e0) * (l1 - l0) / (e1 - e0)
        }
    };
    level.clamp(0.0, Skill::FULL)
}

/// One step of a xorshift generator (never 0 from a non-zero state).
fn xorshift(mut x: u64) -> u64 {
    x |= 1;
    x ^= x << 13;
    x ^= x >> 7;
    x ^ (x << 17)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(scores: &[i32]) -> Vec<Line<u8>> {
        scores
            .iter()
            .enumerate()
            .map(|(i, &score)| Line {
                score,
                pv: vec![i as u8],
                seldepth: 1,
            })
            .collect()
    }

    #[test]
    fn elo_maps_on_the_curve() {
        let curve = [(1000, 0.0), (2000, 10.0), (2500, 20.0)];
        assert_eq!(level_for_elo(1500, &curve), 5.0);
        assert_eq!(level_for_elo(2250, &curve), 15.0);
        assert_eq!(level_for_elo(500, &curve), 0.0);
        assert_eq!(level_for_elo(3000, &curve), 20.0);
        assert_eq!(Skill::new(Strength::Elo(2600), &curve), None);
        assert_eq!(Skill::new(Strength::Level(20), &curve), None);
        assert_eq!(Skill::new(Strength::Full, &curve), None);
        let s = Skill::new(Strength::Level(3), &curve).unwrap();
        assert_eq!((s.max_depth(), s.max_nodes()), (4, 2f64.powf(7.65) as u64));
    }

    #[test]
    fn weak_levels_sometimes_play_a_worse_move_strong_ones_rarely() {
        let candidates = lines(&[50, 30, 10, -2000]);
        let picks = |level: u32| {
            let s = Skill::new(Strength::Level(level), &[]).unwrap();
            let mut counts = [0; 4];
            for seed in 1..=1000u64 {
                counts[s.pick(&candidates, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15))] += 1;
            }
            counts
        };
        let weak = picks(0);
        let strong = picks(19);
        assert!(weak[0] < 900 && weak[1] + weak[2] > 100, "{weak:?}");
        assert!(strong[0] > weak[0], "{strong:?} vs {weak:?}");
        // The push closes at most 120/128 of a gap (plus under a pawn of chance): a blunder
        // of twenty pawns is never the choice.
        assert_eq!(weak[3] + strong[3], 0);
    }

    #[test]
    fn the_top_levels_fade_into_full_strength() {
        let at = |l: f64| Skill { level: l };
        let below = at(17.0);
        assert_eq!(below.max_nodes(), 2f64.powf(6.0 + 0.55 * 17.0) as u64);
        assert_eq!((below.lines(), below.weakness()), (4, 86));
        assert_eq!((at(18.0).lines(), at(18.0).weakness()), (4, 84));
        assert_eq!((at(19.0).lines(), at(19.0).weakness()), (3, 42));
        assert_eq!(at(19.0).max_nodes(), 2f64.powf(18.95) as u64);
        let top = at(19.99);
        assert_eq!((top.lines(), top.weakness()), (2, 1));
        assert!(top.max_nodes() > 4_000_000);
        // Every step up gives at least as many nodes, no more weakness, no more lines.
        let mut last = at(0.0);
        for i in 1..200 {
            let s = at(f64::from(i) / 10.0);
            assert!(s.max_nodes() >= last.max_nodes(), "{i}");
            assert!(
                s.weakness() <= last.weakness() && s.lines() <= last.lines(),
                "{i}"
            );
            last = s;
        }
    }

    #[test]
    fn one_line_is_played() {
        let s = Skill::new(Strength::Level(0), &[]).unwrap();
        assert_eq!(s.pick(&lines(&[7]), 12345), 0);
    }
}
