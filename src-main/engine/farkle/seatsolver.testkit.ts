import { expect } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { rollModel } from './rolls';
import type { TurnPolicy } from './seatcycle';
import { SeatLayout } from './seatlayout';
import { mixedCycle } from './seatmix';
import { solveSeats, startChances } from './seatsolver';

/**
 * A deliberately simple n-seat solver for the tests: plain value iteration over every position
 * (each sum of totals from the highest down, repeated until nothing moves), each turn a plain
 * recursion over every roll and every keep. It shares nothing with the fast solver but the
 * layout's arithmetic and, for farkle cycles whose values never settle, the solution concept's
 * choice of equilibrium (mixedCycle), given the policies its own iteration went through.
 * No final round (the fast solver's final round is checked against the two-seat solve).
 */
export function simpleSeatSolve(
  rules: Rules,
  seats: number,
): { values: Float64Array; mixed: number } {
  if (rules.finalRound) throw new RangeError('the simple solver has no final round');
  const layout = new SeatLayout(rules, seats);
  const { size, floor, unit, penalty } = layout;
  const model = rollModel(rules);
  const must = rules.hotDice === 'must';
  const n = seats;
  const values = new Float64Array(layout.positions * n);
  let pf6 = 0;
  let forced = 0;
  for (let r = model.firstRoll[6]!; r < model.firstRoll[7]!; r++) {
    let all = model.optFirst[r + 1]! > model.optFirst[r]!;
    for (let o = model.optFirst[r]!; o < model.optFirst[r + 1]!; o++)
      all &&= model.optDice[o] === 6;
    if (model.optFirst[r + 1] === model.optFirst[r]) pf6 += model.rollProb[r]!;
    else if (all) forced += model.rollProb[r]!;
  }
  const totals = new Int32Array(n);
  const flags = new Int32Array(n);

  /** The turn from the position in totals/flags as C (mover first) and farkle chance q. */
  function turn(x: number): TurnPolicy {
    const a = totals[0]!;
    const from = layout.bankFrom(a, flags[0]!);
    const rest = Array.from(totals.subarray(1));
    const restFlags = Array.from(flags.subarray(1));
    const win = (): TurnPolicy => {
      const c = new Float64Array(n);
      c[0] = 1;
      return { c, q: 0 };
    };
    const bank = (t: number): TurnPolicy | null => {
      if (t < from) return null;
      if (a + t >= size) return win();
      const next = layout.index([...rest, a + t], [...restFlags, layout.flagsOf(0, true)]) * n;
      const c = new Float64Array(n);
      for (let k = 0; k < n; k++) c[k] = values[next + ((k + n - 1) % n)]!;
      return { c, q: 0 };
    };
    const memo: TurnPolicy[] = [];
    const value = (t: number, d: number): TurnPolicy => {
      const key = t * 8 + d;
      const known = memo[key];
      if (known) return known;
      if (t >= from && a + t >= size) {
        if (d < 6 || !must) return win();
        // Hot dice that must roll past the target: roll until a keep leaves dice, or a farkle.
        const sure = win();
        sure.c[0] = (1 - pf6 - forced) / (1 - forced);
        sure.q = pf6 / (1 - forced);
        return sure;
      }
      const c = new Float64Array(n);
      let q = 0;
      for (let r = model.firstRoll[d]!; r < model.firstRoll[d + 1]!; r++) {
        const p = model.rollProb[r]!;
        let best: TurnPolicy | null = null;
        for (let o = model.optFirst[r]!; o < model.optFirst[r + 1]!; o++) {
          const left = d - model.optDice[o]! || 6;
          const v = value(t + model.optScore[o]! / unit, left);
          if (!best || v.c[0]! + v.q * x > best.c[0]! + best.q * x) best = v;
        }
        if (!best) q += p;
        else {
          for (let k = 0; k < n; k++) c[k]! += p * best.c[k]!;
          q += p * best.q;
        }
      }
      let result: TurnPolicy = { c, q };
      const banked = d === 6 && must ? null : bank(t);
      if (banked && banked.c[0]! >= c[0]! + q * x) result = banked;
      memo[key] = result;
      return result;
    };
    return value(0, 6);
  }

  /** The position a farkle hands on. */
  function farkled(): number {
    const streak = layout.streakOf(flags[0]!);
    const total = streak < 2 ? totals[0]! : Math.max(floor, totals[0]! - penalty);
    const flag = penalty === 0 ? flags[0]! : streak < 2 ? flags[0]! + 1 : flags[0]! - streak;
    return layout.index([...totals.subarray(1), total], [...flags.subarray(1), flag]);
  }

  /** One position's Bellman update; returns its policy and change. */
  function update(index: number): { policy: TurnPolicy; change: number } {
    layout.decode(index, totals, flags);
    const next = farkled() * n;
    const policy = turn(values[next + n - 1]!);
    let change = 0;
    for (let k = 0; k < n; k++) {
      const v = policy.c[k]! + policy.q * values[next + ((k + n - 1) % n)]!;
      change = Math.max(change, Math.abs(v - values[index * n + k]!));
      values[index * n + k] = v;
    }
    return { policy, change };
  }

  const bySum = new Map<number, number[]>();
  for (let i = 0; i < layout.positions; i++) {
    layout.decode(i, totals, flags);
    const sum = totals.reduce((s, t) => s + t, 0);
    bySum.set(sum, [...(bySum.get(sum) ?? []), i]);
  }
  const sums = [...bySum.keys()].sort((x, y) => y - x);
  let mixed = 0;
  for (let pass = 0; pass < (penalty > 0 ? 200 : 1); pass++) {
    let passChange = 0;
    for (const sum of sums) {
      const positions = bySum.get(sum)!;
      let change = 1;
      let rounds = 0;
      const seen = new Map<number, TurnPolicy[]>();
      const moving: number[] = [];
      for (; change > 1e-14 && rounds < 100; rounds++) {
        change = 0;
        for (const i of positions) {
          const { policy, change: moved } = update(i);
          change = Math.max(change, moved);
          if (rounds === 99 && moved > 1e-13) moving.push(i);
          if (rounds >= 80) {
            const list = seen.get(i) ?? [];
            if (!list.some((p) => p.q === policy.q && p.c.every((v, k) => v === policy.c[k]))) {
              list.push(policy);
            }
            seen.set(i, list);
          }
        }
        passChange = Math.max(passChange, change);
      }
      if (change > 1e-13 && penalty === 0) mixed += settle(moving, seen);
    }
    if (passChange < 1e-13) break;
  }

  /** Cycles still moving: each gets the concept's mixed solution from the policies seen. */
  function settle(moving: number[], seen: Map<number, TurnPolicy[]>): number {
    let count = 0;
    const done = new Set<number>();
    for (const start of moving) {
      if (done.has(start)) continue;
      const cycle = [start];
      layout.decode(start, totals, flags);
      for (;;) {
        const next = farkled();
        if (next === start) break;
        cycle.push(next);
        layout.decode(next, totals, flags);
      }
      cycle.forEach((i) => done.add(i));
      const solution = mixedCycle(
        cycle.map((i) => seen.get(i) ?? []),
        n,
      );
      if (!solution) throw new Error('no equilibrium among the policies seen');
      cycle.forEach((i, j) => values.set(solution.values.subarray(j * n, j * n + n), i * n));
      count++;
    }
    return count;
  }
  return { values, mixed };
}

export const openSeats = (rules: Rules, target: number): Rules => ({
  ...rules,
  target,
  minSeats: 1,
  maxSeats: 4,
});

/** The fast solver and plain value iteration agree on every position's chances. */
export function expectAgreement(rules: Rules, seats: number): void {
  const fast = solveSeats(rules, seats);
  const simple = simpleSeatSolve(rules, seats);
  let worst = 0;
  fast.values.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - simple.values[i]!))));
  expect(worst).toBeLessThan(1e-9);
  expect(simple.mixed).toBe(fast.mixedCycles);
  expect(fast.residual).toBeLessThan(1e-12);
  const chances = startChances(fast);
  expect(chances.reduce((s, c) => s + c, 0)).toBeCloseTo(1, 12);
  // The first seat moves first: it is ahead of every later seat.
  chances.slice(1).forEach((c, k) => expect(c).toBeLessThan(chances[k]!));
}
