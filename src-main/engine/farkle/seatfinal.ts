import type { SeatLayout } from './seatlayout';
import { SeatTurn } from './seatturn';
import { LastTurn, type WinTurnModel } from './winturn';

/** Longest last turn of a final round, in grid units, before the rules are refused. */
const MAX_REACH = 20_000;

/** A final-round player's last turn: its best chance of scoring at least so much. */
export function finalLastTurn(turn: WinTurnModel): LastTurn {
  return new LastTurn(turn, MAX_REACH);
}

/** How far past the leader (grid units) a final-round player's last turn may still get. */
export function finalReach(layout: SeatLayout): number {
  return finalLastTurn(layout.turn).reach;
}

/**
 * A final-round player's turn, solved for every start at once: what it gives its own seat and
 * the seats after it (C), and the chance it fails to pass the leader (q). Keyed by the lowest
 * total it may bank at, relative to the last seat's total: every value of the round depends on
 * the totals only through their differences from the last seat's.
 */
interface Chase {
  /** Lowest start (relative to the last seat) the arrays hold. */
  from: number;
  /** c[(u − from) * width + k] and q[u − from] for a start u. */
  c: Float64Array;
  q: Float64Array;
  width: number;
}

/**
 * Every seat's chance once the mover banks `total` (grid units, at or past the target), into out
 * from `at`.
 */
export interface FinalBanks {
  fill(total: number, out: Float64Array, at: number): void;
}

/** The round's chances at each leader total (relative to the last seat; NaN until asked). */
interface Column {
  values: Float64Array;
  rel: number[];
  froms: number[];
}

/**
 * Bytes the columns of a final round keep at most: three seats to 10,000 take about 5 MB, four
 * seats to 2,000 about 75 MB, to 3,700 about 290 MB.
 */
const COLUMN_BYTES = 128e6;

/**
 * The final round of an n-seat game. Once the mover banks T at or past the target, the other
 * seats each get one turn, in order, and must pass the leader (ties keep the earlier leader): a
 * player who does so at X is the leader at X for the rest. A player wins by being the leader
 * when the round ends, so each plays its turn to pass and then to stay ahead of those after it;
 * the last needs only to pass (LastTurn). Each player's turn is a SeatTurn whose farkle is worth
 * nothing to it (failing to pass is a loss) and whose banks below the leader are not worth making.
 */
export class SeatFinal {
  readonly layout: SeatLayout;
  readonly last: LastTurn;
  readonly reach: number;
  private readonly turns: SeatTurn[] = [];
  private readonly chases = new Map<string, Chase>();
  private readonly columns = new Map<string, Column>();
  private columnBytes = 0;
  /** Lowest and highest relative start any chase is asked about: a seat's total less another's. */
  private readonly lowest: number;
  private readonly highest: number;

  constructor(layout: SeatLayout) {
    this.layout = layout;
    this.last = finalLastTurn(layout.turn);
    this.reach = this.last.reach;
    this.lowest = layout.floor - (layout.size - 1);
    this.highest = -this.lowest;
    const longest = 3 * (layout.span + 1) + this.reach + layout.bankFrom(0, 0);
    for (let width = 2; width <= layout.seats - 1; width++) {
      this.turns[width] = new SeatTurn(layout.turn, width, longest);
    }
  }

  /** The last seat's chance of passing a leader at X (units relative to its own total). */
  private passLast(u: number, lastFrom: number): number {
    return this.last.chance(Math.max(u + 1, lastFrom));
  }

  /** The total (grid units) from which the mover, banking it, surely wins. */
  sureFrom(totals: Int32Array): number {
    let most = this.layout.floor;
    for (let k = 1; k < this.layout.seats; k++) most = Math.max(most, totals[k]!);
    return most + this.reach;
  }

