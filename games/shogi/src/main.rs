//! `gambit-shogi`: the USI engine, and the `perft`, `judge`, `bench` and `diagram` subcommands
//! (`--help` lists them).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = gambit_engine::protocol::Identity {
        name: concat!("gambit-shogi ", env!("CARGO_PKG_VERSION")),
        author: "the gambit developers",
    };
    std::process::exit(gambit_shogi::program(id).run(&args));
}
