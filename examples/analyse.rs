//! Searches a position of any of the three games to a fixed depth and prints the best move,
//! its score and line:
//!
//! ```text
//! cargo run --release --example analyse -- chess 8 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
//! cargo run --release --example analyse -- xiangqi 7
//! cargo run --release --example analyse -- shogi 6 "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
//! ```

mod common;

use gambit::prelude::*;
use gambit::search::SearchGame;
use std::error::Error;

/// Reads `fen` (the start position when `None`), searches it to `depth` and prints what it found.
fn analyse<G: SearchGame>(fen: Option<&str>, depth: i32) -> Result<(), Box<dyn Error>> {
    let pos = match fen {
        Some(fen) => G::from_fen(fen, Default::default())?,
        None => G::startpos(Default::default()),
    };
    let mut searcher = Search::<G>::new();
    let found = searcher.run_with(&pos, Limits::depth(depth), |r| {
        println!(
            "depth {:2}  {:>16}  nodes {}",
            r.depth,
            r.score.to_string(),
            r.nodes
        );
    })?;
    let line: Vec<String> = found.pv.iter().map(|m| m.to_string()).collect();
    match found.best {
        Some(best) => println!(
            "best {best}  score {}  line {}",
            found.score,
            line.join(" ")
        ),
        None => println!("no move: {:?}", pos.verdict()),
    }
    Ok(())
}

fn main() {
    common::exit_on_error(run);
}

fn run() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, depth, fen) = match args.as_slice() {
        [game, depth, rest @ ..] => (game.as_str(), depth.parse::<i32>()?, rest.first()),
        _ => return Err("usage: analyse chess|xiangqi|shogi DEPTH [FEN]".into()),
    };
    let fen = fen.map(String::as_str);
    common::with_game!(game, G => analyse::<G>(fen, depth))
}
