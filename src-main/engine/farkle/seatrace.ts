import type { Rules } from '../../../src-shared/farkle';
import { finalLastTurn } from './seatfinal';
import { SeatGrid, targetRulesProblem } from './seatgrid';
import { RaceFinalRound, type RaceTurns } from './seatracefinal';
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
/** With a final round, a lead the others pass less often than this is not built further. */
const LEAD_EPSILON = 1e-4;
/**
 * Being passed in the final round, in turns of the policy's cost: three (nearer the exact odds at
 * 500 to 2,000 points than two, four, or the start's expected turns: docs/odds.md).
 */
const PASSED_TURNS = 3;

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
 * few totals at a time (`buildSome`), so it can be built between other work. With a final round
 * the seat that gets there first still faces the others' last turns (RaceFinalRound), so its
 * policy may roll on past the target to build a lead, being passed costing PASSED_TURNS turns.
 */
export class SeatRace implements RaceTurns {
  readonly grid: SeatGrid;
  /** Seats at the table: with a final round a seat's policy weighs how many will chase it. */
  readonly seats: number;
  readonly states: number;
  /** Turns the distributions cover (past them every seat has finished, to within TAIL). */
  turns = 0;
  /** finished[state * (turns + 1) + m]: the chance of being at the target within m turns. */
  private finished = new Float64Array(0);
  /**
   * The race policy's value in each state: 1 − TURN_COST · expected turns to the target (and
   * PASSED_TURNS more times the chance of being passed in a final round).
   */
  private readonly value: Float64Array;
  /** Per state: chance the turn reaches the target, farkles, and banks each turn total below it. */
  private readonly reach: Float64Array;
  /** Per state with a final round: the chance the turn reaches the target o units past it. */
  private readonly overshoots: Float64Array[];
  private readonly farkle: Float64Array;
  private readonly banks: Float64Array[];
  /** Where a farkle leaves each state, and the banked state of each total (from the floor). */
  private readonly farkledAt: Int32Array;
  private readonly bankedAt: Int32Array;
  private final: RaceFinalRound | null = null;
  private readonly turn: SeatTurn;
  private readonly mass: Float64Array;
  private readonly sweeps: number;
  /**
   * With a final round: passed[t], the chance the others (at the seat's own total) pass a seat
   * that reached the target with turn total t.
   */
  private readonly passed: Float64Array;
  /** Totals solved so far, over every sweep (each sweep goes from the target down). */
  private done = 0;
  private readonly rows = new Int32Array(4);

  constructor(rules: Rules, seats: number) {
    const problem = seatRaceProblem(rules);
    if (problem) throw new RangeError(problem);
    this.grid = new SeatGrid(rules);
    this.seats = seats;
    this.passed = rules.finalRound ? passedChances(this.grid, seats) : new Float64Array(0);
    const states = (this.states = this.grid.span * this.grid.flags);
    this.value = new Float64Array(states).fill(NaN);
    this.reach = new Float64Array(states);
    this.overshoots = [];
    this.farkle = new Float64Array(states);
    this.banks = [];
    this.farkledAt = new Int32Array(states);
    this.bankedAt = new Int32Array(this.grid.span);
    const maxTop = Math.max(this.grid.size, this.grid.bankFrom(0, 0), this.passed.length) + 1;
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

  finishedBy(state: number, m: number): number {
    return this.finished[state * (this.turns + 1) + m]!;
  }

  overshoot(state: number): Float64Array {
    return this.overshoots[state]!;
  }

  /**
   * Every seat's chance of winning the race (mover first, then in turn order), into `out`: seat k
   * wins on its m-th turn if it finishes then, the seats before it have not within m turns and the
   * ones after it not within m − 1 (with a final round, if the others' last turns do not pass it).
   */
  chances(totals: ArrayLike<number>, flags: ArrayLike<number>, out: Float64Array): void {
    const n = out.length;
    const width = this.turns + 1;
    const rows = this.rows;
    for (let k = 0; k < n; k++) rows[k] = this.stateOf(totals[k]!, flags[k]!);
    if (this.final) {
      this.final.chances(rows, out);
      return;
    }
    for (let k = 0; k < n; k++) rows[k]! *= width;
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

  /** With a final round, the race's (built with the race). */
  get finalRound(): RaceFinalRound | null {
    return this.final;
  }

  /** With a final round: a lead past which the race's policy builds no more (0 without one). */
  get lead(): number {
    return this.passed.length;
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
    const there = grid.size - a;
    // With a final round the seat may roll on past the target to build a lead.
    const top = Math.max(from, there, this.passed.length, 1);
    const banked = grid.flagsOf(0, true);
    for (let t = 0; t < top; t++) {
      turn.bankable[t] = t >= from ? 1 : 0;
      if (t < from) turn.bank[t] = 0;
      else if (t < there) turn.bank[t] = this.valueAt(a + t, banked);
      else turn.bank[t] = 1 - PASSED_TURNS * TURN_COST * (this.passed[t] ?? 0);
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
    this.outcomes(state, a, top);
  }

  /** Where the turn just solved from total a ends: the target (how far past), a farkle, or a bank. */
  private outcomes(state: number, a: number, top: number): void {
    const { turn, mass, grid } = this;
    const { stride, own, bank, bankable, w } = turn;
    const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = turn.keeps;
    const hotWin = w.mustRollHot ? (1 - w.farkleChance[6]! - w.forced) / (1 - w.forced) : 1;
    const banks = new Float64Array(top);
    // A turn ends at most a keep past `top`, which is the target or the least bank past it.
    const past = new Float64Array(grid.rules.finalRound ? a + top + w.maxUnits - grid.size + 1 : 0);
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
          if (a + t < grid.size) banks[t]! += m;
          else {
            reach += m;
            if (past.length > 0) past[a + t - grid.size]! += m;
          }
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
          if (u < top) {
            mass[optNext[best]! * stride + u]! += p;
            continue;
          }
          const reached = optNext[best] === 6 ? p * hotWin : p;
          reach += reached;
          farkle += p - reached;
          if (past.length > 0) past[a + u - grid.size]! += reached;
        }
      }
    }
    this.reach[state] = reach;
    this.overshoots[state] = past;
    this.farkle[state] = farkle;
    this.banks[state] = banks;
  }

