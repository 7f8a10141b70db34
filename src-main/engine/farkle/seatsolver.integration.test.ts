import { describe, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { expectAgreement, openSeats } from './seatsolver.testkit';

/** The plain solver is slow (a recursion over every roll): these take about a minute together. */
describe('the n-seat solver against plain value iteration, larger tables', () => {
  it('three seats: classic to 500, junk dice to 300, an entry threshold to 400', () => {
    expectAgreement(openSeats(preset('minimal').rules, 500), 3);
    expectAgreement(openSeats(preset('ece209').rules, 300), 3);
    expectAgreement({ ...openSeats(preset('it312').rules, 400), finalRound: false }, 3);
  }, 300_000);

  it('four seats to 250, and three with a penalty and hot dice that must roll', () => {
    expectAgreement(openSeats(preset('minimal').rules, 250), 4);
    const house: Rules = { ...openSeats(preset('house').rules, 200), finalRound: false };
    expectAgreement({ ...house, threeFarklePenalty: 50, hotDice: 'must' }, 3);
  }, 300_000);
});
