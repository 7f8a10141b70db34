import { KeepTrie } from './keep-trie';
import { KeepClasses } from './winkeeps';
import type { WinTurnModel } from './winturn';

/** How far x must be able to rise before hot dice that must be rolled are valued as overHot. */
const OVER_HOT_LIMIT = 1e-3;

/**
 * One turn of an n-seat game played for the mover's win, carrying every seat's chance along the
 * mover's choices. A value is a vector C (seat 0 the mover, the rest in turn order after it) and a
 * farkle chance q: with the turn's end values fixed, the turn is worth C + q·f, f being what a
 * farkle hands on (the next position's vector, in this mover's seat order). The mover compares
 * C[0] + q·x, x = f[0]; every other seat's chance follows from those choices. Ties go to banking,
 * then to the keep the walk meets first (fewest points).
 *
 * Every distinct keep is weighed (not only the best of each size): with three or more seats a
 * higher own total is not proven never to hurt, so no keep is left out on that belief. Where the
 * mover's bank values rise with the total the walk narrows as the two-seat turn's does
 * (TurnEvaluator): the best keep of each size, and where every keep leaving dice banks, the one
 * scoring most. The keeps are walked as tries (KeepTrie), the mover's value C[0] + q·x kept
 * beside the vectors so that a comparison reads one number.
 */
export class SeatTurn {
  readonly w: WinTurnModel;
  readonly seats: number;
  readonly stride: number;
  readonly keeps: KeepClasses;
  /** The best keep of each size: all that is worth weighing where the mover's values rise. */
  readonly rising: KeepClasses;
  readonly maxUnits: number;
  /** bankable[t]: 1 where banking at turn total t (grid units) is allowed. */
  readonly bankable: Uint8Array;
  /** bank[t * seats + k]: seat k's chance after banking at t. */
  readonly bank: Float64Array;
  /**
   * After a keep leaving d dice (6: hot) at total t, cell d * stride + t: the mover's value at the
   * last solve's x (own = C[0] + q·x), the farkle chance q, and C[k] for k ≥ 1 in others[k − 1].
   * C[0] is not carried: own and q give it (`chancesAt`), one number less to sum per keep.
   */
  readonly own: Float64Array;
  readonly afterQ: Float64Array;
  readonly others: Float64Array[];
  /** The turn's start: C and q (six dice at total 0). */
  readonly value: Float64Array;
  q = 0;
  /** The farkle value of the last solve. */
  x = 0;
  /**
   * How far the farkle value x may rise (up) or fall (down) from the last solve's before any
   * decision could change: within that the turn is exactly C + q·x. `margin` is the lesser.
   */
  up = 0;
  down = 0;
  margin = 0;
  /**
   * upAt[t], downAt[t]: up and down as the last solve left them after total t, so the limits
   * within which every decision at t and above holds (a chain reuses those layers within them).
   */
  readonly upAt: Float64Array;
  readonly downAt: Float64Array;
  /** The lowest total from which the last solve found every keep leaving dice banking. */
  banksFrom = 0;
  /** reads[d]: how far above a total the walk reads the cells left with d dice. */
  readonly reads = new Int32Array(7);
  /** Turn totals solved so far (the cost unit: a total's six cells). */
  layers = 0;
  private readonly everyTrie: KeepTrie;
  private readonly risingTrie: KeepTrie;
  private readonly bankingTrie: KeepTrie;
  private readonly overHotTrie: KeepTrie;
  /** The walk's best value, its farkle chance and where it was read, at each level of its path. */
  private readonly levelBest: Float64Array;
  private readonly levelQ: Float64Array;
  private readonly levelAt: Int32Array;

