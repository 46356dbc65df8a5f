//! What the examples share: choosing the game by name, and reporting an error.

/// Evaluates `$body` with `$game` the position type of the game called `$name` (`chess`,
/// `xiangqi`, `shogi`); an error for any other name.
macro_rules! with_game {
    ($name:expr, $game:ident => $body:expr) => {
        match $name {
            "chess" => {
                type $game = gambit_chess::Chess;
                $body
            }
            "xiangqi" => {
                type $game = gambit_xiangqi::Xiangqi;
                $body
            }
            "shogi" => {
                type $game = gambit_shogi::Shogi;
                $body
            }
            other => Err(format!("unknown game '{other}' (chess, xiangqi or shogi)").into()),
        }
    };
}
pub(crate) use with_game;

/// Runs `run`; on an error prints it and exits with status 2.
pub fn exit_on_error(run: impl FnOnce() -> Result<(), Box<dyn std::error::Error>>) {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
