//! The position data file: what `datagen` writes and the tuner (or an outside trainer) reads.
//!
//! Little-endian binary, version 1 (docs/tuning.md has the table):
//!
//! ```text
//! header:  magic "GAMBITPD" (8 bytes)  version u16  game-name length u8  game name (ASCII)
//!          note length u16  note (UTF-8: how the file was made, e.g. the datagen command)
//! record:  FEN length u16  FEN (UTF-8)  score i16  result u8  ply u16
//! ```
//!
//! The score is the search's, in centipawns, from the first player's point of view (chess
//! white, xiangqi red, shogi sente); the result is the game's end from the same point of view
//! (0: the second player won, 1: draw, 2: the first player won); the ply counts from the
//! start position. Records follow the header to the end of the file; a file cut inside a
//! record is an error, never a silently shorter data set.

use gambit::rules::Outcome;
use std::fmt;
use std::io::{self, Read, Write};

/// The first eight bytes of every data file.
pub const MAGIC: [u8; 8] = *b"GAMBITPD";
/// The format version this code writes and reads.
pub const VERSION: u16 = 1;
/// The longest FEN a record may hold, bytes (a FEN of any game here is under 200).
pub const MAX_FEN_LEN: usize = 1024;

/// One position of a self-play game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The position, in its game's FEN.
    pub fen: String,
    /// The search score, centipawns, first player's point of view.
    pub score: i16,
    /// How the game ended.
    pub result: Outcome,
    /// Plies played from the start position to this one.
    pub ply: u16,
}

/// Why a data file cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// The file could not be read.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The file does not start with [`MAGIC`].
    #[error("not a gambit position data file (its first bytes are not \"GAMBITPD\")")]
    BadMagic,
    /// The file is of a version this build does not read.
    #[error("data format version {found} is not supported (this build reads version {VERSION})")]
    UnsupportedVersion {
        /// The version in the file.
        found: u16,
    },
    /// The file holds positions of another game.
    #[error("the file holds {found} positions, not {expected}")]
    WrongGame {
        /// The game named in the file.
        found: String,
        /// The game asked for.
        expected: String,
    },
    /// The file ends inside the header or a record.
    #[error("the file is truncated: it ends inside {0}")]
    Truncated(Place),
    /// A record's fields are out of range.
    #[error("record {record}: {why}")]
    BadRecord {
        /// 1-based record number.
        record: u64,
        /// What is wrong.
        why: String,
    },
}

/// Where in a file something was found: the header or a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The header.
    Header,
    /// The record with this 1-based number.
    Record(u64),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Header => f.write_str("the header"),
            Place::Record(n) => write!(f, "record {n}"),
        }
    }
}

/// The result byte of an outcome.
fn result_byte(o: Outcome) -> u8 {
    match o {
        Outcome::SecondWins => 0,
        Outcome::Draw => 1,
        Outcome::FirstWins => 2,
    }
}

/// Writes a data file: the header at creation, then one record per [`DataWriter::write`].
pub struct DataWriter<W: Write> {
    out: W,
    records: u64,
}

impl<W: Write> DataWriter<W> {
    /// Starts a file of positions of the game named `game` (`Game::NAME`) on `out`, with
    /// `note` (how it was made; at most 65535 bytes) in its header.
    pub fn new(mut out: W, game: &str, note: &str) -> io::Result<Self> {
        let too_long =
            |what: &str| io::Error::new(io::ErrorKind::InvalidInput, format!("{what} too long"));
        let name = game.as_bytes();
        let len = u8::try_from(name.len()).map_err(|_| too_long("game name"))?;
        let note_len = u16::try_from(note.len()).map_err(|_| too_long("note"))?;
        out.write_all(&MAGIC)?;
        out.write_all(&VERSION.to_le_bytes())?;
        out.write_all(&[len])?;
        out.write_all(name)?;
        out.write_all(&note_len.to_le_bytes())?;
        out.write_all(note.as_bytes())?;
        Ok(DataWriter { out, records: 0 })
    }

