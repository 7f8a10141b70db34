import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { seatChainMemory } from './seatchain';
import { SeatLayout } from './seatlayout';
import { anotherSeatPass, SeatSolver, type SeatTable } from './seatsolver';
import { openSeats } from './seatsolver.testkit';
import { seatSums } from './seatsums';

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

/**
 * Two solvers sharing the table and the chain cache, as two threads do, each item of a stage
 * going to one of them at random (as the shared counter hands them out): the values and chances
 * of one solver alone, with about as few layers (each member reuses the chain whoever solved the
 * member before it).
 */
function expectSharedAsAlone(rules: Rules, seats: number): void {
  const alone = solved(rules, seats, true);
  const layout = new SeatLayout(rules, seats);
  const memory = seatChainMemory(layout)!;
  const values = new Float64Array(layout.positions * seats);
  const threads = [0, 1].map(
    (thread) => new SeatSolver(rules, seats, values, { memory, thread, threads: 2 }),
  );
  let seed = 12345;
  const pick = (): SeatSolver => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return threads[seed >>> 31]!;
  };
  let change = 0;
  let sweeps = 0;
  do {
    sweeps++;
    change = 0;
    for (const sum of seatSums(layout)) {
      threads.forEach((solver) => solver.beginSum(sum));
      for (const items of threads[0]!.stages(sum)) {
        items.forEach((_, k) => {
          const moved = pick().solveStage(items.subarray(k, k + 1));
          change = Math.max(change, moved);
        });
      }
    }
  } while (anotherSeatPass(layout, change, sweeps));
  let worst = 0;
  alone.values.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - values[i]!))));
  expect(worst).toBeLessThan(1e-12);
  const layers = threads[0]!.layers + threads[1]!.layers;
  expect(Math.min(threads[0]!.layers, threads[1]!.layers)).toBeGreaterThan(layers * 0.4);
  expect(layers).toBeLessThan(alone.layers! * 1.05);
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

  it('with the cache shared by two threads (minimal, 1,500)', () => {
    expectSharedAsAlone(openSeats(preset('minimal').rules, 1500), 3);
  }, 60_000);

  it('with the cache shared by two threads and a three-farkle penalty', () => {
    const house = openSeats(preset('house').rules, 200);
    expectSharedAsAlone({ ...house, finalRound: false, threeFarklePenalty: 100 }, 3);
  }, 60_000);
});
