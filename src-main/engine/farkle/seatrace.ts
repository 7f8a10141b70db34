import type { Rules } from '../../../src-shared/farkle';
import { SeatGrid, targetRulesProblem } from './seatgrid';
import { SeatTurn } from './seatturn';

/** A turn's cost in the race policy's values (1 − cost · expected turns stays above 0). */
const TURN_COST = 1e-3;
/** The turn counts stop once every seat has surely finished to within this. */
const TAIL = 1e-12;
const MAX_TURNS = 1000;
/**
 * Sweeps of the race policy with a three-farkle penalty: the third farkle drops a seat to a total
 * not solved yet, so the policy is solved again on the values of the sweep before (docs/odds.md:
 * a third sweep moved no decision of `minimal` with a penalty of 500).
 */
const PENALTY_SWEEPS = 3;

/** Why the race model cannot take these rules, or null. */
export function seatRaceProblem(rules: Rules): string | null {
  return targetRulesProblem(rules);
}

/**
 * The race between the seats, each playing alone: every seat takes the policy that reaches the
 * target in the fewest turns on average (its own turns only, blind to the others), so its number of
 * turns to the target has a distribution of its own, and a seat wins when it gets there before
 * those ahead of it in turn order do. A seat's state is its total and flags (the farkle streak
 * with a penalty, and whether it is on the board), as in SeatGrid. Built from the target down, a
 * few totals at a time (`buildSome`), so it can be built between other work.
 */
export class SeatRace {
  readonly grid: SeatGrid;
  /** Turns the distributions cover (past them every seat has finished, to within TAIL). */
  turns = 0;
  /** finished[state * (turns + 1) + m]: the chance of being at the target within m turns. */
  private finished = new Float64Array(0);
  /** The race policy's value in each state: 1 − TURN_COST · expected turns to the target. */
  private readonly value: Float64Array;
  /** Per state: chance the turn reaches the target, farkles, and banks each turn total below it. */
  private readonly reach: Float64Array;
  private readonly farkle: Float64Array;
  private readonly banks: Float64Array[];
  private readonly turn: SeatTurn;
  private readonly mass: Float64Array;
  private readonly sweeps: number;
  /** Totals solved so far, over every sweep (each sweep goes from the target down). */
  private done = 0;
  private readonly rows = new Int32Array(4);

  constructor(rules: Rules) {
    const problem = seatRaceProblem(rules);
    if (problem) throw new RangeError(problem);
    this.grid = new SeatGrid(rules);
    const states = this.grid.span * this.grid.flags;
    this.value = new Float64Array(states).fill(NaN);
    this.reach = new Float64Array(states);
    this.farkle = new Float64Array(states);
    this.banks = [];
    const maxTop = Math.max(this.grid.size, this.grid.bankFrom(0, 0)) + 1;
    this.turn = new SeatTurn(this.grid.turn, 1, maxTop);
    this.mass = new Float64Array(7 * this.turn.stride);
    this.sweeps = this.grid.penalty > 0 ? PENALTY_SWEEPS : 1;
  }

  /** Share of the build done (0 to 1). */
  get progress(): number {
    return this.done / (this.grid.span * this.sweeps);
  }

  get built(): boolean {
    return this.turns > 0;
  }

  /** Builds up to `count` more totals; the turn counts once they are all done. Returns `built`. */
  buildSome(count: number): boolean {
    const { span, size } = this.grid;
    for (let k = 0; k < count && this.done < span * this.sweeps; k++) {
      this.solveTotal(size - 1 - (this.done % span));
      this.done++;
    }
    if (this.done === span * this.sweeps && !this.built) this.countTurns();
    return this.built;
  }

  /** A seat's state: its total (held inside the grid, below the target) and flags. */
  private stateOf(total: number, flags: number): number {
    const { grid } = this;
    return (grid.clamp(Math.min(total, grid.size - 1)) - grid.floor) * grid.flags + flags;
  }

  /** The race policy's value at a total and flags: 1 at the target. */
  private valueAt(total: number, flags: number): number {
    return total >= this.grid.size ? 1 : this.value[this.stateOf(total, flags)]!;
  }

