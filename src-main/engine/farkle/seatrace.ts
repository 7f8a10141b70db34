import type { Rules } from '../../../src-shared/farkle';
import { SeatGrid, targetRulesProblem } from './seatgrid';
import { SeatTurn } from './seatturn';

/** A turn's cost in the race policy's values (1 − cost · expected turns stays above 0). */
const TURN_COST = 1e-3;
/** The turn counts stop once every seat has surely finished to within this. */
const TAIL = 1e-12;
const MAX_TURNS = 1000;

/** Why the race model cannot take these rules, or null. */
export function seatRaceProblem(rules: Rules): string | null {
  const problem = targetRulesProblem(rules);
  if (problem) return problem;
  if (rules.threeFarklePenalty > 0)
    return 'the approximate odds do not cover a three-farkle penalty';
  return null;
}

/**
 * The race between the seats, each playing alone: every seat takes the policy that reaches the
 * target in the fewest turns on average (its own turns only, blind to the others), so its number of
 * turns to the target has a distribution of its own, and a seat wins when it gets there before
 * those ahead of it in turn order do. Built from the target down, a few totals at a time (`buildSome`), so the main process can
 * build it between other work.
 */
export class SeatRace {
  readonly grid: SeatGrid;
  /** Turns the distributions cover (past them every seat has finished, to within TAIL). */
  turns = 0;
  /** finished[total * (turns + 1) + m]: the chance of being at the target within m turns. */
  private finished = new Float64Array(0);
  /** The race policy's value at each total: 1 − TURN_COST · expected turns to the target. */
  private readonly value: Float64Array;
  /** Per total: chance the turn reaches the target, farkles, and banks each turn total below it. */
  private readonly reach: Float64Array;
  private readonly farkle: Float64Array;
  private readonly banks: Float64Array[];
  private readonly turn: SeatTurn;
  private readonly mass: Float64Array;
  private nextTotal: number;
  private readonly rows = new Int32Array(4);

  constructor(rules: Rules) {
    const problem = seatRaceProblem(rules);
    if (problem) throw new RangeError(problem);
    this.grid = new SeatGrid(rules);
    const { size } = this.grid;
    this.value = new Float64Array(size + 1).fill(1);
    this.reach = new Float64Array(size);
    this.farkle = new Float64Array(size);
    this.banks = [];
    const maxTop = Math.max(size, this.grid.bankFrom(0, 0)) + 1;
    this.turn = new SeatTurn(this.grid.turn, 1, maxTop);
    this.mass = new Float64Array(7 * this.turn.stride);
    this.nextTotal = size - 1;
  }

  /** Share of the build done (0 to 1). */
  get progress(): number {
    return (this.grid.size - 1 - this.nextTotal) / this.grid.size;
  }

  get built(): boolean {
    return this.turns > 0;
  }

  /** Builds up to `count` more totals; the turn counts once they are all done. Returns `built`. */
  buildSome(count: number): boolean {
    for (let k = 0; k < count && this.nextTotal >= 0; k++) this.solveTotal(this.nextTotal--);
    if (this.nextTotal < 0 && !this.built) this.countTurns();
    return this.built;
  }

  /**
   * Every seat's chance of winning the race (mover first, then in turn order), into `out`: seat k
   * wins on its m-th turn if it finishes then, the seats before it have not within m turns and the
   * ones after it not within m − 1.
   */
  chances(totals: ArrayLike<number>, out: Float64Array): void {
    const n = out.length;
    const width = this.turns + 1;
    const rows = this.rows;
    for (let k = 0; k < n; k++) rows[k] = Math.min(totals[k]!, this.grid.size - 1) * width;
    const { finished } = this;
    out.fill(0);
    let sum = 0;
    for (let m = 1; m <= this.turns; m++) {
      for (let k = 0; k < n; k++) {
        let p = finished[rows[k]! + m]! - finished[rows[k]! + m - 1]!;
        for (let j = 0; j < n && p > 0; j++) {
          if (j !== k) p *= 1 - finished[rows[j]! + (j < k ? m : m - 1)]!;
        }
        out[k]! += p;
        sum += p;
      }
    }
    if (sum > 0) for (let k = 0; k < n; k++) out[k]! /= sum;
  }

