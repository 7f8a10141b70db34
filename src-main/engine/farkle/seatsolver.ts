import type { Rules } from '../../../src-shared/farkle';
import { farkleValue, samePolicy, type TurnPolicy } from './seatcycle';
import { seatChains, seatTurnTop, type ChainShare, type SeatChains } from './seatchain';
import { SeatFinal } from './seatfinal';
import { startingGuess } from './seatguess';
import { SeatLayout } from './seatlayout';
import { mixedCycle, type CycleSolution } from './seatmix';
import { aboutPositions } from './seatabout';
import { bestReplies, checkFromBelow, checksEveryCycle } from './seatreplies';
import { stagesOfSum, seatSums } from './seatsums';
import type { SeatTable } from './seattable';
import { SeatTurn } from './seatturn';

export type { SeatTable } from './seattable';

/** Passes (with a three-farkle penalty) stop once no chance moves by more than this. */
const SWEEP_TOLERANCE = 1e-12;
const MAX_SWEEPS = 500;

/**
 * The n-seat win-chance solver. Each mover maximises their own chance of winning; the other
 * seats' chances follow the mover's choices. A bank raises the sum of the totals, so sums are
 * solved from the highest down. Without a penalty a farkle only rotates the scores, so the
 * rotations of a position form a cycle solved together: best replies (each turn solved against
 * the others' values, then the cycle's linear equations for those policies) until no mover's
 * policy changes, which is then exact unless the check from below (seatreplies.ts) finds
 * another equilibrium; if the replies come back round, the cycle's mixed solution (seatmix.ts).
 * With a penalty the positions are solved one by one in whole passes, as the two-seat solve
 * does, until nothing moves.
 */
export class SeatSolver {
  readonly layout: SeatLayout;
  readonly values: Float64Array;
  readonly final: SeatFinal | null;
  private readonly turn: SeatTurn;
  /** Turn reuse along chains, where hot dice need not be rolled (x enters the cells otherwise). */
  private readonly chains: SeatChains | null;
  /** The chain key and lowest bank of the position fillBank last filled. */
  private chainKey = 0;
  private bankFrom = 0;
  private lastSum = Infinity;
  private readonly totals: Int32Array;
  private readonly flags: Int32Array;
  readonly stats = { cycles: 0, mixedCycles: 0, choiceCycles: 0, unsolvedCycles: 0 };
  evaluations = 0;
  residual = 0;
  /** Positions of the cycles with a choice or not solved: where the table's `about` starts. */
  readonly uncertain: number[] = [];

  /** `reuse`: the chain cache, this solve's own (`true`), shared with other threads, or none. */
  constructor(
    rules: Rules,
    seats: number,
    values?: Float64Array,
    reuse: ChainShare | boolean = true,
  ) {
    this.layout = new SeatLayout(rules, seats);
    const { positions } = this.layout;
    this.values = values ?? new Float64Array(positions * seats);
    this.final = rules.finalRound ? new SeatFinal(this.layout) : null;
    const reach = this.final ? this.final.reach : 0;
    // Without a penalty the bank values are solved chances, which add up to one.
    const top = seatTurnTop(this.layout, reach) + 1;
    this.turn = new SeatTurn(this.layout.turn, seats, top, this.layout.penalty === 0);
    this.chains = seatChains(this.turn, this.layout, reach, reuse);
    this.totals = new Int32Array(seats);
    this.flags = new Int32Array(seats);
  }

  /**
   * Fills the turn's bank values for the position in totals/flags and gives the turn total from
   * which banking wins for sure.
   */
  private fillBank(): number {
    const { layout, values, turn, totals, flags, final } = this;
    const { seats, size, cell } = layout;
    const a = totals[0]!;
    const from = layout.bankFrom(a, flags[0]!);
    let top = Math.max(from, size - a, 1);
    if (final) top = Math.max(top, final.sureFrom(totals) - a);
    let rest = 0;
    for (let k = 1; k < seats; k++) rest = rest * cell + layout.seatCode(totals[k]!, flags[k]!);
    this.chainKey = rest * layout.flags + flags[0]!;
    this.bankFrom = from;
    const banked = layout.flagsOf(0, true);
    const { bank, bankable } = turn;
    const finalBanks = final?.banks(totals, flags);
    bankable.fill(0, 0, Math.min(from, top));
    // The next position's index at t = 0; each unit of t moves it by `flags` positions.
    const next0 = (rest * cell + layout.seatCode(a, banked)) * seats;
    const nextStep = layout.flags * seats;
    for (let t = from; t < top; t++) {
      bankable[t] = 1;
      const total = a + t;
      const at = t * seats;
      if (total < size) {
        const next = next0 + t * nextStep;
        // The banker is the next position's last seat.
        bank[at] = values[next + seats - 1]!;
        for (let k = 1; k < seats; k++) bank[at + k] = values[next + k - 1]!;
      } else if (finalBanks) finalBanks.fill(total, bank, at);
      else {
        bank.fill(0, at, at + seats);
        bank[at] = 1;
      }
    }
    return top;
  }

