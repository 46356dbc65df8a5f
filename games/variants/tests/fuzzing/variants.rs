//! The variants' inputs and checks: sample positions (each variant's perft suite), FENs
//! (arbitrary text, samples with structured mutations, another variant's FEN, fields of the
//! variants' own vocabulary: pockets, promoted marks, castling files, squares of wide boards)
//! and move texts (arbitrary, legal, mutated, or put together from the variant's letters and
//! squares).

use super::mutate::{mutate, raw_text, EDGE_NUMBERS};
use super::Bytes;
use gambit::kernel::{Move, Position, Variant};
use gambit::{Game, MoveList, RuleSet};
use gambit_variants::{
    Antichess, Atomic, Capablanca, Crazyhouse, Grand, Horde, Janggi, KingOfTheHill, Makruk,
    Minishogi, RacingKings, Seirawan, Shatranj, ThreeCheck,
};
use std::sync::OnceLock;

/// The longest input a target reads.
pub const MAX_INPUT: usize = 512;

/// A variant the fuzzing drives: a kernel variant with its perft suite as sample positions.
pub trait FuzzVariant: Variant {
    /// The EPD whose FENs are the sample positions (the start position comes first).
    const EPD: &'static str;
}

impl FuzzVariant for Crazyhouse {
    const EPD: &'static str = include_str!("../data/crazyhouse.epd");
}
impl FuzzVariant for Capablanca {
    const EPD: &'static str = include_str!("../data/capablanca.epd");
}
impl FuzzVariant for Grand {
    const EPD: &'static str = include_str!("../data/grand.epd");
}
impl FuzzVariant for Makruk {
    const EPD: &'static str = include_str!("../data/makruk.epd");
}
impl FuzzVariant for Minishogi {
    const EPD: &'static str = include_str!("../data/minishogi.epd");
}
impl FuzzVariant for Atomic {
    const EPD: &'static str = include_str!("../data/atomic.epd");
}
impl FuzzVariant for Antichess {
    const EPD: &'static str = include_str!("../data/antichess.epd");
}
impl FuzzVariant for Horde {
    const EPD: &'static str = include_str!("../data/horde.epd");
}
impl FuzzVariant for KingOfTheHill {
    const EPD: &'static str = include_str!("../data/kingofthehill.epd");
}
impl FuzzVariant for RacingKings {
    const EPD: &'static str = include_str!("../data/racingkings.epd");
}
impl FuzzVariant for Shatranj {
    const EPD: &'static str = include_str!("../data/shatranj.epd");
}
impl FuzzVariant for Seirawan {
    const EPD: &'static str = include_str!("../data/seirawan.epd");
}
impl FuzzVariant for Janggi {
    const EPD: &'static str = include_str!("../data/janggi.epd");
}
impl FuzzVariant for ThreeCheck {
    const EPD: &'static str = include_str!("../data/3check.epd");
}

/// The number of variants the fuzzing drives.
const VARIANTS: usize = 14;

/// Runs `$f::<V>($($arg),*)` with `V` the variant `$i` (any number) picks.
macro_rules! on_variant {
    ($i:expr, $f:ident($($arg:expr),*)) => {
        match $i % VARIANTS {
            0 => $f::<Crazyhouse>($($arg),*),
            1 => $f::<Capablanca>($($arg),*),
            2 => $f::<Grand>($($arg),*),
            3 => $f::<Makruk>($($arg),*),
            4 => $f::<Minishogi>($($arg),*),
            5 => $f::<Antichess>($($arg),*),
            6 => $f::<Horde>($($arg),*),
            7 => $f::<KingOfTheHill>($($arg),*),
            8 => $f::<RacingKings>($($arg),*),
            9 => $f::<Shatranj>($($arg),*),
            10 => $f::<ThreeCheck>($($arg),*),
            11 => $f::<Seirawan>($($arg),*),
            12 => $f::<Janggi>($($arg),*),
            _ => $f::<Atomic>($($arg),*),
        }
    };
}

/// The FENs of an EPD text.
fn epd_fens(epd: &'static str) -> impl Iterator<Item = &'static str> {
    epd.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split(';').next().unwrap_or(l).trim())
}

