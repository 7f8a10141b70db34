import { finalReach } from './seatfinal';
import type { SeatLayout } from './seatlayout';
import {
  ChainStore,
  FIRST_CELL,
  LAYER_STEP,
  newChainMemory,
  type ChainMemory,
} from './seatchainstore';
import type { SeatTurn } from './seatturn';

/** A solve thread's part in a chain cache the threads share. */
export interface ChainShare {
  memory: ChainMemory;
  thread: number;
  threads: number;
}

/**
 * The highest turn total a position's turn needs: from the lowest total past the target (and
 * the final round's reach), or to the highest lowest bank.
 */
export function seatTurnTop(layout: SeatLayout, reach: number): number {
  return Math.max(layout.size - layout.floor + reach, layout.bankFrom(0, 0));
}

/**
 * The chain cache's shared memory for a solve of these positions, or null where turns are not
 * reused: where hot dice must be rolled, x enters the cells (through `hotAbove`).
 */
export function seatChainMemory(
  layout: SeatLayout,
  reach = layout.rules.finalRound ? finalReach(layout) : 0,
): ChainMemory | null {
  if (layout.turn.mustRollHot) return null;
  return newChainMemory(layout, seatTurnTop(layout, reach));
}

/** A solve thread's chain reuse: with a cache of its own (`true`), a shared one, or none. */
export function seatChains(
  turn: SeatTurn,
  layout: SeatLayout,
  reach: number,
  reuse: ChainShare | boolean,
): SeatChains | null {
  const memory = reuse === true ? seatChainMemory(layout, reach) : reuse ? reuse.memory : null;
  if (!memory) return null;
  const { thread, threads } = typeof reuse === 'object' ? reuse : { thread: 0, threads: 1 };
  return new SeatChains(turn, new ChainStore(layout, memory, thread, threads));
}

/**
 * Turn reuse along chains. A chain is keyed by the other seats' totals and flags and the mover's
 * flags; its members (one per sum) are solved in falling order of the mover's total. The turns of
 * the positions (a, rest) share their bank values at each banked total s = a + t, so layer s's
 * cells (as linear forms C + q·x) and the interval of x within which every decision at s and
 * above holds are the same for each. A new member solves only from the highest layer whose
 * interval excludes its farkle value x (or the lowest layer the previous member's bank rules
 * share with it) down; the layers above are copied into the turn from the cache
 * (seatchainstore.ts, shared by the threads), with the mover's value recomputed at x.
 */
export class SeatChains {
  private readonly turn: SeatTurn;
  readonly store: ChainStore;

  /** The most layers above its restart that a turn's walk reads. */
  private readonly reach: number;

  constructor(turn: SeatTurn, store: ChainStore) {
    this.turn = turn;
    this.store = store;
    this.reach = Math.max(1, ...turn.reads);
  }

  /**
   * Solves the turn (its bank filled below `top`, banking from `bankFrom`; t = s − a) of the
   * member with mover's total `a` of chain `key`.
   */
  solve(key: number, a: number, bankFrom: number, top: number, x: number): void {
    const { turn, store } = this;
    const end = a + top;
    // Another top, a higher member or another pass: nothing of what the chain holds applies.
    let restart = end - 1;
    if (store.holds(key, end) && store.latest(key) >= a) {
      const latest = store.latest(key);
      const shared = latest === a ? a : Math.max(store.bankableFrom(key), a + bankFrom);
      // The layers from `kept` up are gone: a restart whose walk would read them solves in full.
      const kept = store.keptBelow(end, latest);
      const from = this.restartBelow(key, end, kept, shared, x);
      if (kept === end || from + this.reach <= kept) restart = from - 1;
    }
    if (restart >= end - 1) turn.solve(top, x);
    else {
      this.load(key, end, a, restart, x);
      const at = store.layerAt(key, end - 2 - restart);
      const { slab } = store;
      const hi = slab[at + LAYER_STEP]!;
      turn.resume(top, x, restart - a, hi - x, x - slab[at]!, store.bankingAt(at));
    }
    const held = this.keep(key, end, a, restart);
    store.setHead(key, held, a, a + bankFrom, end);
  }

  /**
   * The lowest layer from `shared` up (below `kept`) from which every decision holds at x (the
   * intervals are nested, narrowing downward), or `kept` when even the highest one's does not.
   */
  private restartBelow(key: number, top: number, kept: number, shared: number, x: number): number {
    const { store } = this;
    const { slab } = store;
    const holds = (s: number): boolean => {
      const at = store.layerAt(key, top - 1 - s);
      return slab[at]! < x && x < slab[at + LAYER_STEP]!;
    };
    let low = shared;
    let high = kept;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (holds(mid)) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /**
   * Copies the cells the turn reads above `restart` into it, the mover's value at x: for each
   * number of dice left, the layers the walk reads that far up (the turn's start, six dice just
   * above restart when nothing is left to solve, is read).
   */
  private load(key: number, top: number, a: number, restart: number, x: number): void {
    const { turn, store } = this;
    const { own, afterQ, others, stride, reads } = turn;
    const { slab, ownKept } = store;
    const rows = turn.seats - 1;
    const cellWidth = rows + (ownKept ? 2 : 1);
    for (let d = 1; d <= 6; d++) {
      const reach = d === 6 ? Math.max(reads[d]!, 1) : reads[d]!;
      const last = Math.min(restart + reach, top - 1);
      const field = (FIRST_CELL + (d - 1) * cellWidth) * LAYER_STEP;
      for (let s = restart + 1; s <= last; s++) {
        const at = store.layerAt(key, top - 1 - s) + field;
        const cell = d * stride + s - a;
        const q = slab[at]!;
        let sum = q;
        for (let k = 0; k < rows; k++) {
          const c = slab[at + (1 + k) * LAYER_STEP]!;
          others[k]![cell] = c;
          sum += c;
        }
        own[cell] = (ownKept ? slab[at + (1 + rows) * LAYER_STEP]! : 1 - sum) + q * x;
        afterQ[cell] = q;
      }
    }
  }

  /**
   * Copies the turn's layers (of the member at a) from a up to `to` into the chain, as far as it
   * keeps them, and frees its blocks above. Returns whether it holds them all (false when no
   * block was free: the chain then holds none).
   */
  private keep(key: number, top: number, a: number, to: number): boolean {
    const { turn, store } = this;
    const { own, afterQ, others, stride, upAt, downAt, bankingAt, x } = turn;
    const { slab, ownKept } = store;
    const rows = turn.seats - 1;
    store.dropFar(key, top, a);
    const last = Math.min(to, store.keptBelow(top, a) - 1);
    for (let s = a; s <= last; s++) {
      const t = s - a;
      let at = store.layerFor(key, top - 1 - s);
      if (at < 0) return false;
      store.setBankingAt(at, bankingAt[t]!);
      slab[at] = x - downAt[t]!;
      slab[(at += LAYER_STEP)] = x + upAt[t]!;
      for (let d = 1; d <= 6; d++) {
        const cell = d * stride + t;
        const q = afterQ[cell]!;
        slab[(at += LAYER_STEP)] = q;
        for (let k = 0; k < rows; k++) slab[(at += LAYER_STEP)] = others[k]![cell]!;
        if (ownKept) slab[(at += LAYER_STEP)] = own[cell]! - q * x;
      }
    }
    return true;
  }
}
