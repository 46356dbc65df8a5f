//! `is_capture` and `piece_to_partner`: what a move takes, read from the board before it.

use super::promoted::Tracker;
use super::replay::Replay;
use super::san::captured_square;

/// pyffish's `is_capture`: the legal move `text` takes a piece.
pub fn is_capture(replay: &Replay, text: &str) -> Result<bool, String> {
    Ok(captured_square(replay, text)?.is_some())
}

/// pyffish's `piece_to_partner`: the piece the last of `moves` took, as it goes to a
/// bughouse partner (a promoted piece as the pawn or piece it was), its FEN letter; `''`
/// when it took none. All the moves are played on `replay`.
pub fn piece_to_partner(replay: &mut Replay, moves: &[String]) -> Result<String, String> {
    let Some((last, before)) = moves.split_last() else {
        return Ok(String::new());
    };
    // Pieces promoted from pawns are followed through the moves: pyffish knows them in
    // every variant, a FEN shows them (`~`) in crazyhouse only.
    let promoted = Tracker::replay(replay, before)?;
    let taken = captured_square(replay, last)?;
    replay.play(last)?;
    let Some((grid, sq)) = taken else {
        return Ok(String::new());
    };
    let Some(p) = grid.at(sq) else {
        return Ok(String::new());
    };
    let letter = match (p.tilde || promoted.contains(sq), p.white()) {
        (true, true) => 'P',
        (true, false) => 'p',
        (false, _) => p.letter,
    };
    Ok(letter.to_string())
}
