//! Evaluation weights written by the tuner (docs/tuning.md): do not edit by hand,
//! run the tuner again.
//!
//! Command: `gambit-chess tune --data /tmp/data/chess-s8.bin /tmp/data/chess-s9.bin /tmp/data/chess-s10.bin /tmp/data/chess-s11.bin --out games/chess/src/weights.rs --epochs 800 --lambda 0.5 --lr 1 --threads 2 --reg 0.00001 --holdout 10`
//! Data: /tmp/data/chess-s8.bin (464137 positions), made by `gambit-chess datagen --out /tmp/data/chess-s8.bin --games 5000 --nodes 12000 --seed 8 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s9.bin (474698 positions), made by `gambit-chess datagen --out /tmp/data/chess-s9.bin --games 5000 --nodes 12000 --seed 9 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s10.bin (466039 positions), made by `gambit-chess datagen --out /tmp/data/chess-s10.bin --games 5000 --nodes 12000 --seed 10 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s11.bin (471450 positions), made by `gambit-chess datagen --out /tmp/data/chess-s11.bin --games 5000 --nodes 12000 --seed 11 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Fit: 1690384 positions, K = 1.4361, lambda 0.5, ridge 0.00001, 800 epochs at lr 1: loss 0.0245499 -> 0.0240719
//! Held out: every 10th game, 185940 positions: loss 0.0240691 -> 0.0239068

