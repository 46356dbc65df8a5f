//! A README's command lines, for a test that runs them as written: the lines of its code
//! blocks that call a binary, split into words as a shell splits them (double quotes group),
//! with the verdict their comment announces.

/// Every command line of the README's shell code blocks (` ```sh `, `bash`, `shell`,
/// `console`): their lines without blank and comment-only ones.
pub fn shell_lines(readme: &str) -> Vec<&str> {
    let mut shell = None;
    let mut found = Vec::new();
    for line in readme.lines() {
        if let Some(tag) = line.trim_start().strip_prefix("```") {
            shell = match shell {
                None => Some(matches!(tag.trim(), "sh" | "bash" | "shell" | "console")),
                Some(_) => None,
            };
            continue;
        }
        let command = line.trim();
        if shell == Some(true) && !command.is_empty() && !command.starts_with('#') {
            found.push(line);
        }
    }
    found
}

/// The README's command lines for the binary `name` (`gambit-chess`), inside shell code
/// blocks ([`shell_lines`]).
pub fn commands<'a>(readme: &'a str, name: &str) -> Vec<&'a str> {
    let call = format!("{name} ");
    shell_lines(readme)
        .into_iter()
        .filter(|line| line.starts_with(&call))
        .collect()
}

/// A command line split into its words (double quotes group) and its comment (after ` #`).
pub fn words_and_comment(line: &str) -> (Vec<String>, String) {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut in_word = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                quoted = !quoted;
                in_word = true;
            }
            '#' if !quoted && !in_word => {
                let comment: String = chars.collect();
                return (words, comment.trim().to_string());
            }
            c if c.is_whitespace() && !quoted => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    (words, String::new())
}

/// The verdict a comment announces, if any: `result: 0-1 reason: checkmate`, or a result
/// token and a reason word (`0-1 perpetual-chase`). A comment that only describes the output
/// (`game 1: result: ... one line per game`) announces none.
pub fn announced(comment: &str) -> Vec<String> {
    let words: Vec<&str> = comment.split_whitespace().collect();
    let at = words
        .iter()
        .position(|&w| w == "result:")
        .map_or(0, |i| i + 1);
    let is_result = |w: &&&str| matches!(**w, "1-0" | "0-1" | "1/2-1/2");
    let Some(result) = words.get(at).filter(is_result) else {
        return Vec::new();
    };
    let reason = match words.get(at + 1) {
        Some(&"reason:") => words.get(at + 2),
        other => other,
    };
    let mut wanted = vec![format!("result: {result}")];
    wanted.extend(reason.map(|w| format!("reason: {w}")));
    wanted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_lines_are_the_shell_blocks_commands() {
        let readme = "text\n```sh\ngambit-chess perft 3\n\n# a note\ncargo test\n```\n\
                      ```rust\ngambit-chess x\n```\ngambit-chess y\n";
        assert_eq!(shell_lines(readme), ["gambit-chess perft 3", "cargo test"]);
        assert_eq!(commands(readme, "gambit-chess"), ["gambit-chess perft 3"]);
        assert!(commands(readme, "gambit-shogi").is_empty());
    }

    #[test]
    fn words_and_comments_split_as_a_shell_does() {
        let (words, comment) =
            words_and_comment(r#"gambit-chess judge --moves "f2f3 e7e5" --fen x   # result: 0-1"#);
        assert_eq!(
            words,
            [
                "gambit-chess",
                "judge",
                "--moves",
                "f2f3 e7e5",
                "--fen",
                "x"
            ]
        );
        assert_eq!(comment, "result: 0-1");
        assert_eq!(
            announced("0-1 perpetual-chase"),
            ["result: 0-1", "reason: perpetual-chase"]
        );
        assert_eq!(
            announced("result: 0-1 reason: checkmate"),
            ["result: 0-1", "reason: checkmate"]
        );
        assert!(announced("game 1: result: ... one line per game").is_empty());
        assert!(announced("WXF, ICCS or h2e2 moves").is_empty());
    }
}