  spread(last: Float64Array, width: number, s: number, out: Float64Array, at: number): void {
    const { grid, bankedAt } = this;
    const banks = this.banks[s]!;
    const farkle = this.farkle[s]!;
    const farkled = this.farkledAt[s]! * width;
    for (let o = 0; o < width; o++) out[at + o]! += farkle * last[farkled + o]!;
    // Banks start at this state's total: bankedAt is indexed from the floor.
    const base = Math.floor(s / grid.flags);
    for (let t = 1; t < banks.length && base + t < grid.span; t++) {
      const p = banks[t]!;
      if (p === 0) continue;
      const banked = bankedAt[base + t]! * width;
      for (let o = 0; o < width; o++) out[at + o]! += p * last[banked + o]!;
    }
  }

  /** finished[s][m] from finished[·][m − 1]: the turn's outcomes, then the turns after it. */
  private countTurns(): void {
    const { grid, states } = this;
    const banked = grid.flagsOf(0, true);
    for (let a = grid.floor; a < grid.size; a++) {
      this.bankedAt[a - grid.floor] = this.stateOf(a, banked);
      for (let f = 0; f < grid.flags; f++) {
        const [total, flags] = this.grid.farkled(a, f);
        this.farkledAt[this.stateOf(a, f)] = this.stateOf(total, flags);
      }
    }
    const rows: Float64Array[] = [new Float64Array(states)];
    for (let m = 1; m <= MAX_TURNS; m++) {
      const row = this.reach.slice();
      for (let s = 0; s < states; s++) this.spread(rows[m - 1]!, 1, s, row, s);
      rows.push(row);
      if (Math.min(...row) > 1 - TAIL) break;
    }
    this.turns = rows.length - 1;
    const width = this.turns + 1;
    this.finished = new Float64Array(states * width);
    rows.forEach((row, m) => row.forEach((p, s) => (this.finished[s * width + m] = p)));
    if (grid.rules.finalRound) this.final = new RaceFinalRound(this);
  }
}

/**
 * The chance that seats - 1 others, each at the total the seat started its turn from, pass it in
 * their last turns once it reaches the target with turn total t (for t up to where that falls
 * below LEAD_EPSILON).
 */
function passedChances(grid: SeatGrid, seats: number): Float64Array {
  const last = finalLastTurn(grid.turn);
  const chances: number[] = [];
  for (let t = 0; ; t++) {
    const passed = 1 - (1 - last.chance(t + 1)) ** (seats - 1);
    if (passed < LEAD_EPSILON) break;
    chances.push(passed);
  }
  return Float64Array.from(chances);
}