  /** The turn of the position in totals/flags with the mover's farkle value x. */
  private policy(x: number): TurnPolicy {
    const top = this.fillBank();
    const { chains } = this;
    if (chains) chains.solve(this.chainKey, this.totals[0]!, this.bankFrom, top, x);
    else this.turn.solve(top, x);
    this.evaluations++;
    const { value, q, up, down } = this.turn;
    return { c: Float64Array.from(value), q, up, down };
  }

  /**
   * The turn of a position as the solved table plays it: the evaluator holds the mover's bank
   * and after values, and the farkle value it was solved with.
   */
  turnAt(index: number): { turn: SeatTurn; farkle: number; top: number } {
    const { layout, values, totals, flags } = this;
    const n = layout.seats;
    layout.decode(index, totals, flags);
    const farkle =
      layout.penalty > 0 ? values[this.farkled() * n + n - 1]! : this.rotatedOwn(index);
    layout.decode(index, totals, flags);
    const top = this.fillBank();
    this.turn.solve(top, farkle);
    return { turn: this.turn, farkle, top };
  }

  /** Without a penalty: the mover's chance in the position a farkle rotates to. */
  private rotatedOwn(index: number): number {
    const cycle = this.cycleOf(index);
    const n = this.layout.seats;
    return this.values[cycle[1 % cycle.length]! * n + n - 1]!;
  }

  /** Positions of a cycle, from the one given: each the last one with its scores rotated. */
  cycleOf(index: number): number[] {
    const { layout, totals, flags } = this;
    const list = [index];
    layout.decode(index, totals, flags);
    for (;;) {
      const t0 = totals[0]!;
      const f0 = flags[0]!;
      totals.copyWithin(0, 1);
      flags.copyWithin(0, 1);
      totals[layout.seats - 1] = t0;
      flags[layout.seats - 1] = f0;
      const next = layout.index(totals, flags);
      if (next === index) return list;
      list.push(next);
    }
  }

  /** Solves the farkle cycle through this position (no penalty). */
  solveCycle(index: number): void {
    const { layout, values } = this;
    const n = layout.seats;
    const cycle = this.cycleOf(index);
    this.stats.cycles++;
    const v = startingGuess(layout, values, cycle, this.totals, this.flags);
    const policyAt = (j: number, x: number): TurnPolicy => {
      layout.decode(cycle[j]!, this.totals, this.flags);
      return this.policy(x);
    };
    const mixedAmong = (candidates: TurnPolicy[][]): CycleSolution | null =>
      this.mixed(cycle, candidates);
    const end = bestReplies(cycle.length, n, v, policyAt);
    const exhaustive = checksEveryCycle(this.final !== null, n);
    const uncertain = this.stats.choiceCycles + this.stats.unsolvedCycles;
    if (end.settled) {
      this.residual = Math.max(this.residual, end.residual);
      if (checkFromBelow(end, v, n, policyAt, mixedAmong, exhaustive)) {
        this.stats.choiceCycles++;
        this.checkCycle(cycle, v);
      }
    } else {
      const solution = this.mixed(cycle, end.seen);
      if (solution) {
        v.set(solution.values);
        this.stats.mixedCycles++;
        const below = checkFromBelow(end, v, n, policyAt, mixedAmong, exhaustive);
        if (below || solution.several) this.stats.choiceCycles++;
      } else this.stats.unsolvedCycles++;
      this.checkCycle(cycle, v);
    }
    if (this.stats.choiceCycles + this.stats.unsolvedCycles > uncertain)
      this.uncertain.push(...cycle);
    cycle.forEach((position, j) => values.set(v.subarray(j * n, j * n + n), position * n));
  }

  /** The cycle's mixed solution, adding any better policy a check finds to the candidates. */
  private mixed(cycle: number[], candidates: TurnPolicy[][]): CycleSolution | null {
    const { layout } = this;
    const n = layout.seats;
    for (let tries = 0; tries < 4; tries++) {
      const solution = mixedCycle(candidates, n);
      if (!solution) return null;
      let added = false;
      cycle.forEach((position, j) => {
        layout.decode(position, this.totals, this.flags);
        const x = farkleValue(solution.values, j, cycle.length, n);
        const best = this.policy(x);
        const gain = best.c[0]! + best.q * x - solution.values[j * n]!;
        if (gain > 1e-12 && !candidates[j]!.some((s) => samePolicy(s, best))) {
          candidates[j]!.push(best);
          added = true;
        }
      });
      if (!added) return solution;
    }
    return null;
  }

