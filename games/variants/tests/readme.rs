//! Every `gambit-variants` command in the README's code blocks runs as written: exit status 0,
//! no error, and the verdict its comment announces (tests/readme.rs at the root runs the other
//! binaries' commands).

use gambit_testkit::readme::{announced, commands, words_and_comment};

const README: &str = include_str!("../../../README.md");

#[test]
fn readme_commands_run_as_written() {
    let lines = commands(README, "gambit-variants");
    assert!(lines.len() >= 2, "{lines:?}");
    for line in lines {
        let (words, comment) = words_and_comment(line);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gambit-variants"))
            .args(&words[1..])
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .output()
            .expect("gambit-variants runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{line}\n{stdout}{stderr}");
        assert!(!stderr.contains("error"), "{line}\n{stderr}");
        for wanted in announced(&comment) {
            assert!(
                stdout.contains(&wanted),
                "{line}: '{wanted}' not in\n{stdout}"
            );
        }
    }
}
