//! The `record` subcommand: the game of `--fen` and `--moves` written as a record file in one
//! of the game's own formats ([`RecordFiles`](gambit::judge::RecordFiles): shogi KIF and CSA).
//!
//! ```text
//! record --format NAME [--fen FEN] [--moves "M1 M2 ..."] [--out FILE] [game flags]
//! ```

use super::args::RecordArgs;
use super::judge::Parts;
use super::{write_out, CliError};
use clap::builder::PossibleValuesParser;
use gambit::judge::{judge, RecordFormat};
use gambit::record::Record;
use gambit::rules::RuleSet;

/// The `record` grammar in `cmd`: `--format` takes the names of `formats`; without any, the
/// subcommand is hidden.
pub(super) fn grammar<G: gambit::game::Game>(
    cmd: clap::Command,
    formats: &[RecordFormat<G>],
) -> clap::Command {
    if formats.is_empty() {
        return cmd.mut_subcommand("record", |s| s.hide(true));
    }
    let names: Vec<&'static str> = formats.iter().map(|f| f.name).collect();
    cmd.mut_subcommand("record", |s| {
        s.mut_arg("format", |a| {
            a.value_parser(PossibleValuesParser::new(names))
        })
    })
}

/// Plays `--moves` from `--fen` as `judge` reads them and writes the game in `--format`, to
/// `--out` or standard output.
pub(super) fn run_record<G: RuleSet>(
    args: &RecordArgs,
    notation: G::Notation,
    parts: &Parts<G>,
    program: &str,
) -> Result<(), CliError> {
    let Some(format) = parts.formats.iter().find(|f| f.name == args.format) else {
        return Err(CliError::Lacks {
            program: program.to_string(),
            what: "`record`".to_string(),
            why: "its game writes no record files of its own",
        });
    };
    let judging = parts.written.unwrap_or(judge::<G, String>);
    let fen = args.position.fen();
    let (end, _) =
        judging(fen.as_deref(), &args.position.moves(), notation).map_err(CliError::Judge)?;
    write_out(
        args.out.as_deref(),
        &(format.write)(&Record::from_position(&end)),
    )
}
