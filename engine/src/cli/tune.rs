//! The `datagen` and `tune` subcommands: the tuning pipeline (docs/tuning.md) on the command
//! line.

use super::args::{DatagenArgs, TrainArgs, TuneArgs};
use super::CliError;
use crate::tune::data::{DataReader, DataWriter, Record};
use crate::tune::datagen::{self, DatagenConfig};
use crate::tune::pgn_data::{self, PgnDataSummary};
use crate::tune::source::weights_source;
use crate::tune::trainer::{train, FloatNetwork, TrainConfig, TrainError, TrainSet};
use crate::tune::tuner::{self, Dataset, Tunable, TuneConfig};
use gambit::game::{Game, GameError};
use gambit::judge::PgnRecords;
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A command of this module: its arguments, the program's name and the command line as typed.
type Run<A> = fn(&A, &str, &[String]) -> Result<(), CliError>;

/// `datagen`, `tune` and `train` for one game.
pub(super) struct Commands {
    pub datagen: Run<DatagenArgs>,
    pub tune: Run<TuneArgs>,
    pub train: Run<TrainArgs>,
}

impl Commands {
    /// The commands for game `G`; `datagen --pgn` refused.
    pub fn of<G: Tunable>() -> Self {
        Commands {
            datagen: |args, program, argv| {
                if args.pgn.is_empty() {
                    run_datagen::<G>(args, program, argv)
                } else {
                    Err(CliError::Lacks {
                        program: program.to_string(),
                        what: "`datagen --pgn`".to_string(),
                        why: "its game has no PGN records",
                    })
                }
            },
            tune: run_tune::<G>,
            train: run_train::<G>,
        }
    }

    /// [`Commands::of`] with `datagen --pgn`: positions from PGN games.
    pub fn with_pgn<G: Tunable + PgnRecords>() -> Self {
        Commands {
            datagen: |args, program, argv| {
                if args.pgn.is_empty() {
                    run_datagen::<G>(args, program, argv)
                } else {
                    run_pgn_data::<G>(args, program, argv)
                }
            },
            ..Commands::of::<G>()
        }
    }
}

