//! The layers of the library (`src/`) depend one way: square sets <- board <- history and
//! rules <- search <- kernel; and so do those of the programs' crate above it
//! (`engine/src/`, gambit-engine): tuning <- protocols <- CLI. The library cannot name the
//! engine crate (Cargo has no dependency that way). This test reads every `*.rs` file of
//! each crate's `src/`, collects the top-level modules
//! each module refers to (`crate::x`, `crate::{x, y::z}`, `super::` paths that climb to the
//! crate root; comments and string literals are skipped, unit tests count), and fails when a
//! module refers to a higher layer, when two modules refer to each other through any path (a
//! cycle, within a layer too), or when a top-level module is missing from [`LAYERS`].
//!
//! Within and across modules, files too depend one way: no file refers to another file that
//! refers back to it, through any path of files (`files_depend_one_way`; a module's `mod.rs`
//! declaring and re-exporting its own children is not counted as referring to them).
//!
//! `cargo test --test layers -- --nocapture` prints the module graph.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A crate's layers, lowest first, and the top-level modules of its `src/` in each.
type Layers = &'static [(&'static str, &'static [&'static str])];

/// The library's layers. Names of modules that do not exist (yet) are allowed, so that
/// branches adding them merge cleanly.
const LAYERS: Layers = &[
    ("square sets", &["square_set", "square", "bitboard"]),
    ("board", &["board", "options", "game", "perft", "nnue"]),
    (
        "history and rules",
        &["history", "rules", "judge", "record", "diagram"],
    ),
    ("search", &["search"]),
    ("kernel", &["kernel"]),
];

/// The layers of gambit-engine, the programs' crate.
const ENGINE_LAYERS: Layers = &[
    ("tuning", &["tune"]),
    ("protocols", &["protocol"]),
    ("CLI", &["cli"]),
];

/// The library's sources.
fn library_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// gambit-engine's sources.
fn engine_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("engine/src")
}

/// References that close a cycle and are being removed elsewhere: `(from, to, why)`. The test
/// fails when one of them is no longer there, so that the entry goes with the reference.
const KNOWN_CYCLE_EDGES: &[(&str, &str, &str)] = &[];

