//! Replays a game given as moves, checks every move, and tells how the game stands, with the
//! legal moves of the final position: the judge and the move list of the library.
//!
//! ```text
//! cargo run --example replay -- chess "f2f3 e7e5 g2g4 d8h4"
//! cargo run --example replay -- xiangqi "h2e2 h9g7 h0g2"
//! cargo run --example replay -- shogi "7g7f 3c3d 8h2b+" --fen "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
//! ```

mod common;

use gambit::prelude::*;
use std::error::Error;

fn replay<G: RuleSet>(fen: Option<&str>, moves: &str) -> Result<(), Box<dyn Error>> {
    let (pos, verdict) = G::judge(fen.unwrap_or(G::START_FEN), moves)?;
    println!("{}", pos.pretty());
    match verdict {
        Some(v) => println!("{v}"),
        None => {
            let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            println!(
                "the game goes on; {} legal moves: {}",
                moves.len(),
                moves.join(" ")
            );
        }
    }
    Ok(())
}

fn main() {
    common::exit_on_error(run);
}

fn run() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, moves, fen) = match args.as_slice() {
        [game, moves] => (game, moves, None),
        [game, moves, flag, fen] if flag == "--fen" => (game, moves, Some(fen.as_str())),
        _ => return Err("usage: replay chess|xiangqi|shogi \"M1 M2 ...\" [--fen FEN]".into()),
    };
    common::with_game!(game.as_str(), G => replay::<G>(fen, moves))
}
