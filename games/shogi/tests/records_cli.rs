//! `gambit-shogi judge --kif FILE`, `judge --csa FILE` (one line per game, as `--pgn`; JSON
//! with the final SFEN; a missing file; the flags' bad combinations) and `record --format
//! kif|csa` (written, then judged again), run as the built binary.

use std::process::Command;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");

/// What a run printed: status, stdout, stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gambit-shogi"))
        .args(args)
        .output()
        .expect("run gambit-shogi");
    (
        out.status.code().expect("a status"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn data(file: &str) -> String {
    format!("{DATA}{file}")
}

#[test]
fn kif_and_csa_files_one_line_per_game() {
    let (status, out, err) = run(&["judge", "--kif", &data("kif_sjis.kif")]);
    assert_eq!(status, 0, "{err}");
    assert_eq!(
        out,
        "game 1: result: * reason: none (the record says 1-0)\n"
    );
    assert_eq!(
        err.lines().last(),
        Some("judged 1 games: 0 over, 1 going on, 0 unreadable; 1 disagree with their record")
    );
    let (_, out, _) = run(&["judge", "--kif", &data("kif_bod_utf8.kif")]);
    assert_eq!(out, "game 1: result: 1-0 reason: checkmate\n");
    let (status, out, _) = run(&["judge", "--csa", &data("csa_games.csa")]);
    assert_eq!(status, 0);
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [
            "game 1: result: * reason: none",
            "game 2: result: * reason: none (the record says 1-0)",
            "game 3: result: 1-0 reason: checkmate",
            "game 4: error: line 44, ply 2, at '-1112OU': no legal move here is '-1112OU'",
        ]
    );
    let (_, out, _) = run(&["judge", "--csa", &data("csa_games.csa"), "--format", "json"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    assert_eq!(
        lines[3],
        r#",{"disagreements":[],"fen":"4k4/4G4/4P4/9/9/9/9/9/4K4 w 2r2b3g4s4n4l17p 2","game":3,"ply":1,"reason":"checkmate","record":"1-0","result":"1-0","winner":"sente"}"#
    );
    assert!(
        lines[4].starts_with(r#",{"error":"line 44, ply 2"#),
        "{}",
        lines[4]
    );
}

#[test]
fn bad_files_and_flags_are_refused() {
    let (status, out, err) = run(&["judge", "--csa", "no-such-file.csa"]);
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.starts_with("error: --csa no-such-file.csa: "), "{err}");
    for args in [
        &["judge", "--kif", "a.kif", "--moves", "7g7f"][..],
        &["judge", "--kif", "a.kif", "--csa", "b.csa"],
        &["judge", "--kif", "a.kif", "--pgn", "b.pgn"],
        &["record", "--format", "pgn"],
        &["record", "--moves", "7g7f"],
    ] {
        let (status, out, _) = run(args);
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}");
    }
    let (_, help, _) = run(&["judge", "--help"]);
    assert!(
        help.contains("--kif <FILE>") && help.contains("--csa <FILE>"),
        "{help}"
    );
}

#[test]
fn written_records_judge_alike() {
    let (status, kif, err) = run(&[
        "record",
        "--format",
        "kif",
        "--moves",
        "7g7f 3c3d ▲２二角成",
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(kif.contains("手合割：平手\n"), "{kif}");
    assert!(
        kif.contains("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n"),
        "{kif}"
    );
    let mate = ["--fen", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "--moves", "G*5b"];
    let dir = std::env::temp_dir().join(format!("gambit-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    for (format, flag, end) in [
        ("kif", "--kif", "   2 詰み\nまで1手で先手の勝ち\n"),
        ("csa", "--csa", "+0052KI\n%TSUMI\n"),
    ] {
        let path = dir.join(format!("mate.{format}"));
        let path = path.to_str().expect("a UTF-8 path");
        let mut args = vec!["record", "--format", format, "--out", path];
        args.extend(mate);
        let (status, _, err) = run(&args);
        assert_eq!(status, 0, "{err}");
        let text = std::fs::read_to_string(path).expect("the record");
        assert!(text.ends_with(end), "{text}");
        let (_, out, _) = run(&["judge", flag, path]);
        assert_eq!(out, "game 1: result: 1-0 reason: checkmate\n");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
