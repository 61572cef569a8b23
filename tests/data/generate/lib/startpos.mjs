// Scharnagl numbering of the 960 start positions, written independently of the
// C++ core so that the reference data can catch a mistake on either side.

const KNIGHT_PAIRS = [
  [0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4],
];

// Returns the white back rank, file a first, as 8 upper-case letters.
export function backRank(sp) {
  if (!Number.isInteger(sp) || sp < 0 || sp > 959) throw new RangeError(`bad SP ${sp}`);
  const rank = Array(8).fill(null);
  let n = sp;
  rank[2 * (n % 4) + 1] = 'B'; // light squares are b1, d1, f1, h1
  n = Math.floor(n / 4);
  rank[2 * (n % 4)] = 'B'; // dark squares are a1, c1, e1, g1
  n = Math.floor(n / 4);
  const empty = () => rank.flatMap((p, i) => (p === null ? [i] : []));
  rank[empty()[n % 6]] = 'Q';
  n = Math.floor(n / 6);
  const free = empty();
  for (const k of KNIGHT_PAIRS[n]) rank[free[k]] = 'N';
  const last = empty();
  rank[last[0]] = 'R';
  rank[last[1]] = 'K';
  rank[last[2]] = 'R';
  return rank.join('');
}

// Inverse of backRank; throws on anything that is not a Chess960 back rank.
export function spNumber(rankString) {
  const r = [...rankString];
  const count = (p) => r.filter((x) => x === p).length;
  if (r.length !== 8 || count('B') !== 2 || count('N') !== 2 || count('Q') !== 1
      || count('R') !== 2 || count('K') !== 1) {
    throw new Error(`not a back rank: ${rankString}`);
  }
  const bishops = r.flatMap((p, i) => (p === 'B' ? [i] : []));
  const light = bishops.find((i) => i % 2 === 1);
  const dark = bishops.find((i) => i % 2 === 0);
  if (light === undefined || dark === undefined) throw new Error(`bishops on one colour: ${rankString}`);
  const rooksAndKing = r.flatMap((p, i) => ('RK'.includes(p) ? [p] : []));
  if (rooksAndKing.join('') !== 'RKR') throw new Error(`king not between rooks: ${rankString}`);
  const withoutBishops = r.filter((p) => p !== 'B');
  const queen = withoutBishops.indexOf('Q');
  const rest = withoutBishops.filter((p) => p !== 'Q');
  const knights = rest.flatMap((p, i) => (p === 'N' ? [i] : []));
  const pair = KNIGHT_PAIRS.findIndex(([a, b]) => a === knights[0] && b === knights[1]);
  return (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * pair;
}

export function startFen(sp) {
  const white = backRank(sp);
  return `${white.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white} w KQkq - 0 1`;
}

// Double Fischer Random numbering, as documented in core/README.md: 0..959 are
// the symmetric pairs with their Chess960 number; from 960 on the pairs with
// different ranks, by White's number and then Black's, White's own skipped.
export function dfrcNumber(white, black) {
  backRank(white);
  backRank(black);
  if (white === black) return white;
  const skipped = black > white ? 1 : 0;
  return 960 + 959 * white + black - skipped;
}

export function dfrcPair(n) {
  if (!Number.isInteger(n) || n < 0 || n >= 960 * 960) throw new RangeError(`bad DFRC ${n}`);
  if (n < 960) return [n, n];
  const white = Math.floor((n - 960) / 959);
  const index = (n - 960) % 959;
  return [white, index >= white ? index + 1 : index];
}

export function dfrcFen(white, black) {
  return `${backRank(black).toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${backRank(white)} w KQkq - 0 1`;
}
