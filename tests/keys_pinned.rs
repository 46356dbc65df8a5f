//! Zobrist keys are part of the engines' behaviour (the search's node counts depend on them):
//! these pin keys of both games as they were drawn before the board layer shared the key
//! stream, so that a change of seed or draw order cannot pass unnoticed.

use gambit::Game;
use gambit_chess::Chess;
use gambit_xiangqi::Xiangqi;

fn key<G: Game>(fen: &str) -> u64 {
    let pos = G::from_fen(fen, Default::default()).expect("a valid FEN");
    assert_eq!(pos.key(), pos.compute_key());
    pos.key()
}

#[test]
fn chess_keys() {
    assert_eq!(key::<Chess>(Chess::START_FEN), 0x90C5_105B_5746_6535);
    // An en passant square that can be taken, and castling rights of both sides.
    let ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    assert_eq!(key::<Chess>(ep), 0xD9B4_0E5F_310A_5077);
    let castling = "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1";
    assert_eq!(key::<Chess>(castling), 0xAA3D_1E7E_741F_8D25);
}

#[test]
fn xiangqi_keys() {
    assert_eq!(key::<Xiangqi>(Xiangqi::START_FEN), 0xA771_1237_1260_9305);
    let black_to_move = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    assert_eq!(key::<Xiangqi>(black_to_move), 0x3CC3_2445_23FE_F267);
}
