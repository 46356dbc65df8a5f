//! Writes the WXF text of every move of games read from standard input, for
//! `scripts/wxf_check.py` (which compares it with Fairy-Stockfish's).
//!
//! Each input line is `<FEN> ; <move> <move> ...`, the moves in coordinates with ranks 0-9
//! (`h2e2`), optionally followed by `; <wxf> <wxf> ...`, one WXF text per move to be read
//! back. Each output line is the WXF of the moves, then (when texts were given) ` ; ` and the
//! move each text was read as (`-` for a text that was refused). A line that cannot be played
//! gets `error: <why>`.
//!
//! ```text
//! cargo run --release -p gambit-xiangqi --example wxf_dump
//! ```

use gambit::Game;
use gambit_xiangqi::Xiangqi;
use std::io::{self, BufRead, Write};

fn dump(line: &str) -> Result<String, String> {
    let mut parts = line.split(';');
    let fen = parts.next().unwrap_or("").trim();
    let moves: Vec<&str> = parts.next().unwrap_or("").split_whitespace().collect();
    let texts: Option<Vec<&str>> = parts.next().map(|t| t.split_whitespace().collect());
    let mut pos: Xiangqi = fen.parse().map_err(|e| format!("{e}"))?;
    let mut written = Vec::with_capacity(moves.len());
    let mut read = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        written.push(pos.wxf(m));
        if let Some(given) = texts.as_ref().and_then(|t| t.get(i)) {
            read.push(match pos.parse_wxf(given) {
                Ok(r) => pos.format_move(r),
                Err(_) => "-".to_string(),
            });
        }
        pos.make(m);
    }
    let mut out = written.join(" ");
    if texts.is_some() {
        out.push_str(" ; ");
        out.push_str(&read.join(" "));
    }
    Ok(out)
}

fn main() {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let reply = dump(&line).unwrap_or_else(|e| format!("error: {e}"));
        if writeln!(out, "{reply}").is_err() {
            break;
        }
    }
    let _ = out.flush();
}
