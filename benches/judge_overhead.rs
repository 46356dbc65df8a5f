//! What the search's history check costs: a perft-like make/undo walk (every node generated,
//! every move made, no bulk counting) with and without a
//! [`RuleSet::search_verdict`](gambit::RuleSet::search_verdict) call at every node.
//!
//! The gate is measured where nothing repeats: walks of depth 3 (a repetition needs four
//! plies), repeated to reach millions of nodes, so that only the cheap filter runs. A deeper
//! walk, where real repetitions are found and ruled on, is reported for information.
//!
//! `cargo bench --bench judge_overhead` times both variants (best of interleaved rounds).
//! `JUDGE_OVERHEAD_ONLY=<chess|kiwipete|xiangqi>:<0|1>` runs one variant of one position once,
//! for an instruction counter (`valgrind --tool=callgrind`): see docs/performance.md.

use gambit::{Game, MoveList, RuleSet};
use std::hint::black_box;
use std::time::{Duration, Instant};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn walk<G: RuleSet, const CHECK: bool>(pos: &mut G, depth: u32, ply: usize) -> u64 {
    // As the search calls it: the answer decides whether the node is searched, so the call
    // cannot be optimised away.
    if CHECK && pos.search_verdict(ply).is_some() {
        return 1;
    }
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    let mut nodes = 0;
    for &m in moves.iter() {
        pos.make(m);
        nodes += walk::<G, CHECK>(pos, depth - 1, ply + 1);
        pos.undo();
    }
    nodes
}

fn repeated<G: RuleSet, const CHECK: bool>(pos: &mut G, depth: u32, reps: usize) -> u64 {
    (0..reps)
        .map(|_| walk::<G, CHECK>(black_box(&mut *pos), depth, 0))
        .sum()
}

/// Best of `rounds` interleaved timings of each variant; returns the overhead in percent.
fn measure<G: RuleSet>(label: &str, fen: &str, depth: u32, reps: usize, rounds: usize) -> f64 {
    let mut pos = G::from_fen(fen, G::Notation::default()).expect("bench FEN");
    let (mut plain, mut judged) = (Duration::MAX, Duration::MAX);
    let (mut n_plain, mut n_judged) = (0, 0);
    for _ in 0..rounds {
        let t = Instant::now();
        n_plain = repeated::<G, false>(&mut pos, depth, reps);
        plain = plain.min(t.elapsed());
        let t = Instant::now();
        n_judged = repeated::<G, true>(&mut pos, depth, reps);
        judged = judged.min(t.elapsed());
    }
    let overhead = (judged.as_secs_f64() / plain.as_secs_f64() - 1.0) * 100.0;
    println!(
        "{label:<34} depth {depth} x{reps}: {n_plain} nodes in {:.3} s; checked: {n_judged} nodes in {:.3} s: {overhead:+.2}%",
        plain.as_secs_f64(),
        judged.as_secs_f64()
    );
    overhead
}

/// The gate positions: (label, game, FEN, depth, repetitions of the walk).
const GATE: [(&str, &str, &str, u32, usize); 3] = [
    (
        "chess startpos",
        "chess",
        gambit_chess::Chess::START_FEN,
        3,
        400,
    ),
    ("chess kiwipete", "chess", KIWIPETE, 3, 40),
    (
        "xiangqi startpos",
        "xiangqi",
        gambit_xiangqi::Xiangqi::START_FEN,
        3,
        40,
    ),
];

fn single_walk(spec: &str) {
    let (what, check) = spec.split_once(':').unwrap_or((spec, "1"));
    let &(_, game, fen, depth, reps) = GATE
        .iter()
        .find(|g| g.0.ends_with(what) || g.0.starts_with(what))
        .expect("chess, kiwipete or xiangqi");
    let with = check == "1";
    let n = if game == "chess" {
        let mut p = gambit_chess::Chess::from_fen(fen, Default::default()).expect("FEN");
        if with {
            repeated::<_, true>(&mut p, depth, reps)
        } else {
            repeated::<_, false>(&mut p, depth, reps)
        }
    } else {
        let mut p = gambit_xiangqi::Xiangqi::from_fen(fen, Default::default()).expect("FEN");
        if with {
            repeated::<_, true>(&mut p, depth, reps)
        } else {
            repeated::<_, false>(&mut p, depth, reps)
        }
    };
    println!("{what} check={with}: {n} nodes");
}

fn main() {
    if let Ok(spec) = std::env::var("JUDGE_OVERHEAD_ONLY") {
        single_walk(&spec);
        return;
    }
    // `cargo test --benches` runs this with `--bench` absent: keep that quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let (scale, rounds) = if quick { (0, 1) } else { (1, 15) };
    let mut results: Vec<f64> = GATE
        .iter()
        .map(|&(label, game, fen, depth, reps)| {
            let reps = (reps * scale).max(1);
            if game == "chess" {
                measure::<gambit_chess::Chess>(label, fen, depth, reps, rounds)
            } else {
                measure::<gambit_xiangqi::Xiangqi>(label, fen, depth, reps, rounds)
            }
        })
        .collect();
    // Real repetitions in the tree, found and ruled on (reported only).
    measure::<gambit_chess::Chess>(
        "chess endgame, repeats (info)",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        if quick { 3 } else { 6 },
        1,
        rounds,
    );
    results.sort_by(f64::total_cmp);
    let median = results[results.len() / 2];
    println!("median overhead where nothing repeats: {median:+.2}%");
}
