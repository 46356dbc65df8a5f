//! The tuner: a game's evaluation as a linear model ([`Tunable`], [`Trace`]), fitted to
//! self-play positions by gradient descent on a Texel-style loss.
//!
//! A position's evaluation, first player's point of view, is
//! `E = mg_share * Σ c·w_mg + (1 - mg_share) * eg_scale * Σ c·w_eg` over its trace's
//! coefficients `c` (first player's count of a feature less the second's) and the weights'
//! middlegame and endgame parts; `eg_scale` is the game's endgame scale for the side that
//! leads in the endgame sum. The loss is the mean of `(σ(K·E) - t)²` with
//! `σ(x) = 1 / (1 + 10^(-x/400))` and the target `t = λ·result + (1 - λ)·σ(K·score)` (result
//! 1, ½ or 0; score the search's). `K` is fitted first, to the results with the weights
//! compiled in; then Adam
//! moves the weights, every epoch one step on the gradient over the whole set, the set split
//! between threads and their sums added in a fixed order (the same run gives the same
//! weights).

use super::data::Record;
use gambit::board::ByColor;
use gambit::game::Game;
use gambit::rules::Outcome;
use gambit::search::SearchGame;
use gambit::square::Color;

/// A position's evaluation as coefficients of the weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    /// `(weight index, coefficient)`: how often the first player has the feature less how
    /// often the second has it; features whose coefficient is 0 may be left out.
    pub coefs: Vec<(u32, i32)>,
    /// The middlegame share of the taper, `0..=1` (1: all pieces on the board).
    pub mg_share: f64,
    /// The factor on the endgame part when that side leads in it (1: none; less in endings
    /// hard to win).
    pub eg_scale: ByColor<f64>,
}

impl Trace {
    /// The evaluation this trace gives with `weights` (middlegame, endgame), first player's
    /// point of view, before any rounding.
    pub fn evaluate(&self, weights: &[(f64, f64)]) -> f64 {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(i, c) in &self.coefs {
            let (wm, we) = weights[i as usize];
            mg += f64::from(c) * wm;
            eg += f64::from(c) * we;
        }
        let scale = self.eg_scale[if eg > 0.0 { Color::White } else { Color::Black }];
        mg * self.mg_share + eg * (1.0 - self.mg_share) * scale
    }
}

/// A game's evaluation as a linear model: the weights' names and values and the features of
/// a position.
pub struct Model<G> {
    /// Each weight's name (`pst knight e4`), for the comments of the generated source.
    pub names: Vec<String>,
    /// The weights compiled in now: (middlegame, endgame) centipawns. The tuner starts here.
    pub weights: Vec<(i32, i32)>,
    /// The trace of a position: the evaluation's own code run with a recording accumulator,
    /// so that it cannot disagree with the evaluation the engine plays with.
    pub trace: fn(&G) -> Trace,
}

/// A game whose evaluation the tuner can fit.
pub trait Tunable: SearchGame {
    /// The evaluation as a linear model; `None` (the default) for a game whose evaluation is
    /// not exposed to the tuner yet: `tune` then says so.
    fn model() -> Option<Model<Self>> {
        None
    }

    /// The inputs of the game's network for the trainer ([`gambit::nnue::NetworkInput`]);
    /// `None` (the default) for a game without a network yet: `train` then says so.
    fn network_inputs() -> Option<super::inputs::InputSpec<Self>> {
        None
    }
}

