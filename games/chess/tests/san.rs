//! Chess SAN: writing every kind of move (disambiguation by file, rank and both, captures, en
//! passant, promotions, castling in chess and Chess960, check and mate marks), reading it
//! exactly and leniently, every error, and a property test that on random positions every legal
//! move's SAN is unique and reads back to the move.

use gambit::Game;
use gambit_chess::{Chess, ChessNotation, MoveList, SanError};
use proptest::prelude::*;

fn pos(fen: &str) -> Chess {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos960(fen: &str) -> Chess {
    Chess::from_fen(fen, ChessNotation { chess960: true }).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The SAN of the move `uci` (in the position's notation) at `p`.
fn san(p: &Chess, uci: &str) -> String {
    let m = p
        .parse_move(uci)
        .unwrap_or_else(|e| panic!("{uci} at {p}: {e}"));
    p.san(m)
}

/// The move `text` reads as at `p`, in UCI.
fn read(p: &Chess, text: &str) -> String {
    let m = p
        .parse_san(text)
        .unwrap_or_else(|e| panic!("{text} at {p}: {e}"));
    p.format_move(m)
}

/// Every legal move of `p` as `(uci, san)`.
fn all_sans(p: &Chess) -> Vec<(String, String)> {
    let mut moves = MoveList::new();
    p.generate_legal(&mut moves);
    moves
        .iter()
        .map(|&m| (p.format_move(m), p.san(m)))
        .collect()
}

#[test]
fn piece_moves_and_pawn_pushes() {
    let p = pos(Chess::START_FEN);
    assert_eq!(san(&p, "g1f3"), "Nf3");
    assert_eq!(san(&p, "e2e4"), "e4");
    assert_eq!(san(&p, "a2a3"), "a3");
    let mut sans: Vec<String> = all_sans(&p).into_iter().map(|(_, s)| s).collect();
    sans.sort();
    assert_eq!(
        sans.join(" "),
        "Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4"
    );
}

/// At `p`, each `(uci, san)` writes as `san`, and `san` reads back as `uci`.
fn both_ways(p: &Chess, pairs: &[(&str, &str)]) {
    for &(uci, want) in pairs {
        assert_eq!(san(p, uci), want, "{uci} at {p}");
        assert_eq!(read(p, want), uci, "{want} at {p}");
    }
}

#[test]
fn disambiguation_by_file() {
    // Where only one knight can go, no disambiguation.
    let pairs = [("b1d2", "Nbd2"), ("f1d2", "Nfd2"), ("b1a3", "Na3")];
    both_ways(&pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"), &pairs);
}

#[test]
fn disambiguation_by_rank() {
    let pairs = [("a1a3", "R1a3"), ("a5a3", "R5a3"), ("a5a7", "Ra7")];
    both_ways(&pos("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"), &pairs);
}

#[test]
fn disambiguation_by_file_and_rank_with_three_queens() {
    // Queens a1, a5 and e1 all reach e5: a1 shares its file with a5 and its rank with e1.
    let p = pos("8/8/7k/Q7/8/8/8/Q3Q2K w - - 0 1");
    both_ways(&p, &[("a1e5", "Qa1e5"), ("a5e5", "Q5e5"), ("e1e5", "Qee5")]);
    // A rank or a file alone does not pick out the queen on a1.
    assert!(matches!(
        p.parse_san("Q1e5"),
        Err(SanError::Ambiguous { .. })
    ));
    assert!(matches!(
        p.parse_san("Qae5"),
        Err(SanError::Ambiguous { .. })
    ));
}

#[test]
fn captures_and_en_passant() {
    let p = pos("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    assert_eq!(san(&p, "e5d6"), "exd6");
    assert_eq!(read(&p, "exd6"), "e5d6");
    assert_eq!(read(&p, "exd6e.p."), "e5d6");
    assert_eq!(read(&p, "ed6"), "e5d6");
    let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(san(&p, "e4d5"), "exd5");
    assert_eq!(san(&p, "e4e5"), "e5");
    // `d5` is never read as the capture exd5.
    assert!(matches!(p.parse_san("d5"), Err(SanError::NoSuchMove(_))));
    let p = pos("4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
    assert_eq!(san(&p, "c3d5"), "Nxd5");
}

#[test]
fn promotions() {
    let p = pos("5r1k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    let pairs = [
        ("e7e8q", "e8=Q"),
        ("e7e8n", "e8=N"),
        ("e7f8q", "exf8=Q+"),
        ("e7f8r", "exf8=R+"),
        ("e7f8b", "exf8=B"),
        ("e7f8n", "exf8=N"),
    ];
    both_ways(&p, &pairs);
    for text in ["e8=Q", "e8Q", "e8q", "e8=q", "e7e8q", "Pe8=Q"] {
        assert_eq!(read(&p, text), "e7e8q", "{text}");
    }
    assert_eq!(read(&p, "exf8=N"), "e7f8n");
    assert_eq!(read(&p, "exf8N"), "e7f8n");
    assert_eq!(read(&p, "ef8=B"), "e7f8b");
    assert_eq!(read(&p, "exf8=Q#"), "e7f8q");
    // Without a piece the promotion is ambiguous, and the candidates are named.
    match p.parse_san("e8") {
        Err(SanError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["e8=Q", "e8=R", "e8=B", "e8=N"])
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(p.parse_san("e8=K"), Err(SanError::Syntax(_))));
    assert!(matches!(p.parse_san("Ne8=Q"), Err(SanError::Syntax(_))));
}

#[test]
fn castling_in_standard_chess() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    both_ways(&p, &[("e1g1", "O-O"), ("e1c1", "O-O-O")]);
    for (text, uci) in [
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("o-o", "e1g1"),
        ("O-O+", "e1g1"),
        ("O-O-O", "e1c1"),
        ("0-0-0", "e1c1"),
        ("O-O-O!", "e1c1"),
        ("e1g1", "e1g1"),
        ("e1h1", "e1g1"),
        ("e1a1", "e1c1"),
    ] {
        assert_eq!(read(&p, text), uci, "{text}");
    }
    let p = pos("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(san(&p, "e1g1"), "O-O+");
}

#[test]
fn castling_in_chess960() {
    // King b1 between rooks a1 and h1: queen side the king goes one file, king side five.
    let p = pos960("1k6/8/8/8/8/8/8/RK5R w HA - 0 1");
    both_ways(&p, &[("b1a1", "O-O-O"), ("b1h1", "O-O")]);
    assert_eq!(read(&p, "b1h1"), "b1h1");
    // King f1, rook g1: the king castles onto its neighbour's square, and the rook onto f1.
    let p = pos960("1k6/8/8/8/8/8/8/5KR1 w G - 0 1");
    both_ways(&p, &[("f1g1", "O-O")]);
    assert_eq!(read(&p, "0-0"), "f1g1");
    // King g1, rook f1: O-O-O takes the king to c1 and the rook to d1; g1f2 is a king move.
    let p = pos960("1k6/8/8/8/8/8/8/5RK1 w F - 0 1");
    both_ways(&p, &[("g1f1", "O-O-O"), ("g1f2", "Kf2")]);
    // The rook that castles checks from d1... and a black king on d8 sees it.
    let p = pos960("3k4/8/8/8/8/8/8/5RK1 w F - 0 1");
    assert_eq!(san(&p, "g1f1"), "O-O-O+");
}

#[test]
fn checks_and_mates() {
    let mut p = pos(Chess::START_FEN);
    for m in ["f2f3", "e7e5", "g2g4"] {
        p.play(m).unwrap();
    }
    assert_eq!(san(&p, "d8h4"), "Qh4#");
    assert_eq!(san(&p, "f8c5"), "Bc5");
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(san(&p, "a1a8"), "Ra8+");
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(san(&p, "a1a8"), "Ra8#");
    // Check marks when reading: missing, extra and wrong ones are all read.
    for text in ["Ra8", "Ra8+", "Ra8#", "Ra8++", "Ra8#!"] {
        assert_eq!(read(&p, text), "a1a8", "{text}");
    }
    assert_eq!(read(&p, "Ra7+"), "a1a7");
}

#[test]
fn lenient_reading() {
    let p = pos(Chess::START_FEN);
    for text in [
        "Nf3", "Nf3!", "Nf3?", "Nf3!!", "Nf3??", "Nf3!?", "Nf3?!", "Ng1f3", "Ng1-f3", "Ngf3",
        "N1f3", "Nxf3", "g1f3", " Nf3 ",
    ] {
        assert_eq!(read(&p, text), "g1f3", "{text}");
    }
    assert_eq!(read(&p, "e2-e4"), "e2e4");
    assert_eq!(read(&p, "e2e4"), "e2e4");
    // A capture written without `x`.
    let p = pos("4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
    assert_eq!(read(&p, "Nd5"), "c3d5");
    assert_eq!(read(&p, "Nc3xd5"), "c3d5");
}

#[test]
fn syntax_errors() {
    let p = pos(Chess::START_FEN);
    for text in [
        "", "Nf9", "hello", "Ke", "N", "Qi4", "e4e", "O-O-O-O", "1-0", "--", "é4",
    ] {
        match p.parse_san(text) {
            Err(SanError::Syntax(t)) => assert_eq!(t, text, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    // A long text is named shortened.
    let long = "N".repeat(200);
    let e = p.parse_san(&long).unwrap_err();
    assert!(e.to_string().len() < 120, "{e}");
}

#[test]
fn no_such_move_errors() {
    let p = pos(Chess::START_FEN);
    for text in [
        "Nf4", "e5", "Qd4", "Bb5", "exd3", "Ke2", "a1a2", "e2e5", "e4=Q",
    ] {
        match p.parse_san(text) {
            Err(SanError::NoSuchMove(t)) => assert_eq!(t, text),
            other => panic!("{text}: {other:?}"),
        }
    }
    let e = p.parse_san("Nf4").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no legal move matches 'Nf4' in this position"
    );
}

#[test]
fn ambiguous_errors_list_the_candidates() {
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    match p.parse_san("Nd2") {
        Err(SanError::Ambiguous { text, candidates }) => {
            assert_eq!(text, "Nd2");
            assert_eq!(candidates, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
    let e = p.parse_san("Nd2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "'Nd2' is ambiguous: it could be Nbd2 or Nfd2"
    );
}

/// Why `text` is illegal at `fen` (the test fails on any other answer).
fn illegal(fen: &str, text: &str) -> String {
    match pos(fen).parse_san(text) {
        Err(SanError::Illegal { text: t, reason }) => {
            assert_eq!(t, text);
            reason
        }
        other => panic!("{text} at {fen}: {other:?}"),
    }
}

#[test]
fn illegal_errors_say_why() {
    // The knight on c3 is pinned by the bishop on b4.
    let reason = illegal("4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1", "Nd5");
    assert_eq!(reason, "the piece is pinned to its king");
    // The king may take the checking rook but not step onto its file.
    let fen = "4k3/8/8/8/8/8/8/3rK3 w - - 0 1";
    assert_eq!(read(&pos(fen), "Kxd1"), "e1d1");
    assert_eq!(illegal(fen, "Kd2"), "the king would be in check");
    let reason = illegal("4k3/8/8/8/8/8/5r2/4K3 w - - 0 1", "Kf1");
    assert_eq!(reason, "the king would be in check");
    // In check, a move that does not answer it.
    let reason = illegal("4k3/8/8/8/4r3/8/8/N3K3 w - - 0 1", "Nb3");
    assert_eq!(reason, "it does not get the king out of check");
    // Castling without the right, through an attacked square, and out of check.
    let reason = illegal("4k3/8/8/8/8/8/8/R3K2R w K - 0 1", "O-O-O");
    assert_eq!(reason, "no right to castle on the queen side");
    let fen = "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    let reason = illegal(fen, "O-O");
    assert_eq!(
        reason,
        "castling on the king side is blocked or crosses an attacked square"
    );
    assert_eq!(read(&pos(fen), "O-O-O"), "e1c1");
    let reason = illegal("4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1", "O-O");
    assert_eq!(reason, "the king is in check");
    // En passant that would expose the king along the rank: known as a capture only from the
    // double push just played (a FEN records no en passant square when no capture is legal).
    let mut p = pos("8/8/8/8/k4p1R/8/6P1/4K3 w - - 0 1");
    p.play("g2g4").unwrap();
    match p.parse_san("fxg3") {
        Err(SanError::Illegal { reason, .. }) => {
            assert_eq!(reason, "the piece is pinned to its king")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        pos(&p.fen()).parse_san("fxg3"),
        Err(SanError::NoSuchMove(_))
    ));
    let e = pos("4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1")
        .parse_san("Nd5")
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "'Nd5' is illegal here: the piece is pinned to its king"
    );
}

#[test]
fn play_san_plays_or_changes_nothing() {
    let mut p = pos(Chess::START_FEN);
    let before = p.fen();
    assert!(p.play_san("Nf4").is_err());
    assert_eq!(p.fen(), before);
    assert_eq!(p.ply(), 0);
    let m = p.play_san("e4").unwrap();
    assert_eq!(p.format_move(m), "e2e4");
    assert_eq!(p.ply(), 1);
}

#[test]
fn records_write_san() {
    let mut p = pos(Chess::START_FEN);
    for m in ["e2e4", "e7e5", "g1f3"] {
        p.play(m).unwrap();
    }
    let written = gambit::game::moves_with_records(&p);
    let pairs: Vec<(&str, &str)> = written
        .iter()
        .map(|(c, r)| (c.as_str(), r.as_str()))
        .collect();
    assert_eq!(pairs, [("e2e4", "e4"), ("e7e5", "e5"), ("g1f3", "Nf3")]);
}

#[test]
fn moves_that_are_not_legal_are_written_in_uci() {
    let p = pos(Chess::START_FEN);
    let other = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let m = other.parse_move("a1a8").unwrap();
    assert_eq!(p.san(m), "a1a8");
    assert_eq!(p.san(Default::default()), "0000");
}

/// Positions to start random games from: the start position, the suite positions of chess and
/// Chess960.
fn starts() -> &'static [Chess] {
    static STARTS: std::sync::OnceLock<Vec<Chess>> = std::sync::OnceLock::new();
    STARTS.get_or_init(|| {
        let mut v = vec![pos(Chess::START_FEN)];
        v.extend(gambit_testkit::suite_positions::<Chess>(
            include_str!("../../../tests/data/chess_perft.epd"),
            ChessNotation::default(),
        ));
        v.extend(gambit_testkit::suite_positions::<Chess>(
            include_str!("../../../tests/data/chess960_perft.epd"),
            ChessNotation { chess960: true },
        ));
        v
    })
}

/// Every legal move's SAN is unique among the legal moves and reads back to the move, also
/// without its check mark and with an annotation.
fn check_sans(p: &Chess) {
    let mut moves = MoveList::new();
    p.generate_legal(&mut moves);
    let mut seen = std::collections::HashSet::new();
    for &m in moves.iter() {
        let san = p.san(m);
        assert!(seen.insert(san.clone()), "{san} twice at {p}");
        assert_eq!(p.parse_san(&san), Ok(m), "{san} at {p}");
        let bare = san.trim_end_matches(['+', '#']);
        assert_eq!(p.parse_san(bare), Ok(m), "{bare} at {p}");
        assert_eq!(p.parse_san(&format!("{san}!?")), Ok(m), "{san}!? at {p}");
        let mut after = p.clone();
        after.make(m);
        let mark = if !after.in_check() {
            ""
        } else if after.count_legal() == 0 {
            "#"
        } else {
            "+"
        };
        assert!(
            san.ends_with(mark) && bare.len() + mark.len() == san.len(),
            "{san} at {p}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn every_san_is_unique_and_reads_back(
        start in any::<prop::sample::Index>(),
        choices in proptest::collection::vec(any::<u32>(), 0..80),
    ) {
        let starts = starts();
        let mut p = starts[start.index(starts.len())].clone();
        check_sans(&p);
        for c in choices {
            let mut moves = MoveList::new();
            p.generate_legal(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[c as usize % moves.len()];
            p.make(m);
            check_sans(&p);
        }
    }
}

#[test]
fn every_suite_position_reads_back() {
    for p in starts() {
        check_sans(p);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Any text reads as a legal move or an error, never a panic.
    #[test]
    fn any_text_reads_or_errs(
        text in "[a-hKQRBNPOox0-9=+#!?:.-]{0,9}|\\PC{0,12}",
        start in any::<prop::sample::Index>(),
    ) {
        let starts = starts();
        let p = &starts[start.index(starts.len())];
        if let Ok(m) = p.parse_san(&text) {
            prop_assert!(p.is_legal(m));
        }
    }
}
