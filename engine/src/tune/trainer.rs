//! The network trainer: fits a [`Network`](gambit::nnue::Network)'s weights to self-play
//! positions, in floating point, then rounds them to the fixed point the engine runs.
//!
//! The network reads a position from the side to move's view: the hidden layer of each view
//! is `b + Σ W[i]` over the inputs that are on, its activation `clamp(x, 0, 1)²`, the output
//! `o = c + u·act(us) + v·act(them)`, in units of [`SCALE`] centipawns. The loss is the
//! tuner's: the mean of `(σ(K·o·SCALE) - t)²` with `σ(x) = 1/(1 + 10^(-x/400))` and
//! `t = λ·result + (1 - λ)·σ(K·score)`, all from the side to move's view. `K` is fitted to
//! the game results with the evaluation compiled in, so that the network's centipawns are on
//! the scale the search's margins were set for.
//!
//! Minibatch Adam, the step size falling from `--lr` to a tenth of it over the epochs; every
//! weight is clipped to [`WEIGHT_CLIP`]. A batch is cut into [`CHUNKS`] fixed parts whose
//! gradients are added in order, whatever the number of threads, so the same data, settings
//! and seed give the same network on any machine with the same floating point.

use super::data::Record;
use super::inputs::InputSpec;
use super::tuner::{fold_positions, sigmoid, TuneError};
use gambit::board::zobrist::KeyStream;
use gambit::game::Game;
use gambit::nnue::{NetworkFile, QA, QB, SCALE, WEIGHT_CLIP};
use gambit::rules::Outcome;
use gambit::search::SearchGame;
use gambit::square::Color;

/// The parts a batch is cut into: the unit of work of a thread, fixed so that the sums do
/// not depend on the thread count.
pub const CHUNKS: usize = 8;

/// How a network is trained.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainConfig {
    /// Hidden units per view.
    pub hidden: usize,
    /// Passes over the set.
    pub epochs: usize,
    /// Positions per step.
    pub batch: usize,
    /// Adam's first step size; it falls to a tenth by the last epoch.
    pub learning_rate: f64,
    /// Weight of the game result in the target (the rest: the search score).
    pub lambda: f64,
    /// The sigmoid scale; `None`: fitted to the results with the evaluation compiled in.
    pub k: Option<f64>,
    /// Threads sharing each batch.
    pub threads: usize,
    /// Seeds the starting weights and the order of the positions.
    pub seed: u64,
}

impl TrainConfig {
    /// The defaults: 128 hidden units, 40 epochs of 16,384 positions a step from 0.001,
    /// λ = 0.5, K fitted, one thread, seed 1.
    pub const DEFAULT: TrainConfig = TrainConfig {
        hidden: 128,
        epochs: 40,
        batch: 16384,
        learning_rate: 0.001,
        lambda: 0.5,
        k: None,
        threads: 1,
        seed: 1,
    };
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig::DEFAULT
    }
}

