//! SVG diagrams (`gambit::diagram::svg`) of all three games: well-formed XML, one piece element
//! per piece on the board and per kind in a hand, the last move and a check highlighted when
//! there is one, flipping, Latin letters, marks, coordinates in the notation in force; and the
//! `diagram` subcommand refusing a bad FEN.

mod cli_support;

use gambit::board::Square;
use gambit::diagram::{svg, Diagram, DiagramOptions, Mark, MarkColor};
use gambit::{Color, Game};
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::{Xiangqi, XiangqiNotation};

/// Checks that `doc` is well-formed XML with one root element: tags nest and match,
/// attributes are `name="value"` without `<` or a bare `&` in them, text has no bare `&`
/// or `<`. Returns the element names in document order.
fn well_formed(doc: &str) -> Vec<String> {
    fn entities_ok(text: &str) -> bool {
        text.split('&').skip(1).all(|rest| {
            ["amp;", "lt;", "gt;", "quot;", "apos;"]
                .iter()
                .any(|e| rest.starts_with(e))
        })
    }
    let mut names = Vec::new();
    let mut open: Vec<String> = Vec::new();
    let mut roots = 0;
    let mut rest = doc;
    while let Some(start) = rest.find('<') {
        let text = &rest[..start];
        assert!(entities_ok(text), "bad text {text:?}");
        assert!(
            !open.is_empty() || text.trim().is_empty(),
            "text outside the root: {text:?}"
        );
        let end = rest[start..].find('>').expect("a tag ends") + start;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop().as_deref(), Some(name), "closing </{name}>");
            continue;
        }
        let empty = tag.ends_with('/');
        let body = tag.trim_end_matches('/');
        let (name, mut attrs) = body.split_once(' ').unwrap_or((body, ""));
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == ':'),
            "tag name {name:?}"
        );
        while !attrs.trim().is_empty() {
            let a = attrs.trim_start();
            let (key, value) = a.split_once("=\"").expect("name=\"value\"");
            assert!(
                key.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':'),
                "attribute name {key:?} in <{name}>"
            );
            let close = value.find('"').expect("a closing quote");
            let v = &value[..close];
            assert!(!v.contains('<') && entities_ok(v), "attribute {key}={v:?}");
            attrs = &value[close + 1..];
        }
        if open.is_empty() {
            roots += 1;
        }
        names.push(name.to_string());
        if !empty {
            open.push(name.to_string());
        }
    }
    assert!(rest.trim().is_empty(), "text after the root: {rest:?}");
    assert!(open.is_empty(), "unclosed: {open:?}");
    assert_eq!(roots, 1, "one root element");
    names
}

fn count(doc: &str, needle: &str) -> usize {
    doc.matches(needle).count()
}

/// The pieces on `pos`'s board.
fn pieces_on_board<G: Diagram>(pos: &G) -> usize {
    Square::<G::Board>::all()
        .filter(|&sq| pos.piece_on(sq).is_some())
        .count()
}

/// The number in the first `attr="N"` after `marker` in `doc`.
fn number_after(doc: &str, marker: &str, attr: &str) -> f64 {
    let at = doc
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in the SVG"));
    let rest = &doc[at..];
    let key = format!(" {attr}=\"");
    let from = rest.find(&key).expect("the attribute") + key.len();
    let to = rest[from..].find('"').expect("its end") + from;
    rest[from..to].parse().expect("a number")
}

fn default_svg<G: Diagram>(pos: &G) -> String {
    svg(pos, &DiagramOptions::default())
}

