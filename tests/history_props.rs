//! Property tests of the history layer on random games of every game, biased towards
//! repetitions (each side often takes its last move back): the state stack's incremental
//! hint equals its filter's answer from scratch and is never "no" where a key repeats,
//! through make and undo; `same_position` agrees with comparing FENs without the move
//! counters; the repetition scan finds exactly the earlier equal positions it may look at.

use gambit::history::{occurrences, window, KeyMatches, RepeatFilter};
use gambit::{Game, GameState, History, MoveList};
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;
use proptest::prelude::*;

/// The FEN without its move counters (the numeric fields that end the game's start FEN: two
/// in chess and xiangqi, the move number in shogi): what equal positions share.
fn position_fen<G: Game>(pos: &G) -> String {
    let counters = G::START_FEN
        .split_whitespace()
        .rev()
        .take_while(|f| f.parse::<u32>().is_ok())
        .count();
    let fen = pos.fen();
    let fields: Vec<&str> = fen.split_whitespace().collect();
    fields[..fields.len() - counters].join(" ")
}

/// The move that takes `text` back (`g1f3` -> `f3g1`), for moves written as two squares of
/// two characters (a shogi drop, `P*5e`, has none).
fn reverse(text: &str) -> Option<String> {
    (text.len() == 4 && !text.contains('*')).then(|| format!("{}{}", &text[2..], &text[..2]))
}

/// Checks the stack's hint against the chain.
fn check_hint<G: History>(pos: &G) {
    let stack = pos.stack();
    let states = pos.states();
    assert_eq!(
        stack.may_repeat(),
        G::Filter::from_scratch(states),
        "incremental filter answer at ply {} ({})",
        pos.ply(),
        pos.fen()
    );
    assert_eq!(
        stack.hint(),
        stack.may_repeat() || pos.state().ply_limit_reached(),
        "search hint at ply {}",
        pos.ply()
    );
    if KeyMatches::of_last(states).next().is_some() {
        assert!(stack.may_repeat(), "a repeated key said unrepeatable");
    }
}

/// Checks `same_position` on every pair of the last states, and the scan's occurrences.
fn check_positions<G: History>(pos: &G, fens: &[String]) {
    let last = fens.len() - 1;
    let from = last.saturating_sub(24);
    for a in from..=last {
        for b in a..=last {
            assert_eq!(
                pos.same_position(a, b),
                fens[a] == fens[b],
                "same_position({a}, {b}): {} / {}",
                fens[a],
                fens[b]
            );
        }
    }
    let reach = window(pos.states());
    let want: Vec<usize> = (last.saturating_sub(reach)..last.saturating_sub(3))
        .rev()
        .filter(|&i| (last - i) % 2 == 0 && fens[i] == fens[last])
        .collect();
    let got: Vec<usize> = occurrences(pos).collect();
    assert_eq!(got, want, "occurrences at ply {last}");
}

/// Plays and takes back moves from `start` by `choices`, checking after every step.
fn walk<G: History>(start: &G, choices: &[u32]) -> usize {
    let mut pos = start.clone();
    let mut fens = vec![position_fen(&pos)];
    let mut played: Vec<String> = Vec::new();
    let mut repeats = 0;
    check_hint(&pos);
    for &choice in choices {
        if choice % 8 == 7 && !played.is_empty() {
            pos.undo();
            fens.pop();
            played.pop();
        } else {
            let mut moves = MoveList::<G>::default();
            pos.generate_legal(&mut moves);
            if moves.is_empty() {
                break;
            }
            let back = (choice % 4 != 0)
                .then(|| {
                    played
                        .len()
                        .checked_sub(2)
                        .and_then(|i| reverse(&played[i]))
                })
                .flatten();
            let m = back
                .and_then(|text| moves.iter().copied().find(|&m| pos.format_move(m) == text))
                .unwrap_or(moves[(choice / 8) as usize % moves.len()]);
            played.push(pos.format_move(m));
            pos.make(m);
            fens.push(position_fen(&pos));
        }
        check_hint(&pos);
        if fens.len() % 8 == 0 {
            check_positions(&pos, &fens);
        }
        repeats += usize::from(fens[..fens.len() - 1].contains(&fens[fens.len() - 1]));
    }
    check_positions(&pos, &fens);
    repeats
}

const CHESS_STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // The fifty-move count close to its limit, so the hint's ply-limit part is exercised.
    "4k3/8/8/3nn3/8/8/3NN3/4K3 w - - 95 80",
    "r1k4r/8/8/8/8/8/8/R1K4R w AHah - 0 1",
];

const XIANGQI_STARTS: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "3akab2/9/4b4/4R4/9/9/9/9/4r4/3AK4 w - - 0 1",
    "4k4/9/3hh4/9/9/9/9/3HH4/9/4K4 w - - 112 70",
];

const SHOGI_STARTS: &[&str] = &[
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    // Pieces in hand: captures and drops change the hands, which are part of the position.
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    // Open kings with rooks and golds: checks and repeated positions come quickly.
    "4k4/9/9/9/9/9/9/9/4K4 b RG2Prg2p 1",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn chess_history(start in 0..CHESS_STARTS.len(), choices in proptest::collection::vec(any::<u32>(), 0..160)) {
        let fen = CHESS_STARTS[start];
        let pos = Chess::from_fen(fen, Chess::notation_for_fen(fen, Default::default())).unwrap();
        walk(&pos, &choices);
    }

    #[test]
    fn shogi_history(start in 0..SHOGI_STARTS.len(), choices in proptest::collection::vec(any::<u32>(), 0..160)) {
        let pos = Shogi::from_fen(SHOGI_STARTS[start], Default::default()).unwrap();
        walk(&pos, &choices);
    }

    #[test]
    fn xiangqi_history(start in 0..XIANGQI_STARTS.len(), choices in proptest::collection::vec(any::<u32>(), 0..160)) {
        let pos = Xiangqi::from_fen(XIANGQI_STARTS[start], Default::default()).unwrap();
        walk(&pos, &choices);
    }
}

/// The walks do reach repetitions (otherwise the checks above would prove little).
#[test]
fn walks_repeat_positions() {
    let choices: Vec<u32> = (0..200u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let chess = Chess::startpos(Default::default());
    assert!(walk(&chess, &choices) > 5);
    let xiangqi = Xiangqi::startpos(Default::default());
    assert!(walk(&xiangqi, &choices) > 5);
    let shogi = Shogi::startpos(Default::default());
    assert!(walk(&shogi, &choices) > 5);
}
