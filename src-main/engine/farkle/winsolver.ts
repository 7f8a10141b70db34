import type { Rules } from '../../../src-shared/farkle';
import { WinLayout, type WinOdds } from './winodds';
import { LastTurn, TurnEvaluator } from './winturn';

/** Newton steps stop once a pair's fixed-point error is below this. */
const PAIR_TOLERANCE = 1e-13;
/** Passes (with a three-farkle penalty) stop once no value moves by more than this. */
const SWEEP_TOLERANCE = 1e-11;
const MAX_SWEEPS = 500;
/**
 * Most positions times turn totals per turn the solver takes on: `house` has 40,000 × 659, about
 * 2.6e7; this bounds the work of rules with a tiny point unit.
 */
const MAX_WORK = 6e7;
/** Longest last turn of a final round, in grid units, before the rules are refused. */
const MAX_REACH = 20_000;
/** A straight line through three evenly spaced points: -f(0) + 2 f(1) - f(2) = 0. */
const LINE = [-1, 2, -1];

/**
 * The two-seat win-chance solver. W(a, b) is the chance that the player about to start a turn
 * with total a wins against total b. A bank of t hands the opponent W(b, a + t), a larger score
 * sum; a farkle hands them W(b, a), the mirror (or, with a penalty, a state with a longer streak
 * or a smaller sum). So the sums are solved from the highest down, each mirrored pair together:
 * u = F_ab(1 − F_ba(1 − u)), where F_ab(x) is the best turn from (a, b) when a farkle is worth x.
 * F is piecewise linear and increasing in x with slope below 1, so Newton's method (kept inside
 * a bracket) finds the pair's fixed point in a few turns; a step that stays where every decision
 * of both turns holds (the evaluators say how far that is) lands on it exactly, so the turns are
 * not solved again to confirm it, and most pairs cost one solve of each turn. With a penalty, a
 * third farkle lowers the sum, so whole passes repeat until nothing moves.
 *
 * The values live in a caller's array, so worker threads can share one and split each sum.
 */
export class WinSolver {
  readonly layout: WinLayout;
  readonly values: Float64Array;
  readonly last: LastTurn | null;
  readonly maxTop: number;
  private readonly mine: TurnEvaluator;
  private readonly theirs: TurnEvaluator;
  evaluations = 0;
  residual = 0;
  private guess = 0.5;
  /** The state turnAt last solved (its evaluator is reused until another is asked for). */
  private played = -1;

  constructor(rules: Rules, values?: Float64Array) {
    const layout = new WinLayout(rules);
    this.layout = layout;
    this.values = values ?? new Float64Array(layout.states);
    if (this.values.length !== layout.states) throw new RangeError('wrong table size');
    this.last = rules.finalRound ? new LastTurn(layout.turn, MAX_REACH) : null;
    const { size, floor } = layout;
    const offBoard = layout.bankFrom(0, 0);
    this.maxTop = Math.max(offBoard, size - floor, this.last ? this.last.reach + size - floor : 0);
    if (layout.states * this.maxTop > MAX_WORK) {
      throw new RangeError(
        'these rules make turns too long to solve for every position (the point unit is too ' +
          'small for the target)',
      );
    }
    this.mine = new TurnEvaluator(layout.turn, this.maxTop);
    this.theirs = new TurnEvaluator(layout.turn, this.maxTop);
  }

  /**
   * Solves the pairs (a ≤ b) of sum s: all of them, or, with `take`, the ones whose positions in
   * the sum it hands out until it gives one past the end (so threads can share a sum's pairs).
   */
  solveSum(s: number, take?: () => number): number {
    const { floor, size, penalty } = this.layout;
    this.played = -1;
    const first = Math.max(floor, s - (size - 1));
    const count = Math.floor(s / 2) - first + 1;
    let change = 0;
    let k = take ? take() : 0;
    while (k < count) {
      const a = first + k;
      change = Math.max(change, penalty > 0 ? this.group(a, s - a) : this.pair(a, s - a));
      k = take ? take() : k + 1;
    }
    return change;
  }

