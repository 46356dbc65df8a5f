//! The engines' command line as a person uses it (`gambit_engine::cli`, run as a child process with
//! real standard streams and exit status): `--help` and `--version` everywhere, mistakes named
//! with status 2, the output formats of `perft`, `judge`, `bench` and `diagram`, the game's
//! flags, and the protocol when there are no arguments.

mod cli_support;

use cli_support::{cli, cli_with_input, Run};

const GAMES: [&str; 3] = ["chess", "xiangqi", "shogi"];
const SUBCOMMANDS: [&str; 4] = ["perft", "judge", "bench", "diagram"];

/// `run` succeeded with nothing on stderr but what `perft` writes there.
fn ok(run: &Run) -> &str {
    assert_eq!(run.status, 0, "{run:?}");
    &run.stdout
}

/// `run` failed with status 2, nothing on stdout, an `error:` naming every one of `named`.
fn refused(run: &Run, named: &[&str]) {
    assert_eq!(run.status, 2, "{run:?}");
    assert!(run.stdout.is_empty(), "{run:?}");
    assert!(run.stderr.starts_with("error: "), "{run:?}");
    for word in named {
        assert!(run.stderr.contains(word), "'{word}' not named: {run:?}");
    }
}

#[test]
fn help_lists_the_subcommands_and_flags() {
    for game in GAMES {
        for help in ["--help", "-h"] {
            let out = cli(game, &[help]);
            let text = ok(&out);
            assert!(text.contains("Usage: gambit-test [COMMAND]"), "{text}");
            for sub in SUBCOMMANDS {
                assert!(text.contains(&format!("  {sub} ")), "{game}: {sub}: {text}");
            }
            assert!(text.contains("--version"), "{text}");
        }
        for sub in SUBCOMMANDS {
            let out = cli(game, &[sub, "--help"]);
            let text = ok(&out);
            assert!(
                text.contains(&format!("Usage: gambit-test {sub}")),
                "{text}"
            );
        }
        let perft = cli(game, &["perft", "--help"]).stdout;
        for flag in ["<DEPTH>", "--fen", "--moves", "--threads"] {
            assert!(perft.contains(flag), "{game}: {flag}: {perft}");
        }
        let judge = cli(game, &["judge", "--help"]).stdout;
        assert!(judge.contains("--explain"), "{judge}");
        let diagram = cli(game, &["diagram", "--help"]).stdout;
        for flag in ["--out", "--flip", "--letters", "--mark"] {
            assert!(diagram.contains(flag), "{game}: {flag}: {diagram}");
        }
        // `help SUBCOMMAND` says the same as `SUBCOMMAND --help`.
        assert_eq!(cli(game, &["help", "judge"]).stdout, judge);
    }
    // The game's flags, from its options, on the subcommands that set up a position.
    for sub in ["perft", "judge", "diagram"] {
        assert!(cli("chess", &[sub, "--help"]).stdout.contains("--chess960"));
        assert!(cli("xiangqi", &[sub, "--help"])
            .stdout
            .contains("--ranks-from-1"));
        let shogi = cli("shogi", &[sub, "--help"]).stdout;
        assert!(!shogi.contains("--chess960") && !shogi.contains("--ranks"));
    }
    assert!(!cli("chess", &["bench", "--help"])
        .stdout
        .contains("--chess960"));
}

#[test]
fn version_everywhere() {
    assert_eq!(ok(&cli("chess", &["--version"])), "gambit-test 9.9.9\n");
    assert_eq!(ok(&cli("shogi", &["-V"])), "gambit-test 9.9.9\n");
    for sub in SUBCOMMANDS {
        let out = cli("xiangqi", &[sub, "--version"]);
        assert!(ok(&out).contains("9.9.9"), "{out:?}");
    }
}

#[test]
fn mistakes_are_named_with_status_2() {
    refused(&cli("chess", &["frob"]), &["'frob'"]);
    refused(&cli("chess", &["--chess960"]), &["'--chess960'"]);
    refused(&cli("chess", &["perft"]), &["<DEPTH>"]);
    refused(&cli("chess", &["perft", "x"]), &["'x'", "<DEPTH>"]);
    refused(&cli("chess", &["perft", "2", "--fem", "x"]), &["'--fem'"]);
    refused(
        &cli("chess", &["perft", "1", "--threads", "0"]),
        &["'0'", "--threads"],
    );
    refused(&cli("chess", &["perft", "1", "--fen"]), &["--fen"]);
    refused(
        &cli("xiangqi", &["perft", "1", "--chess960"]),
        &["'--chess960'"],
    );
    refused(&cli("shogi", &["bench", "65"]), &["'65'", "DEPTH"]);
    refused(&cli("shogi", &["bench", "1", "2"]), &["'2'"]);
    refused(&cli("chess", &["judge", "extra"]), &["'extra'"]);
    refused(&cli("chess", &["judge", "--explain", "x"]), &["'x'"]);
    // A position that cannot be set up: the FEN's fault, or the ply's.
    refused(&cli("chess", &["judge", "--fen", "garbage"]), &["bad FEN"]);
    refused(
        &cli("chess", &["judge", "--moves", "e2e4 e2e4"]),
        &["ply 2 (e2e4)"],
    );
    refused(
        &cli("xiangqi", &["perft", "1", "--moves", "h2e2", "zz"]),
        &["ply 2 (zz)"],
    );
    refused(
        &cli("shogi", &["perft", "1", "--fen", "not an sfen"]),
        &["bad FEN"],
    );
}

