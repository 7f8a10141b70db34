import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { SeatSolver, type SeatTable } from './seatsolver';
import { openSeats } from './seatsolver.testkit';

const solved = (rules: Rules, seats: number, reuse: boolean): SeatTable =>
  new SeatSolver(rules, seats, undefined, reuse).solve();

/** Reusing the layers along chains changes no chance and solves fewer turn totals. */
function expectSameWithFewerLayers(rules: Rules, seats: number): void {
  const full = solved(rules, seats, false);
  const reused = solved(rules, seats, true);
  let worst = 0;
  full.values.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - reused.values[i]!))));
  expect(worst).toBeLessThan(1e-12);
  expect(reused.mixedCycles).toBe(full.mixedCycles);
  expect(reused.choiceCycles).toBe(full.choiceCycles);
  expect(reused.layers!).toBeLessThan(full.layers! * 0.8);
}

describe('turn reuse along chains gives the full solve’s chances', () => {
  it('three seats, a mixed cycle included (minimal, 1,500)', () => {
    expectSameWithFewerLayers(openSeats(preset('minimal').rules, 1500), 3);
  }, 60_000);

  it('with a final round (csc276)', () => {
    expectSameWithFewerLayers(openSeats(preset('csc276').rules, 500), 3);
  }, 60_000);

  it('with an entry threshold and a lowest bank', () => {
    const it312 = openSeats(preset('it312').rules, 500);
    expectSameWithFewerLayers({ ...it312, hotDice: 'may', entryThreshold: 300, minBank: 200 }, 3);
  }, 60_000);

  it('with a three-farkle penalty (house, no final round)', () => {
    const house = openSeats(preset('house').rules, 300);
    expectSameWithFewerLayers({ ...house, finalRound: false, threeFarklePenalty: 100 }, 3);
  }, 60_000);

  it('at four seats', () => {
    expectSameWithFewerLayers(openSeats(preset('minimal').rules, 300), 4);
  }, 60_000);
});
