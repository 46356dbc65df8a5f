//! The losalamos engine: UCI without arguments, else the subcommands of the gambit engines
//! (`perft`, `judge`, `bench`, `diagram`). `--variant losalamos` is taken and dropped, as the
//! multi-variant tools pass it; another name is an error.

use gambit::kernel::Position;
use gambit_engine::cli::Program;
use gambit_engine::protocol::Identity;
use losalamos::LosAlamos;

const ID: Identity = Identity {
    name: concat!("losalamos ", env!("CARGO_PKG_VERSION")),
    author: "the gambit developers",
};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--variant") {
        let name = args.drain(i..(i + 2).min(args.len())).nth(1);
        let name = name.unwrap_or_default();
        if name != "losalamos" {
            eprintln!("error: --variant '{name}': this engine plays losalamos only");
            std::process::exit(2);
        }
    }
    let program = Program::<Position<LosAlamos>>::new(ID).diagrams().uci();
    std::process::exit(program.run(&args));
}
