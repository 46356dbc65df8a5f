//! The layers of `src/` depend one way: square sets <- board <- history and rules <- search
//! <- tuning <- kernel <- protocols <- CLI. This test reads every `src/**/*.rs`, collects the top-level modules
//! each module refers to (`crate::x`, `crate::{x, y::z}`, `super::` paths that climb to the
//! crate root; comments and string literals are skipped, unit tests count), and fails when a
//! module refers to a higher layer, when two modules refer to each other through any path (a
//! cycle, within a layer too), or when a top-level module is missing from [`LAYERS`].
//!
//! `cargo test --test layers -- --nocapture` prints the module graph.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first, and the top-level modules of `src/` in each. Names of modules
/// that do not exist (yet) are allowed, so that branches adding them merge cleanly.
const LAYERS: &[(&str, &[&str])] = &[
    ("square sets", &["square_set", "square", "bitboard"]),
    ("board", &["board", "options", "game", "perft", "nnue"]),
    (
        "history and rules",
        &["history", "rules", "judge", "record", "diagram"],
    ),
    ("search", &["search"]),
    ("tuning", &["tune"]),
    ("kernel", &["kernel"]),
    ("protocols", &["protocol"]),
    ("CLI", &["cli"]),
];

/// References that close a cycle and are being removed elsewhere: `(from, to, why)`. The test
/// fails when one of them is no longer there, so that the entry goes with the reference.
const KNOWN_CYCLE_EDGES: &[(&str, &str, &str)] = &[];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, ms)| ms.contains(&module))
}

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src/") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The module path of a file below `src/`: `search/tt/mod.rs` is `[search, tt]`, `lib.rs` is
/// the root `[]`.
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let file = parts.pop().expect("a file name");
    let stem = file.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// The code of a file without comments and without the contents of string and char literals.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            // A char literal ('x', '\n'), not a lifetime ('a).
            b'\'' if b.get(i + 2) == Some(&b'\'') || b.get(i + 1) == Some(&b'\\') => {
                i += 1;
                while i < b.len() && b[i] != b'\'' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("' '");
            }
            c => {
                out.push(c as char);
                i += 1;
            }
        }
    }
    out
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The identifier at the start of `s`.
fn ident(s: &str) -> &str {
    let n = s.bytes().take_while(|&c| is_ident_byte(c)).count();
    &s[..n]
}

/// The first identifier of every item of the group that starts `s` (just after a `{`), at its
/// own nesting level: `{game::Game, rules::{A, B}, perft}` gives game, rules, perft.
fn group_heads(s: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut expect_head = true;
    let mut i = 0;
    let b = s.as_bytes();
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' if depth == 0 => break,
            b'}' => depth -= 1,
            b',' if depth == 0 => expect_head = true,
            c if is_ident_byte(c) && expect_head && depth == 0 => {
                let id = ident(&s[i..]);
                heads.push(id.to_string());
                expect_head = false;
                i += id.len();
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    heads
}

/// The top-level modules `code` (of the module at `path`) refers to.
fn references(code: &str, path: &[String]) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let b = code.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let starts_word = i == 0 || !is_ident_byte(b[i - 1]);
        if starts_word && code[i..].starts_with("crate::") {
            let rest = &code[i + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                found.extend(group_heads(group));
            } else {
                found.insert(ident(rest).to_string());
            }
            i += "crate::".len();
            continue;
        }
        if starts_word && code[i..].starts_with("super::") {
            let mut up = 0;
            let mut rest = &code[i..];
            while let Some(r) = rest.strip_prefix("super::") {
                up += 1;
                rest = r;
            }
            // Climbing to the crate root, the next name is a top-level module.
            if up >= path.len() {
                if let Some(group) = rest.strip_prefix('{') {
                    found.extend(group_heads(group));
                } else {
                    found.insert(ident(rest).to_string());
                }
            }
            i += "super::".len() * up;
            continue;
        }
        i += 1;
    }
    found.retain(|m| !m.is_empty() && m != "self");
    found
}

