//! The tuner's output: weights as Rust source that a game crate compiles in.

use std::fmt::Write;

/// The source of a weights module: a doc header (what the file is, then `header`, one line
/// each: the command and the data that made it), and `pub const WEIGHTS: [(i32, i32); N]`,
/// one `(middlegame, endgame)` pair per line with its name as a comment. `names` and
/// `weights` have the same length.
pub fn weights_source(header: &[String], names: &[String], weights: &[(i32, i32)]) -> String {
    let mut s = String::new();
    s.push_str(
        "//! Evaluation weights written by the tuner (docs/tuning.md): do not edit by hand,\n",
    );
    s.push_str("//! run the tuner again.\n");
    if !header.is_empty() {
        s.push_str("//!\n");
    }
    for line in header {
        let _ = writeln!(s, "//! {line}");
    }
    s.push('\n');
    s.push_str(
        "/// The (middlegame, endgame) weight of every evaluation term, centipawns, in the order\n\
         /// of the evaluation's term list; each line names its term.\n",
    );
    s.push_str("#[rustfmt::skip]\n");
    let _ = writeln!(s, "pub const WEIGHTS: [(i32, i32); {}] = [", weights.len());
    for (i, &(mg, eg)) in weights.iter().enumerate() {
        let name = names.get(i).map_or("", String::as_str);
        let _ = writeln!(s, "    ({mg}, {eg}), // {name}");
    }
    s.push_str("];\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_one_named_pair_per_line() {
        let src = weights_source(
            &["Command: `tune`".to_string()],
            &["material pawn".to_string(), "tempo".to_string()],
            &[(82, 94), (-3, 0)],
        );
        assert!(src.starts_with("//! Evaluation weights written by the tuner"));
        assert!(src.contains("//! Command: `tune`\n"));
        assert!(src.contains("pub const WEIGHTS: [(i32, i32); 2] = [\n"));
        assert!(src.contains("    (82, 94), // material pawn\n    (-3, 0), // tempo\n];\n"));
    }
}