/// Why the tuner cannot run.
#[derive(Debug, thiserror::Error)]
pub enum TuneError {
    /// The game's evaluation is not a model the tuner can fit.
    #[error("the {0} evaluation is not exposed to the tuner yet (no Tunable model)")]
    NotTunable(&'static str),
    /// A record's position cannot be set up.
    #[error("record {record}: bad FEN {fen:?}: {why}")]
    BadFen {
        /// 1-based record number.
        record: u64,
        /// The FEN.
        fen: String,
        /// Why it was refused.
        why: String,
    },
    /// There is no position to fit.
    #[error("the data holds no position")]
    Empty,
    /// A trace names a weight the model does not have.
    #[error("a trace names weight {index}, but the model has {count}")]
    BadIndex {
        /// The index in the trace.
        index: u32,
        /// The model's number of weights.
        count: usize,
    },
}

/// How a fit runs.
#[derive(Clone, Debug, PartialEq)]
pub struct TuneConfig {
    /// Passes over the whole set.
    pub epochs: usize,
    /// Weight of the game result in the target (1: result only; 0: search score only).
    pub lambda: f64,
    /// Adam's step size, centipawns.
    pub learning_rate: f64,
    /// Threads sharing each pass.
    pub threads: usize,
    /// The sigmoid scale; `None`: fitted on the starting weights.
    pub k: Option<f64>,
    /// The ridge penalty on moving a weight from where it started: `R·Σ((w - w₀)/100)²` is
    /// added to the loss. Features that few positions show cannot then drift far on noise.
    pub regularization: f64,
}

impl TuneConfig {
    /// The defaults: 400 epochs, λ = 0.5, step 1 centipawn, one thread, K fitted.
    pub const DEFAULT: TuneConfig = TuneConfig {
        epochs: 400,
        lambda: 0.5,
        learning_rate: 1.0,
        threads: 1,
        k: None,
        regularization: 0.0,
    };
}

impl Default for TuneConfig {
    fn default() -> Self {
        TuneConfig::DEFAULT
    }
}

/// One position of the set: where its coefficients are and what it should score.
#[derive(Clone, Copy, Debug)]
struct Entry {
    start: u32,
    end: u32,
    mg_share: f32,
    eg_scale: [f32; 2],
    /// The game result, first player's point of view: 1, 0.5 or 0.
    result: f32,
    /// The search score, first player's point of view, centipawns.
    score: f32,
}

/// Positions as the tuner keeps them: coefficients packed in one array.
#[derive(Clone, Debug, Default)]
pub struct Dataset {
    coefs: Vec<(u16, i16)>,
    entries: Vec<Entry>,
    weights: usize,
}

fn result_value(o: Outcome) -> f32 {
    match o {
        Outcome::FirstWins => 1.0,
        Outcome::Draw => 0.5,
        Outcome::SecondWins => 0.0,
    }
}

impl Dataset {
    /// An empty set for a model of `weights` weights.
    pub fn new(weights: usize) -> Self {
        Dataset {
            weights,
            ..Dataset::default()
        }
    }

    /// Adds a position from its trace, its game's result and its search score (both first
    /// player's point of view).
    pub fn push(&mut self, trace: &Trace, result: Outcome, score: i16) -> Result<(), TuneError> {
        let start = self.coefs.len() as u32;
        for &(i, c) in &trace.coefs {
            if i as usize >= self.weights || i > u32::from(u16::MAX) {
                self.coefs.truncate(start as usize);
                return Err(TuneError::BadIndex {
                    index: i,
                    count: self.weights,
                });
            }
            if c != 0 {
                let c = c.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
                self.coefs.push((i as u16, c));
            }
        }
        self.entries.push(Entry {
            start,
            end: self.coefs.len() as u32,
            mg_share: trace.mg_share as f32,
            eg_scale: [
                trace.eg_scale[Color::White] as f32,
                trace.eg_scale[Color::Black] as f32,
            ],
            result: result_value(result),
            score: f32::from(score),
        });
        Ok(())
    }

    /// Traces the positions of `records` with `model`, on `threads` threads.
    pub fn from_records<G: Game>(
        model: &Model<G>,
        records: &[Record],
        notation: G::Notation,
        threads: usize,
    ) -> Result<Dataset, TuneError> {
        let parts = fold_positions(
            records,
            notation,
            threads,
            |traces: &mut Vec<Trace>, _, _, pos: &G| {
                traces.push((model.trace)(pos));
                Ok(())
            },
        )?;
        let mut set = Dataset::new(model.weights.len());
        for (trace, r) in parts.iter().flatten().zip(records) {
            set.push(trace, r.result, r.score)?;
        }
        Ok(set)
    }

