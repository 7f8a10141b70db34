import { describe, expect, it } from 'vitest';
import { extrapolatedChances } from './seatapprox';

describe('the four-seat start chances past the memory limit', () => {
  it('reads the parabola in 1/target through three solved targets, adding up to 1', () => {
    // Chances exactly quadratic in x = 1000/target, adding up to 1 at every target.
    const at = (target: number): number[] => {
      const x = 1000 / target;
      const first = 0.3 + 0.05 * x + 0.01 * x * x;
      return [first, 0.26, 0.24, 1 - 0.5 - first];
    };
    const solved = [1000, 1500, 2000].map((target) => ({ target, chances: at(target) }));
    const far = extrapolatedChances(solved, 10_000);
    far.forEach((c, k) => expect(c).toBeCloseTo(at(10_000)[k]!, 12));
    expect(far.reduce((s, c) => s + c, 0)).toBeCloseTo(1, 14);
    expect(() => extrapolatedChances(solved.slice(1), 10_000)).toThrow(/three solved targets/);
  });
});
