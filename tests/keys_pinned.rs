//! Zobrist keys are part of the engines' behaviour (the search's node counts depend on them):
//! these pin keys of chess and xiangqi as they were drawn before the board layer shared the key
//! stream, and shogi's as first drawn, so that a change of seed or draw order cannot pass
//! unnoticed.

use gambit::Game;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
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

#[test]
fn shogi_keys() {
    assert_eq!(key::<Shogi>(Shogi::START_FEN), 0xC391_8ADF_53D5_07E7);
    let gote_to_move = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    assert_eq!(key::<Shogi>(gote_to_move), 0xB3AA_D570_011D_3774);
    // The same key reached by playing 7g7f.
    let mut pos = Shogi::startpos(Default::default());
    pos.make(pos.parse_move("7g7f").unwrap());
    assert_eq!(pos.fen(), gote_to_move);
    assert_eq!(pos.key(), 0xB3AA_D570_011D_3774);
    // Pieces in both hands, several of a kind (hand keys are drawn per count), and promoted
    // pieces on the board: the order of the piece-square, side and hand keys is fixed.
    let hands = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    assert_eq!(key::<Shogi>(hands), 0xE8E1_EF6E_1C6D_C708);
    let pawns = "4k4/9/9/9/9/9/9/9/4K4 b 10P8p 1";
    assert_eq!(key::<Shogi>(pawns), 0xE6CB_23A5_E867_01B1);
}
