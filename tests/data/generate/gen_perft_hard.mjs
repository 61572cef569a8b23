// Writes perft_hard.txt: <fen>|<depth>|<nodes>|<comment>, one line per
// position and depth 1..depth. Node counts come from Stockfish; chessops
// checks every FEN for legality and recounts the lines up to --chessops-max
// nodes, so a count only goes in when two independent generators agree.
//
//   node gen_perft_hard.mjs [--out FILE] [--chessops-max N]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { strictPosition, features, describe, chessopsPerft } from './lib/position.mjs';
import { startFen } from './lib/startpos.mjs';
import { Stockfish } from './lib/stockfish.mjs';
import { STANDARD, HAND_MADE, FROM_GAMES, START_POSITIONS } from './hard_positions.mjs';

const { values: opt } = parseArgs({
  options: {
    out: { type: 'string', default: '../perft_hard.txt' },
    'chessops-max': { type: 'string', default: '5000000' },
  },
});
const chessopsMax = Number(opt['chessops-max']);

// The C++ suite runs every line; past this total it would take too long.
const NODE_BUDGET = 2_500_000_000;

const entries = [
  ...STANDARD,
  ...HAND_MADE,
  ...FROM_GAMES.map((e) => ({ ...e, comment: `random game from SP ${e.sp}, ply ${e.ply}: ${describe(strictPosition(e.fen))}` })),
  ...START_POSITIONS.map((e) => ({ fen: startFen(e.sp), depth: e.depth, comment: `Chess960 start position SP ${e.sp}` })),
];

const seen = new Set();
for (const e of entries) {
  if (seen.has(e.fen)) throw new Error(`listed twice: ${e.fen}`);
  seen.add(e.fen);
  if (/[|\n]/.test(e.comment)) throw new Error(`comment may not contain | or newline: ${e.comment}`);
  const tags = features(strictPosition(e.fen));
  const missing = (e.expect ?? []).filter((t) => !tags.has(t));
  if (missing.length) throw new Error(`${e.fen} lacks ${missing.join(', ')} (has ${[...tags].join(', ')})`);
}

const sf = await new Stockfish().init();
if (sf.name !== 'Stockfish 15.1') console.error(`warning: reference engine is ${sf.name}, not Stockfish 15.1`);
const lines = [];
let total = 0;
let crossChecked = 0;
for (const e of entries) {
  const pos = strictPosition(e.fen);
  for (let d = 1; d <= e.depth; d++) {
    const { nodes, seconds } = await sf.perft(e.fen, d);
    if (e.published && e.published[d - 1] !== nodes) {
      throw new Error(`${e.fen} depth ${d}: Stockfish ${nodes}, published ${e.published[d - 1]}`);
    }
    if (nodes <= chessopsMax) {
      const theirs = chessopsPerft(pos, d);
      if (theirs !== nodes) throw new Error(`${e.fen} depth ${d}: Stockfish ${nodes}, chessops ${theirs}`);
      crossChecked++;
    }
    total += nodes;
    lines.push(`${e.fen}|${d}|${nodes}|${e.comment}`);
    if (d === e.depth) console.error(`${String(nodes).padStart(11)} ${seconds.toFixed(2).padStart(6)}s d${d} ${e.fen}`);
  }
}
await sf.quit();
if (total > NODE_BUDGET) throw new Error(`total ${total} nodes is over the budget of ${NODE_BUDGET}`);

const header = [
  '# Perft reference positions: standard perft suite, hand-made Chess960 castling/e.p. cases,',
  '# and Chess960 middlegames from random games.',
  '# Format: <fen>|<depth>|<nodes>|<comment>   (one depth per line; lines starting with # are comments)',
  '# FEN castling field is X-FEN (KQkq, file letter for an inner rook) or Shredder-FEN (file letters only).',
  '# Node counts: Stockfish 15.1, UCI_Chess960 true, Threads 1, go perft <depth>.',
  `# Published counts of the standard suite match Stockfish. Every FEN is legal according to chessops 0.15.1,`,
  crossChecked === lines.length
    ? '# and chessops perft gives the same count on every line.'
    : `# and chessops perft gives the same count on every line up to ${chessopsMax} nodes.`,
  `# Made by tests/data/generate/gen_perft_hard.mjs. Positions: ${entries.length}, lines: ${lines.length}, total nodes: ${total}.`,
];
fs.writeFileSync(opt.out, `${[...header, ...lines].join('\n')}\n`);
console.error(`${entries.length} positions, ${lines.length} lines, ${total} nodes, ` +
  `${crossChecked} lines recounted by chessops, Stockfish ${sf.totalSeconds.toFixed(1)} s`);
