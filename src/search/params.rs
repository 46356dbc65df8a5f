//! The search's tunable numbers in one place: margins in centipawns, depths in plies. What
//! each one gained when it was set is in docs/strength.md; a game switches a whole technique
//! on or off through [`SearchGame`](super::SearchGame)'s constants, not through these.

/// Aspiration windows: the least depth whose first window is narrowed around the previous
/// iteration's score (a game sets the half-width, `SearchGame::ASPIRATION_DELTA`).
pub(super) const ASPIRATION_DEPTH: i32 = 4;
/// Aspiration windows: a window this wide or wider opens fully.
pub(super) const ASPIRATION_FULL: i32 = 1000;

/// Reverse futility pruning: the deepest node it cuts...
pub(super) const RFP_DEPTH: i32 = 7;
/// ... when the evaluation beats beta by this much per ply (a ply less when improving).
pub(super) const RFP_MARGIN: i32 = 85;

/// Razoring: the deepest node it tries...
pub(super) const RAZOR_DEPTH: i32 = 3;
/// ... how far below alpha the evaluation must be at depth 1...
pub(super) const RAZOR_MARGIN: i32 = 140;
/// ... and what each depth squared adds.
pub(super) const RAZOR_PER_DEPTH: i32 = 80;

/// Null move: the least depth it is tried at.
pub(super) const NULL_MOVE_DEPTH: i32 = 3;
/// Null move reduction: this many plies...
pub(super) const NULL_MOVE_R: i32 = 3;
/// ... plus one per this many plies of depth...
pub(super) const NULL_MOVE_R_DEPTH: i32 = 4;
/// ... plus one per this much the evaluation beats beta by...
pub(super) const NULL_MOVE_R_EVAL: i32 = 200;
/// ... up to this many.
pub(super) const NULL_MOVE_R_EVAL_MAX: i32 = 3;

/// ProbCut: the least depth it is tried at.
pub(super) const PROBCUT_DEPTH: i32 = 5;
/// ProbCut: how far above beta a capture's shallow search must score...
pub(super) const PROBCUT_MARGIN: i32 = 180;
/// ... less this when the static evaluation is improving.
pub(super) const PROBCUT_IMPROVING: i32 = 60;
/// ProbCut: how much shallower its search is; the table keeps the cut a ply deeper than that
/// search, and an entry this much shallower than the node still forbids the try.
pub(super) const PROBCUT_REDUCTION: i32 = 4;

/// A principal-variation node without a table move is searched a ply shallower from this
/// depth on (internal iterative reduction).
pub(super) const IIR_DEPTH: i32 = 5;

/// Bad captures that lose material are pruned at this depth or less...
pub(super) const BAD_CAPTURE_DEPTH: i32 = 4;
/// ... when they lose more than this per ply.
pub(super) const BAD_CAPTURE_SEE: i32 = 90;

/// Late move pruning: at this depth or less...
pub(super) const LMP_DEPTH: i32 = 5;
/// ... the quiet moves after the first `(LMP_BASE + depth²) / 2` (twice that when improving).
pub(super) const LMP_BASE: usize = 3;

/// Futility pruning of quiet moves: at this depth or less...
pub(super) const FUTILITY_DEPTH: i32 = 6;
/// ... when the static evaluation plus this...
pub(super) const FUTILITY_MARGIN: i32 = 110;
/// ... and this per ply does not reach alpha.
pub(super) const FUTILITY_PER_DEPTH: i32 = 90;
/// Quiet moves that lose more than this times the depth squared (not the killers) are
/// pruned at the futility depth or less.
pub(super) const QUIET_SEE: i32 = 30;

/// Singular extension: the least depth at which the table's move is tested for it...
pub(super) const SINGULAR_DEPTH: i32 = 6;
/// ... when the table's entry is at most this much shallower than the node...
pub(super) const SINGULAR_TABLE_DEPTH: i32 = 3;
/// ... against a bound this much per ply below the table's score.
pub(super) const SINGULAR_MARGIN: i32 = 2;

/// Late move reductions: the least depth they apply at.
pub(super) const LMR_DEPTH: i32 = 3;
/// Late move reductions: `LMR_BASE + ln(depth) ln(move number) / LMR_DIVISOR` plies...
pub(super) const LMR_BASE: f64 = 0.75;
/// ... (the divisor)...
pub(super) const LMR_DIVISOR: f64 = 2.25;
/// ... less a ply per this much of the move's history.
pub(super) const LMR_HISTORY: i32 = 8000;

/// A reduced search's verification is a ply deeper when its score beats the best so far by
/// this much...
pub(super) const RESEARCH_DEEPER: i32 = 60;
/// ... plus this per ply...
pub(super) const RESEARCH_DEEPER_PER_DEPTH: i32 = 2;
/// ... and a ply shallower when it beats it by less than this.
pub(super) const RESEARCH_SHALLOWER: i32 = 8;

/// The history bonus of a move that cut a node, per ply of depth...
pub(super) const HISTORY_BONUS: i32 = 150;
/// ... less this...
pub(super) const HISTORY_BONUS_OFFSET: i32 = 100;
/// ... up to this.
pub(super) const HISTORY_BONUS_MAX: i32 = 1500;

/// The soft time limit's scale (`Stability` in `run.rs`): a changed best move adds this
/// (each change halved by every later iteration)...
pub(super) const TIME_PER_CHANGE: f64 = 1.2;
/// ... after this many iterations with the same best move, the limit is scaled by this...
pub(super) const TIME_SETTLED: (u32, f64) = (3, 0.85);
/// ... and after this many, by this...
pub(super) const TIME_SETTLED_LONG: (u32, f64) = (6, 0.7);
/// ... a score fallen by more than this since the last iteration scales it by this...
pub(super) const TIME_FALL: (i32, f64) = (15, 1.1);
/// ... and by more than this, by this...
pub(super) const TIME_FALL_FAR: (i32, f64) = (40, 1.3);
/// ... and the scale stays within these.
pub(super) const TIME_SCALE_MIN: f64 = 0.5;
/// The soft time limit's largest scale.
pub(super) const TIME_SCALE_MAX: f64 = 2.5;
