//! Every `gambit-chess`, `gambit-xiangqi` and `gambit-shogi` command in the README's code
//! blocks runs as written (gambit-variants' are run by games/variants/tests/readme.rs): exit
//! status 0, no error, and where the line's comment gives a verdict (`# result: 0-1 reason:
//! checkmate`, `# 0-1 perpetual-chase`), that verdict. Two adjustments, both for a debug
//! build's time and the working tree's cleanliness: files a command writes (`--out`, `--svg`)
//! go to a scratch directory, a perft deeper than 4 plies counts 3, and `bench` searches to
//! depth 4.

mod cli_support;

use cli_support::{cli, Scratch};
use gambit_testkit::readme::{announced, commands, words_and_comment};

const README: &str = include_str!("../README.md");

#[test]
fn readme_commands_run_as_written() {
    let scratch = Scratch::new("readme");
    let mut ran = 0;
    for (game, name) in [
        ("chess", "gambit-chess"),
        ("xiangqi", "gambit-xiangqi"),
        ("shogi", "gambit-shogi"),
    ] {
        for line in commands(README, name) {
            let (words, comment) = words_and_comment(line);
            let mut args: Vec<String> = words[1..].to_vec();
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
    }
    assert!(ran >= 16, "only {ran} README commands found");
}
