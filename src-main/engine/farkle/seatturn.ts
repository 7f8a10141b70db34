import { KeepClasses } from './winkeeps';
import type { WinTurnModel } from './winturn';

/**
 * One turn of an n-seat game played for the mover's win, carrying every seat's chance along the
 * mover's choices. A value is a vector C (seat 0 the mover, the rest in turn order after it) and a
 * farkle chance q: with the turn's end values fixed, the turn is worth C + q·f, f being what a
 * farkle hands on (the next position's vector, in this mover's seat order). The mover compares
 * C[0] + q·x, x = f[0]; every other seat's chance follows from those choices. Ties go to banking,
 * then to the keep listed first (the most points).
 *
 * Every distinct keep is weighed (not only the best of each size): with three or more seats a
 * higher own total is not proven never to hurt, so no keep is left out on that belief.
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
  /** The turn's start: C and q (six dice at total 0). */
  readonly value: Float64Array;
  q = 0;
  private readonly rollC: Float64Array;

  constructor(w: WinTurnModel, seats: number, maxTop: number) {
    this.w = w;
    this.seats = seats;
    this.keeps = new KeepClasses(w.model, w.unit, true);
    this.rising = new KeepClasses(w.model, w.unit, false);
    this.maxUnits = this.keeps.optUnits.reduce((m, u) => Math.max(m, u), 0);
    this.stride = maxTop + this.maxUnits + 1;
    this.bankable = new Uint8Array(this.stride);
    this.bank = new Float64Array(this.stride * seats);
    this.after = new Float64Array(7 * this.stride * seats);
    this.afterQ = new Float64Array(7 * this.stride);
    this.value = new Float64Array(seats);
    this.rollC = new Float64Array(seats);
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
   * Solves the turn with bank filled below `top`; from `top` up banking is allowed and a sure
   * win. x is the mover's own chance after a farkle. Fills `value` and `q`.
   */
  solve(top: number, x: number): void {
    const { w, seats, stride, bankable, bank, after, afterQ, keeps, rollC } = this;
    const risingFrom = this.risingFrom(top);
    const pf6 = w.farkleChance[6]!;
    const hotWin = w.mustRollHot ? (1 - pf6 - w.forced) / (1 - w.forced) : 1;
    const hotQ = w.mustRollHot ? pf6 / (1 - w.forced) : 0;
    for (let t = top; t <= top + this.maxUnits; t++) {
      for (let d = 1; d <= 6; d++) {
        const i = (d * stride + t) * seats;
        after.fill(0, i, i + seats);
        after[i] = d === 6 ? hotWin : 1;
        afterQ[d * stride + t] = d === 6 ? hotQ : 0;
      }
    }
    for (let t = top - 1; t >= 0; t--) {
      const banked = bankable[t] === 1 ? bank[t * seats]! : -1;
      for (let d = 1; d <= 6; d++) {
        const cell = d * stride + t;
        const mayBank = banked >= 0 && !(d === 6 && w.mustRollHot);
        const pf = w.farkleChance[d]!;
        // Rolling is worth at most pf·x + (1 − pf): when banking beats that, skip the roll.
        if (mayBank && banked >= 1 - pf * (1 - x)) {
          this.setBank(cell, t);
          continue;
        }
        rollC.fill(0);
        let q = pf;
        const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } =
          t + 1 < risingFrom ? keeps : this.rising;
        for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
          let best = -1;
          let bestAt = 0;
          for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
            const at = optNext[o]! * stride + t + optUnits[o]!;
            const v = after[at * seats]! + afterQ[at]! * x;
            if (v > best) {
              best = v;
              bestAt = at;
            }
          }
          const p = clsProb[c]!;
          for (let k = 0; k < seats; k++) rollC[k]! += p * after[bestAt * seats + k]!;
          q += p * afterQ[bestAt]!;
        }
        if (mayBank && banked >= rollC[0]! + q * x) {
          this.setBank(cell, t);
          continue;
        }
        after.set(rollC, cell * seats);
        afterQ[cell] = q;
      }
    }
    const start = 6 * stride;
    this.value.set(after.subarray(start * seats, start * seats + seats));
    this.q = afterQ[start]!;
  }

  private setBank(cell: number, t: number): void {
    const { seats } = this;
    this.after.set(this.bank.subarray(t * seats, t * seats + seats), cell * seats);
    this.afterQ[cell] = 0;
  }
}
