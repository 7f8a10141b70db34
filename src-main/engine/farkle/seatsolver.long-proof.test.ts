import { describe, it } from 'vitest';
import { preset } from './presets';
import { expectAgreement, openSeats } from './seatsolver.testkit';

/**
 * The fast n-seat solver against plain value iteration at 1,000 points, three seats of `minimal`
 * (the outside check's figures): the plain solver alone takes about 3.5 CPU minutes (every
 * position's turn a recursion over every roll), so it runs in the `long-proofs` project
 * (`npm run test:long-proofs`), outside `npm test`. The worst difference over every position's chances was 1.4e-14.
 */
describe('the n-seat solver against plain value iteration, to 1,000 points', () => {
  it('three seats under minimal', { timeout: 1_800_000 }, () => {
    expectAgreement(openSeats(preset('minimal').rules, 1000), 3);
  });
});
