//! Every command in the README's shell code blocks runs as written, or is on the short list of
//! lines not run ([`NOT_RUN`], each with why). The `gambit-chess`, `gambit-xiangqi` and
//! `gambit-shogi` lines (and `cargo run -p <one of them> -- ...`) run here: exit status 0, no
//! error, and where the line's comment gives a verdict (`# result: 0-1 reason: checkmate`,
//! `# 0-1 perpetual-chase`), that verdict. The `gambit-variants` lines are run by
//! games/variants/tests/readme.rs. A line of another kind fails the test, so a new README
//! command is either run or listed here.
//!
//! Two adjustments, both for a debug build's time and the working tree's cleanliness: files a
//! command writes (`--out`, `--svg`) go to a scratch directory, a perft deeper than 4 plies
//! counts 3, and `bench` searches to depth 4.

mod cli_support;

use cli_support::{cli, Scratch};
use gambit_testkit::readme::{announced, shell_lines, words_and_comment};

const README: &str = include_str!("../README.md");

/// README command lines not run, by how they start, with why: the build and the test suite
/// themselves, and the tuning pipeline's runs (self-play of thousands of games, hundreds of
/// epochs: minutes to hours).
const NOT_RUN: [(&str, &str); 5] = [
    ("cargo test ", "the test suite itself"),
    (
        "cargo build ",
        "a release build, minutes; the tests run what they build",
    ),
    (
        "target/release/gambit-chess datagen ",
        "5000 self-play games: long-running",
    ),
    (
        "target/release/gambit-chess tune ",
        "800 epochs on that data: long-running",
    ),
    (
        "target/release/gambit-chess train ",
        "a network fitted to that data: long-running",
    ),
];

/// The games whose binaries this test runs, by binary name.
const GAMES: [(&str, &str); 3] = [
    ("gambit-chess", "chess"),
    ("gambit-xiangqi", "xiangqi"),
    ("gambit-shogi", "shogi"),
];

/// What the test does with a README line.
enum Line {
    /// Runs `game`'s command line with these words.
    Run {
        game: &'static str,
        args: Vec<String>,
    },
    /// Leaves it to another test, or not run at all (why).
    Skip(&'static str),
}

/// How the test takes the README line whose words are `words`; `None`: it does not know.
fn classify(line: &str, words: &[String]) -> Option<Line> {
    if let Some((_, why)) = NOT_RUN.iter().find(|(start, _)| line.starts_with(start)) {
        return Some(Line::Skip(why));
    }
    // `cargo run --release -p gambit-chess -- perft 6` runs the binary on what follows `--`.
    let (program, args) = match words {
        [cargo, run, ..] if cargo == "cargo" && run == "run" => {
            let at = words.iter().position(|w| w == "-p" || w == "--package")?;
            let dashes = words.iter().position(|w| w == "--")?;
            (words.get(at + 1)?.as_str(), &words[dashes + 1..])
        }
        [program, args @ ..] => (program.as_str(), args),
        [] => return None,
    };
    if program == "gambit-variants" {
        return Some(Line::Skip("run by games/variants/tests/readme.rs"));
    }
    let (_, game) = GAMES.iter().find(|(name, _)| *name == program)?;
    Some(Line::Run {
        game,
        args: args.to_vec(),
    })
}

#[test]
fn readme_commands_run_as_written() {
    let scratch = Scratch::new("readme");
    let mut ran = 0;
    let mut unused: Vec<&str> = NOT_RUN.iter().map(|(start, _)| *start).collect();
    for line in shell_lines(README) {
        let (words, comment) = words_and_comment(line);
        let (game, mut args) = match classify(line, &words) {
            Some(Line::Run { game, args }) => (game, args),
            Some(Line::Skip(why)) => {
                eprintln!("not run: {line} ({why})");
                unused.retain(|start| !line.starts_with(start));
                continue;
            }
            None => panic!("README line neither run nor listed in NOT_RUN: {line}"),
        };
        for i in 1..args.len() {
            if matches!(args[i - 1].as_str(), "--out" | "--svg") {
                args[i] = scratch.file(&args[i]).display().to_string();
            }
        }
        if args.first().map(String::as_str) == Some("perft") {
            if let Some(depth) = args.get_mut(1) {
                if depth.parse::<u32>().is_ok_and(|d| d > 4) {
                    *depth = "3".to_string();
                }
            }
        }
        if args == ["bench"] {
            args.push("4".to_string());
        }
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = cli(game, &argv);
        assert_eq!(run.status, 0, "{line}\n{}{}", run.stdout, run.stderr);
        assert!(!run.stderr.contains("error"), "{line}\n{}", run.stderr);
        for wanted in announced(&comment) {
            assert!(
                run.stdout.contains(&wanted),
                "{line}: '{wanted}' not in\n{}",
                run.stdout
            );
        }
        ran += 1;
    }
    assert!(
        unused.is_empty(),
        "NOT_RUN entries matching no README line: {unused:?}"
    );
    assert!(ran >= 17, "only {ran} README commands found");
}

/// The README's lines are classified as the test means: the five skipped kinds, the
/// variants' lines left to their crate, `cargo run` run as its binary, anything else refused.
#[test]
fn every_kind_of_line_is_known() {
    let take = |line: &str| {
        let (words, _) = words_and_comment(line);
        classify(line, &words)
    };
    assert!(matches!(
        take("cargo run --release -p gambit-shogi -- perft 6"),
        Some(Line::Run { game: "shogi", args }) if args == ["perft", "6"]
    ));
    assert!(matches!(
        take("cargo test --workspace"),
        Some(Line::Skip(_))
    ));
    assert!(matches!(
        take("gambit-variants perft 4"),
        Some(Line::Skip(_))
    ));
    for unknown in [
        "pip install ./python",
        "cargo run --release --example analyse -- xiangqi 7",
        "target/release/gambit-chess perft 3",
        "gambit-chessx perft 1",
    ] {
        assert!(take(unknown).is_none(), "{unknown}");
    }
}