/// The sample FENs of every variant, and chess's start position: another variant's FEN.
fn every_sample() -> &'static [&'static str] {
    static ALL: OnceLock<Vec<&'static str>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = vec!["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"];
        for epd in [
            Crazyhouse::EPD,
            Capablanca::EPD,
            Grand::EPD,
            Makruk::EPD,
            Minishogi::EPD,
            Antichess::EPD,
            Horde::EPD,
            KingOfTheHill::EPD,
            RacingKings::EPD,
            Shatranj::EPD,
            ThreeCheck::EPD,
            Atomic::EPD,
            Seirawan::EPD,
            Janggi::EPD,
        ] {
            all.extend(epd_fens(epd));
        }
        all
    })
}

/// A sample FEN of `V`: half the time its start position.
pub fn sample_fen<V: FuzzVariant>(input: &mut Bytes) -> &'static str {
    if input.chance(128) {
        return V::START_FEN;
    }
    let fens: Vec<&'static str> = epd_fens(V::EPD).collect();
    fens[input.below(fens.len())]
}

/// Castling written Chess960-style, chosen by `input` where the variant castles.
fn chess960<V: Variant>(input: &mut Bytes) -> bool {
    V::RULES.castling.is_some() && input.chance(64)
}

/// The legal moves of `pos`.
pub fn legal<V: Variant>(pos: &Position<V>) -> MoveList<Position<V>> {
    let mut moves = MoveList::<Position<V>>::default();
    pos.generate_legal(&mut moves);
    moves
}

/// Plays up to `plies` random legal moves.
fn walk<V: Variant>(pos: &mut Position<V>, input: &mut Bytes, plies: usize) {
    for _ in 0..plies {
        let moves = legal(pos);
        if moves.is_empty() || pos.automatic_verdict().is_some() {
            break;
        }
        pos.make(moves[input.below(moves.len())]);
    }
}

/// A sample position of `V` after up to `max_plies` random moves.
fn sample_position<V: FuzzVariant>(input: &mut Bytes, max_plies: usize) -> Position<V> {
    let chess960 = chess960::<V>(input);
    let mut pos = Position::<V>::from_fen_text(sample_fen::<V>(input), chess960)
        .expect("sample FENs are valid");
    let plies = input.below(max_plies);
    walk(&mut pos, input, plies);
    pos
}

/// A square name of `V`'s board, sometimes just off it (a file or rank too far).
fn square<V: Variant>(input: &mut Bytes) -> String {
    use gambit::board::Geometry;
    let files = V::Board::FILES as usize + 1;
    let ranks = V::Board::RANKS as usize + 1;
    let file = (b'a' + input.below(files) as u8) as char;
    format!("{file}{}", input.below(ranks + 1))
}

/// A word of the variants' FEN and move vocabulary.
fn variant_word<V: Variant>(input: &mut Bytes) -> String {
    let letters: Vec<char> = V::PIECES.iter().map(|d| d.letter).collect();
    let mut letter = *input.pick(&letters);
    if input.chance(128) {
        letter = letter.to_ascii_lowercase();
    }
    match input.below(12) {
        0 => format!("[{letter}]"),
        1 => "[]".into(),
        2 => "[-]".into(),
        3 => format!("+{letter}"),
        4 => format!("{letter}~"),
        5 => format!("{letter}@{}", square::<V>(input)),
        6 => square::<V>(input),
        7 => format!("{}{}", square::<V>(input), square::<V>(input)),
        8 => format!("{}{}+", square::<V>(input), square::<V>(input)),
        9 => {
            // A castling field: KQkq, or files in either case.
            let n = 1 + input.below(4);
            (0..n)
                .map(|_| *input.pick(b"KQkqABCDEFGHIJabcdefghij-") as char)
                .collect()
        }
        10 => (*input.pick(&["10", "11", "0", "99", "/", "//", "[", "]"])).into(),
        _ => input.pick(EDGE_NUMBERS).to_string(),
    }
}

