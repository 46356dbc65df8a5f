//! PGN for chess: reading tricky hand-written input (escapes, comments, NAGs, nested variations,
//! escape lines, missing results, broken games between good ones), every syntax and setup
//! error with its game, line, ply and token, the export format, and a property test that a
//! written game reads back to the same game.

use gambit::record::pgn::{MainLines, PgnErrorKind, SyntaxError, Watch};
use gambit::record::{Ply, Record};
use gambit::{Game, Outcome};
use gambit_chess::{
    read_pgn, write_pgn, Chess, ChessNotation, ChessPgn, Move, MoveList, PgnGame, SanError,
};
use proptest::prelude::*;

fn sans(game: &PgnGame) -> Vec<String> {
    let mut pos = game.start.clone();
    game.mainline()
        .map(|m| {
            let s = pos.san(m);
            pos.make(m);
            s
        })
        .collect()
}

fn sans_of(start: &Chess, line: &[Ply<Move>]) -> Vec<String> {
    let mut pos = start.clone();
    line.iter()
        .map(|p| {
            let s = pos.san(p.mv);
            pos.make(p.mv);
            s
        })
        .collect()
}

fn one(text: &str) -> PgnGame {
    let mut games: Vec<_> = read_pgn(text).collect();
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap_or_else(|e| panic!("{e}"))
}

/// The error of the only game of `text`.
fn error(text: &str) -> gambit::record::pgn::PgnError {
    let mut games: Vec<_> = read_pgn(text).collect();
    assert_eq!(games.len(), 1, "{text}");
    match games.remove(0) {
        Ok(g) => panic!("{text}: read {:?}", sans(&g)),
        Err(e) => e,
    }
}

fn syntax(text: &str) -> SyntaxError {
    match error(text).kind {
        PgnErrorKind::Syntax(e) => e,
        other => panic!("{text}: {other}"),
    }
}

const TRICKY: &str = include_str!("data/tricky.pgn");

