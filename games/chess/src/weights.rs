//! Evaluation weights written by the tuner (docs/tuning.md): do not edit by hand,
//! run the tuner again.
//!
//! Command: `gambit-chess tune --data /tmp/data/chess-s2.bin /tmp/data/chess-s3.bin /tmp/data/chess-s4.bin /tmp/data/chess-s6.bin --out games/chess/src/weights.rs --epochs 800 --lambda 0.5 --lr 1 --threads 2 --reg 0.00001 --holdout 10`
//! Data: /tmp/data/chess-s2.bin (415510 positions), made by `gambit-chess datagen --out /tmp/data/chess-s2.bin --games 5000 --nodes 4000 --seed 2 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s3.bin (411684 positions), made by `gambit-chess datagen --out /tmp/data/chess-s3.bin --games 5000 --nodes 4000 --seed 3 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s4.bin (407066 positions), made by `gambit-chess datagen --out /tmp/data/chess-s4.bin --games 5000 --nodes 4000 --seed 4 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Data: /tmp/data/chess-s6.bin (417298 positions), made by `gambit-chess datagen --out /tmp/data/chess-s6.bin --games 5000 --nodes 12000 --seed 6 --threads 2 (random plies 8, win adjudication 1000 cp for 6 plies, draw adjudication within 10 cp for 12 plies from ply 80)`
//! Fit: 1488387 positions, K = 1.3106, lambda 0.5, ridge 0.00001, 800 epochs at lr 1: loss 0.0268703 -> 0.0266171
//! Held out: every 10th game, 163171 positions: loss 0.0274041 -> 0.0271278

