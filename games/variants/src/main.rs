//! The gambit-variants engine: UCI with `UCI_Variant` when run without arguments, else the
//! subcommands `perft`, `judge`, `bench` and `diagram` with `--variant NAME` (default `chess`;
//! `judge --pgn FILE` without it takes the variant from the file's first `Variant` tag, as
//! lichess exports it).

use gambit::diagram::Diagram;
use gambit::judge::{Explain, PgnRecords};
use gambit::perft::CountReplies;
use gambit::search::SearchGame;
use gambit_engine::cli::Program;
use gambit_engine::protocol::Identity;

const ID: Identity = Identity {
    name: concat!("gambit-variants ", env!("CARGO_PKG_VERSION")),
    author: "the gambit developers",
};

/// The command line of one variant: the engine, perft, judge with explanations and PGN
/// records, diagrams.
fn program<G>() -> Program<G>
where
    G: SearchGame + CountReplies + Diagram + Explain + PgnRecords,
{
    Program::<G>::new(ID)
        .about(
            "The variants engine of gambit: UCI with UCI_Variant on standard input and output \
             when run without arguments, else a subcommand on the variant --variant names",
        )
        .counting_replies()
        .diagrams()
        .explaining()
        .records()
        .uci()
}

/// The variant a PGN file's first `Variant` tag names (`chess` when it has none), if the
/// file can be read and the tag names one: the first variant whose PGN reader takes the tag.
fn pgn_variant(path: &str) -> Option<&'static str> {
    let text = std::fs::read_to_string(path).ok()?;
    let tag = text
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("[Variant "))
        .unwrap_or("");
    let probe = format!("{tag}\n\n*\n");
    gambit_variants::VARIANTS.iter().copied().find(|&name| {
        gambit_variants::with_variant!(name, G => G::pgn_records(&probe, Default::default())
            .next()
            .is_some_and(|game| game.is_ok()))
        .unwrap_or(false)
    })
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        gambit_engine::protocol::run_stdio(&mut gambit_variants::uci::VariantsUci::new(ID));
        return;
    }
    if let Some(lines) = gambit_engine::protocol::argument_commands(&args) {
        let mut session = gambit_variants::uci::VariantsUci::new(ID);
        gambit_engine::protocol::run_lines(&mut session, lines);
        return;
    }
    let mut variant = "chess".to_string();
    let named = args
        .iter()
        .any(|a| a == "--variant" || a.starts_with("--variant="));
    if let Some(i) = args
        .iter()
        .position(|a| a == "--variant" || a.starts_with("--variant="))
    {
        if let Some(v) = args[i].strip_prefix("--variant=") {
            variant = v.to_string();
            args.remove(i);
        } else if i + 1 < args.len() {
            variant = args.remove(i + 1);
            args.remove(i);
        } else {
            eprintln!(
                "error: --variant needs a name: {}",
                gambit_variants::VARIANTS.join(", ")
            );
            std::process::exit(2);
        }
    }
    let pgn = args
        .iter()
        .enumerate()
        .find_map(|(i, a)| match a.strip_prefix("--pgn=") {
            Some(path) => Some(path),
            None if a == "--pgn" => args.get(i + 1).map(String::as_str),
            None => None,
        });
    if !named {
        if let Some(found) = pgn.and_then(pgn_variant) {
            variant = found.to_string();
        }
    }
    let code = gambit_variants::with_variant!(variant.to_ascii_lowercase().as_str(), G => program::<G>().run(&args));
    match code {
        Some(code) => std::process::exit(code),
        None => {
            eprintln!(
                "error: unknown variant '{variant}' (known: {})",
                gambit_variants::VARIANTS.join(", ")
            );
            std::process::exit(2);
        }
    }
}
