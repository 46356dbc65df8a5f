//! Perft, move generation alone and make+undo alone, for every game, through the `Game` trait.
//! `cargo bench` (see docs/performance.md for the peer comparison).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gambit::{Game, MoveList};
use std::hint::black_box;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn perft_bench<G: Game>(c: &mut Criterion, group: &str, fen: &str, depth: u32) {
    let pos = G::from_fen(fen, G::Notation::default()).expect("bench FEN");
    let nodes = gambit::perft::perft(&pos, depth);
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Elements(nodes));
    g.sample_size(10);
    g.bench_function(format!("perft {depth}"), |b| {
        b.iter(|| gambit::perft::perft(black_box(&pos), depth))
    });
    g.finish();
}

/// Positions reached by a few plies from `fen`, to time generation on a spread of nodes.
fn sample_positions<G: Game>(fen: &str) -> Vec<G> {
    let root = G::from_fen(fen, G::Notation::default()).expect("bench FEN");
    let mut out = vec![root.clone()];
    let mut moves = MoveList::<G>::default();
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
                let mut moves = MoveList::<G>::default();
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
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    g.throughput(Throughput::Elements(moves.len() as u64));
    g.bench_function("make+undo", |b| {
        b.iter(|| {
            for &m in moves.iter() {
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

const XQ_MIDDLEGAME: &str =
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1";
const XQ_FOLIUM: &str = "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1";

fn xiangqi(c: &mut Criterion) {
    use gambit_xiangqi::Xiangqi;
    perft_bench::<Xiangqi>(c, "xiangqi/startpos", Xiangqi::START_FEN, 4);
    perft_bench::<Xiangqi>(c, "xiangqi/middlegame", XQ_MIDDLEGAME, 3);
    perft_bench::<Xiangqi>(c, "xiangqi/folium", XQ_FOLIUM, 3);
    movegen_bench::<Xiangqi>(c, "xiangqi/middlegame-nodes", XQ_MIDDLEGAME);
}

const SHOGI_MATSURI: &str = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
const SHOGI_MOST_MOVES: &str = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";

fn shogi(c: &mut Criterion) {
    use gambit_shogi::Shogi;
    perft_bench::<Shogi>(c, "shogi/startpos", Shogi::START_FEN, 4);
    perft_bench::<Shogi>(c, "shogi/matsuri", SHOGI_MATSURI, 3);
    movegen_bench::<Shogi>(c, "shogi/matsuri-nodes", SHOGI_MATSURI);
    movegen_bench::<Shogi>(c, "shogi/593-moves", SHOGI_MOST_MOVES);
}

/// The same chess perft through the generic `gambit::perft::perft` and through a walk
/// written for chess alone: the cost of the generic layer (expected: none, everything is
/// monomorphised).
fn generic_layer(c: &mut Criterion) {
    use gambit_chess::Chess;
    fn direct(pos: &mut Chess, depth: u32) -> u64 {
        if depth == 1 {
            return pos.count_legal() as u64;
        }
        let mut moves = gambit_chess::MoveList::new();
        pos.generate_legal(&mut moves);
        let mut n = 0;
        for &m in &moves {
            pos.make(m);
            n += direct(pos, depth - 1);
            pos.undo();
        }
        n
    }
    let mut pos = Chess::from_fen(KIWIPETE, Default::default()).expect("FEN");
    let mut g = c.benchmark_group("chess/generic-layer");
    g.sample_size(10);
    g.bench_function("kiwipete perft 4 via Game", |b| {
        b.iter(|| gambit::perft::perft(black_box(&pos), 4))
    });
    g.bench_function("kiwipete perft 4 direct", |b| {
        b.iter(|| direct(black_box(&mut pos), 4))
    });
    g.finish();
}

criterion_group!(benches, chess, xiangqi, shogi, generic_layer);
criterion_main!(benches);