  constructor(w: WinTurnModel, seats: number, maxTop: number) {
    this.w = w;
    this.seats = seats;
    this.keeps = new KeepClasses(w.model, w.unit, true);
    this.rising = w.rising;
    this.maxUnits = this.keeps.optUnits.reduce((m, u) => Math.max(m, u), 0);
    this.stride = maxTop + this.maxUnits + 1;
    this.bankable = new Uint8Array(this.stride);
    this.bank = new Float64Array(this.stride * seats);
    this.own = new Float64Array(7 * this.stride);
    this.afterQ = new Float64Array(7 * this.stride);
    // One at least: a final round's last player (one seat) sums into it unread.
    const rows = Math.max(seats - 1, 1);
    this.others = Array.from({ length: rows }, () => new Float64Array(7 * this.stride));
    this.value = new Float64Array(seats);
    this.upAt = new Float64Array(this.stride);
    this.downAt = new Float64Array(this.stride);
    this.everyTrie = new KeepTrie(this.keeps, this.stride);
    this.risingTrie = new KeepTrie(w.rising, this.stride);
    this.bankingTrie = new KeepTrie(w.banking, this.stride);
    this.overHotTrie = new KeepTrie(w.overHot, this.stride);
    const tries = [this.everyTrie, this.risingTrie, this.bankingTrie, this.overHotTrie];
    for (const { offset } of tries) {
      for (const at of offset) {
        const d = Math.floor(at / this.stride);
        this.reads[d] = Math.max(this.reads[d]!, at - d * this.stride);
      }
    }
    const levels = 1 + Math.max(...tries.map((k) => k.levels));
    this.levelBest = new Float64Array(levels).fill(-1);
    this.levelQ = new Float64Array(levels);
    this.levelAt = new Int32Array(levels);
  }

  /** Every seat's chance C after the keep into `cell` (its farkle chance is afterQ[cell]). */
  chancesAt(cell: number, out: Float64Array, at = 0): void {
    out[at] = this.own[cell]! - this.afterQ[cell]! * this.x;
    for (let k = 1; k < this.seats; k++) out[at + k] = this.others[k - 1]![cell]!;
  }

  /**
   * The lowest turn total from which the mover's bank value never falls up to the top (a total
   * it may not bank at counts as lowest). From there up so does every value after a keep, by
   * induction down from the top, so there the best keep of each size is the best of all.
   */
  private risingFrom(top: number): number {
    const { bankable, bank, seats } = this;
    const at = (t: number): number => (bankable[t] === 1 ? bank[t * seats]! : -1);
    let from = Math.max(top - 1, 0);
    while (from > 0 && at(from - 1) <= at(from)) from--;
    return from;
  }

  /** Values from `top` up: banking wins (hot dice that must roll first, as far as they can). */
  private fillTop(top: number, x: number): void {
    const { w, stride, afterQ, own, others } = this;
    const pf6 = w.farkleChance[6]!;
    const hotWin = w.mustRollHot ? (1 - pf6 - w.forced) / (1 - w.forced) : 1;
    const hotQ = w.mustRollHot ? pf6 / (1 - w.forced) : 0;
    for (let d = 1; d <= 6; d++) {
      const from = d * stride + top;
      const to = from + this.maxUnits + 1;
      for (const other of others) other.fill(0, from, to);
      afterQ.fill(d === 6 ? hotQ : 0, from, to);
      own.fill(d === 6 ? hotWin + hotQ * x : 1, from, to);
    }
  }

  /**
   * Solves the turn with bank filled below `top`; from `top` up banking is allowed and a sure
   * win. x is the mover's own chance after a farkle. Fills `value`, `q`, `up`, `down`, `margin`.
   */
  solve(top: number, x: number): void {
    this.resume(top, x, top - 1, Infinity, Infinity, top);
  }

