import { describe, expect, it } from 'vitest';
import type { FarkleState, Rules } from '../../../src-shared/farkle';
import { act, rulesOf, start } from './game.testkit';
import { SeatApprox, seatApproxProblem } from './seatapproxtable';
import { seatChancesNow, seatExpertAction, seatOddsAbout } from './seatplay';
import { SeatRace } from './seatrace';
import { solveSeats } from './seatsolver';

const sum = (xs: ArrayLike<number>): number => Array.from(xs).reduce((a, b) => a + b, 0);

function builtRace(rules: Rules, seats: number): SeatRace {
  const race = new SeatRace(rules, seats);
  while (!race.buildSome(race.grid.size));
  return race;
}

const approxOf = (target: number, seats: number): SeatApprox =>
  SeatApprox.solving(builtRace(rulesOf('minimal', { target }), seats), seats);

/**
 * Mean and worst error, in percentage points, over every seventh position of the exact table; and
 * the race's own mean error (without the turns solved on top of it).
 */
function errors(rules: Rules, seats: number): { mean: number; worst: number; race: number } {
  const exact = solveSeats(rules, seats);
  const race = builtRace(rules, seats);
  const approx = SeatApprox.solving(race, seats);
  const totals = new Int32Array(seats);
  const flags = new Int32Array(seats);
  const raced = new Float64Array(seats);
  let total = 0;
  let raceTotal = 0;
  let count = 0;
  let worst = 0;
  for (let index = 0; index < exact.layout.positions; index += 7) {
    exact.layout.decode(index, totals, flags);
    race.chances(totals, flags, raced);
    raced.forEach((c, k) => (raceTotal += 100 * Math.abs(c - exact.values[index * seats + k]!)));
    approx.chancesAt(totals, flags).forEach((c, k) => {
      const error = 100 * Math.abs(c - exact.values[index * seats + k]!);
      total += error;
      count++;
      worst = Math.max(worst, error);
    });
  }
  return { mean: total / count, worst, race: raceTotal / count };
}

describe('the approximate odds past the exact solve', () => {
  it('is near the exact odds where both run (three seats to 1,000, four to 500)', () => {
    const three = errors(rulesOf('minimal', { target: 1000 }), 3);
    const four = errors(rulesOf('minimal', { target: 500 }), 4);
    expect(three.mean).toBeLessThan(0.9);
    expect(three.worst).toBeLessThan(7);
    expect(four.mean).toBeLessThan(0.2);
    expect(four.worst).toBeLessThan(4);
    // The turns solved on the race are what brings it near.
    expect(three.mean).toBeLessThan(three.race / 3);
    expect(four.mean).toBeLessThan(four.race / 3);
  });

  it('plays a whole four-seat game to 10,000, every chance adding up to one, "about"', () => {
    const approx = approxOf(10_000, 4);
    let state: FarkleState = start(rulesOf('minimal'), 4, 3);
    let decisions = 0;
    while (!state.over) {
      expect(seatOddsAbout(approx, state)).toBe(!state.finalRound);
      const before = seatChancesNow(approx, state);
      expect(sum(before)).toBeCloseTo(1, 9);
      const after = act(state, seatExpertAction(approx, state));
      // Within a turn the mover's chance is the one the chosen option was priced at.
      if (!after.over && after.current === state.current && after.turn.phase !== 'choose') {
        expect(seatChancesNow(approx, after)[state.current]).toBeCloseTo(before[state.current]!, 9);
      }
      state = after;
      decisions++;
    }
    expect(state.winner).not.toBeNull();
    expect(decisions).toBeGreaterThan(20);
  });

  it('says which rules it does not take', () => {
    expect(seatApproxProblem(rulesOf('minimal', { target: null }), 4)).toMatch(/target/);
    expect(seatApproxProblem(rulesOf('minimal'), 4)).toBeNull();
    expect(() => SeatApprox.solving(new SeatRace(rulesOf('minimal'), 4), 4)).toThrow(/not built/);
  });
});