    /// Positions in the set.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// `true` when the set holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The evaluation of entry `e` with `weights`, first player's point of view.
    fn evaluate(&self, e: &Entry, weights: &[(f64, f64)]) -> (f64, f64, f64) {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(i, c) in &self.coefs[e.start as usize..e.end as usize] {
            let (wm, we) = weights[usize::from(i)];
            mg += f64::from(c) * wm;
            eg += f64::from(c) * we;
        }
        let scale = f64::from(if eg > 0.0 {
            e.eg_scale[0]
        } else {
            e.eg_scale[1]
        });
        let share = f64::from(e.mg_share);
        (mg * share + eg * (1.0 - share) * scale, share, scale)
    }

    /// The mean loss of `weights` with sigmoid scale `k` and result weight `lambda`.
    pub fn loss(&self, weights: &[(f64, f64)], k: f64, lambda: f64, threads: usize) -> f64 {
        self.pass(weights, k, lambda, threads, false).0
    }

    /// One pass over the set: the mean loss and, when `gradient`, its gradient with respect
    /// to every weight. The set is split into `threads` parts whose sums are added in order.
    fn pass(
        &self,
        weights: &[(f64, f64)],
        k: f64,
        lambda: f64,
        threads: usize,
        gradient: bool,
    ) -> (f64, Vec<(f64, f64)>) {
        let n = self.entries.len().max(1);
        let chunk = self.entries.len().div_ceil(threads.max(1)).max(1);
        let parts: Vec<(f64, Vec<(f64, f64)>)> = std::thread::scope(|scope| {
            let handles: Vec<_> = self
                .entries
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        let mut grad = vec![(0.0, 0.0); if gradient { weights.len() } else { 0 }];
                        let mut loss = 0.0;
                        for e in part {
                            let (eval, share, scale) = self.evaluate(e, weights);
                            let target = lambda * f64::from(e.result)
                                + (1.0 - lambda) * sigmoid(k * f64::from(e.score));
                            let s = sigmoid(k * eval);
                            let err = s - target;
                            loss += err * err;
                            if gradient {
                                // d(err²)/dE = 2·err·σ'(K·E)·K, σ' = σ(1-σ)·ln10/400.
                                let d = 2.0 * err * s * (1.0 - s) * k * LN10_400;
                                let (dm, de) = (d * share, d * (1.0 - share) * scale);
                                for &(i, c) in &self.coefs[e.start as usize..e.end as usize] {
                                    let g = &mut grad[usize::from(i)];
                                    g.0 += f64::from(c) * dm;
                                    g.1 += f64::from(c) * de;
                                }
                            }
                        }
                        (loss, grad)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a tuning thread panicked"))
                .collect()
        });
        let mut loss = 0.0;
        let mut grad = vec![(0.0, 0.0); if gradient { weights.len() } else { 0 }];
        for (l, g) in parts {
            loss += l;
            for (sum, part) in grad.iter_mut().zip(g) {
                sum.0 += part.0;
                sum.1 += part.1;
            }
        }
        let inv = 1.0 / n as f64;
        for g in &mut grad {
            g.0 *= inv;
            g.1 *= inv;
        }
        (loss * inv, grad)
    }
}

/// Sets up the position of every record, `threads` threads each taking one run of
/// consecutive records, and folds each run into an `A` with `add(acc, record number, record,
/// position)`; the runs come back in order. A FEN that does not set up is a
/// [`TuneError::BadFen`], turned into the caller's error.
pub(crate) fn fold_positions<G: Game, A: Default + Send, E: From<TuneError> + Send>(
    records: &[Record],
    notation: G::Notation,
    threads: usize,
    add: impl Fn(&mut A, u64, &Record, &G) -> Result<(), E> + Sync,
) -> Result<Vec<A>, E> {
    let threads = threads.max(1);
    let chunk = records.len().div_ceil(threads).max(1);
    let add = &add;
    let parts: Vec<Result<A, E>> = std::thread::scope(|scope| {
        let handles: Vec<_> = records
            .chunks(chunk)
            .enumerate()
            .map(|(n, part)| {
                scope.spawn(move || {
                    let mut acc = A::default();
                    for (j, r) in part.iter().enumerate() {
                        let record = (n * chunk + j + 1) as u64;
                        let pos = G::from_fen(&r.fen, notation).map_err(|e| {
                            E::from(TuneError::BadFen {
                                record,
                                fen: r.fen.clone(),
                                why: e.to_string(),
                            })
                        })?;
                        add(&mut acc, record, r, &pos)?;
                    }
                    Ok(acc)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a position thread panicked"))
            .collect()
    });
    parts.into_iter().collect()
}

/// `ln(10) / 400`: the sigmoid's slope factor for centipawns.
const LN10_400: f64 = std::f64::consts::LN_10 / 400.0;

/// The expected score of an evaluation of `x` centipawns: `1 / (1 + 10^(-x/400))`.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x * LN10_400).exp())
}

/// The sigmoid scale that makes `weights` predict the game results best: a golden-section
/// search over `0.05..=5` on the loss with `λ = 1`. (Fitted to a target holding the search
/// scores, the scale would shrink towards 0, where every prediction and every target is ½.)
pub fn fit_k(set: &Dataset, weights: &[(f64, f64)], threads: usize) -> f64 {
    let loss = |k: f64| set.loss(weights, k, 1.0, threads);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.05f64, 5.0f64);
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let (mut la, mut lb) = (loss(a), loss(b));
    for _ in 0..40 {
        if la <= lb {
            hi = b;
            b = a;
            lb = la;
            a = hi - ratio * (hi - lo);
            la = loss(a);
        } else {
            lo = a;
            a = b;
            la = lb;
            b = lo + ratio * (hi - lo);
            lb = loss(b);
        }
    }
    (lo + hi) / 2.0
}

/// What a fit found.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The weights, rounded to centipawns.
    pub weights: Vec<(i32, i32)>,
    /// The sigmoid scale used.
    pub k: f64,
    /// The loss of the starting weights.
    pub start_loss: f64,
    /// The loss of the rounded weights.
    pub final_loss: f64,
}

/// Fits weights to `set` from `start`, calling `on_epoch(epoch, loss)` after each epoch
/// (the loss of the weights before that epoch's step).
pub fn tune(
    set: &Dataset,
    start: &[(i32, i32)],
    config: &TuneConfig,
    mut on_epoch: impl FnMut(usize, f64),
) -> Result<Fitted, TuneError> {
    if set.is_empty() {
        return Err(TuneError::Empty);
    }
    let threads = config.threads.max(1);
    let mut w: Vec<(f64, f64)> = start
        .iter()
        .map(|&(m, e)| (f64::from(m), f64::from(e)))
        .collect();
    let k = config.k.unwrap_or_else(|| fit_k(set, &w, threads));
    let start_loss = set.loss(&w, k, config.lambda, threads);
    let origin = w.clone();
    // d/dw of R·((w - w₀)/100)².
    let ridge = 2.0 * config.regularization / (100.0 * 100.0);
    let (beta1, beta2, eps): (f64, f64, f64) = (0.9, 0.999, 1e-8);
    let mut m = vec![(0.0, 0.0); w.len()];
    let mut v = vec![(0.0, 0.0); w.len()];
    for epoch in 1..=config.epochs {
        let (loss, mut grad) = set.pass(&w, k, config.lambda, threads, true);
        on_epoch(epoch, loss);
        for ((g, wi), w0) in grad.iter_mut().zip(&w).zip(&origin) {
            g.0 += ridge * (wi.0 - w0.0);
            g.1 += ridge * (wi.1 - w0.1);
        }
        let t = epoch as i32;
        let (c1, c2) = (1.0 - beta1.powi(t), 1.0 - beta2.powi(t));
        for ((wi, gi), (mi, vi)) in w.iter_mut().zip(&grad).zip(m.iter_mut().zip(v.iter_mut())) {
            for (wx, gx, mx, vx) in [
                (&mut wi.0, gi.0, &mut mi.0, &mut vi.0),
                (&mut wi.1, gi.1, &mut mi.1, &mut vi.1),
            ] {
                *mx = beta1 * *mx + (1.0 - beta1) * gx;
                *vx = beta2 * *vx + (1.0 - beta2) * gx * gx;
                *wx -= config.learning_rate * (*mx / c1) / ((*vx / c2).sqrt() + eps);
            }
        }
    }
    let weights: Vec<(i32, i32)> = w
        .iter()
        .map(|&(m, e)| (m.round() as i32, e.round() as i32))
        .collect();
    let rounded: Vec<(f64, f64)> = weights
        .iter()
        .map(|&(m, e)| (f64::from(m), f64::from(e)))
        .collect();
    let final_loss = set.loss(&rounded, k, config.lambda, threads);
    Ok(Fitted {
        weights,
        k,
        start_loss,
        final_loss,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use gambit::board::zobrist::KeyStream;

    /// Positions of a known linear model with two weights: the tuner must find its way
    /// there from zero, lowering the loss.
    #[test]
    fn tuning_lowers_the_loss_of_a_synthetic_set() {
        let truth = [(120.0, 80.0), (-40.0, 30.0)];
        let mut rng = KeyStream::new(7);
        let mut set = Dataset::new(2);
        for _ in 0..2000 {
            let c0 = (rng.next_key() % 5) as i32 - 2;
            let c1 = (rng.next_key() % 7) as i32 - 3;
            let share = (rng.next_key() % 25) as f64 / 24.0;
            let trace = Trace {
                coefs: vec![(0, c0), (1, c1)],
                mg_share: share,
                eg_scale: ByColor::new(1.0, 1.0),
            };
            let eval = trace.evaluate(&truth);
            let p = sigmoid(eval);
            let draw = (rng.next_key() % 1000) as f64 / 1000.0;
            let result = if draw < p {
                Outcome::FirstWins
            } else {
                Outcome::SecondWins
            };
            set.push(&trace, result, eval as i16).unwrap();
        }
        let config = TuneConfig {
            epochs: 300,
            lambda: 0.0,
            learning_rate: 2.0,
            threads: 2,
            k: Some(1.0),
            regularization: 0.0,
        };
        let mut losses = Vec::new();
        let fitted = tune(&set, &[(0, 0), (0, 0)], &config, |_, l| losses.push(l)).unwrap();
        assert_eq!(losses.len(), 300);
        assert!(fitted.final_loss < fitted.start_loss / 10.0, "{fitted:?}");
        assert!(losses.windows(2).filter(|w| w[1] > w[0]).count() < 30);
        // Fitted to the search scores alone, the weights come near the truth.
        for (got, want) in fitted.weights.iter().zip(truth) {
            assert!((f64::from(got.0) - want.0).abs() < 15.0, "{fitted:?}");
            assert!((f64::from(got.1) - want.1).abs() < 15.0, "{fitted:?}");
        }
        // K fitted on the true weights is near 1 (the results were drawn with it).
        let k = fit_k(&set, &truth, 1);
        assert!((k - 1.0).abs() < 0.25, "{k}");
    }

    #[test]
    fn bad_input_is_an_error() {
        let mut set = Dataset::new(1);
        let trace = Trace {
            coefs: vec![(3, 1)],
            mg_share: 1.0,
            eg_scale: ByColor::new(1.0, 1.0),
        };
        assert!(matches!(
            set.push(&trace, Outcome::Draw, 0),
            Err(TuneError::BadIndex { index: 3, count: 1 })
        ));
        assert!(matches!(
            tune(&set, &[(0, 0)], &TuneConfig::default(), |_, _| {}),
            Err(TuneError::Empty)
        ));
    }
}
