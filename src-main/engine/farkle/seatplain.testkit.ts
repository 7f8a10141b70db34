import type { Rules } from '../../../src-shared/farkle';
import type { TurnPolicy } from './seatcycle';
import { SeatLayout } from './seatlayout';
import { mixedCycle } from './seatmix';
import { PlainFinal } from './seatplainfinal.testkit';
import { PlainRolls, PlainTurn } from './seatplainturn.testkit';

/** Rounds a farkle cycle (or, with a penalty, a sum) may take before it counts as not settling. */
const MAX_ROUNDS = 100;
/** Rounds at the end whose policies are the candidates of a mixed solution. */
const SEEN_ROUNDS = 40;

/**
 * A deliberately simple n-seat solver for the tests: plain value iteration over every position.
 * Sums of totals are taken from the highest down (a bank raises the sum); within a sum each
 * position's value is replaced by its Bellman update (its turn solved against the current values,
 * `PlainTurn`) until nothing moves: without a penalty cycle by cycle, each farkle cycle's
 * positions taken against the farkle's direction so each update reads its successor's fresh
 * value; with one, the whole sum, in passes until no sum moves. Where a cycle never settles, it
 * takes the solution concept's equilibrium (`mixedCycle`, shared with the fast solver) among the
 * policies its own last rounds went through. The final round is `PlainFinal`. Nothing of the fast
 * solver is used but the positions' layout, the roll model and that choice of equilibrium.
 * With `only` (no penalty): just the farkle cycles through its positions, from 0, against the
 * chances of `only.values` elsewhere (another solver's table).
 */
