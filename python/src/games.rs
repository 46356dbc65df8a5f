//! The games by name: chess, xiangqi, shogi and every kernel variant of `gambit-variants`.

use crate::game::{AnyGame, Board};
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

/// Every game name [`new_game`] takes: those of `gambit-variants` (chess first), then xiangqi
/// and shogi.
pub fn names() -> Vec<&'static str> {
    let mut names = gambit_variants::VARIANTS.to_vec();
    names.extend(["xiangqi", "shogi"]);
    names
}

/// The game `variant` (a name of [`names`], any case) at its start position or at `fen`, with
/// Chess960 castling when `chess960`; an unknown name, a bad FEN or a game without Chess960
/// is an error saying so.
pub fn new_game(
    variant: &str,
    fen: Option<&str>,
    chess960: bool,
) -> Result<Box<dyn AnyGame>, String> {
    fn boxed<G: crate::game::Playable>(
        fen: Option<&str>,
        chess960: bool,
    ) -> Result<Box<dyn AnyGame>, String> {
        Ok(Box::new(Board::<G>::new(fen, chess960)?))
    }
    let name = variant.to_ascii_lowercase();
    match name.as_str() {
        "xiangqi" => boxed::<Xiangqi>(fen, chess960),
        "shogi" => boxed::<Shogi>(fen, chess960),
        other => gambit_variants::with_variant!(other, G => boxed::<G>(fen, chess960))
            .unwrap_or_else(|| {
                Err(format!(
                    "unknown variant '{variant}' (known: {})",
                    names().join(", ")
                ))
            }),
    }
}
