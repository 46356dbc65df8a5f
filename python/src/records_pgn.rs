//! Game records read from PGN behind one object-safe face ([`AnyRecord`]), with the judge's
//! ruling on each, for `gambit.pgn`.

use crate::game::{AnyGame, Board, Playable};
use gambit::judge::{judge_record, PgnRecords};
use gambit::record::pgn::{write, PgnErrorKind};
use gambit::record::{result_token, Record};
use gambit::Outcome;

/// The judge's ruling on a record's main line.
pub struct Ruling {
    /// The verdict on the final position (claims counted); `None` while the game goes on.
    pub verdict: Option<gambit::Verdict>,
    /// The plies of the main line.
    pub plies: usize,
    /// The record's own result; `None` for `*`.
    pub recorded: Option<Outcome>,
    /// Where the record's tags disagree with the verdict, in words.
    pub disagreements: Vec<String>,
}

/// A game record of some game.
pub trait AnyRecord: Send + Sync {
    /// The tag pairs, in order.
    fn tags(&self) -> Vec<(String, String)>;
    /// The record's result token (`1-0`, `0-1`, `1/2-1/2`, `*`).
    fn result(&self) -> &'static str;
    /// The main line's moves, in the game's notation.
    fn moves(&self) -> Vec<String>;
    /// The start position, or the position after the main line (the moves on its stack).
    fn board(&self, played: bool) -> Box<dyn AnyGame>;
    /// The judge's ruling, or why it refused the main line (a move after the game ended).
    fn judge(&self) -> Result<Ruling, String>;
    /// The record written back as PGN (main line, tags, result).
    fn pgn(&self) -> String;
}

/// A record of game `G`.
struct RecordOf<G: Playable + PgnRecords>(Record<G>);

impl<G: Playable + PgnRecords> AnyRecord for RecordOf<G> {
    fn tags(&self) -> Vec<(String, String)> {
        self.0
            .tags
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }

    fn result(&self) -> &'static str {
        result_token(self.0.result)
    }

    fn moves(&self) -> Vec<String> {
        let mut pos = self.0.start.clone();
        self.0
            .mainline()
            .map(|m| {
                let text = pos.format_move(m);
                pos.make(m);
                text
            })
            .collect()
    }

    fn board(&self, played: bool) -> Box<dyn AnyGame> {
        let pos = if played {
            self.0.end()
        } else {
            self.0.start.clone()
        };
        Box::new(Board::at(pos))
    }

    fn judge(&self) -> Result<Ruling, String> {
        let r = judge_record(&self.0).map_err(|e| e.to_string())?;
        Ok(Ruling {
            verdict: r.verdict,
            plies: r.plies,
            recorded: r.recorded,
            disagreements: r.disagreements.iter().map(|d| d.to_string()).collect(),
        })
    }

    fn pgn(&self) -> String {
        write(&G::dialect(self.0.start.notation()), &self.0)
    }
}

/// One game of a text: read, or why not.
pub type ReadRecord = Result<Box<dyn AnyRecord>, String>;

/// One game as a dialect read it: the record, or why not and whether it failed at its setup
/// (its tags: another variant's record, a bad FEN) rather than in its moves.
type Attempt = Result<Box<dyn AnyRecord>, (String, bool)>;

/// The games of `text` read as game `G`'s records.
fn read_as<G: Playable + PgnRecords>(text: &str) -> Vec<Attempt> {
    G::pgn_records(text, Default::default())
        .map(|game| {
            game.map(|r| Box::new(RecordOf(r)) as Box<dyn AnyRecord>)
                .map_err(|e| {
                    let setup = matches!(e.kind, PgnErrorKind::Setup(_));
                    (e.to_string(), setup)
                })
        })
        .collect()
}

/// The names of the games whose records `gambit.pgn` reads: those of `gambit-variants` and
/// xiangqi (shogi has no PGN dialect).
fn readable() -> Vec<&'static str> {
    let mut names = gambit_variants::VARIANTS.to_vec();
    names.push("xiangqi");
    names
}

/// The games of `text` read as `variant`'s records; an error for a game without a PGN reader.
fn attempt(variant: &str, text: &str) -> Result<Vec<Attempt>, String> {
    match variant {
        "xiangqi" => Ok(read_as::<gambit_xiangqi::Xiangqi>(text)),
        name => gambit_variants::with_variant!(name, G => read_as::<G>(text)).ok_or_else(|| {
            format!(
                "no PGN reader for '{variant}' (gambit.pgn reads: {})",
                readable().join(", ")
            )
        }),
    }
}

/// The game whose PGN reader takes `tag` (a `[Variant "..."]` line, or nothing for chess).
fn variant_of_tag(tag: &str) -> Option<&'static str> {
    let probe = format!("{tag}\n\n*\n");
    readable().into_iter().find(|&name| {
        attempt(name, &probe)
            .ok()
            .and_then(|games| games.into_iter().next())
            .is_some_and(|game| game.is_ok())
    })
}

/// Chess (for games without the tag: every other reader wants its own), then the games named
/// by the `Variant` tags of `text`, in order of first appearance; an error for a tag no game
/// has.
fn tagged_variants(text: &str) -> Result<Vec<&'static str>, String> {
    let mut names = vec!["chess"];
    for tag in text
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("[Variant "))
    {
        let name = variant_of_tag(tag)
            .ok_or_else(|| format!("no game gambit plays has the PGN tag {tag}"))?;
        if !names.contains(&name) {
            names.push(name);
        }
    }
    Ok(names)
}

/// One game, from its attempts by several readers (each with its game's name): the first
/// that read it; when none did, the refusal of the first that got past its setup (the game's
/// own reader, refusing a move), else the first refusal.
fn pick(attempts: Vec<(&'static str, Attempt)>) -> Option<Read> {
    let best = attempts
        .iter()
        .position(|(_, a)| a.is_ok())
        .or_else(|| {
            attempts
                .iter()
                .position(|(_, a)| matches!(a, Err((_, false))))
        })
        .unwrap_or(0);
    let (name, attempt) = attempts.into_iter().nth(best)?;
    Some((name, attempt.map_err(|(why, _)| why)))
}

/// A game of a text and the game it was read (or refused) as.
pub type Read = (&'static str, ReadRecord);

/// The games of a PGN text, each read or refused, as `variant`'s records; without a variant,
/// each game as the game its `Variant` tag names (chess when it has none), as lichess exports
/// mixed files.
pub fn read_records(text: &str, variant: Option<&str>) -> Result<Vec<Read>, String> {
    let names = match variant {
        Some(v) => {
            let lower = v.to_ascii_lowercase();
            let known = readable().into_iter().find(|n| *n == lower);
            vec![known.ok_or_else(|| {
                format!(
                    "no PGN reader for '{v}' (gambit.pgn reads: {})",
                    readable().join(", ")
                )
            })?]
        }
        None => tagged_variants(text)?,
    };
    let mut readings = names
        .iter()
        .map(|&name| attempt(name, text).map(|games| (name, games.into_iter())))
        .collect::<Result<Vec<_>, _>>()?;
    let mut games = Vec::new();
    loop {
        // Every reader splits the text alike: advance them all, one game at a time.
        let step: Vec<(&'static str, Attempt)> = readings
            .iter_mut()
            .filter_map(|(name, g)| Some((*name, g.next()?)))
            .collect();
        if step.is_empty() {
            return Ok(games);
        }
        games.extend(pick(step));
    }
}
