//! Writes a PGN file of N random chess games that look like a database's records: the seven
//! tag roster and more (Elo, time control, opening name, some `Termination` tags), SAN with
//! check marks, move numbers, results, clock and text comments `{...}`, NAGs and variations
//! `( ... )`. Deterministic by seed: the same arguments give the same file. The speed test
//! of `judge --pgn` at database scale reads it (docs/performance.md).
//!
//! ```text
//! cargo run --release --example pgn_corpus -- GAMES SEED > games.pgn
//! cargo run --release --example pgn_corpus -- 100000 1 > /work/pgn-data/corpus-100k.pgn
//! ```
//!
//! Each game is uniformly random legal moves up to a length drawn from 60..=200 plies, or
//! until the judge rules the game over (mate, stalemate, a draw by rule); its result is the
//! verdict's, else a result as a resignation or agreement would give it.

use gambit::prelude::*;
use gambit_chess::Chess;
use std::error::Error;
use std::io::Write;

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// `true` with probability `percent` / 100.
    fn percent(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Movetext words filled into lines of at most 79 characters.
#[derive(Default)]
struct Lines {
    out: String,
    len: usize,
}

impl Lines {
    fn word(&mut self, w: &str) {
        if self.len > 0 && self.len + 1 + w.len() > 79 {
            self.out.push('\n');
            self.len = 0;
        } else if self.len > 0 {
            self.out.push(' ');
            self.len += 1;
        }
        self.out.push_str(w);
        self.len += w.len();
    }
}

const COMMENTS: [&str; 6] = [
    "Good move",
    "A blunder that loses material",
    "The only move",
    "White is better",
    "Black has compensation for the pawn",
    "Time trouble",
];
const OPENINGS: [&str; 5] = [
    "Sicilian Defense",
    "Queen's Gambit Declined",
    "Ruy Lopez",
    "French Defense",
    "King's Indian Defense",
];

/// A line of 1..=5 random moves from `pos` (left as it was), in SAN with move numbers.
fn variation(pos: &mut Chess, rng: &mut Rng, lines: &mut Lines) {
    let len = 1 + rng.below(5);
    let mut played = 0;
    for i in 0..len {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        let number = pos.ply() / 2 + 1;
        let san = pos.san(m);
        let word = match (pos.side_to_move(), i) {
            (Color::White, _) => format!("{number}. {san}"),
            (Color::Black, 0) => format!("{number}... {san}"),
            (Color::Black, _) => san,
        };
        let first = if i == 0 { "(" } else { "" };
        lines.word(&format!("{first}{word}"));
        pos.make(m);
        played += 1;
    }
    for _ in 0..played {
        pos.undo();
    }
    let last = lines.out.pop();
    lines.out.push_str(&format!("{})", last.unwrap_or(' ')));
    lines.len += 1;
}

/// Game `n` of the corpus.
fn game(n: usize, rng: &mut Rng) -> String {
    let mut pos = Chess::startpos(Default::default());
    let cap = 60 + rng.below(141);
    let mut lines = Lines::default();
    let mut numbered = true;
    let mut verdict = None;
    while pos.ply() < cap {
        let moves = pos.legal_moves();
        let m = moves[rng.below(moves.len())];
        let number = pos.ply() / 2 + 1;
        let san = pos.san(m);
        let white = pos.side_to_move() == Color::White;
        if white {
            lines.word(&format!("{number}."));
        } else if numbered {
            lines.word(&format!("{number}..."));
        }
        numbered = false;
        let nag = if rng.percent(2) {
            ["!", "?", "!?", "?!"][rng.below(4)]
        } else {
            ""
        };
        lines.word(&format!("{san}{nag}"));
        if rng.percent(1) {
            lines.word(&format!("${}", 1 + rng.below(20)));
        }
        let mut before = pos.clone();
        pos.make(m);
        if rng.percent(3) {
            let minutes = rng.below(10);
            let seconds = rng.below(60);
            let comment = if rng.percent(60) {
                format!("{{[%clk 0:{minutes:02}:{seconds:02}]}}")
            } else {
                format!("{{{}}}", COMMENTS[rng.below(COMMENTS.len())])
            };
            for w in comment.split(' ') {
                lines.word(w);
            }
            numbered = true;
        }
        if rng.percent(2) {
            variation(&mut before, rng, &mut lines);
            numbered = true;
        }
        verdict = pos.verdict();
        if verdict.is_some() {
            break;
        }
    }
    let result = match verdict.map(|v| v.outcome) {
        Some(o) => o,
        None => match rng.below(10) {
            0..=3 => Outcome::FirstWins,
            4..=7 => Outcome::SecondWins,
            _ => Outcome::Draw,
        },
    };
    let token = match result {
        Outcome::FirstWins => "1-0",
        Outcome::SecondWins => "0-1",
        Outcome::Draw => "1/2-1/2",
    };
    lines.word(token);
    let termination = match verdict {
        Some(_) => "Normal",
        None if rng.percent(10) => "Time forfeit",
        None => "Normal",
    };
    let day = 1 + n % 28;
    let month = 1 + n / 28 % 12;
    format!(
        "[Event \"Corpus rated blitz game\"]\n[Site \"https://example.org/{n:08}\"]\n\
         [Date \"2024.{month:02}.{day:02}\"]\n[Round \"{round}\"]\n[White \"player{w}\"]\n\
         [Black \"player{b}\"]\n[Result \"{token}\"]\n[WhiteElo \"{we}\"]\n[BlackElo \"{be}\"]\n\
         [TimeControl \"300+0\"]\n[Opening \"{opening}\"]\n[Termination \"{termination}\"]\n\n\
         {movetext}\n\n",
        round = 1 + n % 9,
        w = rng.below(5000),
        b = rng.below(5000),
        we = 1200 + rng.below(1400),
        be = 1200 + rng.below(1400),
        opening = OPENINGS[rng.below(OPENINGS.len())],
        movetext = lines.out,
    )
}

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [games, seed] = args.as_slice() else {
        return Err("usage: pgn_corpus GAMES SEED".into());
    };
    let games: usize = games.parse().map_err(|e| format!("GAMES '{games}': {e}"))?;
    let seed: u64 = seed.parse().map_err(|e| format!("SEED '{seed}': {e}"))?;
    let mut rng = Rng(seed);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for n in 1..=games {
        out.write_all(game(n, &mut rng).as_bytes())?;
    }
    out.flush()?;
    Ok(())
}
