import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { seatChainMemory, seatTurnTop } from './seatchain';
import { newChainMemory, type ChainMemory } from './seatchainstore';
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
  expect(worstDifference(full.values, reused.values)).toBeLessThan(1e-12);
  expect(reused.mixedCycles).toBe(full.mixedCycles);
  expect(reused.choiceCycles).toBe(full.choiceCycles);
  expect(reused.layers!).toBeLessThan(full.layers! * 0.8);
}

/**
 * Solves with two solvers sharing the table and the chain cache, as two threads do, each item of
 * a stage going to one of them at random (as the shared counter hands them out).
 */
function sharedSolve(rules: Rules, seats: number, memory: ChainMemory): SeatSolver[] {
  const layout = new SeatLayout(rules, seats);
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
  return threads;
}

/** The largest difference between two tables' chances. */
function worstDifference(a: Float64Array, b: Float64Array): number {
  let worst = 0;
  a.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - b[i]!))));
  return worst;
}

/**
 * Two solvers sharing the cache give the chances of one solver alone, with about as few layers
 * (each member reuses its chain whichever solver solved the member before it).
 */
function expectSharedAsAlone(rules: Rules, seats: number): void {
  const alone = solved(rules, seats, true);
  const threads = sharedSolve(rules, seats, seatChainMemory(new SeatLayout(rules, seats))!);
  expect(worstDifference(alone.values, threads[0]!.values)).toBeLessThan(1e-12);
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

  it('with a cache too small for every chain (those without room solve in full)', () => {
    const rules = openSeats(preset('minimal').rules, 1000);
    const layout = new SeatLayout(rules, 3);
    const roomy = solved(rules, 3, true);
    const full = solved(rules, 3, false);
    // Room for 200 of the chains' blocks of 8 layers (a layer: 20 numbers at three seats, a
    // block one more for its layers' banking rows).
    const memory = newChainMemory(layout, seatTurnTop(layout, 0), 200 * (8 * 20 + 1) * 8);
    const threads = sharedSolve(rules, 3, memory);
    expect(worstDifference(full.values, threads[0]!.values)).toBeLessThan(1e-12);
    const layers = threads[0]!.layers + threads[1]!.layers;
    expect(layers).toBeGreaterThan(roomy.layers! * 1.1);
    expect(layers).toBeLessThan(full.layers!);
  }, 60_000);

  it('with chains keeping few layers above their latest member (the rest solve in full)', () => {
    const rules = openSeats(preset('minimal').rules, 1000);
    const layout = new SeatLayout(rules, 3);
    const full = solved(rules, 3, false);
    const top = seatTurnTop(layout, 0);
    const roomy = newChainMemory(layout, top);
    const roomyLayers = sharedSolve(rules, 3, roomy).reduce((n, solver) => n + solver.layers, 0);
    // 20 point units to the target: a chain keeping 8 layers above its member keeps at most 2 blocks.
    const short = newChainMemory(layout, top, undefined, 8);
    const threads = sharedSolve(rules, 3, short);
    expect(worstDifference(full.values, threads[0]!.values)).toBeLessThan(1e-12);
    const layers = threads[0]!.layers + threads[1]!.layers;
    expect(layers).toBeGreaterThan(roomyLayers * 1.1);
    expect(layers).toBeLessThan(full.layers!);
    const blocks = (memory: ChainMemory): number => new Int32Array(memory.handedOut)[0]!;
    expect(blocks(short)).toBeLessThan(blocks(roomy) * 0.9);
  }, 60_000);
});
