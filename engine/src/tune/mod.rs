//! Tuning the evaluation on the project's own games: the position data file ([`data`]),
//! self-play data generation over any [`SearchGame`](gambit::search::SearchGame)
//! ([`datagen`]), and the tuner that fits a game's evaluation weights to that data and writes
//! them as Rust source ([`tuner`], [`source`]).
//!
//! A game takes part in tuning by implementing [`Tunable`]: its evaluation as a linear
//! function of features (a [`Trace`] of each position's coefficients, tapered between
//! middlegame and endgame). docs/tuning.md tells the whole pipeline.

pub mod data;
pub mod datagen;
mod inputs;
pub mod openings;
pub mod pgn_data;
pub mod source;
pub mod trainer;
pub mod tuner;

pub use data::{DataError, DataReader, DataWriter, Record};
pub use datagen::{DatagenConfig, DatagenSummary, Progress};
pub use inputs::InputSpec;
pub use openings::{OpeningError, OpeningRequest};
pub use trainer::{train, FloatNetwork, TrainConfig, TrainError, TrainSet};
pub use tuner::{
    fit_k, sigmoid, tune, Dataset, Fitted, Model, Trace, Tunable, TuneConfig, TuneError,
};