  /** Bellman residual of a solved cycle: the mover's gain by its best reply. */
  private checkCycle(cycle: number[], v: Float64Array): void {
    const { layout } = this;
    const n = layout.seats;
    cycle.forEach((position, j) => {
      layout.decode(position, this.totals, this.flags);
      const x = farkleValue(v, j, cycle.length, n);
      const best = this.policy(x);
      const gap = Math.abs(best.c[0]! + best.q * x - v[j * n]!);
      this.residual = Math.max(this.residual, gap);
    });
  }

  /** One position solved against the current values (with a penalty). Returns its change. */
  private solveSingle(index: number): number {
    const { layout, values, totals, flags } = this;
    const n = layout.seats;
    layout.decode(index, totals, flags);
    const farkled = this.farkled() * n;
    const p = this.policy(values[farkled + n - 1]!);
    let change = 0;
    for (let k = 0; k < n; k++) {
      const v = p.c[k]! + p.q * values[farkled + ((k + n - 1) % n)]!;
      change = Math.max(change, Math.abs(v - values[index * n + k]!));
      values[index * n + k] = v;
    }
    return change;
  }

  /** The position a farkle from totals/flags hands on (with a penalty). */
  private farkled(): number {
    const { layout, totals, flags } = this;
    const streak = layout.streakOf(flags[0]!);
    const total = streak < 2 ? totals[0]! : layout.clamp(totals[0]! - layout.penalty);
    const flag = streak < 2 ? flags[0]! + 1 : flags[0]! - streak;
    return layout.index([...totals.subarray(1), total], [...flags.subarray(1), flag]);
  }

  /** Whether the position is the first of its cycle (its index the least of its rotations). */
  private leads(index: number): boolean {
    return this.cycleOf(index).every((other) => other >= index);
  }

  /**
   * Before a sum's stages: frees the chains with no member left; a sum above the last one starts
   * a new pass (with a penalty), on new bank values, where no chain's layers hold.
   */
  beginSum(sum: number): void {
    const store = this.chains?.store;
    if (sum > this.lastSum) store?.newPass();
    store?.dropAbove(sum);
    this.lastSum = sum;
  }

  /** A sum's stages (seatsums.ts): the items of each may be shared out between threads. */
  stages(sum: number): Int32Array[] {
    return stagesOfSum(this.layout, sum, (index) => this.leads(index));
  }

  /**
   * Solves a stage's items: all of them, or, with `take`, the ones it hands out until it gives
   * one past the end. Returns the largest change (with a penalty; 0 without).
   */
  solveStage(items: Int32Array, take?: () => number): number {
    let change = 0;
    let k = take ? take() : 0;
    while (k < items.length) {
      const index = items[k]!;
      if (this.layout.penalty === 0) this.solveCycle(index);
      else change = Math.max(change, this.solveSingle(index));
      k = take ? take() : k + 1;
    }
    return change;
  }

  /** Solves every position. */
  solve(onSum?: (done: number, total: number) => void): SeatTable {
    const sums = seatSums(this.layout);
    let sweeps = 0;
    let change = 0;
    do {
      sweeps++;
      change = 0;
      sums.forEach((sum, done) => {
        this.beginSum(sum);
        for (const stage of this.stages(sum)) change = Math.max(change, this.solveStage(stage));
        onSum?.(done + 1, sums.length);
      });
    } while (anotherSeatPass(this.layout, change, sweeps));
    return this.table(sweeps, change);
  }

  get layers(): number {
    return this.turn.layers;
  }

  /** The solved table, with its counts, after `sweeps` passes whose last moved by `change`. */
  table(sweeps: number, change: number): SeatTable {
    return {
      layout: this.layout,
      values: this.values,
      ...this.stats,
      sweeps,
      evaluations: this.evaluations,
      layers: this.layers,
      residual: this.layout.penalty > 0 ? Math.max(this.residual, change) : this.residual,
      about: aboutPositions(this.layout, this.uncertain),
    };
  }
}

/**
 * Whether the values need another pass after pass number `sweeps` moved them by `change` at most:
 * never without a penalty (each cycle is then solved exactly, once).
 */
export function anotherSeatPass(layout: SeatLayout, change: number, sweeps: number): boolean {
  return layout.penalty > 0 && change > SWEEP_TOLERANCE && sweeps < MAX_SWEEPS;
}

/** Solves the n-seat game under these rules in this thread. */
export function solveSeats(
  rules: Rules,
  seats: number,
  onSum?: (done: number, total: number) => void,
): SeatTable {
  return new SeatSolver(rules, seats).solve(onSum);
}

/** The start's position: all totals 0, none on the board. */
export function startIndex(layout: SeatLayout): number {
  const n = layout.seats;
  return layout.index(new Int32Array(n), new Int32Array(n).fill(layout.flagsOf(0, false)));
}

/** Every seat's chance of winning from the start (seat order). */
export function startChances(table: SeatTable): number[] {
  const n = table.layout.seats;
  const i = startIndex(table.layout) * n;
  return Array.from(table.values.subarray(i, i + n));
}
