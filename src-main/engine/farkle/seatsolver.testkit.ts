import { expect } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { aboutCount, isAbout } from './seatabout';
import { simpleSeatSolve } from './seatplain.testkit';
import { solveSeats, startChances } from './seatsolver';

export const openSeats = (rules: Rules, target: number): Rules => ({
  ...rules,
  target,
  minSeats: 1,
  maxSeats: 4,
});

/**
 * The fast solver and plain value iteration agree on every position's chances (to 1e-9) that the
 * fast one does not mark "about" (`about`: the position rests on a cycle with several equilibria,
 * where each solver may take another, or on one not solved). Returns the worst difference there
 * and over every position, and how many positions are marked, for the record.
 */
export function expectAgreement(
  rules: Rules,
  seats: number,
): { worst: number; worstExact: number; marked: number } {
  const fast = solveSeats(rules, seats);
  const simple = simpleSeatSolve(rules, seats);
  let worst = 0;
  let worstExact = 0;
  for (let i = 0; i < fast.layout.positions; i++) {
    for (let k = 0; k < seats; k++) {
      const d = Math.abs(fast.values[i * seats + k]! - simple.values[i * seats + k]!);
      worst = Math.max(worst, d);
      if (!isAbout(fast.about, i)) worstExact = Math.max(worstExact, d);
    }
  }
  expect(worstExact).toBeLessThan(1e-9);
  expect(fast.residual).toBeLessThan(1e-12);
  const chances = startChances(fast);
  expect(chances.reduce((s, c) => s + c, 0)).toBeCloseTo(1, 12);
  // The first seat moves first: it is ahead of every later seat.
  chances.slice(1).forEach((c, k) => expect(c).toBeLessThan(chances[k]!));
  return { worst, worstExact, marked: aboutCount(fast.about) };
}

/** A small seeded generator (mulberry32): the same games every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
