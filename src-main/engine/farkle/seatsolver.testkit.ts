import { expect } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { simpleSeatSolve } from './seatplain.testkit';
import { solveSeats, startChances } from './seatsolver';

export const openSeats = (rules: Rules, target: number): Rules => ({
  ...rules,
  target,
  minSeats: 1,
  maxSeats: 4,
});

/**
 * The fast solver and plain value iteration agree on every position's chances (to 1e-9), unless
 * the fast one says its odds are "about" because a cycle has several equilibria with other
 * chances (`choiceCycles`): then each may have taken another, and the two only have to be solved.
 * Returns the worst difference, for the record. Mixed counts are not compared: value iteration
 * may settle where best replies go round.
 */
export function expectAgreement(rules: Rules, seats: number): number {
  const fast = solveSeats(rules, seats);
  const simple = simpleSeatSolve(rules, seats);
  let worst = 0;
  fast.values.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - simple.values[i]!))));
  if (fast.choiceCycles === 0) expect(worst).toBeLessThan(1e-9);
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
