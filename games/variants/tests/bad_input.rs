//! Bad input for the kernel's variants: FENs of another variant, pockets where there are no
//! drops and malformed pockets, bad castling, en passant, side and counter fields, impossible
//! positions, garbage and illegal moves and drops (through the library), and the same through
//! the `gambit-variants` binary: an unknown variant on the command line and over UCI, refused
//! positions and moves over UCI. Each gets a clear error, never a panic; the edge cases that
//! must still be accepted are here too. The kernel bugs found on the way are the ignored tests
//! at the end (they fail until the kernel is fixed).

use gambit::kernel::{FenError, MoveError, Position, Variant};
use gambit::{Game, PlacementError};
use gambit_variants::{
    Capablanca, Crazyhouse, Grand, Horde, KingOfTheHill, Makruk, Minishogi, ThreeCheck, VARIANTS,
};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const CHESS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn fen_err<V: Variant>(fen: &str) -> FenError {
    match Position::<V>::from_fen_text(fen, false) {
        Ok(p) => panic!("{}: accepted {fen:?} as {}", V::NAME, p.fen_text()),
        Err(e) => e,
    }
}

fn ok<V: Variant>(fen: &str) -> Position<V> {
    Position::<V>::from_fen_text(fen, false)
        .unwrap_or_else(|e| panic!("{}: refused {fen:?}: {e}", V::NAME))
}

/// The error's message names every one of `words`.
fn says(e: &impl std::fmt::Display, words: &[&str]) {
    let text = e.to_string();
    for w in words {
        assert!(text.contains(w), "'{w}' not in '{text}'");
    }
}

