//! The network file: the quantized weights and how they were made, little-endian, checked
//! field by field when read. docs/tuning.md has the table.

use super::{QA, QB, SCALE, WEIGHT_CLIP};
use std::io::Write;

/// The first eight bytes of every network file.
pub const MAGIC: &[u8; 8] = b"GAMBITNN";
/// The format version this code reads and writes.
pub const VERSION: u16 = 1;

/// The largest quantized hidden weight or bias the clip allows.
const MAX_HIDDEN: i16 = (WEIGHT_CLIP * QA as f32) as i16 + 1;
/// The largest quantized output weight the clip allows.
const MAX_OUTPUT: i16 = (WEIGHT_CLIP * QB as f32) as i16 + 1;

/// A network file's contents: the shape, the note and the quantized weights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetworkFile {
    /// The game it evaluates (`Game::NAME`).
    pub game: String,
    /// How it was made: the trainer's command and data.
    pub note: String,
    /// The number of inputs.
    pub inputs: usize,
    /// The hidden layer's width (per side).
    pub hidden: usize,
    /// The hidden layer's weights, one row of `hidden` per input, in units of `1/QA`.
    pub ft_weights: Vec<i16>,
    /// The hidden layer's biases, in units of `1/QA`.
    pub ft_bias: Vec<i16>,
    /// The output weights: `hidden` for the side to move's half, then `hidden` for the
    /// other's, in units of `1/QB`.
    pub out_weights: Vec<i16>,
    /// The output bias, in units of `1/(QA·QB)`.
    pub out_bias: i32,
}

