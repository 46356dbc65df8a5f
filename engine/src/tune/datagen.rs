//! Self-play data generation: games from random openings at a fixed node budget per move,
//! on several threads, their quiet positions written with the search score and the result.
//!
//! Game `i` depends only on the seed and `i` (its opening comes from a stream seeded by both,
//! each game starts with a cleared table, and a one-thread search to a node budget is
//! deterministic), and the games are written in the order of their numbers whichever thread
//! finished first: the file is the same for a seed whatever the thread count.

use super::data::{DataWriter, Record};
use super::openings::{random_walk, OPENING_TRIES};
use gambit::board::zobrist::KeyStream;
use gambit::rules::Outcome;
use gambit::search::{Evaluation, Limits, Search, SearchGame, MAX_EVAL};
use gambit::square::Color;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How games are played and cut short.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatagenConfig {
    /// Games to play.
    pub games: u64,
    /// Threads, each playing its own games with a one-thread search.
    pub threads: usize,
    /// Nodes searched per move.
    pub nodes: u64,
    /// Random legal plies from the start position before the searched game begins.
    pub random_plies: u32,
    /// An opening whose first search scores beyond this (centipawns, either side) is played
    /// again with other random plies: a lost position teaches little.
    pub opening_bound: i32,
    /// Seed of the openings.
    pub seed: u64,
    /// Transposition table per thread, MiB.
    pub hash_mb: usize,
    /// A game reaching this many plies is a draw.
    pub max_plies: u32,
    /// Win adjudication: a score of at least this for the same side...
    pub win_score: i32,
    /// ...for this many plies in a row wins the game for it.
    pub win_plies: u32,
    /// Draw adjudication: from this ply on, ...
    pub draw_after: u32,
    /// ...scores within this of zero...
    pub draw_score: i32,
    /// ...for this many plies in a row draw the game.
    pub draw_plies: u32,
    /// The evaluation the games are played with: the current best (a network from the
    /// last round, or the hand-written evaluation).
    pub evaluation: Evaluation,
}

impl DatagenConfig {
    /// The defaults: 100 games at 5000 nodes per move from 8 random plies, one thread.
    pub const DEFAULT: DatagenConfig = DatagenConfig {
        games: 100,
        threads: 1,
        nodes: 5000,
        random_plies: 8,
        opening_bound: 400,
        seed: 1,
        hash_mb: 16,
        max_plies: 400,
        win_score: 1000,
        win_plies: 6,
        draw_after: 80,
        draw_score: 10,
        draw_plies: 12,
        evaluation: Evaluation {
            use_network: None,
            file: None,
        },
    };
}

impl Default for DatagenConfig {
    fn default() -> Self {
        DatagenConfig::DEFAULT
    }
}

/// Where a run stands, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Games written.
    pub games: u64,
    /// Positions written.
    pub positions: u64,
    /// Since the run started.
    pub elapsed: Duration,
}

