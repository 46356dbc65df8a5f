//! The gambit-xiangqi engine: UCI on stdin/stdout, or a subcommand (`perft`, `judge`, `bench`,
//! `diagram`; `--help` lists them).

use gambit::protocol::Identity;
use gambit_xiangqi::Xiangqi;

fn main() {
    let args = std::env::args().skip(1).collect::<Vec<_>>();
    std::process::exit(gambit::cli::run::<Xiangqi>(
        Identity {
            name: concat!("gambit-xiangqi ", env!("CARGO_PKG_VERSION")),
            author: "the gambit developers",
        },
        &args,
    ));
}
