import { describe, expect, it } from 'vitest';
import { act, rulesOf, start } from './game.testkit';
import { seatExpertAction } from './seatplay';
import { solveSeats, startChances } from './seatsolver';

/** The 99% two-sided normal quantile. */
const Z99 = 2.5758;

/**
 * Many seeded games of the real engine with the Expert (Sage: `seatExpertAction`, the move the
 * table's Expert makes at three and four seats) in every seat, from the solved table the app
 * serves: the first seat's share of wins must fall within the 99% interval of its solved chance.
 */
describe('games between Experts at three seats', () => {
  it('end as the table says: the first seat wins its solved share', () => {
    const rules = rulesOf('minimal', { target: 1000 });
    const table = solveSeats(rules, 3);
    const games = 5000;
    const wins = [0, 0, 0];
    let decisions = 0;
    for (let seed = 1; seed <= games; seed++) {
      let state = start(rules, 3, seed);
      while (!state.over) {
        state = act(state, seatExpertAction(table, state));
        decisions++;
      }
      wins[state.winner!]!++;
    }
    const solved = startChances(table)[0]!;
    const share = wins[0]! / games;
    const half = Z99 * Math.sqrt((solved * (1 - solved)) / games);
    console.info(`first seat ${share} vs ${solved} ± ${half}; ${decisions} decisions`, wins);
    expect(Math.abs(share - solved)).toBeLessThan(half);
  }, 600_000);
});
