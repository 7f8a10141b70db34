import { describe, expect, it } from 'vitest';
import { solvePig } from './solver';

describe('two-seat Pig solved exactly', () => {
  const started = performance.now();
  const solved = solvePig(100);
  const millis = performance.now() - started;

  it("gives the first player Neller and Presser's 0.5306 under optimal play, quickly", () => {
    expect(solved.chance(0, 0, 0)).toBeCloseTo(0.5306, 4);
    expect(millis).toBeLessThan(3000);
  });

  it('holds each chance to the best of rolling and holding (the Bellman equation)', () => {
    for (const [i, j, k] of [
      [0, 0, 5],
      [50, 70, 12],
      [90, 99, 4],
      [99, 0, 0],
      [30, 30, 25],
    ] as const) {
      const { roll, hold } = solved.choices(i, j, k);
      const best = Math.max(roll, hold ?? 0);
      expect(solved.chance(i, j, k)).toBeCloseTo(best, 12);
    }
  });

  it('agrees with plain value iteration on a small target', () => {
    const t = 12;
    const small = solvePig(t);
    // P[i][j][k] by sweeping until nothing changes: slow, but plainly right.
    const p = new Map<string, number>();
    const get = (i: number, j: number, k: number): number =>
      i + k >= t ? 1 : j >= t ? 0 : (p.get(`${i},${j},${k}`) ?? 0);
    for (let sweep = 0; sweep < 2000; sweep++) {
      let change = 0;
      for (let i = 0; i < t; i++)
        for (let j = 0; j < t; j++)
          for (let k = 0; i + k < t; k++) {
            let roll = (1 - get(j, i, 0)) / 6;
            for (let face = 2; face <= 6; face++) roll += get(i, j, k + face) / 6;
            const value = k === 0 ? roll : Math.max(roll, 1 - get(j, i + k, 0));
            change = Math.max(change, Math.abs(value - get(i, j, k)));
            p.set(`${i},${j},${k}`, value);
          }
      if (change < 1e-14) break;
    }
    for (let i = 0; i < t; i++)
      for (let j = 0; j < t; j++)
        for (let k = 0; i + k < t; k++) expect(small.chance(i, j, k)).toBeCloseTo(get(i, j, k), 10);
  });
});
