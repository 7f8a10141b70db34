import type { Rules } from '../../../src-shared/farkle';
import { rollModel } from './rolls';

/**
 * The rolls of one to six dice for the simple solver, read from the roll model alone: the rolls
 * of d dice that offer the same keeps, each keep as (dice left, points in units), merged into one
 * group with their chances added. Nothing else of the fast solver's turn (no keep classes or tries).
 */
export class PlainRolls {
  /** Groups of d dice are groupFirst[d] to groupFirst[d + 1] - 1. */
  readonly groupFirst = new Int32Array(8);
  readonly groupProb: Float64Array;
  /** Keeps of group g are keepFirst[g] to keepFirst[g + 1] - 1, in the model's order. */
  readonly keepFirst: Int32Array;
  readonly keepLeft: Int32Array;
  readonly keepUnits: Int32Array;
  /** How far a keep moves a turn's cell (PlainTurn.cell): units · 7 + dice left. */
  readonly keepStep: Int32Array;
  readonly farkle = new Float64Array(7);
  readonly maxUnits: number;
  readonly mustRollHot: boolean;
  /** Hot dice that must roll on where banking wins: the chance of a keep that leaves dice. */
  readonly hotWin: number;
  /** ... and of a farkle on the way. */
  readonly hotFarkle: number;

  constructor(rules: Rules, unit: number) {
    const model = rollModel(rules);
    this.mustRollHot = rules.hotDice === 'must';
    const probs: number[] = [];
    const keepFirst: number[] = [];
    const left: number[] = [];
    const units: number[] = [];
    let forced = 0;
    for (let d = 1; d <= 6; d++) {
      this.groupFirst[d] = probs.length;
      const byKeeps = new Map<string, number>();
      for (let r = model.firstRoll[d]!; r < model.firstRoll[d + 1]!; r++) {
        const p = model.rollProb[r]!;
        const keeps: [number, number][] = [];
        for (let o = model.optFirst[r]!; o < model.optFirst[r + 1]!; o++) {
          const keep: [number, number] = [d - model.optDice[o]! || 6, model.optScore[o]! / unit];
          if (!keeps.some(([l, u]) => l === keep[0] && u === keep[1])) keeps.push(keep);
        }
        if (keeps.length === 0) {
          this.farkle[d]! += p;
          continue;
        }
        if (d === 6 && keeps.every(([l]) => l === 6)) forced += p;
        const key = keeps.join(';');
        const known = byKeeps.get(key);
        if (known !== undefined) {
          probs[known]! += p;
          continue;
        }
        byKeeps.set(key, probs.length);
        probs.push(p);
        keepFirst.push(left.length);
        for (const [l, u] of keeps) {
          left.push(l);
          units.push(u);
        }
      }
    }
    this.groupFirst[7] = probs.length;
    keepFirst.push(left.length);
    this.groupProb = Float64Array.from(probs);
    this.keepFirst = Int32Array.from(keepFirst);
    this.keepLeft = Int32Array.from(left);
    this.keepUnits = Int32Array.from(units);
    this.keepStep = Int32Array.from(units, (u, k) => u * 7 + left[k]!);
    this.maxUnits = Math.max(...units);
    this.hotWin = (1 - this.farkle[6]! - forced) / (1 - forced);
    this.hotFarkle = this.farkle[6]! / (1 - forced);
  }
}

/**
 * One turn of the simple solver as a dynamic program over (turn total t, dice to roll d), from
 * the top down: each cell holds the vector C of every place's chance (place 0 the mover) and the
 * chance q of a farkle under the mover's best choices, so the cell is worth C + q·f, f what a
 * farkle hands on, and the mover compares C[0] + q·x. From `top` up banking wins for sure. Ties
 * go to banking, then to the keep listed first.
 */
export class PlainTurn {
  readonly rolls: PlainRolls;
  c = new Float64Array(0);
  q = new Float64Array(0);
  own = new Float64Array(0);
  width = 1;

  constructor(rolls: PlainRolls) {
    this.rolls = rolls;
  }

  /** Cell of d dice to roll at turn total t. */
  cell(t: number, d: number): number {
    return t * 7 + d;
  }

  /**
   * Solves the turn: bank(t) is the vector banking at t gives (null where not allowed), x the
   * mover's chance after a farkle. Afterwards cell(0, 6) is the turn's start.
   */
  solve(top: number, width: number, x: number, bank: (t: number) => Float64Array | null): void {
    const { rolls } = this;
    const cells = (top + rolls.maxUnits + 1) * 7;
    if (this.q.length < cells || this.width !== width) {
      this.c = new Float64Array(cells * width);
      this.q = new Float64Array(cells);
      this.own = new Float64Array(cells);
      this.width = width;
    }
    const { c, q, own } = this;
    const { groupFirst, groupProb, keepFirst, keepStep, farkle } = rolls;
    for (let t = top; t <= top + rolls.maxUnits; t++) {
      for (let d = 1; d <= 6; d++) {
        const at = this.cell(t, d);
        const hot = d === 6 && rolls.mustRollHot;
        c.fill(0, at * width, at * width + width);
        c[at * width] = hot ? rolls.hotWin : 1;
        q[at] = hot ? rolls.hotFarkle : 0;
        own[at] = c[at * width]! + q[at] * x;
      }
    }
    for (let t = top - 1; t >= 0; t--) {
      const banked = bank(t);
      for (let d = 1; d <= 6; d++) {
        const at = this.cell(t, d);
        const mayBank = banked !== null && !(d === 6 && rolls.mustRollHot);
        // Rolling is worth at most farkle·x + (1 − farkle): banking that much needs no roll.
        if (mayBank && banked[0]! >= farkle[d]! * x + 1 - farkle[d]!) {
          this.setBank(at, banked);
          continue;
        }
        let sumQ = farkle[d]!;
        c.fill(0, at * width, at * width + width);
        for (let g = groupFirst[d]!; g < groupFirst[d + 1]!; g++) {
          let best = t * 7 + keepStep[keepFirst[g]!]!;
          for (let k = keepFirst[g]! + 1; k < keepFirst[g + 1]!; k++) {
            const next = t * 7 + keepStep[k]!;
            if (own[next]! > own[best]!) best = next;
          }
          const p = groupProb[g]!;
          for (let s = 0; s < width; s++) c[at * width + s]! += p * c[best * width + s]!;
          sumQ += p * q[best]!;
        }
        q[at] = sumQ;
        own[at] = c[at * width]! + sumQ * x;
        if (mayBank && banked[0]! >= own[at]) this.setBank(at, banked);
      }
    }
  }

  private setBank(at: number, banked: Float64Array): void {
    this.c.set(banked, at * this.width);
    this.q[at] = 0;
    this.own[at] = banked[0]!;
  }

  /** The vector C of a cell (a copy). */
  vector(at: number): Float64Array {
    return this.c.slice(at * this.width, at * this.width + this.width);
  }
}