/// One picture per game and position: well-formed, its root an `svg`, a piece element per
/// piece, no highlights before a move.
fn check_start<G: Diagram>(pos: &G) {
    let doc = default_svg(pos);
    let names = well_formed(&doc);
    assert_eq!(names[0], "svg");
    assert!(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(
        count(&doc, "class=\"piece\""),
        pieces_on_board(pos),
        "{}",
        G::NAME
    );
    assert_eq!(count(&doc, "class=\"last-move\""), 0);
    assert_eq!(count(&doc, "class=\"check\""), 0);
    assert!(doc.contains(&pos.fen()), "the FEN in the title");
}

#[test]
fn start_positions() {
    check_start(&Chess::startpos(Default::default()));
    check_start(&Xiangqi::startpos(Default::default()));
    check_start(&Shogi::startpos(Default::default()));
    assert_eq!(
        pieces_on_board(&Chess::startpos(Default::default())),
        32,
        "the count the picture is checked against"
    );
}

/// Plays `moves` from `fen` (start: `None`).
fn play<G: Game>(fen: Option<&str>, moves: &str) -> G {
    let mut pos = match fen {
        Some(f) => G::from_fen(f, Default::default()).expect("valid FEN"),
        None => G::startpos(Default::default()),
    };
    for m in moves.split_whitespace() {
        pos.play(m).expect("legal move");
    }
    pos
}

#[test]
fn last_move_and_check() {
    // Chess: the queen checks from h5 (from d1): both squares lit, the black king marked.
    let chess: Chess = play(None, "e2e4 f7f6 d1h5");
    assert!(chess.in_check());
    let doc = default_svg(&chess);
    well_formed(&doc);
    assert_eq!(count(&doc, "class=\"last-move\""), 2);
    assert_eq!(count(&doc, "class=\"check\""), 1);
    assert_eq!(count(&doc, "class=\"piece\""), 32);
    // Not in check after a quiet move.
    let quiet: Chess = play(None, "e2e4");
    let doc = default_svg(&quiet);
    assert_eq!(count(&doc, "class=\"last-move\""), 2);
    assert_eq!(count(&doc, "class=\"check\""), 0);
    // Switched off.
    let off = DiagramOptions {
        last_move: false,
        check: false,
        ..DiagramOptions::default()
    };
    let doc = svg(&chess, &off);
    assert_eq!(
        count(&doc, "class=\"last-move\"") + count(&doc, "class=\"check\""),
        0
    );

    // Xiangqi: a cannon check along the back rank, after a capture.
    let xiangqi: Xiangqi = play(None, "h2d2 b9a7 b2b5 d9e8 d2d3 b7e7 g0e2 h7h3 b5b9");
    assert!(xiangqi.in_check());
    let doc = default_svg(&xiangqi);
    well_formed(&doc);
    assert_eq!(count(&doc, "class=\"last-move\""), 2);
    assert_eq!(count(&doc, "class=\"check\""), 1);
    assert_eq!(count(&doc, "class=\"piece\""), pieces_on_board(&xiangqi));

    // Shogi: a drop lights one square (it came from the hand), and gives check.
    let shogi: Shogi = play(
        Some("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"),
        "S*2h",
    );
    assert!(shogi.in_check());
    let doc = default_svg(&shogi);
    well_formed(&doc);
    assert_eq!(count(&doc, "class=\"last-move\""), 1);
    assert_eq!(count(&doc, "class=\"check\""), 1);
}

#[test]
fn hands_are_drawn_per_kind_with_counts() {
    let pos: Shogi = play(
        Some("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"),
        "",
    );
    let doc = default_svg(&pos);
    well_formed(&doc);
    assert_eq!(count(&doc, "class=\"piece\""), pieces_on_board(&pos));
    // Sente holds R, G; gote g, s, n and five pawns: six kinds, ten pieces.
    assert_eq!(count(&doc, "class=\"hand-piece\""), 6);
    let total: u32 = doc
        .split("class=\"hand-piece\"")
        .skip(1)
        .map(|rest| {
            let from = rest.find("data-count=\"").expect("a count") + 12;
            let to = rest[from..].find('"').expect("its end") + from;
            rest[from..to].parse::<u32>().expect("a number")
        })
        .sum();
    assert_eq!(total, 10);
    assert_eq!(
        count(&doc, "class=\"hand\""),
        2,
        "both hands, even empty ones"
    );
    // No hands in chess.
    assert_eq!(
        count(
            &default_svg(&Chess::startpos(Default::default())),
            "class=\"hand"
        ),
        0
    );
}

#[test]
fn flipping_turns_the_board() {
    fn king_heights<G: Diagram>(pos: &G, white: &str, black: &str, flip: bool) -> (f64, f64) {
        let options = DiagramOptions {
            flip,
            ..DiagramOptions::default()
        };
        let doc = svg(pos, &options);
        well_formed(&doc);
        let y = |sq: &str| number_after(&doc, &format!("data-square=\"{sq}\""), "y");
        (y(white), y(black))
    }
    let chess = Chess::startpos(Default::default());
    let (w, b) = king_heights(&chess, "e1", "e8", false);
    assert!(w > b, "white at the bottom");
    let (w, b) = king_heights(&chess, "e1", "e8", true);
    assert!(w < b, "white at the top when flipped");
    let shogi = Shogi::startpos(Default::default());
    let (sente, gote) = king_heights(&shogi, "5i", "5a", true);
    assert!(sente < gote);
    let xiangqi = Xiangqi::startpos(Default::default());
    let (red, black) = king_heights(&xiangqi, "e0", "e9", true);
    assert!(red < black);
    for doc in [
        (default_svg(&chess), svg(&chess, &flipped())),
        (default_svg(&shogi), svg(&shogi, &flipped())),
        (default_svg(&xiangqi), svg(&xiangqi, &flipped())),
    ] {
        assert_ne!(doc.0, doc.1);
    }
    // Gote's tiles point down unless flipped; then sente's do.
    let turned = |doc: &str| count(doc, "rotate(180");
    let doc = default_svg(&shogi);
    let upright = turned(&doc);
    assert_eq!(upright, 20, "gote's twenty pieces");
    assert_eq!(turned(&svg(&shogi, &flipped())), 20, "sente's");
}

fn flipped<S>() -> DiagramOptions<S> {
    DiagramOptions {
        flip: true,
        ..DiagramOptions::default()
    }
}

#[test]
fn letters_marks_and_coordinates() {
    let xiangqi = Xiangqi::startpos(Default::default());
    // Latin letters by default where the pieces carry CJK characters (a reader without CJK
    // fonts shows boxes); the characters when asked for.
    let own = default_svg(&xiangqi);
    assert!(own.contains(">K<") && own.contains(">k<"));
    assert!(
        !own.chars().any(|c| c as u32 >= 0x2e80),
        "no CJK by default"
    );
    fn characters<S>() -> DiagramOptions<S> {
        DiagramOptions {
            characters: true,
            ..DiagramOptions::default()
        }
    }
    let cjk = svg(&xiangqi, &characters());
    well_formed(&cjk);
    assert!(cjk.contains(">帥<") && cjk.contains(">將<") && cjk.contains("楚河"));
    let shogi_cjk = svg(&Shogi::startpos(Default::default()), &characters());
    assert!(shogi_cjk.contains(">王<") && shogi_cjk.contains(">玉<"));
    let letters = svg(
        &xiangqi,
        &DiagramOptions {
            letters: true,
            ..DiagramOptions::default()
        },
    );
    well_formed(&letters);
    assert!(letters.contains(">K<") && letters.contains(">k<"));
    assert!(!letters.contains('帥') && !letters.contains("楚河"));
    // Coordinates as the notation writes them: ranks 0..9, or 1..10.
    assert!(own.contains(">0</text>") && !own.contains(">10</text>"));
    let from1 = Xiangqi::startpos(XiangqiNotation { ranks_from1: true });
    let doc = default_svg(&from1);
    assert!(doc.contains(">10</text>") && !doc.contains(">0</text>"));
    assert!(doc.contains("data-square=\"e1\""), "the red king on e1");
    // Shogi files 9..1 and ranks a..i; chess files a..h.
    let shogi = default_svg(&Shogi::startpos(Default::default()));
    assert!(shogi.contains(">9</text>") && shogi.contains(">i</text>"));
    assert!(shogi.contains(">K<") && shogi.contains(">k<") && !shogi.contains('王'));
    // No CJK by default with hands and promoted pieces either.
    let fen = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    let middle: Shogi = fen.parse().expect("a good SFEN");
    let drawn = default_svg(&middle);
    assert!(drawn.contains(">+P<") && drawn.contains("data-count=\"5\""));
    assert!(
        !drawn.chars().any(|c| c as u32 >= 0x2e80),
        "no CJK by default"
    );
    // Gote's tiles point down; its characters turn with them, its letters stay upright
    // (turned, p reads as d and n as u).
    let turned_labels = |doc: &str| {
        doc.split("rotate(180")
            .skip(1)
            .filter(|g| g.split("</g>").next().is_some_and(|g| g.contains("<text")))
            .count()
    };
    assert!(shogi.contains("rotate(180") && turned_labels(&shogi) == 0);
    assert_eq!(turned_labels(&shogi_cjk), 20, "gote's 20 pieces");
    let chess = Chess::startpos(Default::default());
    let doc = default_svg(&chess);
    assert!(doc.contains('♚'), "chess symbols by default");
    assert!(doc.contains(">h</text>") && doc.contains(">8</text>"));
    let bare = svg(
        &chess,
        &DiagramOptions {
            coordinates: false,
            ..DiagramOptions::default()
        },
    );
    assert!(!bare.contains(">h</text>") && !bare.contains("class=\"to-move\""));
    // Marks: one ring each.
    let e4 = Square::new(4, 3);
    let marked = svg(
        &chess,
        &DiagramOptions {
            marks: vec![
                Mark {
                    square: e4,
                    color: MarkColor::Red,
                },
                Mark {
                    square: Square::new(0, 0),
                    color: MarkColor::Blue,
                },
            ],
            ..DiagramOptions::default()
        },
    );
    well_formed(&marked);
    assert_eq!(count(&marked, "class=\"mark\""), 2);
    assert_eq!(count(&doc, "class=\"mark\""), 0);
    // The side to move: a dot by the bottom corner for white.
    let dot = |doc: &str| number_after(doc, "class=\"to-move\"", "cy");
    let black_to_move: Chess = play(None, "e2e4");
    assert!(dot(&doc) > dot(&default_svg(&black_to_move)));
    assert_eq!(
        Chess::piece_art(black_to_move.piece_on(Square::new(4, 7)).expect("a king")).color,
        Color::Black
    );
}

#[test]
fn cli_refuses_a_bad_fen() {
    for (game, fen) in [
        ("chess", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1"),
        ("xiangqi", "9/9 w"),
        ("shogi", "lnsgkgsnl b -"),
    ] {
        let out = cli_support::cli(game, &["diagram", "--fen", fen]);
        assert_eq!(out.status, 2, "{out:?}");
        assert!(out.stdout.is_empty(), "{out:?}");
        assert!(out.stderr.starts_with("error: bad FEN"), "{out:?}");
    }
    let good = cli_support::cli(
        "chess",
        &["diagram", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"],
    );
    assert_eq!(good.status, 0, "{good:?}");
    assert_eq!(count(&good.stdout, "class=\"piece\""), 2);
}

#[test]
#[should_panic(expected = "closing")]
fn the_xml_check_catches_crossed_tags() {
    well_formed("<svg><g></svg></g>");
}

#[test]
#[should_panic(expected = "value\"")]
fn the_xml_check_catches_bare_attributes() {
    well_formed("<svg width=3/>");
}

#[test]
#[should_panic(expected = "bad text")]
fn the_xml_check_catches_bare_ampersands() {
    well_formed("<svg><title>a & b</title></svg>");
}
