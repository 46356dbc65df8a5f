//! Shogi slider attacks on `u128`: rook attacks by rays (the method the crate uses) against
//! rook attacks by rank and file lookup tables (xiangqi's method), and bishop and lance
//! attacks by rays, over every square and a fixed spread of occupancies.
//! `cargo bench --bench sliders` (results: docs/performance.md).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gambit::Color;
use gambit_shogi::attacks::{bishop_attacks, lance_attacks, rook_attacks, rook_attacks_by_lines};
use gambit_shogi::{Bitboard, Square};
use std::hint::black_box;

/// Occupancies of 12 to 40 pieces from a fixed xorshift stream.
fn occupancies() -> Vec<Bitboard> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..64)
        .map(|i| {
            let pieces = 12 + i % 29;
            let mut bits = 0u128;
            while bits.count_ones() < pieces {
                bits |= 1 << (next() % 81);
            }
            Bitboard::from_bits_trusted(bits)
        })
        .collect()
}

fn sliders(c: &mut Criterion) {
    let occs = occupancies();
    let squares: Vec<Square> = Square::all().collect();
    let mut g = c.benchmark_group("shogi/sliders");
    g.throughput(Throughput::Elements((occs.len() * squares.len()) as u64));
    let mut run = |name: &str, f: &dyn Fn(Square, Bitboard) -> Bitboard| {
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut acc = 0u128;
                for &o in &occs {
                    for &s in &squares {
                        acc ^= f(black_box(s), black_box(o)).bits();
                    }
                }
                acc
            })
        });
    };
    run("rook by rays", &|s, o| rook_attacks(s, o));
    run("rook by line tables", &|s, o| rook_attacks_by_lines(s, o));
    run("bishop by rays", &|s, o| bishop_attacks(s, o));
    run("lance by rays", &|s, o| lance_attacks(Color::White, s, o));
    g.finish();
}

criterion_group!(benches, sliders);
criterion_main!(benches);
