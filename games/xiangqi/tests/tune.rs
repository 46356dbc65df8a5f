//! The xiangqi evaluation in the tuning pipeline (docs/tuning.md, "Xiangqi terms"): `datagen`
//! then `tune` end to end, and the weights module in the tree is what the tuner writes.

use std::path::PathBuf;
use std::process::Command;

use gambit::prelude::*;
use gambit_engine::tune::data::DataReader;
use gambit_engine::tune::Tunable;
use gambit_xiangqi::Xiangqi;

/// What a run of the built `gambit-xiangqi` did.
#[derive(Debug)]
struct Run {
    /// The exit status.
    status: i32,
    /// Standard output.
    stdout: String,
    /// Standard error.
    stderr: String,
}

/// Runs the built `gambit-xiangqi` with `args` and empty standard input.
fn cli(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_gambit-xiangqi"))
        .args(args)
        .output()
        .expect("run gambit-xiangqi");
    Run {
        status: out.status.code().expect("an exit status"),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The `Nodes searched: N` line of a `bench` run with `args`, which must succeed.
fn bench_nodes(args: &[&str]) -> String {
    let run = cli(args);
    assert_eq!(run.status, 0, "{run:?}");
    run.stdout
        .lines()
        .find(|l| l.starts_with("Nodes searched: "))
        .unwrap_or_else(|| panic!("no node line: {run:?}"))
        .to_string()
}

/// One test's scratch directory, removed when the test ends, passed or failed.
struct Scratch(PathBuf);

impl Scratch {
    /// Creates the directory of the test named `test`.
    fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("gambit-test-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// A path in the directory.
    fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn ok(run: &Run) -> &str {
    assert_eq!(run.status, 0, "{run:?}");
    &run.stdout
}

/// The lines of a weights module from its `WEIGHTS` declaration on: the header names the
/// command and data, which differ between runs.
fn weights_body(src: &str) -> &str {
    let at = src
        .find("pub const WEIGHTS")
        .expect("a WEIGHTS declaration");
    &src[at..]
}

#[test]
fn the_model_names_every_compiled_weight() {
    let model = Xiangqi::model().expect("xiangqi is tunable");
    assert_eq!(model.names.len(), model.weights.len());
    assert_eq!(model.names[0], "material advisor");
    assert_eq!(model.names.last().unwrap(), "tempo");
    // The start position is symmetric: only the tempo is left in its trace.
    let trace = (model.trace)(&Xiangqi::startpos(Default::default()));
    assert_eq!(trace.coefs, vec![(model.weights.len() as u32 - 1, 1)]);
    assert_eq!(trace.mg_share, 1.0);
}

#[test]
fn datagen_then_tune() {
    let scratch = Scratch::new("xiangqi-tune");
    let data = scratch.file("games.bin");
    let data_s = data.to_str().unwrap();
    let budget = "--games 3 --nodes 300 --hash 1 --max-plies 50";
    let args: Vec<&str> = ["datagen", "--out", data_s]
        .into_iter()
        .chain(budget.split(' '))
        .collect();
    let run = cli(&args);
    assert!(ok(&run).starts_with("wrote "), "{run:?}");
    assert!(run.stderr.contains("games 3/3  positions "), "{run:?}");
    let bytes = std::fs::read(&data).unwrap();
    let records: Vec<_> = DataReader::new(&bytes[..], "xiangqi")
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(!records.is_empty());

    // No epoch: the tuner writes back the weights compiled in, which are the tree's file.
    let weights = scratch.file("weights.rs");
    let weights_s = weights.to_str().unwrap();
    let run = cli(&[
        "tune", "--data", data_s, "--out", weights_s, "--epochs", "0",
    ]);
    ok(&run);
    assert!(run.stderr.contains("loaded "), "{run:?}");
    let written = std::fs::read_to_string(&weights).unwrap();
    let tree = include_str!("../src/weights.rs");
    assert_eq!(weights_body(&written), weights_body(tree));
    assert!(
        written.contains("//! Command: `gambit-xiangqi tune --data"),
        "{written}"
    );

    // A few epochs move the weights and report the loss of each.
    let run = cli(&[
        "tune", "--data", data_s, "--out", weights_s, "--epochs", "3", "--lr", "5",
    ]);
    let text = ok(&run);
    assert!(
        text.contains("epoch 1: loss ") && text.contains("epoch 3: loss "),
        "{text}"
    );
    let tuned = std::fs::read_to_string(&weights).unwrap();
    assert!(
        tuned.contains(&format!("({} positions)", records.len())),
        "{tuned}"
    );
    assert!(tuned.contains("// pst cannon e2\n"), "{tuned}");
    assert_ne!(weights_body(&tuned), weights_body(tree));
}

/// The network loop for xiangqi: `train` fits a network of the engine's shape to
/// self-play data, and `bench` runs it from `--eval-file` (its node count differs from the
/// hand-written evaluation's); with neither a file nor a network compiled in, `--use-nnue`
/// is refused.
#[test]
fn datagen_then_train_then_search_with_the_network() {
    let scratch = Scratch::new("xiangqi-train");
    let data = scratch.file("games.bin");
    let data_s = data.to_str().unwrap();
    let run = cli(&[
        "datagen",
        "--out",
        data_s,
        "--games",
        "2",
        "--nodes",
        "300",
        "--hash",
        "1",
        "--max-plies",
        "40",
    ]);
    ok(&run);
    let net = scratch.file("xiangqi.nnue");
    let net_s = net.to_str().unwrap();
    let run = cli(&[
        "train",
        "--data",
        data_s,
        "--out",
        net_s,
        "--epochs",
        "2",
        "--holdout",
        "0",
    ]);
    assert!(ok(&run).contains("epoch 2: loss "), "{run:?}");
    let file = gambit::nnue::NetworkFile::parse(&std::fs::read(&net).unwrap(), "xiangqi").unwrap();
    assert_eq!((file.inputs, file.hidden), (1260, 128));
    let nodes = |args: &[&str]| bench_nodes(args);
    assert_ne!(
        nodes(&["bench", "3"]),
        nodes(&["bench", "3", "--eval-file", net_s])
    );
    let run = cli(&["bench", "3", "--use-nnue", "true"]);
    assert_eq!(run.status, 2, "{run:?}");
}
