//! pgn-reader's `validate` example (pgn-reader 0.29), timed: reads the PGN file given, parses
//! and plays every SAN move of every main line with shakmaty (variations skipped), and prints
//! the games read, those with an error, and games per second.
//!
//! ```text
//! cargo run --release --manifest-path scripts/pgn_reader_bench/Cargo.toml -- FILE.pgn
//! ```

use std::{env, fs::File, io, ops::ControlFlow, process, time::Instant};

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::{fen::Fen, CastlingMode, Chess, Position};

struct Validator {
    games: usize,
}

impl Visitor for Validator {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.games += 1;
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        // Games from a non-standard starting position.
        if name == b"FEN" {
            let Ok(fen) = Fen::from_ascii(value.as_bytes()) else {
                return ControlFlow::Break(false);
            };
            let Ok(pos) = fen.into_position(CastlingMode::Chess960) else {
                return ControlFlow::Break(false);
            };
            tags.replace(pos);
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(tags.unwrap_or_default())
    }

    fn san(
        &mut self,
        movetext: &mut Self::Movetext,
        san_plus: SanPlus,
    ) -> ControlFlow<Self::Output> {
        match san_plus.san.to_move(movetext) {
            Ok(m) => movetext.play_unchecked(m),
            Err(err) => {
                eprintln!("error in game {}: {} {}", self.games, err, san_plus);
                return ControlFlow::Break(false);
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _movetext: Self::Movetext) -> Self::Output {
        true
    }
}

fn main() -> io::Result<()> {
    let Some(path) = env::args().nth(1) else {
        eprintln!("usage: pgn-reader-bench FILE.pgn");
        process::exit(2);
    };
    let started = Instant::now();
    let mut reader = Reader::new(File::open(&path)?);
    let mut validator = Validator { games: 0 };
    let mut errors = 0usize;
    while let Some(ok) = reader.read_game(&mut validator)? {
        errors += usize::from(!ok);
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{path}: {} games, {errors} with errors, {seconds:.2} s, {:.0} games/s",
        validator.games,
        validator.games as f64 / seconds
    );
    if errors > 0 {
        process::exit(1);
    }
    Ok(())
}
