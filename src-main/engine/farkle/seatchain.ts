import type { SeatLayout } from './seatlayout';
import type { SeatTurn } from './seatturn';

/**
 * One chain's solved layers: the turns of the positions (a, rest) for every mover's total a share
 * their bank values at each banked total s = a + t, so layer s's cells (as linear forms C + q·x)
 * and the interval of x within which every decision at s and above holds are the same for each.
 * Layer s sits at index top − 1 − s, so the chain grows as its mover's total falls.
 */
interface Chain {
  /** The latest member's total, its lowest bankable total, and the absolute top (banking wins). */
  a: number;
  bankableFrom: number;
  top: number;
  /** Per layer, per cell (dice 1 to 6): C[0], q, then C[1 …] (seats + 1 numbers). */
  cells: Float64Array;
  /** Per layer: the x interval (lo, hi) within which the decisions at it and above hold. */
  lo: Float64Array;
  hi: Float64Array;
  /** Per layer: SeatTurn's bankingAt. */
  banking: Int32Array;
}

/** Growth of a chain's buffers beyond what it needs (and the least room), so copies stay rare. */
const GROWTH = 1.5;
const LEAST_LAYERS = 8;

/**
 * Turn reuse along chains (one thread's cache). A chain is keyed by the other seats' totals and
 * flags and the mover's flags; its members are solved in falling order of the mover's total (a
 * sum at a time). A new member solves only from the highest layer whose interval excludes its
 * farkle value x (or the lowest layer the previous member's bank rules share with it) down; the
 * layers above are copied into the turn from the cache, with the mover's value recomputed at x.
 * A chain is dropped once the solve has passed the sum of its last possible member.
 */
export class SeatChains {
  private readonly turn: SeatTurn;
  private readonly width: number;
  private readonly lowestTotal: number;
  private readonly chains = new Map<number, Chain>();
  /** Chains by the sum of the other seats' totals, to drop them when they can have no member. */
  private readonly byRest = new Map<number, number[]>();

  constructor(turn: SeatTurn, lowestTotal: number) {
    this.turn = turn;
    this.width = turn.seats + 1;
    this.lowestTotal = lowestTotal;
  }

  /** Forgets every chain (the bank values changed: a new pass with a penalty). */
  clear(): void {
    this.chains.clear();
    this.byRest.clear();
  }

  /** Drops the chains with no member at or below this sum of totals. */
  dropAbove(sum: number): void {
    for (const [rest, keys] of this.byRest) {
      if (rest + this.lowestTotal <= sum) continue;
      for (const key of keys) this.chains.delete(key);
      this.byRest.delete(rest);
    }
  }

  /**
   * Solves the turn (its bank filled below `top`, banking from `bankFrom`; t = s − a) of the
   * member with mover's total `a` of chain `key`, whose other seats' totals add up to `rest`.
   */
  solve(key: number, rest: number, a: number, bankFrom: number, top: number, x: number): void {
    const { turn } = this;
    let chain = this.chains.get(key);
    if (!chain) {
      const keys = this.byRest.get(rest);
      if (keys) keys.push(key);
      else this.byRest.set(rest, [key]);
    }
    // Another top or a higher member (a pass over again): nothing of the old one holds.
    if (!chain || chain.top !== a + top || chain.a < a) {
      turn.solve(top, x);
      chain = this.grown(undefined, a + top, a);
      this.chains.set(key, chain);
      this.store(chain, a, a + top - 1);
    } else {
      const shared = chain.a === a ? a : Math.max(chain.bankableFrom, a + bankFrom);
      const restart = this.restartBelow(chain, shared, x) - 1;
      this.load(chain, a, restart, x);
      if (restart >= chain.top - 1) turn.solve(top, x);
      else {
        const i = chain.top - 2 - restart;
        const banking = chain.banking[i]!;
        turn.resume(top, x, restart - a, chain.hi[i]! - x, x - chain.lo[i]!, banking);
      }
      if (a < chain.a) chain = this.grown(chain, chain.top, a);
      this.chains.set(key, chain);
      this.store(chain, a, restart);
    }
    chain.a = a;
    chain.bankableFrom = a + bankFrom;
  }

