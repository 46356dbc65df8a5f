//! `bench`: every position of [`SearchGame::BENCH_FENS`] searched to a fixed depth with a
//! fresh 16 MiB table and one thread. The node count depends only on the code, so it
//! identifies a build's search; nodes per second compare speed.

use super::evaluation::Evaluation;
use super::options::SearchOptions;
use super::run::search_sync;
use super::time::Limits;
use super::tt::TranspositionTable;
use super::SearchGame;
use std::io::Write;
use std::time::{Duration, Instant};

/// The table size of every bench search, MiB.
const BENCH_HASH_MB: usize = 16;

/// Totals of a bench run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchResult {
    /// Nodes searched over all positions.
    pub nodes: u64,
    /// Wall time.
    pub time: Duration,
}

/// Searches every bench position of `G` to `depth` with `evaluation`, writing one line per
/// position to `log`.
pub fn run<G: SearchGame>(depth: i32, evaluation: &Evaluation, log: &mut dyn Write) -> BenchResult {
    let options = SearchOptions {
        threads: 1,
        multipv: 1,
        evaluation: evaluation.clone(),
        ..SearchOptions::default()
    };
    let limits = Limits {
        depth: Some(depth.max(1)),
        ..Limits::default()
    };
    let mut tt = TranspositionTable::new(BENCH_HASH_MB);
    let mut nodes = 0;
    let start = Instant::now();
    for (i, fen) in G::BENCH_FENS.iter().enumerate() {
        let pos = match G::from_fen(fen, G::Notation::default()) {
            Ok(p) => p,
            Err(e) => {
                let _ = writeln!(log, "bench position {}: {e}", i + 1);
                continue;
            }
        };
        tt.clear();
        let r = search_sync(&pos, &limits, &options, &tt, &mut |_| {});
        nodes += r.nodes;
        let best = r.best.map_or("(none)".to_string(), |m| pos.format_move(m));
        let _ = writeln!(
            log,
            "position {:>2}: {:>10} nodes  bestmove {best}  {fen}",
            i + 1,
            r.nodes
        );
    }
    BenchResult {
        nodes,
        time: start.elapsed(),
    }
}

/// Writes `Total time (ms)`, `Nodes searched: N` and `Nodes/second`.
pub fn print_summary(r: &BenchResult, out: &mut dyn Write) {
    let ms = r.time.as_millis().max(1) as u64;
    let _ = writeln!(out, "Total time (ms): {ms}");
    let _ = writeln!(out, "Nodes searched: {}", r.nodes);
    let _ = writeln!(out, "Nodes/second: {}", r.nodes * 1000 / ms);
}