  /**
   * Fills the evaluator's bank values for state (a, b) and gives the turn total from which
   * banking wins outright (or, past the final round's reach, as good as).
   */
  private fillBank(ev: TurnEvaluator, a: number, b: number, fa: number, fb: number): number {
    const { layout, values, last } = this;
    const { size } = layout;
    const from = layout.bankFrom(a, fa);
    const top = Math.max(from, size - a, last ? last.reach + b - a : 0, 1);
    const banked = layout.flagsOf(0, true);
    const theirFrom = layout.bankFrom(b, fb);
    const bank = ev.bank;
    for (let t = 0; t < top; t++) {
      const total = a + t;
      if (t < from) bank[t] = -1;
      else if (total < size) bank[t] = 1 - values[layout.index(b, total, fb, banked)]!;
      else if (last) bank[t] = 1 - last.chance(Math.max(total - b + 1, theirFrom));
      else bank[t] = 1;
    }
    return top;
  }

  /** Mirrored pair without a penalty: Newton's method on u = W(a, b). */
  private pair(a: number, b: number): number {
    const { layout, values, mine, theirs } = this;
    const topMine = this.fillBank(mine, a, b, 0, 0);
    const topTheirs = a === b ? topMine : this.fillBank(theirs, b, a, 0, 0);
    let lo = 0;
    let hi = 1;
    let u = this.startingGuess(a, b);
    let v = u;
    let g = u;
    let h = 1;
    for (let step = 0; step < 100; step++) {
      // u = F(1 − u) on the diagonal: the derivative of the right side is −F'.
      let slopeTheirs = -1;
      if (a !== b) {
        theirs.solve(topTheirs, 1 - u);
        v = theirs.value;
        slopeTheirs = theirs.slope;
      } else v = u;
      mine.solve(topMine, 1 - v);
      this.evaluations += a === b ? 1 : 2;
      g = mine.value;
      h = g - u;
      if (Math.abs(h) <= PAIR_TOLERANCE) break;
      if (h > 0) lo = u;
      else hi = u;
      // d/du of F_ab(1 − F_ba(1 − u)) is the product of the two farkle slopes.
      const derivative = mine.slope * slopeTheirs - 1;
      let next = u - h / derivative;
      if (!(next > lo && next < hi)) next = (lo + hi) / 2;
      else if (
        a === b
          ? mine.holds(u - next)
          : theirs.holds(u - next) && mine.holds(slopeTheirs * (next - u))
      ) {
        // Every decision of both turns holds at the step: the turns are linear up to it, so it
        // is the fixed point itself, and a turn solved there would only confirm it.
        v = a === b ? next : v - theirs.slope * (next - u);
        h = g + mine.slope * slopeTheirs * (next - u) - next;
        g = next;
        break;
      }
      u = next;
    }
    this.guess = g;
    this.residual = Math.max(this.residual, Math.abs(h));
    const i = layout.index(a, b, 0, 0);
    const j = layout.index(b, a, 0, 0);
    const change = Math.max(Math.abs(values[i]! - g), Math.abs(values[j]! - (a === b ? g : v)));
    values[i] = g;
    if (a !== b) values[j] = v;
    return change;
  }

  /**
   * Where Newton's method starts on W(a, b): extended from the eight solved totals above it in
   * both scores (a straight line in each, crossed: a few millionths off at the median, ten times
   * closer than a quartic in a alone, which made half of the pairs of a short game take a
   * second step), else from the four solved totals above a (a quartic), else from the
   * neighbours one point unit up (a plane through them), else the last pair's value.
   */
  private startingGuess(a: number, b: number): number {
    const { layout, values } = this;
    const at = (mine: number, theirs: number): number => values[layout.index(mine, theirs, 0, 0)]!;
    let guess = this.guess;
    if (a + 2 < layout.size && b + 2 < layout.size) {
      guess = 0;
      for (let i = 0; i <= 2; i++) {
        for (let j = 0; j <= 2; j++) {
          if (i > 0 || j > 0) guess -= LINE[i]! * LINE[j]! * at(a + i, b + j);
        }
      }
    } else if (a + 4 < layout.size) {
      guess = 4 * at(a + 1, b) - 6 * at(a + 2, b) + 4 * at(a + 3, b) - at(a + 4, b);
    } else if (b + 1 < layout.size) {
      guess = at(a + 1, b) + at(a, b + 1) - at(a + 1, b + 1);
    }
    return Math.min(1, Math.max(0, guess));
  }

