import type { Rules } from '../../../src-shared/farkle';
import { gcd, rollModel, type RollModel } from './rolls';
import { KeepTrie } from './keep-trie';
import { KeepClasses, bankingKeeps, type KeepLists } from './winkeeps';

/**
 * The rolls of one to six dice as a win-chance turn needs them. Without a final round a larger
 * total is never worse, so only the best keep of each size is useful. With one it can be:
 * reaching the target just ahead hands the opponent an easy last turn, so every distinct keep is
 * weighed, except where the values are known to rise with the total (`rising`).
 *
 * The grid unit divides every score and the three-farkle penalty, so every total is on the grid.
 */
export class WinTurnModel {
  readonly model: RollModel;
  readonly unit: number;
  readonly mustRollHot: boolean;
  readonly farkleChance: Float64Array;
  /** The keeps worth weighing anywhere. */
  readonly every: KeepClasses;
  /** The best keep of each size: all that is worth weighing where values rise with the total. */
  readonly rising: KeepClasses;
  /** Where, besides, every keep that leaves dice would bank (`bankingKeeps`). */
  readonly banking: KeepLists;
  /** Where, besides, six dice must be rolled and banking beats hot dice (`bankingKeeps`). */
  readonly overHot: KeepLists;
  /** Chance that a roll of six has no keep but all six (hot dice again, never a bank). */
  readonly forced: number;
  readonly maxUnits: number;

  constructor(
    rules: Pick<Rules, 'scoring' | 'keepJunk' | 'hotDice' | 'threeFarklePenalty' | 'finalRound'>,
  ) {
    const model = rollModel(rules);
    this.model = model;
    this.unit = gcd(model.unit, rules.threeFarklePenalty);
    this.mustRollHot = rules.hotDice === 'must';
    this.farkleChance = model.farkleChance;
    this.rising = new KeepClasses(model, this.unit, false);
    this.every = rules.finalRound ? new KeepClasses(model, this.unit, true) : this.rising;
    this.banking = bankingKeeps(this.rising);
    this.overHot = bankingKeeps(this.rising, true);
    this.forced = this.every.forced;
    this.maxUnits = this.every.optUnits.reduce((m, u) => Math.max(m, u), 0);
  }

  /** Value of hot dice that must be rolled once every bank is worth 1 and a farkle x. */
  hotAbove(x: number): number {
    const pf = this.farkleChance[6]!;
    return (pf * x + 1 - pf - this.forced) / (1 - this.forced);
  }

  /** Its slope in x. */
  hotAboveSlope(): number {
    return this.farkleChance[6]! / (1 - this.forced);
  }
}

/** How far x must be able to rise before hot dice that must be rolled are valued as overHot. */
const OVER_HOT_LIMIT = 1e-3;

/**
 * One turn played for the win, given what banking at each turn total is worth (a win chance)
 * and what a farkle is worth. States are (turn total t in grid units, dice to roll d); d = 6 at
 * t > 0 is hot dice. From `top` on, banking wins outright (worth 1), so values there are closed
 * forms. Buffers are reused between turns; `slope` carries each value's derivative in the
 * farkle's value, which the pair solver's Newton steps use.
 */
export class TurnEvaluator {
  readonly w: WinTurnModel;
  readonly stride: number;
  /** bank[t]: the win chance of banking at t, or -1 where banking is not allowed. */
  readonly bank: Float64Array;
  /** after[d * stride + t]: value after a keep leaving d dice (6: hot) at turn total t. */
  readonly after: Float64Array;
  readonly afterSlope: Float64Array;
  private readonly every: KeepTrie;
  private readonly rising: KeepTrie;
  private readonly banking: KeepTrie;
  private readonly overHot: KeepTrie;
  /** The walk's best value and its slope at each level of the path it is on (level 0: none). */
  private readonly levelBest: Float64Array;
  private readonly levelSlope: Float64Array;
  top = 0;
  /** The farkle's value in the last solve. */
  farkle = 0;
  value = 0;
  slope = 0;
  /**
   * How far the farkle's value can rise (up) or fall (down) from the last solve's before any
   * decision of the turn could change: within that every value is exactly linear in x.
   */
  up = 0;
  down = 0;

  constructor(w: WinTurnModel, maxTop: number) {
    this.w = w;
    this.stride = maxTop + w.maxUnits + 1;
    this.bank = new Float64Array(this.stride);
    this.after = new Float64Array(7 * this.stride);
    this.afterSlope = new Float64Array(7 * this.stride);
    this.every = new KeepTrie(w.every, this.stride);
    this.rising = w.rising === w.every ? this.every : new KeepTrie(w.rising, this.stride);
    this.banking = new KeepTrie(w.banking, this.stride);
    this.overHot = new KeepTrie(w.overHot, this.stride);
    const levels =
      1 + Math.max(...[this.every, this.rising, this.banking, this.overHot].map((k) => k.levels));
    this.levelBest = new Float64Array(levels).fill(-1);
    this.levelSlope = new Float64Array(levels);
  }