export function simpleSeatSolve(
  rules: Rules,
  seats: number,
  only?: { values: Float64Array; positions: number[] },
): { values: Float64Array; mixed: number; turns: number } {
  const layout = new SeatLayout(rules, seats);
  const { size, floor, penalty, cell } = layout;
  const n = seats;
  const rolls = new PlainRolls(rules, layout.unit);
  const final = rules.finalRound ? new PlainFinal(layout, rolls) : null;
  const turn = new PlainTurn(rolls);
  const values = only ? Float64Array.from(only.values) : new Float64Array(layout.positions * n);
  const totals = new Int32Array(n);
  const flags = new Int32Array(n);
  let turns = 0;
  /**
   * By the other seats' part of the index: every seat's chance after the mover banks size + i
   * (final round), n at a time, filled when first asked.
   */
  const finalBanks = new Map<number, Float64Array>();

  /** The chances after the mover banks `total` at or past the target, the others at rest. */
  function finalBank(rest: number, total: number): Float64Array {
    let banks = finalBanks.get(rest);
    if (!banks) {
      banks = new Float64Array((final!.sureFrom(totals) - size) * n).fill(NaN);
      finalBanks.set(rest, banks);
    }
    const at = (total - size) * n;
    if (Number.isNaN(banks[at])) banks.set(final!.after(total, totals, flags), at);
    return banks.subarray(at, at + n);
  }

  /** The turn of the position in totals/flags, with the mover's farkle value x. */
  function solveTurn(x: number): TurnPolicy {
    const a = totals[0]!;
    const from = layout.bankFrom(a, flags[0]!);
    const top = Math.max(from, (final ? final.sureFrom(totals) : size) - a);
    let rest = 0;
    for (let k = 1; k < n; k++) rest = rest * cell + layout.seatCode(totals[k]!, flags[k]!);
    const banked = new Float64Array(n);
    turn.solve(top, n, x, (t) => {
      if (t < from) return null;
      if (a + t >= size) return finalBank(rest, a + t);
      // The banker is the next position's last seat.
      const next = (rest * cell + layout.seatCode(a + t, layout.flagsOf(0, true))) * n;
      for (let k = 0; k < n; k++) banked[k] = values[next + ((k + n - 1) % n)]!;
      return banked;
    });
    turns++;
    const start = turn.cell(0, 6);
    return { c: turn.vector(start), q: turn.q[start]! };
  }

  /** The position a farkle hands on from totals/flags. */
  function farkled(): number {
    const streak = layout.streakOf(flags[0]!);
    const total = streak < 2 ? totals[0]! : Math.max(floor, totals[0]! - penalty);
    const flag = penalty === 0 ? flags[0]! : streak < 2 ? flags[0]! + 1 : flags[0]! - streak;
    return layout.index([...totals.subarray(1), total], [...flags.subarray(1), flag]);
  }

  /** One position's Bellman update: its policy, the position a farkle hands on, the change. */
  function update(index: number): { policy: TurnPolicy; next: number; change: number } {
    layout.decode(index, totals, flags);
    const next = farkled();
    const policy = solveTurn(values[next * n + n - 1]!);
    return { policy, next, change: apply(index, policy, next) };
  }

  /** Sets a position's chances from its turn and the position a farkle hands on; the change. */
  function apply(index: number, policy: TurnPolicy, next: number): number {
    let change = 0;
    for (let k = 0; k < n; k++) {
      const v = policy.c[k]! + policy.q * values[next * n + ((k + n - 1) % n)]!;
      change = Math.max(change, Math.abs(v - values[index * n + k]!));
      values[index * n + k] = v;
    }
    return change;
  }

  /**
   * Updates the positions in order until nothing moves: the last and first rounds' changes, and
   * the policies of the last rounds. When a
   * round's policies are the round before's, the updates are repeated with those policies held
   * (no turn solved) until nothing moves, and the next round checks them: modified policy
   * iteration, the same fixed point in a few rounds instead of dozens.
   */
  function iterate(positions: number[]): { change: number; first: number; seen: TurnPolicy[][] } {
    const seen: TurnPolicy[][] = positions.map(() => []);
    let last: TurnPolicy[] = [];
    let change = 1;
    let first = 0;
    for (let round = 0; round < MAX_ROUNDS && change > 1e-14; round++) {
      change = 0;
      const steps = positions.map((index, j) => {
        const step = update(index);
        change = Math.max(change, step.change);
        const list = seen[j]!;
        if (round >= MAX_ROUNDS - SEEN_ROUNDS && !list.some((p) => samePolicy(p, step.policy))) {
          list.push(step.policy);
        }
        return step;
      });
      if (change > 1e-14 && steps.every((step, j) => last[j] && samePolicy(step.policy, last[j]))) {
        for (let held = 0, moved = 1; held < 100_000 && moved > 1e-16; held++) {
          moved = 0;
          positions.forEach((index, j) => {
            moved = Math.max(moved, apply(index, steps[j]!.policy, steps[j]!.next));
          });
        }
      }
      last = steps.map((step) => step.policy);
      if (round === 0) first = change;
    }
    return { change, first, seen };
  }

  /** The farkle cycle from a position: each the one a farkle from it hands on. */
  function cycleOf(index: number): number[] {
    const cycle = [index];
    layout.decode(index, totals, flags);
    for (let next = farkled(); next !== index; next = farkled()) {
      cycle.push(next);
      layout.decode(next, totals, flags);
    }
    return cycle;
  }

  const bySum = new Map<number, number[]>();
  if (only) {
    const cycles = only.positions.map(cycleOf);
    cycles.flat().forEach((i) => values.fill(0, i * n, i * n + n));
    // From each cycle's least index, where the whole solve starts it.
    cycles.forEach((cycle) => bySum.set(bySum.size, [Math.min(...cycle)]));
  }
  for (let i = 0; i < (only ? 0 : layout.positions); i++) {
    layout.decode(i, totals, flags);
    const sum = totals.reduce((s, t) => s + t, 0);
    bySum.set(sum, [...(bySum.get(sum) ?? []), i]);
  }
  const sums = [...bySum.keys()].sort((x, y) => y - x);
  let mixed = 0;
  if (penalty === 0) {
    for (const sum of sums) {
      const done = new Set<number>();
      for (const start of bySum.get(sum)!) {
        if (done.has(start)) continue;
        // Against the farkle's direction: each position after the one it hands on to.
        const cycle = cycleOf(start).reverse();
        cycle.forEach((i) => done.add(i));
        const { change, seen } = iterate(cycle);
        if (change <= 1e-13) continue;
        settle([...cycle].reverse(), [...seen].reverse());
        mixed++;
      }
    }
  } else {
    for (let pass = 0, moved = 1; pass < 200 && moved > 1e-13; pass++) {
      moved = 0;
      for (const sum of sums) moved = Math.max(moved, iterate(bySum.get(sum)!).first);
    }
  }
  return { values, mixed, turns };

  /**
   * A cycle (in the farkle's direction) that never settled: the concept's equilibrium among the
   * policies seen, adding any better reply a check finds to the candidates, as the concept says.
   */
  function settle(cycle: number[], candidates: TurnPolicy[][]): void {
    for (let tries = 0; tries < 6; tries++) {
      const solution = mixedCycle(candidates, n);
      if (!solution) break;
      cycle.forEach((i, j) => values.set(solution.values.subarray(j * n, j * n + n), i * n));
      let added = false;
      cycle.forEach((i, j) => {
        layout.decode(i, totals, flags);
        const x = values[farkled() * n + n - 1]!;
        const best = solveTurn(x);
        const gain = best.c[0]! + best.q * x - values[i * n]!;
        if (gain > 1e-12 && !candidates[j]!.some((p) => samePolicy(p, best))) {
          candidates[j]!.push(best);
          added = true;
        }
      });
      if (!added) return;
    }
    throw new Error('no equilibrium among the policies seen');
  }
}

function samePolicy(x: TurnPolicy, y: TurnPolicy): boolean {
  return x.q === y.q && x.c.every((v, k) => v === y.c[k]);
}
