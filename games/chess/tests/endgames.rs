//! Won endings against a lone king: the engine, playing both sides at a fixed node budget
//! per move, mates before the fifty-move rule.

use gambit::prelude::*;
use gambit::search::{search_sync, Limits, SearchOptions, TranspositionTable};
use gambit::Reason;
use gambit_chess::Chess;

/// Plays `fen` out, `nodes` per move, at most `plies`; the verdict and the plies played.
fn play_out(fen: &str, nodes: u64, plies: usize) -> (Option<gambit::Verdict>, usize) {
    let mut pos = Chess::from_fen(fen, Default::default()).unwrap();
    let tt = TranspositionTable::new(16);
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    for ply in 0..plies {
        if let Some(v) = pos.verdict() {
            return (Some(v), ply);
        }
        let r = search_sync(&pos, &limits, &SearchOptions::default(), &tt, &mut |_| {});
        pos.make(r.best.expect("a move"));
    }
    (pos.verdict(), plies)
}

/// Bishop and knight against a king in the corner the bishop does not cover: the engine
/// drives it along the edge to the other corner and mates (before the lone-king technique of
/// `games/chess/src/endgame.rs` it gave the knight away at the fiftieth move).
#[test]
fn bishop_and_knight_mate_from_the_wrong_corner() {
    let (v, plies) = play_out("7k/8/8/8/8/8/8/KBN5 w - - 0 1", 20000, 100);
    let v = v.expect("the game ends");
    assert_eq!(v.reason, Reason::CHECKMATE, "{v:?} after {plies} plies");
    assert_eq!(v.outcome, gambit::Outcome::FirstWins);
}

/// KBNK starts from every corner, the lone king in a corner the bishop cannot reach.
#[test]
#[ignore = "a measurement: cargo test --release -p gambit-chess --test endgames -- --ignored --nocapture"]
fn bishop_and_knight_mate_measured() {
    let nodes: u64 = std::env::var("NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20000);
    let fens = [
        "7k/8/8/8/8/8/8/KBN5 w - - 0 1",
        "k7/8/8/8/8/8/8/5NBK w - - 0 1",
        "8/8/8/3k4/8/8/8/KBN5 w - - 0 1",
        "8/8/8/4k3/8/2N5/2B5/4K3 w - - 0 1",
        "8/8/8/8/3k4/8/8/4KBN1 w - - 0 1",
        "K7/8/8/8/8/8/8/BN5k b - - 0 1",
        "8/2k5/8/8/8/8/6BN/6K1 w - - 0 1",
        "8/8/5k2/8/8/2K5/8/1N3B2 w - - 0 1",
    ];
    let mut mates = 0;
    for fen in fens {
        let (v, plies) = play_out(fen, nodes, 130);
        let mate = v.is_some_and(|v| v.reason == Reason::CHECKMATE);
        mates += usize::from(mate);
        println!("{fen}: {v:?} after {plies} plies");
    }
    println!("{mates} of {} mated at {nodes} nodes a move", fens.len());
}

/// Random positions of a lone king against `pieces` (white to move), seeded.
fn random_positions(pieces: &str, count: usize, seed: u64) -> Vec<String> {
    let mut rng = gambit::board::zobrist::KeyStream::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut board = [' '; 64];
        for p in format!("Kk{pieces}").chars() {
            loop {
                let sq = (rng.next_key() % 64) as usize;
                if board[sq] == ' ' {
                    board[sq] = p;
                    break;
                }
            }
        }
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| {
                let mut s = String::new();
                let mut empty = 0;
                for f in 0..8 {
                    match board[r * 8 + f] {
                        ' ' => empty += 1,
                        c => {
                            if empty > 0 {
                                s.push_str(&empty.to_string());
                                empty = 0;
                            }
                            s.push(c);
                        }
                    }
                }
                if empty > 0 {
                    s.push_str(&empty.to_string());
                }
                s
            })
            .collect();
        let fen = format!("{} w - - 0 1", ranks.join("/"));
        if let Ok(pos) = Chess::from_fen(&fen, Default::default()) {
            if pos.verdict().is_none() {
                out.push(fen);
            }
        }
    }
    out
}

/// Random starts of several mating materials: how many the engine mates.
#[test]
#[ignore = "a measurement: NODES=5000 cargo test --release -p gambit-chess --test endgames -- --ignored --nocapture"]
fn lone_king_mates_measured() {
    let nodes: u64 = std::env::var("NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20000);
    for (pieces, n) in [("BN", 24), ("R", 12), ("Q", 12), ("BB", 12)] {
        let fens = random_positions(pieces, n, 11);
        let mut mates = 0;
        let mut plies = 0;
        for fen in &fens {
            let (v, p) = play_out(fen, nodes, 130);
            if v.is_some_and(|v| v.reason == Reason::CHECKMATE) {
                mates += 1;
                plies += p;
            } else {
                println!("K{pieces}K not mated: {fen}: {v:?}");
            }
        }
        println!(
            "K{pieces}K: {mates} of {} mated at {nodes} nodes a move ({} plies on average)",
            fens.len(),
            plies / mates.max(1)
        );
    }
}
