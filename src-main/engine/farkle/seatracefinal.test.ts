import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { rulesOf } from './game.testkit';
import { SeatFinal } from './seatfinal';
import { SeatLayout } from './seatlayout';
import { SeatRace } from './seatrace';
import { solveSeats } from './seatsolver';

function built(rules: Rules, seats: number): SeatRace {
  const race = new SeatRace(rules, seats);
  while (!race.buildSome(race.grid.span));
  return race;
}

/** The race's mean error (percentage points) over every position of an exact table. */
function meanError(race: SeatRace, rules: Rules, seats: number): number {
  const exact = solveSeats(rules, seats);
  const totals = new Int32Array(seats);
  const flags = new Int32Array(seats);
  const chances = new Float64Array(seats);
  let total = 0;
  for (let index = 0; index < exact.layout.positions; index++) {
    exact.layout.decode(index, totals, flags);
    race.chances(totals, flags, chances);
    chances.forEach((c, k) => (total += 100 * Math.abs(c - exact.values[index * seats + k]!)));
  }
  return total / (exact.layout.positions * seats);
}

describe('the race with a final round', () => {
  it('is nearer the exact odds than a race that ends at the target (three seats to 500)', () => {
    const rules = rulesOf('csc276', { target: 500 });
    const withRound = meanError(built(rules, 3), rules, 3);
    const without = meanError(built({ ...rules, finalRound: false }, 3), rules, 3);
    // Measured: 5.4 points against 27.2.
    expect(withRound).toBeLessThan(without / 3);
  });

  it('leaves the others their last turns against a seat a bank from the target', () => {
    const rules = rulesOf('csc276', { target: 2000 });
    const race = built(rules, 3);
    const plain = built({ ...rules, finalRound: false }, 3);
    const chances = new Float64Array(3);
    const ended = new Float64Array(3);
    // 50 points short; the others 200 and 100 points behind it.
    race.chances([39, 35, 37], [0, 0, 0], chances);
    plain.chances([39, 35, 37], [0, 0, 0], ended);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(chances[0]).toBeLessThan(ended[0]! - 0.1);
    for (const k of [1, 2]) expect(chances[k]).toBeGreaterThan(ended[k]! + 0.03);
    const close = ended[0]! - chances[0]!;
    // Far behind, a last turn passes less often.
    race.chances([39, 0, 0], [0, 0, 0], chances);
    plain.chances([39, 0, 0], [0, 0, 0], ended);
    expect(ended[0]! - chances[0]!).toBeLessThan(close / 2);
  });

  it('prices a bank at the target as the exact final round does at two seats', () => {
    // One chaser: its last turn is played to pass, as the race takes every chaser's to be.
    const rules = rulesOf('csc276', { target: 2000, minBank: 500 });
    const race = built(rules, 2);
    const exact = new SeatFinal(new SeatLayout(rules, 2, false));
    const raced = new Float64Array(2);
    const solved = new Float64Array(2);
    let checked = 0;
    // The mover banks `total` (grid units, the target is 40); the other seat is at `other` and
    // may bank 500 at least (10 units: more than it needs to pass at 45 against 39).
    for (const [total, other] of [
      [40, 30],
      [45, 39],
      [41, 0],
      [60, 20],
      [40, 39],
    ] as const) {
      const totals = Int32Array.from([30, other]);
      const flags = new Int32Array(2);
      race.finalRound!.reachedNow(total, totals, flags, raced, 0);
      exact.banks(totals, flags).fill(total, solved, 0);
      expect(raced[0]).toBeCloseTo(solved[0]!, 12);
      expect(raced[1]).toBeCloseTo(solved[1]!, 12);
      if (solved[1]! > 0.01 && solved[0]! > 0.01) checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
