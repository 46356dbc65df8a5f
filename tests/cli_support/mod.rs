//! Running an engine's command line (each game crate's `program(id).run(&args)`) as a process,
//! with its real standard input, output and exit status, without needing the binaries built:
//! the test binary runs itself as a child on the ignored test [`cli_child`], which runs the
//! command line named by environment variables and exits with its status.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The game, `chess`, `xiangqi` or `shogi`: set in the child.
const GAME: &str = "GAMBIT_CLI_TEST_GAME";
/// The arguments, separated by [`SEPARATOR`]: set in the child.
const ARGS: &str = "GAMBIT_CLI_TEST_ARGS";
const SEPARATOR: char = '\u{1f}';
/// Written by the child before the command line runs: the test harness's own lines come before.
const START: &str = "<<gambit-cli-output>>\n";

/// What a command line did.
#[derive(Debug)]
pub struct Run {
    /// The exit status.
    pub status: i32,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `game`'s command line with `args` and empty standard input.
pub fn cli(game: &str, args: &[&str]) -> Run {
    cli_with_input(game, args, "")
}

/// The `Nodes searched: N` line of a `bench` run of `game` with `args`, which must succeed.
#[allow(dead_code)]
pub fn bench_nodes(game: &str, args: &[&str]) -> String {
    let run = cli(game, args);
    assert_eq!(run.status, 0, "{run:?}");
    run.stdout
        .lines()
        .find(|l| l.starts_with("Nodes searched: "))
        .unwrap_or_else(|| panic!("no node line: {run:?}"))
        .to_string()
}

/// Runs `game`'s command line with `args`, `input` on standard input.
pub fn cli_with_input(game: &str, args: &[&str], input: &str) -> Run {
    let exe = std::env::current_exe().expect("the test binary");
    let joined: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut child = Command::new(exe)
        .args([
            "cli_support::cli_child",
            "--exact",
            "--include-ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(GAME, game)
        .env(ARGS, joined.join(&SEPARATOR.to_string()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the test binary");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .expect("write the input");
    let out = child.wait_with_output().expect("the child's output");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let Some((_, stdout)) = stdout.split_once(START) else {
        panic!(
            "the child did not run the command line:\n{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    Run {
        status: out.status.code().expect("an exit status"),
        stdout: stdout.to_string(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The child: runs the command line the environment names and exits with its status. Run
/// only by [`cli_with_input`].
#[test]
#[ignore = "the child process of the command-line tests"]
pub fn cli_child() {
    // Run by hand (`--include-ignored`) without a command line to run: nothing to do.
    let (Ok(game), Ok(args)) = (std::env::var(GAME), std::env::var(ARGS)) else {
        return;
    };
    let args: Vec<String> = if args.is_empty() {
        Vec::new()
    } else {
        args.split(SEPARATOR).map(str::to_string).collect()
    };
    let id = gambit_engine::protocol::Identity {
        name: "gambit-test 9.9.9",
        author: "the gambit developers",
    };
    let mut stdout = std::io::stdout();
    stdout.write_all(START.as_bytes()).expect("write stdout");
    stdout.flush().expect("flush stdout");
    let status = match game.as_str() {
        "chess" => gambit_chess::program(id).run(&args),
        "xiangqi" => gambit_xiangqi::program(id).run(&args),
        "shogi" => gambit_shogi::program(id).run(&args),
        other => panic!("no game {other}"),
    };
    let _ = std::io::stdout().flush();
    std::process::exit(status);
}

/// One test's scratch directory, removed when the test ends, passed or failed. Each test has
/// its own, so that one test's clean-up never removes another's files while it runs.
// Not every test binary that shares this module writes files.
#[allow(dead_code)]
pub struct Scratch(PathBuf);

#[allow(dead_code)]
impl Scratch {
    /// Creates the directory of the test named `test`.
    pub fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("gambit-test-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// A path in the directory.
    pub fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
