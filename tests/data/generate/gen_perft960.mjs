// Writes perft960.txt: <sp>;<x-fen>;<perft1>;<perft2>;<perft3>;<perft4> for
// every Chess960 start position, numbered by our own Scharnagl implementation
// (lib/startpos.mjs) and counted by Stockfish; chessops recounts depths 1..4
// (or up to --chessops-depth) as an independent check.
//
//   node gen_perft960.mjs [--out FILE] [--chessops-depth N]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { backRank, spNumber, startFen } from './lib/startpos.mjs';
import { strictPosition, chessopsPerft } from './lib/position.mjs';
import { Stockfish } from './lib/stockfish.mjs';

const { values: opt } = parseArgs({
  options: {
    out: { type: 'string', default: '../perft960.txt' },
    'chessops-depth': { type: 'string', default: '4' },
  },
});
const chessopsDepth = Number(opt['chessops-depth']);

const ranks = new Set();
for (let sp = 0; sp < 960; sp++) {
  const rank = backRank(sp);
  if (spNumber(rank) !== sp) throw new Error(`SP ${sp} does not round-trip`);
  ranks.add(rank);
}
if (ranks.size !== 960) throw new Error('start positions are not all different');
// Fixed points of the numbering that are quoted everywhere.
for (const [sp, rank] of [[0, 'BBQNNRKR'], [518, 'RNBQKBNR'], [959, 'RKRNNQBB']]) {
  if (backRank(sp) !== rank) throw new Error(`SP ${sp} should be ${rank}, got ${backRank(sp)}`);
}

const sf = await new Stockfish().init();
if (sf.name !== 'Stockfish 15.1') console.error(`warning: reference engine is ${sf.name}, not Stockfish 15.1`);
const lines = [];
for (let sp = 0; sp < 960; sp++) {
  const fen = startFen(sp);
  const pos = strictPosition(fen);
  const counts = [];
  for (let d = 1; d <= 4; d++) counts.push((await sf.perft(fen, d)).nodes);
  for (let d = 1; d <= chessopsDepth; d++) {
    const theirs = chessopsPerft(pos, d);
    if (theirs !== counts[d - 1]) throw new Error(`SP ${sp} depth ${d}: Stockfish ${counts[d - 1]}, chessops ${theirs}`);
  }
  lines.push([sp, fen, ...counts].join(';'));
}
await sf.quit();
if (lines[518] !== '518;rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;20;400;8902;197281') {
  throw new Error(`SP 518 is wrong: ${lines[518]}`);
}

const header = [
  '# Perft of the 960 Chess960 start positions, Scharnagl numbering (SP 518 = RNBQKBNR).',
  '# Format: <sp>;<x-fen>;<perft1>;<perft2>;<perft3>;<perft4>   (lines starting with # are comments)',
  '# Node counts: Stockfish 15.1, UCI_Chess960 true, Threads 1, go perft <depth>.',
  `# Depths 1..${chessopsDepth} give the same counts with chessops 0.15.1 perft.`,
  '# Made by tests/data/generate/gen_perft960.mjs.',
];
fs.writeFileSync(opt.out, `${[...header, ...lines].join('\n')}\n`);
console.error(`960 start positions, Stockfish ${sf.totalSeconds.toFixed(1)} s`);
