//! Prints perft counts of the start positions of every game, depth by depth, with the speed:
//! the same generic function for each game.
//!
//! ```text
//! cargo run --release --example perft_table -- 5
//! ```

use gambit::prelude::*;
use std::time::Instant;

fn table<G: Game>(max_depth: u32) {
    let pos = G::startpos(Default::default());
    for depth in 1..=max_depth {
        let start = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = start.elapsed().as_secs_f64().max(1e-9);
        println!(
            "{:8} depth {depth}: {nodes:>12} nodes  {:8.1} Mnps",
            G::NAME,
            nodes as f64 / secs / 1e6
        );
    }
}

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .filter(|d| (1..=8).contains(d))
        .unwrap_or(4);
    table::<gambit_chess::Chess>(depth);
    table::<gambit_xiangqi::Xiangqi>(depth);
    table::<gambit_shogi::Shogi>(depth);
}
