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
 * The fast solver and plain value iteration agree on every position's chances (to 1e-9) except
 * where the fast one marks them "about" (`about`): positions resting on a cycle with several
 * equilibria of other chances (`choiceCycles`), where each solver may have taken another. Returns
 * the worst difference over every position, for the record. Mixed counts are not compared: value
 * iteration may settle where best replies go round.
 */
export function expectAgreement(rules: Rules, seats: number): number {
  const fast = solveSeats(rules, seats);
  const simple = simpleSeatSolve(rules, seats);
  let worst = 0;
  let worstExact = 0;
  fast.values.forEach((v, i) => {
    const off = Math.abs(v - simple.values[i]!);
    worst = Math.max(worst, off);
    if (!isAbout(fast.about, Math.floor(i / seats))) worstExact = Math.max(worstExact, off);
  });
  expect(worstExact).toBeLessThan(1e-9);
  expect(aboutCount(fast.about) > 0).toBe(fast.choiceCycles > 0);
  expect(fast.residual).toBeLessThan(1e-12);
  const chances = startChances(fast);
  expect(chances.reduce((s, c) => s + c, 0)).toBeCloseTo(1, 12);
  // The first seat moves first: it is ahead of every later seat.
  chances.slice(1).forEach((c, k) => expect(c).toBeLessThan(chances[k]!));
  return worst;
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