/// Top-level module -> the top-level modules it refers to (itself left out).
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(&src).expect("below src/");
        let path = module_path(rel);
        // The crate root declares and re-exports every module: it is no layer.
        let Some(top) = path.first().cloned() else {
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("read a source file");
        let refs = references(&code_only(&text), &path);
        let entry = graph.entry(top.clone()).or_default();
        entry.extend(refs.into_iter().filter(|m| *m != top));
    }
    graph
}

/// A path from `from` to `to` along `graph`, if any.
fn path_between(
    graph: &BTreeMap<String, BTreeSet<String>>,
    from: &str,
    to: &str,
    skip: &dyn Fn(&str, &str) -> bool,
) -> Option<Vec<String>> {
    let mut came_from: BTreeMap<String, String> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([from.to_string()]);
    let mut seen = BTreeSet::from([from.to_string()]);
    while let Some(m) = queue.pop_front() {
        if m == to {
            let mut path = vec![m.clone()];
            let mut at = m;
            while let Some(prev) = came_from.get(&at) {
                path.push(prev.clone());
                at = prev.clone();
            }
            path.reverse();
            return Some(path);
        }
        for next in graph.get(&m).into_iter().flatten() {
            if !skip(&m, next) && seen.insert(next.clone()) {
                came_from.insert(next.clone(), m.clone());
                queue.push_back(next.clone());
            }
        }
    }
    None
}

#[test]
fn layers_depend_one_way() {
    let graph = module_graph();
    println!("module -> top-level modules it refers to:");
    for (m, refs) in &graph {
        let refs: Vec<&str> = refs.iter().map(String::as_str).collect();
        println!("  {m} -> {}", refs.join(", "));
    }
    let mut problems = Vec::new();
    for (m, refs) in &graph {
        let Some(layer) = layer_of(m) else {
            problems.push(format!("module {m} is in no layer: add it to LAYERS"));
            continue;
        };
        for r in refs {
            match layer_of(r) {
                None if graph.contains_key(r) => {}
                None => problems.push(format!("{m} refers to crate::{r}, which is no module")),
                Some(l) if l > layer => problems.push(format!(
                    "{m} ({}) refers to {r} ({}), a higher layer",
                    LAYERS[layer].0, LAYERS[l].0
                )),
                Some(_) => {}
            }
        }
    }
    let known = |a: &str, b: &str| KNOWN_CYCLE_EDGES.iter().any(|&(x, y, _)| x == a && y == b);
    for (m, refs) in &graph {
        for r in refs {
            if known(m, r) {
                continue;
            }
            if let Some(back) = path_between(&graph, r, m, &known) {
                problems.push(format!("cycle: {m} -> {}", back.join(" -> ")));
            }
        }
    }
    for &(a, b, why) in KNOWN_CYCLE_EDGES {
        let still_there = graph.get(a).is_some_and(|refs| refs.contains(b));
        let still_cycle = path_between(&graph, b, a, &|_, _| false).is_some();
        if still_there && still_cycle {
            println!("known cycle edge, to go: {a} -> {b} ({why})");
        } else {
            problems.push(format!(
                "{a} -> {b} no longer closes a cycle: remove it from KNOWN_CYCLE_EDGES"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "layer problems:\n{}",
        problems.join("\n")
    );
}

#[test]
fn references_are_read_from_code_only() {
    let code = code_only(
        "use crate::game::{Game, X};\n// crate::cli in a comment\nlet s = \"crate::uci\";\n\
         use crate::{search::Engine, rules::{A, B}, perft};\nfn f<'a>(c: char) { super::super::judge::x() }",
    );
    let refs = references(&code, &["protocol".into(), "uci".into()]);
    let refs: Vec<&str> = refs.iter().map(String::as_str).collect();
    assert_eq!(refs, ["game", "judge", "perft", "rules", "search"]);
    // From `src/search/tt/mod.rs`, one `super::` stays inside search.
    let refs = references("use super::thread::X;", &["search".into(), "tt".into()]);
    assert!(refs.is_empty(), "{refs:?}");
}
