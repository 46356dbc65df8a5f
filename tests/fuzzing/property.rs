//! A fuzzing target as a property test: `cases` random byte strings of up to `max_len` bytes,
//! under a watchdog (a hang fails the test run instead of stalling it).

use super::watchdog::Watchdog;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::time::Duration;

/// How long a whole property may take before it counts as a hang: many times its normal
/// time on a loaded machine.
pub const HANG: Duration = Duration::from_secs(300);

/// Runs `target` on `cases` inputs; a failing input is shrunk and reported by proptest.
pub fn property(name: &str, cases: u32, max_len: usize, target: fn(&[u8])) {
    let _watchdog = Watchdog::new(name, HANG);
    let mut runner = TestRunner::new(Config {
        cases,
        // Inputs are bytes: shrinking them is cheap, and the failure persistence files of
        // proptest are not wanted in the tree.
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&prop::collection::vec(any::<u8>(), 0..max_len), |data| {
        target(&data);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

/// `count` byte strings of up to `max_len` bytes from a fixed seed (xorshift64): the same
/// inputs on every run, for tests that count what a target's inputs reach.
pub fn seeded_inputs(count: usize, max_len: usize, seed: u64) -> Vec<Vec<u8>> {
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|_| {
            let len = (next() % max_len as u64) as usize;
            (0..len).map(|_| next() as u8).collect()
        })
        .collect()
}
