//! Evaluation weights written by the tuner (docs/tuning.md): do not edit by hand,
//! run the tuner again.
//!
//! Command: `gambit-chess tune --data /tmp/data/chess-s2.bin /tmp/data/chess-s3.bin --out /tmp/data/w-s23-0.00001.rs --epochs 800 --lambda 0.5 --lr 1 --threads 2 --reg 0.00001 --holdout 10`
//! Data: /tmp/data/chess-s2.bin (415510 positions), made by `gambit-chess datagen --out /tmp/data/chess-s2.bin --games 5000 --nodes 4000 --seed 2 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s3.bin (411684 positions), made by `gambit-chess datagen --out /tmp/data/chess-s3.bin --games 5000 --nodes 4000 --seed 3 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Fit: 746377 positions, K = 1.1467, lambda 0.5, ridge 0.00001, 800 epochs at lr 1: loss 0.0278115 -> 0.0266170
//! Held out: every 10th game, 80817 positions: loss 0.0274025 -> 0.0271957

/// The (middlegame, endgame) weight of every evaluation term, centipawns, in the order
/// of the evaluation's term list; each line names its term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); 514] = [
    (77, 87), // material pawn
    (332, 276), // material knight
    (334, 293), // material bishop
    (461, 482), // material rook
    (1052, 852), // material queen
    (0, 0), // pst pawn a1
    (0, 0), // pst pawn b1
    (0, 0), // pst pawn c1
    (0, 0), // pst pawn d1
    (0, 0), // pst pawn e1
    (0, 0), // pst pawn f1
    (0, 0), // pst pawn g1
    (0, 0), // pst pawn h1
    (-23, 28), // pst pawn a2
    (6, 12), // pst pawn b2
    (-9, 16), // pst pawn c2
    (-16, 9), // pst pawn d2
    (-13, 2), // pst pawn e2
    (15, 18), // pst pawn f2
    (21, 4), // pst pawn g2
    (-17, 3), // pst pawn h2
    (-13, 17), // pst pawn a3
    (3, 8), // pst pawn b3
    (6, 8), // pst pawn c3
    (-7, 11), // pst pawn d3
    (0, 10), // pst pawn e3
    (-1, 17), // pst pawn f3
    (20, 6), // pst pawn g3
    (-17, 9), // pst pawn h3
    (-17, 32), // pst pawn a4
    (-9, 24), // pst pawn b4
    (6, 19), // pst pawn c4
    (18, 4), // pst pawn d4
    (14, 3), // pst pawn e4
    (19, 7), // pst pawn f4
    (-19, 14), // pst pawn g4
    (-27, 10), // pst pawn h4
    (-5, 35), // pst pawn a5
    (2, 28), // pst pawn b5
    (7, 18), // pst pawn c5
    (13, -6), // pst pawn d5
    (14, -2), // pst pawn e5
    (12, 8), // pst pawn f5
    (-10, 21), // pst pawn g5
    (-21, 22), // pst pawn h5
    (20, 65), // pst pawn a6
    (1, 64), // pst pawn b6
    (-1, 55), // pst pawn c6
    (67, 10), // pst pawn d6
    (32, 15), // pst pawn e6
    (39, 20), // pst pawn f6
    (29, 47), // pst pawn g6
    (6, 54), // pst pawn h6
    (128, 165), // pst pawn a7
    (117, 174), // pst pawn b7
    (61, 184), // pst pawn c7
    (112, 133), // pst pawn d7
    (49, 131), // pst pawn e7
    (106, 136), // pst pawn f7
    (30, 175), // pst pawn g7
    (6, 193), // pst pawn h7
    (0, 0), // pst pawn a8
    (0, 0), // pst pawn b8
    (0, 0), // pst pawn c8
    (0, 0), // pst pawn d8
    (0, 0), // pst pawn e8
    (0, 0), // pst pawn f8
    (0, 0), // pst pawn g8
    (0, 0), // pst pawn h8
    (-101, -26), // pst knight a1
    (-10, -54), // pst knight b1
    (-74, -7), // pst knight c1
    (-6, -21), // pst knight d1
    (14, -30), // pst knight e1
    (-19, -11), // pst knight f1
    (-3, -45), // pst knight g1
    (-8, -55), // pst knight h1
    (5, -32), // pst knight a2
    (-41, -10), // pst knight b2
    (-9, -15), // pst knight c2
    (-5, -14), // pst knight d2
    (3, -6), // pst knight e2
    (2, -25), // pst knight f2
    (5, -8), // pst knight g2
    (4, -37), // pst knight h2
    (-19, -29), // pst knight a3
    (-4, -5), // pst knight b3
    (-8, -2), // pst knight c3
    (2, 13), // pst knight d3
    (8, -7), // pst knight e3
    (11, -19), // pst knight f3
    (24, -37), // pst knight g3
    (-7, -27), // pst knight h3
    (12, -26), // pst knight a4
    (21, -23), // pst knight b4
    (11, 8), // pst knight c4
    (7, 11), // pst knight d4
    (15, 21), // pst knight e4
    (21, 20), // pst knight f4
    (12, 16), // pst knight g4
    (7, -13), // pst knight h4
    (-1, -10), // pst knight a5
    (5, 0), // pst knight b5
    (33, 15), // pst knight c5
    (35, -2), // pst knight d5
    (32, 17), // pst knight e5
    (48, -15), // pst knight f5
    (11, 10), // pst knight g5
    (25, -41), // pst knight h5
    (-22, -32), // pst knight a6
    (52, -24), // pst knight b6
    (10, -4), // pst knight c6
    (54, 5), // pst knight d6
    (62, 9), // pst knight e6
    (75, -2), // pst knight f6
    (48, 0), // pst knight g6
    (39, -42), // pst knight h6
    (-35, -42), // pst knight a7
    (-37, -4), // pst knight b7
    (34, -26), // pst knight c7
    (20, -3), // pst knight d7
    (14, -17), // pst knight e7
    (31, -22), // pst knight f7
    (-10, -24), // pst knight g7
    (3, -29), // pst knight h7
    (-167, -29), // pst knight a8
    (-87, -25), // pst knight b8
    (-27, 1), // pst knight c8
    (-29, 1), // pst knight d8
    (60, -20), // pst knight e8
    (-98, -21), // pst knight f8
    (-13, -57), // pst knight g8
    (-93, -92), // pst knight h8
    (-31, -24), // pst bishop a1
    (-3, -3), // pst bishop b1
    (2, -11), // pst bishop c1
    (-11, 10), // pst bishop d1
    (32, -33), // pst bishop e1
    (-10, -10), // pst bishop f1
    (-25, 19), // pst bishop g1
    (-23, -22), // pst bishop h1
    (18, -7), // pst bishop a2
    (11, -7), // pst bishop b2
    (15, 8), // pst bishop c2
    (6, -13), // pst bishop d2
    (8, -11), // pst bishop e2
    (18, -12), // pst bishop f2
    (23, -11), // pst bishop g2
    (27, 10), // pst bishop h2
    (12, -21), // pst bishop a3
    (11, 16), // pst bishop b3
    (23, -4), // pst bishop c3
    (3, 5), // pst bishop d3
    (8, 10), // pst bishop e3
    (22, -3), // pst bishop f3
    (32, -20), // pst bishop g3
    (10, -14), // pst bishop h3
    (-20, 4), // pst bishop a4
    (23, -1), // pst bishop b4
    (16, 21), // pst bishop c4
    (30, 7), // pst bishop d4
    (16, 7), // pst bishop e4
    (14, -11), // pst bishop f4
    (9, -4), // pst bishop g4
    (17, -21), // pst bishop h4
    (14, -5), // pst bishop a5
    (15, 7), // pst bishop b5
    (24, -6), // pst bishop c5
    (41, 13), // pst bishop d5
    (30, 8), // pst bishop e5
    (31, -11), // pst bishop f5
    (11, 1), // pst bishop g5
    (20, -32), // pst bishop h5
    (-26, 6), // pst bishop a6
    (21, 3), // pst bishop b6
    (19, -2), // pst bishop c6
    (45, -6), // pst bishop d6
    (36, 4), // pst bishop e6
    (71, -13), // pst bishop f6
    (10, 10), // pst bishop g6
    (-4, 3), // pst bishop h6
    (-43, -9), // pst bishop a7
    (-22, -5), // pst bishop b7
    (-10, 3), // pst bishop c7
    (-7, -6), // pst bishop d7
    (4, 0), // pst bishop e7
    (-5, 8), // pst bishop f7
    (10, -24), // pst bishop g7
    (-46, -22), // pst bishop h7
    (-60, -3), // pst bishop a8
    (0, -11), // pst bishop b8
    (-72, -5), // pst bishop c8
    (-31, -4), // pst bishop d8
    (-28, 6), // pst bishop e8
    (-52, -1), // pst bishop f8
    (3, -16), // pst bishop g8
    (27, -17), // pst bishop h8
    (-18, -22), // pst rook a1
    (-9, -15), // pst rook b1
    (-4, -10), // pst rook c1
    (3, -10), // pst rook d1
    (8, -22), // pst rook e1
    (8, -24), // pst rook f1
    (-21, -8), // pst rook g1
    (2, -46), // pst rook h1
    (-32, -14), // pst rook a2
    (10, -25), // pst rook b2
    (-6, -17), // pst rook c2
    (-12, 3), // pst rook d2
    (-14, -7), // pst rook e2
    (13, -13), // pst rook f2
    (4, -26), // pst rook g2
    (-37, -18), // pst rook h2
    (-51, -2), // pst rook a3
    (-38, 11), // pst rook b3
    (-22, 5), // pst rook c3
    (-28, 4), // pst rook d3
    (-16, 5), // pst rook e3
    (-13, -6), // pst rook f3
    (-14, -14), // pst rook g3
    (-39, -5), // pst rook h3
    (-32, 12), // pst rook a4
    (-7, 20), // pst rook b4
    (-18, 16), // pst rook c4
    (-23, 20), // pst rook d4
    (-11, 9), // pst rook e4
    (-9, 11), // pst rook f4
    (5, 6), // pst rook g4
    (-9, -1), // pst rook h4
    (-26, 16), // pst rook a5
    (-22, 28), // pst rook b5
    (26, 7), // pst rook c5
    (30, -4), // pst rook d5
    (0, -1), // pst rook e5
    (19, 2), // pst rook f5
    (-14, 20), // pst rook g5
    (-14, 12), // pst rook h5
    (5, 8), // pst rook a6
    (40, 3), // pst rook b6
    (36, 9), // pst rook c6
    (57, 1), // pst rook d6
    (19, -6), // pst rook e6
    (40, -1), // pst rook f6
    (45, 7), // pst rook g6
    (39, -4), // pst rook h6
    (1, 19), // pst rook a7
    (26, 17), // pst rook b7
    (40, 10), // pst rook c7
    (70, 4), // pst rook d7
    (64, 0), // pst rook e7
    (59, 1), // pst rook f7
    (18, 15), // pst rook g7
    (60, 3), // pst rook h7
    (27, 7), // pst rook a8
    (46, 7), // pst rook b8
    (24, 19), // pst rook c8
    (56, 0), // pst rook d8
    (51, 0), // pst rook e8
    (26, 12), // pst rook f8
    (34, -1), // pst rook g8
    (35, -4), // pst rook h8
    (12, -39), // pst queen a1
    (-8, -34), // pst queen b1
    (8, -37), // pst queen c1
    (7, -49), // pst queen d1
    (2, -22), // pst queen e1
    (-45, -49), // pst queen f1
    (-48, -29), // pst queen g1
    (-26, -39), // pst queen h1
    (-45, -6), // pst queen a2
    (9, -20), // pst queen b2
    (8, -32), // pst queen c2
    (-1, -16), // pst queen d2
    (12, -5), // pst queen e2
    (30, -47), // pst queen f2
    (16, -51), // pst queen g2
    (-17, -28), // pst queen h2
    (-4, -16), // pst queen a3
    (1, -15), // pst queen b3
    (-7, 32), // pst queen c3
    (-1, -4), // pst queen d3
    (-20, 22), // pst queen e3
    (4, 28), // pst queen f3
    (4, -7), // pst queen g3
    (-1, -11), // pst queen h3
    (1, -19), // pst queen a4
    (-15, 25), // pst queen b4
    (-10, 29), // pst queen c4
    (-17, 47), // pst queen d4
    (-14, 53), // pst queen e4
    (6, 21), // pst queen f4
    (-5, 31), // pst queen g4
    (0, 32), // pst queen h4
    (5, 15), // pst queen a5
    (-3, 10), // pst queen b5
    (-5, 18), // pst queen c5
    (3, 46), // pst queen d5
    (-7, 56), // pst queen e5
    (11, 43), // pst queen f5
    (-8, 53), // pst queen g5
    (-1, 29), // pst queen h5
    (0, -3), // pst queen a6
    (2, -5), // pst queen b6
    (2, 30), // pst queen c6
    (26, 33), // pst queen d6
    (23, 38), // pst queen e6
    (33, 40), // pst queen f6
    (34, 19), // pst queen g6
    (57, -9), // pst queen h6
    (-26, 1), // pst queen a7
    (-40, 30), // pst queen b7
    (-14, 36), // pst queen c7
    (10, 39), // pst queen d7
    (-8, 57), // pst queen e7
    (47, 26), // pst queen f7
    (25, 21), // pst queen g7
    (41, -1), // pst queen h7
    (-21, 2), // pst queen a8
    (-20, 11), // pst queen b8
    (17, 25), // pst queen c8
    (20, 28), // pst queen d8
    (45, 8), // pst queen e8
    (48, 22), // pst queen f8
    (27, 2), // pst queen g8
    (14, 14), // pst queen h8
    (-43, -40), // pst king a1
    (26, -39), // pst king b1
    (22, -46), // pst king c1
    (-32, -27), // pst king d1
    (10, -42), // pst king e1
    (-8, -35), // pst king f1
    (42, -47), // pst king g1
    (29, -57), // pst king h1
    (-10, -49), // pst king a2
    (-3, -12), // pst king b2
    (-6, 5), // pst king c2
    (-27, 1), // pst king d2
    (-38, 5), // pst king e2
    (3, -4), // pst king f2
    (31, -15), // pst king g2
    (12, -27), // pst king h2
    (-24, -9), // pst king a3
    (-17, -2), // pst king b3
    (-47, 16), // pst king c3
    (-44, 20), // pst king d3
    (-54, 25), // pst king e3
    (-33, 13), // pst king f3
    (9, -9), // pst king g3
    (-38, -13), // pst king h3
    (-49, -18), // pst king a4
    (-6, 18), // pst king b4
    (-25, 26), // pst king c4
    (-49, 35), // pst king d4
    (-39, 32), // pst king e4
    (-47, 31), // pst king f4
    (-25, 18), // pst king g4
    (-53, 8), // pst king h4
    (-19, -15), // pst king a5
    (-21, 19), // pst king b5
    (-28, 31), // pst king c5
    (-35, 43), // pst king d5
    (-40, 50), // pst king e5
    (-46, 37), // pst king f5
    (-15, 40), // pst king g5
    (-45, 16), // pst king h5
    (-10, -2), // pst king a6
    (21, 20), // pst king b6
    (-18, 26), // pst king c6
    (-21, 35), // pst king d6
    (-23, 46), // pst king e6
    (-12, 41), // pst king f6
    (45, 30), // pst king g6
    (-24, 29), // pst king h6
    (33, -7), // pst king a7
    (-5, 16), // pst king b7
    (-17, 19), // pst king c7
    (-21, 26), // pst king d7
    (-9, 27), // pst king e7
    (-16, 38), // pst king f7
    (-27, 28), // pst king g7
    (-23, 19), // pst king h7
    (-64, -78), // pst king a8
    (22, -46), // pst king b8
    (20, -19), // pst king c8
    (-6, -13), // pst king d8
    (-46, 0), // pst king e8
    (-29, 15), // pst king f8
    (5, 7), // pst king g8
    (8, -66), // pst king h8
    (-33, -46), // mobility knight 0
    (-17, -19), // mobility knight 1
    (-10, 4), // mobility knight 2
    (-4, 5), // mobility knight 3
    (3, 4), // mobility knight 4
    (7, 11), // mobility knight 5
    (13, 13), // mobility knight 6
    (15, 16), // mobility knight 7
    (19, 6), // mobility knight 8
    (-19, -52), // mobility bishop 0
    (-12, -38), // mobility bishop 1
    (-4, -10), // mobility bishop 2
    (0, -14), // mobility bishop 3
    (2, -1), // mobility bishop 4
    (6, 5), // mobility bishop 5
    (9, 14), // mobility bishop 6
    (8, 14), // mobility bishop 7
    (6, 16), // mobility bishop 8
    (7, 13), // mobility bishop 9
    (-3, 10), // mobility bishop 10
    (-6, 17), // mobility bishop 11
    (-1, 17), // mobility bishop 12
    (-21, 6), // mobility bishop 13
    (-75, -63), // mobility rook 0
    (-23, -31), // mobility rook 1
    (-13, -17), // mobility rook 2
    (-12, -7), // mobility rook 3
    (-5, -2), // mobility rook 4
    (-2, 3), // mobility rook 5
    (-1, 8), // mobility rook 6
    (5, 5), // mobility rook 7
    (7, 10), // mobility rook 8
    (6, 13), // mobility rook 9
    (6, 17), // mobility rook 10
    (11, 17), // mobility rook 11
    (13, 15), // mobility rook 12
    (12, 17), // mobility rook 13
    (54, -15), // mobility rook 14
    (0, 0), // mobility queen 0
    (-9, -2), // mobility queen 1
    (-12, -9), // mobility queen 2
    (-8, -14), // mobility queen 3
    (-8, -27), // mobility queen 4
    (-7, -31), // mobility queen 5
    (-9, -15), // mobility queen 6
    (-8, -7), // mobility queen 7
    (-4, -6), // mobility queen 8
    (-5, 12), // mobility queen 9
    (0, 12), // mobility queen 10
    (2, 24), // mobility queen 11
    (4, 13), // mobility queen 12
    (8, 13), // mobility queen 13
    (10, 8), // mobility queen 14
    (10, 16), // mobility queen 15
    (8, 7), // mobility queen 16
    (4, 20), // mobility queen 17
    (17, 17), // mobility queen 18
    (16, 5), // mobility queen 19
    (24, -3), // mobility queen 20
    (10, -4), // mobility queen 21
    (8, -10), // mobility queen 22
    (2, -29), // mobility queen 23
    (-4, -13), // mobility queen 24
    (-16, -38), // mobility queen 25
    (-4, -10), // mobility queen 26
    (-4, -11), // mobility queen 27
    (5, -2), // king zone attacks by knight
    (8, 2), // king zone attacks by bishop
    (5, 3), // king zone attacks by rook
    (10, 4), // king zone attacks by queen
    (-16, -2), // king attackers 1
    (-12, -1), // king attackers 2
    (17, -18), // king attackers 3
    (30, 5), // king attackers 4
    (-2, -1), // king attackers 5
    (0, 0), // king attackers 6
    (0, 0), // king attackers 7+
    (5, 3), // pawn shield near
    (1, 4), // pawn shield far
    (-9, 8), // pawn shield missing
    (-1, 3), // passed pawn rank 2
    (-6, 18), // passed pawn rank 3
    (-7, 34), // passed pawn rank 4
    (-10, 71), // passed pawn rank 5
    (-13, 105), // passed pawn rank 6
    (4, 18), // passed pawn rank 7
    (-15, -5), // doubled pawn
    (-10, -9), // isolated pawn
    (-6, -1), // backward pawn
    (28, 32), // bishop pair
    (32, -12), // rook on open file
    (9, 15), // rook on half-open file
    (49, 27), // threat by pawn on knight
    (56, 29), // threat by pawn on bishop
    (48, 19), // threat by pawn on rook
    (33, 9), // threat by pawn on queen
    (45, 17), // threat by minor on rook
    (33, 14), // threat by minor on queen
    (52, 22), // threat by rook on queen
    (13, 2), // tempo
    (35, -4), // safe check by knight
    (9, 15), // safe check by bishop
    (37, 1), // safe check by rook
    (13, 15), // safe check by queen
    (9, -7), // weak king zone square
    (-12, -5), // open file at the king
    (-8, 66), // pawn storm rank 3
    (-5, 13), // pawn storm rank 4
    (-3, 4), // pawn storm rank 5
    (3, -10), // pawn storm blocked
    (0, 0), // connected pawn rank 2
    (0, 0), // connected pawn rank 3
    (0, 0), // connected pawn rank 4
    (0, 0), // connected pawn rank 5
    (0, 0), // connected pawn rank 6
    (0, 0), // connected pawn rank 7
    (0, 0), // passed pawn own king distance
    (0, 0), // passed pawn enemy king distance
    (0, 0), // passed pawn blocked
    (0, 0), // passed pawn free path
    (0, 0), // knight outpost
    (0, 0), // bishop outpost
    (0, 0), // minor behind pawn
    (0, 0), // rook on seventh
    (0, 0), // hanging piece
];