/// Why a network file was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum NetworkFileError {
    /// It does not start with `GAMBITNN`.
    #[error("not a network file (no GAMBITNN magic)")]
    BadMagic,
    /// Another version of the format.
    #[error("network file version {0}, this build reads version {VERSION}")]
    Version(u16),
    /// It ends inside a field.
    #[error("the network file is truncated: it ends inside {0}")]
    Truncated(&'static str),
    /// It is for another game.
    #[error("the network is for {found}, not {expected}")]
    Game {
        /// The game that reads it.
        expected: String,
        /// The game the file names.
        found: String,
    },
    /// A text field is not UTF-8.
    #[error("the network file's {0} is not UTF-8")]
    Text(&'static str),
    /// Another shape than the reader's.
    #[error("the network has {inputs} inputs and {hidden} hidden units; this build needs {want_inputs} and {want_hidden}")]
    Shape {
        /// The file's inputs.
        inputs: usize,
        /// The file's hidden width.
        hidden: usize,
        /// The reader's inputs.
        want_inputs: usize,
        /// The reader's hidden width.
        want_hidden: usize,
    },
    /// Other fixed-point scales than this build's.
    #[error("the network's scales are QA {qa}, QB {qb}, output {scale}; this build uses {QA}, {QB}, {SCALE}")]
    Scales {
        /// The file's QA.
        qa: u16,
        /// The file's QB.
        qb: u16,
        /// The file's output scale.
        scale: u16,
    },
    /// A weight beyond the clip, which the integer sums are not sized for.
    #[error("the network's {0} hold a weight beyond the clip")]
    WeightOutOfRange(&'static str),
    /// Bytes after the last field.
    #[error("the network file has {0} bytes after its last field")]
    TrailingBytes(usize),
}

/// Reads fields off the front of a byte slice.
struct Cursor<'a>(&'a [u8]);

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], NetworkFileError> {
        if self.0.len() < n {
            return Err(NetworkFileError::Truncated(what));
        }
        let (head, tail) = self.0.split_at(n);
        self.0 = tail;
        Ok(head)
    }

    fn u8(&mut self, what: &'static str) -> Result<u8, NetworkFileError> {
        Ok(self.take(1, what)?[0])
    }

    fn u16(&mut self, what: &'static str) -> Result<u16, NetworkFileError> {
        let b = self.take(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn u32(&mut self, what: &'static str) -> Result<u32, NetworkFileError> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn text(&mut self, n: usize, what: &'static str) -> Result<String, NetworkFileError> {
        let b = self.take(n, what)?;
        String::from_utf8(b.to_vec()).map_err(|_| NetworkFileError::Text(what))
    }

    fn i16s(&mut self, n: usize, what: &'static str) -> Result<Vec<i16>, NetworkFileError> {
        let bytes = n.checked_mul(2).ok_or(NetworkFileError::Truncated(what))?;
        let b = self.take(bytes, what)?;
        Ok(b.chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect())
    }
}

impl NetworkFile {
    /// Reads a file for `game`; every field is checked, and weights beyond the clip are
    /// refused.
    pub fn parse(bytes: &[u8], game: &str) -> Result<NetworkFile, NetworkFileError> {
        let mut c = Cursor(bytes);
        if c.take(8, "the magic")
            .map_err(|_| NetworkFileError::BadMagic)?
            != MAGIC
        {
            return Err(NetworkFileError::BadMagic);
        }
        let version = c.u16("the version")?;
        if version != VERSION {
            return Err(NetworkFileError::Version(version));
        }
        let n = c.u8("the game's name")? as usize;
        let found = c.text(n, "the game's name")?;
        if found != game {
            return Err(NetworkFileError::Game {
                expected: game.to_string(),
                found,
            });
        }
        let n = c.u16("the note")? as usize;
        let note = c.text(n, "the note")?;
        let inputs = c.u32("the shape")? as usize;
        let hidden = c.u32("the shape")? as usize;
        let (qa, qb, scale) = (
            c.u16("the scales")?,
            c.u16("the scales")?,
            c.u16("the scales")?,
        );
        if (i32::from(qa), i32::from(qb), i32::from(scale)) != (QA, QB, SCALE) {
            return Err(NetworkFileError::Scales { qa, qb, scale });
        }
        let rows = inputs
            .checked_mul(hidden)
            .ok_or(NetworkFileError::Truncated("the hidden weights"))?;
        let ft_weights = c.i16s(rows, "the hidden weights")?;
        let ft_bias = c.i16s(hidden, "the hidden biases")?;
        let out_weights = c.i16s(2 * hidden, "the output weights")?;
        let out_bias = c.u32("the output bias")? as i32;
        if !c.0.is_empty() {
            return Err(NetworkFileError::TrailingBytes(c.0.len()));
        }
        let within = |v: &[i16], max: i16| v.iter().all(|w| w.unsigned_abs() <= max as u16);
        if !within(&ft_weights, MAX_HIDDEN) || !within(&ft_bias, MAX_HIDDEN) {
            return Err(NetworkFileError::WeightOutOfRange("hidden weights"));
        }
        if !within(&out_weights, MAX_OUTPUT) {
            return Err(NetworkFileError::WeightOutOfRange("output weights"));
        }
        Ok(NetworkFile {
            game: found,
            note,
            inputs,
            hidden,
            ft_weights,
            ft_bias,
            out_weights,
            out_bias,
        })
    }

    /// The file's bytes. The note is cut to 65,535 bytes (at a character boundary) and the
    /// game's name to 255.
    pub fn to_bytes(&self) -> Vec<u8> {
        let cut = |s: &str, max: usize| -> String {
            let mut end = s.len().min(max);
            while !s.is_char_boundary(end) {
                end -= 1;
            }
            s[..end].to_string()
        };
        let game = cut(&self.game, 255);
        let note = cut(&self.note, 65535);
        let mut out = Vec::with_capacity(64 + note.len() + 2 * self.ft_weights.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(game.len() as u8);
        out.extend_from_slice(game.as_bytes());
        out.extend_from_slice(&(note.len() as u16).to_le_bytes());
        out.extend_from_slice(note.as_bytes());
        out.extend_from_slice(&(self.inputs as u32).to_le_bytes());
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        for s in [QA, QB, SCALE] {
            out.extend_from_slice(&(s as u16).to_le_bytes());
        }
        for w in self
            .ft_weights
            .iter()
            .chain(&self.ft_bias)
            .chain(&self.out_weights)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.out_bias.to_le_bytes());
        out
    }

    /// Writes [`NetworkFile::to_bytes`].
    pub fn write(&self, mut w: impl Write) -> std::io::Result<()> {
        w.write_all(&self.to_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> NetworkFile {
        NetworkFile {
            game: "chess".into(),
            note: "made by a test".into(),
            inputs: 3,
            hidden: 2,
            ft_weights: vec![1, -2, 3, -4, 5, -6],
            ft_bias: vec![7, -8],
            out_weights: vec![9, -10, 11, -12],
            out_bias: -13,
        }
    }

    #[test]
    fn a_file_reads_back_as_written() {
        let f = sample();
        assert_eq!(NetworkFile::parse(&f.to_bytes(), "chess"), Ok(f));
    }

    #[test]
    fn every_cut_and_every_bad_field_is_an_error() {
        let bytes = sample().to_bytes();
        for n in 0..bytes.len() {
            assert!(
                NetworkFile::parse(&bytes[..n], "chess").is_err(),
                "cut at {n}"
            );
        }
        let mut long = bytes.clone();
        long.push(0);
        assert_eq!(
            NetworkFile::parse(&long, "chess"),
            Err(NetworkFileError::TrailingBytes(1))
        );
        assert!(matches!(
            NetworkFile::parse(&bytes, "xiangqi"),
            Err(NetworkFileError::Game { .. })
        ));
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(
            NetworkFile::parse(&bad, "chess"),
            Err(NetworkFileError::BadMagic)
        );
        let mut big = sample();
        big.out_weights[0] = 1000;
        assert_eq!(
            NetworkFile::parse(&big.to_bytes(), "chess"),
            Err(NetworkFileError::WeightOutOfRange("output weights"))
        );
    }
}
