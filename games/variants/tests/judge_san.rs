//! `gambit-variants judge --moves` reads the variant's SAN besides its coordinates, move by
//! move, and a move read in neither is an error naming its ply and both notations.

use std::process::{Command, Output};

/// `gambit-variants judge --variant <variant> --moves <moves>`.
fn judge(variant: &str, moves: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gambit-variants"))
        .args(["judge", "--variant", variant, "--moves", moves])
        .output()
        .expect("run gambit-variants")
}

#[test]
fn san_or_coordinates_move_by_move() {
    for (variant, moves, verdict) in [
        (
            "3check",
            "e4 e5 Bc4 d6 Bxf7+ Kxf7 Qh5+ g6 Qxg6+",
            "result: 1-0 reason: check-limit",
        ),
        (
            "3check",
            "e2e4 e5 f1c4 d6 Bxf7+ e8f7 Qh5+ g7g6 Qxg6+",
            "result: 1-0 reason: check-limit",
        ),
        (
            "kingofthehill",
            "e4 a6 Ke2 a5 Ke3 a4 Kd4",
            "result: 1-0 reason: king-of-the-hill",
        ),
        // A drop in crazyhouse's SAN and in its coordinates.
        (
            "crazyhouse",
            "e4 d5 exd5 Qxd5 P@e4 Qxe4+",
            "result: * reason: none",
        ),
    ] {
        let out = judge(variant, moves);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{variant} {moves}: {out:?}");
        assert_eq!(stdout.trim_end(), verdict, "{variant} {moves}");
    }
    let out = judge("capablanca", "e4 e5 Cf3");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    for named in ["ply 3 (Cf3)", "neither coordinates (", ") nor SAN ("] {
        assert!(stderr.contains(named), "'{named}' not in {stderr}");
    }
}