#[test]
fn tricky_file_reads_every_good_game_and_names_the_broken_ones() {
    let games: Vec<_> = read_pgn(TRICKY).collect();
    assert_eq!(games.len(), 9);
    let oks: Vec<bool> = games.iter().map(Result::is_ok).collect();
    assert_eq!(
        oks,
        [true, true, false, true, true, true, false, true, true]
    );

    let g = games[0].as_ref().unwrap();
    assert_eq!(g.tags.get("Event"), Some("Tricky \"one\" } {"));
    assert_eq!(g.tags.get("Site"), Some("C:\\games\\tricky.pgn"));
    assert_eq!(g.tags.get("White"), Some("Alpha"));
    assert_eq!(g.tags.len(), 7);
    assert_eq!(
        g.comment,
        ["Game comment with \"quotes\", (parens), [brackets] and ; a semicolon"]
    );
    assert_eq!(
        sans(g).join(" "),
        "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O"
    );
    assert_eq!(g.moves[1].nags, [1]);
    assert_eq!(g.moves[2].nags, [5]);
    assert_eq!(
        g.moves[3].comments,
        ["rest of the line, with { and } and ("]
    );
    assert_eq!(g.moves[4].comments, ["Ruy \"Lopez\" 1-0"]);
    assert_eq!(g.moves[9].nags, [14]);
    // Variations are skipped by default.
    assert!(g.moves.iter().all(|p| p.variations.is_empty()));
    assert_eq!(g.result, Some(gambit_chess::rules::WHITE_WINS));

    let g = games[1].as_ref().unwrap();
    assert_eq!(g.tags.get("Event"), Some("No result"));
    assert_eq!(sans(g), ["d4", "d5", "c4"]);
    assert_eq!(g.moves[2].comments, ["Queen's Gambit"]);
    assert_eq!(g.result, None);

    let e = games[2].as_ref().unwrap_err();
    assert_eq!((e.game, e.ply, e.token.as_str()), (3, Some(5), "Nf7"));
    assert_eq!(e.line, 25);
    match &e.kind {
        PgnErrorKind::Move(why) => assert_eq!(
            why.downcast_ref::<SanError>(),
            Some(&SanError::NoSuchMove("Nf7".into()))
        ),
        other => panic!("{other}"),
    }
    assert_eq!(
        e.to_string(),
        "game 3, line 25, ply 5, at 'Nf7': no legal move matches 'Nf7' in this position"
    );

    let g = games[3].as_ref().unwrap();
    assert_eq!(g.start.fen(), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    assert_eq!(sans(g), ["Kd7", "e4", "Ke6"]);
    assert_eq!(g.result, Some(Outcome::Draw));

    let g = games[4].as_ref().unwrap();
    assert!(g.start.notation().chess960);
    assert_eq!(sans(g), ["O-O", "O-O", "Ra1", "Ra8"]);
    assert_eq!(g.end().fen(), "r4rk1/8/8/8/8/8/8/R4RK1 w - - 4 3");
    assert_eq!(g.result, Some(gambit_chess::rules::BLACK_WINS));

    let g = games[5].as_ref().unwrap();
    assert!(g.start.notation().chess960);
    assert_eq!(g.end().fen(), "2kr3r/8/8/8/8/8/8/2KR3R w - - 2 2");

    let e = games[6].as_ref().unwrap_err();
    assert_eq!(e.game, 7);
    assert!(matches!(
        e.kind,
        PgnErrorKind::Syntax(SyntaxError::UnterminatedComment)
    ));
    assert_eq!(e.line, 49);

    let g = games[7].as_ref().unwrap();
    assert_eq!(g.tags.get("Event"), Some("After unclosed"));
    assert!(g.end().in_check());
    assert_eq!(g.end().count_legal(), 0);

    let g = games[8].as_ref().unwrap();
    assert!(g.tags.is_empty());
    assert_eq!(sans(g), ["e4", "e5"]);
}

#[test]
fn variations_are_kept_on_request() {
    let games: Vec<_> = read_pgn(TRICKY).keep_variations(true).collect();
    let g = games[0].as_ref().unwrap();
    let a6 = &g.moves[5];
    assert_eq!(a6.variations.len(), 1);
    let berlin = &a6.variations[0];
    // The variation is played from the position before 3... a6.
    let mut before = g.start.clone();
    for p in &g.moves[..5] {
        before.make(p.mv);
    }
    assert_eq!(sans_of(&before, berlin), ["Nf6", "O-O", "Nxe4"]);
    assert_eq!(berlin[0].before, ["Berlin"]);
    assert_eq!(berlin[2].comments, ["open"]);
    let mut after_nf6 = before.clone();
    after_nf6.make(berlin[0].mv);
    assert_eq!(berlin[1].variations.len(), 1);
    assert_eq!(sans_of(&after_nf6, &berlin[1].variations[0]), ["d3", "Bc5"]);
    // The main line is the same as without variations.
    let plain = read_pgn(TRICKY).next().unwrap().unwrap();
    assert_eq!(sans(g), sans(&plain));
}

#[test]
fn move_numbers_in_every_form() {
    let g = one("1.e4 1...e5 2 Nf3 2. ... Nc6 3.Bb5 3. .. a6 4.   Ba4 *");
    assert_eq!(sans(&g), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
    // Castling with zeros glued to its number.
    let g = one("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.0-0 Nf6 5.d3 5...0-0 *");
    assert_eq!(sans(&g)[6..], ["O-O", "Nf6", "d3", "O-O"]);
}

#[test]
fn results_and_missing_results() {
    assert_eq!(
        one("1. e4 1-0").result,
        Some(gambit_chess::rules::WHITE_WINS)
    );
    assert_eq!(
        one("1. e4 0-1").result,
        Some(gambit_chess::rules::BLACK_WINS)
    );
    assert_eq!(one("1. e4 1/2-1/2").result, Some(Outcome::Draw));
    assert_eq!(one("1. e4 *").result, None);
    // Without a result token, the Result tag.
    assert_eq!(
        one("[Result \"0-1\"]\n1. e4").result,
        Some(gambit_chess::rules::BLACK_WINS)
    );
    // Castling written with zeros is not a result.
    let g = one("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *");
    assert_eq!(sans(&g)[6..], ["O-O", "O-O"]);
    // A game with only tags, and games separated by their results alone.
    assert!(one("[Event \"empty\"]").moves.is_empty());
    let games: Vec<_> = read_pgn("1. e4 1-0 1. d4 0-1 1. c4").collect();
    assert_eq!(games.len(), 3);
    assert_eq!(sans(games[2].as_ref().unwrap()), ["c4"]);
}

#[test]
fn annotations_as_nags() {
    let g = one("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $0 $255 Nf6 ! *");
    let nags: Vec<Vec<u8>> = g.moves.iter().map(|p| p.nags.clone()).collect();
    assert_eq!(
        nags,
        [
            vec![1],
            vec![2],
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![0, 255],
            vec![1]
        ]
    );
}

#[test]
fn syntax_errors_are_named() {
    assert_eq!(syntax("[Event \"open\n1. e4 *"), SyntaxError::BadTag);
    assert_eq!(syntax("[Event open]\n1. e4 *"), SyntaxError::BadTag);
    assert_eq!(syntax("[ \"x\"]\n1. e4 *"), SyntaxError::BadTag);
    assert_eq!(syntax("1. e4 $256 *"), SyntaxError::BadNag);
    assert_eq!(syntax("1. e4 !!! *"), SyntaxError::BadNag);
    assert_eq!(syntax("1. e4 & e5 *"), SyntaxError::UnexpectedChar('&'));
    assert_eq!(syntax("1. e4 ) e5 *"), SyntaxError::UnmatchedClose);
    assert_eq!(syntax("1. e4 (1. d4"), SyntaxError::UnterminatedVariation);
    assert_eq!(syntax("1. e4 (1. d4 *"), SyntaxError::ResultInVariation);
    assert_eq!(syntax("1. e4 {open"), SyntaxError::UnterminatedComment);
    // Only with variations kept is a variation before any move an error of its own.
    let e = read_pgn("(1. d4) 1. e4 *")
        .keep_variations(true)
        .next()
        .unwrap()
        .unwrap_err();
    assert!(matches!(
        e.kind,
        PgnErrorKind::Syntax(SyntaxError::VariationBeforeMove)
    ));
    let e = error("\n\n1. e4 e5 2. Nf3 & *");
    assert_eq!((e.game, e.line, e.token.as_str()), (1, 3, "&"));
    assert_eq!(
        e.to_string(),
        "game 1, line 3, at '&': unexpected character '&'"
    );
}

#[test]
fn move_and_setup_errors_are_named() {
    let e = error("1. e4 e5 2. Ke3 *");
    assert_eq!((e.game, e.ply, e.token.as_str()), (1, Some(3), "Ke3"));
    let e = error("1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Bb5 *");
    assert_eq!((e.line, e.ply, e.token.as_str()), (2, Some(9), "Bb5"));
    let e = error("1. e4 e5 2. Nf3 Nf3 *");
    assert_eq!((e.ply, e.token.as_str()), (Some(4), "Nf3"));
    let e = error("1. e4 d6 2. Bb5+ Nd7 3. Nf3 Nc5 *");
    assert_eq!((e.ply, e.token.as_str()), (Some(6), "Nc5"));
    assert_eq!(
        e.to_string(),
        "game 1, line 1, ply 6, at 'Nc5': 'Nc5' is illegal here: the piece is pinned to its king"
    );
    // A move inside a kept variation names its ply on its own line.
    let e = read_pgn("1. e4 e5 (1... d5 2. exd5 Qxd5 3. Qa4) *")
        .keep_variations(true)
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!((e.ply, e.token.as_str()), (Some(5), "Qa4"));
    let e = error("[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *");
    assert!(matches!(e.kind, PgnErrorKind::Setup(_)), "{e}");
    assert!(
        e.to_string()
            .starts_with("game 1, line 1: bad setup: FEN tag:"),
        "{e}"
    );
    let e = error("[Variant \"crazyhouse\"]\n1. e4 *");
    assert_eq!(
        e.to_string(),
        "game 1, line 1: bad setup: unsupported variant 'crazyhouse' (chess and Chess960 are)"
    );
    assert!(error("1. e4 -- *").to_string().contains("'--'"));
}

#[test]
fn recovery_after_broken_games() {
    let text = "[Event \"1\"]\n1. e4 e5 1-0\n\n[Event \"2\"]\n1. e4 e5 2. Qxf7 Ke7 *\n\n\
                [Event \"3\"]\n1. d4 $999 d5 *\n\n[Event \"4\"]\n[Bad tag\n1. c4 *\n\n\
                [Event \"5\"]\n1. e4 (1. d4 d5 2. c4) e5 1/2-1/2\n";
    let games: Vec<_> = read_pgn(text).collect();
    assert_eq!(games.len(), 5);
    assert!(games[0].is_ok());
    assert_eq!(games[1].as_ref().unwrap_err().ply, Some(3));
    assert!(games[2].is_err());
    assert!(games[3].is_err());
    let last = games[4].as_ref().unwrap();
    assert_eq!(last.tags.get("Event"), Some("5"));
    assert_eq!(sans(last), ["e4", "e5"]);
    let numbers: Vec<usize> = games
        .iter()
        .filter_map(|g| g.as_ref().err().map(|e| e.game))
        .collect();
    assert_eq!(numbers, [2, 3, 4]);
}

#[test]
fn lenient_tag_values_as_python_chess_writes_them() {
    let g = one("[Event \"He said \"hi\" \\ there\"]\n1. e4 *");
    assert_eq!(g.tags.get("Event"), Some("He said \"hi\" \\ there"));
}

#[test]
fn export_format() {
    let mut pos: Chess = Chess::START_FEN.parse().unwrap();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"] {
        pos.play_san(san).unwrap();
    }
    let mut game = Record::from_position(&pos);
    game.tags.set("Annotator", "me");
    game.tags.set("White", "A \"quoted\" \\ name");
    game.tags.set("Result", "1-0");
    game.result = None;
    game.comment.push("start".into());
    game.moves[1].comments.push("a } brace".into());
    game.moves[2].nags.push(1);
    let mut before = game.start.clone();
    before.make(game.moves[0].mv);
    let alt = before.parse_san("c5").unwrap();
    let mut var = vec![Ply::new(alt)];
    var[0].before.push("Sicilian".into());
    game.moves[1].variations.push(var);
    let text = write_pgn(&game);
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"A \\\"quoted\\\" \\\\ name\"]\n[Black \"?\"]\n[Result \"*\"]\n\
         [Annotator \"me\"]\n\n\
         {start} 1. e4 e5 {a brace} ({Sicilian} 1... c5) 2. Nf3 $1 Nc6 3. Bb5 a6 *\n\n"
    );
    let back = read_pgn(&text)
        .keep_variations(true)
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(back.tags.get("White"), Some("A \"quoted\" \\ name"));
    assert_eq!(back.moves[1].comments, ["a brace"]);
    assert_eq!(back.moves[1].variations[0][0].before, ["Sicilian"]);
}

