//! The project's side of `scripts/san_pgn_check.py`, the differential check of SAN and PGN
//! against python-chess.
//!
//! `san_dump san` reads lines `<FEN>\t<chess960: 0 or 1>\t<UCI moves>` on stdin and answers
//! each with one line: the SAN of every move, each written in the position before it, or
//! `error: <why>`.
//!
//! `san_dump pgn <file>` reads a PGN file and prints one line per game: the UCI moves of its
//! main line (castling king-takes-rook in Chess960 games), or `error: <why>`.

use gambit::Game;
use gambit_chess::{read_pgn, Chess, ChessNotation};
use std::io::{BufRead, Write};

fn san_line(line: &str) -> Result<String, String> {
    let mut fields = line.split('\t');
    let fen = fields.next().unwrap_or_default();
    let chess960 = fields.next().unwrap_or("0").trim() == "1";
    let moves = fields.next().unwrap_or_default();
    let mut pos =
        Chess::from_fen(fen, ChessNotation { chess960 }).map_err(|e| format!("bad FEN: {e}"))?;
    let mut sans = Vec::new();
    for uci in moves.split_whitespace() {
        let m = pos.parse_move(uci).map_err(|e| format!("{uci}: {e}"))?;
        sans.push(pos.san(m));
        pos.make(m);
    }
    Ok(sans.join(" "))
}

fn pgn_lines(path: &str, out: &mut impl Write) -> std::io::Result<()> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => return writeln!(out, "error: {path}: {e}"),
    };
    for game in read_pgn(&text) {
        match game {
            Ok(game) => {
                let mut pos = game.start.clone();
                let mut ucis = Vec::new();
                for m in game.mainline() {
                    ucis.push(pos.format_move(m));
                    pos.make(m);
                }
                writeln!(out, "{}", ucis.join(" "))?;
            }
            Err(e) => writeln!(out, "error: {e}")?,
        }
    }
    Ok(())
}

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match args.first().map(String::as_str) {
        Some("san") => {
            for line in std::io::stdin().lock().lines() {
                match san_line(&line?) {
                    Ok(sans) => writeln!(out, "{sans}")?,
                    Err(e) => writeln!(out, "error: {e}")?,
                }
            }
            Ok(())
        }
        Some("pgn") if args.len() == 2 => pgn_lines(&args[1], &mut out),
        _ => {
            eprintln!("usage: san_dump san < lines of <FEN>\\t<0|1>\\t<UCI moves>\n       san_dump pgn <file>");
            std::process::exit(2);
        }
    }
}
