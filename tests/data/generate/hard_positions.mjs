// The positions of perft_hard.txt. Every line of the data file lists one of
// these at depths 1..depth, so a failing test also shows the first depth at
// which our move generator goes wrong.
//
// expect: feature tags (lib/position.mjs) that chessops must find in the
// position; it keeps each line honest about what it claims to test.
// published: counts from the chess programming community's perft results page;
// the generator stops if Stockfish disagrees with them.

export const STANDARD = [
  {
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    depth: 6,
    comment: 'standard initial position (SP 518)',
    published: [20, 400, 8902, 197281, 4865609, 119060324],
  },
  {
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    depth: 5,
    comment: 'Kiwipete: castling both sides, pins, e.p., promotions',
    published: [48, 2039, 97862, 4085603, 193690690],
  },
  {
    fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    depth: 6,
    comment: 'perft position 3: rook endgame with e.p. along a pinned rank',
    published: [14, 191, 2812, 43238, 674624, 11030083],
  },
  {
    fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    depth: 5,
    comment: 'perft position 4: promotions with capture, checks, black castling',
    published: [6, 264, 9467, 422333, 15833292],
  },
  {
    fen: 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1',
    depth: 5,
    comment: 'perft position 4 mirrored (black to move)',
    published: [6, 264, 9467, 422333, 15833292],
  },
  {
    fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
    depth: 5,
    comment: 'perft position 5: promotion with capture onto a back-rank piece',
    published: [44, 1486, 62379, 2103487, 89941194],
  },
  {
    fen: 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    depth: 4,
    comment: 'perft position 6: symmetrical middlegame without castling rights',
    published: [46, 2079, 89890, 3894594],
  },
];

