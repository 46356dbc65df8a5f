//! Random command lines for an engine binary, run in-process through each game's `program(id).run(&args)`:
//! `perft`, `judge`, `bench` and `diagram` with sample or mutated FENs, random games, flags,
//! and arbitrary words. Never an empty line (that would start UCI on standard input), never
//! a deep perft or a whole bench (minutes, not a fuzzing input), and never `--out` (a
//! fuzzing input writes no files).

use super::games::{notation, sample_fen, sample_position, walk};
use super::mutate::{mutate, raw_text, EDGE_NUMBERS, WORDS};
use super::{Bytes, FuzzGame};
use gambit::Notation;
use gambit_engine::protocol::Identity;

/// The deepest perft a fuzzing input may ask for.
const MAX_PERFT_DEPTH: u32 = 2;

/// A command line chosen by `input`.
pub fn cli_input<G: FuzzGame>(input: &mut Bytes) -> Vec<String> {
    let mut args: Vec<String> = Vec::new();
    match input.below(5) {
        0 => {
            args.push("perft".into());
            args.push(input.range(0, MAX_PERFT_DEPTH as i64).to_string());
            position_flags::<G>(input, &mut args);
            if input.chance(64) {
                args.extend(["--threads".into(), input.range(1, 3).to_string()]);
            }
        }
        1 => {
            args.push("judge".into());
            position_flags::<G>(input, &mut args);
            if input.chance(96) {
                args.push("--explain".into());
            }
        }
        2 => {
            args.push("bench".into());
            args.push(input.range(1, 2).to_string());
        }
        3 => {
            args.push("diagram".into());
            position_flags::<G>(input, &mut args);
            for flag in ["--flip", "--letters"] {
                if input.chance(128) {
                    args.push(flag.into());
                }
            }
            if input.chance(64) {
                args.push("--mark".into());
                for _ in 0..1 + input.below(3) {
                    let len = input.below(4);
                    args.push(raw_text(input, len));
                }
            }
        }
        _ => {
            for _ in 0..1 + input.below(6) {
                let len = input.below(16);
                args.push(raw_text(input, len));
            }
        }
    }
    for _ in 0..input.below(3) {
        mutate_args(&mut args, input);
    }
    bound(&mut args);
    args
}

/// `--fen` (sample, mutated or none), `--moves` (a random game, as one word or many) and the
/// game's flags.
fn position_flags<G: FuzzGame>(input: &mut Bytes, args: &mut Vec<String>) {
    let notation = notation::<G>(input);
    let mut pos = if input.chance(160) {
        let fen = sample_fen::<G>(input);
        args.extend(["--fen".into(), fen.into()]);
        G::from_fen(fen, G::notation_for_fen(fen, notation)).expect("sample FENs are valid")
    } else {
        sample_position::<G>(input, notation)
    };
    let plies = input.below(30);
    let moves = walk(&mut pos, input, plies);
    if !moves.is_empty() || input.chance(32) {
        args.push("--moves".into());
        if input.chance(128) {
            args.push(moves.join(" "));
        } else {
            args.extend(moves);
        }
    }
    for spec in <G::Notation as Notation>::OPTIONS {
        if let Some(flag) = spec.flag {
            if notation.get(spec.name) == Some(gambit::OptionValue::Check(true)) {
                args.push(flag.into());
            }
        }
    }
}

/// Replaces, deletes, duplicates or inserts an argument, or mutates one's text.
fn mutate_args(args: &mut Vec<String>, input: &mut Bytes) {
    let i = input.below(args.len() + 1);
    match input.below(5) {
        0 if i < args.len() => {
            args.remove(i);
        }
        1 if i < args.len() => {
            let a = args[i].clone();
            args.insert(i, a);
        }
        2 if i < args.len() => args[i] = mutate(&args[i], input),
        3 => args.insert(i, input.pick(EDGE_NUMBERS).to_string()),
        _ => args.insert(i, input.pick(WORDS).to_string()),
    }
}

/// Keeps the run bounded: a non-empty line, a perft no deeper than [`MAX_PERFT_DEPTH`], a
/// bench of depth 1 or 2, no `--out`, no search among commands given as arguments. The command line's parser may read a number anywhere
/// after the subcommand as its depth (after `--`, after a flag that takes no value), so every
/// number on a perft or bench line is capped, not only the first word after the subcommand.
fn bound(args: &mut Vec<String>) {
    if args.is_empty() {
        args.push("judge".into());
    }
    for a in args.iter_mut() {
        if a.starts_with("--out") {
            *a = "--flip".into();
        }
    }
    // Commands given as arguments (the first has a space) run as the engine's input lines:
    // the searching ones (`go`, `bench`, `genfens`) become `isready`, the rest are read.
    if gambit_engine::protocol::argument_commands(args).is_some() {
        for a in args.iter_mut() {
            let word = a.split_whitespace().next().unwrap_or("");
            if ["go", "bench", "genfens"].contains(&word) {
                *a = "isready".into();
            }
        }
        return;
    }
    let number = |a: &String| a.parse::<i64>().ok();
    match args[0].as_str() {
        "perft" => {
            for a in &mut args[1..] {
                if number(a).is_some_and(|d| d > i64::from(MAX_PERFT_DEPTH)) {
                    *a = MAX_PERFT_DEPTH.to_string();
                }
            }
        }
        "bench" => {
            for a in &mut args[1..] {
                if number(a).is_some_and(|d| d > 2) {
                    *a = "1".into();
                }
            }
            if !args[1..].iter().any(|a| number(a).is_some()) {
                args.insert(1, "1".into());
            }
        }
        _ => {}
    }
}

/// Runs the command line as the binary would; the exit status is 0 or 2.
pub fn run_cli<G: FuzzGame>(args: &[String]) -> i32 {
    assert!(
        !args.is_empty(),
        "an empty command line starts UCI on stdin"
    );
    let id = Identity {
        name: "fuzz",
        author: "fuzz",
    };
    let status = G::program(id).run(args);
    assert!(
        status == 0 || status == 2,
        "exit status {status} for {args:?}"
    );
    status
}
