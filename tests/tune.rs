//! The tuning pipeline (`gambit_engine::tune`, docs/tuning.md): `datagen` on a tiny budget is
//! deterministic whatever the thread count and writes valid records; the `datagen` and `tune`
//! subcommands' help, mistakes and bad files; `tune` end to end on a few games.

mod cli_support;

use cli_support::{cli, Run, Scratch};
use gambit::prelude::*;
use gambit::search::SearchGame;
use gambit_chess::Chess;
use gambit_engine::tune::data::{DataReader, DataWriter, Record};
use gambit_engine::tune::datagen::{self, DatagenConfig};
use gambit_xiangqi::Xiangqi;

/// A tiny run: a few games at a few hundred nodes per move, short games.
fn tiny(threads: usize) -> DatagenConfig {
    DatagenConfig {
        games: 4,
        threads,
        nodes: 300,
        random_plies: 6,
        seed: 42,
        hash_mb: 1,
        max_plies: 60,
        ..DatagenConfig::default()
    }
}

fn generate<G: SearchGame>(config: &DatagenConfig) -> Vec<u8> {
    let mut w = DataWriter::new(Vec::new(), G::NAME, "test").unwrap();
    let summary = datagen::run::<G, _>(config, Default::default(), &mut w, |_| {}).unwrap();
    assert_eq!(summary.progress.games, config.games);
    assert_eq!(
        summary.first_wins + summary.second_wins + summary.draws,
        config.games
    );
    assert_eq!(summary.progress.positions, w.records());
    w.finish().unwrap()
}

/// Every record is a position of `G` that is fit for tuning.
fn check_records<G: SearchGame>(bytes: &[u8]) -> Vec<Record> {
    let records: Vec<Record> = DataReader::new(bytes, G::NAME)
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(!records.is_empty());
    for r in &records {
        let pos = G::from_fen(&r.fen, Default::default()).unwrap();
        assert!(!pos.in_check(), "{}", r.fen);
        assert!(r.score.abs() < 20000, "{r:?}");
        assert!(r.ply >= 6, "{r:?}");
    }
    records
}

#[test]
fn datagen_is_deterministic_and_writes_valid_records() {
    let one = generate::<Chess>(&tiny(1));
    let two = generate::<Chess>(&tiny(2));
    assert_eq!(one, two, "the thread count changed the data");
    assert_eq!(one, generate::<Chess>(&tiny(1)), "a second run differs");
    let records = check_records::<Chess>(&one);
    // Each game's positions share its result and come in ply order.
    for w in records.windows(2) {
        if w[1].ply > w[0].ply {
            assert_eq!(w[0].result, w[1].result, "{w:?}");
        }
    }
    let other_seed = generate::<Chess>(&DatagenConfig {
        seed: 43,
        ..tiny(1)
    });
    assert_ne!(one, other_seed);
    check_records::<Xiangqi>(&generate::<Xiangqi>(&tiny(1)));
}

fn ok(run: &Run) -> &str {
    assert_eq!(run.status, 0, "{run:?}");
    &run.stdout
}

/// Status 2, an `error:` on stderr naming each of `named`.
fn refused(run: &Run, named: &[&str]) {
    assert_eq!(run.status, 2, "{run:?}");
    assert!(run.stderr.contains("error:"), "{run:?}");
    for word in named {
        assert!(run.stderr.contains(word), "'{word}' not named: {run:?}");
    }
}

#[test]
fn help_and_mistakes() {
    let scratch = Scratch::new("help");
    for game in ["chess", "xiangqi", "shogi"] {
        let top = cli(game, &["--help"]).stdout;
        assert!(
            top.contains("  datagen ") && top.contains("  tune "),
            "{top}"
        );
        let help = cli(game, &["datagen", "--help"]);
        for flag in [
            "--out",
            "--games",
            "--nodes",
            "--threads",
            "--random-plies",
            "--seed",
        ] {
            assert!(ok(&help).contains(flag), "{game}: {flag}");
        }
        let help = cli(game, &["tune", "--help"]);
        for flag in [
            "--data",
            "--out",
            "--epochs",
            "--lambda",
            "--lr",
            "--k",
            "--threads",
        ] {
            assert!(ok(&help).contains(flag), "{game}: {flag}");
        }
    }
    let out = scratch.file("never.bin");
    let out = out.to_str().unwrap();
    refused(&cli("chess", &["datagen"]), &["--out"]);
    refused(
        &cli("chess", &["datagen", "--out", out, "--games", "0"]),
        &["--games"],
    );
    refused(
        &cli("chess", &["datagen", "--out", out, "--nodes", "x"]),
        &["--nodes"],
    );
    refused(
        &cli("chess", &["datagen", "--out", out, "--threads", "0"]),
        &["--threads"],
    );
    refused(&cli("chess", &["tune", "--out", out]), &["--data"]);
    refused(
        &cli(
            "chess",
            &["tune", "--data", out, "--out", out, "--lambda", "2"],
        ),
        &["--lambda"],
    );
    refused(
        &cli("chess", &["tune", "--data", out, "--out", out, "--lr", "0"]),
        &["--lr"],
    );
    refused(
        &cli("chess", &["datagen", "--out", "/nonexistent-dir/x.bin"]),
        &["--out", "/nonexistent-dir/x.bin"],
    );
    refused(
        &cli(
            "chess",
            &["tune", "--data", "/nonexistent-dir/x.bin", "--out", out],
        ),
        &["--data", "/nonexistent-dir/x.bin"],
    );
    assert!(!std::path::Path::new(out).exists());
}

