import { describe, expect, it } from 'vitest';
import { farkleValue, samePolicy, type TurnPolicy } from './seatcycle';
import { SAME_SOLUTION } from './seatmix';
import { bestReplies, checkFromBelow, valueIterationFromBelow } from './seatreplies';
import { seededRandom } from './seatsolver.testkit';

/**
 * A mover's two turn policies, a safer one and a bolder one whose preference flips at a farkle
 * value near the cycle's (as in seatmix.test.ts), and its best reply at x as the solver gives it:
 * the better of the two, with how far x may move before the other wins.
 */
function mover(next: () => number, n: number): (x: number) => TurnPolicy {
  const crossing = 0.15 + 0.3 * next();
  const [safe, bold] = [0.2, 0.5].map((q, i) => {
    const own = 0.4 - (i === 0 ? 0 : 0.3 * crossing) + 0.1 * next();
    const raw = Array.from({ length: n - 1 }, () => next());
    const sum = raw.reduce((s, x) => s + x, 0);
    return { c: Float64Array.from([own, ...raw.map((r) => ((1 - q - own) * r) / sum)]), q };
  }) as [TurnPolicy, TurnPolicy];
  const at = (safe.c[0]! - bold.c[0]!) / (bold.q - safe.q);
  return (x) =>
    x < at ? { ...safe, up: at - x, down: Infinity } : { ...bold, up: Infinity, down: x - at };
}

/** Whether every mover's best reply at these cycle values gains nothing over its value. */
function isEquilibrium(
  values: Float64Array,
  n: number,
  policyAt: (j: number, x: number) => TurnPolicy,
): boolean {
  return Array.from({ length: n }, (_, j) => {
    const x = farkleValue(values, j, n, n);
    const best = policyAt(j, x);
    return best.c[0]! + best.q * x <= values[j * n]! + 1e-12;
  }).every(Boolean);
}

/**
 * Plain value iteration on the cycle from 0, written out (no windows, no jumps): each round
 * against the farkle's direction until no value moves. Its values, or null if it never settles.
 */
function plainFromBelow(
  n: number,
  policyAt: (j: number, x: number) => TurnPolicy,
): Float64Array | null {
  const v = new Float64Array(n * n);
  for (let round = 0; round < 2_000; round++) {
    let change = 0;
    for (let j = n - 1; j >= 0; j--) {
      const p = policyAt(j, farkleValue(v, j, n, n));
      const next = ((j + 1) % n) * n;
      for (let k = 0; k < n; k++) {
        const value = p.c[k]! + p.q * v[next + ((k + n - 1) % n)]!;
        change = Math.max(change, Math.abs(value - v[j * n + k]!));
        v[j * n + k] = value;
      }
    }
    if (change === 0) return v;
  }
  return null;
}