  /**
   * The lowest turn total from which banking's value never falls up to the top. From there up
   * so does every value after a keep, whatever the farkle is worth (by induction down from the
   * top: each is banking's value or rolling's, a sum of the best values above), so there the best
   * keep of each size is the best of all, for every value the farkle may take.
   */
  private risingFrom(top: number): number {
    const { bank } = this;
    let from = Math.max(top - 1, 0);
    while (from > 0 && bank[from - 1]! <= bank[from]!) from--;
    return from;
  }

  /**
   * Solves the turn for farkle value x with `bank` filled below `top` (banking at or above top
   * is allowed and worth 1). Sets value and slope to the turn's start (six dice at total 0).
   * Rolls that cannot beat banking are not valued: the value after a keep is the bank's there.
   * `valuesOnly` (a turn played against a solved table) leaves the slopes out, and with them the
   * limits: about a quarter less work, and `holds` answers no.
   */
  solve(top: number, x: number, valuesOnly = false): void {
    const { w, stride, bank, after, afterSlope, every, rising, banking, overHot } = this;
    const { levelBest, levelSlope } = this;
    const { farkleChance } = w;
    const risingFrom = rising === every ? 0 : this.risingFrom(top);
    this.top = top;
    this.farkle = x;
    const hot = w.mustRollHot ? w.hotAbove(x) : 1;
    const hotSlope = w.mustRollHot ? w.hotAboveSlope() : 0;
    for (let t = top; t <= top + w.maxUnits; t++) {
      for (let d = 1; d <= 5; d++) {
        after[d * stride + t] = 1;
        afterSlope[d * stride + t] = 0;
      }
      after[6 * stride + t] = hot;
      afterSlope[6 * stride + t] = hotSlope;
    }
    // Banking (no slope) against rolling holds while x moves less than its margin over rolling's
    // slope, in the one direction that closes it; up and down are those limits.
    let up = Infinity;
    let down = Infinity;
    let margin = Infinity;
    // From here up every keep that leaves one to five dice banks (and so, while the decisions
    // hold, is worth banking's value, which rises with the total from risingFrom up).
    let banksFrom = top;
    for (let t = top - 1; t >= 0; t--) {
      const banked = bank[t]!;
      const keeps = t + 1 < risingFrom ? every : t + 1 >= banksFrom ? banking : rising;
      // Hot dice that must be rolled, where banking one unit up beats them by enough that x would
      // have to rise by OVER_HOT_LIMIT to close the gap (so that limit seldom binds).
      const overHotBy = after[stride + t + 1]! - hot;
      const overHotHere =
        keeps === banking && w.mustRollHot && overHotBy >= OVER_HOT_LIMIT * hotSlope;
      if (overHotHere && overHotBy < up * hotSlope) up = overHotBy / hotSlope;
      let allBank = true;
      for (let d = 1; d <= 6; d++) {
        const pf = farkleChance[d]!;
        const i = d * stride + t;
        const mayBank = !(d === 6 && w.mustRollHot);
        // Rolling is worth at most pf·x + (1 − pf)·1: when banking beats that, skip the roll.
        const skip = banked - (1 - pf * (1 - x));
        if (mayBank && skip >= 0) {
          if (skip < up * pf) up = skip / pf;
          after[i] = banked;
          afterSlope[i] = 0;
          continue;
        }
        const cellKeeps = overHotHere ? overHot : keeps;
        if (valuesOnly) {
          const sum = this.rolled(cellKeeps, d, t);
          if (t === 0 && d === 6) this.value = sum;
          if (mayBank && banked >= sum) after[i] = banked;
          else {
            after[i] = sum;
            if (d < 6) allBank = false;
          }
          continue;
        }
        const { first, depth, offset, prob } = cellKeeps;
        let sum = pf * x;
        let sumSlope = pf;
        // Down a path the best so far is carried; back up one, it is read at the parent's level.
        // (The loop's end is read once: V8 read it again at every node, 7% of the solve.)
        let best = -1;
        let bestSlope = 0;
        let above = 0;
        for (let n = first[d]!, end = first[d + 1]!; n < end; n++) {
          const level = depth[n]!;
          if (level <= above) {
            best = levelBest[level - 1]!;
            bestSlope = levelSlope[level - 1]!;
          }
          above = level;
          const i = offset[n]! + t;
          const v = after[i]!;
          // Slopes differ by at most 1: two keeps that differ by m keep their order while x
          // moves less than m (or for good if their slopes are equal).
          if (v > best) {
            const s = afterSlope[i]!;
            if (v - best < margin && s !== bestSlope && best >= 0) margin = v - best;
            best = v;
            bestSlope = s;
          } else if (best - v < margin && afterSlope[i] !== bestSlope) margin = best - v;
          levelBest[level] = best;
          levelSlope[level] = bestSlope;
          const p = prob[n]!;
          if (p > 0) {
            sum += p * best;
            sumSlope += p * bestSlope;
          }
        }
        if (t === 0 && d === 6) {
          this.value = sum;
          this.slope = sumSlope;
        }
        // Banking's value has no slope: rolling catches up as x rises, or falls back as it falls.
        if (mayBank && sumSlope > 0) {
          if (banked >= sum) {
            if (banked - sum < up * sumSlope) up = (banked - sum) / sumSlope;
          } else if (sum - banked < down * sumSlope) down = (sum - banked) / sumSlope;
        }
        if (mayBank && banked >= sum) {
          after[i] = banked;
          afterSlope[i] = 0;
        } else {
          after[i] = sum;
          afterSlope[i] = sumSlope;
          if (d < 6) allBank = false;
        }
      }
      if (allBank && banksFrom === t + 1) banksFrom = t;
    }
    this.up = valuesOnly ? 0 : Math.min(up, margin);
    this.down = valuesOnly ? 0 : Math.min(down, margin);
  }

