//! OpenBench's conventions, as its client drives an engine: protocol commands given as the
//! command line's arguments (`engine "setoption ..." bench quit`), `bench` whose last lines
//! give the node count and the speed, and `genfens N seed S book <None|FILE>` answered by
//! `info string genfens <FEN>` lines.

mod cli_support;

use cli_support::{cli, Run, Scratch};
use gambit::prelude::*;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

/// The FENs of the `info string genfens` lines, checking that nothing else was written.
fn genfens_lines(run: &Run) -> Vec<String> {
    assert_eq!(run.status, 0, "{run:?}");
    run.stdout
        .lines()
        .map(|l| {
            l.strip_prefix("info string genfens ")
                .unwrap_or_else(|| panic!("not a genfens line: {l}\n{run:?}"))
                .to_string()
        })
        .collect()
}

/// Each FEN is a position of `G` with the game going on.
fn going_on<G: Game + RuleSet>(fens: &[String]) {
    for fen in fens {
        let pos: G = G::from_fen(fen, Default::default()).unwrap_or_else(|_| panic!("{fen}"));
        assert!(pos.verdict().is_none() && pos.count_legal() > 0, "{fen}");
    }
}

#[test]
fn genfens_gives_as_many_openings_as_asked_the_same_for_a_seed() {
    let first = genfens_lines(&cli("chess", &["genfens 5 seed 11 book None", "quit"]));
    assert_eq!(first.len(), 5);
    going_on::<Chess>(&first);
    // Eight random plies from the start: white to move, move 5.
    assert!(
        first
            .iter()
            .all(|f| f.split(' ').nth(1) == Some("w") && f.ends_with(" 5")),
        "{first:?}"
    );
    let again = genfens_lines(&cli("chess", &["genfens 5 seed 11 book None", "quit"]));
    assert_eq!(first, again);
    let other = genfens_lines(&cli("chess", &["genfens 5 seed 12 book None", "quit"]));
    assert_ne!(first, other);
}

#[test]
fn genfens_in_every_game() {
    let xiangqi = genfens_lines(&cli("xiangqi", &["genfens 3 seed 1 book None", "quit"]));
    assert_eq!(xiangqi.len(), 3);
    going_on::<Xiangqi>(&xiangqi);
    let shogi = genfens_lines(&cli("shogi", &["genfens 3 seed 1 book None", "quit"]));
    assert_eq!(shogi.len(), 3);
    going_on::<Shogi>(&shogi);
}

#[test]
fn genfens_words_choose_plies_bound_and_search() {
    let fens = genfens_lines(&cli(
        "chess",
        &[
            "genfens 4 seed 3 book None plies 1 bound 60 nodes 500",
            "quit",
        ],
    ));
    assert_eq!(fens.len(), 4);
    // One random ply: black to move.
    assert!(
        fens.iter().all(|f| f.split(' ').nth(1) == Some("b")),
        "{fens:?}"
    );
    // No search: the random plies alone.
    let unscored = genfens_lines(&cli(
        "chess",
        &["genfens 2 seed 3 book None plies 2 nodes 0", "quit"],
    ));
    assert_eq!(unscored.len(), 2);
}

#[test]
fn genfens_starts_from_the_book() {
    let scratch = Scratch::new("genfens_book");
    let book = scratch.file("book.epd");
    // An EPD line (four fields and opcodes) and a FEN line.
    std::fs::write(
        &book,
        "8/8/4k3/8/8/4K3/4P3/8 w - - hmvc 0; fmvn 1;\n\n8/8/4k3/8/8/4K3/4P3/8 w - - 0 1\n",
    )
    .unwrap();
    let words = format!("genfens 3 seed 5 book {} plies 2 nodes 0", book.display());
    let fens = genfens_lines(&cli("chess", &[&words, "quit"]));
    assert_eq!(fens.len(), 3);
    going_on::<Chess>(&fens);
    for fen in &fens {
        let board = fen.split(' ').next().unwrap();
        let pieces = board.chars().filter(char::is_ascii_alphabetic).count();
        assert_eq!(pieces, 3, "{fen}: the book's king and pawn ending");
    }
}

#[test]
fn genfens_refusals_are_named_and_the_engine_answers_on() {
    let scratch = Scratch::new("genfens_refusals");
    let bad_book = scratch.file("bad.epd");
    std::fs::write(&bad_book, "not a position\n").unwrap();
    let bad_book_words = format!("genfens 1 seed 1 book {}", bad_book.display());
    let missing = scratch.file("missing.epd");
    let missing_words = format!("genfens 1 seed 1 book {}", missing.display());
    for (words, named) in [
        ("genfens x seed 1 book None", "expected N seed S book"),
        ("genfens 2 seed 1", "expected N seed S book"),
        ("genfens 2 seed 1 book None plies", "expected N seed S book"),
        (
            "genfens 2 seed 1 book None depth 3",
            "expected N seed S book",
        ),
        (bad_book_words.as_str(), "book line 1 is no position"),
        (missing_words.as_str(), "cannot read the book"),
    ] {
        let run = cli("chess", &[words, "isready", "quit"]);
        assert_eq!(run.status, 0, "{run:?}");
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines.len(), 2, "{words}: {run:?}");
        assert!(
            lines[0].starts_with("info string genfens: "),
            "{words}: {run:?}"
        );
        assert!(lines[0].contains(named), "{words}: {run:?}");
        assert_eq!(lines[1], "readyok");
    }
}

/// What OpenBench's client reads from `bench`: scanning from the last line, the first
/// number after `nodes`/`nodes searched` and after `nps`/`nodes second`, with every
/// character other than letters, digits and spaces read as a space.
fn openbench_parse(output: &str) -> (Option<u64>, Option<u64>) {
    let (mut nodes, mut nps) = (None, None);
    for line in output.lines().rev() {
        let clean: String = line
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == ' ' {
                    c
                } else {
                    ' '
                }
            })
            .collect();
        let words: Vec<String> = clean.split_whitespace().map(str::to_lowercase).collect();
        for (i, w) in words.iter().enumerate() {
            let next = words.get(i + 1).and_then(|n| n.parse::<u64>().ok());
            let after_two = words.get(i + 2).and_then(|n| n.parse::<u64>().ok());
            if w == "nodes" && words.get(i + 1).map(String::as_str) == Some("second") {
                nps = nps.or(after_two);
            } else if w == "nodes" && words.get(i + 1).map(String::as_str) == Some("searched") {
                nodes = nodes.or(after_two);
            } else if w == "nodes" {
                nodes = nodes.or(next);
            } else if w == "nps" {
                nps = nps.or(next);
            }
        }
    }
    (nodes, nps)
}

#[test]
fn bench_is_read_as_openbench_reads_it_and_is_deterministic() {
    let run = |args: &[&str]| {
        let run = cli("chess", args);
        assert_eq!(run.status, 0, "{run:?}");
        let (nodes, nps) = openbench_parse(&format!("{}{}", run.stderr, run.stdout));
        (nodes.expect("a node count"), nps.expect("a speed"))
    };
    let (nodes, nps) = run(&["bench", "4"]);
    assert!(nodes > 0 && nps > 0);
    assert_eq!(run(&["bench", "4"]).0, nodes, "bench is deterministic");
    // The private-engine form: options, then bench, as commands given as arguments.
    let (as_commands, _) = run(&["setoption name Hash value 8", "bench 4", "quit"]);
    assert_eq!(as_commands, nodes);
}
