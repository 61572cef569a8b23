// Writes perft_dfrc.txt: perft of Double Fischer Random start positions (White's
// and Black's back ranks from two Chess960 numbers), counted by Stockfish from
// the Shredder-FEN and recounted by chessops to --chessops-depth. The pairs are
// the hand-picked ones below, whose castles are odd or come early, and random
// pairs from a fixed seed.
//
//   node gen_perft_dfrc.mjs [--out FILE] [--random N] [--seed S] [--depth D] [--chessops-depth N]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { backRank, spNumber, dfrcNumber, dfrcPair, dfrcFen } from './lib/startpos.mjs';
import { strictPosition, toShredder, chessopsPerft, legalMoves } from './lib/position.mjs';
import { mulberry32 } from './lib/random.mjs';
import { Stockfish } from './lib/stockfish.mjs';

const { values: opt } = parseArgs({
  options: {
    out: { type: 'string', default: '../perft_dfrc.txt' },
    random: { type: 'string', default: '13' },
    seed: { type: 'string', default: '14' },
    depth: { type: 'string', default: '5' },
    'chessops-depth': { type: 'string', default: '4' },
  },
});
const depth = Number(opt.depth);
const chessopsDepth = Number(opt['chessops-depth']);

// White's rank, Black's rank (upper case), and why the pair is here.
const HAND_PICKED = [
  ['RNBBQKRN', 'NRKNQBBR', "White's O-O swaps Kf1 and Rg1 at once; Black's O-O-O moves only the rook once Nd8 is gone"],
  ['NRKNQBBR', 'RNBBQKRN', 'the same with the colours exchanged'],
  ['RBBNKRNQ', 'BNRQKRNB', 'O-O moves only the king for both (the rook already on f1, f8) once the g-knight is gone; the O-O-O rooks differ (a1, c8)'],
  ['QNRKBBNR', 'RNBQKBNR', "White's O-O-O swaps Kd1 and Rc1 at once, against the classical rank"],
  ['RNBQKBNR', 'QNRKBBNR', 'the classical rank against a Black O-O-O that swaps Kd8 and Rc8 at once'],
  ['BBQNNRKR', 'RKRNNQBB', 'SP 0 against SP 959: the white king already on g1 with Rf1 on the O-O rook square, the black king on b8 with Rc8 on the O-O-O king square'],
  ['RKRNNQBB', 'BBQNNRKR', 'SP 959 against SP 0'],
];

// The numbering must round-trip over all 921,600 numbers, and keep Chess960's
// numbers for the symmetric pairs.
for (let n = 0; n < 960 * 960; n++) {
  const [w, b] = dfrcPair(n);
  if (dfrcNumber(w, b) !== n) throw new Error(`DFRC ${n} does not round-trip`);
  if ((n < 960) !== (w === b)) throw new Error(`DFRC ${n} is (${w}, ${b})`);
}

const pairs = HAND_PICKED.map(([w, b, why]) => ({ white: spNumber(w), black: spNumber(b), why }));
const random = mulberry32(Number(opt.seed));
while (pairs.length < HAND_PICKED.length + Number(opt.random)) {
  const white = Math.floor(random() * 960);
  const black = Math.floor(random() * 960);
  if (white === black || pairs.some((p) => p.white === white && p.black === black)) continue;
  pairs.push({ white, black, why: `random pair, seed ${opt.seed}` });
}

const FILES = 'abcdefgh';
const name = (sq) => `${FILES[sq % 8]}${Math.floor(sq / 8) + 1}`;

// Where one side's king and castling rooks stand and the form of each castle.
function castlingLayout(pos, color) {
  const king = pos.board.kingOf(color);
  const base = color === 'white' ? 0 : 56;
  const parts = [];
  for (const [side, san, kingTo, rookTo] of [['a', 'O-O-O', 2, 3], ['h', 'O-O', 6, 5]]) {
    const rook = pos.castles.rook[color][side];
    let form = 'double-move';
    if (king === base + rookTo && rook === base + kingTo) form = 'transposition';
    else if (king === base + kingTo) form = 'rook only';
    else if (rook === base + rookTo) form = 'king only';
    parts.push(`${san} R${name(rook)} ${form}`);
  }
  return `K${name(king)}, ${parts.join(', ')}`;
}

// Castles made anywhere in the tree to the given depth, per colour: shows which
// lines exercise castling and not only the right to castle.
function castlesInTree(pos, plies, counts = { white: 0, black: 0 }) {
  if (plies === 0) return counts;
  for (const move of legalMoves(pos)) {
    if (pos.board.get(move.to)?.color === pos.turn) counts[pos.turn]++;
    if (plies > 1) {
      const child = pos.clone();
      child.play(move);
      castlesInTree(child, plies - 1, counts);
    }
  }
  return counts;
}

const sf = await new Stockfish().init();
if (sf.name !== 'Stockfish 15.1') console.error(`warning: reference engine is ${sf.name}, not Stockfish 15.1`);
const lines = [];
for (const { white, black, why } of pairs) {
  const xfen = dfrcFen(white, black);
  const pos = strictPosition(xfen);
  const shredder = toShredder(xfen, pos);
  strictPosition(shredder);
  const counts = [];
  for (let d = 1; d <= depth; d++) counts.push((await sf.perft(shredder, d)).nodes);
  for (let d = 1; d <= chessopsDepth; d++) {
    const theirs = chessopsPerft(pos, d);
    if (theirs !== counts[d - 1]) throw new Error(`${xfen} depth ${d}: Stockfish ${counts[d - 1]}, chessops ${theirs}`);
  }
  const castles = castlesInTree(pos, Math.min(4, chessopsDepth));
  const number = dfrcNumber(white, black);
  lines.push(`# DFRC ${number}, White SP ${white} ${backRank(white)}, Black SP ${black} ${backRank(black).toLowerCase()}: ${why}`);
  lines.push(`#   White ${castlingLayout(pos, 'white')}; Black ${castlingLayout(pos, 'black')}`);
  lines.push(`#   castles within ${Math.min(4, chessopsDepth)} plies: White ${castles.white}, Black ${castles.black}`);
  lines.push([number, white, black, xfen, shredder, ...counts].join(';'));
}
await sf.quit();

const header = [
  '# Perft of Double Fischer Random start positions: White\'s back rank from one Chess960 number,',
  '# Black\'s from another (DFRC number as in core/README.md: 0..959 symmetric, then by White, Black).',
  `# Format: <dfrc>;<white sp>;<black sp>;<x-fen>;<shredder-fen>;<perft1>;..;<perft${depth}>`,
  '# (lines starting with # are comments).',
  '# Node counts: Stockfish 15.1, UCI_Chess960 true, Threads 1, position fen <shredder-fen>, go perft <depth>.',
  `# Depths 1..${chessopsDepth} give the same counts with chessops 0.15.1 perft.`,
  `# Made by tests/data/generate/gen_perft_dfrc.mjs (bash tests/data/generate/run.sh dfrc): ${HAND_PICKED.length} hand-picked`,
  `# pairs and ${opt.random} random pairs from seed ${opt.seed}.`,
];
fs.writeFileSync(opt.out, `${[...header, ...lines].join('\n')}\n`);
console.error(`${pairs.length} DFRC start positions, Stockfish ${sf.totalSeconds.toFixed(1)} s`);