  /** The race policy's turn from total a, its outcomes' chances kept. */
  private solveTotal(a: number): void {
    const { grid, turn, value } = this;
    const from = grid.bankFrom(a, 0);
    const top = Math.max(from, grid.size - a, 1);
    for (let t = 0; t < top; t++) {
      turn.bankable[t] = t >= from ? 1 : 0;
      turn.bank[t] = value[a + t]!;
    }
    // A farkle comes back to this total: the value is the fixed point x = C + q·x − cost, exact
    // once the decisions hold between the values solved at and found.
    let x = value[a + 1]!;
    for (let round = 0; round < 100; round++) {
      turn.solve(top, x);
      const found = (turn.value[0]! - TURN_COST) / (1 - turn.q);
      const held = turn.holds(found - x);
      x = found;
      if (held) break;
    }
    value[a] = x;
    turn.solve(top, x);
    this.outcomes(a, top);
  }

  /** Where the turn just solved from total a ends: the target, a farkle, or each bank. */
  private outcomes(a: number, top: number): void {
    const { turn, mass } = this;
    const { stride, own, bank, bankable, w } = turn;
    const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = turn.keeps;
    const hotWin = w.mustRollHot ? (1 - w.farkleChance[6]! - w.forced) / (1 - w.forced) : 1;
    const banks = new Float64Array(top);
    let reach = 0;
    let farkle = 0;
    mass.fill(0);
    mass[6 * stride] = 1;
    for (let t = 0; t < top; t++) {
      for (let d = 1; d <= 6; d++) {
        const m = mass[d * stride + t]!;
        if (m === 0) continue;
        const mayBank = bankable[t] === 1 && !(d === 6 && w.mustRollHot);
        // Ties go to banking, as in the turn's solve.
        if (mayBank && own[d * stride + t]! === bank[t]!) {
          banks[t]! += m;
          continue;
        }
        farkle += m * w.farkleChance[d]!;
        for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
          let best = clsOptFirst[c]!;
          for (let o = best + 1; o < clsOptFirst[c + 1]!; o++) {
            if (
              own[optNext[o]! * stride + t + optUnits[o]!]! >
              own[optNext[best]! * stride + t + optUnits[best]!]!
            )
              best = o;
          }
          const u = t + optUnits[best]!;
          const p = m * clsProb[c]!;
          if (u < top) mass[optNext[best]! * stride + u]! += p;
          else if (optNext[best] === 6) {
            reach += p * hotWin;
            farkle += p * (1 - hotWin);
          } else reach += p;
        }
      }
    }
    this.reach[a] = reach;
    this.farkle[a] = farkle;
    this.banks[a] = banks;
  }

  /** finished[t][m] from finished[·][m − 1]: the turn's outcomes, then the turns after it. */
  private countTurns(): void {
    const { size } = this.grid;
    const rows: Float64Array[] = [new Float64Array(size)];
    for (let m = 1; m <= MAX_TURNS; m++) {
      const last = rows[m - 1]!;
      const row = new Float64Array(size);
      let least = 1;
      for (let a = 0; a < size; a++) {
        const banks = this.banks[a]!;
        let p = this.reach[a]! + this.farkle[a]! * last[a]!;
        for (let t = 1; t < banks.length; t++) if (banks[t]! > 0) p += banks[t]! * last[a + t]!;
        row[a] = p;
        least = Math.min(least, p);
      }
      rows.push(row);
      if (least > 1 - TAIL) break;
    }
    this.turns = rows.length - 1;
    this.finished = new Float64Array(size * (this.turns + 1));
    rows.forEach((row, m) => row.forEach((p, a) => (this.finished[a * (this.turns + 1) + m] = p)));
  }
}