/// The (middlegame, endgame) weight of every evaluation term, centipawns, in the order
/// of the evaluation's term list; each line names its term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); 514] = [
    (68, 84), // material pawn
    (303, 316), // material knight
    (305, 342), // material bishop
    (413, 565), // material rook
    (1075, 891), // material queen
    (0, 0), // pst pawn a1
    (0, 0), // pst pawn b1
    (0, 0), // pst pawn c1
    (0, 0), // pst pawn d1
    (0, 0), // pst pawn e1
    (0, 0), // pst pawn f1
    (0, 0), // pst pawn g1
    (0, 0), // pst pawn h1
    (-18, 25), // pst pawn a2
    (6, 17), // pst pawn b2
    (-9, 22), // pst pawn c2
    (-11, 17), // pst pawn d2
    (-8, 17), // pst pawn e2
    (16, 28), // pst pawn f2
    (27, 15), // pst pawn g2
    (-6, 7), // pst pawn h2
    (-12, 16), // pst pawn a3
    (1, 9), // pst pawn b3
    (3, 8), // pst pawn c3
    (-9, 15), // pst pawn d3
    (0, 14), // pst pawn e3
    (-1, 21), // pst pawn f3
    (24, 8), // pst pawn g3
    (-9, 14), // pst pawn h3
    (-15, 27), // pst pawn a4
    (-13, 25), // pst pawn b4
    (4, 14), // pst pawn c4
    (10, 7), // pst pawn d4
    (10, 3), // pst pawn e4
    (12, 9), // pst pawn f4
    (-12, 16), // pst pawn g4
    (-21, 14), // pst pawn h4
    (-7, 28), // pst pawn a5
    (-1, 17), // pst pawn b5
    (0, 13), // pst pawn c5
    (10, -1), // pst pawn d5
    (12, -2), // pst pawn e5
    (1, 14), // pst pawn f5
    (-3, 18), // pst pawn g5
    (-14, 23), // pst pawn h5
    (28, 42), // pst pawn a6
    (-3, 45), // pst pawn b6
    (5, 33), // pst pawn c6
    (55, 5), // pst pawn d6
    (13, 26), // pst pawn e6
    (35, 7), // pst pawn f6
    (24, 41), // pst pawn g6
    (15, 37), // pst pawn h6
    (144, 138), // pst pawn a7
    (93, 177), // pst pawn b7
    (81, 183), // pst pawn c7
    (111, 155), // pst pawn d7
    (48, 156), // pst pawn e7
    (93, 137), // pst pawn f7
    (31, 189), // pst pawn g7
    (4, 182), // pst pawn h7
    (0, 0), // pst pawn a8
    (0, 0), // pst pawn b8
    (0, 0), // pst pawn c8
    (0, 0), // pst pawn d8
    (0, 0), // pst pawn e8
    (0, 0), // pst pawn f8
    (0, 0), // pst pawn g8
    (0, 0), // pst pawn h8
    (-93, -17), // pst knight a1
    (-8, -40), // pst knight b1
    (-69, 3), // pst knight c1
    (-7, -18), // pst knight d1
    (15, -24), // pst knight e1
    (-24, -14), // pst knight f1
    (-3, -34), // pst knight g1
    (21, -44), // pst knight h1
    (-13, -37), // pst knight a2
    (-33, -19), // pst knight b2
    (-10, -20), // pst knight c2
    (-6, -9), // pst knight d2
    (1, -6), // pst knight e2
    (-2, -19), // pst knight f2
    (15, -12), // pst knight g2
    (1, -48), // pst knight h2
    (-17, -30), // pst knight a3
    (-6, -3), // pst knight b3
    (-6, -3), // pst knight c3
    (1, 13), // pst knight d3
    (10, -4), // pst knight e3
    (11, -19), // pst knight f3
    (22, -28), // pst knight g3
    (-6, -10), // pst knight h3
    (7, -22), // pst knight a4
    (23, -17), // pst knight b4
    (12, 3), // pst knight c4
    (12, 3), // pst knight d4
    (14, 15), // pst knight e4
    (21, 12), // pst knight f4
    (15, 4), // pst knight g4
    (12, -9), // pst knight h4
    (-4, 0), // pst knight a5
    (7, -14), // pst knight b5
    (27, 9), // pst knight c5
    (28, 4), // pst knight d5
    (26, 10), // pst knight e5
    (42, -10), // pst knight f5
    (9, 8), // pst knight g5
    (37, -31), // pst knight h5
    (-10, -32), // pst knight a6
    (36, -24), // pst knight b6
    (11, -11), // pst knight c6
    (38, 11), // pst knight d6
    (46, 6), // pst knight e6
    (50, 3), // pst knight f6
    (32, -11), // pst knight g6
    (48, -41), // pst knight h6
    (-27, -58), // pst knight a7
    (-24, 1), // pst knight b7
    (31, -33), // pst knight c7
    (27, -11), // pst knight d7
    (8, -18), // pst knight e7
    (33, -26), // pst knight f7
    (-21, -34), // pst knight g7
    (-7, -24), // pst knight h7
    (-150, -3), // pst knight a8
    (-89, -23), // pst knight b8
    (-26, -22), // pst knight c8
    (-22, 6), // pst knight d8
    (55, -16), // pst knight e8
    (-100, -7), // pst knight f8
    (-13, -51), // pst knight g8
    (-96, -91), // pst knight h8
    (-12, -22), // pst bishop a1
    (6, -13), // pst bishop b1
    (1, -13), // pst bishop c1
    (-1, -6), // pst bishop d1
    (27, -30), // pst bishop e1
    (-7, -12), // pst bishop f1
    (-17, 11), // pst bishop g1
    (-20, -9), // pst bishop h1
    (30, -9), // pst bishop a2
    (8, -13), // pst bishop b2
    (16, 2), // pst bishop c2
    (4, -11), // pst bishop d2
    (8, -12), // pst bishop e2
    (11, -17), // pst bishop f2
    (21, -19), // pst bishop g2
    (20, 10), // pst bishop h2
    (10, -25), // pst bishop a3
    (21, -1), // pst bishop b3
    (15, 1), // pst bishop c3
    (5, 2), // pst bishop d3
    (7, 4), // pst bishop e3
    (20, -12), // pst bishop f3
    (29, -14), // pst bishop g3
    (4, -10), // pst bishop h3
    (-2, 8), // pst bishop a4
    (18, -10), // pst bishop b4
    (18, 15), // pst bishop c4
    (24, 11), // pst bishop d4
    (15, -1), // pst bishop e4
    (15, -13), // pst bishop f4
    (6, -7), // pst bishop g4
    (15, -23), // pst bishop h4
    (6, -5), // pst bishop a5
    (16, 4), // pst bishop b5
    (20, -6), // pst bishop c5
    (36, 9), // pst bishop d5
    (17, 13), // pst bishop e5
    (29, -2), // pst bishop f5
    (11, -5), // pst bishop g5
    (11, -28), // pst bishop h5
    (-19, 12), // pst bishop a6
    (20, 6), // pst bishop b6
    (11, -3), // pst bishop c6
    (48, -7), // pst bishop d6
    (24, 14), // pst bishop e6
    (57, -15), // pst bishop f6
    (-2, 13), // pst bishop g6
    (2, -9), // pst bishop h6
    (-21, -6), // pst bishop a7
    (-28, 4), // pst bishop b7
    (-4, 3), // pst bishop c7
    (6, 2), // pst bishop d7
    (4, 3), // pst bishop e7
    (-15, 12), // pst bishop f7
    (17, -30), // pst bishop g7
    (-51, -2), // pst bishop h7
    (-56, 7), // pst bishop a8
    (-9, -3), // pst bishop b8
    (-74, 6), // pst bishop c8
    (-26, 22), // pst bishop d8
    (-29, 16), // pst bishop e8
    (-68, 6), // pst bishop f8
    (-4, 0), // pst bishop g8
    (34, -17), // pst bishop h8
    (-11, -20), // pst rook a1
    (-8, -17), // pst rook b1
    (-5, -10), // pst rook c1
    (7, -17), // pst rook d1
    (11, -28), // pst rook e1
    (2, -23), // pst rook f1
    (-31, 1), // pst rook g1
    (-2, -44), // pst rook h1
    (-26, -10), // pst rook a2
    (6, -29), // pst rook b2
    (-11, -10), // pst rook c2
    (-11, -2), // pst rook d2
    (-21, -2), // pst rook e2
    (3, -18), // pst rook f2
    (8, -26), // pst rook g2
    (-33, -24), // pst rook h2
    (-47, 6), // pst rook a3
    (-23, 8), // pst rook b3
    (-26, 11), // pst rook c3
    (-32, 12), // pst rook d3
    (-13, -4), // pst rook e3
    (-9, -3), // pst rook f3
    (-19, -2), // pst rook g3
    (-40, 2), // pst rook h3
    (-27, 13), // pst rook a4
    (-5, 11), // pst rook b4
    (-20, 20), // pst rook c4
    (-23, 19), // pst rook d4
    (-7, 5), // pst rook e4
    (-3, 5), // pst rook f4
    (6, 2), // pst rook g4
    (-11, 4), // pst rook h4
    (-16, 23), // pst rook a5
    (-21, 29), // pst rook b5
    (22, 13), // pst rook c5
    (30, 2), // pst rook d5
    (5, 5), // pst rook e5
    (10, 12), // pst rook f5
    (-8, 22), // pst rook g5
    (-14, 17), // pst rook h5
    (10, 18), // pst rook a6
    (49, -1), // pst rook b6
    (28, 13), // pst rook c6
    (63, -2), // pst rook d6
    (23, 1), // pst rook e6
    (44, 1), // pst rook f6
    (27, 16), // pst rook g6
    (30, 0), // pst rook h6
    (19, 9), // pst rook a7
    (25, 5), // pst rook b7
    (42, 3), // pst rook c7
    (66, -4), // pst rook d7
    (62, -6), // pst rook e7
    (50, 1), // pst rook f7
    (12, 20), // pst rook g7
    (55, -1), // pst rook h7
    (19, 15), // pst rook a8
    (35, 17), // pst rook b8
    (23, 19), // pst rook c8
    (42, 5), // pst rook d8
    (37, -1), // pst rook e8
    (28, 12), // pst rook f8
    (23, 11), // pst rook g8
    (41, 0), // pst rook h8
    (10, -50), // pst queen a1
    (-3, -24), // pst queen b1
    (4, -58), // pst queen c1
    (6, -44), // pst queen d1
    (9, -34), // pst queen e1
    (-30, -56), // pst queen f1
    (-30, -31), // pst queen g1
    (-28, -42), // pst queen h1
    (-43, 7), // pst queen a2
    (8, -25), // pst queen b2
    (9, -43), // pst queen c2
    (4, -10), // pst queen d2
    (10, -13), // pst queen e2
    (24, -50), // pst queen f2
    (19, -75), // pst queen g2
    (-9, -21), // pst queen h2
    (-10, -4), // pst queen a3
    (3, -15), // pst queen b3
    (-17, 43), // pst queen c3
    (-7, 4), // pst queen d3
    (-16, 32), // pst queen e3
    (-3, 33), // pst queen f3
    (0, -4), // pst queen g3
    (-4, -18), // pst queen h3
    (0, -19), // pst queen a4
    (-16, 36), // pst queen b4
    (-12, 35), // pst queen c4
    (-12, 44), // pst queen d4
    (-18, 57), // pst queen e4
    (4, 27), // pst queen f4
    (-3, 32), // pst queen g4
    (9, 34), // pst queen h4
    (8, 14), // pst queen a5
    (2, 19), // pst queen b5
    (-3, 17), // pst queen c5
    (1, 47), // pst queen d5
    (-14, 58), // pst queen e5
    (11, 43), // pst queen f5
    (4, 41), // pst queen g5
    (4, 32), // pst queen h5
    (-15, 23), // pst queen a6
    (8, -5), // pst queen b6
    (2, 31), // pst queen c6
    (17, 34), // pst queen d6
    (28, 32), // pst queen e6
    (31, 49), // pst queen f6
    (30, 13), // pst queen g6
    (52, -20), // pst queen h6
    (-24, 10), // pst queen a7
    (-34, 33), // pst queen b7
    (-14, 41), // pst queen c7
    (21, 23), // pst queen d7
    (0, 59), // pst queen e7
    (42, 21), // pst queen f7
    (33, 26), // pst queen g7
    (21, 0), // pst queen h7
    (-21, 19), // pst queen a8
    (-18, 16), // pst queen b8
    (10, 17), // pst queen c8
    (21, 23), // pst queen d8
    (42, 4), // pst queen e8
    (49, 22), // pst queen f8
    (30, 3), // pst queen g8
    (15, 23), // pst queen h8
    (-47, -43), // pst king a1
    (28, -36), // pst king b1
    (26, -30), // pst king c1
    (-21, -24), // pst king d1
    (14, -35), // pst king e1
    (-12, -21), // pst king f1
    (44, -43), // pst king g1
    (31, -57), // pst king h1
    (5, -49), // pst king a2
    (-10, 0), // pst king b2
    (1, 1), // pst king c2
    (-20, -3), // pst king d2
    (-33, 4), // pst king e2
    (2, -10), // pst king f2
    (28, -17), // pst king g2
    (9, -25), // pst king h2
    (-27, -1), // pst king a3
    (-1, -2), // pst king b3
    (-44, 14), // pst king c3
    (-37, 10), // pst king d3
    (-40, 14), // pst king e3
    (-31, 10), // pst king f3
    (6, -13), // pst king g3
    (-38, -16), // pst king h3
    (-60, -18), // pst king a4
    (-13, 16), // pst king b4
    (-23, 16), // pst king c4
    (-54, 30), // pst king d4
    (-39, 23), // pst king e4
    (-39, 21), // pst king f4
    (-14, 14), // pst king g4
    (-63, 9), // pst king h4
    (-14, -8), // pst king a5
    (-29, 21), // pst king b5
    (-28, 25), // pst king c5
    (-37, 38), // pst king d5
    (-43, 41), // pst king e5
    (-57, 38), // pst king f5
    (-13, 34), // pst king g5
    (-49, 26), // pst king h5
    (-10, 15), // pst king a6
    (19, 21), // pst king b6
    (-19, 23), // pst king c6
    (-22, 30), // pst king d6
    (-28, 49), // pst king e6
    (-24, 52), // pst king f6
    (25, 41), // pst king g6
    (-31, 39), // pst king h6
    (28, -14), // pst king a7
    (-3, 13), // pst king b7
    (-16, 10), // pst king c7
    (-31, 23), // pst king d7
    (-16, 19), // pst king e7
    (-31, 39), // pst king f7
    (-18, 37), // pst king g7
    (-19, 19), // pst king h7
    (-60, -76), // pst king a8
    (28, -36), // pst king b8
    (20, -18), // pst king c8
    (-3, -10), // pst king d8
    (-45, 2), // pst king e8
    (-20, 22), // pst king f8
    (5, 1), // pst king g8
    (11, -82), // pst king h8
    (-33, -75), // mobility knight 0
    (-21, -20), // mobility knight 1
    (-13, 5), // mobility knight 2
    (-9, 14), // mobility knight 3
    (0, 19), // mobility knight 4
    (3, 24), // mobility knight 5
    (10, 25), // mobility knight 6
    (12, 26), // mobility knight 7
    (13, 17), // mobility knight 8
    (-23, -65), // mobility bishop 0
    (-16, -35), // mobility bishop 1
    (-8, -10), // mobility bishop 2
    (-3, -10), // mobility bishop 3
    (-1, 4), // mobility bishop 4
    (4, 9), // mobility bishop 5
    (5, 17), // mobility bishop 6
    (6, 17), // mobility bishop 7
    (5, 21), // mobility bishop 8
    (7, 19), // mobility bishop 9
    (2, 16), // mobility bishop 10
    (-7, 22), // mobility bishop 11
    (-1, 27), // mobility bishop 12
    (-26, 16), // mobility bishop 13
    (-81, -73), // mobility rook 0
    (-24, -31), // mobility rook 1
    (-13, -15), // mobility rook 2
    (-11, -11), // mobility rook 3
    (-6, 1), // mobility rook 4
    (-4, 7), // mobility rook 5
    (-3, 13), // mobility rook 6
    (2, 13), // mobility rook 7
    (5, 19), // mobility rook 8
    (6, 23), // mobility rook 9
    (4, 25), // mobility rook 10
    (13, 24), // mobility rook 11
    (10, 26), // mobility rook 12
    (15, 26), // mobility rook 13
    (24, 5), // mobility rook 14
    (0, 0), // mobility queen 0
    (-9, -1), // mobility queen 1
    (-8, -23), // mobility queen 2
    (-6, -23), // mobility queen 3
    (-5, -31), // mobility queen 4
    (-6, -41), // mobility queen 5
    (-5, -16), // mobility queen 6
    (-4, -2), // mobility queen 7
    (-2, 1), // mobility queen 8
    (-2, 19), // mobility queen 9
    (1, 13), // mobility queen 10
    (1, 31), // mobility queen 11
    (2, 26), // mobility queen 12
    (5, 23), // mobility queen 13
    (9, 18), // mobility queen 14
    (9, 25), // mobility queen 15
    (9, 24), // mobility queen 16
    (3, 28), // mobility queen 17
    (7, 31), // mobility queen 18
    (13, 9), // mobility queen 19
    (26, -2), // mobility queen 20
    (9, -8), // mobility queen 21
    (9, -14), // mobility queen 22
    (14, -34), // mobility queen 23
    (-2, -21), // mobility queen 24
    (-10, -39), // mobility queen 25
    (-6, -14), // mobility queen 26
    (-6, -20), // mobility queen 27
    (3, -2), // king zone attacks by knight
    (4, 2), // king zone attacks by bishop
    (3, 1), // king zone attacks by rook
    (6, 9), // king zone attacks by queen
    (-10, -2), // king attackers 1
    (-2, 2), // king attackers 2
    (37, -13), // king attackers 3
    (55, 13), // king attackers 4
    (0, -1), // king attackers 5
    (0, 0), // king attackers 6
    (0, 0), // king attackers 7+
    (8, 3), // pawn shield near
    (3, 2), // pawn shield far
    (-6, 9), // pawn shield missing
    (0, 10), // passed pawn rank 2
    (-8, 14), // passed pawn rank 3
    (2, 30), // passed pawn rank 4
    (2, 73), // passed pawn rank 5
    (-4, 125), // passed pawn rank 6
    (0, 43), // passed pawn rank 7
    (-11, -7), // doubled pawn
    (-8, -8), // isolated pawn
    (-6, -4), // backward pawn
    (27, 37), // bishop pair
    (31, -13), // rook on open file
    (11, 12), // rook on half-open file
    (40, 31), // threat by pawn on knight
    (44, 39), // threat by pawn on bishop
    (50, 15), // threat by pawn on rook
    (23, 6), // threat by pawn on queen
    (41, 16), // threat by minor on rook
    (27, 14), // threat by minor on queen
    (45, 15), // threat by rook on queen
    (13, 5), // tempo
    (36, -2), // safe check by knight
    (4, 26), // safe check by bishop
    (38, 4), // safe check by rook
    (13, 24), // safe check by queen
    (7, -2), // weak king zone square
    (-13, -10), // open file at the king
    (-12, 29), // pawn storm rank 3
    (-8, -2), // pawn storm rank 4
    (-4, 0), // pawn storm rank 5
    (4, -10), // pawn storm blocked
    (0, -3), // connected pawn rank 2
    (2, 6), // connected pawn rank 3
    (5, 8), // connected pawn rank 4
    (12, 10), // connected pawn rank 5
    (34, 17), // connected pawn rank 6
    (37, 48), // connected pawn rank 7
    (2, -5), // passed pawn own king distance
    (-3, 7), // passed pawn enemy king distance
    (-3, -4), // passed pawn blocked
    (-1, 6), // passed pawn free path
    (14, 9), // knight outpost
    (16, 2), // bishop outpost
    (4, 0), // minor behind pawn
    (-19, 24), // rook on seventh
    (13, 12), // hanging piece
];