impl Progress {
    /// Positions written per second.
    pub fn positions_per_second(&self) -> f64 {
        self.positions as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// What a finished run wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatagenSummary {
    /// The final progress.
    pub progress: Progress,
    /// Games won by the first player.
    pub first_wins: u64,
    /// Games won by the second player.
    pub second_wins: u64,
    /// Drawn games.
    pub draws: u64,
}

/// How often the progress callback is called at most.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// Plays `config.games` games of `G` and writes their positions to `out`, calling
/// `on_progress` every few seconds and once at the end. Errors only when writing fails.
pub fn run<G: SearchGame, W: Write>(
    config: &DatagenConfig,
    notation: G::Notation,
    out: &mut DataWriter<W>,
    mut on_progress: impl FnMut(&Progress),
) -> io::Result<DatagenSummary> {
    let start = Instant::now();
    let next = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let (send, receive) = mpsc::channel::<(u64, Played)>();
    let mut summary = DatagenSummary {
        progress: Progress {
            games: 0,
            positions: 0,
            elapsed: Duration::ZERO,
        },
        first_wins: 0,
        second_wins: 0,
        draws: 0,
    };
    std::thread::scope(|scope| -> io::Result<()> {
        for _ in 0..config.threads.max(1) {
            let send = send.clone();
            let (next, failed) = (&next, &failed);
            scope.spawn(move || {
                let mut search = Search::<G>::with_hash_mb(config.hash_mb)
                    .unwrap_or_else(|_| Search::<G>::new());
                search.options_mut().evaluation = config.evaluation.clone();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= config.games || failed.load(Ordering::Relaxed) {
                        break;
                    }
                    let game = play_game::<G>(config, notation, i, &mut search);
                    if send.send((i, game)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        // Finished games wait here until every game before them is written.
        let mut waiting = BTreeMap::new();
        let mut last_report = Instant::now();
        for (i, game) in receive {
            waiting.insert(i, game);
            while let Some(game) = waiting.remove(&summary.progress.games) {
                if let Err(e) = write_game(out, &game, &mut summary) {
                    failed.store(true, Ordering::Relaxed);
                    return Err(e);
                }
            }
            if last_report.elapsed() >= PROGRESS_EVERY {
                last_report = Instant::now();
                summary.progress.elapsed = start.elapsed();
                on_progress(&summary.progress);
            }
        }
        Ok(())
    })?;
    summary.progress.elapsed = start.elapsed();
    on_progress(&summary.progress);
    Ok(summary)
}

fn write_game<W: Write>(
    out: &mut DataWriter<W>,
    game: &Played,
    summary: &mut DatagenSummary,
) -> io::Result<()> {
    for p in &game.positions {
        out.write(&Record {
            fen: p.fen.clone(),
            score: p.score,
            result: game.result,
            ply: p.ply,
        })?;
    }
    summary.progress.games += 1;
    summary.progress.positions += game.positions.len() as u64;
    match game.result {
        Outcome::FirstWins => summary.first_wins += 1,
        Outcome::SecondWins => summary.second_wins += 1,
        Outcome::Draw => summary.draws += 1,
    }
    Ok(())
}

/// A position kept for the data, before the game's result is known.
struct Kept {
    fen: String,
    score: i16,
    ply: u16,
}

/// A finished game: its kept positions and how it ended.
struct Played {
    positions: Vec<Kept>,
    result: Outcome,
}

/// The stream of random choices of game `i`.
fn game_stream(seed: u64, i: u64) -> KeyStream {
    let mut s = KeyStream::new(seed);
    let mixed = s.next_key() ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    KeyStream::new(mixed)
}

/// Plays game `i`: an opening within the bound, then searched moves to the end or an
/// adjudication.
fn play_game<G: SearchGame>(
    config: &DatagenConfig,
    notation: G::Notation,
    i: u64,
    search: &mut Search<G>,
) -> Played {
    let mut rng = game_stream(config.seed, i);
    let limits = Limits::nodes(config.nodes.max(1));
    for _ in 0..OPENING_TRIES {
        let Some(pos) = random_walk(G::startpos(notation), config.random_plies, &mut rng) else {
            continue;
        };
        search.clear();
        if let Some(game) = play_from(config, pos, search, &limits) {
            return game;
        }
    }
    // Every opening tried was out of bounds: play from the start position instead.
    search.clear();
    let bounds_off = DatagenConfig {
        opening_bound: i32::MAX,
        ..config.clone()
    };
    play_from(&bounds_off, G::startpos(notation), search, &limits)
        .expect("an unbounded opening is always played")
}

/// The game from `pos`; `None` when the first search scores the opening beyond the bound.
fn play_from<G: SearchGame>(
    config: &DatagenConfig,
    mut pos: G,
    search: &mut Search<G>,
    limits: &Limits,
) -> Option<Played> {
    let mut positions = Vec::new();
    let mut win_run: (Option<Color>, u32) = (None, 0);
    let mut draw_run = 0u32;
    let mut first = true;
    let result = loop {
        if let Some(v) = pos.verdict() {
            break v.outcome;
        }
        if pos.count_legal() == 0 {
            break pos.no_moves_verdict().outcome;
        }
        let ply = pos.ply() as u32;
        if ply >= config.max_plies {
            break Outcome::Draw;
        }
        let found = search
            .run(&pos, limits.clone())
            .expect("a node budget bounds the search");
        let side = pos.side_to_move();
        if found.declares_win {
            break Outcome::win_for(side);
        }
        let Some(best) = found.best else {
            break pos.no_moves_verdict().outcome;
        };
        let value = found.value;
        if first {
            first = false;
            if value.abs() > config.opening_bound {
                return None;
            }
        }
        // A mate or a history rule's win in sight (scores beyond any evaluation): the game is
        // decided.
        if value.abs() >= MAX_EVAL {
            break if value > 0 {
                Outcome::win_for(side)
            } else {
                Outcome::loss_for(side)
            };
        }
        let first_pov = if side == Color::White { value } else { -value };
        if !pos.in_check() && !pos.is_tactical(best) {
            positions.push(Kept {
                fen: pos.fen(),
                score: first_pov as i16,
                ply: ply.min(u32::from(u16::MAX)) as u16,
            });
        }
        let leader = if first_pov > 0 {
            Color::White
        } else {
            Color::Black
        };
        if first_pov.abs() >= config.win_score {
            win_run = match win_run {
                (Some(c), n) if c == leader => (Some(c), n + 1),
                _ => (Some(leader), 1),
            };
            if win_run.1 >= config.win_plies {
                break Outcome::win_for(leader);
            }
        } else {
            win_run = (None, 0);
        }
        if ply >= config.draw_after && first_pov.abs() <= config.draw_score {
            draw_run += 1;
            if draw_run >= config.draw_plies {
                break Outcome::Draw;
            }
        } else {
            draw_run = 0;
        }
        pos.make(best);
    };
    Some(Played { positions, result })
}
