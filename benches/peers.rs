//! Chess perft speed against cozy-chess, the fastest Rust peer, on positions of different
//! kinds: `cargo bench --bench peers [-- ROUNDS]`.
//!
//! Both count the same way (bulk counting: the last ply's moves are counted, not made), in
//! this one process, one thread, the two interleaved round by round so that a noisy machine
//! weighs on both alike. Every count is checked against the other and against the known
//! value. The table gives the median time of each and the ratio of the medians (above 1:
//! gambit faster); the last line gives the worst ratio over the positions, not only the best.

use gambit::perft::perft;
use gambit::Game;
use gambit_chess::{Chess, ChessNotation};
use std::time::Instant;

/// A position of the table: what kind it is, its FEN, whether it is Chess960, the depth and
/// the known leaf count.
struct Case {
    kind: &'static str,
    fen: &'static str,
    chess960: bool,
    depth: u32,
    nodes: u64,
}

const CASES: &[Case] = &[
    Case {
        kind: "start position",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        chess960: false,
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        kind: "Kiwipete (castling, pins)",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        chess960: false,
        depth: 5,
        nodes: 193_690_690,
    },
    Case {
        kind: "endgame (en passant, rook checks)",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        chess960: false,
        depth: 7,
        nodes: 178_633_661,
    },
    Case {
        kind: "promotions and checks",
        fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        chess960: false,
        depth: 5,
        nodes: 15_833_292,
    },
    Case {
        kind: "promotion with check, discovered checks",
        fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        chess960: false,
        depth: 5,
        nodes: 89_941_194,
    },
    Case {
        kind: "open middlegame",
        fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        chess960: false,
        depth: 5,
        nodes: 164_075_551,
    },
    Case {
        kind: "Chess960 (castling both ways)",
        fen: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        chess960: true,
        depth: 6,
        nodes: 227_689_589,
    },
    Case {
        kind: "middlegame, queen and bishop aimed at f7",
        fen: "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2Q2/PPPP1PPP/R1B1K1NR w KQkq - 6 5",
        chess960: false,
        depth: 5,
        nodes: 78_971_842,
    },
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; a number among the arguments sets the rounds.
    let rounds = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(5)
        .max(1);
    println!("chess perft, gambit vs cozy-chess, {rounds} interleaved rounds, median seconds");
    println!();
    println!("| position | depth | nodes | gambit s | gambit Mnps | cozy-chess s | cozy-chess Mnps | gambit/cozy |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    let mut worst: Option<(f64, &str)> = None;
    for case in CASES {
        let ours = Chess::from_fen(
            case.fen,
            ChessNotation {
                chess960: case.chess960,
            },
        )
        .unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        let theirs = cozy_chess::Board::from_fen(case.fen, case.chess960)
            .unwrap_or_else(|e| panic!("cozy-chess refuses {}: {e:?}", case.fen));
        let (mut t_ours, mut t_theirs) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            for first in [round % 2 == 0, round % 2 != 0] {
                let start = Instant::now();
                let n = if first {
                    perft(&ours, case.depth)
                } else {
                    cozy_perft(&theirs, case.depth)
                };
                let secs = start.elapsed().as_secs_f64();
                let who = if first { "gambit" } else { "cozy-chess" };
                assert!(
                    n == case.nodes,
                    "{who}: {n} nodes at depth {} of {}, expected {}",
                    case.depth,
                    case.fen,
                    case.nodes
                );
                if first {
                    t_ours.push((secs, n));
                } else {
                    t_theirs.push((secs, n));
                }
            }
        }
        let nodes = t_ours[0].1;
        assert_eq!(
            nodes, t_theirs[0].1,
            "gambit and cozy-chess disagree on {}",
            case.fen
        );
        let ours_s = median(t_ours.iter().map(|t| t.0).collect());
        let theirs_s = median(t_theirs.iter().map(|t| t.0).collect());
        let ratio = theirs_s / ours_s;
        if worst.is_none_or(|(w, _)| ratio < w) {
            worst = Some((ratio, case.kind));
        }
        let mnps = |s: f64| nodes as f64 / s / 1e6;
        println!(
            "| {} | {} | {} | {:.3} | {:.1} | {:.3} | {:.1} | {:.2} |",
            case.kind,
            case.depth,
            nodes,
            ours_s,
            mnps(ours_s),
            theirs_s,
            mnps(theirs_s),
            ratio
        );
    }
    let (ratio, kind) = worst.expect("at least one position");
    println!();
    println!("worst gambit/cozy-chess = {ratio:.2} ({kind})");
}