#[test]
fn perft_output() {
    let out = cli("chess", &["perft", "2"]);
    let text = ok(&out);
    let (divide, total) = text.split_once("\n\n").expect("an empty line");
    let lines: Vec<&str> = divide.lines().collect();
    assert_eq!(lines.len(), 20, "{text}");
    assert!(lines.iter().all(|l| l.ends_with(": 20")), "{text}");
    assert!(lines.contains(&"e2e4: 20"), "{text}");
    assert_eq!(total, "Nodes searched: 400\n");
    assert!(out.stderr.contains("nodes/second"), "{out:?}");
    // Threads change nothing but the order the root moves finish in.
    let threaded = cli("chess", &["perft", "2", "--threads", "2"]);
    assert!(ok(&threaded).ends_with("\nNodes searched: 400\n"));
}

/// `--moves` and `--fen` take one quoted string or several words, the same either way.
#[test]
fn one_string_or_several_words() {
    let one = cli("chess", &["perft", "1", "--moves", "e2e4 e7e5"]);
    let many = cli("chess", &["perft", "1", "--moves", "e2e4", "e7e5"]);
    assert_eq!(ok(&one), ok(&many));
    assert!(one.stdout.ends_with("Nodes searched: 29\n"), "{one:?}");
    let fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1";
    let quoted = cli("chess", &["perft", "1", "--fen", fen]);
    let words: Vec<&str> = ["perft", "1", "--fen"]
        .into_iter()
        .chain(fen.split(' '))
        .collect();
    assert_eq!(ok(&quoted), ok(&cli("chess", &words)));
    assert!(quoted.stdout.ends_with("Nodes searched: 1\n"), "{quoted:?}");
    // Flags in any order; the last of a repeated flag counts.
    let reordered = cli(
        "chess",
        &[
            "perft",
            "--fen",
            "startpos?",
            "--fen",
            fen,
            "--threads",
            "1",
            "1",
        ],
    );
    assert_eq!(ok(&reordered), quoted.stdout);
}

