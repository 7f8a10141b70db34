import { describe, expect, it } from 'vitest';
import type { PigAction, PigReplay, PigState } from '../../../src-shared/pig';
import { pigGame } from '../../engine/pig/def';
import { holdAt20Action, optimalPigAction } from '../../engine/pig/solver';
import { grade } from './grade';
import { pigReview } from './pig';

/** A whole game of Pig, each seat played by its own policy. */
function play(seed: number, policies: Array<(state: PigState) => PigAction>): PigReplay {
  const replay: PigReplay = {
    format: 'hotdice-replay',
    version: 1,
    game: 'pig',
    target: 100,
    generator: 'xoroshiro128plus',
    seed,
    seats: policies.map((_, seat) => ({ name: `Seat ${seat + 1}`, bot: null })),
    actions: [],
  };
  let state = pigGame.newGame(pigGame.setupOf(replay));
  while (!state.over) {
    const action = policies[state.current]!(state);
    const next = pigGame.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    replay.actions.push(action);
    state = next.value;
  }
  return replay;
}

describe("Pig's review", () => {
  it('scores the exact player 100 with two seats, priced in chances of winning', () => {
    const review = grade(
      'g',
      'pig',
      pigReview.price(play(5, [optimalPigAction, optimalPigAction])),
    );
    expect(review.unit).toBe('win');
    expect(review.seats.map((seat) => seat.accuracy)).toEqual([100, 100]);
    expect(review.curve.at(-1)!.winChance).toBeOneOf([0, 1]);
  });

  it('marks holding at 20 against the exact player where it gives chances away', () => {
    const review = grade('g', 'pig', pigReview.price(play(9, [holdAt20Action, optimalPigAction])));
    const first = review.decisions.filter((decision) => decision.seat === 0);
    expect(first.some((decision) => decision.verdict !== 'best')).toBe(true);
    expect(review.seats[0]!.accuracy).toBeLessThan(100);
    expect(review.seats[1]!.accuracy).toBe(100);
  });

  it('prices three seats in expected turn points, where holding at 20 is best', () => {
    const review = grade(
      'g',
      'pig',
      pigReview.price(play(3, [holdAt20Action, holdAt20Action, holdAt20Action])),
    );
    expect(review.unit).toBe('points');
    expect(review.decisions.length).toBeGreaterThan(10);
    // Holding at 20 maximises the turn's expected points, but near the target it should roll on.
    const bad = review.decisions.filter((decision) => decision.verdict !== 'best');
    for (const decision of bad) expect(decision.chosen).toBe('hold');
  });
});