  /**
   * The lowest layer from `shared` up from which every decision holds at x (the intervals are
   * nested, narrowing downward), or the top when even the highest layer's does not.
   */
  private restartBelow(chain: Chain, shared: number, x: number): number {
    const { lo, hi, top } = chain;
    const holds = (s: number): boolean => lo[top - 1 - s]! < x && x < hi[top - 1 - s]!;
    let low = shared;
    let high = top;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (holds(mid)) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** Copies the cells the turn reads above `restart` into it, the mover's value at x. */
  private load(chain: Chain, a: number, restart: number, x: number): void {
    const { turn, width } = this;
    const { own, afterQ, others, stride } = turn;
    const rows = turn.seats - 1;
    for (let d = 1; d <= 6; d++) {
      // The turn's start (six dice, just above restart when nothing is left to solve) is read.
      const reads = d === 6 ? Math.max(turn.reads[d]!, 1) : turn.reads[d]!;
      const last = Math.min(restart + reads, chain.top - 1);
      for (let s = restart + 1; s <= last; s++) {
        const at = ((chain.top - 1 - s) * 6 + d - 1) * width;
        const cell = d * stride + s - a;
        const q = chain.cells[at + 1]!;
        own[cell] = chain.cells[at]! + q * x;
        afterQ[cell] = q;
        for (let k = 0; k < rows; k++) others[k]![cell] = chain.cells[at + 2 + k]!;
      }
    }
  }

  /** Copies the turn's layers (of the member at a) from a up to `to` into the chain. */
  private store(chain: Chain, a: number, to: number): void {
    const { turn, width } = this;
    const { own, afterQ, others, stride, upAt, downAt, bankingAt, x } = turn;
    const rows = turn.seats - 1;
    for (let s = a; s <= to; s++) {
      const t = s - a;
      const i = chain.top - 1 - s;
      chain.lo[i] = x - downAt[t]!;
      chain.hi[i] = x + upAt[t]!;
      chain.banking[i] = bankingAt[t]!;
      let at = i * 6 * width;
      for (let d = 1; d <= 6; d++, at += width) {
        const cell = d * stride + t;
        const q = afterQ[cell]!;
        chain.cells[at] = own[cell]! - q * x;
        chain.cells[at + 1] = q;
        for (let k = 0; k < rows; k++) chain.cells[at + 2 + k] = others[k]![cell]!;
      }
    }
  }

  /** The chain (or a new one) with room for its layers down to `a`. */
  private grown(chain: Chain | undefined, top: number, a: number): Chain {
    const layers = top - a;
    const room = chain ? chain.lo.length : 0;
    if (chain && room >= layers) return chain;
    const wanted = Math.max(layers, Math.ceil(room * GROWTH), LEAST_LAYERS);
    const size = Math.min(wanted, top - this.lowestTotal);
    const grown: Chain = {
      a,
      bankableFrom: 0,
      top,
      cells: new Float64Array(size * 6 * this.width),
      lo: new Float64Array(size),
      hi: new Float64Array(size),
      banking: new Int32Array(size),
    };
    if (chain) {
      grown.cells.set(chain.cells);
      grown.lo.set(chain.lo);
      grown.hi.set(chain.hi);
      grown.banking.set(chain.banking);
    }
    return grown;
  }
}

/** The chain of a position: the other seats' totals and flags, and the mover's flags. */
export function chainOf(layout: SeatLayout, index: number): number {
  const restCodes = layout.cell ** (layout.seats - 1);
  const rest = index % restCodes;
  const mover = (index - rest) / restCodes;
  return rest * layout.flags + (mover % layout.flags);
}

/** The thread (of `threads`) that keeps a chain: a hash, so the chains spread evenly. */
export function chainThread(key: number, threads: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> 0) % threads;
}

/**
 * The thread that solves a stage's item (a farkle cycle's positions, or one position with a
 * penalty): the one keeping the chains of the most turn layers (a position weighs the totals
 * its mover has to go), so most of the layers are reused; the other turns are solved in full.
 */
export function itemThread(layout: SeatLayout, positions: number[], threads: number): number {
  const votes = new Float64Array(threads);
  const restCodes = layout.cell ** (layout.seats - 1);
  for (const index of positions) {
    const mover = Math.floor(index / restCodes);
    const total = Math.floor(mover / layout.flags) + layout.floor;
    votes[chainThread(chainOf(layout, index), threads)]! += layout.size - total;
  }
  return votes.indexOf(Math.max(...votes));
}
