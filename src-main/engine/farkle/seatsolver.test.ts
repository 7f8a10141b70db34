import { describe, expect, it } from 'vitest';
import { preset } from './presets';
import { solveSeats, startChances } from './seatsolver';
import { expectAgreement, openSeats } from './seatsolver.testkit';
import { solveWin } from './winsolver';
import { winChance } from './winodds';

describe('the n-seat solver', () => {
  it('gives the two-seat solve’s odds at two seats, final round included', () => {
    for (const id of ['minimal', 'csc276', 'it312'] as const) {
      const rules = openSeats(preset(id).rules, 600);
      const start = { total: 0, onBoard: false, farkleStreak: 0 };
      const two = winChance(solveWin(rules), start, start);
      expect(startChances(solveSeats(rules, 2))[0]).toBeCloseTo(two, 12);
    }
  });

  it('agrees with plain value iteration at three and four seats, small targets', () => {
    expectAgreement(openSeats(preset('minimal').rules, 300), 3);
    expectAgreement(openSeats(preset('minimal').rules, 200), 4);
  });

  it('refuses seat counts and rules it cannot solve, in words', () => {
    expect(() => solveSeats(preset('minimal').rules, 5)).toThrow(/2 to 4 players/);
    expect(() => solveSeats(preset('lab4').rules, 3)).toThrow(/not for 3 players/);
    expect(() => solveSeats(preset('minimal').rules, 4)).toThrow(/the most the exact solve holds/);
  });
});
