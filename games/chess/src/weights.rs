//! Evaluation weights written by the tuner (docs/tuning.md): do not edit by hand,
//! run the tuner again.
//!
//! Command: `gambit-chess tune --data /tmp/data/chess-s2.bin /tmp/data/chess-s3.bin /tmp/data/chess-s4.bin --out /tmp/data/w-new15.rs --epochs 800 --lambda 0.5 --lr 1 --threads 2 --reg 0.00001 --holdout 10`
//! Data: /tmp/data/chess-s2.bin (415510 positions), made by `gambit-chess datagen --out /tmp/data/chess-s2.bin --games 5000 --nodes 4000 --seed 2 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s3.bin (411684 positions), made by `gambit-chess datagen --out /tmp/data/chess-s3.bin --games 5000 --nodes 4000 --seed 3 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s4.bin (407066 positions), made by `gambit-chess datagen --out /tmp/data/chess-s4.bin --games 5000 --nodes 4000 --seed 4 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Fit: 1112628 positions, K = 1.1769, lambda 0.5, ridge 0.00001, 800 epochs at lr 1: loss 0.0271008 -> 0.0266448
//! Held out: every 10th game, 121632 positions: loss 0.0280331 -> 0.0276857

/// The (middlegame, endgame) weight of every evaluation term, centipawns, in the order
/// of the evaluation's term list; each line names its term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); 514] = [
    (73, 77), // material pawn
    (323, 282), // material knight
    (325, 302), // material bishop
    (447, 499), // material rook
    (1062, 845), // material queen
    (0, 0), // pst pawn a1
    (0, 0), // pst pawn b1
    (0, 0), // pst pawn c1
    (0, 0), // pst pawn d1
    (0, 0), // pst pawn e1
    (0, 0), // pst pawn f1
    (0, 0), // pst pawn g1
    (0, 0), // pst pawn h1
    (-23, 29), // pst pawn a2
    (5, 18), // pst pawn b2
    (-11, 23), // pst pawn c2
    (-13, 14), // pst pawn d2
    (-10, 18), // pst pawn e2
    (16, 26), // pst pawn f2
    (24, 12), // pst pawn g2
    (-13, 8), // pst pawn h2
    (-14, 16), // pst pawn a3
    (2, 7), // pst pawn b3
    (4, 8), // pst pawn c3
    (-10, 14), // pst pawn d3
    (0, 14), // pst pawn e3
    (-1, 20), // pst pawn f3
    (26, 5), // pst pawn g3
    (-14, 14), // pst pawn h3
    (-20, 30), // pst pawn a4
    (-14, 25), // pst pawn b4
    (4, 18), // pst pawn c4
    (11, 10), // pst pawn d4
    (10, 6), // pst pawn e4
    (15, 9), // pst pawn f4
    (-15, 14), // pst pawn g4
    (-26, 15), // pst pawn h4
    (-8, 27), // pst pawn a5
    (1, 20), // pst pawn b5
    (1, 16), // pst pawn c5
    (10, 0), // pst pawn d5
    (10, -1), // pst pawn e5
    (3, 7), // pst pawn f5
    (-5, 17), // pst pawn g5
    (-16, 23), // pst pawn h5
    (32, 44), // pst pawn a6
    (-3, 48), // pst pawn b6
    (7, 45), // pst pawn c6
    (66, 11), // pst pawn d6
    (25, 20), // pst pawn e6
    (38, 13), // pst pawn f6
    (29, 36), // pst pawn g6
    (16, 40), // pst pawn h6
    (136, 147), // pst pawn a7
    (104, 174), // pst pawn b7
    (72, 181), // pst pawn c7
    (120, 148), // pst pawn d7
    (53, 146), // pst pawn e7
    (97, 135), // pst pawn f7
    (31, 174), // pst pawn g7
    (0, 182), // pst pawn h7
    (0, 0), // pst pawn a8
    (0, 0), // pst pawn b8
    (0, 0), // pst pawn c8
    (0, 0), // pst pawn d8
    (0, 0), // pst pawn e8
    (0, 0), // pst pawn f8
    (0, 0), // pst pawn g8
    (0, 0), // pst pawn h8
    (-98, -20), // pst knight a1
    (-9, -42), // pst knight b1
    (-70, -4), // pst knight c1
    (-2, -15), // pst knight d1
    (17, -27), // pst knight e1
    (-23, -8), // pst knight f1
    (-4, -42), // pst knight g1
    (5, -48), // pst knight h1
    (-12, -38), // pst knight a2
    (-38, -15), // pst knight b2
    (-8, -17), // pst knight c2
    (-6, -10), // pst knight d2
    (2, -9), // pst knight e2
    (3, -21), // pst knight f2
    (11, -11), // pst knight g2
    (0, -43), // pst knight h2
    (-18, -32), // pst knight a3
    (-7, -5), // pst knight b3
    (-7, -4), // pst knight c3
    (2, 13), // pst knight d3
    (12, 0), // pst knight e3
    (12, -19), // pst knight f3
    (26, -35), // pst knight g3
    (-7, -20), // pst knight h3
    (8, -28), // pst knight a4
    (29, -21), // pst knight b4
    (17, 2), // pst knight c4
    (8, 6), // pst knight d4
    (15, 18), // pst knight e4
    (21, 20), // pst knight f4
    (13, 6), // pst knight g4
    (9, -12), // pst knight h4
    (-6, -6), // pst knight a5
    (7, -9), // pst knight b5
    (28, 9), // pst knight c5
    (34, 1), // pst knight d5
    (30, 12), // pst knight e5
    (44, -11), // pst knight f5
    (12, 5), // pst knight g5
    (34, -33), // pst knight h5
    (-11, -32), // pst knight a6
    (43, -25), // pst knight b6
    (14, -11), // pst knight c6
    (42, 6), // pst knight d6
    (55, 7), // pst knight e6
    (58, 2), // pst knight f6
    (38, -3), // pst knight g6
    (48, -41), // pst knight h6
    (-31, -52), // pst knight a7
    (-32, -1), // pst knight b7
    (32, -26), // pst knight c7
    (21, -8), // pst knight d7
    (10, -19), // pst knight e7
    (31, -25), // pst knight f7
    (-16, -27), // pst knight g7
    (-3, -27), // pst knight h7
    (-158, -12), // pst knight a8
    (-88, -24), // pst knight b8
    (-28, -18), // pst knight c8
    (-27, 4), // pst knight d8
    (58, -15), // pst knight e8
    (-99, -11), // pst knight f8
    (-13, -54), // pst knight g8
    (-94, -89), // pst knight h8
    (-23, -24), // pst bishop a1
    (4, -9), // pst bishop b1
    (1, -9), // pst bishop c1
    (-9, -1), // pst bishop d1
    (32, -31), // pst bishop e1
    (-10, -9), // pst bishop f1
    (-18, 17), // pst bishop g1
    (-21, -11), // pst bishop h1
    (31, -5), // pst bishop a2
    (9, -11), // pst bishop b2
    (15, 7), // pst bishop c2
    (5, -11), // pst bishop d2
    (5, -9), // pst bishop e2
    (13, -8), // pst bishop f2
    (20, -16), // pst bishop g2
    (23, 11), // pst bishop h2
    (10, -25), // pst bishop a3
    (16, 6), // pst bishop b3
    (21, -1), // pst bishop c3
    (4, 2), // pst bishop d3
    (7, 5), // pst bishop e3
    (22, -9), // pst bishop f3
    (33, -17), // pst bishop g3
    (6, -9), // pst bishop h3
    (-16, 7), // pst bishop a4
    (24, -10), // pst bishop b4
    (17, 14), // pst bishop c4
    (28, 10), // pst bishop d4
    (14, 2), // pst bishop e4
    (15, -14), // pst bishop f4
    (3, 0), // pst bishop g4
    (15, -23), // pst bishop h4
    (12, -7), // pst bishop a5
    (17, 3), // pst bishop b5
    (21, -10), // pst bishop c5
    (41, 7), // pst bishop d5
    (20, 7), // pst bishop e5
    (27, -9), // pst bishop f5
    (13, -2), // pst bishop g5
    (19, -28), // pst bishop h5
    (-21, 7), // pst bishop a6
    (20, 3), // pst bishop b6
    (15, -7), // pst bishop c6
    (56, -6), // pst bishop d6
    (24, 10), // pst bishop e6
    (65, -15), // pst bishop f6
    (-2, 13), // pst bishop g6
    (3, -1), // pst bishop h6
    (-30, -9), // pst bishop a7
    (-25, 0), // pst bishop b7
    (-6, -2), // pst bishop c7
    (2, -2), // pst bishop d7
    (4, 2), // pst bishop e7
    (-16, 11), // pst bishop f7
    (12, -29), // pst bishop g7
    (-48, -12), // pst bishop h7
    (-60, 2), // pst bishop a8
    (-4, -8), // pst bishop b8
    (-73, -3), // pst bishop c8
    (-26, 13), // pst bishop d8
    (-28, 12), // pst bishop e8
    (-58, 1), // pst bishop f8
    (0, -7), // pst bishop g8
    (32, -16), // pst bishop h8
    (-14, -23), // pst rook a1
    (-6, -18), // pst rook b1
    (-5, -10), // pst rook c1
    (3, -13), // pst rook d1
    (9, -26), // pst rook e1
    (4, -23), // pst rook f1
    (-30, -3), // pst rook g1
    (-2, -43), // pst rook h1
    (-28, -8), // pst rook a2
    (8, -31), // pst rook b2
    (-3, -13), // pst rook c2
    (-12, 2), // pst rook d2
    (-18, -9), // pst rook e2
    (4, -15), // pst rook f2
    (23, -33), // pst rook g2
    (-34, -20), // pst rook h2
    (-53, 4), // pst rook a3
    (-32, 10), // pst rook b3
    (-27, 10), // pst rook c3
    (-36, 15), // pst rook d3
    (-16, -1), // pst rook e3
    (-8, -5), // pst rook f3
    (-19, -6), // pst rook g3
    (-41, -3), // pst rook h3
    (-28, 11), // pst rook a4
    (-7, 15), // pst rook b4
    (-20, 19), // pst rook c4
    (-25, 22), // pst rook d4
    (-14, 8), // pst rook e4
    (-6, 10), // pst rook f4
    (8, 2), // pst rook g4
    (-12, 2), // pst rook h4
    (-18, 21), // pst rook a5
    (-24, 30), // pst rook b5
    (28, 8), // pst rook c5
    (30, -1), // pst rook d5
    (3, 1), // pst rook e5
    (12, 9), // pst rook f5
    (-10, 21), // pst rook g5
    (-14, 14), // pst rook h5
    (17, 14), // pst rook a6
    (52, -1), // pst rook b6
    (33, 10), // pst rook c6
    (63, 0), // pst rook d6
    (19, 0), // pst rook e6
    (45, 1), // pst rook f6
    (33, 10), // pst rook g6
    (40, -2), // pst rook h6
    (10, 12), // pst rook a7
    (21, 8), // pst rook b7
    (41, 4), // pst rook c7
    (68, -2), // pst rook d7
    (61, -6), // pst rook e7
    (54, -1), // pst rook f7
    (15, 14), // pst rook g7
    (63, -4), // pst rook h7
    (22, 8), // pst rook a8
    (41, 11), // pst rook b8
    (24, 19), // pst rook c8
    (49, 4), // pst rook d8
    (43, -2), // pst rook e8
    (28, 12), // pst rook f8
    (29, 5), // pst rook g8
    (34, -5), // pst rook h8
    (11, -47), // pst queen a1
    (-11, -29), // pst queen b1
    (6, -51), // pst queen c1
    (5, -48), // pst queen d1
    (10, -34), // pst queen e1
    (-37, -53), // pst queen f1
    (-38, -30), // pst queen g1
    (-26, -41), // pst queen h1
    (-48, -1), // pst queen a2
    (11, -27), // pst queen b2
    (9, -44), // pst queen c2
    (0, -9), // pst queen d2
    (10, -13), // pst queen e2
    (27, -45), // pst queen f2
    (16, -67), // pst queen g2
    (-4, -22), // pst queen h2
    (-8, -8), // pst queen a3
    (0, -18), // pst queen b3
    (-15, 46), // pst queen c3
    (-6, -2), // pst queen d3
    (-18, 29), // pst queen e3
    (-2, 34), // pst queen f3
    (3, -7), // pst queen g3
    (0, -19), // pst queen h3
    (-2, -21), // pst queen a4
    (-19, 31), // pst queen b4
    (-13, 33), // pst queen c4
    (-14, 42), // pst queen d4
    (-15, 58), // pst queen e4
    (6, 26), // pst queen f4
    (-8, 33), // pst queen g4
    (11, 35), // pst queen h4
    (9, 10), // pst queen a5
    (-2, 13), // pst queen b5
    (-2, 16), // pst queen c5
    (-1, 45), // pst queen d5
    (-11, 56), // pst queen e5
    (8, 41), // pst queen f5
    (0, 45), // pst queen g5
    (1, 32), // pst queen h5
    (-11, 11), // pst queen a6
    (6, -6), // pst queen b6
    (1, 32), // pst queen c6
    (23, 31), // pst queen d6
    (27, 33), // pst queen e6
    (33, 46), // pst queen f6
    (37, 14), // pst queen g6
    (60, -13), // pst queen h6
    (-28, 8), // pst queen a7
    (-41, 32), // pst queen b7
    (-18, 34), // pst queen c7
    (15, 27), // pst queen d7
    (-3, 59), // pst queen e7
    (43, 25), // pst queen f7
    (33, 24), // pst queen g7
    (28, -3), // pst queen h7
    (-22, 13), // pst queen a8
    (-18, 13), // pst queen b8
    (11, 21), // pst queen c8
    (23, 26), // pst queen d8
    (46, 8), // pst queen e8
    (51, 24), // pst queen f8
    (30, 3), // pst queen g8
    (14, 20), // pst queen h8
    (-47, -47), // pst king a1
    (29, -34), // pst king b1
    (28, -34), // pst king c1
    (-25, -26), // pst king d1
    (12, -32), // pst king e1
    (-12, -24), // pst king f1
    (44, -38), // pst king g1
    (30, -54), // pst king h1
    (-3, -50), // pst king a2
    (-6, 0), // pst king b2
    (-1, 4), // pst king c2
    (-23, -2), // pst king d2
    (-40, 4), // pst king e2
    (2, -5), // pst king f2
    (25, -11), // pst king g2
    (6, -21), // pst king h2
    (-27, -5), // pst king a3
    (-7, 0), // pst king b3
    (-43, 14), // pst king c3
    (-40, 13), // pst king d3
    (-44, 18), // pst king e3
    (-32, 12), // pst king f3
    (4, -7), // pst king g3
    (-39, -10), // pst king h3
    (-54, -15), // pst king a4
    (-8, 19), // pst king b4
    (-22, 19), // pst king c4
    (-52, 28), // pst king d4
    (-41, 24), // pst king e4
    (-44, 24), // pst king f4
    (-18, 19), // pst king g4
    (-60, 12), // pst king h4
    (-16, -10), // pst king a5
    (-24, 18), // pst king b5
    (-28, 25), // pst king c5
    (-37, 37), // pst king d5
    (-45, 41), // pst king e5
    (-55, 31), // pst king f5
    (-12, 33), // pst king g5
    (-47, 22), // pst king h5
    (-8, 11), // pst king a6
    (23, 17), // pst king b6
    (-19, 19), // pst king c6
    (-21, 28), // pst king d6
    (-25, 48), // pst king e6
    (-19, 42), // pst king f6
    (35, 32), // pst king g6
    (-26, 33), // pst king h6
    (33, -10), // pst king a7
    (-3, 16), // pst king b7
    (-18, 11), // pst king c7
    (-26, 23), // pst king d7
    (-13, 20), // pst king e7
    (-23, 39), // pst king f7
    (-22, 30), // pst king g7
    (-20, 19), // pst king h7
    (-62, -76), // pst king a8
    (25, -42), // pst king b8
    (21, -16), // pst king c8
    (-4, -12), // pst king d8
    (-45, 4), // pst king e8
    (-24, 21), // pst king f8
    (4, 2), // pst king g8
    (9, -76), // pst king h8
    (-32, -63), // mobility knight 0
    (-18, -22), // mobility knight 1
    (-11, 3), // mobility knight 2
    (-6, 10), // mobility knight 3
    (2, 11), // mobility knight 4
    (5, 17), // mobility knight 5
    (13, 16), // mobility knight 6
    (14, 19), // mobility knight 7
    (16, 10), // mobility knight 8
    (-21, -63), // mobility bishop 0
    (-14, -38), // mobility bishop 1
    (-6, -8), // mobility bishop 2
    (-1, -14), // mobility bishop 3
    (2, 0), // mobility bishop 4
    (6, 4), // mobility bishop 5
    (8, 15), // mobility bishop 6
    (8, 15), // mobility bishop 7
    (7, 18), // mobility bishop 8
    (8, 17), // mobility bishop 9
    (0, 13), // mobility bishop 10
    (-6, 20), // mobility bishop 11
    (-3, 20), // mobility bishop 12
    (-24, 8), // mobility bishop 13
    (-79, -68), // mobility rook 0
    (-24, -36), // mobility rook 1
    (-13, -20), // mobility rook 2
    (-11, -13), // mobility rook 3
    (-5, -3), // mobility rook 4
    (-2, 2), // mobility rook 5
    (-1, 9), // mobility rook 6
    (4, 7), // mobility rook 7
    (7, 13), // mobility rook 8
    (8, 16), // mobility rook 9
    (8, 19), // mobility rook 10
    (15, 19), // mobility rook 11
    (11, 22), // mobility rook 12
    (14, 24), // mobility rook 13
    (38, -4), // mobility rook 14
    (0, 0), // mobility queen 0
    (-9, -2), // mobility queen 1
    (-9, -16), // mobility queen 2
    (-6, -18), // mobility queen 3
    (-5, -32), // mobility queen 4
    (-6, -41), // mobility queen 5
    (-6, -14), // mobility queen 6
    (-5, -4), // mobility queen 7
    (-2, -5), // mobility queen 8
    (-3, 18), // mobility queen 9
    (0, 10), // mobility queen 10
    (1, 27), // mobility queen 11
    (3, 20), // mobility queen 12
    (7, 19), // mobility queen 13
    (10, 11), // mobility queen 14
    (8, 19), // mobility queen 15
    (7, 15), // mobility queen 16
    (2, 22), // mobility queen 17
    (10, 23), // mobility queen 18
    (14, 5), // mobility queen 19
    (26, -5), // mobility queen 20
    (9, -9), // mobility queen 21
    (8, -14), // mobility queen 22
    (7, -32), // mobility queen 23
    (-4, -19), // mobility queen 24
    (-13, -38), // mobility queen 25
    (-5, -12), // mobility queen 26
    (-5, -16), // mobility queen 27
    (4, -1), // king zone attacks by knight
    (5, 3), // king zone attacks by bishop
    (5, 0), // king zone attacks by rook
    (8, 6), // king zone attacks by queen
    (-14, -2), // king attackers 1
    (-8, 0), // king attackers 2
    (28, -16), // king attackers 3
    (48, 10), // king attackers 4
    (-1, -1), // king attackers 5
    (0, 0), // king attackers 6
    (0, 0), // king attackers 7+
    (5, 2), // pawn shield near
    (0, 2), // pawn shield far
    (-9, 8), // pawn shield missing
    (2, 9), // passed pawn rank 2
    (-7, 17), // passed pawn rank 3
    (-4, 28), // passed pawn rank 4
    (-5, 68), // passed pawn rank 5
    (-18, 108), // passed pawn rank 6
    (8, 14), // passed pawn rank 7
    (-13, 0), // doubled pawn
    (-8, -10), // isolated pawn
    (-7, -3), // backward pawn
    (30, 33), // bishop pair
    (33, -16), // rook on open file
    (9, 12), // rook on half-open file
    (45, 28), // threat by pawn on knight
    (49, 34), // threat by pawn on bishop
    (51, 15), // threat by pawn on rook
    (25, 7), // threat by pawn on queen
    (43, 14), // threat by minor on rook
    (28, 12), // threat by minor on queen
    (46, 17), // threat by rook on queen
    (14, 4), // tempo
    (38, -4), // safe check by knight
    (5, 20), // safe check by bishop
    (43, 0), // safe check by rook
    (15, 16), // safe check by queen
    (8, -3), // weak king zone square
    (-14, -8), // open file at the king
    (-7, 39), // pawn storm rank 3
    (-8, -1), // pawn storm rank 4
    (-4, 1), // pawn storm rank 5
    (5, -11), // pawn storm blocked
    (0, -3), // connected pawn rank 2
    (1, 5), // connected pawn rank 3
    (5, 6), // connected pawn rank 4
    (10, 6), // connected pawn rank 5
    (23, 19), // connected pawn rank 6
    (22, 32), // connected pawn rank 7
    (2, -3), // passed pawn own king distance
    (-2, 5), // passed pawn enemy king distance
    (-2, -5), // passed pawn blocked
    (0, 3), // passed pawn free path
    (14, 8), // knight outpost
    (17, 2), // bishop outpost
    (3, -1), // minor behind pawn
    (-9, 17), // rook on seventh
    (14, 11), // hanging piece
];