/// The (middlegame, endgame) weight of every evaluation term, centipawns, in the order
/// of the evaluation's term list; each line names its term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); 514] = [
    (67, 80), // material pawn
    (295, 330), // material knight
    (291, 360), // material bishop
    (399, 588), // material rook
    (1080, 880), // material queen
    (0, 0), // pst pawn a1
    (0, 0), // pst pawn b1
    (0, 0), // pst pawn c1
    (0, 0), // pst pawn d1
    (0, 0), // pst pawn e1
    (0, 0), // pst pawn f1
    (0, 0), // pst pawn g1
    (0, 0), // pst pawn h1
    (-14, 25), // pst pawn a2
    (5, 20), // pst pawn b2
    (-7, 27), // pst pawn c2
    (-8, 23), // pst pawn d2
    (-2, 23), // pst pawn e2
    (10, 31), // pst pawn f2
    (31, 13), // pst pawn g2
    (-3, 12), // pst pawn h2
    (-12, 14), // pst pawn a3
    (-6, 16), // pst pawn b3
    (-1, 13), // pst pawn c3
    (-11, 17), // pst pawn d3
    (1, 18), // pst pawn e3
    (-6, 24), // pst pawn f3
    (24, 4), // pst pawn g3
    (-4, 14), // pst pawn h3
    (-11, 26), // pst pawn a4
    (-14, 21), // pst pawn b4
    (1, 13), // pst pawn c4
    (7, 11), // pst pawn d4
    (8, 6), // pst pawn e4
    (5, 10), // pst pawn f4
    (-7, 15), // pst pawn g4
    (-18, 14), // pst pawn h4
    (-3, 26), // pst pawn a5
    (3, 17), // pst pawn b5
    (-1, 12), // pst pawn c5
    (12, -1), // pst pawn d5
    (9, 3), // pst pawn e5
    (5, 13), // pst pawn f5
    (-5, 15), // pst pawn g5
    (-16, 25), // pst pawn h5
    (19, 37), // pst pawn a6
    (-2, 50), // pst pawn b6
    (10, 29), // pst pawn c6
    (39, 0), // pst pawn d6
    (19, 19), // pst pawn e6
    (42, 8), // pst pawn f6
    (23, 29), // pst pawn g6
    (16, 34), // pst pawn h6
    (137, 118), // pst pawn a7
    (82, 173), // pst pawn b7
    (83, 190), // pst pawn c7
    (114, 148), // pst pawn d7
    (61, 163), // pst pawn e7
    (98, 148), // pst pawn f7
    (30, 178), // pst pawn g7
    (-1, 183), // pst pawn h7
    (0, 0), // pst pawn a8
    (0, 0), // pst pawn b8
    (0, 0), // pst pawn c8
    (0, 0), // pst pawn d8
    (0, 0), // pst pawn e8
    (0, 0), // pst pawn f8
    (0, 0), // pst pawn g8
    (0, 0), // pst pawn h8
    (-86, -25), // pst knight a1
    (-4, -37), // pst knight b1
    (-55, 0), // pst knight c1
    (-14, -20), // pst knight d1
    (7, -22), // pst knight e1
    (-19, -29), // pst knight f1
    (-3, -32), // pst knight g1
    (2, -55), // pst knight h1
    (-16, -28), // pst knight a2
    (-21, -8), // pst knight b2
    (-9, -18), // pst knight c2
    (0, -9), // pst knight d2
    (3, -12), // pst knight e2
    (2, -28), // pst knight f2
    (10, -14), // pst knight g2
    (2, -40), // pst knight h2
    (-13, -32), // pst knight a3
    (-1, -8), // pst knight b3
    (0, -10), // pst knight c3
    (9, 2), // pst knight d3
    (7, -4), // pst knight e3
    (11, -22), // pst knight f3
    (15, -25), // pst knight g3
    (-9, -20), // pst knight h3
    (7, -26), // pst knight a4
    (13, -19), // pst knight b4
    (11, 13), // pst knight c4
    (10, 0), // pst knight d4
    (19, 13), // pst knight e4
    (23, 2), // pst knight f4
    (17, 2), // pst knight g4
    (11, -6), // pst knight h4
    (0, -4), // pst knight a5
    (11, -8), // pst knight b5
    (19, 6), // pst knight c5
    (32, 4), // pst knight d5
    (27, 14), // pst knight e5
    (50, -1), // pst knight f5
    (16, 6), // pst knight g5
    (40, -25), // pst knight h5
    (-16, -17), // pst knight a6
    (20, -22), // pst knight b6
    (21, -6), // pst knight c6
    (41, 4), // pst knight d6
    (58, 1), // pst knight e6
    (46, 3), // pst knight f6
    (28, -8), // pst knight g6
    (42, -43), // pst knight h6
    (-28, -42), // pst knight a7
    (-18, -5), // pst knight b7
    (21, -22), // pst knight c7
    (23, -5), // pst knight d7
    (18, -16), // pst knight e7
    (29, -32), // pst knight f7
    (-28, -28), // pst knight g7
    (-10, -26), // pst knight h7
    (-152, -6), // pst knight a8
    (-91, -17), // pst knight b8
    (-33, -18), // pst knight c8
    (-14, 9), // pst knight d8
    (43, -23), // pst knight e8
    (-97, 6), // pst knight f8
    (-11, -40), // pst knight g8
    (-110, -94), // pst knight h8
    (-12, 1), // pst bishop a1
    (2, -14), // pst bishop b1
    (4, -18), // pst bishop c1
    (-5, -8), // pst bishop d1
    (12, -19), // pst bishop e1
    (-6, -12), // pst bishop f1
    (-19, 12), // pst bishop g1
    (-18, -1), // pst bishop h1
    (25, -12), // pst bishop a2
    (13, -21), // pst bishop b2
    (10, -12), // pst bishop c2
    (5, -13), // pst bishop d2
    (9, -12), // pst bishop e2
    (6, -20), // pst bishop f2
    (18, -15), // pst bishop g2
    (7, -1), // pst bishop h2
    (9, -27), // pst bishop a3
    (27, -10), // pst bishop b3
    (15, -3), // pst bishop c3
    (9, -1), // pst bishop d3
    (9, 3), // pst bishop e3
    (11, -7), // pst bishop f3
    (29, -12), // pst bishop g3
    (8, -11), // pst bishop h3
    (-8, -7), // pst bishop a4
    (13, -3), // pst bishop b4
    (16, 11), // pst bishop c4
    (28, 7), // pst bishop d4
    (22, 4), // pst bishop e4
    (13, -5), // pst bishop f4
    (8, -5), // pst bishop g4
    (24, -22), // pst bishop h4
    (-1, -2), // pst bishop a5
    (13, 3), // pst bishop b5
    (17, 0), // pst bishop c5
    (34, 6), // pst bishop d5
    (13, 17), // pst bishop e5
    (26, -6), // pst bishop f5
    (16, -3), // pst bishop g5
    (6, -15), // pst bishop h5
    (-21, 8), // pst bishop a6
    (15, 9), // pst bishop b6
    (11, -4), // pst bishop c6
    (45, -14), // pst bishop d6
    (20, 9), // pst bishop e6
    (44, -3), // pst bishop f6
    (9, 7), // pst bishop g6
    (17, -13), // pst bishop h6
    (-21, 2), // pst bishop a7
    (-15, 2), // pst bishop b7
    (2, 6), // pst bishop c7
    (11, -1), // pst bishop d7
    (0, 1), // pst bishop e7
    (-11, 8), // pst bishop f7
    (13, -22), // pst bishop g7
    (-37, 2), // pst bishop h7
    (-43, 6), // pst bishop a8
    (-6, 8), // pst bishop b8
    (-72, 17), // pst bishop c8
    (-25, 18), // pst bishop d8
    (-34, 15), // pst bishop e8
    (-70, 8), // pst bishop f8
    (-3, 0), // pst bishop g8
    (31, -20), // pst bishop h8
    (-10, -23), // pst rook a1
    (-10, -21), // pst rook b1
    (-5, -15), // pst rook c1
    (1, -19), // pst rook d1
    (4, -27), // pst rook e1
    (-4, -20), // pst rook f1
    (-23, -11), // pst rook g1
    (-4, -38), // pst rook h1
    (-22, -19), // pst rook a2
    (-6, -28), // pst rook b2
    (-26, -9), // pst rook c2
    (-13, -12), // pst rook d2
    (-23, -8), // pst rook e2
    (-8, -20), // pst rook f2
    (5, -24), // pst rook g2
    (-37, -10), // pst rook h2
    (-45, 14), // pst rook a3
    (-29, 4), // pst rook b3
    (-27, 11), // pst rook c3
    (-26, 8), // pst rook d3
    (-12, -10), // pst rook e3
    (-16, 2), // pst rook f3
    (-18, 0), // pst rook g3
    (-24, -9), // pst rook h3
    (-25, 14), // pst rook a4
    (-12, 8), // pst rook b4
    (-15, 9), // pst rook c4
    (-20, 15), // pst rook d4
    (-13, 2), // pst rook e4
    (-5, 2), // pst rook f4
    (5, 4), // pst rook g4
    (-10, -1), // pst rook h4
    (-6, 20), // pst rook a5
    (-6, 26), // pst rook b5
    (19, 14), // pst rook c5
    (19, 3), // pst rook d5
    (9, 8), // pst rook e5
    (10, 15), // pst rook f5
    (9, 17), // pst rook g5
    (-7, 20), // pst rook h5
    (13, 19), // pst rook a6
    (39, 5), // pst rook b6
    (24, 20), // pst rook c6
    (52, 1), // pst rook d6
    (28, 4), // pst rook e6
    (47, 7), // pst rook f6
    (30, 21), // pst rook g6
    (26, 8), // pst rook h6
    (31, 10), // pst rook a7
    (32, 6), // pst rook b7
    (47, 3), // pst rook c7
    (76, -5), // pst rook d7
    (51, -2), // pst rook e7
    (49, 4), // pst rook f7
    (10, 18), // pst rook g7
    (54, 5), // pst rook h7
    (32, 13), // pst rook a8
    (35, 15), // pst rook b8
    (23, 20), // pst rook c8
    (40, 10), // pst rook d8
    (33, 6), // pst rook e8
    (22, 17), // pst rook f8
    (18, 22), // pst rook g8
    (42, 7), // pst rook h8
    (12, -51), // pst queen a1
    (-11, -35), // pst queen b1
    (3, -59), // pst queen c1
    (5, -46), // pst queen d1
    (7, -46), // pst queen e1
    (-23, -59), // pst queen f1
    (-27, -35), // pst queen g1
    (-16, -39), // pst queen h1
    (-26, 12), // pst queen a2
    (7, -28), // pst queen b2
    (11, -55), // pst queen c2
    (4, -22), // pst queen d2
    (8, -28), // pst queen e2
    (15, -57), // pst queen f2
    (26, -74), // pst queen g2
    (-15, -19), // pst queen h2
    (-3, -10), // pst queen a3
    (7, -11), // pst queen b3
    (-13, 33), // pst queen c3
    (-6, 19), // pst queen d3
    (-8, 25), // pst queen e3
    (3, 15), // pst queen f3
    (-2, 0), // pst queen g3
    (-7, -13), // pst queen h3
    (-4, -16), // pst queen a4
    (-10, 33), // pst queen b4
    (-8, 33), // pst queen c4
    (-13, 53), // pst queen d4
    (-6, 43), // pst queen e4
    (-5, 33), // pst queen f4
    (3, 25), // pst queen g4
    (2, 31), // pst queen h4
    (0, 2), // pst queen a5
    (-2, 27), // pst queen b5
    (7, 26), // pst queen c5
    (3, 47), // pst queen d5
    (-6, 62), // pst queen e5
    (12, 45), // pst queen f5
    (-6, 49), // pst queen g5
    (5, 31), // pst queen h5
    (-20, 17), // pst queen a6
    (9, 7), // pst queen b6
    (-4, 42), // pst queen c6
    (20, 39), // pst queen d6
    (15, 36), // pst queen e6
    (33, 60), // pst queen f6
    (23, 19), // pst queen g6
    (27, -18), // pst queen h6
    (-28, 18), // pst queen a7
    (-29, 35), // pst queen b7
    (-3, 41), // pst queen c7
    (14, 27), // pst queen d7
    (4, 61), // pst queen e7
    (34, 21), // pst queen f7
    (21, 27), // pst queen g7
    (32, 3), // pst queen h7
    (-5, 22), // pst queen a8
    (-9, 26), // pst queen b8
    (13, 17), // pst queen c8
    (11, 18), // pst queen d8
    (37, 2), // pst queen e8
    (49, 22), // pst queen f8
    (31, 1), // pst queen g8
    (4, 21), // pst queen h8
    (-24, -27), // pst king a1
    (31, -34), // pst king b1
    (25, -31), // pst king c1
    (-24, -21), // pst king d1
    (12, -33), // pst king e1
    (-16, -16), // pst king f1
    (43, -40), // pst king g1
    (40, -53), // pst king h1
    (30, -41), // pst king a2
    (-4, -10), // pst king b2
    (-4, -11), // pst king c2
    (-24, -4), // pst king d2
    (-25, 2), // pst king e2
    (-2, -5), // pst king f2
    (19, -11), // pst king g2
    (20, -27), // pst king h2
    (-23, -8), // pst king a3
    (11, -6), // pst king b3
    (-24, 9), // pst king c3
    (-31, 8), // pst king d3
    (-43, 14), // pst king e3
    (-22, 8), // pst king f3
    (-3, -7), // pst king g3
    (-26, -12), // pst king h3
    (-56, -4), // pst king a4
    (-4, 17), // pst king b4
    (-24, 18), // pst king c4
    (-43, 28), // pst king d4
    (-46, 22), // pst king e4
    (-36, 20), // pst king f4
    (-16, 8), // pst king g4
    (-60, 7), // pst king h4
    (-8, -1), // pst king a5
    (-34, 29), // pst king b5
    (-25, 39), // pst king c5
    (-45, 38), // pst king d5
    (-49, 38), // pst king e5
    (-62, 41), // pst king f5
    (-17, 31), // pst king g5
    (-51, 20), // pst king h5
    (-14, 11), // pst king a6
    (14, 31), // pst king b6
    (-21, 33), // pst king c6
    (-27, 26), // pst king d6
    (-37, 37), // pst king e6
    (-33, 39), // pst king f6
    (3, 36), // pst king g6
    (-34, 25), // pst king h6
    (15, -23), // pst king a7
    (-8, 32), // pst king b7
    (-14, 27), // pst king c7
    (-34, 22), // pst king d7
    (-19, 17), // pst king e7
    (-41, 34), // pst king f7
    (-21, 40), // pst king g7
    (-20, 4), // pst king h7
    (-60, -78), // pst king a8
    (32, -30), // pst king b8
    (15, -17), // pst king c8
    (-5, -11), // pst king d8
    (-41, 5), // pst king e8
    (-21, 27), // pst king f8
    (2, -8), // pst king g8
    (7, -98), // pst king h8
    (-28, -80), // mobility knight 0
    (-21, -31), // mobility knight 1
    (-13, 2), // mobility knight 2
    (-10, 15), // mobility knight 3
    (-3, 22), // mobility knight 4
    (1, 32), // mobility knight 5
    (6, 36), // mobility knight 6
    (9, 32), // mobility knight 7
    (13, 22), // mobility knight 8
    (-24, -73), // mobility bishop 0
    (-19, -36), // mobility bishop 1
    (-10, -25), // mobility bishop 2
    (-6, -11), // mobility bishop 3
    (-1, 0), // mobility bishop 4
    (3, 11), // mobility bishop 5
    (4, 20), // mobility bishop 6
    (4, 22), // mobility bishop 7
    (6, 26), // mobility bishop 8
    (3, 21), // mobility bishop 9
    (5, 24), // mobility bishop 10
    (-10, 32), // mobility bishop 11
    (3, 31), // mobility bishop 12
    (-26, 25), // mobility bishop 13
    (-91, -81), // mobility rook 0
    (-24, -37), // mobility rook 1
    (-13, -14), // mobility rook 2
    (-11, -10), // mobility rook 3
    (-6, 3), // mobility rook 4
    (-4, 11), // mobility rook 5
    (-2, 14), // mobility rook 6
    (2, 16), // mobility rook 7
    (4, 23), // mobility rook 8
    (4, 27), // mobility rook 9
    (6, 27), // mobility rook 10
    (9, 30), // mobility rook 11
    (9, 32), // mobility rook 12
    (17, 25), // mobility rook 13
    (24, 9), // mobility rook 14
    (-1, -1), // mobility queen 0
    (-16, -3), // mobility queen 1
    (-14, -25), // mobility queen 2
    (-8, -37), // mobility queen 3
    (-8, -45), // mobility queen 4
    (-7, -36), // mobility queen 5
    (-8, -15), // mobility queen 6
    (-6, -4), // mobility queen 7
    (-4, 9), // mobility queen 8
    (-2, 20), // mobility queen 9
    (0, 23), // mobility queen 10
    (1, 33), // mobility queen 11
    (2, 33), // mobility queen 12
    (3, 34), // mobility queen 13
    (5, 32), // mobility queen 14
    (5, 35), // mobility queen 15
    (4, 35), // mobility queen 16
    (12, 28), // mobility queen 17
    (12, 30), // mobility queen 18
    (24, 11), // mobility queen 19
    (26, 1), // mobility queen 20
    (18, -19), // mobility queen 21
    (10, -17), // mobility queen 22
    (23, -51), // mobility queen 23
    (0, -26), // mobility queen 24
    (-4, -45), // mobility queen 25
    (-6, -16), // mobility queen 26
    (-10, -34), // mobility queen 27
    (2, -3), // king zone attacks by knight
    (4, 1), // king zone attacks by bishop
    (5, 1), // king zone attacks by rook
    (6, 11), // king zone attacks by queen
    (-13, 0), // king attackers 1
    (-2, -1), // king attackers 2
    (41, -11), // king attackers 3
    (64, 16), // king attackers 4
    (1, -1), // king attackers 5
    (0, 0), // king attackers 6
    (0, 0), // king attackers 7+
    (21, 2), // pawn shield near
    (16, 2), // pawn shield far
    (5, 9), // pawn shield missing
    (0, 9), // passed pawn rank 2
    (-8, 10), // passed pawn rank 3
    (-3, 22), // passed pawn rank 4
    (-2, 60), // passed pawn rank 5
    (3, 105), // passed pawn rank 6
    (-1, 27), // passed pawn rank 7
    (-11, -5), // doubled pawn
    (-7, -12), // isolated pawn
    (-6, -10), // backward pawn
    (31, 50), // bishop pair
    (26, -7), // rook on open file
    (13, 13), // rook on half-open file
    (36, 33), // threat by pawn on knight
    (39, 40), // threat by pawn on bishop
    (46, 15), // threat by pawn on rook
    (24, 6), // threat by pawn on queen
    (38, 15), // threat by minor on rook
    (27, 15), // threat by minor on queen
    (39, 18), // threat by rook on queen
    (12, 4), // tempo
    (30, 1), // safe check by knight
    (4, 22), // safe check by bishop
    (28, 4), // safe check by rook
    (15, 14), // safe check by queen
    (7, -3), // weak king zone square
    (-16, -8), // open file at the king
    (-23, 20), // pawn storm rank 3
    (-11, -1), // pawn storm rank 4
    (-6, 2), // pawn storm rank 5
    (4, -14), // pawn storm blocked
    (0, -1), // connected pawn rank 2
    (6, 8), // connected pawn rank 3
    (9, 12), // connected pawn rank 4
    (14, 16), // connected pawn rank 5
    (32, 42), // connected pawn rank 6
    (43, 55), // connected pawn rank 7
    (2, -5), // passed pawn own king distance
    (-2, 9), // passed pawn enemy king distance
    (-6, -5), // passed pawn blocked
    (-3, 7), // passed pawn free path
    (22, 11), // knight outpost
    (21, 6), // bishop outpost
    (4, 7), // minor behind pawn
    (-27, 27), // rook on seventh
    (11, 12), // hanging piece
];