#[test]
fn datagen_then_tune() {
    let scratch = Scratch::new("tune");
    let data = scratch.file("games.bin");
    let data_s = data.to_str().unwrap();
    let run = cli(
        "chess",
        &[
            "datagen",
            "--out",
            data_s,
            "--games",
            "3",
            "--nodes",
            "300",
            "--hash",
            "1",
            "--max-plies",
            "50",
            "--threads",
            "2",
        ],
    );
    assert!(ok(&run).starts_with("wrote "), "{run:?}");
    assert!(run.stderr.contains("games 3/3  positions "), "{run:?}");
    let bytes = std::fs::read(&data).unwrap();
    let records = check_records::<Chess>(&bytes);
    let reader = DataReader::new(&bytes[..], "chess").unwrap();
    assert!(reader.note().contains("datagen --out"), "{}", reader.note());

    let weights = scratch.file("weights.rs");
    let weights_s = weights.to_str().unwrap();
    let run = cli(
        "chess",
        &[
            "tune",
            "--data",
            data_s,
            "--out",
            weights_s,
            "--epochs",
            "3",
            "--threads",
            "2",
        ],
    );
    let text = ok(&run);
    assert!(
        text.contains("epoch 1: loss ") && text.contains("epoch 3: loss "),
        "{text}"
    );
    let src = std::fs::read_to_string(&weights).unwrap();
    assert!(
        src.contains("//! Command: `gambit-test tune --data"),
        "{src}"
    );
    assert!(
        src.contains(&format!(
            "({} positions), made by `gambit-test datagen",
            records.len()
        )),
        "{src}"
    );
    assert!(
        src.contains("// material pawn\n")
            && src.contains("// tempo\n")
            && src.contains("// hanging piece\n];"),
        "{src}"
    );

    // Bad files are errors naming the file, not panics.
    let bad = scratch.file("bad.bin");
    let bad_s = bad.to_str().unwrap();
    for (bytes, why) in [
        (bytes[..bytes.len() - 3].to_vec(), "truncated"),
        (b"GAMBITPX".to_vec(), "not a gambit position data file"),
    ] {
        std::fs::write(&bad, bytes).unwrap();
        refused(
            &cli("chess", &["tune", "--data", bad_s, "--out", weights_s]),
            &[bad_s, why],
        );
    }
    refused(
        &cli("shogi", &["tune", "--data", data_s, "--out", weights_s]),
        &["not exposed to the tuner"],
    );
    std::fs::write(&bad, []).unwrap();
    let mut w = DataWriter::new(Vec::new(), "xiangqi", "").unwrap();
    w.write(&Record {
        fen: Xiangqi::START_FEN.to_string(),
        score: 0,
        result: Outcome::Draw,
        ply: 0,
    })
    .unwrap();
    std::fs::write(&bad, w.finish().unwrap()).unwrap();
    refused(
        &cli("chess", &["tune", "--data", bad_s, "--out", weights_s]),
        &["holds xiangqi positions, not chess"],
    );
}

