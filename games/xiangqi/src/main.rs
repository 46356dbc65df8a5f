//! The gambit-xiangqi engine: UCI on stdin/stdout, or a subcommand (`perft`, `judge`, `bench`,
//! `diagram`; `--help` lists them).

use gambit_engine::protocol::Identity;

fn main() {
    let args = std::env::args().skip(1).collect::<Vec<_>>();
    let id = Identity {
        name: concat!("gambit-xiangqi ", env!("CARGO_PKG_VERSION")),
        author: "the gambit developers",
    };
    std::process::exit(gambit_xiangqi::program(id).run(&args));
}
