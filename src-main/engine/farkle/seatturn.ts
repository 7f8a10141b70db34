import { ALL_ROWS, SeatWalks } from './seatwalk';
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
 * (TurnEvaluator): the best keep of each size, and of the keeps leaving a number of dice whose
 * cells all bank from there up, the one scoring most (SeatWalks). The keeps are walked as tries
 * (KeepTrie), the mover's value C[0] + q·x kept beside the vectors so that a comparison reads
 * one number.
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
  /** bankingAt[t]: the walk's `banking` rows after total t (every cell of d dice banks above). */
  readonly bankingAt: Int32Array;
  /** reads[d]: how far above a total the walk reads the cells left with d dice. */
  readonly reads = new Int32Array(7);
  /** Turn totals solved so far (the cost unit: a total's six cells). */
  layers = 0;
  private readonly walks: SeatWalks;
  /** Where each class's best keep was read, in the cell being solved. */
  private readonly chosen: Int32Array;
  /**
   * Where the walk's best keep so far was read, at each level of its path (-1: none yet). Its
   * value and farkle chance are read back from there: one number kept per node, not three.
   */
  private readonly levelAt: Int32Array;
  /** The other seats whose chances are summed over the keeps (the last one may follow). */
  private readonly summed: number;

  /**
   * `sumsToOne`: every bank vector adds up to one (solved chances of every seat), so a cell's
   * chances add up to 1 − q and its last seat's is read back from the rest instead of summed.
   */
  constructor(w: WinTurnModel, seats: number, maxTop: number, sumsToOne = false) {
    this.w = w;
    this.seats = seats;
    this.summed = sumsToOne ? seats - 2 : seats - 1;
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
    this.bankingAt = new Int32Array(this.stride);
    const { optNext, optUnits } = this.keeps;
    optNext.forEach((d, o) => (this.reads[d] = Math.max(this.reads[d]!, optUnits[o]!)));
    this.walks = new SeatWalks(w, this.keeps, this.stride);
    const levels = 1 + this.walks.levels;
    this.chosen = new Int32Array(this.walks.classes);
    this.levelAt = new Int32Array(levels).fill(-1);
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

  /**
   * Values from `top` up: banking wins (hot dice that must roll first), as far up as the walk
   * reads each row from below `top` (one more for row 1, read at t + 1 for hot dice).
   */
  private fillTop(top: number, x: number): void {
    const { w, stride, afterQ, own, others, reads } = this;
    const pf6 = w.farkleChance[6]!;
    const hotWin = w.mustRollHot ? (1 - pf6 - w.forced) / (1 - w.forced) : 1;
    const hotQ = w.mustRollHot ? pf6 / (1 - w.forced) : 0;
    for (let d = 1; d <= 6; d++) {
      const from = d * stride + top;
      const to = from + reads[d]! + 1;
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
    this.resume(top, x, top - 1, Infinity, Infinity, ALL_ROWS);
  }

  /**
   * Solves the totals from `first` down, the cells above it (up to `maxUnits` higher) already
   * holding their values at x, their decisions holding while x rises less than `up` or falls
   * less than `down`; `banking` as the walk from the top would have it after first + 1.
   */
  resume(top: number, x: number, first: number, up: number, down: number, banking: number): void {
    const { w, seats, stride, bankable, bank, afterQ, own, upAt, downAt, bankingAt } = this;
    const { levelAt, chosen } = this;
    const { farkleChance, mustRollHot } = w;
    this.x = x;
    const risingFrom = this.risingFrom(top);
    this.fillTop(top, x);
    const hotSlope = mustRollHot ? w.hotAboveSlope() : 0;
    const hot = mustRollHot ? w.hotAbove(x) : 1;
    // Bit d (1 to 5) of banking: every cell of d dice banks from here up, so where bank values
    // rise the keeps leaving d dice are all worth banking's value; with all five, see TurnEvaluator.
    this.layers += first + 1;
    for (let t = first; t >= 0; t--) {
      const bankAt = t * seats;
      const banked = bankable[t] === 1 ? bank[bankAt]! : -1;
      const keeps = t + 1 < risingFrom ? this.walks.every : this.walks.forRows(banking);
      const overHotBy = own[stride + t + 1]! - hot;
      const overHotHere =
        t + 1 >= risingFrom &&
        banking === ALL_ROWS &&
        mustRollHot &&
        overHotBy >= OVER_HOT_LIMIT * hotSlope;
      if (overHotHere && overHotBy < up * hotSlope) up = overHotBy / hotSlope;
      let rolls = 0;
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
        const walk = overHotHere ? this.walks.overHot : keeps;
        const { first, depth, offset, prob } = walk.trie;
        let q = pf;
        let sum = pf * x;
        let best = -1;
        let bestQ = 0;
        let bestAt = -1;
        let above = 0;
        let classes = 0;
        for (let n = first[d]!, end = first[d + 1]!; n < end; n++) {
          const level = depth[n]!;
          if (level <= above) {
            bestAt = levelAt[level - 1]!;
            best = bestAt < 0 ? -1 : own[bestAt]!;
            bestQ = bestAt < 0 ? 0 : afterQ[bestAt]!;
          }
          above = level;
          const at = offset[n]! + t;
          const v = own[at]!;
          // The loser of each comparison catches up at the gap over the slopes' difference:
          // while x moves less, in that direction, the order holds. Of the two products in each
          // test one is 0 or below (equal slopes: 0 or NaN, no limit), the other the limit of
          // the direction that closes the gap; `|`, not `||` or Math.max, so that the slope's
          // sign (unpredictable) is branched on only when a limit binds.
          const vq = afterQ[at]!;
          const rise = vq - bestQ;
          if (v > best) {
            const gap = v - best;
            if ((+(gap < -rise * up) | +(gap < rise * down)) !== 0 && best >= 0) {
              if (rise < 0) up = -gap / rise;
              else down = gap / rise;
            }
            best = v;
            bestQ = vq;
            bestAt = at;
          } else {
            const gap = best - v;
            if ((+(gap < rise * up) | +(gap < -rise * down)) !== 0) {
              if (rise > 0) up = gap / rise;
              else down = -gap / rise;
            }
          }
          levelAt[level] = bestAt;
          const p = prob[n]!;
          if (p > 0) {
            sum += p * best;
            q += p * bestQ;
            chosen[classes++] = bestAt;
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
        if (d < 6) rolls |= 1 << d;
        own[cell] = sum;
        afterQ[cell] = q;
        this.sumOthers(cell, walk.classProb, walk.classFirst[d]!, classes);
        if (this.summed < this.seats - 1) this.lastFromRest(cell, sum, q);
      }
      banking &= ~rolls;
      upAt[t] = up;
      downAt[t] = down;
      bankingAt[t] = banking;
    }
    const start = 6 * stride;
    this.chancesAt(start, this.value);
    this.q = afterQ[start]!;
    this.up = up;
    this.down = down;
    this.margin = Math.min(up, down);
  }

  /**
   * The other seats' chances after rolling into `cell`, where the mover rolls: each class's
   * chance times the chances where its best keep was read. Two seats at a time, each in two sums
   * taking the classes in turn, so that no add waits long for the one before it.
   */
  private sumOthers(cell: number, classProb: Float64Array, from: number, classes: number): void {
    const { chosen, others } = this;
    const rows = this.summed;
    let k = 0;
    for (; k + 1 < rows; k += 2) {
      const a = others[k]!;
      const b = others[k + 1]!;
      let a0 = 0;
      let a1 = 0;
      let b0 = 0;
      let b1 = 0;
      let j = 0;
      for (; j + 1 < classes; j += 2) {
        const p0 = classProb[from + j]!;
        const p1 = classProb[from + j + 1]!;
        const at0 = chosen[j]!;
        const at1 = chosen[j + 1]!;
        a0 += p0 * a[at0]!;
        a1 += p1 * a[at1]!;
        b0 += p0 * b[at0]!;
        b1 += p1 * b[at1]!;
      }
      if (j < classes) {
        a0 += classProb[from + j]! * a[chosen[j]!]!;
        b0 += classProb[from + j]! * b[chosen[j]!]!;
      }
      a[cell] = a0 + a1;
      b[cell] = b0 + b1;
    }
    if (k < rows) {
      const a = others[k]!;
      let a0 = 0;
      let a1 = 0;
      let j = 0;
      for (; j + 1 < classes; j += 2) {
        a0 += classProb[from + j]! * a[chosen[j]!]!;
        a1 += classProb[from + j + 1]! * a[chosen[j + 1]!]!;
      }
      if (j < classes) a0 += classProb[from + j]! * a[chosen[j]!]!;
      a[cell] = a0 + a1;
    }
  }

  /** The last seat's chance after rolling into `cell`: 1 − q − C[0] − the other summed ones. */
  private lastFromRest(cell: number, own: number, q: number): void {
    const { others, summed } = this;
    let rest = 1 - q - (own - q * this.x);
    for (let k = 0; k < summed; k++) rest -= others[k]![cell]!;
    others[summed]![cell] = rest;
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