/// `datagen --pgn FILE...`: the scored positions of the files' games to a data file.
fn run_pgn_data<G: Tunable + PgnRecords>(
    args: &DatagenArgs,
    program: &str,
    argv: &[String],
) -> Result<(), CliError> {
    let out_err = |e: std::io::Error| CliError::file("--out", &args.out, e);
    let texts = args
        .pgn
        .iter()
        .map(|path| {
            std::fs::read(path)
                .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
                .map_err(|e| CliError::file("--pgn", path, e))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let file = File::create(&args.out).map_err(out_err)?;
    let note = format!(
        "{} (the positions of the games' scored moves)",
        command_line(program, argv)
    );
    let mut writer = DataWriter::new(BufWriter::new(file), G::NAME, &note).map_err(out_err)?;
    let mut summary = PgnDataSummary::default();
    for text in &texts {
        pgn_data::import::<G, _>(text, G::Notation::default(), &mut writer, &mut summary)
            .map_err(out_err)?;
    }
    writer.finish().map_err(out_err)?;
    let _ = writeln!(
        std::io::stdout(),
        "wrote {} positions of {} games to {} ({} without a result, {} unreadable)",
        summary.positions,
        summary.games,
        args.out.display(),
        summary.unfinished,
        summary.unreadable
    );
    Ok(())
}

/// The command as typed, for the notes that say how a file was made.
fn command_line(program: &str, args: &[String]) -> String {
    let mut words = vec![program.to_string()];
    words.extend(args.iter().map(|a| {
        if a.contains(char::is_whitespace) || a.is_empty() {
            format!("{a:?}")
        } else {
            a.clone()
        }
    }));
    words.join(" ")
}

/// `datagen`: self-play games to a position data file, with a progress line on stderr.
fn run_datagen<G: Tunable>(
    args: &DatagenArgs,
    program: &str,
    argv: &[String],
) -> Result<(), CliError> {
    let config = DatagenConfig {
        games: args.games,
        threads: args.threads,
        nodes: args.nodes,
        random_plies: args.random_plies,
        opening_bound: args.opening_bound,
        seed: args.seed,
        hash_mb: args.hash as usize,
        max_plies: args.max_plies,
        evaluation: super::evaluation::<G>(&args.eval)?,
        ..DatagenConfig::default()
    };
    let out_err = |e: std::io::Error| CliError::file("--out", &args.out, e);
    let file = File::create(&args.out).map_err(out_err)?;
    let note = format!(
        "{} (random plies {}, win adjudication {} cp for {} plies, draw adjudication within {} cp \
         for {} plies from ply {})",
        command_line(program, argv),
        config.random_plies,
        config.win_score,
        config.win_plies,
        config.draw_score,
        config.draw_plies,
        config.draw_after
    );
    let mut writer = DataWriter::new(BufWriter::new(file), G::NAME, &note).map_err(out_err)?;
    let total = config.games;
    let summary = datagen::run::<G, _>(&config, G::Notation::default(), &mut writer, |p| {
        eprintln!(
            "games {}/{total}  positions {}  positions/s {:.0}  time {:.0} s",
            p.games,
            p.positions,
            p.positions_per_second(),
            p.elapsed.as_secs_f64()
        );
    })
    .map_err(out_err)?;
    writer.finish().map_err(out_err)?;
    let _ = writeln!(
        std::io::stdout(),
        "wrote {} positions of {} games to {} (first player {} wins, second {} wins, {} draws) in {:.1} s",
        summary.progress.positions,
        summary.progress.games,
        args.out.display(),
        summary.first_wins,
        summary.second_wins,
        summary.draws,
        summary.progress.elapsed.as_secs_f64()
    );
    Ok(())
}

/// Every record of a data file of `G`, with its header's note.
fn read_records<G: Game>(path: &Path) -> Result<(String, Vec<Record>), CliError> {
    let err = |e: GameError| CliError::Data {
        path: path.to_path_buf(),
        source: e,
    };
    let file = File::open(path).map_err(|e| err(e.into()))?;
    let reader = DataReader::new(BufReader::new(file), G::NAME).map_err(|e| err(e.into()))?;
    let note = reader.note().to_string();
    let records = reader
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| err(e.into()))?;
    Ok((note, records))
}

/// The records of every data file in `paths`, in order; a line per file (its path, its
/// positions and the note that says how it was made) goes to `header`.
fn read_all<G: Game>(paths: &[PathBuf], header: &mut Vec<String>) -> Result<Vec<Record>, CliError> {
    let mut records = Vec::new();
    for path in paths {
        let (note, mut part) = read_records::<G>(path)?;
        header.push(format!(
            "Data: {} ({} positions), made by `{note}`",
            path.display(),
            part.len()
        ));
        records.append(&mut part);
    }
    Ok(records)
}

/// Splits the records into the games to fit and every `nth` game held out (none when
/// `nth` is 0). A game's records are consecutive with rising plies, so a ply that does not
/// rise starts the next game.
fn split_games(records: Vec<Record>, nth: usize) -> (Vec<Record>, Vec<Record>) {
    if nth == 0 {
        return (records, Vec::new());
    }
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    let (mut game, mut last_ply) = (0usize, None);
    for r in records {
        if last_ply.is_some_and(|p| r.ply <= p) {
            game += 1;
        }
        last_ply = Some(r.ply);
        if game % nth == nth - 1 {
            held.push(r);
        } else {
            fit.push(r);
        }
    }
    (fit, held)
}

/// `tune`: fits the weights to the data files and writes the weights module.
fn run_tune<G: Tunable>(args: &TuneArgs, program: &str, argv: &[String]) -> Result<(), CliError> {
    let model =
        G::model().ok_or_else(|| CliError::tuning(tuner::TuneError::NotTunable(G::NAME)))?;
    let start = Instant::now();
    let mut header = vec![format!("Command: `{}`", command_line(program, argv))];
    let records = read_all::<G>(&args.data, &mut header)?;
    let (fit, held) = split_games(records, args.holdout);
    let set = Dataset::from_records(&model, &fit, G::Notation::default(), args.threads)
        .map_err(CliError::tuning)?;
    let held = Dataset::from_records(&model, &held, G::Notation::default(), args.threads)
        .map_err(CliError::tuning)?;
    drop(fit);
    eprintln!(
        "loaded {} positions in {:.1} s",
        set.len(),
        start.elapsed().as_secs_f64()
    );
    let config = TuneConfig {
        epochs: args.epochs,
        lambda: args.lambda,
        learning_rate: args.learning_rate,
        threads: args.threads,
        k: args.k,
        regularization: args.regularization,
    };
    let mut stdout = std::io::stdout();
    let fitted = tuner::tune(&set, &model.weights, &config, |epoch, loss| {
        let _ = writeln!(stdout, "epoch {epoch}: loss {loss:.7}");
    })
    .map_err(CliError::tuning)?;
    header.push(format!(
        "Fit: {} positions, K = {:.4}, lambda {}, ridge {}, {} epochs at lr {}: loss {:.7} -> {:.7}",
        set.len(),
        fitted.k,
        config.lambda,
        config.regularization,
        config.epochs,
        config.learning_rate,
        fitted.start_loss,
        fitted.final_loss
    ));
    if !held.is_empty() {
        let as_f64 = |w: &[(i32, i32)]| -> Vec<(f64, f64)> {
            w.iter()
                .map(|&(m, e)| (f64::from(m), f64::from(e)))
                .collect()
        };
        let before = held.loss(
            &as_f64(&model.weights),
            fitted.k,
            config.lambda,
            args.threads,
        );
        let after = held.loss(
            &as_f64(&fitted.weights),
            fitted.k,
            config.lambda,
            args.threads,
        );
        let line = format!(
            "Held out: every {}th game, {} positions: loss {before:.7} -> {after:.7}",
            args.holdout,
            held.len()
        );
        let _ = writeln!(stdout, "{line}");
        header.push(line);
    }
    let source = weights_source(&header, &model.names, &fitted.weights);
    std::fs::write(&args.out, source).map_err(|e| CliError::file("--out", &args.out, e))?;
    let _ = writeln!(
        std::io::stdout(),
        "K = {:.4}; loss {:.7} -> {:.7}; wrote {} weights to {} in {:.1} s",
        fitted.k,
        fitted.start_loss,
        fitted.final_loss,
        fitted.weights.len(),
        args.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `train`: trains the network on the data files and writes the network file after every
/// epoch (so that the file always holds the latest epoch's network).
fn run_train<G: Tunable>(args: &TrainArgs, program: &str, argv: &[String]) -> Result<(), CliError> {
    let spec =
        G::network_inputs().ok_or_else(|| CliError::tuning(TrainError::NoInputs(G::NAME)))?;
    let start = Instant::now();
    let mut note = vec![format!("Command: `{}`", command_line(program, argv))];
    let start_net = match &args.init {
        None => None,
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| CliError::file("--init", path, e))?;
            let file = gambit::nnue::NetworkFile::parse(&bytes, G::NAME)
                .map_err(|e| CliError::tuning(TrainError::Start(e)))?;
            note.push(format!(
                "Started from {}: {}",
                path.display(),
                file.note.replace('\n', " / ")
            ));
            Some(FloatNetwork::from_file(&file))
        }
    };
    let records = read_all::<G>(&args.data, &mut note)?;
    let (fit, held) = split_games(records, args.holdout);
    let load = |r: &[Record]| {
        TrainSet::from_records(&spec, r, G::Notation::default(), args.threads)
            .map_err(CliError::tuning)
    };
    let set = load(&fit)?;
    let held = load(&held)?;
    drop(fit);
    let config = TrainConfig {
        hidden: args.hidden,
        epochs: args.epochs,
        batch: args.batch,
        learning_rate: args.learning_rate,
        lambda: args.lambda,
        k: args.k,
        threads: args.threads,
        seed: args.seed,
    };
    let k = config.k.unwrap_or_else(|| set.fit_k());
    let config = TrainConfig {
        k: Some(k),
        ..config
    };
    let mut stdout = std::io::stdout();
    let baseline = (!held.is_empty()).then(|| held.eval_loss(k, args.lambda));
    let _ = writeln!(
        stdout,
        "loaded {} positions ({} held out) in {:.1} s; K = {k:.4}; the evaluation compiled in: \
         loss {:.7}{}",
        set.len(),
        held.len(),
        start.elapsed().as_secs_f64(),
        set.eval_loss(k, args.lambda),
        baseline.map_or(String::new(), |b| format!(", held out {b:.7}"))
    );
    let out_err = |e: std::io::Error| CliError::file("--out", &args.out, e);
    let mut write_error = None;
    let trained = train(
        &set,
        spec.inputs,
        spec.max_active,
        &config,
        start_net,
        |report, net| {
            let held_loss =
                (!held.is_empty()).then(|| net.loss(&held, k, args.lambda, args.threads));
            let line = format!(
                "epoch {}: loss {:.7}{} lr {:.6} time {:.0} s",
                report.epoch,
                report.loss,
                held_loss.map_or(String::new(), |l| format!(" held out {l:.7}")),
                report.learning_rate,
                start.elapsed().as_secs_f64()
            );
            let _ = writeln!(stdout, "{line}");
            let mut lines = note.clone();
            lines.push(format!(
            "Fit: {} positions, K = {k:.4}, lambda {}, {} hidden, batch {}, lr {}, seed {}; {line}",
            set.len(),
            args.lambda,
            args.hidden,
            args.batch,
            args.learning_rate,
            args.seed
        ));
            if let (Some(b), false) = (baseline, held.is_empty()) {
                lines.push(format!(
                "Held out: every {}th game, {} positions; the evaluation compiled in: loss {b:.7}",
                args.holdout,
                held.len()
            ));
            }
            let file = net.quantize(G::NAME, &lines.join("\n"));
            if let Err(e) = std::fs::write(&args.out, file.to_bytes()) {
                write_error.get_or_insert(e);
            }
        },
    )
    .map_err(CliError::tuning)?;
    if let Some(e) = write_error {
        return Err(out_err(e));
    }
    let _ = writeln!(
        stdout,
        "K = {:.4}; wrote the network ({} inputs, {} hidden) to {} in {:.1} s",
        trained.k,
        spec.inputs,
        args.hidden,
        args.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
