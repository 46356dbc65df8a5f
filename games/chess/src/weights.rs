//! Evaluation weights written by the tuner (docs/tuning.md): do not edit by hand,
//! run the tuner again.
//!
//! Command: `gambit-chess tune --data /tmp/tune-bin/chess-s1.bin --out /tmp/tune-bin/w-0.00001.rs --epochs 800 --lambda 0.5 --lr 1 --threads 2 --reg 0.00001 --holdout 10`
//! Data: /tmp/tune-bin/chess-s1.bin (423961 positions), made by `gambit-chess datagen --out /tmp/tune-bin/chess-s1.bin --games 5000 --nodes 4000 --seed 1 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Fit: 380898 positions, K = 0.9800, lambda 0.5, ridge 0.00001, 800 epochs at lr 1: loss 0.0290695 -> 0.0269864
//! Held out: every 10th game, 43063 positions: loss 0.0275420 -> 0.0262482

/// The (middlegame, endgame) weight of every evaluation term, centipawns, in the order
/// of the evaluation's term list; each line names its term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); 499] = [
    (75, 96), // material pawn
    (341, 266), // material knight
    (351, 282), // material bishop
    (458, 465), // material rook
    (1024, 849), // material queen
    (0, 0), // pst pawn a1
    (0, 0), // pst pawn b1
    (0, 0), // pst pawn c1
    (0, 0), // pst pawn d1
    (0, 0), // pst pawn e1
    (0, 0), // pst pawn f1
    (0, 0), // pst pawn g1
    (0, 0), // pst pawn h1
    (-24, 28), // pst pawn a2
    (13, 8), // pst pawn b2
    (-11, 12), // pst pawn c2
    (-21, 2), // pst pawn d2
    (-22, 12), // pst pawn e2
    (8, 15), // pst pawn f2
    (22, 7), // pst pawn g2
    (-18, -2), // pst pawn h2
    (-10, 23), // pst pawn a3
    (18, 4), // pst pawn b3
    (8, 6), // pst pawn c3
    (-15, 10), // pst pawn d3
    (-5, -1), // pst pawn e3
    (-6, 15), // pst pawn f3
    (19, 12), // pst pawn g3
    (-12, -9), // pst pawn h3
    (-15, 34), // pst pawn a4
    (2, 26), // pst pawn b4
    (7, 11), // pst pawn c4
    (18, -6), // pst pawn d4
    (15, -9), // pst pawn e4
    (6, -1), // pst pawn f4
    (-5, 5), // pst pawn g4
    (-21, 2), // pst pawn h4
    (-3, 42), // pst pawn a5
    (2, 29), // pst pawn b5
    (7, 26), // pst pawn c5
    (23, -3), // pst pawn d5
    (15, -11), // pst pawn e5
    (8, 1), // pst pawn f5
    (-5, 25), // pst pawn g5
    (-18, 24), // pst pawn h5
    (13, 88), // pst pawn a6
    (-5, 79), // pst pawn b6
    (-3, 67), // pst pawn c6
    (39, 44), // pst pawn d6
    (50, 0), // pst pawn e6
    (38, 39), // pst pawn f6
    (42, 49), // pst pawn g6
    (-29, 56), // pst pawn h6
    (123, 165), // pst pawn a7
    (130, 140), // pst pawn b7
    (37, 172), // pst pawn c7
    (102, 117), // pst pawn d7
    (66, 161), // pst pawn e7
    (128, 162), // pst pawn f7
    (32, 172), // pst pawn g7
    (8, 196), // pst pawn h7
    (0, 0), // pst pawn a8
    (0, 0), // pst pawn b8
    (0, 0), // pst pawn c8
    (0, 0), // pst pawn d8
    (0, 0), // pst pawn e8
    (0, 0), // pst pawn f8
    (0, 0), // pst pawn g8
    (0, 0), // pst pawn h8
    (-105, -32), // pst knight a1
    (-16, -52), // pst knight b1
    (-65, -19), // pst knight c1
    (-17, -18), // pst knight d1
    (28, -21), // pst knight e1
    (-23, -26), // pst knight f1
    (-9, -52), // pst knight g1
    (-17, -61), // pst knight h1
    (-30, -45), // pst knight a2
    (-58, -8), // pst knight b2
    (-8, -12), // pst knight c2
    (-5, -25), // pst knight d2
    (-5, 3), // pst knight e2
    (7, -26), // pst knight f2
    (-1, -4), // pst knight g2
    (-1, -34), // pst knight h2
    (-19, -24), // pst knight a3
    (-24, 2), // pst knight b3
    (0, -3), // pst knight c3
    (5, 28), // pst knight d3
    (16, -9), // pst knight e3
    (17, -18), // pst knight f3
    (15, -44), // pst knight g3
    (-5, -47), // pst knight h3
    (11, -26), // pst knight a4
    (21, -35), // pst knight b4
    (18, 17), // pst knight c4
    (0, 21), // pst knight d4
    (21, 9), // pst knight e4
    (17, 12), // pst knight f4
    (17, 12), // pst knight g4
    (7, -2), // pst knight h4
    (-15, -8), // pst knight a5
    (13, 6), // pst knight b5
    (14, 22), // pst knight c5
    (35, 3), // pst knight d5
    (28, 31), // pst knight e5
    (72, 8), // pst knight f5
    (29, 6), // pst knight g5
    (21, -31), // pst knight h5
    (-30, -12), // pst knight a6
    (49, -37), // pst knight b6
    (9, 12), // pst knight c6
    (73, 1), // pst knight d6
    (70, -5), // pst knight e6
    (108, 0), // pst knight f6
    (44, -21), // pst knight g6
    (35, -43), // pst knight h6
    (-33, -19), // pst knight a7
    (-44, -12), // pst knight b7
    (36, -18), // pst knight c7
    (27, -4), // pst knight d7
    (26, -8), // pst knight e7
    (41, -24), // pst knight f7
    (4, -22), // pst knight g7
    (11, -32), // pst knight h7
    (-184, -47), // pst knight a8
    (-85, -26), // pst knight b8
    (-22, 9), // pst knight c8
    (-38, -12), // pst knight d8
    (64, -29), // pst knight e8
    (-100, -34), // pst knight f8
    (-13, -57), // pst knight g8
    (-92, -91), // pst knight h8
    (-41, -19), // pst bishop a1
    (0, 5), // pst bishop b1
    (-3, -7), // pst bishop c1
    (-30, 10), // pst bishop d1
    (19, -29), // pst bishop e1
    (-9, -18), // pst bishop f1
    (-21, 16), // pst bishop g1
    (-10, -28), // pst bishop h1
    (3, -6), // pst bishop a2
    (12, -19), // pst bishop b2
    (13, 21), // pst bishop c2
    (12, -2), // pst bishop d2
    (1, -11), // pst bishop e2
    (14, 5), // pst bishop f2
    (27, -17), // pst bishop g2
    (25, -9), // pst bishop h2
    (4, -1), // pst bishop a3
    (-8, 22), // pst bishop b3
    (17, -12), // pst bishop c3
    (7, -1), // pst bishop d3
    (10, 12), // pst bishop e3
    (30, -6), // pst bishop f3
    (24, -16), // pst bishop g3
    (3, -13), // pst bishop h3
    (-34, -12), // pst bishop a4
    (41, 5), // pst bishop b4
    (24, 11), // pst bishop c4
    (38, -5), // pst bishop d4
    (32, -1), // pst bishop e4
    (18, -3), // pst bishop f4
    (-3, 0), // pst bishop g4
    (20, -2), // pst bishop h4
    (29, -11), // pst bishop a5
    (19, 3), // pst bishop b5
    (11, -1), // pst bishop c5
    (56, -9), // pst bishop d5
    (25, 22), // pst bishop e5
    (54, -2), // pst bishop f5
    (6, -6), // pst bishop g5
    (16, -31), // pst bishop h5
    (-11, 12), // pst bishop a6
    (18, 6), // pst bishop b6
    (9, 2), // pst bishop c6
    (18, -3), // pst bishop d6
    (51, -4), // pst bishop e6
    (71, 12), // pst bishop f6
    (18, -8), // pst bishop g6
    (-9, -6), // pst bishop h6
    (-59, -12), // pst bishop a7
    (-13, -4), // pst bishop b7
    (-14, 20), // pst bishop c7
    (-21, -13), // pst bishop d7
    (17, -3), // pst bishop e7
    (11, -9), // pst bishop f7
    (13, -6), // pst bishop g7
    (-37, -20), // pst bishop h7
    (-35, 5), // pst bishop a8
    (-3, -18), // pst bishop b8
    (-74, -5), // pst bishop c8
    (-32, -15), // pst bishop d8
    (-31, -12), // pst bishop e8
    (-46, -2), // pst bishop f8
    (11, -21), // pst bishop g8
    (25, -13), // pst bishop h8
    (-22, -17), // pst rook a1
    (-15, -6), // pst rook b1
    (-3, -10), // pst rook c1
    (3, -2), // pst rook d1
    (5, -5), // pst rook e1
    (12, -22), // pst rook f1
    (-14, -6), // pst rook g1
    (0, -24), // pst rook h1
    (-33, -28), // pst rook a2
    (19, -34), // pst rook b2
    (-23, -11), // pst rook c2
    (-1, -1), // pst rook d2
    (-10, -11), // pst rook e2
    (12, -14), // pst rook f2
    (-11, -7), // pst rook g2
    (-58, -18), // pst rook h2
    (-34, -1), // pst rook a3
    (-39, 10), // pst rook b3
    (2, 0), // pst rook c3
    (-8, -10), // pst rook d3
    (-23, 9), // pst rook e3
    (-19, 3), // pst rook f3
    (0, -19), // pst rook g3
    (-21, -23), // pst rook h3
    (-44, 12), // pst rook a4
    (-34, 5), // pst rook b4
    (-16, 8), // pst rook c4
    (-10, 16), // pst rook d4
    (-3, 7), // pst rook e4
    (-2, -7), // pst rook f4
    (4, -3), // pst rook g4
    (10, -13), // pst rook h4
    (-36, 15), // pst rook a5
    (-18, 24), // pst rook b5
    (9, 8), // pst rook c5
    (14, 10), // pst rook d5
    (17, 2), // pst rook e5
    (36, -3), // pst rook f5
    (-20, 3), // pst rook g5
    (1, 16), // pst rook h5
    (-7, 13), // pst rook a6
    (9, 10), // pst rook b6
    (47, 17), // pst rook c6
    (57, 6), // pst rook d6
    (17, -4), // pst rook e6
    (33, -10), // pst rook f6
    (48, 4), // pst rook g6
    (20, -7), // pst rook h6
    (2, 10), // pst rook a7
    (27, 18), // pst rook b7
    (54, 21), // pst rook c7
    (61, 17), // pst rook d7
    (56, 4), // pst rook e7
    (62, 3), // pst rook f7
    (20, 16), // pst rook g7
    (45, 10), // pst rook h7
    (22, 8), // pst rook a8
    (44, 2), // pst rook b8
    (32, 12), // pst rook c8
    (69, -10), // pst rook d8
    (44, -7), // pst rook e8
    (21, 8), // pst rook f8
    (39, 2), // pst rook g8
    (34, 8), // pst rook h8
    (6, -37), // pst queen a1
    (-8, -36), // pst queen b1
    (-7, -34), // pst queen c1
    (6, -38), // pst queen d1
    (6, -10), // pst queen e1
    (-49, -41), // pst queen f1
    (-46, -25), // pst queen g1
    (-30, -40), // pst queen h1
    (-35, -12), // pst queen a2
    (4, -25), // pst queen b2
    (8, -11), // pst queen c2
    (0, -35), // pst queen d2
    (13, 4), // pst queen e2
    (22, -40), // pst queen f2
    (19, -25), // pst queen g2
    (-20, -31), // pst queen h2
    (0, -25), // pst queen a3
    (8, -25), // pst queen b3
    (-15, 22), // pst queen c3
    (3, -3), // pst queen d3
    (-13, 14), // pst queen e3
    (-7, 17), // pst queen f3
    (-1, -7), // pst queen g3
    (4, 5), // pst queen h3
    (6, -21), // pst queen a4
    (-18, 18), // pst queen b4
    (-5, 19), // pst queen c4
    (-19, 61), // pst queen d4
    (-32, 42), // pst queen e4
    (-8, 10), // pst queen f4
    (-2, 17), // pst queen g4
    (-14, 26), // pst queen h4
    (-21, 5), // pst queen a5
    (-13, 13), // pst queen b5
    (-28, 20), // pst queen c5
    (-5, 45), // pst queen d5
    (10, 49), // pst queen e5
    (22, 42), // pst queen f5
    (-10, 68), // pst queen g5
    (-4, 30), // pst queen h5
    (12, -19), // pst queen a6
    (9, 7), // pst queen b6
    (7, 25), // pst queen c6
    (7, 29), // pst queen d6
    (22, 47), // pst queen e6
    (35, 33), // pst queen f6
    (29, 22), // pst queen g6
    (53, 4), // pst queen h6
    (-12, -12), // pst queen a7
    (-27, 24), // pst queen b7
    (-11, 34), // pst queen c7
    (17, 59), // pst queen d7
    (-19, 56), // pst queen e7
    (46, 22), // pst queen f7
    (23, 20), // pst queen g7
    (43, -7), // pst queen h7
    (-8, -6), // pst queen a8
    (-16, 12), // pst queen b8
    (35, 30), // pst queen c8
    (17, 30), // pst queen d8
    (60, 25), // pst queen e8
    (50, 22), // pst queen f8
    (25, 4), // pst queen g8
    (19, 8), // pst queen h8
    (-21, -35), // pst king a1
    (23, -32), // pst king b1
    (13, -35), // pst king c1
    (-35, -28), // pst king d1
    (11, -36), // pst king e1
    (-7, -31), // pst king f1
    (36, -38), // pst king g1
    (27, -58), // pst king h1
    (-27, -41), // pst king a2
    (-3, -16), // pst king b2
    (12, 4), // pst king c2
    (-48, 13), // pst king d2
    (-32, 0), // pst king e2
    (-2, -7), // pst king f2
    (33, -16), // pst king g2
    (15, -21), // pst king h2
    (-16, -4), // pst king a3
    (-23, 8), // pst king b3
    (-52, 22), // pst king c3
    (-43, 21), // pst king d3
    (-63, 26), // pst king e3
    (-25, 12), // pst king f3
    (3, -2), // pst king g3
    (-41, -20), // pst king h3
    (-50, -15), // pst king a4
    (1, 24), // pst king b4
    (-30, 25), // pst king c4
    (-43, 33), // pst king d4
    (-43, 34), // pst king e4
    (-50, 27), // pst king f4
    (-33, 21), // pst king g4
    (-44, -4), // pst king h4
    (-21, 0), // pst king a5
    (-16, 32), // pst king b5
    (-20, 36), // pst king c5
    (-36, 39), // pst king d5
    (-38, 31), // pst king e5
    (-34, 36), // pst king f5
    (-12, 37), // pst king g5
    (-44, 18), // pst king h5
    (-10, -5), // pst king a6
    (16, 32), // pst king b6
    (-15, 36), // pst king c6
    (-23, 27), // pst king d6
    (-25, 19), // pst king e6
    (-8, 16), // pst king f6
    (48, 1), // pst king g6
    (-21, 19), // pst king h6
    (32, -2), // pst king a7
    (-9, 4), // pst king b7
    (-15, 40), // pst king c7
    (-16, 20), // pst king d7
    (-10, 19), // pst king e7
    (-8, 14), // pst king f7
    (-27, 37), // pst king g7
    (-26, 26), // pst king h7
    (-67, -72), // pst king a8
    (20, -40), // pst king b8
    (18, -26), // pst king c8
    (-9, -23), // pst king d8
    (-48, -7), // pst king e8
    (-34, 8), // pst king f8
    (7, 16), // pst king g8
    (9, -45), // pst king h8
    (-16, -7), // mobility knight 0
    (-7, -19), // mobility knight 1
    (-6, -2), // mobility knight 2
    (-3, -3), // mobility knight 3
    (3, 1), // mobility knight 4
    (6, 4), // mobility knight 5
    (8, 9), // mobility knight 6
    (5, 10), // mobility knight 7
    (13, -8), // mobility knight 8
    (-13, -36), // mobility bishop 0
    (-4, -39), // mobility bishop 1
    (1, -16), // mobility bishop 2
    (1, -9), // mobility bishop 3
    (1, 1), // mobility bishop 4
    (5, 2), // mobility bishop 5
    (13, 10), // mobility bishop 6
    (10, 7), // mobility bishop 7
    (4, 10), // mobility bishop 8
    (-6, 16), // mobility bishop 9
    (-3, 10), // mobility bishop 10
    (-6, 13), // mobility bishop 11
    (3, 10), // mobility bishop 12
    (-19, 8), // mobility bishop 13
    (-52, -59), // mobility rook 0
    (-15, -10), // mobility rook 1
    (-10, -14), // mobility rook 2
    (-10, -6), // mobility rook 3
    (-8, -1), // mobility rook 4
    (-6, 7), // mobility rook 5
    (-8, 10), // mobility rook 6
    (3, -3), // mobility rook 7
    (2, 6), // mobility rook 8
    (-2, 10), // mobility rook 9
    (-2, 15), // mobility rook 10
    (0, 13), // mobility rook 11
    (17, 1), // mobility rook 12
    (-6, 14), // mobility rook 13
    (76, -30), // mobility rook 14
    (0, 0), // mobility queen 0
    (-10, 0), // mobility queen 1
    (-12, -2), // mobility queen 2
    (-6, -10), // mobility queen 3
    (-7, -16), // mobility queen 4
    (-7, -20), // mobility queen 5
    (-5, -4), // mobility queen 6
    (-5, -5), // mobility queen 7
    (-1, -9), // mobility queen 8
    (-2, 0), // mobility queen 9
    (-2, 7), // mobility queen 10
    (-3, 12), // mobility queen 11
    (2, 5), // mobility queen 12
    (7, 3), // mobility queen 13
    (4, 3), // mobility queen 14
    (2, 10), // mobility queen 15
    (-9, 1), // mobility queen 16
    (10, 19), // mobility queen 17
    (19, 1), // mobility queen 18
    (20, 12), // mobility queen 19
    (18, 2), // mobility queen 20
    (2, -5), // mobility queen 21
    (10, -8), // mobility queen 22
    (-3, -27), // mobility queen 23
    (-4, -10), // mobility queen 24
    (-17, -35), // mobility queen 25
    (-2, -5), // mobility queen 26
    (-1, -4), // mobility queen 27
    (6, -3), // king zone attacks by knight
    (15, -2), // king zone attacks by bishop
    (18, -5), // king zone attacks by rook
    (15, -1), // king zone attacks by queen
    (-18, -1), // king attackers 1
    (-16, 0), // king attackers 2
    (9, -15), // king attackers 3
    (16, 2), // king attackers 4
    (-1, -1), // king attackers 5
    (0, 0), // king attackers 6
    (0, 0), // king attackers 7+
    (6, -1), // pawn shield near
    (3, -7), // pawn shield far
    (-11, 1), // pawn shield missing
    (8, 5), // passed pawn rank 2
    (-8, 9), // passed pawn rank 3
    (-26, 32), // passed pawn rank 4
    (-8, 43), // passed pawn rank 5
    (5, 53), // passed pawn rank 6
    (22, 12), // passed pawn rank 7
    (-5, -8), // doubled pawn
    (-6, -3), // isolated pawn
    (-2, -8), // backward pawn
    (14, 23), // bishop pair
    (21, -6), // rook on open file
    (10, 12), // rook on half-open file
    (45, 17), // threat by pawn on knight
    (52, 17), // threat by pawn on bishop
    (34, 16), // threat by pawn on rook
    (26, 8), // threat by pawn on queen
    (40, 12), // threat by minor on rook
    (34, 15), // threat by minor on queen
    (43, 16), // threat by rook on queen
    (12, 1), // tempo
    (0, 0), // safe check by knight
    (0, 0), // safe check by bishop
    (0, 0), // safe check by rook
    (0, 0), // safe check by queen
    (0, 0), // weak king zone square
    (0, 0), // open file at the king
    (0, 0), // pawn storm rank 3
    (0, 0), // pawn storm rank 4
    (0, 0), // pawn storm rank 5
    (0, 0), // pawn storm blocked
];