#[test]
fn a_fen_of_another_variant() {
    // The chess start position: the wrong shape of board, or pieces the variant lacks.
    let e = fen_err::<Capablanca>(CHESS);
    assert!(
        matches!(
            e,
            FenError::Board {
                variant: "capablanca",
                source: PlacementError::RankLength {
                    ref rank,
                    squares: 8,
                    expected: 10
                }
            } if rank == "8"
        ),
        "{e:?}"
    );
    says(
        &e,
        &["capablanca", "rank 8 describes 8 squares instead of 10"],
    );
    let e = fen_err::<Minishogi>(CHESS);
    assert!(
        matches!(
            e,
            FenError::Board {
                variant: "minishogi",
                source: PlacementError::RankCount {
                    found: 8,
                    expected: 5
                }
            }
        ),
        "{e:?}"
    );
    says(&e, &["minishogi", "expected 5 ranks", "found 8"]);
    assert!(matches!(
        fen_err::<Grand>(CHESS),
        FenError::Board {
            source: PlacementError::RankCount {
                found: 8,
                expected: 10,
            },
            ..
        }
    ));
    let e = fen_err::<Makruk>(CHESS);
    assert!(
        matches!(
            e,
            FenError::Board {
                source: PlacementError::BadChar { ch: 'b', .. },
                ..
            }
        ),
        "{e:?}"
    );
    says(&e, &["makruk", "'b' is neither a piece letter"]);
    // Each variant's start position in every other kernel variant.
    let starts = [
        (Crazyhouse::NAME, Crazyhouse::START_FEN),
        (Capablanca::NAME, Capablanca::START_FEN),
        (Grand::NAME, Grand::START_FEN),
        (Makruk::NAME, Makruk::START_FEN),
        (Minishogi::NAME, Minishogi::START_FEN),
    ];
    for (name, fen) in starts {
        if name != Crazyhouse::NAME {
            fen_err::<Crazyhouse>(fen);
        }
        if name != Capablanca::NAME {
            fen_err::<Capablanca>(fen);
        }
        if name != Grand::NAME {
            fen_err::<Grand>(fen);
        }
        if name != Makruk::NAME {
            fen_err::<Makruk>(fen);
        }
        if name != Minishogi::NAME {
            fen_err::<Minishogi>(fen);
        }
    }
    // Minishogi's promoted pieces are no crazyhouse pieces, and crazyhouse's `~` no
    // minishogi mark.
    assert!(matches!(
        fen_err::<Crazyhouse>("4k3/8/8/8/3+P4/8/8/4K3[] w - - 0 1"),
        FenError::Board {
            source: PlacementError::NotPromotable { ch: 'P', .. },
            ..
        }
    ));
    says(
        &fen_err::<Minishogi>("k4/5/2G~2/5/4K[-] w 0 1"),
        &["'~' marks a promoted piece"],
    );
    // Still accepted: a chess FEN in crazyhouse (no pockets: empty ones), written with them.
    assert_eq!(
        ok::<Crazyhouse>(CHESS).fen_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
}

#[test]
fn pockets_where_there_are_no_drops() {
    let fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[Q] w KQkq - 0 1";
    let e = fen_err::<Capablanca>(fen);
    assert!(
        matches!(
            e,
            FenError::Pockets {
                variant: "capablanca",
                ..
            }
        ),
        "{e:?}"
    );
    says(&e, &["capablanca", "pockets in a variant without drops"]);
    // Empty pockets too.
    says(
        &fen_err::<Makruk>("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR[] w - - 0 1"),
        &["without drops"],
    );
    says(
        &fen_err::<Grand>(
            "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R[-] w - - 0 1",
        ),
        &["without drops"],
    );
}

#[test]
fn malformed_pockets() {
    let board = "4k3/8/8/8/8/8/8/4K3";
    for (pocket, words) in [
        ("[Q", &["without its closing ']'"][..]),
        ("[Q]x", &["without its closing ']'"]),
        ("Q]", &["rank 1 describes 9 squares"]),
        ("[Q]]", &["']' cannot be in a pocket"]),
        ("[[Q]", &["'[' cannot be in a pocket"]),
        ("[K]", &["'K' cannot be in a pocket"]),
        ("[k]", &["'k' cannot be in a pocket"]),
        ("[X]", &["'X' cannot be in a pocket"]),
        ("[2P]", &["'2' cannot be in a pocket"]),
        ("[Q~]", &["'~' cannot be in a pocket"]),
        ("[+P]", &["'+' cannot be in a pocket"]),
        ("[S]", &["'S' cannot be in a pocket"]),
    ] {
        let fen = format!("{board}{pocket} w - - 0 1");
        let e = fen_err::<Crazyhouse>(&fen);
        says(&e, words);
    }
    let many = format!("{board}[{}] w - - 0 1", "P".repeat(64));
    says(
        &fen_err::<Crazyhouse>(&many),
        &["too many pieces in a pocket"],
    );
    // Minishogi: no king, no promoted piece and no chess piece in a pocket.
    let kings = "2k2/5/5/5/2K2";
    for pocket in ["[K]", "[+P]", "[Q]", "[P", "[G]]"] {
        let e = fen_err::<Minishogi>(&format!("{kings}{pocket} w - - 0 1"));
        assert!(matches!(e, FenError::Pockets { .. }), "{pocket}: {e:?}");
    }
    // Still accepted: empty pockets as `[]` or `[-]`, and pockets of both sides in any order.
    for pocket in ["[]", "[-]"] {
        let pos = ok::<Crazyhouse>(&format!("{board}{pocket} w - - 0 1"));
        assert_eq!(pos.fen_text(), format!("{board}[] w - - 0 1"));
    }
    let pos = ok::<Crazyhouse>(&format!("{board}[pQnP] w - - 0 1"));
    assert_eq!(pos.fen_text(), format!("{board}[QPnp] w - - 0 1"));
    let pos = ok::<Minishogi>(&format!("{kings}[bPSgrp] b - - 0 1"));
    assert_eq!(pos.fen_text(), format!("{kings}[PSgprb] b - - 0 1"));
}

#[test]
fn bad_castling_fields() {
    // No castling in the variant.
    let grand = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w KQkq - 0 1";
    let e = fen_err::<Grand>(grand);
    assert!(matches!(e, FenError::Castling(..)), "{e:?}");
    says(
        &e,
        &["castling field 'KQkq'", "the variant has no castling"],
    );
    says(
        &fen_err::<Makruk>("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w K - 0 1"),
        &["no castling"],
    );
    // Letters that are no castling right, or name no rook.
    let capa = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR";
    for (field, words) in [
        ("KQkqX", &["'X' is no castling right"][..]),
        ("KQkz", &["'z' is no castling right"]),
        ("K1", &["'1' is no castling right"]),
        ("KQ-", &["'-' is no castling right"]),
        ("B", &["no rook for 'B'"]),
        ("Kk+", &["'+' is no castling right"]),
    ] {
        let e = fen_err::<Capablanca>(&format!("{capa} w {field} - 0 1"));
        assert!(matches!(e, FenError::Castling(..)), "{field}: {e:?}");
        says(&e, words);
    }
    // The king off its back rank, or no rook on the side named.
    says(
        &fen_err::<Crazyhouse>("rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] b KQkq - 0 1"),
        &["the king is not on its back rank"],
    );
    says(
        &fen_err::<Crazyhouse>("4k3/8/8/8/8/8/8/R3K3[] w K - 0 1"),
        &["no rook for 'K'"],
    );
    // Still accepted: rook files (Shredder-FEN), the rights of one side.
    let pos = ok::<Capablanca>(&format!("{capa} w AJaj - 0 1"));
    assert!(pos.fen_text().contains(" w KQkq "), "{}", pos.fen_text());
    ok::<Crazyhouse>("4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1");
}

#[test]
fn bad_side_en_passant_and_counters() {
    let capa = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR";
    assert_eq!(
        fen_err::<Capablanca>(&format!("{capa} x KQkq - 0 1")),
        FenError::Side("x".into())
    );
    says(
        &fen_err::<Capablanca>(&format!("{capa} W KQkq - 0 1")),
        &["'W'", "expected 'w' or 'b'"],
    );
    // En passant: off the board, no pawn that just passed, or a variant without it.
    for ep in ["k3", "e9", "e4", "e6", "z"] {
        let e = fen_err::<Capablanca>(&format!("{capa} w KQkq {ep} 0 1"));
        assert_eq!(e, FenError::EnPassant(ep.into()), "{ep}");
    }
    says(
        &fen_err::<Makruk>("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - e3 0 1"),
        &["en passant field 'e3'"],
    );
    // Counters: not numbers, negative, too large for any counter, or too many of them.
    for (counters, want) in [
        ("x 1", "unexpected text"),
        ("0 x", "unexpected text"),
        ("-1 1", "unexpected text"),
        ("0 1.5", "unexpected text"),
        ("0 1 2", "unexpected text"),
        ("0 1 2 3", "unexpected text"),
        (
            "99999999999 1",
            "halfmove clock '99999999999' is not a number",
        ),
        ("0 99999999999", "move number '99999999999' is not a number"),
    ] {
        let fen = format!("{capa} w KQkq - {counters}");
        let e = fen_err::<Capablanca>(&fen);
        assert!(
            matches!(e, FenError::Counter { .. } | FenError::Trailing(_)),
            "{counters}: {e:?}"
        );
        says(&e, &[want]);
    }
    // Makruk's running count takes three numbers where en passant and the clock stand, and no
    // more.
    let makruk = "8/8/4k3/8/8/8/3R4/3K4";
    assert_eq!(
        ok::<Makruk>(&format!("{makruk} w - 32 5 40")).fen_text(),
        format!("{makruk} w - 32 5 40")
    );
    assert!(matches!(
        fen_err::<Makruk>(&format!("{makruk} w - 32 5 40 1")),
        FenError::Trailing(_)
    ));
    assert!(matches!(
        fen_err::<Makruk>(&format!("{makruk} w - e3 5 40 1")),
        FenError::EnPassant(_) | FenError::Trailing(_)
    ));
    // Still accepted: missing fields after the side, as minishogi's start position has them.
    assert_eq!(
        ok::<Minishogi>("rbsgk/4p/5/P4/KGSBR[-] w 0 1").fen_text(),
        "rbsgk/4p/5/P4/KGSBR[] w - - 0 1"
    );
    ok::<Crazyhouse>("4k3/8/8/8/8/8/8/4K3[]");
    ok::<Crazyhouse>("4k3/8/8/8/8/8/8/4K3[] b");
}

#[test]
fn impossible_positions() {
    for (fen, words) in [
        ("8/8/8/8/8/8/8/4K3[] w - - 0 1", &["black has 0 kings"][..]),
        ("4k3/8/8/8/8/8/8/3KK3[] w - - 0 1", &["white has 2 kings"]),
        (
            "P3k3/8/8/8/8/8/8/4K3[] w - - 0 1",
            &["a pawn stands where it must have promoted"],
        ),
        (
            "4k3/8/8/8/8/8/8/4K2p[] w - - 0 1",
            &["a pawn stands where it must have promoted"],
        ),
        (
            "4k3/4Q3/8/8/8/8/8/4K3[] w - - 0 1",
            &["the side not to move is in check"],
        ),
        ("", &["empty FEN"]),
        ("   ", &["empty FEN"]),
    ] {
        says(&fen_err::<Crazyhouse>(fen), words);
    }
    // Minishogi: a pawn on the last rank could never move; makruk: a pawn on the sixth rank
    // must have promoted.
    says(
        &fen_err::<Minishogi>("kP3/5/5/5/4K[] w - - 0 1"),
        &["a 'P' stands where it could never move"],
    );
    says(
        &fen_err::<Makruk>("4k3/8/P7/8/8/8/8/4K3 w - - 0 1"),
        &["must have promoted"],
    );
    // Digits: a zero, or a run past the edge.
    says(
        &fen_err::<Grand>(
            "r8r/1nbqkcabn1/pppppppppp/0/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
        ),
        &["rank 7: '0' is neither a piece letter nor a count of empty squares"],
    );
    says(
        &fen_err::<Grand>(
            "r8r/1nbqkcabn1/pppppppppp/11/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
        ),
        &["rank 7 describes 11 squares instead of 10"],
    );
    says(
        &fen_err::<Grand>(
            "r8r/1nbqkcabn1/pppppppppp/99999999999999999999999/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
        ),
        &["instead of 10"],
    );
}

fn move_err<V: Variant>(pos: &Position<V>, text: &str) -> MoveError {
    match pos.parse_move(text) {
        Ok(m) => panic!("{}: {text:?} read as {m} at {}", V::NAME, pos.fen_text()),
        Err(e) => e,
    }
}

#[test]
fn garbage_and_illegal_moves() {
    let capa: Position<Capablanca> = Position::startpos(Default::default());
    for text in [
        "",
        " ",
        "zz",
        "e2",
        "e2e",
        "e2e4e",
        "e2e9",
        "k2k4",
        "e2e4 e7e5",
        "e2-e4",
        "E2E4",
        "e1i1",
        "e2e4+",
        "P@e4",
        "@e4",
        "0000",
        "(none)",
        "é2é4",
        "\u{0}",
    ] {
        let e = move_err(&capa, text);
        assert_eq!(
            e,
            MoveError::Illegal {
                variant: "capablanca",
                text: text.trim().into()
            }
        );
        says(&e, &["is not a legal move of capablanca here"]);
    }
    // Promotion: a choice the variant lacks, or none where promotion is forced.
    let pos = ok::<Capablanca>("4k5/P9/10/10/10/10/10/4K5 w - - 0 1");
    for text in ["a7a8", "a7a8k", "a7a8p", "a7a8+", "a7a8Q"] {
        move_err(&pos, text);
    }
    for text in ["a7a8q", "a7a8c", "a7a8a", "a7a8n"] {
        assert!(pos.parse_move(text).is_ok(), "{text}");
    }
    // Grand: only to a kind the side has lost; with every piece on the board, a pawn on the
    // ninth rank has no move (promotion is forced on the last), and on the eighth it may only
    // step on unpromoted.
    let pos =
        ok::<Grand>("9r/Pnbqkcabn1/1ppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
    for text in ["a9a10", "a9a10q", "a9a10r", "a9a10n"] {
        move_err(&pos, text);
    }
    let pos =
        ok::<Grand>("r8r/1nbqkcabn1/1ppppppppp/P9/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
    assert!(pos.parse_move("a7a8").is_ok());
    move_err(&pos, "a7a8q");
    // Shogi-style promotion only into or out of the zone.
    let mini: Position<Minishogi> = Position::startpos(Default::default());
    move_err(&mini, "a2a3+");
    move_err(&mini, "a2a3q");
}

#[test]
fn illegal_drops() {
    // Crazyhouse: pawns never on the first or last rank, nothing dropped that is not in hand
    // or on an occupied square, no king from the hand.
    let pos = ok::<Crazyhouse>("4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1");
    for text in [
        "P@a8", "P@h1", "Q@d4", "N@d4", "K@d4", "P@e1", "p@a3", "P@a9", "P@",
    ] {
        move_err(&pos, text);
    }
    for text in ["P@a2", "P@h7", "P@d4"] {
        assert!(pos.parse_move(text).is_ok(), "{text}");
    }
    // Minishogi: no second unpromoted pawn on a file, no pawn where it could never move, no
    // pawn drop that mates.
    let pos = ok::<Minishogi>("rbsgk/4p/5/P4/KGSBR[P] w - - 0 1");
    move_err(&pos, "P@a3");
    move_err(&pos, "P@b5");
    assert!(pos.parse_move("P@b3").is_ok());
    let pos = ok::<Minishogi>("k4/2S2/1G3/5/4K[P] w - - 0 1");
    let e = move_err(&pos, "P@a4");
    says(&e, &["'P@a4' is not a legal move of minishogi here"]);
    assert!(pos.parse_move("P@a3").is_ok());
    // A promoted pawn on the file does not count.
    let pos = ok::<Minishogi>("k4/5/5/+P4/4K[P] w - - 0 1");
    assert!(pos.parse_move("P@a3").is_ok());
}

#[test]
fn check_counters() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    // Checks still to give after the en passant field; absent, none given yet.
    let pos = ok::<ThreeCheck>(&format!("{start} 2+1 0 1"));
    assert_eq!(pos.fen_text(), format!("{start} 2+1 0 1"));
    assert_eq!(
        ok::<ThreeCheck>(&format!("{start} 0 1")).fen_text(),
        format!("{start} 3+3 0 1")
    );
    // Lichess's checks given, after the move number.
    let pos = ok::<ThreeCheck>(&format!("{start} 0 1 +1+2"));
    assert_eq!(pos.fen_text(), format!("{start} 2+1 0 1"));
    for bad in ["9+9 0 1", "0 1 +4+0", "3+3+3 0 1", "a+3 0 1", "0 1 +1"] {
        let e = fen_err::<ThreeCheck>(&format!("{start} {bad}"));
        assert!(
            matches!(e, FenError::Checks { limit: 3, .. }),
            "{bad}: {e:?}"
        );
        says(&e, &["3check", "check counts", "0 to 3"]);
    }
    // Other variants have no such field.
    let e = fen_err::<KingOfTheHill>(&format!("{start} 3+3 0 1"));
    assert!(matches!(e, FenError::Trailing(..)), "{e:?}");
}

#[test]
fn kings_a_variant_requires() {
    // Horde: white has none, black one.
    let horde = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
    ok::<Horde>(horde);
    says(
        &fen_err::<Horde>(
            "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPKKPPP w kq - 0 1",
        ),
        &["white has 2 kings, not one or none"],
    );
    says(
        &fen_err::<KingOfTheHill>("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
        &["black has 0 kings, not one"],
    );
}

// The binary.

fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-variants"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run gambit-variants");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .expect("write the input");
    child.wait_with_output().expect("its output")
}

/// Status 2, nothing on stdout, an `error:` on stderr naming every one of `words`.
fn refused(out: &Output, words: &[&str]) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    for w in words {
        assert!(stderr.contains(w), "'{w}' not in {stderr}");
    }
}

