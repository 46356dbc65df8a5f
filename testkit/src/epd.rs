//! EPD perft suites: `<FEN> ;D1 <nodes> ;D2 <nodes> ...`, one position per line.

use gambit::perft::{divide, perft};
use gambit::Game;
use std::fmt::Write as _;
use std::ops::RangeBounds;

/// One position of an EPD perft suite: its FEN and the expected `(depth, nodes)` counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// The 1-based line number in the EPD text, for messages.
    pub line: usize,
    /// The position, as written before the first `;`.
    pub fen: String,
    /// The expected perft counts, `(depth, nodes)`, in the order of the line.
    pub depths: Vec<(u32, u64)>,
}

/// Reads an EPD perft suite: lines `<FEN> ;D1 <nodes> ;D2 <nodes> ...`; blank lines and lines
/// starting with `#` are skipped, and so is an empty field (a trailing `;`).
///
/// # Panics
///
/// On a field that is not `D<depth> <nodes>`, naming its line: a malformed suite is a mistake
/// in the test's data.
pub fn read_epd(text: &str) -> Vec<PerftCase> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';');
        let fen = fields.next().unwrap_or_default().trim().to_string();
        let depths = fields
            .map(str::trim)
            .filter(|f| !f.is_empty())
            .map(|f| {
                parse_count(f).unwrap_or_else(|| {
                    panic!(
                        "EPD line {}: field `{f}` is not `D<depth> <nodes>` (in `{line}`)",
                        i + 1
                    )
                })
            })
            .collect();
        cases.push(PerftCase {
            line: i + 1,
            fen,
            depths,
        });
    }
    cases
}

/// `D<depth> <nodes>`.
fn parse_count(field: &str) -> Option<(u32, u64)> {
    let (depth, nodes) = field.split_once(char::is_whitespace)?;
    Some((
        depth.strip_prefix('D')?.parse().ok()?,
        nodes.trim().parse().ok()?,
    ))
}

/// Runs the EPD suite `epd` (the text itself, so that a crate can `include_str!` its data)
/// with the game's default notation, at every depth whose expected count is at most
/// `max_nodes`. Returns the number of counts checked.
///
/// # Panics
///
/// When the text holds no position, when the game refuses a FEN, and at the first count that
/// differs, naming the EPD line, the FEN and the depth, with the count of each root move.
pub fn run_epd_suite<G: Game>(epd: &str, max_nodes: u64) -> usize {
    run_epd_suite_with::<G>(epd, G::Notation::default(), ..=max_nodes)
}

/// [`run_epd_suite`] with a notation of the game's (which the game adjusts to what each FEN
/// implies, [`Game::notation_for_fen`]), at every depth whose expected count lies in `nodes`:
/// `..=2_000_000` for a quick suite, `2_000_001..` for the deep counts of an `#[ignore]`d test.
/// Returns the number of counts checked.
///
/// # Panics
///
/// As [`run_epd_suite`].
pub fn run_epd_suite_with<G: Game>(
    epd: &str,
    notation: G::Notation,
    nodes: impl RangeBounds<u64>,
) -> usize {
    let cases = read_epd(epd);
    assert!(!cases.is_empty(), "the EPD text holds no position");
    run_perft_suite::<G>(&cases, notation, nodes)
}

/// Runs the suite `cases` (from [`read_epd`]) read with `notation`, at every depth whose
/// expected count lies in `nodes`. Returns the number of counts checked.
///
/// # Panics
///
/// When the game refuses a FEN, and at the first count that differs, naming the EPD line, the
/// FEN and the depth, with the count of each root move (to compare with another program's
/// divide).
pub fn run_perft_suite<G: Game>(
    cases: &[PerftCase],
    notation: G::Notation,
    nodes: impl RangeBounds<u64>,
) -> usize {
    run_perft_suite_by(cases, notation, nodes, perft::<G>)
}

/// [`run_perft_suite`] counting with `count`: `gambit::perft::perft_fast::<MyGame>` for a
/// game with perft's optional `CountReplies` (its shortcuts checked against the suite), or
/// any other counter with `perft`'s meaning.
///
/// # Panics
///
/// As [`run_perft_suite`].
pub fn run_perft_suite_by<G: Game>(
    cases: &[PerftCase],
    notation: G::Notation,
    nodes: impl RangeBounds<u64>,
    count: fn(&G, u32) -> u64,
) -> usize {
    let mut checked = 0;
    for case in cases {
        let pos = read_position::<G>(case, notation);
        for &(depth, want) in &case.depths {
            if !nodes.contains(&want) {
                continue;
            }
            let got = count(&pos, depth);
            if got != want {
                panic!(
                    "{} perft mismatch at EPD line {}, depth {depth}: got {got}, expected {want}\n\
                     FEN: {}\n{}",
                    G::NAME,
                    case.line,
                    case.fen,
                    divide_text(&pos, depth)
                );
            }
            checked += 1;
        }
    }
    checked
}

/// The positions of an EPD suite (its counts ignored), read with `notation`: starts for random
/// games, positions to compare with a reference.
///
/// # Panics
///
/// When the game refuses a FEN, naming its line.
pub fn suite_positions<G: Game>(epd: &str, notation: G::Notation) -> Vec<G> {
    read_epd(epd)
        .iter()
        .map(|case| read_position(case, notation))
        .collect()
}

fn read_position<G: Game>(case: &PerftCase, notation: G::Notation) -> G {
    G::from_fen(&case.fen, notation).unwrap_or_else(|e| {
        panic!(
            "EPD line {}: {} refused the FEN `{}`: {e}",
            case.line,
            G::NAME,
            case.fen
        )
    })
}

/// `divide` at `depth`, one `<move>: <count>` line per root move in notation, sorted.
fn divide_text<G: Game>(pos: &G, depth: u32) -> String {
    if depth == 0 {
        return String::new();
    }
    let mut counts = Vec::new();
    divide(pos, depth, 1, |m, n| counts.push((pos.format_move(m), n)));
    counts.sort();
    let mut text = format!("divide {depth} ({} root moves):\n", counts.len());
    for (m, n) in counts {
        let _ = writeln!(text, "  {m}: {n}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_fields_comments_and_blank_lines() {
        let text = "# a comment\n\n8/8/8 w - - 0 1 ;D1 20 ;D2 400 ;\n  x y ;D3 5\n";
        let cases = read_epd(text);
        assert_eq!(
            cases,
            vec![
                PerftCase {
                    line: 3,
                    fen: "8/8/8 w - - 0 1".into(),
                    depths: vec![(1, 20), (2, 400)],
                },
                PerftCase {
                    line: 4,
                    fen: "x y".into(),
                    depths: vec![(3, 5)],
                },
            ]
        );
    }

    #[test]
    #[should_panic(expected = "EPD line 2: field `D1 twenty`")]
    fn names_the_line_of_a_bad_field() {
        read_epd("# suite\nfen ;D1 twenty\n");
    }

    #[test]
    fn refuses_fields_without_depth_or_nodes() {
        assert_eq!(parse_count("D4 197281"), Some((4, 197281)));
        assert_eq!(parse_count("D4\t197281"), Some((4, 197281)));
        assert_eq!(parse_count("4 197281"), None);
        assert_eq!(parse_count("D4"), None);
        assert_eq!(parse_count("id \"x\""), None);
    }
}
