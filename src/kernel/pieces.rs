//! The pieces many variants share, as descriptions to list in a variant's `PIECES`: the
//! chess set (values as the kernel's evaluation starts from them) and Capablanca's two
//! compounds.

use super::variant::PieceDef;

/// The chess pawn: moves one step forward, captures one step diagonally forward (its double
/// step, en passant and promotion are rule components).
pub const PAWN: PieceDef = PieceDef::pawn('P', "fmWfcF", 100);
/// The knight.
pub const KNIGHT: PieceDef = PieceDef::new('N', "N", 300);
/// The bishop.
pub const BISHOP: PieceDef = PieceDef::new('B', "B", 330);
/// The rook.
pub const ROOK: PieceDef = PieceDef::new('R', "R", 500);
/// The queen.
pub const QUEEN: PieceDef = PieceDef::new('Q', "Q", 950);
/// The king.
pub const KING: PieceDef = PieceDef::royal('K', "K");
/// The archbishop (Capablanca; `A`): bishop and knight.
pub const ARCHBISHOP: PieceDef = PieceDef::new('A', "BN", 800);
/// The chancellor (Capablanca; `C`): rook and knight.
pub const CHANCELLOR: PieceDef = PieceDef::new('C', "RN", 850);
/// The commoner (`K`): moves as a king but is not royal (antichess's king, which may be
/// captured).
pub const COMMONER: PieceDef = PieceDef::new('K', "K", 200);
/// The alfil (shatranj's bishop, `B`): leaps two squares diagonally.
pub const ALFIL: PieceDef = PieceDef::new('B', "A", 150);
/// The fers (shatranj's queen, `Q`): one step diagonally.
pub const FERS: PieceDef = PieceDef::new('Q', "F", 200);
