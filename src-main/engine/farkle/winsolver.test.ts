import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { WinSolver, solveWin } from './winsolver';
import { largestDifference } from './winsolver-brute.testkit';
import { WinLayout, winChance, type WinOdds } from './winodds';

const minimal = preset('minimal').rules;
const house = preset('house').rules;

// The quick cases of the proof; the rest (larger targets, final rounds, penalties) take tens of
// seconds and run in the proofs project (winsolver.proof.test.ts).
describe('two-seat win solver against a brute force', { timeout: 60_000 }, () => {
  it('first to 500 under minimal', () => {
    expect(largestDifference({ ...minimal, target: 500 })).toBeLessThan(1e-9);
  });

  it('an entry threshold, a minimum bank and hot dice that must be rolled', () => {
    const rules: Rules = { ...house, finalRound: false, target: 500 };
    expect(largestDifference({ ...rules, entryThreshold: 300, minBank: 150 })).toBeLessThan(1e-9);
    expect(largestDifference({ ...rules, hotDice: 'must' })).toBeLessThan(1e-9);
  });
});

describe('two-seat win chances make sense', () => {
  const solved: WinOdds = solveWin({ ...minimal, target: 3000 });
  const { layout, values } = solved;

  it('rise with one’s own total and fall with the opponent’s', () => {
    for (let a = 0; a < layout.size; a++) {
      for (let b = 0; b < layout.size; b++) {
        const w = values[layout.index(a, b, 0, 0)]!;
        expect(w).toBeGreaterThan(0);
        expect(w).toBeLessThan(1);
        if (a + 1 < layout.size) {
          expect(values[layout.index(a + 1, b, 0, 0)]!).toBeGreaterThanOrEqual(w - 1e-12);
        }
        if (b + 1 < layout.size) {
          expect(values[layout.index(a, b + 1, 0, 0)]!).toBeLessThanOrEqual(w + 1e-12);
        }
      }
    }
  });

  it('give the player to move first an edge that grows as the target shrinks', () => {
    const start = { total: 0, onBoard: false, farkleStreak: 0 };
    const first = [
      solved,
      ...[1000, 500, 200].map((target) => solveWin({ ...minimal, target })),
    ].map((t) => winChance(t, start, start));
    expect(first[0]).toBeGreaterThan(0.5);
    for (let i = 1; i < first.length; i++) expect(first[i]).toBeGreaterThan(first[i - 1]!);
  });

  it('refuse rules with too many positions and games with no target', () => {
    expect(() => new WinLayout({ ...minimal, target: 1_000_000 })).toThrow(/positions/);
    expect(() => new WinSolver({ ...minimal, target: null, turnLimit: 10 })).toThrow(/target/);
    expect(() => new WinLayout({ ...minimal, maxSeats: 1 })).toThrow(/two players/);
    // A 1-point straight makes the point unit 1: 250,000 positions, each turn 500 totals long.
    const tiny: Rules = { ...minimal, target: 500, scoring: { ...minimal.scoring, straight: 1 } };
    expect(() => new WinSolver(tiny)).toThrow(/too long/);
  });
});

describe('two-seat win solver work', () => {
  // Each pair's Newton steps start from its solved neighbours: most pairs land on their fixed
  // point in one solve of each turn. A quartic in one score alone took 1.8-1.9 turns a position.
  // (`house`, whose final round makes it ten times slower, is in winsolver.proof.test.ts.)
  it('minimal to 3,000 solves fewer than 1.5 turns a position', () => {
    const solver = new WinSolver({ ...minimal, target: 3000 });
    const table = solver.solve();
    expect(table.evaluations / solver.layout.states).toBeLessThan(1.5);
  });
});