  /**
   * With a penalty, a farkle lengthens the streak, so within a pair the states are solved from
   * the longest streaks down, each directly; a third farkle's lower sum comes from the last pass.
   */
  private group(a: number, b: number): number {
    const { layout } = this;
    const boards = layout.boardFlag ? [0, 3] : [0];
    let change = 0;
    for (let k = 4; k >= 0; k--) {
      for (let i = Math.max(0, k - 2); i <= Math.min(2, k); i++) {
        for (const ba of boards) {
          for (const bb of boards) {
            change = Math.max(change, this.single(a, b, i + ba, k - i + bb));
            if (a !== b) change = Math.max(change, this.single(b, a, k - i + bb, i + ba));
          }
        }
      }
    }
    return change;
  }

  /** The state a farkle from (a, b) hands the opponent. */
  private farkled(a: number, b: number, fa: number, fb: number): number {
    const { layout } = this;
    if (layout.penalty === 0) return layout.index(b, a, fb, fa);
    if (layout.streakOf(fa) < 2) return layout.index(b, a, fb, fa + 1);
    return layout.index(b, layout.clamp(a - layout.penalty), fb, fa - 2);
  }

  private single(a: number, b: number, fa: number, fb: number): number {
    const { layout, values, mine } = this;
    const farkled = this.farkled(a, b, fa, fb);
    mine.solve(this.fillBank(mine, a, b, fa, fb), 1 - values[farkled]!);
    this.evaluations++;
    const i = layout.index(a, b, fa, fb);
    const change = Math.abs(values[i]! - mine.value);
    values[i] = mine.value;
    return change;
  }

  /**
   * Turn values for one state, for playing it: the evaluator holds bank and after values below
   * its top. The values are the solved table's; this only re-plays the turn.
   */
  turnAt(a: number, b: number, fa: number, fb: number): TurnEvaluator {
    const { layout, values, mine } = this;
    // A turn's decisions all ask about the same state: solve it once.
    const state = layout.index(a, b, fa, fb);
    if (state === this.played) return mine;
    const farkled = this.farkled(a, b, fa, fb);
    mine.solve(this.fillBank(mine, a, b, fa, fb), 1 - values[farkled]!, true);
    this.played = state;
    return mine;
  }

  /** Runs whole passes down the sums until the values settle (one pass without a penalty). */
  solve(onSum?: (done: number, total: number) => void): WinOdds {
    const sums = this.layout.sums();
    let sweeps = 0;
    let change: number;
    do {
      sweeps++;
      change = 0;
      sums.forEach((s, done) => {
        change = Math.max(change, this.solveSum(s));
        onSum?.(done + 1, sums.length);
      });
    } while (anotherPass(this.layout, change, sweeps));
    return {
      layout: this.layout,
      values: this.values,
      sweeps,
      evaluations: this.evaluations,
      residual: this.layout.penalty > 0 ? change : this.residual,
    };
  }
}

/**
 * Whether the values need another pass after pass number `sweeps` moved them by `change` at
 * most: never without a penalty (each pair is then solved exactly, once).
 */
export function anotherPass(layout: WinLayout, change: number, sweeps: number): boolean {
  if (layout.penalty === 0 || change <= SWEEP_TOLERANCE) return false;
  if (sweeps >= MAX_SWEEPS) throw new RangeError('the win chances did not settle');
  return true;
}

/** Solves the two-seat game under these rules in this thread. */
export function solveWin(rules: Rules, onSum?: (done: number, total: number) => void): WinOdds {
  return new WinSolver(rules).solve(onSum);
}