/// The network trainer on a few self-play games: the loss falls, the network does not
/// depend on the thread count, and the quantized network the engine would run agrees with
/// the floating-point one.
#[test]
fn the_trainer_fits_and_does_not_depend_on_threads() {
    use gambit::nnue::{Network, NetworkInput};
    use gambit_engine::tune::{train, FloatNetwork, InputSpec, TrainConfig, TrainSet};

    let bytes = generate::<Chess>(&tiny(2));
    let records: Vec<Record> = DataReader::new(&bytes[..], "chess")
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let spec = InputSpec::<Chess>::of();
    let set = TrainSet::from_records(&spec, &records, Default::default(), 2).unwrap();
    assert_eq!(set.len(), records.len());
    let config = |threads| TrainConfig {
        hidden: 16,
        epochs: 12,
        batch: 64,
        learning_rate: 0.01,
        k: Some(1.4),
        threads,
        ..TrainConfig::default()
    };
    let start = FloatNetwork::random(Chess::INPUTS, 16, Chess::MAX_ACTIVE, 1);
    let before = start.loss(&set, 1.4, 0.5, 1);
    let one = train(
        &set,
        Chess::INPUTS,
        Chess::MAX_ACTIVE,
        &config(1),
        None,
        |_, _| {},
    )
    .unwrap();
    let two = train(
        &set,
        Chess::INPUTS,
        Chess::MAX_ACTIVE,
        &config(2),
        None,
        |_, _| {},
    )
    .unwrap();
    assert_eq!(one.network, two.network);
    let after = one.network.loss(&set, 1.4, 0.5, 2);
    assert!(after < before * 0.9, "loss {before} -> {after}");

    let file = one.network.quantize("chess", "test");
    let net = Network::<16>::new(&file, Chess::INPUTS).unwrap();
    for r in &records {
        let pos = Chess::from_fen(&r.fen, Default::default()).unwrap();
        let float = one.network.evaluate(&spec, &pos);
        let fixed = net.evaluate(&pos, pos.side_to_move());
        assert!(
            (float - fixed as f32).abs() <= 4.0 + float.abs() * 0.02,
            "{}: float {float}, fixed {fixed}",
            r.fen
        );
    }

    // A round continues from the last round's file: the weights read back within a
    // quantum, and training from them starts where they are (its first epoch's loss is the
    // trained network's, far below a random start's), not from random weights.
    let back = FloatNetwork::from_file(&file);
    let quantum = 1.0 / 64.0;
    for (a, b) in back.params.iter().zip(&one.network.params) {
        assert!((a - b).abs() <= quantum, "{a} against {b}");
    }
    let mut first = None;
    let again = TrainConfig {
        epochs: 1,
        ..config(1)
    };
    train(
        &set,
        Chess::INPUTS,
        Chess::MAX_ACTIVE,
        &again,
        Some(back),
        |r, _| {
            first.get_or_insert(r.loss);
        },
    )
    .unwrap();
    let first = first.unwrap();
    assert!(
        first < before * 0.95,
        "from the file: {first}, random start {before}"
    );
    let wide = FloatNetwork::random(Chess::INPUTS, 32, Chess::MAX_ACTIVE, 1);
    let refused = train(
        &set,
        Chess::INPUTS,
        Chess::MAX_ACTIVE,
        &again,
        Some(wide),
        |_, _| {},
    );
    assert!(refused.is_err());
}

/// `train` on the command line: per-epoch lines with the held-out loss, a network file that
/// names its command and data, and clear errors.
#[test]
fn train_on_the_command_line() {
    let scratch = Scratch::new("train");
    let data = scratch.file("train-games.bin");
    let data_s = data.to_str().unwrap();
    std::fs::write(&data, generate::<Chess>(&tiny(2))).unwrap();
    let net = scratch.file("chess.nnue");
    let net_s = net.to_str().unwrap();
    let run = cli(
        "chess",
        &[
            "train",
            "--data",
            data_s,
            "--out",
            net_s,
            "--epochs",
            "2",
            "--hidden",
            "8",
            "--batch",
            "32",
            "--holdout",
            "2",
            "--threads",
            "2",
        ],
    );
    let text = ok(&run);
    assert!(text.contains("the evaluation compiled in: loss "), "{text}");
    assert!(
        text.contains("epoch 1: loss ") && text.contains("epoch 2: loss "),
        "{text}"
    );
    assert!(text.contains(" held out "), "{text}");
    let file = gambit::nnue::NetworkFile::parse(&std::fs::read(&net).unwrap(), "chess").unwrap();
    assert_eq!((file.inputs, file.hidden), (768, 8));
    assert!(
        file.note.contains("Command: `gambit-test train --data"),
        "{}",
        file.note
    );
    assert!(file.note.contains("made by `test`"), "{}", file.note);
    refused(
        &cli("shogi", &["train", "--data", data_s, "--out", net_s]),
        &["no network inputs"],
    );
    refused(
        &cli(
            "chess",
            &["train", "--data", data_s, "--out", net_s, "--hidden", "0"],
        ),
        &["--hidden"],
    );
    refused(
        &cli(
            "chess",
            &["train", "--data", "/nonexistent-dir/x.bin", "--out", net_s],
        ),
        &["/nonexistent-dir/x.bin"],
    );
}
