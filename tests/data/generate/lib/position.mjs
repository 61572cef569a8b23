// Position checks and feature tags built on chessops, which is an independent
// rules implementation: a FEN is only accepted when chessops agrees it is legal
// and reads it back unchanged.
import { Chess, isImpossibleCheck } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { SquareSet } from 'chessops/squareSet';
import { between } from 'chessops/attacks';
import { perft } from 'chessops/debug';
import { opposite, squareFile, squareRank, makeSquare } from 'chessops/util';

const FILES = 'abcdefgh';
const castleTargets = (color, side) => {
  const rank = color === 'white' ? 0 : 56;
  return side === 'a' ? { king: rank + 2, rook: rank + 3 } : { king: rank + 6, rook: rank + 5 };
};

// Shredder-FEN names every right by its rook's file; the board decides which
// X-FEN letters those are, so the conversion needs the position.
export function toShredder(fen, pos) {
  const parts = fen.split(' ');
  let field = '';
  for (const color of ['white', 'black']) {
    const rights = [...pos.castles.castlingRights.intersect(SquareSet.backrank(color))].reverse();
    for (const sq of rights) {
      const f = FILES[squareFile(sq)];
      field += color === 'white' ? f.toUpperCase() : f;
    }
  }
  parts[2] = field || '-';
  return parts.join(' ');
}

export function isShredderStyle(fen) {
  const field = fen.split(' ')[2];
  return field !== '-' && !/[KQkq]/.test(field) && field.length > 0;
}

// Throws unless the FEN is a legal, self-consistent position written in
// canonical X-FEN or Shredder-FEN. Returns the chessops position.
export function strictPosition(fen) {
  if (fen.split(' ').length !== 6) throw new Error(`need 6 FEN fields: ${fen}`);
  const setup = parseFen(fen).unwrap(
    (s) => s,
    (e) => { throw new Error(`${e.message}: ${fen}`); },
  );
  const pos = Chess.fromSetup(setup).unwrap(
    (p) => p,
    (e) => { throw new Error(`${e.message}: ${fen}`); },
  );
  if (isImpossibleCheck(pos)) throw new Error(`impossible check: ${fen}`);
  // chessops drops unusable rights silently; a reference FEN must not carry any.
  if (!pos.castles.castlingRights.equals(setup.castlingRights)) {
    throw new Error(`castling rights without a castling king/rook: ${fen}`);
  }
  if (setup.epSquare !== undefined) {
    if (pos.epSquare !== setup.epSquare) throw new Error(`no double push behind e.p. square: ${fen}`);
    if (pos.board.occupied.has(setup.epSquare)) throw new Error(`e.p. square occupied: ${fen}`);
    if (setup.halfmoves !== 0) throw new Error(`halfmove clock must be 0 after a pawn push: ${fen}`);
  }
  const xfen = makeFen(setup);
  const canonical = isShredderStyle(fen) ? toShredder(xfen, pos) : xfen;
  if (canonical !== fen) throw new Error(`not canonical, expected ${canonical}: ${fen}`);
  return pos;
}

// The FEN of a position reached in play. The e.p. square is written whenever a
// pawn of the side to move stands beside the pushed pawn, even if the capture
// is illegal (pinned pawn): those are the lines that test e.p. legality.
export function fenOf(pos) {
  const setup = pos.toSetup();
  setup.epSquare = undefined;
  if (pos.epSquare !== undefined) {
    const forward = pos.turn === 'white' ? 8 : -8;
    const pushed = pos.epSquare - forward;
    const ours = pos.board.pieces(pos.turn, 'pawn');
    const beside = [pushed - 1, pushed + 1].filter((s) => squareRank(s) === squareRank(pushed));
    if (beside.some((s) => ours.has(s))) setup.epSquare = pos.epSquare;
  }
  return makeFen(setup);
}

export const chessopsPerft = (pos, depth) => perft(pos, depth, false);

export function legalMoves(pos) {
  const moves = [];
  const ctx = pos.ctx();
  for (const [from, dests] of pos.allDests(ctx)) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      if (piece.role === 'pawn' && (squareRank(to) === 0 || squareRank(to) === 7)) {
        for (const promotion of ['queen', 'rook', 'bishop', 'knight']) moves.push({ from, to, promotion });
      } else {
        moves.push({ from, to });
      }
    }
  }
  return moves;
}

function castlingTags(pos, color, tags) {
  const king = pos.board.kingOf(color);
  const them = opposite(color);
  const ownRooks = pos.board.pieces(color, 'rook').intersect(SquareSet.backrank(color));
  for (const side of ['a', 'h']) {
    const rook = pos.castles.rook[color][side];
    if (rook === undefined) continue;
    const t = castleTargets(color, side);
    let method = 'double-move';
    if (king === t.rook && rook === t.king) method = 'transposition';
    else if (king === t.king) method = 'rook-only';
    else if (rook === t.rook) method = 'king-only';
    tags.add(`castle-${method}`);
    if (Math.abs(rook - king) === 1) tags.add('castle-adjacent');
    const outer = side === 'a' ? [...ownRooks].filter((s) => s < rook) : [...ownRooks].filter((s) => s > rook);
    if (outer.length) tags.add('castle-inner-rook');
    if (color !== pos.turn) continue;

    const ctx = pos.ctx();
    const legal = pos.dests(king, ctx).has(rook);
    if (legal) { tags.add('castle-legal'); tags.add(`castle-${method}-legal`); continue; }
    const others = pos.board.occupied.without(king).without(rook);
    if (others.has(t.king) || others.has(t.rook)) { tags.add('castle-blocked-dest'); continue; }
    if (pos.castles.path[color][side].intersects(pos.board.occupied)) { tags.add('castle-blocked-path'); continue; }
    if (ctx.checkers.nonEmpty()) { tags.add('castle-in-check'); continue; }
    const kingPath = between(king, t.king).with(t.king);
    const withRook = pos.board.occupied.without(king);
    const attackedWithRook = [...kingPath].some((s) => pos.kingAttackers(s, them, withRook).nonEmpty());
    tags.add(attackedWithRook ? 'castle-attacked' : 'castle-rook-shield');
  }
}