  /**
   * Solves the totals from `first` down, the cells above it (up to `maxUnits` higher) already
   * holding their values at x, their decisions holding while x rises less than `up` or falls
   * less than `down`; `banksFrom` as the walk from the top would have it after first + 1.
   */
  resume(top: number, x: number, first: number, up: number, down: number, banksFrom: number): void {
    const { w, seats, stride, bankable, bank, afterQ, own, others, upAt, downAt } = this;
    const { levelBest, levelQ, levelAt } = this;
    const { farkleChance, mustRollHot } = w;
    // Seats past the mover, summed in scalars (at most three: four seats).
    const others1 = others[0]!;
    const others2 = seats > 2 ? others[1]! : others1;
    const others3 = seats > 3 ? others[2]! : others1;
    this.x = x;
    const risingFrom = this.risingFrom(top);
    this.fillTop(top, x);
    const hotSlope = mustRollHot ? w.hotAboveSlope() : 0;
    const hot = mustRollHot ? w.hotAbove(x) : 1;
    // The larger limit: a comparison whose gap is wider cannot narrow either.
    let reach = Math.max(up, down);
    // From banksFrom up every keep that leaves one to five dice banks (see TurnEvaluator).
    this.layers += first + 1;
    for (let t = first; t >= 0; t--) {
      const bankAt = t * seats;
      const banked = bankable[t] === 1 ? bank[bankAt]! : -1;
      const keeps =
        t + 1 < risingFrom
          ? this.everyTrie
          : t + 1 >= banksFrom
            ? this.bankingTrie
            : this.risingTrie;
      const overHotBy = own[stride + t + 1]! - hot;
      const overHotHere =
        keeps === this.bankingTrie && mustRollHot && overHotBy >= OVER_HOT_LIMIT * hotSlope;
      if (overHotHere && overHotBy < up * hotSlope) up = overHotBy / hotSlope;
      let allBank = true;
      for (let d = 1; d <= 6; d++) {
        const cell = d * stride + t;
        const mayBank = banked >= 0 && !(d === 6 && mustRollHot);
        const pf = farkleChance[d]!;
        // Rolling is worth at most pf·x + (1 − pf): when banking beats that, skip the roll.
        const skip = banked - (1 - pf * (1 - x));
        if (mayBank && skip >= 0) {
          if (skip < up * pf) up = skip / pf;
          this.setBank(cell, bankAt, banked);
          continue;
        }
        const { first, depth, offset, prob } = overHotHere ? this.overHotTrie : keeps;
        let q = pf;
        let sum = pf * x;
        let c1 = 0;
        let c2 = 0;
        let c3 = 0;
        let best = -1;
        let bestQ = 0;
        let bestAt = 0;
        let above = 0;
        for (let n = first[d]!, end = first[d + 1]!; n < end; n++) {
          const level = depth[n]!;
          if (level <= above) {
            best = levelBest[level - 1]!;
            bestQ = levelQ[level - 1]!;
            bestAt = levelAt[level - 1]!;
          }
          above = level;
          const at = offset[n]! + t;
          const v = own[at]!;
          // The loser of each comparison catches up at the gap over the slopes' difference
          // (at most 1): while x moves less, in that direction, the order holds.
          if (v > best) {
            const vq = afterQ[at]!;
            if (best >= 0 && v - best < reach) {
              const gap = v - best;
              const rise = vq - bestQ;
              if (rise < 0 && gap < -up * rise) up = -gap / rise;
              else if (rise > 0 && gap < down * rise) down = gap / rise;
              reach = Math.max(up, down);
            }
            best = v;
            bestQ = vq;
            bestAt = at;
          } else if (best - v < reach) {
            const gap = best - v;
            const rise = afterQ[at]! - bestQ;
            if (rise > 0 && gap < up * rise) up = gap / rise;
            else if (rise < 0 && gap < -down * rise) down = -gap / rise;
            reach = Math.max(up, down);
          }
          levelBest[level] = best;
          levelQ[level] = bestQ;
          levelAt[level] = bestAt;
          const p = prob[n]!;
          if (p > 0) {
            sum += p * best;
            q += p * bestQ;
            c1 += p * others1[bestAt]!;
            if (seats > 2) {
              c2 += p * others2[bestAt]!;
              if (seats > 3) c3 += p * others3[bestAt]!;
            }
          }
        }
        // Banking's value has no slope: rolling catches up as x rises, or falls back as it falls.
        if (mayBank && q > 0) {
          if (banked >= sum) {
            if (banked - sum < up * q) up = (banked - sum) / q;
          } else if (sum - banked < down * q) down = (sum - banked) / q;
        }
        if (mayBank && banked >= sum) {
          this.setBank(cell, bankAt, banked);
          continue;
        }
        if (d < 6) allBank = false;
        own[cell] = sum;
        afterQ[cell] = q;
        others1[cell] = c1;
        if (seats > 2) {
          others2[cell] = c2;
          if (seats > 3) others3[cell] = c3;
        }
      }
      if (allBank && banksFrom === t + 1) banksFrom = t;
      upAt[t] = up;
      downAt[t] = down;
    }
    this.banksFrom = banksFrom;
    const start = 6 * stride;
    this.chancesAt(start, this.value);
    this.q = afterQ[start]!;
    this.up = up;
    this.down = down;
    this.margin = Math.min(up, down);
  }

  /** Whether the last solve's decisions all hold with the farkle's value moved by dx. */
  holds(dx: number): boolean {
    return dx >= 0 ? dx < this.up : -dx < this.down;
  }

  private setBank(cell: number, bankAt: number, banked: number): void {
    const { bank, others } = this;
    for (let k = 1; k < this.seats; k++) others[k - 1]![cell] = bank[bankAt + k]!;
    this.afterQ[cell] = 0;
    this.own[cell] = banked;
  }
}