  /** The value of rolling d dice at turn total t, from the values above it. */
  private rolled(keeps: KeepTrie, d: number, t: number): number {
    const { after, levelBest } = this;
    const { first, depth, offset, prob } = keeps;
    let sum = this.w.farkleChance[d]! * this.farkle;
    let best = -1;
    let above = 0;
    for (let n = first[d]!, end = first[d + 1]!; n < end; n++) {
      const level = depth[n]!;
      if (level <= above) best = levelBest[level - 1]!;
      above = level;
      best = Math.max(best, after[offset[n]! + t]!);
      levelBest[level] = best;
      sum += prob[n]! * best;
    }
    return sum;
  }

  /** Whether the last solve's decisions all hold with the farkle's value moved by dx. */
  holds(dx: number): boolean {
    return dx >= 0 ? dx < this.up : -dx < this.down;
  }
}

/** Below this a chance of passing the leader in one last turn counts as nothing. */
export const LAST_TURN_EPSILON = 1e-13;

/**
 * The final round's last turn: reach at least m more grid units before a farkle, banking as
 * soon as that is done (allowed then: m folds in the entry threshold and minimum bank).
 * chance(m) for m ≥ 1 is the best chance of making m from a fresh turn; it is 0 past `reach`,
 * the first m where it drops below LAST_TURN_EPSILON.
 */
export class LastTurn {
  readonly w: WinTurnModel;
  readonly reach: number;
  /**
   * after[d][m + maxUnits] for m from -maxUnits to reach: the chance after a keep that leaves d
   * dice (6: hot dice) still m short; above 0 the dice must be rolled, so it is rolling's chance.
   */
  readonly after: Float64Array[];

  constructor(w: WinTurnModel, maxReach: number) {
    this.w = w;
    const { maxUnits } = w;
    const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = w.every;
    const size = maxReach + maxUnits + 1;
    this.after = Array.from({ length: 7 }, () => new Float64Array(size));
    // Reached, a keep banks at once; hot dice that must roll bank after the next keep that
    // leaves dice, and a farkle (worth 0 here) loses.
    const hotReached = w.mustRollHot ? w.hotAbove(0) : 1;
    for (let i = 0; i <= maxUnits; i++) {
      for (let d = 1; d <= 5; d++) this.after[d]![i] = 1;
      this.after[6]![i] = hotReached;
    }
    let m = 1;
    for (; m <= maxReach; m++) {
      const i = m + maxUnits;
      for (let d = 1; d <= 6; d++) {
        let sum = 0;
        for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
          let best = 0;
          for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
            best = Math.max(best, this.after[optNext[o]!]![i - optUnits[o]!]!);
          }
          sum += clsProb[c]! * best;
        }
        this.after[d]![i] = sum;
      }
      if (this.after[6]![i]! < LAST_TURN_EPSILON) break;
    }
    if (m > maxReach) {
      throw new RangeError('these rules make the last turn too long to solve');
    }
    this.reach = m;
  }

  /** Best chance of scoring at least m grid units in one turn (m ≥ 1). */
  chance(m: number): number {
    return m >= this.reach ? 0 : this.after[6]![m + this.w.maxUnits]!;
  }
}
