//! The gambit-variants engine: UCI with `UCI_Variant` when run without arguments, else the
//! subcommands `perft`, `judge`, `bench` and `diagram` with `--variant NAME` (default `chess`).

use gambit::cli::Program;
use gambit::diagram::Diagram;
use gambit::judge::Explain;
use gambit::perft::CountReplies;
use gambit::protocol::Identity;
use gambit::search::SearchGame;

const ID: Identity = Identity {
    name: concat!("gambit-variants ", env!("CARGO_PKG_VERSION")),
    author: "the gambit developers",
};

/// The command line of one variant: the engine, perft, judge with explanations, diagrams.
fn program<G>() -> Program<G>
where
    G: SearchGame + CountReplies + Diagram + Explain,
{
    Program::<G>::new(ID)
        .counting_replies()
        .diagrams()
        .explaining()
        .uci()
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        gambit::protocol::run_stdio(&mut gambit_variants::uci::VariantsUci::new(ID));
        return;
    }
    let mut variant = "chess".to_string();
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