#[test]
fn an_unknown_variant_on_the_command_line() {
    let out = run(&["perft", "2", "--variant", "nosuch"], "");
    let mut words = vec!["unknown variant 'nosuch'"];
    words.extend(VARIANTS);
    refused(&out, &words);
    refused(&run(&["perft", "2", "--variant=nosuch"], ""), &["'nosuch'"]);
    refused(
        &run(&["perft", "2", "--variant"], ""),
        &["--variant needs a name"],
    );
    refused(
        &run(&["judge", "--variant", ""], ""),
        &["unknown variant ''"],
    );
    // A known name in another case is the variant.
    let out = run(&["perft", "1", "--variant", "CapaBlanca"], "");
    assert!(String::from_utf8_lossy(&out.stdout).contains("Nodes searched: 28"));
}

#[test]
fn capabilities_a_variant_lacks() {
    // No tuning: hidden from the help, refused by name when given. A PGN file that is not
    // there is a clear error too.
    refused(
        &run(
            &["judge", "--variant", "makruk", "--pgn", "no-such-file.pgn"],
            "",
        ),
        &["no-such-file.pgn"],
    );
    for sub in ["tune", "datagen", "train"] {
        let out = run(
            &[sub, "--variant", "grand", "--out", "x", "--data", "y"],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    refused(
        &run(&["datagen", "--variant", "grand", "--out", "x"], ""),
        &["has no `datagen`", "no tuning"],
    );
    let help = run(&["--help", "--variant", "grand"], "");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("perft") && help.contains("judge") && help.contains("bench"));
    assert!(
        !help.contains("datagen") && !help.contains("tune"),
        "{help}"
    );
    let help = run(&["judge", "--help", "--variant", "grand"], "");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("--explain") && help.contains("--pgn <FILE>"),
        "{help}"
    );
}