describe('the check of a solved cycle for another equilibrium, from below', () => {
  it('takes the one value iteration from 0 reaches where it differs, and says so', () => {
    const next = seededRandom(37);
    let choices = 0;
    let settled = 0;
    let moved = 0;
    let unmovedChoices = 0;
    let holdAtZero = 0;
    for (let game = 0; game < 2_000; game++) {
      const n = 3;
      const movers = Array.from({ length: n }, () => mover(next, n));
      const policyAt = (j: number, x: number): TurnPolicy => movers[j]!(x);
      // The first run starts high (every value 1/2 above a third), the check from 0.
      const values = new Float64Array(n * n).fill(0.5);
      const end = bestReplies(n, n, values, policyAt);
      if (!end.settled) continue;
      settled++;
      const found = Float64Array.from(values);
      expect(isEquilibrium(found, n, policyAt)).toBe(true);
      // Only settled cycles here: no mixed solution is asked for.
      const choice = checkFromBelow(end, values, n, policyAt, () => null, false);
      const plain = plainFromBelow(n, policyAt);
      // Every policy holds from 0 up: value iteration from 0 keeps them, whatever moved.
      if (end.holdsAtZero) {
        holdAtZero++;
        expect(plain).not.toBeNull();
        plain!.forEach((v, i) => expect(v).toBeCloseTo(found[i]!, 12));
      }
      // The exhaustive check (four seats, a final round): always value iteration's equilibrium.
      const every = Float64Array.from(found);
      const everyChoice = checkFromBelow(end, every, n, policyAt, () => null, true);
      if (plain) {
        every.forEach((v, i) => expect(v).toBeCloseTo(plain[i]!, 12));
        expect(everyChoice).toBe(plain.some((v, i) => Math.abs(v - found[i]!) > SAME_SOLUTION));
        if (everyChoice && !choice) unmovedChoices++;
      }
      if (end.seen.every((list) => list.length < 2)) {
        expect(choice).toBe(false);
        expect(values).toEqual(found);
        continue;
      }
      moved++;
      if (!plain) {
        // Value iteration goes round: the best replies' equilibrium is kept, with a choice.
        expect(choice).toBe(true);
        expect(values).toEqual(found);
        choices++;
        continue;
      }
      const differs = plain.some((v, i) => Math.abs(v - found[i]!) > SAME_SOLUTION);
      expect(choice).toBe(differs);
      // Whichever it is, the values are value iteration's, an equilibrium.
      values.forEach((v, i) => expect(v).toBeCloseTo(plain[i]!, 12));
      expect(isEquilibrium(values, n, policyAt)).toBe(true);
      if (choice) choices++;
    }
    // A few games have a second equilibrium that value iteration from 0 reaches (3 of 1,849).
    expect(choices).toBeGreaterThan(0);
    expect(choices).toBeLessThan(moved);
    expect(moved).toBeLessThan(settled);
    // Where no policy moved value iteration can still end elsewhere (4 games), never where every
    // policy holds at 0: why the exhaustive check runs on the cycles whose windows miss 0.
    expect(unmovedChoices).toBeGreaterThan(0);
    expect(holdAtZero).toBeGreaterThan(0);
    expect(holdAtZero).toBeLessThan(settled);
  });

  it('solves a cycle by value iteration from below to an equilibrium, or says it never settles', () => {
    const next = seededRandom(11);
    let reached = 0;
    for (let game = 0; game < 300; game++) {
      const n = 3;
      const movers = Array.from({ length: n }, () => mover(next, n));
      const policyAt = (j: number, x: number): TurnPolicy => movers[j]!(x);
      const below = valueIterationFromBelow(n, n, policyAt);
      const plain = plainFromBelow(n, policyAt);
      expect(below.settled).toBe(plain !== null);
      if (!plain) continue;
      reached++;
      below.values.forEach((v, i) => expect(v).toBeCloseTo(plain[i]!, 12));
      expect(isEquilibrium(below.values, n, policyAt)).toBe(true);
      below.replies.forEach((p, j) => {
        expect(samePolicy(p, policyAt(j, farkleValue(plain, j, n, n)))).toBe(true);
      });
    }
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(300);
  });

  it('counts no choice where the two solutions differ by rounding alone', () => {
    const next = seededRandom(5);
    let tried = 0;
    for (let game = 0; game < 300 && tried < 20; game++) {
      const n = 3;
      const movers = Array.from({ length: n }, () => mover(next, n));
      const policyAt = (j: number, x: number): TurnPolicy => movers[j]!(x);
      const values = new Float64Array(n * n).fill(0.5);
      const end = bestReplies(n, n, values, policyAt);
      const plain = plainFromBelow(n, policyAt);
      if (!end.settled || end.holdsAtZero || !plain) continue;
      if (plain.some((v, i) => Math.abs(v - values[i]!) > 1e-14)) continue;
      tried++;
      // Turns solved in another order move the last bits: the solve found 1.5e-12 apart.
      const nudged = values.map((v, i) => v + (i % 2 ? 2e-12 : -2e-12));
      const kept = Float64Array.from(nudged);
      expect(checkFromBelow(end, nudged, n, policyAt, () => null, true)).toBe(false);
      expect(nudged).toEqual(kept);
      // A second equilibrium is a gap of 1e-5 and more: that one still counts.
      const apart = values.map((v, i) => v + (i % 2 ? 1e-6 : -1e-6));
      expect(checkFromBelow(end, apart, n, policyAt, () => null, true)).toBe(true);
    }
    expect(tried).toBe(20);
  });
});
