//! The losalamos binary: perft on the command line, UCI without arguments, and
//! `--variant losalamos` taken as the multi-variant tools pass it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_losalamos"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn perft_from_the_command_line() {
    for args in [
        &["perft", "3"][..],
        &["perft", "3", "--variant", "losalamos"],
    ] {
        let o = run(args, "");
        assert!(o.status.success(), "{args:?}");
        assert!(
            stdout(&o).contains("Nodes searched: 1212"),
            "{}",
            stdout(&o)
        );
    }
}

#[test]
fn another_variant_is_refused() {
    let o = run(&["perft", "1", "--variant", "chess"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("losalamos only"));
}

#[test]
fn uci_without_arguments() {
    let o = run(
        &[],
        "uci\nsetoption name UCI_Variant value losalamos\nisready\n\
         position fen 3k2/P5/6/6/6/2K3 w - - 0 1\ngo perft 1\nquit\n",
    );
    let text = stdout(&o);
    assert!(text.contains("uciok") && text.contains("readyok"), "{text}");
    assert!(
        text.contains("a5a6n: 1") && text.contains("Nodes searched: 8"),
        "{text}"
    );
}