/// `text` with a space-separated word replaced by, or with one inserted from, the variants'
/// vocabulary, or with a `[...]` pocket put after the board.
fn variant_mutate<V: Variant>(text: &str, input: &mut Bytes) -> String {
    let mut words: Vec<String> = text.split(' ').map(str::to_string).collect();
    let i = input.below(words.len());
    match input.below(4) {
        0 => words[i] = variant_word::<V>(input),
        1 => words.insert(i, variant_word::<V>(input)),
        2 => {
            // Pockets: strip any and put new ones, sometimes malformed.
            let board = words[0].split('[').next().unwrap_or("").to_string();
            let mut pocket = String::new();
            for _ in 0..input.below(6) {
                let l = V::PIECES[input.below(V::PIECES.len())].letter;
                pocket.push(if input.chance(128) {
                    l
                } else {
                    l.to_ascii_lowercase()
                });
            }
            let (open, close) = *input.pick(&[("[", "]"), ("[", ""), ("", "]"), ("[[", "]")]);
            words[0] = format!("{board}{open}{pocket}{close}");
        }
        _ => {
            // A rank of the board replaced by a variant word or a number.
            let mut ranks: Vec<String> = words[0].split('/').map(str::to_string).collect();
            let r = input.below(ranks.len());
            ranks[r] = variant_word::<V>(input);
            words[0] = ranks.join("/");
        }
    }
    words.join(" ")
}

/// A FEN to try on `V`.
pub fn fen_input<V: FuzzVariant>(input: &mut Bytes) -> String {
    match input.below(7) {
        0 => {
            let len = input.below(120);
            raw_text(input, len)
        }
        1 => sample_fen::<V>(input).to_string(),
        2 => mutate(sample_fen::<V>(input), input),
        3 => {
            let pos = sample_position::<V>(input, 40);
            mutate(&pos.fen(), input)
        }
        4 => {
            // Another variant's FEN, as it is or mutated.
            let all = every_sample();
            let fen = all[input.below(all.len())];
            if input.chance(128) {
                fen.to_string()
            } else {
                mutate(fen, input)
            }
        }
        _ => {
            let pos = sample_position::<V>(input, 40);
            let mut fen = pos.fen();
            for _ in 0..1 + input.below(3) {
                fen = variant_mutate::<V>(&fen, input);
            }
            fen
        }
    }
}

/// Reads `text` as a FEN of `V`; when accepted, checks the position ([`check_position`]).
pub fn check_fen<V: Variant>(text: &str, chess960: bool) {
    if let Ok(pos) = Position::<V>::from_fen_text(text, chess960) {
        check_position(&pos);
    }
}

/// An accepted position: its FEN reads back to the same FEN and key, the incremental key is the
/// key from scratch, the generator equals the make-and-test reference and the counting
/// generator, every legal move's text parses back to it, the FEN after each move reads back to
/// itself, and making then taking back each move restores the FEN; the rules give a verdict.
pub fn check_position<V: Variant>(pos: &Position<V>) {
    let fen = pos.fen_text();
    let again = Position::<V>::from_fen_text(&fen, pos.notation().chess960)
        .unwrap_or_else(|e| panic!("{}: own FEN refused: {fen:?}: {e}", V::NAME));
    assert_eq!(again.fen_text(), fen, "{}: FEN round trip", V::NAME);
    assert_eq!(
        again.key(),
        pos.key(),
        "{}: key after reading {fen}",
        V::NAME
    );
    assert_eq!(pos.key(), pos.compute_key(), "{}: key of {fen}", V::NAME);
    let moves = legal(pos);
    assert_eq!(
        pos.count_legal(),
        moves.len(),
        "{}: count_legal at {fen}",
        V::NAME
    );
    let texts = |ms: &[_]| {
        let mut t: Vec<String> = ms.iter().map(|&m| pos.format_move(m)).collect();
        t.sort();
        t
    };
    assert_eq!(
        texts(&moves),
        texts(&pos.legal_moves_by_testing()),
        "{}: generator against make-and-test at {fen}",
        V::NAME
    );
    let mut p = pos.clone();
    for &m in moves.iter() {
        let text = p.format_move(m);
        assert_eq!(
            p.parse_move(&text).ok(),
            Some(m),
            "{}: {text} at {fen}",
            V::NAME
        );
        let royal = |p: &Position<V>| p.board().royal_square(p.tables(), p.board().side().flip());
        let had_royal = royal(&p).is_some();
        p.make(m);
        assert_eq!(
            p.key(),
            p.compute_key(),
            "{}: key after {text} at {fen}",
            V::NAME
        );
        let after = p.fen_text();
        // Janggi: after a pass in check with the kings facing (which a FEN can hold), the
        // generator offers the capture of the king, as Fairy-Stockfish's does; the kingless
        // position that follows is over, and no FEN of the game describes it.
        let royal_taken = had_royal
            && p.board()
                .royal_square(p.tables(), p.board().side())
                .is_none();
        let read = match Position::<V>::from_fen_text(&after, p.notation().chess960) {
            Ok(read) => read,
            Err(_) if royal_taken => {
                let _ = p.verdict();
                p.undo();
                assert_eq!(p.fen_text(), fen, "{}: undo of {text}", V::NAME);
                continue;
            }
            Err(e) => panic!(
                "{}: FEN after {text} at {fen} refused: {after:?}: {e}",
                V::NAME
            ),
        };
        assert_eq!(
            read.fen_text(),
            after,
            "{}: FEN round trip after {text} at {fen}",
            V::NAME
        );
        let _ = p.verdict();
        p.undo();
        assert_eq!(p.fen_text(), fen, "{}: undo of {text}", V::NAME);
    }
    let _ = pos.verdict();
    let _ = pos.pretty();
}