// Made by hand for the rules that random play rarely reaches.
export const HAND_MADE = [
  {
    fen: '1r2k2r/ppp2ppp/8/8/8/8/PPP2PPP/qRK4R w KQkq - 0 1',
    depth: 6,
    expect: ['castle-rook-shield', 'castle-rook-only'],
    comment: 'black queen a1, white rook b1, king c1: O-O-O (rook b1-d1, king stays) illegal because the rook no longer shields c1; O-O legal',
  },
  {
    fen: 'r3k2r/pppqpppp/8/8/8/8/1PPP1PPP/rR2K2R w HBha - 0 1',
    depth: 5,
    expect: ['castle-rook-shield'],
    comment: 'Shredder-FEN; black rook a1 behind white rook b1: O-O-O from e1 illegal, c1 attacked once the rook leaves b1',
  },
  {
    fen: 'rk2r3/ppp2ppp/8/8/8/8/PPP2PPP/1R3KR1 w KQkq - 0 1',
    depth: 6,
    expect: ['castle-transposition-legal', 'castle-adjacent'],
    comment: 'Kf1 Rg1: O-O swaps king and rook; O-O-O illegal (e1 attacked by the e8 rook); Kb8 Ra8 adjacent (O-O-O) and Kb8 Re8 (O-O) for black',
  },
  {
    fen: '1r4kr/ppp2ppp/8/8/8/8/PPP2PPP/RKR5 w KQkq - 0 1',
    depth: 6,
    expect: ['castle-adjacent', 'castle-blocked-dest', 'castle-double-move-legal', 'castle-rook-only'],
    comment: 'Kb1 Ra1 Rc1: O-O-O blocked by the c1 rook on the king target, O-O (rook c1-f1, king b1-g1) legal; black Kg8 Rh8 rook-only O-O',
  },
  {
    fen: 'r1k2r2/pppb1ppp/8/8/8/8/PPPB1PPP/3RKR2 w KQkq - 0 1',
    depth: 5,
    expect: ['castle-king-only-legal', 'castle-rook-only'],
    comment: 'Rd1 Ke1 Rf1: both castles move the king only, jumping over the rook; black Kc8 Ra8 rook-only O-O-O, Rf8 king-only O-O',
  },
  {
    fen: 'r2k3r/ppp1bppp/8/8/8/8/PPPNBPPP/2R1K1R1 w KQkq - 0 1',
    depth: 5,
    expect: ['castle-double-move-legal'],
    comment: 'white rooks on c1 and g1, the king targets: the rook moves first; black king d8 on the O-O-O rook target',
  },
  {
    fen: 'r4kBr/pppn1ppp/8/8/8/8/PPPN1PPP/RK1N4 w Qkq - 0 1',
    depth: 5,
    expect: ['castle-blocked-dest'],
    comment: 'O-O-O blocked by own knight on d1 (rook target); black O-O blocked by white bishop on g8 (king target), castling never captures',
  },
  {
    fen: 'r3k2r/pppp1ppp/8/8/4b3/7n/PP1P1PPP/R4K1R w KQkq - 0 1',
    depth: 5,
    expect: ['castle-attacked', 'castle-double-move-legal'],
    comment: 'Kf1: O-O illegal (knight h3 attacks g1), O-O-O legal although the rook crosses b1 attacked by the e4 bishop',
  },
  {
    fen: 'r5kr/pppn1ppp/8/8/8/8/PPPN1PPP/1R3K1R w KQkq - 0 1',
    depth: 5,
    expect: ['castle-double-move-legal', 'castle-rook-only'],
    comment: 'Kf1 Rh1: f1-g1 is both a king move and O-O (two distinct moves); black Kg8 Rh8 rook-only O-O',
  },
  {
    fen: 'r3k2r/pppppppp/8/8/8/8/2PPPP2/RR1K2RR w GBkq - 0 1',
    depth: 5,
    expect: ['castle-inner-rook', 'castle-double-move-legal'],
    comment: 'X-FEN file letters: rights on the inner rooks b1 and g1, none on a1 and h1',
  },
  {
    fen: 'r1k2r1r/pp1ppppp/8/8/8/8/PPPPPPPP/R3K2R w HAfa - 0 1',
    depth: 5,
    expect: ['castle-inner-rook', 'castle-king-only', 'castle-rook-only'],
    comment: 'Shredder-FEN: black right on the inner f8 rook (h8 has none): king-only O-O; a8 rook-only O-O-O',
  },
  {
    fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPP2/2K2R1R w Kkq - 0 1',
    depth: 5,
    expect: ['castle-blocked-dest'],
    comment: 'X-FEN K means the outer h1 rook, blocked by the f1 rook; reading it as f1 would allow a castle',
  },
  {
    fen: 'rk5r/pb3ppp/8/8/8/8/1p3P1P/R2K3R w KQkq - 0 1',
    depth: 5,
    expect: ['castle-attacked', 'castle-adjacent'],
    comment: 'castling rooks a1 and h1 can be captured (bxa1 with promotion, Bxh1), which must clear the rights; Kb8 Ra8',
  },
  {
    fen: '4k3/1p1p4/8/KPp4r/8/8/3P2P1/8 w - c6 0 1',
    depth: 6,
    expect: ['ep-illegal-hpin'],
    comment: 'bxc6 e.p. illegal: both pawns leave rank 5 and the h5 rook attacks Ka5',
  },
  {
    fen: '4k3/1p6/8/KPpP3r/8/8/6P1/8 w - c6 0 1',
    depth: 6,
    expect: ['ep-legal'],
    comment: 'bxc6 and dxc6 e.p. both legal: the other white pawn still shields Ka5 from the h5 rook',
  },
  {
    fen: '8/2p5/8/8/k2Pp2Q/8/P3P3/R2K3R b KQ d3 0 1',
    depth: 6,
    expect: ['ep-illegal-hpin'],
    comment: 'exd3 e.p. illegal for black: Ka4 on the rank of the h4 queen',
  },
  {
    fen: 'r3k2r/8/8/3pP3/4K3/8/8/8 w kq d6 0 1',
    depth: 6,
    expect: ['check', 'ep-evasion'],
    comment: 'the double-pushed d5 pawn checks Ke4; exd6 e.p. removes the checker',
  },
  {
    fen: '4k3/r6K/8/3pP3/8/8/8/8 w - d6 0 1',
    depth: 6,
    expect: ['check', 'ep-illegal'],
    comment: 'd7-d5 uncovered the a7 rook check; exd6 e.p. does not answer it',
  },
  {
    fen: '4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1',
    depth: 6,
    expect: ['pin', 'ep-illegal'],
    comment: 'e5 pawn pinned on the b2-h8 diagonal: exd6 e.p. illegal',
  },
  {
    fen: '4k3/6b1/8/4Pp2/8/8/1K6/8 w - f6 0 1',
    depth: 6,
    expect: ['pin', 'ep-legal'],
    comment: 'pinned e5 pawn captures e.p. along the pin line (exf6), legal',
  },
  {
    fen: 'r1n1k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1',
    depth: 6,
    expect: ['promo-capture', 'promo-push', 'castle-attacked'],
    comment: 'promotions by push and capture for both sides, gxh1 captures the castling rook; O-O illegal (f1 attacked)',
  },
  {
    fen: '2k5/pp2r3/8/8/8/3n4/PP3PPP/4K2R w K - 0 1',
    depth: 6,
    expect: ['double-check', 'castle-in-check'],
    comment: 'double check by knight d3 and rook e7: only king moves, no castling',
  },
];