#[test]
fn bad_positions_and_moves_on_the_command_line() {
    refused(
        &run(
            &["perft", "1", "--variant", "capablanca", "--fen", CHESS],
            "",
        ),
        &["bad FEN", "capablanca", "instead of 10"],
    );
    refused(
        &run(
            &["perft", "1", "--variant", "minishogi", "--fen", CHESS],
            "",
        ),
        &["bad FEN", "minishogi"],
    );
    let capa = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[Q] w KQkq - 0 1";
    refused(
        &run(
            &["perft", "1", "--variant", "capablanca", "--fen", capa],
            "",
        ),
        &["pockets in a variant without drops"],
    );
    refused(
        &run(
            &[
                "perft",
                "1",
                "--variant",
                "crazyhouse",
                "--moves",
                "e2e4",
                "d7d5",
                "e4d5",
                "P@a8",
            ],
            "",
        ),
        &["ply 4 (P@a8)"],
    );
    refused(
        &run(
            &[
                "judge",
                "--variant",
                "minishogi",
                "--fen",
                "rbsgk/4p/5/P4/KGSBR[P] w - - 0 1",
                "--moves",
                "P@a3",
            ],
            "",
        ),
        &["ply 1 (P@a3)"],
    );
}

/// The lines the binary writes over UCI for `input` (with `quit` appended).
fn uci(input: &[&str]) -> Vec<String> {
    let mut text = input.join("\n");
    text.push_str("\nquit\n");
    let out = run(&[], &text);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{out:?}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn has(lines: &[String], want: &str) -> usize {
    lines
        .iter()
        .position(|l| l.contains(want))
        .unwrap_or_else(|| panic!("no line with '{want}' in {lines:#?}"))
}

#[test]
fn an_unknown_variant_over_uci() {
    let lines = uci(&[
        "uci",
        "setoption name UCI_Variant value nosuch",
        "isready",
        "go perft 1",
    ]);
    let note = has(&lines, "info string unknown variant 'nosuch'");
    for v in VARIANTS {
        assert!(lines[note].contains(v), "{}", lines[note]);
    }
    assert!(has(&lines, "readyok") > note);
    // Nothing changed: still chess.
    has(&lines, "Nodes searched: 20");
    // A switch after the refusal works, and so does a refusal after a switch.
    let lines = uci(&[
        "setoption name UCI_Variant value minishogi",
        "setoption name UCI_Variant value shogi",
        "isready",
        "go perft 1",
    ]);
    has(&lines, "info string unknown variant 'shogi'");
    has(&lines, "readyok");
    has(&lines, "Nodes searched: 14");
    // No value at all.
    let lines = uci(&["setoption name UCI_Variant value", "isready"]);
    assert!(lines[0].starts_with("info string"), "{lines:?}");
    has(&lines, "readyok");
}

#[test]
fn bad_positions_and_moves_over_uci() {
    let lines = uci(&[
        "setoption name UCI_Variant value capablanca",
        &format!("position fen {CHESS}"),
        "isready",
        "go perft 1",
        "position fen rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[Q] w KQkq - 0 1",
        "position startpos moves e2e4 zz",
        "position startpos moves e2e4 e7e5 e4e5",
        "isready",
        "go perft 1",
    ]);
    let first = has(&lines, "info string position refused: capablanca");
    assert!(has(&lines, "readyok") > first);
    // The refused positions left the start position.
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.as_str() == "Nodes searched: 28")
            .count(),
        2,
        "{lines:#?}"
    );
    has(&lines, "pockets in a variant without drops");
    has(&lines, "move 2 (zz)");
    has(&lines, "move 3 (e4e5)");
    let lines = uci(&[
        "setoption name UCI_Variant value crazyhouse",
        "position fen 4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1 moves P@a8",
        "position fen 4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1 moves P@a7 p@a2",
        "position fen 4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1 moves P@a7 P@a2",
        "isready",
        "go perft 1",
    ]);
    has(&lines, "move 1 (P@a8)");
    has(&lines, "move 2 (p@a2)");
    has(&lines, "readyok");
    // The last one was accepted: black king and nothing in black's hand but a pawn.
    has(&lines, "Nodes searched: ");
    let lines = uci(&[
        "setoption name UCI_Variant value minishogi",
        "position fen rbsgk/4p/5/P4/KGSBR[P] w - - 0 1 moves P@a3",
        "position fen k4/2S2/1G3/5/4K[P] w - - 0 1 moves P@a4",
        "isready",
    ]);
    has(&lines, "move 1 (P@a3)");
    has(&lines, "move 1 (P@a4)");
    has(&lines, "readyok");
}