/// A position of `V` reached by random moves, and a move text to read there: arbitrary text, a
/// legal move's text (in either castling style), one mutated, or one put together from the
/// variant's letters and squares.
pub fn move_input<V: FuzzVariant>(input: &mut Bytes) -> (Position<V>, String) {
    let pos = sample_position::<V>(input, 60);
    let moves = legal(&pos);
    let text = match input.below(5) {
        0 => {
            let len = input.below(12);
            raw_text(input, len)
        }
        _ if moves.is_empty() => "0000".to_string(),
        1 => pos.format_move(moves[input.below(moves.len())]),
        2 => {
            let mut other = pos.clone();
            let mut n = other.notation();
            n.chess960 = !n.chess960;
            other.set_notation(n);
            mutate(&other.format_move(moves[input.below(moves.len())]), input)
        }
        3 => mutate(&pos.san(moves[input.below(moves.len())]), input),
        _ => variant_word::<V>(input),
    };
    (pos, text)
}

/// A move text that parses (as UCI, or as SAN) is a legal move, and its own text parses
/// back to it.
pub fn check_move_text<V: Variant>(pos: &Position<V>, text: &str) {
    check_notation(
        pos,
        text,
        "UCI",
        |t| pos.parse_move(t).ok(),
        |m| pos.format_move(m),
    );
    check_notation(pos, text, "SAN", |t| pos.parse_san(t).ok(), |m| pos.san(m));
}

/// [`check_move_text`] in one notation: its reader `read` and writer `write`.
fn check_notation<V: Variant>(
    pos: &Position<V>,
    text: &str,
    notation: &str,
    read: impl Fn(&str) -> Option<Move<V>>,
    write: impl Fn(Move<V>) -> String,
) {
    let Some(m) = read(text) else {
        return;
    };
    assert!(
        legal(pos).contains(&m),
        "{}: {notation} {text:?} parsed to an illegal move {m} at {}",
        V::NAME,
        pos.fen_text()
    );
    let back = write(m);
    assert_eq!(
        read(&back),
        Some(m),
        "{}: {notation} {back} at {}",
        V::NAME,
        pos.fen_text()
    );
}

fn bytes(data: &[u8]) -> Bytes<'_> {
    Bytes::new(&data[..data.len().min(MAX_INPUT)])
}

/// A FEN of `V` from the input (see [`fen_input`]).
pub fn fen<V: FuzzVariant>(data: &[u8]) {
    let mut input = bytes(data);
    let chess960 = chess960::<V>(&mut input);
    check_fen::<V>(&fen_input::<V>(&mut input), chess960);
}

/// The input itself, as text, read as a FEN of `V`.
pub fn fen_text<V: FuzzVariant>(data: &[u8]) {
    check_fen::<V>(&String::from_utf8_lossy(data), false);
}

/// A move text on a position of `V` (see [`move_input`]).
pub fn moves<V: FuzzVariant>(data: &[u8]) {
    let (pos, text) = move_input::<V>(&mut bytes(data));
    check_move_text(&pos, &text);
}

/// The AFL++ target: the first byte picks the variant and whether a FEN, the raw text or a
/// move text is read; the rest is that target's input.
pub fn parsers(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let variant = first as usize % VARIANTS;
    match first as usize / VARIANTS % 3 {
        0 => on_variant!(variant, fen(rest)),
        1 => on_variant!(variant, fen_text(rest)),
        _ => on_variant!(variant, moves(rest)),
    }
}
