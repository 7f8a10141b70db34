import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { solveSeats, startChances } from './seatsolver';
import { simpleSeatSolve } from './seatsolver.testkit';
import { solveWin } from './winsolver';
import { winChance } from './wintable';

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

describe('the n-seat solver', () => {
  it('gives the two-seat solve’s odds at two seats, final round included', () => {
    for (const id of ['minimal', 'csc276', 'it312'] as const) {
      const rules = openSeats(preset(id).rules, 600);
      const start = { total: 0, onBoard: false, farkleStreak: 0 };
      const two = winChance(solveWin(rules), start, start);
      expect(startChances(solveSeats(rules, 2))[0]).toBeCloseTo(two, 12);
    }
  });

  it('agrees with plain value iteration at three seats (classic and junk dice)', () => {
    expectAgreement(openSeats(preset('minimal').rules, 500), 3);
    expectAgreement(openSeats(preset('ece209').rules, 400), 3);
  });

  it('agrees at four seats, and with a penalty, an entry threshold and hot dice that must roll', () => {
    expectAgreement(openSeats(preset('minimal').rules, 300), 4);
    const heavy: Rules = {
      ...openSeats(preset('house').rules, 300),
      finalRound: false,
      threeFarklePenalty: 100,
      entryThreshold: 150,
      hotDice: 'must',
    };
    expectAgreement(heavy, 3);
  });

  it('refuses seat counts and rules it cannot solve, in words', () => {
    expect(() => solveSeats(preset('minimal').rules, 5)).toThrow(/2 to 4 players/);
    expect(() => solveSeats(preset('lab4').rules, 3)).toThrow(/not for 3 players/);
    expect(() => solveSeats(preset('minimal').rules, 4)).toThrow(/the most the exact solve holds/);
  });
});