/// Chess960 by flag, or by a Shredder-FEN; xiangqi's ranks from 1 by flag.
#[test]
fn game_flags() {
    let castle = |args: &[&str]| {
        let out = cli("chess", args);
        ok(&out)
            .lines()
            .filter(|l| l.starts_with("e1g1") || l.starts_with("e1h1"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let shredder = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";
    assert_eq!(castle(&["perft", "1", "--fen", fen]), "e1g1: 1");
    assert_eq!(
        castle(&["perft", "1", "--chess960", "--fen", fen]),
        "e1h1: 1"
    );
    assert_eq!(castle(&["perft", "1", "--fen", shredder]), "e1h1: 1");
    let from1 = cli("xiangqi", &["perft", "1", "--ranks-from-1"]);
    assert!(ok(&from1).contains("a1a2: 1"), "{from1:?}");
    let from0 = cli("xiangqi", &["perft", "1"]);
    assert!(ok(&from0).contains("a0a1: 1"), "{from0:?}");
    // Moves are read in the notation the flags choose.
    let judged = cli(
        "xiangqi",
        &["judge", "--ranks-from-1", "--moves", "h3e3 h10g8"],
    );
    assert_eq!(ok(&judged), "result: * reason: none\n");
}

#[test]
fn judge_line() {
    let mate = cli("chess", &["judge", "--moves", "f2f3 e7e5 g2g4 d8h4"]);
    assert_eq!(ok(&mate), "result: 0-1 reason: checkmate\n");
    assert_eq!(ok(&cli("shogi", &["judge"])), "result: * reason: none\n");
    // A perpetual check: the verdict, then one line per ply of the cycle.
    let args = [
        "judge",
        "--fen",
        "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1",
        "--moves",
        "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9",
    ];
    let plain = cli("xiangqi", &args);
    assert_eq!(ok(&plain), "result: 0-1 reason: perpetual-check\n");
    let mut explained = args.to_vec();
    explained.push("--explain");
    let out = cli("xiangqi", &explained);
    let lines: Vec<&str> = ok(&out).lines().collect();
    assert_eq!(lines[0], "result: 0-1 reason: perpetual-check");
    assert!(lines.len() > 2, "{out:?}");
    // One code path: the library's explanation (`gambit::prelude::Explain`) is the
    // command's, line for line, in every game.
    use gambit::prelude::*;
    let (pos, _) = gambit_xiangqi::Xiangqi::judge(args[2], args[4]).expect("legal");
    assert_eq!(pos.explain(), lines[1..]);
    let knights = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
    let chess = cli("chess", &["judge", "--moves", knights, "--explain"]);
    let (pos, _) = gambit_chess::Chess::judge(gambit_chess::Chess::START_FEN, knights).unwrap();
    assert_eq!(
        ok(&chess).lines().skip(1).collect::<Vec<_>>(),
        pos.explain()
    );
    assert!(pos.explain()[1].contains("(Nf3)"), "{:?}", pos.explain());
    let rooks = "2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b";
    let shogi = cli("shogi", &["judge", "--moves", rooks, "--explain"]);
    let start = gambit_shogi::Shogi::START_FEN;
    let (pos, _) = gambit_shogi::Shogi::judge(start, rooks).expect("legal");
    assert_eq!(
        ok(&shogi).lines().skip(1).collect::<Vec<_>>(),
        pos.explain()
    );
    assert!(pos.explain().len() > 2, "{:?}", pos.explain());
}

/// `judge --moves` reads the game's record notation too (chess SAN, xiangqi WXF, shogi KIF,
/// KI2, CSA and Western), move by move, and a move read in neither names its ply and both
/// notations.
#[test]
fn judge_reads_record_notation() {
    for moves in ["f3 e5 g4 Qh4#", "f2f3 e5 g2g4 Qh4", "f3 e7e5 g4 d8h4"] {
        let mate = cli("chess", &["judge", "--moves", moves]);
        assert_eq!(ok(&mate), "result: 0-1 reason: checkmate\n", "{moves}");
    }
    // The same cycle as `judge_line`'s, in WXF.
    let wxf = cli(
        "xiangqi",
        &[
            "judge",
            "--fen",
            "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1",
            "--moves",
            "R9+2 K5+1 R9-1 K5-1 R9+1 K5+1 R9-1 K5-1 R9+1",
        ],
    );
    assert_eq!(ok(&wxf), "result: 0-1 reason: perpetual-check\n");
    // Shogi: a mate by a gold drop in each notation; an opening with KIF's 同 and its
    // full-width space, notations mixed.
    let fen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    for drop in ["▲５二金打", "５二金打", "+0052KI", "G*5b"] {
        let mate = cli("shogi", &["judge", "--fen", fen, "--moves", drop]);
        assert_eq!(
            ok(&mate),
            "result: 1-0 reason: checkmate
",
            "{drop}"
        );
    }
    let opening = "▲７六歩 3c3d +8822UM 同　銀(31) B*5e";
    let going = cli("shogi", &["judge", "--moves", opening, "--format", "json"]);
    assert!(
        ok(&going).contains(r#""ply":5,"reason":"none""#),
        "{going:?}"
    );
    refused(
        &cli("chess", &["judge", "--moves", "f3 e5 g4 Qh9"]),
        &[
            "ply 4 (Qh9)",
            "neither coordinates (",
            "UCI notation",
            ") nor SAN (",
        ],
    );
    refused(
        &cli("xiangqi", &["judge", "--moves", "C2.5 C2.5 C2.5"]),
        &[
            "ply 3 (C2.5)",
            "neither coordinates (",
            ") nor WXF or ICCS (",
        ],
    );
    refused(
        &cli("shogi", &["judge", "--moves", "▲７六歩 △３四歩 ▲５五飛"]),
        &[
            "ply 3 (▲５五飛)",
            "neither coordinates ('▲５五飛' is not a USI move",
            "nor KIF, KI2, CSA or Western notation (no legal move here is '▲５五飛')",
        ],
    );
}

/// A command refused while a search runs is answered after the search's `bestmove`: a GUI
/// reads the replies in the order it sent the commands.
#[test]
fn notes_wait_for_the_running_search() {
    for (game, hello, go) in [
        ("chess", "uci", "go infinite"),
        ("shogi", "usi", "go infinite"),
        ("xiangqi", "uci", "go depth 1"),
    ] {
        let input = format!(
            "{hello}\n{go}\nposition garbage\nsetoption name Hash value x\nisready\nstop\nquit\n"
        );
        let out = cli_with_input(game, &[], &input);
        let text = ok(&out);
        let lines: Vec<&str> = text.lines().collect();
        let at = |prefix: &str| lines.iter().position(|l| l.starts_with(prefix));
        let answer = at("bestmove").unwrap_or_else(|| panic!("{game}: no bestmove: {text}"));
        let notes: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with("info string"))
            .collect();
        assert_eq!(notes.len(), 2, "{game}: {text}");
        assert!(notes.iter().all(|&i| i > answer), "{game}: {text}");
        assert!(at("readyok").is_some(), "{game}: {text}");
    }
}

#[test]
fn bench_summary() {
    let out = cli("chess", &["bench", "1"]);
    let text = ok(&out);
    for key in ["Total time (ms): ", "Nodes searched: ", "Nodes/second: "] {
        assert!(text.contains(key), "{text}");
    }
}

/// `bench` with the network: another node count than the hand-written evaluation's (the
/// search sees other scores), the same on every run; a file that is no network, or a game
/// without one, is refused.
#[test]
fn bench_with_the_network() {
    let nodes = |args: &[&str]| cli_support::bench_nodes("chess", args);
    let hand = nodes(&["bench", "3"]);
    let net = nodes(&["bench", "3", "--use-nnue", "true"]);
    assert_ne!(hand, net);
    assert_eq!(net, nodes(&["bench", "3", "--use-nnue", "true"]));
    assert_eq!(hand, nodes(&["bench", "3", "--use-nnue", "false"]));
    let not_a_network = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    refused(
        &cli("chess", &["bench", "1", "--eval-file", not_a_network]),
        &["--eval-file", "not a network file"],
    );
    refused(
        &cli("shogi", &["bench", "1", "--use-nnue", "true"]),
        &["no network"],
    );
    // Xiangqi reads networks but has none compiled in: it needs a file.
    refused(
        &cli("xiangqi", &["bench", "1", "--use-nnue", "true"]),
        &["no network compiled in", "--eval-file"],
    );
}

/// No arguments: the protocol on standard input and output.
#[test]
fn no_arguments_speak_the_protocol() {
    let uci = cli_with_input("xiangqi", &[], "uci\nisready\nquit\n");
    let text = ok(&uci);
    assert!(text.contains("id name gambit-test 9.9.9"), "{text}");
    assert!(
        text.contains("uciok\n") && text.contains("readyok\n"),
        "{text}"
    );
    // xiangqi speaks UCCI when greeted with `ucci` (games/xiangqi/tests/ucci.rs has the rest).
    let ucci = cli_with_input("xiangqi", &[], "ucci\nisready\nquit\n");
    let text = ok(&ucci);
    assert!(text.contains("option hashsize type spin "), "{text}");
    assert!(text.ends_with("ucciok\nreadyok\nbye\n"), "{text}");
    let usi = cli_with_input("shogi", &[], "usi\nisready\nquit\n");
    let text = ok(&usi);
    assert!(
        text.contains("usiok\n") && text.contains("readyok\n"),
        "{text}"
    );
}

#[test]
fn diagram_to_stdout_or_file() {
    let out = cli("shogi", &["diagram", "--moves", "7g7f"]);
    let svg = ok(&out);
    assert!(
        svg.starts_with("<svg ") && svg.ends_with("</svg>\n"),
        "{svg}"
    );
    // Latin letters by default, CJK characters when asked for.
    assert!(!svg.contains('王'), "{svg}");
    let cjk = cli("shogi", &["diagram", "--characters"]);
    assert!(ok(&cjk).contains(">王<"));
    refused(
        &cli("shogi", &["diagram", "--letters", "--characters"]),
        &["--letters", "--characters"],
    );
    let dir = std::env::temp_dir().join(format!("gambit-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("shogi.svg");
    let path = file.to_str().expect("a UTF-8 path");
    let written = cli("shogi", &["diagram", "--moves", "7g7f", "--out", path]);
    assert_eq!(ok(&written), "");
    assert_eq!(std::fs::read_to_string(&file).expect("the SVG file"), svg);
    std::fs::remove_dir_all(&dir).expect("remove the temporary directory");
    let missing = dir.join("no-such-dir").join("x.svg");
    let missing = missing.to_str().expect("a UTF-8 path");
    refused(&cli("chess", &["diagram", "--out", missing]), &["--out"]);
    refused(&cli("chess", &["diagram", "--fen", "8/8 w"]), &["bad FEN"]);
    refused(
        &cli("chess", &["diagram", "--mark", "e4", "z9"]),
        &["--mark z9"],
    );
    refused(
        &cli("xiangqi", &["diagram", "--moves", "h2e2", "h2e2"]),
        &["ply 2 (h2e2)"],
    );
}