  /**
   * Every seat's chance of winning the race (mover first, then in turn order), into `out`: seat k
   * wins on its m-th turn if it finishes then, the seats before it have not within m turns and the
   * ones after it not within m − 1.
   */
  chances(totals: ArrayLike<number>, flags: ArrayLike<number>, out: Float64Array): void {
    const n = out.length;
    const width = this.turns + 1;
    const rows = this.rows;
    for (let k = 0; k < n; k++) rows[k] = this.stateOf(totals[k]!, flags[k]!) * width;
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

  /** Every flag of total a, the longest streak first (a farkle lengthens it). */
  private solveTotal(a: number): void {
    const { grid } = this;
    for (let f = grid.flags - 1; f >= 0; f--) this.solveState(a, f);
  }

  /** The race policy's turn from total a with these flags, its outcomes' chances kept. */
  private solveState(a: number, flags: number): void {
    const { grid, turn, value } = this;
    const from = grid.bankFrom(a, flags);
    const top = Math.max(from, grid.size - a, 1);
    const banked = grid.flagsOf(0, true);
    for (let t = 0; t < top; t++) {
      turn.bankable[t] = t >= from ? 1 : 0;
      turn.bank[t] = t >= from ? this.valueAt(a + t, banked) : 0;
    }
    const state = this.stateOf(a, flags);
    const [fTotal, fFlags] = this.grid.farkled(a, flags);
    const loops = fTotal === a && fFlags === flags;
    // A third farkle drops to a total the first sweep has not solved: guessed one unit up.
    let x = loops ? NaN : this.valueAt(fTotal, fFlags);
    if (Number.isNaN(x)) x = this.valueAt(a + 1, banked);
    // A farkle that comes back here: the value is the fixed point x = C + q·x − cost, exact
    // once the decisions hold between the values solved at and found.
    for (let round = 0; loops && round < 100; round++) {
      turn.solve(top, x);
      const found = (turn.value[0]! - TURN_COST) / (1 - turn.q);
      const held = turn.holds(found - x);
      x = found;
      if (held) break;
    }
    turn.solve(top, x);
    value[state] = loops ? x : turn.value[0]! + turn.q * x - TURN_COST;
    this.outcomes(state, top);
  }

  /** Where the turn just solved ends: the target, a farkle, or each bank. */
  private outcomes(state: number, top: number): void {
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
    this.reach[state] = reach;
    this.farkle[state] = farkle;
    this.banks[state] = banks;
  }

  /** finished[s][m] from finished[·][m − 1]: the turn's outcomes, then the turns after it. */
  private countTurns(): void {
    const { grid } = this;
    const states = grid.span * grid.flags;
    const banked = grid.flagsOf(0, true);
    const farkled = new Int32Array(states);
    const bankedAt = new Int32Array(grid.span);
    for (let a = grid.floor; a < grid.size; a++) {
      bankedAt[a - grid.floor] = this.stateOf(a, banked);
      for (let f = 0; f < grid.flags; f++) {
        const [total, flags] = this.grid.farkled(a, f);
        farkled[this.stateOf(a, f)] = this.stateOf(total, flags);
      }
    }
    const rows: Float64Array[] = [new Float64Array(states)];
    for (let m = 1; m <= MAX_TURNS; m++) {
      const last = rows[m - 1]!;
      const row = new Float64Array(states);
      let least = 1;
      for (let s = 0; s < states; s++) {
        const banks = this.banks[s]!;
        // Banks start at this state's total: bankedAt is indexed from the floor.
        const base = Math.floor(s / grid.flags);
        let p = this.reach[s]! + this.farkle[s]! * last[farkled[s]!]!;
        for (let t = 1; t < banks.length; t++) {
          // A bank past the target (an entry threshold above what is left) has won.
          if (banks[t]! > 0)
            p += banks[t]! * (base + t < grid.span ? last[bankedAt[base + t]!]! : 1);
        }
        row[s] = p;
        least = Math.min(least, p);
      }
      rows.push(row);
      if (least > 1 - TAIL) break;
    }
    this.turns = rows.length - 1;
    const width = this.turns + 1;
    this.finished = new Float64Array(states * width);
    rows.forEach((row, m) => row.forEach((p, s) => (this.finished[s * width + m] = p)));
  }
}
