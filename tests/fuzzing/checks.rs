//! The invariants on FENs, move strings and the judge, and the inputs that exercise them.

use super::games::{legal, notation, sample_fen, sample_position, walk};
use super::mutate::{mutate, raw_text};
use super::{Bytes, FuzzGame};
use gambit::diagram::Diagram;
use gambit::judge::{judge, Explain, JudgeError};
use gambit::{Game, RuleSet};

/// A FEN to try: arbitrary text, or a sample FEN (or the FEN of a position reached by random
/// moves) with structured mutations.
pub fn fen_input<G: FuzzGame>(input: &mut Bytes) -> String {
    match input.below(4) {
        0 => {
            let len = input.below(120);
            raw_text(input, len)
        }
        1 => sample_fen::<G>(input).to_string(),
        2 => {
            let base = sample_fen::<G>(input);
            mutate(base, input)
        }
        _ => {
            let n = notation::<G>(input);
            let mut pos = sample_position::<G>(input, n);
            let plies = input.below(40);
            walk(&mut pos, input, plies);
            mutate(&pos.fen(), input)
        }
    }
}

/// Reads `text` as a FEN; when accepted, checks the position (see [`check_position`]).
pub fn check_fen<G: RuleSet>(text: &str, base: G::Notation) {
    if let Ok(pos) = G::from_fen(text, G::notation_for_fen(text, base)) {
        check_position(&pos);
    }
}

/// An accepted position: its FEN reads back to the same FEN and key, the incremental key is
/// the key from scratch, the counting generator agrees with the list, every legal move's text
/// parses back to it, the FEN after each move reads back, and making then taking back each
/// move restores the FEN; the rules give a verdict without panicking.
pub fn check_position<G: RuleSet>(pos: &G) {
    let fen = pos.fen();
    let again = G::from_fen(&fen, pos.notation())
        .unwrap_or_else(|e| panic!("own FEN refused: {fen:?}: {e}"));
    assert_eq!(again.fen(), fen, "FEN round trip");
    assert_eq!(
        again.key(),
        pos.key(),
        "key after the FEN round trip of {fen}"
    );
    assert_eq!(pos.key(), pos.compute_key(), "incremental key of {fen}");
    let moves = legal(pos);
    assert_eq!(pos.count_legal(), moves.len(), "count_legal at {fen}");
    let mut p = pos.clone();
    for &m in moves.iter() {
        let text = p.format_move(m);
        assert_eq!(p.parse_move(&text).ok(), Some(m), "{text} at {fen}");
        p.make(m);
        assert_eq!(p.key(), p.compute_key(), "key after {text} at {fen}");
        // The counters written after a move (halfmove clock, fullmove number) read back.
        let after = p.fen();
        let read = G::from_fen(&after, p.notation())
            .unwrap_or_else(|e| panic!("FEN after {text} at {fen} refused: {after:?}: {e}"));
        assert_eq!(read.fen(), after, "FEN round trip after {text} at {fen}");
        let _ = p.verdict();
        p.undo();
        assert_eq!(p.fen(), fen, "undo of {text}");
    }
    let _ = pos.verdict();
    let _ = pos.pretty();
}

/// A position reached by random moves from a sample position, and a move text to read there:
/// arbitrary text, a legal move's text (in any notation), or one with structured mutations.
pub fn move_input<G: FuzzGame>(input: &mut Bytes) -> (G, String) {
    let n = notation::<G>(input);
    let mut pos = sample_position::<G>(input, n);
    let plies = input.below(60);
    walk(&mut pos, input, plies);
    let moves = legal(&pos);
    let text = match input.below(3) {
        0 => {
            let len = input.below(12);
            raw_text(input, len)
        }
        _ if moves.is_empty() => "0000".to_string(),
        k => {
            // A move as another notation writes it (Chess960 castling, ranks from 1).
            let mut other = pos.clone();
            other.set_notation(notation::<G>(input));
            let text = other.format_move(moves[input.below(moves.len())]);
            if k == 1 {
                text
            } else {
                mutate(&text, input)
            }
        }
    };
    (pos, text)
}