  /**
   * The chances after the final-round players `rel` (totals relative to the last one, with
   * their lowest banks `froms`; the last one is 0) face a leader at u (relative), each seat of
   * the round in order: out[at] the leader's, out[at + 1 + j] player j's.
   */
  private round(u: number, rel: number[], froms: number[], out: Float64Array, at: number): void {
    const count = rel.length;
    if (count === 1) {
      const pass = this.passLast(u, froms[0]!);
      out[at] = 1 - pass;
      out[at + 1] = pass;
      return;
    }
    const k = Math.max(u + 1, rel[0]! + froms[0]!);
    const chase = this.chase(k, rel.slice(1), froms.slice(1));
    const i = (rel[0]! - chase.from) * chase.width;
    const fail = chase.q[rel[0]! - chase.from]!;
    // Failing to pass leaves the leader at u for the players after this one.
    this.round(u, rel.slice(1), froms.slice(1), out, at + 1);
    const leader = out[at + 1]!;
    out[at] = fail * leader;
    out[at + 1] = chase.c[i]!;
    for (let j = 1; j < count; j++) out[at + 1 + j] = chase.c[i + j]! + fail * out[at + 1 + j]!;
  }

  /**
   * The turn of a final-round player who may bank from k (relative), the players after it at
   * `later` (relative; the last is 0) with their lowest banks, solved for every start below k.
   */
  private chase(k: number, later: number[], froms: number[]): Chase {
    const key = `${k}:${later.join(',')}:${froms.join(',')}`;
    const known = this.chases.get(key);
    if (known) return known;
    const width = later.length + 1;
    const turn = this.turns[width]!;
    const from = this.lowest;
    const sure = Math.max(k, ...later.map((r) => r + this.reach));
    const top = sure - from;
    const after = new Float64Array(width);
    for (let t = 0; t < top; t++) {
      const u = from + t;
      turn.bankable[t] = u >= k ? 1 : 0;
      if (u < k) continue;
      this.round(u, later, froms, after, 0);
      turn.bank.set(after, t * width);
    }
    turn.solve(top, 0);
    // Kept only where a chaser can stand: the turn runs on past the highest total to the sure one.
    const starts = Math.max(0, Math.min(k, this.highest + 1) - from);
    const chase: Chase = {
      from,
      width,
      c: new Float64Array(starts * width),
      q: new Float64Array(starts),
    };
    for (let t = 0; t < starts; t++) {
      const cell = 6 * turn.stride + t;
      turn.chancesAt(cell, chase.c, t * width);
      chase.q[t] = turn.afterQ[cell]!;
    }
    this.chases.set(key, chase);
    return chase;
  }

  /**
   * What banking at or past the target gives from the position in totals/flags: every seat's
   * chance, mover first. The positions whose other seats stand alike relative to the last share
   * one column of the round's chances, filled as their banks ask for them.
   */
  banks(totals: Int32Array, flags: Int32Array): FinalBanks {
    const { layout } = this;
    const n = layout.seats;
    const lastTotal = totals[n - 1]!;
    const rel: number[] = [];
    const froms: number[] = [];
    for (let k = 1; k < n; k++) {
      rel.push(totals[k]! - lastTotal);
      froms.push(layout.bankFrom(totals[k]!, flags[k]!));
    }
    const key = `${rel.join()};${froms.join()}`;
    let column = this.columns.get(key);
    if (!column) {
      // Banks are asked past the sure total only with a high lowest bank: those are not kept.
      const length = Math.max(0, this.sureFrom(totals) - lastTotal) * n;
      // Once the columns are full, a new one keeps nothing (each bank worked out when asked): the
      // positions come round in the same order every sum, so keeping the latest would keep none.
      const kept = this.columnBytes + length * 8 <= COLUMN_BYTES;
      column = { values: new Float64Array(kept ? length : 0).fill(NaN), rel, froms };
      if (kept) {
        this.columns.set(key, column);
        this.columnBytes += length * 8;
      }
    }
    const shared = column;
    return { fill: (total, out, at) => this.fillColumn(shared, total - lastTotal, out, at) };
  }

  /** The round's chances at a leader at u (relative to the last seat), from the column. */
  private fillColumn(column: Column, u: number, out: Float64Array, at: number): void {
    const { values, rel, froms } = column;
    const n = this.layout.seats;
    const from = u * n;
    if (u < 0 || from >= values.length) {
      this.round(u, rel, froms, out, at);
      return;
    }
    if (Number.isNaN(values[from])) this.round(u, rel, froms, values, from);
    for (let k = 0; k < n; k++) out[at + k] = values[from + k]!;
  }
}