// Kernel bugs found writing these tests and the fuzzers, fixed: each test failed before.

/// The kernel reads the halfmove clock and the move number up to `u32::MAX`, where chess and
/// xiangqi bound them (`gambit::board::counters`): at `u32::MAX` the next move overflows the
/// clock (`rule50 + 1` in `do_move`: a panic with overflow checks, a clock wrapped to 0
/// without), and a move number of `u32::MAX` is written after Black's move as 4294967296,
/// which the kernel refuses to read.
#[test]
fn counters_near_the_integer_limit() {
    let board = "4k3/8/8/8/8/8/8/4K3[]";
    for (side, counters) in [("w", "4294967295 1"), ("b", "0 4294967295")] {
        let fen = format!("{board} {side} - - {counters}");
        let Ok(mut pos) = Position::<Crazyhouse>::from_fen_text(&fen, false) else {
            continue;
        };
        let m = pos.legal_moves()[0];
        pos.make(m);
        let after = pos.fen_text();
        assert!(
            Position::<Crazyhouse>::from_fen_text(&after, false).is_ok(),
            "{fen}: after {m} {after} is refused"
        );
    }
}

/// An en passant field on the first rank with White to move: its victim's square, a rank
/// below, is computed as `to - files` (`ep_victim`), which overflows: a panic with overflow
/// checks (without them the wrapped square is off the board and the field refused).
#[test]
fn en_passant_on_the_first_rank() {
    for ep in ["a1", "e1", "h1"] {
        let fen = format!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq {ep} 0 1");
        assert!(Position::<Crazyhouse>::from_fen_text(&fen, false).is_err());
    }
    let fen = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - b1 0 1";
    assert!(Position::<Grand>::from_fen_text(fen, false).is_err());
}

