import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { WinSolver } from './winsolver';
import { largestDifference } from './winsolver-brute.testkit';

const minimal = preset('minimal').rules;
const house = preset('house').rules;

// The slow cases of the proof (winsolver.test.ts runs the quick ones): seconds each on an idle
// machine, several times that on a busy one.
describe('two-seat win solver against a brute force, the long cases', { timeout: 300_000 }, () => {
  it('first to 1,000 under minimal', () => {
    expect(largestDifference({ ...minimal, target: 1000 })).toBeLessThan(1e-9);
  });

  it('a final round', () => {
    expect(largestDifference({ ...minimal, target: 150, finalRound: true })).toBeLessThan(1e-9);
    const rules: Rules = { ...house, target: 100, hotDice: 'must', entryThreshold: 100 };
    expect(largestDifference(rules)).toBeLessThan(1e-9);
  });

  it('a three-farkle penalty, with and without an entry threshold', () => {
    const rules: Rules = { ...minimal, target: 250, threeFarklePenalty: 100 };
    expect(largestDifference(rules)).toBeLessThan(1e-9);
    expect(largestDifference({ ...rules, target: 150, entryThreshold: 100 })).toBeLessThan(1e-9);
  });
});

describe('two-seat win solver work under a final round', () => {
  // As winsolver.test.ts checks for minimal: most pairs land on their fixed point in one solve.
  it('house to 3,000 solves fewer than 1.5 turns a position', () => {
    const solver = new WinSolver({ ...house, target: 3000 });
    const table = solver.solve();
    expect(table.evaluations / solver.layout.states).toBeLessThan(1.5);
  });
});
