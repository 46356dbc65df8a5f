//! Piece movements in Betza's notation, the way Fairy-Stockfish's variant files write them:
//! `N` (knight), `fmWfcF` (a chess pawn), `FfW` (shogi's silver), `RN` (chancellor), `mRcpR`
//! (xiangqi's cannon). [`parse`] turns one into [`Atom`]s: single steps from the owner's chair
//! (forward is towards the far edge), each a leap, a ride, a hop or a lame leap, moving,
//! capturing or both.
//!
//! The subset read: the atoms `W F D N A H C Z G` and the shorthands `K Q R B`; a doubled atom
//! (`WW`, `NN`) rides; the direction letters `f b l r v s` (single or paired: `fl` is one
//! diagonal, `ff` the two narrow forward knight moves); the modifiers `m` (moves only), `c`
//! (captures only), `n` (lame: blocked by the squares it passes) and `p` (hops over one piece
//! to move or capture, the cannon). Anything else is refused with the reason, so a variant's
//! description fails at its first use rather than playing another game.

/// How an atom moves along its step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// One step of `(df, dr)`, jumping over whatever stands between.
    Leap,
    /// One step of `(df, dr)`, blocked by a piece on the squares passed (xiangqi's horse and
    /// elephant): the leg squares are those of the shorter orthogonal or diagonal path.
    Lame,
    /// Any number of steps along `(df, dr)` over empty squares.
    Ride,
    /// Along `(df, dr)`, over exactly one piece (the screen), as the cannon.
    Hop,
}

/// What an atom's destination may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// An empty square or an enemy piece.
    Both,
    /// Only an empty square (a pawn's push).
    Move,
    /// Only an enemy piece (a pawn's capture).
    Capture,
}

/// One step of a piece's movement, from the owner's chair: `df` files to the right, `dr`
/// ranks forward.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atom {
    /// Files to the right.
    pub df: i8,
    /// Ranks forward.
    pub dr: i8,
    /// Leap, lame leap, ride or hop.
    pub reach: Reach,
    /// Moves, captures or both.
    pub mode: Mode,
}

/// Why a Betza string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("movement '{text}': {why}")]
pub struct BetzaError {
    /// The whole string.
    pub text: String,
    /// What is wrong or not supported.
    pub why: String,
}

