//! Running a test whose code writes to the process's standard output and error directly (the
//! command line does, and the test harness captures only `print!`): the test runs again in a
//! child process of the test binary whose output is kept, and shown only when it fails.

use std::process::Command;

/// Set in the child process: run the test body there.
const CHILD: &str = "GAMBIT_QUIET_TEST_CHILD";

/// Runs `body` in a child process that runs only the test `name` (its full path in the test
/// binary); in the child itself, runs `body`.
pub fn in_child(name: &str, body: impl FnOnce()) {
    if std::env::var_os(CHILD).is_some() {
        body();
        return;
    }
    let exe = std::env::current_exe().expect("the test binary");
    let out = Command::new(exe)
        .args([name, "--exact", "--test-threads=1", "--nocapture"])
        .env(CHILD, "1")
        .output()
        .expect("run the test binary");
    let tail = |b: &[u8]| {
        let s = String::from_utf8_lossy(b);
        let lines: Vec<&str> = s.lines().collect();
        lines[lines.len().saturating_sub(60)..].join("\n")
    };
    assert!(
        out.status.success() && String::from_utf8_lossy(&out.stdout).contains("1 passed"),
        "{name} failed in its child process ({}):\n--- stdout ---\n{}\n--- stderr ---\n{}",
        out.status,
        tail(&out.stdout),
        tail(&out.stderr)
    );
}