/// A move text that parses is a legal move, and its own text parses back to it.
pub fn check_move_text<G: Game>(pos: &G, text: &str) {
    if let Ok(m) = pos.parse_move(text) {
        assert!(
            legal(pos).contains(&m),
            "{text:?} parsed to an illegal move {m:?} at {}",
            pos.fen()
        );
        let back = pos.format_move(m);
        assert_eq!(
            pos.parse_move(&back).ok(),
            Some(m),
            "{back} at {}",
            pos.fen()
        );
    }
}

/// A judge call: a FEN (none, a sample, or a mutated one), the moves of a random game with
/// repetitions (sometimes mutated, sometimes with garbage appended), and a notation.
pub fn judge_input<G: FuzzGame>(input: &mut Bytes) -> (Option<String>, Vec<String>, G::Notation) {
    let notation = notation::<G>(input);
    let fen = match input.below(4) {
        0 => None,
        1 => Some(mutate(sample_fen::<G>(input), input)),
        _ => Some(sample_fen::<G>(input).to_string()),
    };
    let mut pos = match fen.as_deref() {
        Some(f) => G::from_fen(f, G::notation_for_fen(f, notation))
            .unwrap_or_else(|_| G::startpos(notation)),
        None => G::startpos(notation),
    };
    let plies = input.below(120);
    let mut moves = walk(&mut pos, input, plies);
    match input.below(4) {
        0 if !moves.is_empty() => {
            let i = input.below(moves.len());
            moves[i] = mutate(&moves[i], input);
        }
        1 => {
            let len = input.below(10);
            moves.push(raw_text(input, len));
        }
        _ => {}
    }
    (fen, moves, notation)
}

/// The judge agrees with a replay of the moves: when it accepts them each one parses and is
/// legal, and its position and verdict are the replay's; when it refuses one, the replay
/// fails at that ply for the reason given.
pub fn check_judge<G: Explain + Diagram>(
    fen: Option<&str>,
    moves: &[String],
    notation: G::Notation,
) {
    let result = judge::<G, String>(fen, moves, notation);
    let start = match fen {
        Some(f) => match G::from_fen(f, G::notation_for_fen(f, notation)) {
            Ok(p) => p,
            Err(_) => {
                assert!(
                    matches!(result, Err(JudgeError::Fen(_))),
                    "a refused FEN judged: {:?}",
                    result.map(|(p, v)| (p.fen(), v))
                );
                return;
            }
        },
        None => G::startpos(notation),
    };
    let mut replay = start;
    let stop_at = match &result {
        Ok(_) => moves.len(),
        Err(JudgeError::Fen(e)) => panic!("the judge refused a FEN that reads: {e}"),
        Err(JudgeError::Move { ply, .. } | JudgeError::AfterEnd { ply, .. }) => ply - 1,
    };
    for text in &moves[..stop_at] {
        assert!(replay.automatic_verdict().is_none(), "a move after the end");
        let m = replay
            .parse_move(text)
            .unwrap_or_else(|e| panic!("the judge accepted {text}: {e}"));
        assert!(
            legal(&replay).contains(&m),
            "the judge accepted illegal {text}"
        );
        replay.make(m);
    }
    match result {
        Ok((pos, verdict)) => {
            assert_eq!(pos.fen(), replay.fen());
            assert_eq!(verdict, replay.verdict());
            let _ = pos.explain();
        }
        Err(JudgeError::Move { text, .. }) => {
            assert!(replay.automatic_verdict().is_none());
            assert!(
                replay.parse_move(&text).is_err(),
                "the judge refused {text}"
            );
        }
        Err(JudgeError::AfterEnd { verdict, .. }) => {
            assert_eq!(replay.automatic_verdict(), Some(verdict));
        }
        Err(JudgeError::Fen(_)) => unreachable!(),
    }
}