/// The eight symmetric images of `(x, y)` (fewer when `x == y` or one is zero).
fn images(x: i8, y: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (a, b) in [(x, y), (y, x)] {
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let v = (a * sa, b * sb);
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// The base vector of an atom letter.
fn atom_vector(c: char) -> Option<(i8, i8)> {
    Some(match c {
        'W' => (1, 0),
        'F' => (1, 1),
        'D' => (2, 0),
        'N' => (2, 1),
        'A' => (2, 2),
        'H' => (3, 0),
        'C' => (3, 1),
        'Z' => (3, 2),
        'G' => (3, 3),
        _ => return None,
    })
}

/// Whether `(df, dr)` is among the directions a group of direction letters selects. `dirs`
/// holds the letters as written (`f`, `fl`, `ff`, `fs`, ...), each group a union term.
fn selected(dirs: &[String], df: i8, dr: i8) -> bool {
    if dirs.is_empty() {
        return true;
    }
    let oblique = df != 0 && dr != 0 && df.abs() != dr.abs();
    dirs.iter().any(|g| {
        let one = |c: char| match c {
            'f' => dr > 0,
            'b' => dr < 0,
            'l' => df < 0,
            'r' => df > 0,
            'v' => df == 0 || (oblique && dr.abs() > df.abs()),
            's' => dr == 0 || (oblique && df.abs() > dr.abs()),
            _ => false,
        };
        let cs: Vec<char> = g.chars().collect();
        match cs.as_slice() {
            [c] => one(*c),
            // Doubled on an oblique atom: the narrow pair (`ff`: forward and more forward
            // than sideways); `fs`/`bs`: forward or back and wide.
            [a, b] if a == b && oblique => {
                one(*a)
                    && match a {
                        'f' | 'b' => dr.abs() > df.abs(),
                        _ => df.abs() > dr.abs(),
                    }
            }
            [a, 's'] if oblique && matches!(a, 'f' | 'b') => one(*a) && df.abs() > dr.abs(),
            // On an orthogonal atom no step is both forward and sideways: the pair is the
            // two directions (`fsW`, xiangqi's and janggi's soldier).
            [a, b] if df == 0 || dr == 0 => one(*a) || one(*b),
            [a, b] => one(*a) && one(*b),
            _ => false,
        }
    })
}

/// Reads a Betza string into atoms (see the module documentation for the subset).
pub fn parse(text: &str) -> Result<Vec<Atom>, BetzaError> {
    let err = |why: &str| BetzaError {
        text: text.to_string(),
        why: why.to_string(),
    };
    let chars: Vec<char> = text.chars().collect();
    let mut atoms = Vec::new();
    let mut i = 0;
    let mut dirs: Vec<String> = Vec::new();
    let mut mode = Mode::Both;
    let mut lame = false;
    let mut hop = false;
    while i < chars.len() {
        let c = chars[i];
        match c {
            'f' | 'b' | 'l' | 'r' | 'v' | 's' => {
                // A pair of direction letters reads as one group when the second refines the
                // first (fl, fr, bl, br, ff, bb, fs, bs, ll, rr, vv, ss).
                let next = chars.get(i + 1).copied();
                let pair = match (c, next) {
                    ('f' | 'b', Some(n @ ('l' | 'r' | 's'))) => Some(n),
                    (a, Some(n)) if a == n => Some(n),
                    _ => None,
                };
                match pair {
                    Some(n) => {
                        dirs.push([c, n].iter().collect());
                        i += 2;
                    }
                    None => {
                        dirs.push(c.to_string());
                        i += 1;
                    }
                }
            }
            'm' => {
                mode = Mode::Move;
                i += 1;
            }
            'c' => {
                mode = Mode::Capture;
                i += 1;
            }
            'n' => {
                lame = true;
                i += 1;
            }
            'p' => {
                hop = true;
                i += 1;
            }
            'K' | 'Q' | 'R' | 'B' | 'W' | 'F' | 'D' | 'N' | 'A' | 'H' | 'C' | 'Z' | 'G' => {
                let (bases, mut ride): (Vec<(i8, i8)>, bool) = match c {
                    'K' => (vec![(1, 0), (1, 1)], false),
                    'Q' => (vec![(1, 0), (1, 1)], true),
                    'R' => (vec![(1, 0)], true),
                    'B' => (vec![(1, 1)], true),
                    _ => (vec![atom_vector(c).expect("an atom letter")], false),
                };
                i += 1;
                if chars.get(i) == Some(&c) && atom_vector(c).is_some() {
                    ride = true;
                    i += 1;
                }
                if chars.get(i).is_some_and(|d| d.is_ascii_digit()) {
                    return Err(err(
                        "limited ranges (a digit after an atom) are not supported",
                    ));
                }
                let reach = match (ride, lame, hop) {
                    (_, true, true) => return Err(err("'n' and 'p' together")),
                    (true, true, _) => return Err(err("a lame rider ('n' with a rider)")),
                    (false, false, true) => return Err(err("'p' needs a rider")),
                    (true, false, true) => Reach::Hop,
                    (true, false, false) => Reach::Ride,
                    (false, true, false) => Reach::Lame,
                    (false, false, false) => Reach::Leap,
                };
                for (x, y) in bases {
                    for (df, dr) in images(x, y) {
                        if selected(&dirs, df, dr) {
                            let atom = Atom {
                                df,
                                dr,
                                reach,
                                mode,
                            };
                            if !atoms.contains(&atom) {
                                atoms.push(atom);
                            }
                        }
                    }
                }
                dirs.clear();
                mode = Mode::Both;
                lame = false;
                hop = false;
            }
            _ => return Err(err(&format!("'{c}' is not supported"))),
        }
    }
    if !dirs.is_empty() || mode != Mode::Both || lame || hop {
        return Err(err("modifiers with no atom after them"));
    }
    if atoms.is_empty() {
        return Err(err("no movement"));
    }
    Ok(atoms)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(text: &str) -> Vec<(i8, i8, Reach, Mode)> {
        let mut v: Vec<_> = parse(text)
            .unwrap()
            .into_iter()
            .map(|a| (a.df, a.dr, a.reach, a.mode))
            .collect();
        v.sort_by_key(|&(df, dr, r, m)| (df, dr, r as u8, m as u8));
        v
    }

    #[test]
    fn the_usual_pieces() {
        assert_eq!(parse("N").unwrap().len(), 8);
        assert_eq!(parse("K").unwrap().len(), 8);
        assert_eq!(parse("Q").unwrap().len(), 8);
        assert_eq!(parse("RN").unwrap().len(), 12);
        assert!(parse("WW").unwrap().iter().all(|a| a.reach == Reach::Ride));
        use Mode::*;
        use Reach::*;
        assert_eq!(
            steps("fmWfcF"),
            vec![
                (-1, 1, Leap, Capture),
                (0, 1, Leap, Move),
                (1, 1, Leap, Capture)
            ]
        );
        // Shogi's silver: the four diagonals and straight ahead.
        assert_eq!(
            steps("FfW"),
            vec![
                (-1, -1, Leap, Both),
                (-1, 1, Leap, Both),
                (0, 1, Leap, Both),
                (1, -1, Leap, Both),
                (1, 1, Leap, Both)
            ]
        );
        // Gold: the four orthogonals and the two forward diagonals.
        assert_eq!(parse("WfF").unwrap().len(), 6);
        // Shogi's knight: the two narrow forward jumps; the lance rides forward.
        assert_eq!(steps("ffN"), vec![(-1, 2, Leap, Both), (1, 2, Leap, Both)]);
        assert_eq!(steps("fR"), vec![(0, 1, Ride, Both)]);
        // The cannon: moves as a rook, captures by hopping.
        assert_eq!(parse("mRcpR").unwrap().len(), 8);
        assert_eq!(parse("nN").unwrap()[0].reach, Lame);
        // The soldier of xiangqi across the river and of janggi: forward and sideways.
        assert_eq!(
            steps("fsW"),
            vec![(-1, 0, Leap, Both), (0, 1, Leap, Both), (1, 0, Leap, Both)]
        );
        // One diagonal.
        assert_eq!(steps("flF"), vec![(-1, 1, Leap, Both)]);
    }

    #[test]
    fn refusals_say_why() {
        for bad in ["", "x", "W3", "f", "pN", "nR", "Nm"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
