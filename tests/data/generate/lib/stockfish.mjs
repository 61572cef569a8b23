// Minimal UCI driver for Stockfish's `go perft`. One engine process, one
// request at a time: the machine is shared, so callers must not run several.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export const STOCKFISH = process.env.STOCKFISH ?? '/usr/games/stockfish';

export class Stockfish {
  constructor(path = STOCKFISH) {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.queue = [];
    this.waiter = null;
    this.exited = false;
    this.proc.on('exit', (code) => {
      this.exited = true;
      if (this.waiter) this.waiter.reject(new Error(`stockfish exited (${code})`));
    });
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      if (this.waiter) this.waiter.resolve(line);
      else this.queue.push(line);
    });
    this.totalSeconds = 0;
  }

  send(cmd) {
    this.proc.stdin.write(`${cmd}\n`);
  }

  nextLine() {
    if (this.queue.length) return Promise.resolve(this.queue.shift());
    if (this.exited) return Promise.reject(new Error('stockfish has exited'));
    return new Promise((resolve, reject) => {
      this.waiter = {
        resolve: (l) => { this.waiter = null; resolve(l); },
        reject: (e) => { this.waiter = null; reject(e); },
      };
    });
  }

  async waitFor(pred) {
    for (;;) {
      const line = await this.nextLine();
      if (pred(line)) return line;
    }
  }

  async init() {
    this.send('uci');
    const id = await this.waitFor((l) => l.startsWith('id name') || l === 'uciok');
    this.name = id.startsWith('id name ') ? id.slice(8) : 'unknown';
    await this.waitFor((l) => l === 'uciok');
    this.send('setoption name Threads value 1');
    this.send('setoption name UCI_Chess960 value true');
    this.send('isready');
    await this.waitFor((l) => l === 'readyok');
    return this;
  }

  // Stockfish prints one "move: count" line per root move, then the total.
  async perft(fen, depth) {
    this.send(`position fen ${fen}`);
    const t0 = process.hrtime.bigint();
    this.send(`go perft ${depth}`);
    const divide = new Map();
    for (;;) {
      const line = await this.nextLine();
      const m = /^([a-h][1-8][a-h][1-8][qrbn]?): (\d+)$/.exec(line);
      if (m) { divide.set(m[1], Number(m[2])); continue; }
      const total = /^Nodes searched: (\d+)$/.exec(line);
      if (total) {
        const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
        this.totalSeconds += seconds;
        const nodes = Number(total[1]);
        const sum = [...divide.values()].reduce((a, b) => a + b, 0);
        if (sum !== nodes) throw new Error(`divide sum ${sum} != ${nodes} for ${fen}`);
        return { nodes, divide, seconds };
      }
    }
  }

  async quit() {
    this.send('quit');
    await new Promise((resolve) => (this.exited ? resolve() : this.proc.on('exit', resolve)));
  }
}