    /// Appends one record; an error when its FEN is empty or longer than [`MAX_FEN_LEN`].
    pub fn write(&mut self, r: &Record) -> io::Result<()> {
        let fen = r.fen.as_bytes();
        if fen.is_empty() || fen.len() > MAX_FEN_LEN {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("a record's FEN must hold 1..={MAX_FEN_LEN} bytes"),
            ));
        }
        let mut buf = Vec::with_capacity(fen.len() + 7);
        buf.extend_from_slice(&(fen.len() as u16).to_le_bytes());
        buf.extend_from_slice(fen);
        buf.extend_from_slice(&r.score.to_le_bytes());
        buf.push(result_byte(r.result));
        buf.extend_from_slice(&r.ply.to_le_bytes());
        self.out.write_all(&buf)?;
        self.records += 1;
        Ok(())
    }

    /// Records written so far.
    pub fn records(&self) -> u64 {
        self.records
    }

    /// Flushes and returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.flush()?;
        Ok(self.out)
    }
}

/// Reads a data file, checking the header at creation and every record as it comes.
pub struct DataReader<R: Read> {
    input: R,
    game: String,
    note: String,
    records: u64,
}

/// Fills `buf` from `r`: `Ok(false)` when the input ended before the first byte, an error
/// naming `place` when it ended inside.
fn read_exact_or_end(r: &mut impl Read, buf: &mut [u8], place: Place) -> Result<bool, DataError> {
    let mut got = 0;
    while got < buf.len() {
        match r.read(&mut buf[got..]) {
            Ok(0) if got == 0 => return Ok(false),
            Ok(0) => return Err(DataError::Truncated(place)),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(true)
}

/// [`read_exact_or_end`] where the end is not allowed either.
fn read_all(r: &mut impl Read, buf: &mut [u8], place: Place) -> Result<(), DataError> {
    if read_exact_or_end(r, buf, place)? {
        Ok(())
    } else {
        Err(DataError::Truncated(place))
    }
}

impl<R: Read> DataReader<R> {
    /// Opens a file of positions of the game named `expected_game`: an error when the
    /// magic, the version or the game is not what this build reads.
    pub fn new(mut input: R, expected_game: &str) -> Result<Self, DataError> {
        let mut magic = [0u8; 8];
        if !read_exact_or_end(&mut input, &mut magic, Place::Header)? || magic != MAGIC {
            return Err(DataError::BadMagic);
        }
        let mut version = [0u8; 2];
        read_all(&mut input, &mut version, Place::Header)?;
        let found = u16::from_le_bytes(version);
        if found != VERSION {
            return Err(DataError::UnsupportedVersion { found });
        }
        let mut len = [0u8; 1];
        read_all(&mut input, &mut len, Place::Header)?;
        let mut name = vec![0u8; usize::from(len[0])];
        read_all(&mut input, &mut name, Place::Header)?;
        let game = String::from_utf8_lossy(&name).into_owned();
        if game != expected_game {
            return Err(DataError::WrongGame {
                found: game,
                expected: expected_game.to_string(),
            });
        }
        let mut note_len = [0u8; 2];
        read_all(&mut input, &mut note_len, Place::Header)?;
        let mut note = vec![0u8; usize::from(u16::from_le_bytes(note_len))];
        read_all(&mut input, &mut note, Place::Header)?;
        Ok(DataReader {
            input,
            game,
            note: String::from_utf8_lossy(&note).into_owned(),
            records: 0,
        })
    }

    /// The game the file is for.
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The header's note: how the file was made.
    pub fn note(&self) -> &str {
        &self.note
    }

    /// The next record; `Ok(None)` at the end of the file.
    pub fn next_record(&mut self) -> Result<Option<Record>, DataError> {
        let number = self.records + 1;
        let place = Place::Record(number);
        let bad = |why: String| DataError::BadRecord {
            record: number,
            why,
        };
        let mut len = [0u8; 2];
        if !read_exact_or_end(&mut self.input, &mut len, place)? {
            return Ok(None);
        }
        let len = usize::from(u16::from_le_bytes(len));
        if len == 0 || len > MAX_FEN_LEN {
            return Err(bad(format!(
                "FEN length {len} is outside 1..={MAX_FEN_LEN}"
            )));
        }
        let mut fen = vec![0u8; len];
        read_all(&mut self.input, &mut fen, place)?;
        let fen = String::from_utf8(fen).map_err(|_| bad("the FEN is not UTF-8".to_string()))?;
        let mut tail = [0u8; 5];
        read_all(&mut self.input, &mut tail, place)?;
        let score = i16::from_le_bytes([tail[0], tail[1]]);
        let result = match tail[2] {
            0 => Outcome::SecondWins,
            1 => Outcome::Draw,
            2 => Outcome::FirstWins,
            b => return Err(bad(format!("result byte {b} is not 0, 1 or 2"))),
        };
        let ply = u16::from_le_bytes([tail[3], tail[4]]);
        self.records = number;
        Ok(Some(Record {
            fen,
            score,
            result,
            ply,
        }))
    }
}

impl<R: Read> Iterator for DataReader<R> {
    type Item = Result<Record, DataError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_record().transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Record> {
        vec![
            Record {
                fen: "8/8/4k3/8/8/4K3/8/8 w - - 0 1".to_string(),
                score: -37,
                result: Outcome::Draw,
                ply: 61,
            },
            Record {
                fen: "4k3/8/8/8/8/8/8/R3K3 b - - 0 1".to_string(),
                score: i16::MAX,
                result: Outcome::FirstWins,
                ply: u16::MAX,
            },
        ]
    }

    fn file(records: &[Record]) -> Vec<u8> {
        let mut w = DataWriter::new(Vec::new(), "chess", "made by hand").unwrap();
        for r in records {
            w.write(r).unwrap();
        }
        assert_eq!(w.records(), records.len() as u64);
        w.finish().unwrap()
    }

    fn read(bytes: &[u8], game: &str) -> Result<Vec<Record>, DataError> {
        DataReader::new(bytes, game)?.collect()
    }

    #[test]
    fn round_trip() {
        let records = sample();
        let bytes = file(&records);
        assert_eq!(&bytes[..8], b"GAMBITPD");
        assert_eq!(read(&bytes, "chess").unwrap(), records);
        assert_eq!(
            DataReader::new(&bytes[..], "chess").unwrap().note(),
            "made by hand"
        );
        assert!(read(&file(&[]), "chess").unwrap().is_empty());
    }

    #[test]
    fn bad_files_are_errors() {
        let bytes = file(&sample());
        assert!(matches!(
            read(&bytes, "xiangqi"),
            Err(DataError::WrongGame { .. })
        ));
        assert!(matches!(read(b"", "chess"), Err(DataError::BadMagic)));
        assert!(matches!(
            read(b"NOTADATAFILE", "chess"),
            Err(DataError::BadMagic)
        ));
        let mut v2 = bytes.clone();
        v2[8] = 2;
        assert!(matches!(
            read(&v2, "chess"),
            Err(DataError::UnsupportedVersion { found: 2 })
        ));
        // Every cut inside the header or a record is an error naming where.
        let header = 8 + 2 + 1 + "chess".len() + 2 + "made by hand".len();
        let first_end = header + 2 + sample()[0].fen.len() + 5;
        for cut in 9..bytes.len() {
            let r = read(&bytes[..cut], "chess");
            if cut == header || cut == first_end {
                assert!(r.is_ok(), "cut at {cut}");
            } else {
                let want = if cut < header {
                    Place::Header
                } else if cut < first_end {
                    Place::Record(1)
                } else {
                    Place::Record(2)
                };
                match r {
                    Err(DataError::Truncated(p)) => assert_eq!(p, want, "cut at {cut}"),
                    other => panic!("cut at {cut}: {other:?}"),
                }
            }
        }
        let mut bad_result = bytes.clone();
        bad_result[first_end - 3] = 7;
        let e = read(&bad_result, "chess").unwrap_err();
        assert_eq!(e.to_string(), "record 1: result byte 7 is not 0, 1 or 2");
        let mut zero_len = bytes;
        zero_len[header] = 0;
        zero_len[header + 1] = 0;
        assert!(matches!(
            read(&zero_len, "chess"),
            Err(DataError::BadRecord { record: 1, .. })
        ));
    }
}
