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
  /** after[(d * stride + t) * seats + k]: C after a keep leaving d dice (6: hot) at total t. */
  readonly after: Float64Array;
  readonly afterQ: Float64Array;
  /** The mover's value after a keep at the last solve's x: after[cell * seats] + afterQ·x. */
  readonly own: Float64Array;
  /** The turn's start: C and q (six dice at total 0). */
  readonly value: Float64Array;
  q = 0;
  /**
   * How far the farkle value x may rise (up) or fall (down) from the last solve's before any
   * decision could change: within that the turn is exactly C + q·x. `margin` is the lesser.
   */
  up = 0;
  down = 0;
  margin = 0;
  private readonly everyTrie: KeepTrie;
  private readonly risingTrie: KeepTrie;
  private readonly bankingTrie: KeepTrie;
  private readonly overHotTrie: KeepTrie;
  /** The walk's best value and where it was read, at each level of the path it is on. */
  private readonly levelBest: Float64Array;
  private readonly levelAt: Int32Array;
  private readonly rollC: Float64Array;

  constructor(w: WinTurnModel, seats: number, maxTop: number) {
    this.w = w;
    this.seats = seats;
    this.keeps = new KeepClasses(w.model, w.unit, true);
    this.rising = w.rising;
    this.maxUnits = this.keeps.optUnits.reduce((m, u) => Math.max(m, u), 0);
    this.stride = maxTop + this.maxUnits + 1;
    this.bankable = new Uint8Array(this.stride);
    this.bank = new Float64Array(this.stride * seats);
    this.after = new Float64Array(7 * this.stride * seats);
    this.afterQ = new Float64Array(7 * this.stride);
    this.own = new Float64Array(7 * this.stride);
    this.value = new Float64Array(seats);
    this.rollC = new Float64Array(seats);
    this.everyTrie = new KeepTrie(this.keeps, this.stride);
    this.risingTrie = new KeepTrie(w.rising, this.stride);
    this.bankingTrie = new KeepTrie(w.banking, this.stride);
    this.overHotTrie = new KeepTrie(w.overHot, this.stride);
    const tries = [this.everyTrie, this.risingTrie, this.bankingTrie, this.overHotTrie];
    const levels = 1 + Math.max(...tries.map((k) => k.levels));
    this.levelBest = new Float64Array(levels).fill(-1);
    this.levelAt = new Int32Array(levels);
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
    const { w, seats, stride, after, afterQ, own } = this;
    const pf6 = w.farkleChance[6]!;
    const hotWin = w.mustRollHot ? (1 - pf6 - w.forced) / (1 - w.forced) : 1;
    const hotQ = w.mustRollHot ? pf6 / (1 - w.forced) : 0;
    for (let t = top; t <= top + this.maxUnits; t++) {
      for (let d = 1; d <= 6; d++) {
        const cell = d * stride + t;
        after.fill(0, cell * seats, cell * seats + seats);
        after[cell * seats] = d === 6 ? hotWin : 1;
        afterQ[cell] = d === 6 ? hotQ : 0;
        own[cell] = d === 6 ? hotWin + hotQ * x : 1;
      }
    }
  }

  /**
   * Solves the turn with bank filled below `top`; from `top` up banking is allowed and a sure
   * win. x is the mover's own chance after a farkle. Fills `value`, `q`, `up`, `down`, `margin`.
   */
  solve(top: number, x: number): void {
    const { w, seats, stride, bankable, bank, after, afterQ, own, rollC } = this;
    const { levelBest, levelAt } = this;
    const risingFrom = this.risingFrom(top);
    this.fillTop(top, x);
    const hotSlope = w.mustRollHot ? w.hotAboveSlope() : 0;
    const hot = w.mustRollHot ? w.hotAbove(x) : 1;
    let up = Infinity;
    let down = Infinity;
    // The larger limit: a comparison whose gap is wider cannot narrow either.
    let reach = Infinity;
    // From here up every keep that leaves one to five dice banks (see TurnEvaluator).
    let banksFrom = top;
    for (let t = top - 1; t >= 0; t--) {
      const banked = bankable[t] === 1 ? bank[t * seats]! : -1;
      const keeps =
        t + 1 < risingFrom
          ? this.everyTrie
          : t + 1 >= banksFrom
            ? this.bankingTrie
            : this.risingTrie;
      const overHotBy = own[stride + t + 1]! - hot;
      const overHotHere =
        keeps === this.bankingTrie && w.mustRollHot && overHotBy >= OVER_HOT_LIMIT * hotSlope;
      if (overHotHere && overHotBy < up * hotSlope) up = overHotBy / hotSlope;
      let allBank = true;
      for (let d = 1; d <= 6; d++) {
        const cell = d * stride + t;
        const mayBank = banked >= 0 && !(d === 6 && w.mustRollHot);
        const pf = w.farkleChance[d]!;
        // Rolling is worth at most pf·x + (1 − pf): when banking beats that, skip the roll.
        const skip = banked - (1 - pf * (1 - x));
        if (mayBank && skip >= 0) {
          if (skip < up * pf) up = skip / pf;
          this.setBank(cell, t, banked);
          continue;
        }
        const { first, depth, offset, prob } = overHotHere ? this.overHotTrie : keeps;
        rollC.fill(0);
        let q = pf;
        let sum = pf * x;
        let best = -1;
        let bestAt = 0;
        let above = 0;
        for (let n = first[d]!, end = first[d + 1]!; n < end; n++) {
          const level = depth[n]!;
          if (level <= above) {
            best = levelBest[level - 1]!;
            bestAt = levelAt[level - 1]!;
          }
          above = level;
          const at = offset[n]! + t;
          const v = own[at]!;
          // The loser of each comparison catches up at the gap over the slopes' difference
          // (at most 1): while x moves less, in that direction, the order holds.
          if (v > best) {
            if (best >= 0 && v - best < reach) {
              const gap = v - best;
              const rise = afterQ[at]! - afterQ[bestAt]!;
              if (rise < 0 && gap < -up * rise) up = -gap / rise;
              else if (rise > 0 && gap < down * rise) down = gap / rise;
              reach = Math.max(up, down);
            }
            best = v;
            bestAt = at;
          } else if (best - v < reach) {
            const gap = best - v;
            const rise = afterQ[at]! - afterQ[bestAt]!;
            if (rise > 0 && gap < up * rise) up = gap / rise;
            else if (rise < 0 && gap < -down * rise) down = -gap / rise;
            reach = Math.max(up, down);
          }
          levelBest[level] = best;
          levelAt[level] = bestAt;
          const p = prob[n]!;
          if (p > 0) {
            sum += p * best;
            q += p * afterQ[bestAt]!;
            const from = bestAt * seats;
            for (let k = 0; k < seats; k++) rollC[k]! += p * after[from + k]!;
          }
        }
        // Banking's value has no slope: rolling catches up as x rises, or falls back as it falls.
        if (mayBank && q > 0) {
          if (banked >= sum) {
            if (banked - sum < up * q) up = (banked - sum) / q;
          } else if (sum - banked < down * q) down = (sum - banked) / q;
        }
        if (mayBank && banked >= sum) {
          this.setBank(cell, t, banked);
          continue;
        }
        if (d < 6) allBank = false;
        after.set(rollC, cell * seats);
        afterQ[cell] = q;
        own[cell] = sum;
      }
      if (allBank && banksFrom === t + 1) banksFrom = t;
    }
    const start = 6 * stride;
    this.value.set(after.subarray(start * seats, start * seats + seats));
    this.q = afterQ[start]!;
    this.up = up;
    this.down = down;
    this.margin = Math.min(up, down);
  }

  /** Whether the last solve's decisions all hold with the farkle's value moved by dx. */
  holds(dx: number): boolean {
    return dx >= 0 ? dx < this.up : -dx < this.down;
  }

  private setBank(cell: number, t: number, banked: number): void {
    const { seats } = this;
    this.after.set(this.bank.subarray(t * seats, t * seats + seats), cell * seats);
    this.afterQ[cell] = 0;
    this.own[cell] = banked;
  }
}
