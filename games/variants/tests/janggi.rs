//! Janggi as Fairy-Stockfish plays it: the palace and its diagonal lines, the cannon that
//! never hops over or takes a cannon, the pass, bikjang, and the ends decided by counting
//! points. Every expected move list and ruling here is pyffish's (0.0.90) for the same
//! position and moves.

use gambit::kernel::Position;
use gambit::prelude::*;
use gambit_variants::Janggi;

mod common;

fn position(fen: &str) -> Position<Janggi> {
    common::position(fen)
}

fn moves(pos: &Position<Janggi>) -> Vec<String> {
    common::moves(pos)
}

fn play(fen: &str, moves: &[&str]) -> Position<Janggi> {
    common::play(fen, moves)
}

fn verdict(fen: &str, moves: &[&str]) -> (Outcome, &'static str) {
    let v = play(fen, moves).verdict().expect("the game is over");
    (v.outcome, v.reason.word())
}

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

#[test]
fn the_start_position_lists_the_pass() {
    let pos = position(START);
    assert_eq!(pos.fen_text(), START);
    let all = moves(&pos);
    assert_eq!(all.len(), 32);
    assert!(all.contains(&"e2e2".to_string()));
    let pass = pos.parse_move("e2e2").unwrap();
    assert_eq!(pos.san(pass), "Ke2");
}

#[test]
fn no_pass_in_check() {
    let pos = position("3k5/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1");
    assert_eq!(moves(&pos), ["e2d2", "e2d3", "e2e1", "e2f2", "e2f3"]);
}

#[test]
fn facing_kings_must_part_or_pass() {
    // Bikjang from the FEN: every king step off the file, or the pass.
    let pos = position("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
    assert_eq!(
        moves(&pos),
        ["e2d1", "e2d2", "e2d3", "e2e2", "e2f1", "e2f2", "e2f3"]
    );
    // The king may not step along the file, nor into the rook's lines: only the pass.
    let pos = position("3k5/9/9/9/9/9/9/9/3K5/4r4 w - - 0 1");
    assert_eq!(moves(&pos), ["d2d2"]);
}

#[test]
fn kings_facing_two_plies_in_a_row_end_the_game_by_count() {
    // Bare kings: the second player's 1.5 points win.
    let fen = "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(verdict(fen, &["e2e2"]), (Outcome::SecondWins, "bikjang"));
    assert!(play(fen, &["e2e2"]).legal_moves().is_empty());
}

#[test]
fn two_passes_in_a_row_end_the_game_by_count() {
    assert_eq!(
        verdict(START, &["e2e2", "e9e9"]),
        (Outcome::SecondWins, "double-pass")
    );
    // One pass is no end; a pass after a move is none either.
    assert!(play(START, &["e2e2"]).verdict().is_none());
    assert!(play(START, &["e2e2", "b10c8", "e2e2"]).verdict().is_none());
}

#[test]
fn repetition_and_the_move_rule_are_decided_by_count() {
    let cycle = ["b1c3", "b10c8", "c3b1", "c8b10"];
    let twice: Vec<&str> = cycle.iter().chain(cycle.iter()).copied().collect();
    assert_eq!(verdict(START, &twice), (Outcome::SecondWins, "repetition"));
    // White's chariot outweighs the handicap when fifty moves pass without a capture.
    assert_eq!(
        verdict("4k4/9/9/9/9/9/9/9/3K5/R8 w - - 99 60", &["a1a2"]),
        (Outcome::FirstWins, "fifty-moves")
    );
}

#[test]
fn the_perpetual_checker_loses() {
    let fen = "5k3/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
    let line = [
        "a1a10", "f10f9", "a10a9", "f9f10", "a9a10", "f10f9", "a10a9", "f9f10", "a9a10",
    ];
    assert_eq!(
        verdict(fen, &line),
        (Outcome::SecondWins, "perpetual-check")
    );
}

#[test]
fn cannons_neither_hop_over_nor_take_cannons() {
    // The e-file's cannons face each other over nothing: neither moves along it.
    let pos = position("4k4/9/4c4/9/9/9/9/4C4/9/3K5 w - - 0 1");
    assert_eq!(moves(&pos), ["d1d1", "d1d2", "d1e1", "d1e2"]);
    // A cannon behind the horse may not jump it onto its own king, and the other cannon
    // may not hop the black cannon on the palace diagonal.
    let pos = position("3k5/4c4/5C3/9/9/9/9/3C5/4N4/5K3 w - - 0 1");
    assert_eq!(
        moves(&pos),
        ["e2c1", "e2c3", "e2d4", "e2f4", "e2g1", "e2g3", "f1f1", "f1f2"]
    );
}

#[test]
fn the_palace_lines_serve_the_chariot_the_advisor_and_the_soldier() {
    let pos = position("4k4/9/9/9/9/9/9/9/5K3/3R5 w - - 0 1");
    let all = moves(&pos);
    assert!(all.contains(&"d1e2".to_string()) && all.contains(&"d1f3".to_string()));
    assert_eq!(all.len(), 23);
    // The advisor keeps to the palace, and steps diagonally only along its lines.
    let pos = position("4k4/9/9/9/9/9/9/3A5/3K5/9 w - - 0 1");
    assert_eq!(moves(&pos), ["d2d1", "d2d2", "d2e2", "d3e2", "d3e3"]);
    // A soldier in the enemy palace steps forward along its diagonal.
    let pos = position("3k5/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1");
    assert_eq!(
        moves(&pos),
        [
            "d8c8", "d8d9", "d8e8", "d8e9", "e2d1", "e2d2", "e2d3", "e2e1", "e2e2", "e2e3", "e2f1",
            "e2f2", "e2f3"
        ]
    );
}

#[test]
fn a_position_after_a_pass_takes_it_back() {
    let mut pos = position(START);
    let before = (pos.fen_text(), pos.key());
    let pass = pos.parse_move("e2e2").unwrap();
    pos.make(pass);
    assert_eq!(pos.side_to_move(), Color::Black);
    pos.undo();
    assert_eq!((pos.fen_text(), pos.key()), before);
}

#[test]
fn facing_kings_may_pass_in_check_and_the_position_reads_back() {
    // Black's king faces White's and stands in check from the soldier: it may pass, and
    // the kings then face two plies in a row.
    let fen = "3k5/4P4/9/9/9/9/9/9/3K5/9 b - - 3 2";
    assert_eq!(moves(&position(fen)), ["d10d10", "d10e9"]);
    let after = play(fen, &["d10d10"]);
    let verdict = after.verdict().expect("the kings faced twice");
    // White's soldier (2 points) outweighs Black's 1.5.
    assert_eq!(
        (verdict.outcome, verdict.reason.word()),
        (Outcome::FirstWins, "bikjang")
    );
    // The position after the pass, White to move with Black's king attacked, is a FEN
    // Fairy-Stockfish reads; gambit reads it too, and lists pyffish's moves from it.
    let fen = after.fen_text();
    assert_eq!(fen, "3k5/4P4/9/9/9/9/9/9/3K5/9 w - - 4 3");
    assert_eq!(moves(&position(&fen)), ["d2d2", "d2e2", "e9d10", "e9d9"]);
}