/// Why training cannot run.
#[derive(Debug, thiserror::Error)]
pub enum TrainError {
    /// The game names no network inputs.
    #[error("the {0} evaluation has no network inputs yet")]
    NoInputs(&'static str),
    /// A record's position cannot be set up.
    #[error(transparent)]
    Position(#[from] TuneError),
    /// A position has more inputs on than the game says it can.
    #[error("record {record}: {count} inputs on, the game allows {max}")]
    TooManyInputs {
        /// 1-based record number.
        record: u64,
        /// Inputs on.
        count: usize,
        /// The game's limit.
        max: usize,
    },
    /// There is no position to fit.
    #[error("the data holds no position")]
    Empty,
    /// The network file to start from cannot be read.
    #[error("the starting network: {0}")]
    Start(#[source] gambit::nnue::NetworkFileError),
    /// The network to start from has another shape than the one asked for.
    #[error("the starting network has {inputs} inputs and {hidden} hidden units, not {want_inputs} and {want_hidden}")]
    StartShape {
        /// Its inputs.
        inputs: usize,
        /// Its hidden units.
        hidden: usize,
        /// The game's inputs.
        want_inputs: usize,
        /// The hidden units asked for.
        want_hidden: usize,
    },
}

/// One position: where its inputs are and what it should score, side to move's view.
#[derive(Clone, Copy, Debug)]
struct Sample {
    start: u32,
    us: u8,
    them: u8,
    result: f32,
    score: f32,
    /// The evaluation compiled in, centipawns: the yardstick the network must beat.
    eval: f32,
}

/// Positions as the trainer keeps them: the inputs of both views packed in one array.
#[derive(Clone, Debug, Default)]
pub struct TrainSet {
    inputs: Vec<u16>,
    samples: Vec<Sample>,
}

fn result_value(o: Outcome) -> f32 {
    match o {
        Outcome::FirstWins => 1.0,
        Outcome::Draw => 0.5,
        Outcome::SecondWins => 0.0,
    }
}

impl TrainSet {
    /// Sets up the positions of `records` on `threads` threads and records their inputs,
    /// targets and the evaluation compiled in.
    pub fn from_records<G: SearchGame>(
        spec: &InputSpec<G>,
        records: &[Record],
        notation: G::Notation,
        threads: usize,
    ) -> Result<TrainSet, TrainError> {
        let parts = fold_positions(
            records,
            notation,
            threads,
            |set: &mut TrainSet, record, r, pos: &G| set.push(spec, pos, r, record),
        )?;
        let mut set = TrainSet::default();
        for part in parts {
            let base = set.inputs.len() as u32;
            set.inputs.extend_from_slice(&part.inputs);
            set.samples.extend(part.samples.iter().map(|s| Sample {
                start: s.start + base,
                ..*s
            }));
        }
        Ok(set)
    }

    fn push<G: SearchGame>(
        &mut self,
        spec: &InputSpec<G>,
        pos: &G,
        r: &Record,
        record: u64,
    ) -> Result<(), TrainError> {
        let side = pos.side_to_move();
        let start = self.inputs.len();
        let mut counts = [0usize; 2];
        for (k, view) in [side, side.flip()].into_iter().enumerate() {
            (spec.visit)(pos, view, &mut |i| {
                self.inputs.push(i as u16);
                counts[k] += 1;
            });
            if counts[k] > spec.max_active || counts[k] > usize::from(u8::MAX) {
                self.inputs.truncate(start);
                return Err(TrainError::TooManyInputs {
                    record,
                    count: counts[k],
                    max: spec.max_active,
                });
            }
        }
        let result = result_value(r.result);
        let score = f32::from(r.score);
        let (result, score) = match side {
            Color::White => (result, score),
            Color::Black => (1.0 - result, -score),
        };
        self.samples.push(Sample {
            start: start as u32,
            us: counts[0] as u8,
            them: counts[1] as u8,
            result,
            score,
            eval: pos.evaluate() as f32,
        });
        Ok(())
    }

    /// Positions in the set.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// `true` when the set holds no position.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The loss of the evaluation compiled in on this set.
    pub fn eval_loss(&self, k: f64, lambda: f64) -> f64 {
        let sum: f64 = self
            .samples
            .iter()
            .map(|s| {
                let e = sigmoid(k * f64::from(s.eval)) - target(s, k, lambda);
                e * e
            })
            .sum();
        sum / self.len().max(1) as f64
    }

    /// The sigmoid scale that makes the evaluation compiled in predict the results best
    /// (golden-section search over `0.05..=5`, as the tuner's `fit_k`).
    pub fn fit_k(&self) -> f64 {
        let loss = |k: f64| self.eval_loss(k, 1.0);
        let ratio = (5f64.sqrt() - 1.0) / 2.0;
        let (mut lo, mut hi) = (0.05f64, 5.0f64);
        for _ in 0..40 {
            let a = hi - ratio * (hi - lo);
            let b = lo + ratio * (hi - lo);
            if loss(a) <= loss(b) {
                hi = b;
            } else {
                lo = a;
            }
        }
        (lo + hi) / 2.0
    }
}

/// The target of a sample, side to move's view.
fn target(s: &Sample, k: f64, lambda: f64) -> f64 {
    lambda * f64::from(s.result) + (1.0 - lambda) * sigmoid(k * f64::from(s.score))
}

/// A network in floating point: all weights in one vector, laid out as
/// `[W (inputs x hidden) | b (hidden) | u (hidden) | v (hidden) | c]`.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNetwork {
    /// The number of inputs.
    pub inputs: usize,
    /// Hidden units per view.
    pub hidden: usize,
    /// The weights.
    pub params: Vec<f32>,
}

impl FloatNetwork {
    /// A network with seeded random weights: hidden weights uniform in `±1/√max_active` (a
    /// typical position's hidden sums then start near ±0.6), output weights in `±1/√(2·hidden)`.
    pub fn random(inputs: usize, hidden: usize, max_active: usize, seed: u64) -> Self {
        let mut rng = KeyStream::new(seed);
        let mut uniform = |a: f32| -> f32 {
            let x = (rng.next_key() >> 40) as f32 / (1u64 << 24) as f32;
            (2.0 * x - 1.0) * a
        };
        let mut params = Vec::with_capacity(inputs * hidden + 3 * hidden + 1);
        let a = 1.0 / (max_active.max(1) as f32).sqrt();
        params.extend((0..inputs * hidden).map(|_| uniform(a)));
        params.extend((0..hidden).map(|_| 0.0));
        let a = 1.0 / ((2 * hidden) as f32).sqrt();
        params.extend((0..2 * hidden).map(|_| uniform(a)));
        params.push(0.0);
        FloatNetwork {
            inputs,
            hidden,
            params,
        }
    }

    /// The network of a file, its fixed-point weights turned back into floats: where the
    /// next round of training starts from the last round's network.
    pub fn from_file(file: &NetworkFile) -> Self {
        let qa = QA as f32;
        let qb = QB as f32;
        let mut params = Vec::with_capacity(file.inputs * file.hidden + 3 * file.hidden + 1);
        params.extend(file.ft_weights.iter().map(|&w| f32::from(w) / qa));
        params.extend(file.ft_bias.iter().map(|&w| f32::from(w) / qa));
        params.extend(file.out_weights.iter().map(|&w| f32::from(w) / qb));
        params.push(file.out_bias as f32 / (qa * qb));
        FloatNetwork {
            inputs: file.inputs,
            hidden: file.hidden,
            params,
        }
    }

    fn bias(&self) -> usize {
        self.inputs * self.hidden
    }

    /// The output, in units of [`SCALE`] centipawns, of a sample's inputs; fills the hidden
    /// sums of both views.
    fn forward(&self, ins: &[u16], us: usize, acc: &mut [Vec<f32>; 2]) -> f32 {
        let h = self.hidden;
        let b = self.bias();
        let p = &self.params;
        let mut out = p[b + 3 * h];
        for (k, inputs) in [&ins[..us], &ins[us..]].into_iter().enumerate() {
            let a = &mut acc[k];
            a.copy_from_slice(&p[b..b + h]);
            for &i in inputs {
                let row = &p[i as usize * h..][..h];
                for (x, w) in a.iter_mut().zip(row) {
                    *x += w;
                }
            }
            let u = &p[b + h + k * h..][..h];
            for (x, w) in a.iter().zip(u) {
                let c = x.clamp(0.0, 1.0);
                out += c * c * w;
            }
        }
        out
    }

    /// Adds the gradient of the summed loss over `samples` to `grad`; returns the summed loss.
    fn gradient(
        &self,
        set: &TrainSet,
        samples: &[u32],
        slope: f32,
        targets: &[f32],
        grad: &mut [f32],
    ) -> f64 {
        let h = self.hidden;
        let b = self.bias();
        let mut acc = [vec![0.0f32; h], vec![0.0f32; h]];
        let mut delta = vec![0.0f32; h];
        let mut loss = 0.0f64;
        for &n in samples {
            let s = &set.samples[n as usize];
            let ins = &set.inputs[s.start as usize..][..usize::from(s.us) + usize::from(s.them)];
            let out = self.forward(ins, usize::from(s.us), &mut acc);
            let p = 1.0 / (1.0 + (-slope * out).exp());
            let err = p - targets[n as usize];
            loss += f64::from(err * err);
            let g = 2.0 * err * p * (1.0 - p) * slope;
            grad[b + 3 * h] += g;
            for (k, inputs) in [&ins[..usize::from(s.us)], &ins[usize::from(s.us)..]]
                .into_iter()
                .enumerate()
            {
                let u = &self.params[b + h + k * h..][..h];
                let gu = &mut grad[b + h + k * h..][..h];
                for j in 0..h {
                    let x = acc[k][j];
                    let c = x.clamp(0.0, 1.0);
                    gu[j] += g * c * c;
                    delta[j] = if x > 0.0 && x < 1.0 {
                        2.0 * g * u[j] * x
                    } else {
                        0.0
                    };
                }
                for (gb, d) in grad[b..b + h].iter_mut().zip(&delta) {
                    *gb += d;
                }
                for &i in inputs {
                    let row = &mut grad[i as usize * h..][..h];
                    for (gw, d) in row.iter_mut().zip(&delta) {
                        *gw += d;
                    }
                }
            }
        }
        loss
    }

    /// The mean loss over a set, on `threads` threads.
    pub fn loss(&self, set: &TrainSet, k: f64, lambda: f64, threads: usize) -> f64 {
        let slope = slope(k);
        let n = set.len();
        let chunk = n.div_ceil(threads.max(1)).max(1);
        let sums: Vec<f64> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..n)
                .step_by(chunk)
                .map(|start| {
                    scope.spawn(move || {
                        let mut acc = [vec![0.0f32; self.hidden], vec![0.0f32; self.hidden]];
                        let mut sum = 0.0f64;
                        for s in &set.samples[start..(start + chunk).min(n)] {
                            let ins = &set.inputs[s.start as usize..]
                                [..usize::from(s.us) + usize::from(s.them)];
                            let out = self.forward(ins, usize::from(s.us), &mut acc);
                            let p = 1.0 / (1.0 + (-f64::from(slope) * f64::from(out)).exp());
                            let e = p - target(s, k, lambda);
                            sum += e * e;
                        }
                        sum
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a loss thread panicked"))
                .collect()
        });
        sums.iter().sum::<f64>() / n.max(1) as f64
    }

    /// The network in the engine's fixed point, as a file for `game` with `note`.
    pub fn quantize(&self, game: &str, note: &str) -> NetworkFile {
        let h = self.hidden;
        let b = self.bias();
        let q = |w: f32, scale: i32| -> i16 { (w * scale as f32).round() as i16 };
        NetworkFile {
            game: game.to_string(),
            note: note.to_string(),
            inputs: self.inputs,
            hidden: h,
            ft_weights: self.params[..b].iter().map(|&w| q(w, QA)).collect(),
            ft_bias: self.params[b..b + h].iter().map(|&w| q(w, QA)).collect(),
            out_weights: self.params[b + h..b + 3 * h]
                .iter()
                .map(|&w| q(w, QB))
                .collect(),
            out_bias: (self.params[b + 3 * h] * (QA * QB) as f32).round() as i32,
        }
    }

    /// The output of a position in centipawns, side to move's view, in floating point (for
    /// the tests that hold the quantized network to it).
    pub fn evaluate<G: Game>(&self, spec: &InputSpec<G>, pos: &G) -> f32 {
        let side = pos.side_to_move();
        let mut ins: Vec<u16> = Vec::new();
        (spec.visit)(pos, side, &mut |i| ins.push(i as u16));
        let us = ins.len();
        (spec.visit)(pos, side.flip(), &mut |i| ins.push(i as u16));
        let mut acc = [vec![0.0f32; self.hidden], vec![0.0f32; self.hidden]];
        self.forward(&ins, us, &mut acc) * SCALE as f32
    }
}

/// The logistic slope of the network's output: `σ(K·o·SCALE)` with the base-10 sigmoid is
/// `1/(1 + e^(-slope·o))`.
fn slope(k: f64) -> f32 {
    (k * f64::from(SCALE) * std::f64::consts::LN_10 / 400.0) as f32
}

/// What training found.
#[derive(Clone, Debug)]
pub struct Trained {
    /// The network.
    pub network: FloatNetwork,
    /// The sigmoid scale used.
    pub k: f64,
}

/// One epoch's report.
#[derive(Clone, Copy, Debug)]
pub struct EpochReport {
    /// 1-based.
    pub epoch: usize,
    /// The mean loss over the epoch's batches, before each batch's step.
    pub loss: f64,
    /// The step size of the epoch.
    pub learning_rate: f64,
}

/// Trains a network on `set`, from `start` (the previous round's network) or from seeded
/// random weights, calling `on_epoch` after every epoch.
pub fn train(
    set: &TrainSet,
    spec_inputs: usize,
    max_active: usize,
    config: &TrainConfig,
    start: Option<FloatNetwork>,
    mut on_epoch: impl FnMut(&EpochReport, &FloatNetwork),
) -> Result<Trained, TrainError> {
    if set.is_empty() {
        return Err(TrainError::Empty);
    }
    if let Some(n) = &start {
        if n.inputs != spec_inputs || n.hidden != config.hidden {
            return Err(TrainError::StartShape {
                inputs: n.inputs,
                hidden: n.hidden,
                want_inputs: spec_inputs,
                want_hidden: config.hidden,
            });
        }
    }
    let k = config.k.unwrap_or_else(|| set.fit_k());
    let slope = slope(k);
    let targets: Vec<f32> = set
        .samples
        .iter()
        .map(|s| target(s, k, config.lambda) as f32)
        .collect();
    let mut net = start.unwrap_or_else(|| {
        FloatNetwork::random(spec_inputs, config.hidden, max_active, config.seed)
    });
    let params = net.params.len();
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut m = vec![0.0f32; params];
    let mut v = vec![0.0f32; params];
    let mut grads = vec![vec![0.0f32; params]; CHUNKS];
    let mut order: Vec<u32> = (0..set.len() as u32).collect();
    let mut rng = KeyStream::new(config.seed ^ 0x5eed);
    let batch = config.batch.max(CHUNKS);
    let threads = config.threads.max(1);
    let mut step = 0i32;
    for epoch in 1..=config.epochs {
        // Fisher-Yates, seeded: the same order on every machine.
        for i in (1..order.len()).rev() {
            let j = (rng.next_key() % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        let fraction = if config.epochs > 1 {
            (epoch - 1) as f64 / (config.epochs - 1) as f64
        } else {
            0.0
        };
        let lr = config.learning_rate * 0.1f64.powf(fraction);
        let mut loss = 0.0f64;
        for part in order.chunks(batch) {
            let per = part.len().div_ceil(CHUNKS);
            let net_ref = &net;
            let targets = &targets;
            let losses: Vec<f64> = std::thread::scope(|scope| {
                let mut work: Vec<Vec<(usize, &mut Vec<f32>)>> =
                    (0..threads).map(|_| Vec::new()).collect();
                for (c, g) in grads.iter_mut().enumerate() {
                    work[c % threads].push((c, g));
                }
                let handles: Vec<_> = work
                    .into_iter()
                    .map(|jobs| {
                        scope.spawn(move || {
                            jobs.into_iter()
                                .map(|(c, g)| {
                                    g.fill(0.0);
                                    let lo = (c * per).min(part.len());
                                    let hi = ((c + 1) * per).min(part.len());
                                    (c, net_ref.gradient(set, &part[lo..hi], slope, targets, g))
                                })
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                let mut by_chunk = vec![0.0; CHUNKS];
                for h in handles {
                    for (c, l) in h.join().expect("a training thread panicked") {
                        by_chunk[c] = l;
                    }
                }
                by_chunk
            });
            loss += losses.iter().sum::<f64>();
            let (first, rest) = grads.split_first_mut().expect("CHUNKS > 0");
            for g in rest.iter() {
                for (a, b) in first.iter_mut().zip(g) {
                    *a += b;
                }
            }
            step += 1;
            let inv = 1.0 / part.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(step), 1.0 - beta2.powi(step));
            let lr = lr as f32;
            let last = params - 1;
            for (i, ((w, g), (mi, vi))) in net
                .params
                .iter_mut()
                .zip(first.iter())
                .zip(m.iter_mut().zip(v.iter_mut()))
                .enumerate()
            {
                let g = g * inv;
                *mi = beta1 * *mi + (1.0 - beta1) * g;
                *vi = beta2 * *vi + (1.0 - beta2) * g * g;
                *w -= lr * (*mi / c1) / ((*vi / c2).sqrt() + eps);
                // The output bias is an i32 in the engine: no clip needed.
                if i != last {
                    *w = w.clamp(-WEIGHT_CLIP, WEIGHT_CLIP);
                }
            }
        }
        let report = EpochReport {
            epoch,
            loss: loss / set.len() as f64,
            learning_rate: lr,
        };
        on_epoch(&report, &net);
    }
    Ok(Trained { network: net, k })
}
