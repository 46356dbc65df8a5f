//! The gambit-chess engine: UCI with no arguments, else a subcommand (`perft`, `judge`,
//! `bench`, `diagram`, `datagen`, `tune`, `train`; `--help` lists them).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = gambit_engine::protocol::Identity {
        name: concat!("gambit-chess ", env!("CARGO_PKG_VERSION")),
        author: "the gambit developers",
    };
    std::process::exit(gambit_chess::program(id).run(&args));
}