function epTags(pos, tags) {
  if (pos.epSquare === undefined) return;
  const ctx = pos.ctx();
  const forward = pos.turn === 'white' ? 8 : -8;
  const captured = pos.epSquare - forward;
  const capturers = [captured - 1, captured + 1].filter(
    (s) => squareRank(s) === squareRank(captured) && pos.board.pieces(pos.turn, 'pawn').has(s),
  );
  for (const from of capturers) {
    if (pos.dests(from, ctx).has(pos.epSquare)) {
      tags.add(ctx.checkers.has(captured) ? 'ep-evasion' : 'ep-legal');
    } else if (squareRank(ctx.king) === squareRank(captured)) {
      tags.add('ep-illegal-hpin');
    } else {
      tags.add('ep-illegal');
    }
  }
}

export function features(pos) {
  const tags = new Set();
  const ctx = pos.ctx();
  if (ctx.checkers.size() === 1) tags.add('check');
  if (ctx.checkers.size() >= 2) tags.add('double-check');
  if (ctx.blockers.intersects(pos.board[pos.turn])) tags.add('pin');
  for (const color of ['white', 'black']) castlingTags(pos, color, tags);
  epTags(pos, tags);
  for (const m of legalMoves(pos)) {
    if (!m.promotion) continue;
    tags.add(pos.board.occupied.has(m.to) ? 'promo-capture' : 'promo-push');
  }
  return tags;
}

export { Chess, parseFen, makeFen, makeSquare };

// A short text of the castling rights, e.p. and promotion situation, used as
// the comment of positions that come from random games.
export function describe(pos) {
  const parts = [];
  const ctx = pos.ctx();
  if (ctx.checkers.size() >= 2) parts.push('double check');
  else if (ctx.checkers.size() === 1) parts.push('check');
  for (const color of [pos.turn, opposite(pos.turn)]) {
    const king = pos.board.kingOf(color);
    const ownRooks = pos.board.pieces(color, 'rook').intersect(SquareSet.backrank(color));
    for (const side of ['a', 'h']) {
      const rook = pos.castles.rook[color][side];
      if (rook === undefined) continue;
      const t = castleTargets(color, side);
      let method = 'both move';
      if (king === t.rook && rook === t.king) method = 'transposition';
      else if (king === t.king) method = 'rook only';
      else if (rook === t.rook) method = 'king only';
      const outer = side === 'a' ? [...ownRooks].some((s) => s < rook) : [...ownRooks].some((s) => s > rook);
      let text = `${color} ${side === 'a' ? 'O-O-O' : 'O-O'} K${makeSquare(king)} R${makeSquare(rook)} ${method}`;
      if (outer) text += ' inner rook';
      if (color === pos.turn) {
        const tags = new Set();
        castlingTags(pos, color, tags);
        const legal = pos.dests(king, ctx).has(rook);
        if (legal) text += ' legal';
        else {
          const others = pos.board.occupied.without(king).without(rook);
          if (others.has(t.king) || others.has(t.rook)) text += ' blocked on target';
          else if (pos.castles.path[color][side].intersects(pos.board.occupied)) text += ' blocked';
          else if (ctx.checkers.nonEmpty()) text += ' illegal in check';
          else {
            const withRook = pos.board.occupied.without(king);
            const kingPath = between(king, t.king).with(t.king);
            const attacked = [...kingPath].some((s) => pos.kingAttackers(s, opposite(color), withRook).nonEmpty());
            text += attacked ? ' illegal, attacked' : ' illegal, rook shielded the king target';
          }
        }
      }
      parts.push(text);
    }
  }
  if (pos.epSquare !== undefined) {
    const tags = new Set();
    epTags(pos, tags);
    const ep = `e.p. ${makeSquare(pos.epSquare)}`;
    if (tags.has('ep-illegal-hpin')) parts.push(`${ep} illegal (pin along the rank)`);
    else if (tags.has('ep-illegal')) parts.push(`${ep} illegal`);
    if (tags.has('ep-legal') || tags.has('ep-evasion')) parts.push(`${ep} legal`);
  }
  const promo = new Set();
  for (const m of legalMoves(pos)) {
    if (m.promotion) promo.add(pos.board.occupied.has(m.to) ? 'capture' : 'push');
  }
  if (promo.size) parts.push(`promotion by ${[...promo].sort().reverse().join(' and ')}`);
  if (ctx.blockers.intersects(pos.board[pos.turn])) parts.push('pinned piece');
  return parts.join('; ');
}