/// A pocket of 63 pieces of a kind, the most the kernel reads, is accepted; a capture makes it
/// 64, which the FEN after the move writes and the kernel then refuses ("too many pieces in a
/// pocket"). The hand key of a count of 64 is also the next kind's key of 0 (`hand_key`
/// indexes past the kind's slots).
#[test]
fn a_full_pocket_after_a_capture() {
    let fen = format!("4k3/8/8/3p4/4P3/8/8/4K3[{}] w - - 0 1", "P".repeat(63));
    let Ok(mut pos) = Position::<Crazyhouse>::from_fen_text(&fen, false) else {
        return;
    };
    let m = pos.parse_move("e4d5").expect("a capture");
    pos.make(m);
    let after = pos.fen_text();
    assert!(
        Position::<Crazyhouse>::from_fen_text(&after, false).is_ok(),
        "{after} is refused"
    );
}

#[test]
fn castling_next_to_the_king_is_written_king_takes_rook() {
    // A king on f1 with the h1 rook's right (fuzzing found it): castling lands the king on
    // g1, where its plain step goes too, so castling is written f1h1 and each text reads as
    // its own move.
    let pos = Position::<Crazyhouse>::from_fen_text(
        "r3k2r/ppp1pp1p/2n4Q~/2NNPBpP/7p/5N2/PPq2PPP/R1B2K1R[] w KQ - 0 20",
        false,
    )
    .unwrap();
    let step = pos.parse_move("f1g1").unwrap();
    let castle = pos.parse_move("f1h1").unwrap();
    assert_ne!(step, castle);
    assert_eq!(pos.format_move(step), "f1g1");
    assert_eq!(pos.format_move(castle), "f1h1");
    assert_eq!(pos.san(castle), "O-O");
}
