//! Structured mutations of valid inputs: a valid FEN, move or command line with a few words
//! or characters changed the way a buggy GUI or a typo would change them.

use super::Bytes;

/// Numbers at the edges of what the parsers read: zero, signs, `i64`/`u64` limits and beyond.
pub const EDGE_NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "-0",
    "+1",
    "2",
    "255",
    "256",
    "65536",
    "4294967295",
    "4294967296",
    "2147483648",
    "-2147483649",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999",
    "1e3",
    "0x10",
    "1.5",
];

/// Words of the protocols, FEN and SFEN and move notation that a mutation may insert.
pub const WORDS: &[&str] = &[
    "uci",
    "isready",
    "ucinewgame",
    "position",
    "startpos",
    "fen",
    "moves",
    "go",
    "stop",
    "ponderhit",
    "d",
    "setoption",
    "name",
    "value",
    "Hash",
    "Threads",
    "MultiPV",
    "Move",
    "Overhead",
    "Clear",
    "Ponder",
    "UCI_Chess960",
    "RanksFrom1",
    "true",
    "false",
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "mate",
    "infinite",
    "ponder",
    "searchmoves",
    "perft",
    "w",
    "b",
    "r",
    "-",
    "KQkq",
    "HAha",
    "e3",
    "e6",
    "0000",
    "(none)",
    "e1g1",
    "e1h1",
    "e7e8q",
    "h2e2",
    "h3e3",
    "a0a9",
    "i9i0",
    "8/8/8/8/8/8/8/8",
    "9/9/9/9/9/9/9/9/9/9",
    "--fen",
    "--moves",
    "--threads",
    "--explain",
    "--chess960",
    "sfen",
    "usi",
    "usinewgame",
    "gameover",
    "win",
    "lose",
    "draw",
    "resign",
    "byoyomi",
    "USI_Hash",
    "USI_Ponder",
    "MoveOverhead",
    "ClearHash",
    "7g7f",
    "8h2b+",
    "P*5e",
    "+P",
    "18P",
    "RBGSNLP",
    "lnsgkgsnl",
    "9/9/9/9/9/9/9/9/9",
    "\u{e9}",
    "\u{0}",
    "\t",
    "",
];

/// Characters a character-level mutation may put in.
const CHARS: &[u8] = b"abcdefghijkpnbrqkaeclsgPNBRQKAECLSGw-/0123456789 +=#x*";

/// Applies one to four random edits to `text`: replace, delete, duplicate or swap a word, insert
/// a protocol word or an edge number, change, insert or delete a character, truncate.
pub fn mutate(text: &str, input: &mut Bytes) -> String {
    let mut s = text.to_string();
    for _ in 0..1 + input.below(4) {
        s = mutate_once(&s, input);
    }
    s
}

fn mutate_once(text: &str, input: &mut Bytes) -> String {
    let mut words: Vec<String> = text.split(' ').map(str::to_string).collect();
    let i = input.below(words.len());
    match input.below(10) {
        0 => words[i] = input.pick(EDGE_NUMBERS).to_string(),
        1 => words[i] = input.pick(WORDS).to_string(),
        2 => {
            words.remove(i);
        }
        3 => {
            let w = words[i].clone();
            words.insert(i, w);
        }
        4 => {
            let j = input.below(words.len());
            words.swap(i, j);
        }
        5 => words.insert(i, input.pick(WORDS).to_string()),
        6 => words.insert(i, input.pick(EDGE_NUMBERS).to_string()),
        7 => return edit_char(text, input),
        8 => {
            // Truncate at a character boundary.
            let cut = input.below(text.chars().count() + 1);
            return text.chars().take(cut).collect();
        }
        _ => words[i] = edit_char(&words[i], input),
    }
    words.join(" ")
}

/// Changes, inserts or deletes one character, or uppercases/lowercases the text.
fn edit_char(text: &str, input: &mut Bytes) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let i = input.below(chars.len() + 1);
    let c = *input.pick(CHARS) as char;
    match input.below(5) {
        0 if i < chars.len() => chars[i] = c,
        1 if i < chars.len() => {
            chars.remove(i);
        }
        2 => return text.to_ascii_uppercase(),
        3 => return text.to_ascii_lowercase(),
        _ => chars.insert(i, c),
    }
    chars.into_iter().collect()
}

/// Arbitrary text from the next `len` bytes (invalid UTF-8 replaced, as the UCI loop does).
pub fn raw_text(input: &mut Bytes, len: usize) -> String {
    String::from_utf8_lossy(input.take(len)).into_owned()
}
