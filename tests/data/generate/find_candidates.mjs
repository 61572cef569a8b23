// Plays seeded semi-random games from random Chess960 starts and prints the
// positions that show the features perft_hard.txt must cover, with a Stockfish
// depth-5 node count so that a person can pick lines within the node budget.
// The picks are copied by hand into hard_positions.mjs; this script is only
// needed again to look for more.
//
//   node find_candidates.mjs [--seed N] [--games N] [--per-tag N] [--min5 N] [--max5 N]
import { parseArgs } from 'node:util';
import { startFen } from './lib/startpos.mjs';
import { mulberry32 } from './lib/random.mjs';
import { Chess, parseFen, strictPosition, fenOf, features, legalMoves } from './lib/position.mjs';
import { Stockfish } from './lib/stockfish.mjs';

const { values: opt } = parseArgs({
  options: {
    seed: { type: 'string', default: '960' },
    games: { type: 'string', default: '20000' },
    'per-tag': { type: 'string', default: '3' },
    min5: { type: 'string', default: '3000000' },
    max5: { type: 'string', default: '60000000' },
  },
});

const rand = mulberry32(Number(opt.seed));
const pick = (arr) => arr[Math.floor(rand() * arr.length)];

// Uniformly random moves scatter the pieces and throw the castling rights away
// within a few moves; favouring captures, development and castling gives
// positions that look more like played middlegames and keep the rights longer.
function moveWeight(pos, m) {
  const piece = pos.board.get(m.from);
  const target = pos.board.get(m.to);
  if (piece.role === 'king' && target && target.color === piece.color) return 2;
  if (m.promotion) return m.promotion === 'queen' ? 6 : 1;
  let w = 1;
  if (target) w = 4;
  else if (pos.epSquare === m.to && piece.role === 'pawn') w = 6;
  else if (piece.role === 'pawn') w = 1.3;
  else if (piece.role === 'king') w = 0.15;
  else if (piece.role === 'rook') w = 0.4;
  return w;
}

function weightedPick(pos, moves) {
  const w = moves.map((m) => moveWeight(pos, m));
  let r = rand() * w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < moves.length; i++) {
    r -= w[i];
    if (r <= 0) return moves[i];
  }
  return moves[moves.length - 1];
}

const WANTED = [
  'castle-adjacent', 'castle-king-only', 'castle-rook-only', 'castle-transposition',
  'castle-king-only-legal', 'castle-rook-only-legal', 'castle-transposition-legal',
  'castle-double-move-legal', 'castle-blocked-dest', 'castle-attacked', 'castle-rook-shield',
  'castle-inner-rook', 'castle-in-check', 'ep-legal', 'ep-illegal', 'ep-illegal-hpin',
  'ep-evasion', 'pin', 'promo-push', 'promo-capture', 'check', 'double-check',
];

const found = new Map(WANTED.map((t) => [t, []]));
const seen = new Set();
const games = Number(opt.games);
for (let g = 0; g < games; g++) {
  const sp = Math.floor(rand() * 960);
  const pos = Chess.fromSetup(parseFen(startFen(sp)).unwrap()).unwrap();
  const plies = 14 + Math.floor(rand() * 60);
  for (let ply = 1; ply <= plies; ply++) {
    const moves = legalMoves(pos);
    if (!moves.length) break;
    pos.play(weightedPick(pos, moves));
    if (ply < 12 || pos.board.occupied.size() < 16) continue;
    const tags = features(pos);
    for (const t of tags) {
      const list = found.get(t);
      if (!list || list.length >= 200) continue;
      const fen = fenOf(pos);
      if (seen.has(fen)) continue;
      seen.add(fen);
      list.push({ fen, game: g, sp, ply, tags: [...tags] });
    }
  }
}

// Rare tags first, and at most one position per game so that the picks differ.
const sf = await new Stockfish().init();
const perTag = Number(opt['per-tag']);
const out = [];
const usedGames = new Set();
for (const tag of [...WANTED].sort((a, b) => found.get(a).length - found.get(b).length)) {
  const score = (c) => c.tags.filter((t) => WANTED.includes(t)).length;
  const list = found.get(tag).sort((a, b) => score(b) - score(a));
  let taken = 0;
  for (const c of list) {
    if (taken >= perTag) break;
    if (usedGames.has(c.game)) continue;
    strictPosition(c.fen);
    const n5 = (await sf.perft(c.fen, 5)).nodes;
    if (n5 < Number(opt.min5) || n5 > Number(opt.max5)) continue;
    taken++;
    usedGames.add(c.game);
    out.push({ tag, ...c, perft5: n5 });
  }
  console.error(`${tag}: ${list.length} seen, ${taken} kept`);
}
await sf.quit();
for (const c of out) console.log(JSON.stringify(c));
console.error(`stockfish seconds: ${sf.totalSeconds.toFixed(1)}`);