#[test]
fn export_of_setups() {
    let pos: Chess = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40".parse().unwrap();
    let mut game = Record::new(pos);
    let mut p = game.start.clone();
    for san in ["Kd7", "e4"] {
        let m = p.play_san(san).unwrap();
        game.moves.push(Ply::new(m));
    }
    let text = write_pgn(&game);
    assert!(text.contains(
        "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *\n"
    ), "{text}");
    let p960 = Chess::from_fen(
        "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
        ChessNotation { chess960: true },
    )
    .unwrap();
    let mut game = Record::new(p960);
    game.tags.set("Variant", "chess 960");
    game.tags.set("FEN", "stale");
    let m = game.start.parse_san("O-O").unwrap();
    game.moves.push(Ply::new(m));
    let text = write_pgn(&game);
    assert!(text.contains(
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1\"]\n\n1. O-O *"
    ), "{text}");
    assert!(!text.contains("stale"));
    // The standard start position needs no setup tags.
    let text = write_pgn(&Record::new(Chess::START_FEN.parse::<Chess>().unwrap()));
    assert!(!text.contains("FEN") && !text.contains("SetUp"), "{text}");
}

#[test]
fn movetext_is_wrapped() {
    let mut pos: Chess = Chess::START_FEN.parse().unwrap();
    let knights = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for i in 0..120 {
        pos.play_san(knights[i % 4]).unwrap();
    }
    let mut game = Record::from_position(&pos);
    game.moves[10]
        .comments
        .push(format!("{} %escape", "word ".repeat(30)));
    let text = write_pgn(&game);
    let movetext: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
    assert!(movetext.len() > 10);
    for line in &movetext {
        assert!(line.len() <= 79, "{line:?} is {} long", line.len());
        assert!(!line.starts_with('%'), "{line:?}");
    }
    // Lines are filled: each but the last would overflow with the next word.
    for pair in movetext.windows(2) {
        let next = pair[1].trim_start().split(' ').next().unwrap();
        assert!(pair[0].len() + 1 + next.len() > 79, "{pair:?}");
    }
    let back = one(&text);
    assert_eq!(back.moves.len(), 120);
    assert_eq!(
        back.moves[10].comments,
        game.moves[10]
            .comments
            .iter()
            .map(|c| c.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
    );
}

/// Words comments are made of: PGN's own punctuation among them.
const WORDS: &[&str] = &[
    "good",
    "(see",
    "below)",
    "1-0",
    "\"quoted\"",
    "%",
    "%pct",
    ";semi",
    "[tag]",
    "{",
    "$5",
    "12.",
    "e4",
    "é",
];

/// A line of random legal moves from `pos` (left as it was), each with random annotations, and
/// variations down to `depth` more levels.
fn random_line(
    pos: &mut Chess,
    choices: &mut impl Iterator<Item = u32>,
    len: usize,
    depth: u32,
) -> Vec<Ply<Move>> {
    let mut line = Vec::new();
    for _ in 0..len {
        let mut moves = MoveList::new();
        pos.generate_legal(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mut c = || choices.next().unwrap_or(0);
        let mut ply = Ply::new(moves[c() as usize % moves.len()]);
        if c() % 5 == 0 {
            let n = 1 + c() as usize % 4;
            let words: Vec<&str> = (0..n).map(|_| WORDS[c() as usize % WORDS.len()]).collect();
            ply.comments.push(words.join(" "));
        }
        if c() % 6 == 0 {
            ply.nags.push((c() % 256) as u8);
        }
        if depth > 0 && moves.len() > 1 && c() % 7 == 0 {
            let alt = moves.iter().copied().find(|&m| m != ply.mv).unwrap();
            pos.make(alt);
            let mut rest = random_line(pos, choices, 3, depth - 1);
            pos.undo();
            let mut var = vec![Ply::new(alt)];
            if choices.next().unwrap_or(0) % 2 == 0 {
                var[0].before.push("instead".into());
            }
            var.append(&mut rest);
            ply.variations.push(var);
        }
        pos.make(ply.mv);
        line.push(ply);
    }
    for _ in &line {
        pos.undo();
    }
    line
}

fn starts() -> Vec<Chess> {
    let mut v = vec![Chess::START_FEN.parse().unwrap()];
    for (fen, chess960) in [
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            true,
        ),
        ("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", true),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            false,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 3 21", false),
        ("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false),
    ] {
        v.push(Chess::from_fen(fen, ChessNotation { chess960 }).unwrap());
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn written_games_read_back(
        start in 0..6usize,
        len in 0..90usize,
        choices in proptest::collection::vec(any::<u32>(), 0..600),
        result in 0..4u8,
        event in "[ -~]{0,30}",
    ) {
        let mut pos = starts()[start].clone();
        let mut it = choices.into_iter();
        let moves = random_line(&mut pos, &mut it, len, 2);
        let mut game = Record::new(pos);
        game.moves = moves;
        game.result = [None, Some(gambit_chess::rules::WHITE_WINS), Some(gambit_chess::rules::BLACK_WINS), Some(Outcome::Draw)][result as usize];
        game.tags.set("Event", event.trim());
        game.tags.set("Opening", "Test \"opening\" \\ line");
        if len % 3 == 0 {
            game.comment.push("a game".into());
        }
        let text = write_pgn(&game);
        for line in text.lines() {
            prop_assert!(line.len() <= 79 || line.starts_with('['), "{line:?}");
        }
        let back = read_pgn(&text).keep_variations(true).collect::<Vec<_>>();
        prop_assert_eq!(back.len(), 1);
        let back = back.into_iter().next().unwrap().map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&back.moves, &game.moves, "{}", text);
        prop_assert_eq!(back.result, game.result);
        prop_assert_eq!(&back.comment, &game.comment);
        prop_assert_eq!(back.start.fen(), game.start.fen());
        prop_assert_eq!(back.start.notation(), game.start.notation());
        prop_assert_eq!(back.tags.get("Event"), Some(event.trim()));
        prop_assert_eq!(back.tags.get("Opening"), game.tags.get("Opening"));
        prop_assert_eq!(write_pgn(&back), text.clone());
        // Skipping variations gives the same main line.
        let plain = read_pgn(&text).next().unwrap().unwrap();
        prop_assert_eq!(plain.mainline().collect::<Vec<_>>(), game.mainline().collect::<Vec<_>>());
        prop_assert!(plain.moves.iter().all(|p| p.variations.is_empty()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any text, and any cut or splice of a real file, reads as games or errors, never a panic;
    /// every error names a game in range and a line in the text.
    #[test]
    fn garbage_never_panics(
        noise in "[ -~\n\t{}();$%!?\\[\\]\"\\\\é]{0,200}",
        cut in any::<prop::sample::Index>(),
        len in 0..400usize,
    ) {
        let at = cut.index(TRICKY.len());
        let at = (0..=at).rev().find(|&i| TRICKY.is_char_boundary(i)).unwrap_or(0);
        let end = (at + len..=TRICKY.len()).find(|&i| TRICKY.is_char_boundary(i)).unwrap_or(TRICKY.len());
        for text in [noise.clone(), format!("{}{noise}{}", &TRICKY[..at], &TRICKY[end..])] {
            let lines = text.lines().count().max(1);
            // The main-line reader on the stream reads the whole reader's main lines.
            let mains: Vec<String> = read_pgn(&text).map(main_line).collect();
            prop_assert_eq!(played_games(&text), mains);
            for (i, game) in read_pgn(&text).keep_variations(len % 2 == 0).enumerate() {
                if let Err(e) = game {
                    prop_assert_eq!(e.game, i + 1);
                    prop_assert!(e.line >= 1 && e.line <= lines + 1, "{} of {}", e.line, lines);
                    prop_assert!(!e.to_string().is_empty());
                }
            }
        }
    }
}

/// The games of `text` as the whole-text reader gives them, each as a comparable string
/// (the record, or the error without the game's number).
fn whole_text_games(text: &str) -> Vec<String> {
    read_pgn(text).map(shown).collect()
}

/// A game read, or its error without the game's number (a stream's games are numbered by
/// the caller).
fn shown(game: Result<PgnGame, gambit::record::pgn::PgnError>) -> String {
    match game {
        Ok(record) => format!("{record:?}"),
        Err(e) => {
            let text = e.to_string();
            let prefix = format!("game {}, ", e.game);
            format!("error: {}", text.strip_prefix(&prefix).unwrap_or(&text))
        }
    }
}

/// A game's main line as [`MainLines`] keeps it, from a record or its error: the end
/// position, the plies, the result and the `Termination` tag.
fn main_line(game: Result<PgnGame, gambit::record::pgn::PgnError>) -> String {
    match game {
        Ok(record) => format!(
            "{} plies {} {:?} {:?}",
            record.end().fen(),
            record.moves.len(),
            record.result,
            record.tags.get("Termination")
        ),
        Err(e) => shown(Err(e)),
    }
}

/// A watch that notes every move's ply: the first note is ply 1 when the main line has a move.
struct EveryPly;

impl Watch<Chess> for EveryPly {
    type Note = usize;
    fn before_move(&mut self, pos: &Chess, m: Move, ply: usize) -> Option<usize> {
        assert!(pos.is_legal(m), "a legal move");
        assert_eq!(pos.ply() + 1, ply);
        Some(ply)
    }
}

/// The main lines of `text` read as a stream by [`MainLines`], each as [`main_line`] shows it.
fn played_games(text: &str) -> Vec<String> {
    use gambit::record::pgn::GameTexts;
    let mut texts = GameTexts::new(text.as_bytes());
    let mut lines = MainLines::new(ChessPgn, &["Termination"]);
    std::iter::from_fn(|| lines.next(&mut texts, &mut EveryPly))
        .map(|g| match g.expect("reading from memory") {
            Ok(played) => {
                assert_eq!(played.note, (played.plies > 0).then_some(1));
                format!(
                    "{} plies {} {:?} {:?}",
                    played.end.fen(),
                    played.plies,
                    played.result,
                    played.tags.get("Termination")
                )
            }
            Err(e) => shown(Err(e)),
        })
        .collect()
}

/// The games of `text` read as a stream, both ways: cut into texts and each read
/// (`GameTexts`, `GameText::read`), and read in place (`GameTexts::read_next`).
fn streamed_games(text: &str) -> (Vec<String>, Vec<String>) {
    use gambit::record::pgn::GameTexts;
    let cut: Vec<String> = GameTexts::new(text.as_bytes())
        .map(|t| {
            let t = t.expect("reading from memory");
            shown(t.read(ChessPgn).expect("a game in every text"))
        })
        .collect();
    let mut texts = GameTexts::new(text.as_bytes());
    let in_place: Vec<String> = std::iter::from_fn(|| texts.read_next(&ChessPgn))
        .map(|g| shown(g.expect("reading from memory")))
        .collect();
    (cut, in_place)
}

/// A stream is cut into games exactly as the whole text: the test files, games glued to
/// each other on one line, a `%` right after a result, comments left open (at the end and in
/// the middle), and the same over many blocks of the stream (a file far longer than a block,
/// with a comment open across a block's end).
#[test]
fn a_stream_reads_as_the_whole_text() {
    let files = [
        TRICKY,
        include_str!("../../../tests/data/judge_chess.pgn"),
        "1. e4 e5 1-0 1. d4 d5 0-1\n1. c4 * [Event \"x\"]\n1. Nf3 1/2-1/2",
        "1. e4 1-0%not an escape line\n% but this is\n1. d4 0-1\n",
        "[Event \"open\"]\n1. e4 {never closed\n[Event \"next\"]\n1. d4 d5 0-1\n",
        "[Event \"open, then closed\"]\n1. e4 {a comment\n\n[Event \"inside\"]\n} e5 1-0\n",
        "1. e4 (1. d4 d5 1-0\n",
        "1. e4 e5\n\n[Event \"b\"]\n\n1. d4",
        "",
        "\n\n   \n",
        "1. e4 e5 {unclosed at the very end",
    ];
    for text in files {
        let whole = whole_text_games(text);
        let (cut, in_place) = streamed_games(text);
        assert_eq!(cut, whole, "cut: {text}");
        assert_eq!(in_place, whole, "in place: {text}");
        let mains: Vec<String> = read_pgn(text).map(main_line).collect();
        assert_eq!(played_games(text), mains, "main lines: {text}");
    }
    // Over many blocks: the files again and again, a comment open across the 64 KiB mark.
    let mut long = String::new();
    while long.len() < 200_000 {
        long.push_str(TRICKY);
        long.push_str("\n1. e4 1-0 1. d4 0-1\n");
        if long.len() > 60_000 && long.len() < 70_000 {
            long.push_str("[Event \"long comment\"]\n1. e4 {");
            long.push_str(&"a comment line\n".repeat(1000));
            long.push_str("} e5 1-0\n");
        }
    }
    long.push_str("[Event \"open at the end\"]\n1. e4 {never closed\n");
    let whole = whole_text_games(&long);
    assert!(whole.len() > 500, "{}", whole.len());
    let (cut, in_place) = streamed_games(&long);
    assert_eq!(cut, whole);
    assert_eq!(in_place, whole);
    let mains: Vec<String> = read_pgn(&long).map(main_line).collect();
    assert_eq!(played_games(&long), mains);
}

/// The main-line reader on comments (braces, `;` to the end of the line, one across lines),
/// nested variations (their moves, even illegal ones, never read), NAGs and suffixes, escape
/// lines, move numbers glued to moves: only the main line is played.
#[test]
fn main_lines_skip_comments_variations_nags_and_escapes() {
    let text = "% an escape line\n[Event \"a \\\"quoted\\\" name\"]\n[Termination \"normal\"]\n\n\
        1.e4 {a comment (not a variation)} e5 $1 2. Nf3!? ; to the end of the line ( Qxx9\n\
        Nc6 (2... d6 (2... Ke7?? 3. Ke2) 3. Zz1) 3.Bb5 {across\n% not an escape\nlines} a6 1-0\n";
    let games = played_games(text);
    assert_eq!(
        games,
        [
            "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4 plies 6 \
          Some(FirstWins) Some(\"normal\")"
        ]
    );
    assert_eq!(games, read_pgn(text).map(main_line).collect::<Vec<_>>());
}

/// Broken games read by the main-line reader give the whole reader's errors, in its order: a
/// syntax error anywhere first, then a bad setup, then the first refused move or a variation
/// before any move; the game after each is read.
#[test]
fn main_lines_name_the_errors_in_order() {
    let text = "1. e4 e5 2. Kxe8 Nc6 3. d4 ) 1-0\n\
        [FEN \"bad\"]\n1. Zz9 *\n\
        1. e4 e5 2. Ke3 Nc6 3. Qq *\n\
        ( 1. d4 ) 1. e4 *\n\
        1. e4 {never closed\n[Event \"next\"]\n1. d4 d5 0-1\n";
    let games = played_games(text);
    let whole: Vec<String> = read_pgn(text).map(main_line).collect();
    assert_eq!(games, whole);
    assert_eq!(games.len(), 6, "{games:?}");
    assert!(games[0].contains("')' closes no variation"), "{}", games[0]);
    assert!(games[1].contains("bad setup"), "{}", games[1]);
    assert!(games[2].contains("ply 3, at 'Ke3'"), "{}", games[2]);
    assert!(
        games[3].contains("a variation before any move"),
        "{}",
        games[3]
    );
    assert!(games[4].contains("comment not closed"), "{}", games[4]);
    assert!(
        games[5].contains(" plies 2 Some(SecondWins)"),
        "{}",
        games[5]
    );
}
