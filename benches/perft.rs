//! Perft, move generation alone and make+undo alone, for both games, through the `Game` trait.
//! `cargo bench` (see docs/performance.md for the peer comparison).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gambit::{Game, MoveList};
use std::hint::black_box;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn perft_bench<G: Game>(c: &mut Criterion, group: &str, fen: &str, depth: u32) {
    let mut pos = G::from_fen(fen, G::Notation::default()).expect("bench FEN");
    let nodes = gambit::perft::perft(&mut pos, depth);
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Elements(nodes));
    g.sample_size(10);
    g.bench_function(format!("perft {depth}"), |b| {
        b.iter(|| gambit::perft::perft(black_box(&mut pos), depth))
    });
    g.finish();
}

/// Positions reached by a few plies from `fen`, to time generation on a spread of nodes.
fn sample_positions<G: Game>(fen: &str) -> Vec<G> {
    let root = G::from_fen(fen, G::Notation::default()).expect("bench FEN");
    let mut out = vec![root.clone()];
    let mut moves = MoveList::new();
    root.generate_legal(&mut moves);
    for &m in moves.iter().take(20) {
        let mut p = root.clone();
        p.make(m);
        out.push(p);
    }
    out
}

fn movegen_bench<G: Game>(c: &mut Criterion, group: &str, fen: &str) {
    let positions = sample_positions::<G>(fen);
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("generate_legal", |b| {
        b.iter(|| {
            let mut n = 0;
            for p in &positions {
                let mut moves = MoveList::new();
                p.generate_legal(&mut moves);
                n += moves.len();
            }
            n
        })
    });
    g.bench_function("count_legal", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).count_legal())
                .sum::<usize>()
        })
    });
    let mut pos = positions[0].clone();
    let mut moves = MoveList::new();
    pos.generate_legal(&mut moves);
    g.throughput(Throughput::Elements(moves.len() as u64));
    g.bench_function("make+undo", |b| {
        b.iter(|| {
            for &m in &moves {
                pos.make(black_box(m));
                pos.undo();
            }
        })
    });
    g.finish();
}

fn chess(c: &mut Criterion) {
    use gambit_chess::Chess;
    perft_bench::<Chess>(c, "chess/startpos", Chess::START_FEN, 5);
    perft_bench::<Chess>(c, "chess/kiwipete", KIWIPETE, 4);
    movegen_bench::<Chess>(c, "chess/kiwipete-nodes", KIWIPETE);
}

criterion_group!(benches, chess);
criterion_main!(benches);