fn layer_of(layers: Layers, module: &str) -> Option<usize> {
    layers.iter().position(|(_, ms)| ms.contains(&module))
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

/// The top-level modules `code` (of the module at `path`) refers to, its own left out.
fn references(code: &str, path: &[String]) -> BTreeSet<String> {
    full_references(code, path)
        .into_iter()
        .filter_map(|p| p.into_iter().next())
        .filter(|m| m != "self" && Some(m) != path.first())
        .collect()
}

/// Top-level module -> the top-level modules it refers to (itself left out).
fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(src).expect("below src/");
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

/// The cycles of `graph`, each once, leaving out the `known_edges` (`list` names their
/// constant), and the known edges that no longer close a cycle.
fn cycle_problems(
    graph: &BTreeMap<String, BTreeSet<String>>,
    known_edges: &[(&str, &str, &str)],
    list: &str,
) -> Vec<String> {
    let known = |a: &str, b: &str| known_edges.iter().any(|&(x, y, _)| x == a && y == b);
    let mut problems = Vec::new();
    let mut reported = BTreeSet::new();
    for (m, refs) in graph {
        for r in refs {
            if known(m, r) {
                continue;
            }
            if let Some(back) = path_between(graph, r, m, &known) {
                // Each cycle once, whichever of its members it is found from.
                let mut members = back.clone();
                members.sort();
                if reported.insert(members) {
                    problems.push(format!("cycle: {m} -> {}", back.join(" -> ")));
                }
            }
        }
    }
    for &(a, b, why) in known_edges {
        let still_there = graph.get(a).is_some_and(|refs| refs.contains(b));
        let still_cycle = path_between(graph, b, a, &|_, _| false).is_some();
        if still_there && still_cycle {
            println!("known cycle edge, to go: {a} -> {b} ({why})");
        } else {
            problems.push(format!(
                "{a} -> {b} no longer closes a cycle: remove it from {list}"
            ));
        }
    }
    problems
}

#[test]
fn layers_depend_one_way() {
    layers_of(&library_src(), LAYERS);
}

#[test]
fn engine_layers_depend_one_way() {
    layers_of(&engine_src(), ENGINE_LAYERS);
}

/// Fails on a module of `src` outside `layers`, a reference to a higher layer, or a cycle.
fn layers_of(src: &Path, layers: Layers) {
    let graph = module_graph(src);
    println!("module -> top-level modules it refers to:");
    for (m, refs) in &graph {
        let refs: Vec<&str> = refs.iter().map(String::as_str).collect();
        println!("  {m} -> {}", refs.join(", "));
    }
    let mut problems = Vec::new();
    for (m, refs) in &graph {
        let Some(layer) = layer_of(layers, m) else {
            problems.push(format!("module {m} is in no layer: add it to LAYERS"));
            continue;
        };
        for r in refs {
            match layer_of(layers, r) {
                None if graph.contains_key(r) => {}
                None => problems.push(format!("{m} refers to crate::{r}, which is no module")),
                Some(l) if l > layer => problems.push(format!(
                    "{m} ({}) refers to {r} ({}), a higher layer",
                    layers[layer].0, layers[l].0
                )),
                Some(_) => {}
            }
        }
    }
    problems.extend(cycle_problems(
        &graph,
        KNOWN_CYCLE_EDGES,
        "KNOWN_CYCLE_EDGES",
    ));
    assert!(
        problems.is_empty(),
        "layer problems:\n{}",
        problems.join("\n")
    );
}

/// The paths of a use-tree group that starts `s` (just after a `{`), each as its segments:
/// `{game::Game, rules::{A, B}, perft}` gives `[game, Game]`, `[rules, A]`, `[rules, B]`,
/// `[perft]`.
fn group_paths(s: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut i = 0;
    let b = s.as_bytes();
    while i < b.len() {
        match b[i] {
            b'{' => {
                // A nested group: every one of its paths under the segments so far.
                for tail in group_paths(&s[i + 1..]) {
                    let mut p = current.clone();
                    p.extend(tail);
                    paths.push(p);
                }
                current.clear();
                let mut depth = 0;
                while i < b.len() {
                    match b[i] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
            }
            b'}' => break,
            b',' if !current.is_empty() => paths.push(std::mem::take(&mut current)),
            c if is_ident_byte(c) => {
                let id = ident(&s[i..]);
                current.push(id.to_string());
                i += id.len();
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    if !current.is_empty() {
        paths.push(current);
    }
    paths
}

/// The path after a `crate::` or `super::` prefix: its segments while they are joined by
/// `::`, or the paths of the group it opens.
fn path_at(rest: &str) -> Vec<Vec<String>> {
    if let Some(group) = rest.strip_prefix('{') {
        return group_paths(group);
    }
    let mut segments = Vec::new();
    let mut rest = rest;
    loop {
        let id = ident(rest);
        if id.is_empty() {
            if let Some(group) = rest.strip_prefix('{') {
                return group_paths(group)
                    .into_iter()
                    .map(|tail| segments.iter().cloned().chain(tail).collect())
                    .collect();
            }
            break;
        }
        segments.push(id.to_string());
        match rest[id.len()..].strip_prefix("::") {
            Some(r) => rest = r,
            None => break,
        }
    }
    vec![segments]
}

/// The full paths (from the crate root) that `code`, of the module at `path`, refers to
/// through `crate::` and `super::`.
fn full_references(code: &str, path: &[String]) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let b = code.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let starts_word = i == 0 || !is_ident_byte(b[i - 1]);
        if starts_word && code[i..].starts_with("crate::") {
            found.extend(path_at(&code[i + "crate::".len()..]));
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
            let base = &path[..path.len().saturating_sub(up)];
            for tail in path_at(rest) {
                found.push(base.iter().cloned().chain(tail).collect());
            }
            i += "super::".len() * up;
            continue;
        }
        i += 1;
    }
    found
}

/// File (as its module path, `search::engine`) -> the files it refers to: each reference
/// resolved to the longest prefix of its path that is a file's module. A module's references
/// to its own descendants are left out (`mod.rs` declares and re-exports them), and so are
/// references to the crate root.
fn file_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: Vec<(Vec<String>, PathBuf)> = files
        .iter()
        .map(|f| {
            (
                module_path(f.strip_prefix(src).expect("below src/")),
                f.clone(),
            )
        })
        .collect();
    let known: BTreeSet<Vec<String>> = modules.iter().map(|(p, _)| p.clone()).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, file) in &modules {
        let text = std::fs::read_to_string(file).expect("read a source file");
        let entry = graph.entry(path.join("::")).or_default();
        for full in full_references(&code_only(&text), path) {
            let Some(n) = (1..=full.len()).rev().find(|&n| known.contains(&full[..n])) else {
                continue;
            };
            let target = &full[..n];
            if target.starts_with(path) {
                continue;
            }
            entry.insert(target.join("::"));
        }
    }
    graph
}

/// File references that close a cycle and wait for a change elsewhere: `(from, to, why)`.
/// The test fails when one of them no longer closes a cycle, so that the entry goes with it.
const KNOWN_FILE_CYCLE_EDGES: &[(&str, &str, &str)] = &[(
    "kernel::variant",
    "kernel::tables",
    "the description trait names the tables built from it (`Variant::tables`); \
     goes with the contract's split (issue 48, point 1)",
)];

#[test]
fn files_depend_one_way() {
    let graph = file_graph(&library_src());
    let problems = cycle_problems(&graph, KNOWN_FILE_CYCLE_EDGES, "KNOWN_FILE_CYCLE_EDGES");
    assert!(problems.is_empty(), "file cycles:\n{}", problems.join("\n"));
}

#[test]
fn engine_files_depend_one_way() {
    let graph = file_graph(&engine_src());
    let problems = cycle_problems(&graph, &[], "KNOWN_FILE_CYCLE_EDGES");
    assert!(problems.is_empty(), "file cycles:\n{}", problems.join("\n"));
}

/// The library's own dependencies, as its manifest names them (the `[dependencies]` and
/// target-specific dependency tables): none of the programs' crates (`clap`, `serde_json`)
/// and no `libc` unless optional.
#[test]
fn the_library_depends_on_no_program_crate() {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .expect("read Cargo.toml");
    let mut table = String::new();
    let mut problems = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            table = line.to_string();
            continue;
        }
        let normal = table == "[dependencies]"
            || (table.starts_with("[target.") && table.ends_with(".dependencies]"));
        let Some(name) = line
            .split(['=', '.', ' '])
            .next()
            .filter(|n| normal && !n.is_empty() && !n.starts_with('#'))
        else {
            continue;
        };
        match name {
            "clap" | "serde_json" => problems.push(format!("{table} {line}")),
            "libc" if !line.contains("optional = true") => problems.push(format!("{table} {line}")),
            _ => {}
        }
    }
    assert!(problems.is_empty(), "the library depends on: {problems:?}");
}

#[test]
fn full_references_resolve_groups_and_super() {
    let code = code_only(
        "use super::{engine::search_sync, bench::{self, R}};\nuse crate::board::names::X;\n\
         fn f() { crate::game::Game::x(); super::super::judge::y() }",
    );
    let refs = full_references(&code, &["search".into(), "bench".into()]);
    let refs: Vec<String> = refs.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        refs,
        [
            "search::engine::search_sync",
            "search::bench::self",
            "search::bench::R",
            "board::names::X",
            "game::Game::x",
            "judge::y",
        ]
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
