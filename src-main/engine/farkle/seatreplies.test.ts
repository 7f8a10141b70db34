import { describe, expect, it } from 'vitest';
import { cycleValues, farkleValue, type TurnPolicy } from './seatcycle';
import { bestReplies, checkFromBelow } from './seatreplies';
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

describe('the check of a settled cycle for another equilibrium, from below', () => {
  it('takes the one from below where it differs, and says the cycle has a choice', () => {
    const next = seededRandom(37);
    let choices = 0;
    let settled = 0;
    for (let game = 0; game < 600; game++) {
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
      const choice = checkFromBelow(end, values, n, policyAt);
      const below = new Float64Array(n * n);
      const fromBelow = bestReplies(n, n, below, policyAt);
      const moved = end.seen.some((list) => list.length > 1);
      const differs = below.some((v, i) => Math.abs(v - found[i]!) > 1e-12);
      expect(choice).toBe(moved && (!fromBelow.settled || differs));
      if (!choice) {
        expect(values).toEqual(found);
        continue;
      }
      choices++;
      if (fromBelow.settled) {
        // Both are equilibria, with other chances; the one taken is from below.
        expect(isEquilibrium(values, n, policyAt)).toBe(true);
        values.forEach((v, i) => expect(v).toBeCloseTo(below[i]!, 12));
        const check = new Float64Array(n * n);
        cycleValues(
          fromBelow.replies.map((first) => ({ first, second: null, weight: 1 })),
          n,
          check,
        );
        check.forEach((v, i) => expect(v).toBeCloseTo(values[i]!, 12));
      }
    }
    // Some games have two equilibria and the check finds them; most settle with one.
    expect(choices).toBeGreaterThan(0);
    expect(choices).toBeLessThan(settled);
  });
});
