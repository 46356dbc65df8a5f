//! The gambit-chess engine: UCI with no arguments, else `perft`, `judge`, `bench` or `diagram`
//! (`--help` lists them).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = gambit::protocol::Identity {
        name: concat!("gambit-chess ", env!("CARGO_PKG_VERSION")),
        author: "the gambit developers",
    };
    std::process::exit(gambit::cli::run::<gambit_chess::Chess>(id, &args));
}