// Picked by hand from the output of seeded semi-random games
// (find_candidates.mjs --seed 960 --games 20000 --per-tag 3):
// the start position and ply they come from; their comment in the data file is
// written by describe() from the position itself.
export const FROM_GAMES = [
  { fen: '2kr1brn/7p/3pR3/2p5/5p2/3P3b/2P2P2/RK3NN1 b d - 0 21', depth: 5, sp: 890, ply: 41, expect: ['castle-inner-rook'] },
  { fen: 'qn1r1rk1/p7/p1p4p/2P1pPp1/3BP3/1P6/P3P2P/QN1R1KRB w KQ e6 0 19', depth: 5, sp: 11, ply: 36, expect: ['ep-illegal', 'castle-transposition-legal', 'castle-king-only-legal'] },
  { fen: 'qk3bn1/1p4p1/3r1pbr/p2Pp2p/PP6/4PPP1/1Q2B2P/2RK2NR w KQ e6 0 16', depth: 5, sp: 202, ply: 30, expect: ['ep-illegal', 'castle-transposition-legal'] },
  { fen: 'n1r3bn/p3k1bq/8/1pPP2pp/3N1P2/P3P3/5P1P/1RKR3N w KQ b6 0 20', depth: 5, sp: 362, ply: 38, expect: ['ep-illegal', 'castle-rook-only', 'castle-blocked-dest'] },
  { fen: 'Rrk1nqrn/1p3p2/3p4/1p2P1pp/8/7P/2P2P2/1K1BNQ1N b kq - 0 15', depth: 5, sp: 817, ply: 29, expect: ['castle-rook-shield', 'castle-rook-only'] },
  { fen: 'brnbnkr1/2p1pp2/8/p2p1NpB/p7/3NPP2/2PP2PP/qR3KRQ w KQkq - 0 9', depth: 5, sp: 465, ply: 16, expect: ['castle-rook-shield', 'castle-transposition-legal'] },
  { fen: '1q2r1kr/1bp1p3/6R1/4Nn1p/p2b4/4P1P1/BB1P1K2/N2QR3 b kq - 2 28', depth: 5, sp: 116, ply: 55, expect: ['double-check', 'castle-in-check'] },
  { fen: 'n1r1Qkr1/B1p4p/3p4/1N5P/2P1n1p1/bq4P1/8/N1RB1RKQ b kq - 0 17', depth: 5, sp: 89, ply: 33, expect: ['double-check', 'castle-in-check'] },
  { fen: 'q1bnrkrn/1p2p3/p5pp/2Npb3/2P3pP/4B3/PPP1PP2/QB2RKRN b KQkq h3 0 10', depth: 5, sp: 292, ply: 19, expect: ['ep-legal', 'castle-transposition-legal'] },
  { fen: 'bnqbrkrn/2p3p1/p3Bp2/1p1p3p/4PP2/P7/1PPP2PP/BNQ1RRKN b kq - 0 7', depth: 5, sp: 305, ply: 13, expect: ['castle-attacked', 'castle-transposition'] },
  { fen: 'b1qrnkrb/ppp1pp1p/2np4/5Pp1/2P4P/3N4/PPQPP1P1/BN1R1KRB w KQkq - 0 7', depth: 5, sp: 115, ply: 12, expect: ['castle-king-only-legal', 'castle-transposition-legal'] },
  { fen: '3rbbkr/3pp1pp/qn6/1Pp2p2/1p6/N2PP1PB/2P2P1P/N1QR2KR w KQkq - 0 11', depth: 5, sp: 42, ply: 20, expect: ['castle-rook-only-legal', 'castle-king-only'] },
  { fen: 'bnrq2kr/pppp3p/6p1/4NP2/2P1n3/N6P/PP1PPP2/B1RQ1BKR b KQkq - 0 7', depth: 5, sp: 130, ply: 13, expect: ['castle-rook-only-legal'] },
  { fen: '2nr1b1r/1Pk3pp/3pp1n1/q4pN1/5P2/P3P1Pb/2PN1B1P/2RK3R w KQ - 1 19', depth: 5, sp: 202, ply: 36, expect: ['castle-transposition-legal', 'promo-push', 'promo-capture'] },
  { fen: 'nqnr1krb/1p3p2/p2p4/1Pp1pPpp/8/1P2N3/P2PP1PP/1QNRBKRB w KQkq g6 0 10', depth: 5, sp: 27, ply: 18, expect: ['castle-transposition-legal', 'ep-legal'] },
  { fen: 'nqkrbrnb/p2ppp2/7p/Bp4p1/P2p4/5NPP/1PP1PP2/NQRK1R1B w KQ - 0 7', depth: 5, sp: 315, ply: 12, expect: ['castle-transposition-legal', 'castle-king-only-legal'] },
  { fen: 'bb3rk1/ppq2p1n/2p5/2Q1p1pp/1P1P3P/7N/P2PP1P1/BB1R1KRN w KQ - 2 13', depth: 5, sp: 576, ply: 24, expect: ['castle-transposition-legal', 'castle-king-only-legal'] },
  { fen: 'rqb3kr/3pbn2/1p3p2/2p1p1Pp/P1B1P3/NP3PP1/1Q1P1N2/R1B2RK1 b kq - 0 16', depth: 5, sp: 406, ply: 31, expect: ['castle-rook-only-legal', 'castle-blocked-dest'] },
  { fen: '1brkbrn1/1ppppnp1/7p/p7/2P5/8/P3PPPP/1BKRBR1N b kq - 0 10', depth: 5, sp: 872, ply: 19, expect: ['castle-transposition-legal'] },
  { fen: 'b1krqbrn/ppp1ppp1/7p/P1p5/1n6/5P2/3PP1PP/BNRKQBRN w KQ - 0 7', depth: 5, sp: 338, ply: 12, expect: ['castle-transposition-legal', 'pin'] },
  { fen: 'b2rkr1b/ppp2pp1/3n4/4n3/4qP1p/1P5P/P1P1N1P1/BR2KR1B w KQk - 0 14', depth: 5, sp: 467, ply: 26, expect: ['castle-double-move-legal', 'castle-king-only-legal'] },
  { fen: 'q4rkr/p1b1nppp/1p6/1n2p3/5PP1/PB1pPR2/NP1P3P/B5KR b Kkq - 0 16', depth: 5, sp: 1, ply: 31, expect: ['castle-double-move-legal', 'castle-rook-only'] },
  { fen: 'r3krqn/p3pppp/bb4n1/2p5/2PQ1PPP/N7/PP1P4/R1B1KR1N w KQkq - 0 13', depth: 5, sp: 645, ply: 24, expect: ['castle-blocked-dest', 'castle-king-only-legal'] },
  { fen: 'rbqn1krn/p2p2pp/1pp2pb1/4p3/4PPP1/2PP4/PP5P/RBQNBKRN w KQkq - 0 7', depth: 5, sp: 600, ply: 12, expect: ['castle-blocked-dest', 'castle-transposition-legal'] },
  { fen: 'qrn1k2n/1p1pp2p/p1p2rp1/b1P5/PP1B1P1P/3P4/4P1b1/1RNBKR1N w KQq - 0 10', depth: 5, sp: 589, ply: 18, expect: ['castle-attacked', 'pin'] },
  { fen: 'b1qr2kr/pp1p1p2/B2b3p/2N5/7p/1P6/P1Pp1PPP/Q2R2KR w KQkq - 0 13', depth: 5, sp: 114, ply: 24, expect: ['castle-attacked', 'castle-rook-only-legal'] },
  { fen: 'qnnrbkrb/1pp3p1/P3p3/3p1p1p/P1PP4/Q7/2N1PPPP/2NRBKRB b KQkq - 2 10', depth: 5, sp: 11, ply: 19, expect: ['check', 'castle-in-check'] },
  { fen: '1k1b3r/1p1np3/2p4n/1r1p2Pp/P7/2PqP3/1B2Q2P/RK4NR w KQk - 0 23', depth: 5, sp: 709, ply: 44, expect: ['check', 'castle-in-check', 'castle-adjacent'] },
  { fen: 'nrkqb3/2p2p2/1p4Qp/p2Pp3/7P/P1b3P1/1P1P1P2/NRK1BBRN w KQq e6 0 11', depth: 5, sp: 346, ply: 20, expect: ['ep-legal', 'castle-rook-only-legal'] },
  { fen: 'r2bkr2/2ppp1p1/p7/1n5N/3PpP1N/P7/1PP3PP/R2QKRq1 b KQkq d3 0 14', depth: 5, sp: 605, ply: 27, expect: ['ep-legal', 'castle-king-only-legal'] },
  { fen: '1brkqn1r/2ppp1Np/pn6/5p2/1p3P2/1b5P/2PPP1P1/NBRK1QBR w KQkq - 0 8', depth: 5, sp: 252, ply: 14, expect: ['pin', 'castle-transposition-legal'] },
  { fen: '1nrbkrb1/P1pp1p1p/4p1p1/8/1P1P1P2/n6P/2P1B1P1/N1R1KR1q w KQkq - 0 15', depth: 5, sp: 93, ply: 28, expect: ['promo-push', 'promo-capture', 'castle-attacked'] },
  { fen: 'r1kr2bn/8/1P2p1p1/p1p3b1/1QPn2BP/N2P1P2/1P2P1p1/1K6 b kq - 1 22', depth: 5, sp: 654, ply: 43, expect: ['promo-push', 'castle-rook-only'] },
  { fen: '1br4r/2P1p1pk/6n1/1N4p1/8/P2bP3/1P1P1P1P/Q1RqB1KR w KQ - 0 15', depth: 5, sp: 392, ply: 28, expect: ['promo-capture', 'castle-rook-only-legal'] },
  { fen: 'b1rk2rn/1pn2p1p/2Q5/p2P4/P1P1p1RP/b7/1P1Pp1B1/B1KR3N b kq - 0 18', depth: 5, sp: 338, ply: 35, expect: ['promo-capture', 'castle-transposition-legal'] },
  { fen: 'r2bb1kr/pp3q1p/2p5/2n1p1Q1/4P3/P5P1/1PPPB2P/R3B1KR b KQkq - 0 13', depth: 5, sp: 441, ply: 25, expect: ['check', 'castle-in-check'] },
  { fen: '1brkbr2/pp2npp1/1n1p3q/2p2B2/2Pp4/5P1P/PP2P1P1/N1KRBRNQ w kq - 3 8', depth: 5, sp: 376, ply: 14, expect: ['check', 'castle-transposition'] },
];

// Chess960 start positions deeper than perft960.txt goes.
export const START_POSITIONS = [
  { sp: 0, depth: 5 },
  { sp: 959, depth: 5 },
];
