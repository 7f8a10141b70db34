import { describe, expect, it } from 'vitest';
import { cycleValues, farkleValue, type TurnPolicy } from './seatcycle';
import { mixedCycle } from './seatmix';

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Two turn policies of a mover whose preference flips at a farkle value near the cycle's: a
 * safer one (less farkle) and a bolder one that pays the mover more only when a farkle is worth
 * more. Chances sum with the farkle chance to one, as a real turn's do.
 */
function policies(next: () => number, n: number): TurnPolicy[] {
  const crossing = 0.15 + 0.3 * next();
  return [0.2, 0.5].map((q, i) => {
    const own = 0.4 - (i === 0 ? 0 : 0.3 * crossing) + 0.1 * next();
    const raw = Array.from({ length: n - 1 }, () => next());
    const sum = raw.reduce((s, x) => s + x, 0);
    const c = Float64Array.from([own, ...raw.map((x) => ((1 - q - own) * x) / sum)]);
    return { c, q };
  });
}

describe('the mixed solution of a farkle cycle', () => {
  it('is an equilibrium: no mover gains by any policy, and a mixing one is indifferent', () => {
    const next = random(2000);
    let mixing = 0;
    for (let game = 0; game < 400; game++) {
      const n = game % 2 === 0 ? 3 : 4;
      const candidates = Array.from({ length: n }, () => policies(next, n));
      const solution = mixedCycle(candidates, n);
      expect(solution).not.toBeNull();
      const values = new Float64Array(n * n);
      cycleValues(solution!.choices, n, values);
      values.forEach((v, i) => expect(v).toBeCloseTo(solution!.values[i]!, 12));
      solution!.choices.forEach((choice, j) => {
        const x = farkleValue(values, j, n, n);
        const own = values[j * n]!;
        for (const p of candidates[j]!) expect(p.c[0]! + p.q * x).toBeLessThanOrEqual(own + 1e-12);
        if (choice.second) {
          mixing++;
          const a = choice.first.c[0]! + choice.first.q * x;
          const b = choice.second.c[0]! + choice.second.q * x;
          expect(Math.abs(a - b)).toBeLessThan(1e-12);
        }
      });
    }
    // Some of these games have no pure solution: the mixed path is exercised.
    expect(mixing).toBeGreaterThan(0);
  });
});
