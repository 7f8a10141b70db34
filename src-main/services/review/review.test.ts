import { describe, expect, it } from 'vitest';
import { minimalGame } from '../../api/test-app';
import type { FarkleState } from '../../../src-shared/farkle';
import { advise, decisionCost, preset } from '../../engine';
import { winOptions } from '../../engine/farkle/expert';
import { decisionAccuracy, seatAccuracy, verdictOf } from './grade';
import { SMALL, botOf, readySeatOdds, reviewKit, smallOdds } from './review.testkit';
import { seatOptions } from '../../engine/farkle/seatplay';
import { solveSeats, startChances } from '../../engine/farkle/seatsolver';

/** The worst option open: the two-seat solve's lowest chance. */
const worstForWin = (state: FarkleState) => winOptions(smallOdds, state).at(-1)!.action;

/** The worst option by the points coach. */
function worstForPoints(state: FarkleState) {
  const advice = advise(state);
  if (!advice) return { type: 'roll' } as const;
  const worst = advice.options.at(-1)!;
  return worst.kind === 'keep'
    ? ({ type: 'keep', dice: worst.dice } as const)
    : ({ type: worst.kind } as const);
}

describe('reviewGame for Farkle', () => {
  it('gives Sage against Sage 100 in every seat: every decision the best', async () => {
    const { reviews, play } = reviewKit();
    for (const seed of [5, 6, 7]) {
      const game = await play(SMALL, ['expert', 'expert'], seed);
      const review = await reviews.review(game.id);
      expect(review.unit).toBe('win');
      expect(review.decisions.length).toBeGreaterThan(0);
      for (const decision of review.decisions) {
        expect(decision.verdict).toBe('best');
        expect(decision.chosen).toBe(decision.best);
      }
      expect(review.seats.map((s) => s.accuracy)).toEqual([100, 100]);
      expect(review.seats.map((s) => s.verdicts.best)).toEqual(
        [0, 1].map((seat) => review.decisions.filter((d) => d.seat === seat).length),
      );
      // One curve point at the start and after every action, ending on the winner.
      expect(review.curve).toHaveLength(game.actionCount + 1);
      expect(review.curve.at(-1)!.winChance).toBe(game.winner === 0 ? 1 : 0);
    }
  });

  it('gives three Sages 100 in every seat at a three-seat table, in win %', async () => {
    const { reviews, play } = reviewKit();
    const game = await play(SMALL, ['expert', 'expert', 'expert'], 5);
    const review = await reviews.review(game.id);
    expect(review.unit).toBe('win');
    expect(review.decisions.length).toBeGreaterThan(0);
    // Every seat that decided anything scores 100.
    const decided = [0, 1, 2].filter((seat) => review.decisions.some((d) => d.seat === seat));
    expect(decided.length).toBeGreaterThan(1);
    expect(review.seats.map((s) => s.accuracy)).toEqual(
      [0, 1, 2].map((seat) => (decided.includes(seat) ? 100 : null)),
    );
    expect(review.curve[0]!.winChance).toBeCloseTo(startChances(solveSeats(SMALL, 3))[0]!, 12);
    expect(review.curve.at(-1)!.winChance).toBe(game.winner === 0 ? 1 : 0);
  });

  it('prices a three-seat decision in percentage points of winning, as the coach did', async () => {
    const worstAtThree = (state: FarkleState) =>
      seatOptions(readySeatOdds.peek(SMALL, 3)!, state).at(-1)!.action;
    const { reviews, play, memory } = reviewKit([botOf('worst', worstAtThree)]);
    const game = await play(SMALL, ['worst', 'expert', 'expert'], 9);
    const review = await reviews.review(game.id);
    const costs = memory.moves
      .get(game.id)!
      .flatMap((move) =>
        move.game === 'farkle' && move.coach.winCost != null ? [move.coach.winCost] : [],
      );
    expect(review.decisions.map((d) => d.loss)).toEqual(
      costs.map((c) => expect.closeTo(c, 9) as number),
    );
    expect(review.seats[0]!.accuracy!).toBeLessThan(90);
    expect(review.seats[1]!.accuracy).toBe(100);
  });

  it('prices each decision as the coach did when it was made (win %)', async () => {
    const { reviews, play, memory } = reviewKit([botOf('worst', worstForWin)]);
    const game = await play(SMALL, ['worst', 'expert'], 9);
    const review = await reviews.review(game.id);
    const moves = memory.moves.get(game.id)!;
    const priced = moves.flatMap((move, step) =>
      move.game === 'farkle' && move.coach.winCost != null
        ? [{ step, cost: move.coach.winCost }]
        : [],
    );
    expect(review.decisions.map((d) => d.step)).toEqual(priced.map((p) => p.step));
    review.decisions.forEach((d, i) => expect(d.loss).toBeCloseTo(priced[i]!.cost, 9));
    // The worst choice every time: the seat's accuracy falls, and some decision is a blunder.
    const [worst, sage] = review.seats;
    expect(worst!.accuracy!).toBeLessThan(90);
    expect(worst!.verdicts.mistake + worst!.verdicts.blunder).toBeGreaterThan(0);
    expect(worst!.winPointsLost).toBeCloseTo(
      priced
        .filter((p) => review.decisions.find((d) => d.step === p.step)!.seat === 0)
        .reduce((sum, p) => sum + p.cost, 0),
      9,
    );
    expect(sage!.accuracy).toBe(100);
    // The costliest decision is a key moment that names the step to open.
    const costliest = review.decisions.reduce((a, b) => (b.loss > a.loss ? b : a));
    expect(review.keyMoments).toContainEqual(
      expect.objectContaining({ kind: 'decision', step: costliest.step, swing: costliest.loss }),
    );
  });

  it('prices three seats in expected points, as the coach does', async () => {
    const { reviews, play, memory } = reviewKit([botOf('worst', worstForPoints)]);
    const rules = { ...preset('minimal').rules, target: 2000 };
    const game = await play(rules, ['worst', 'optimal', 'greedy'], 3);
    const review = await reviews.review(game.id);
    expect(review.unit).toBe('points');
    const moves = memory.moves.get(game.id)!;
    for (const decision of review.decisions) {
      const move = moves[decision.step]!;
      if (move.game !== 'farkle') throw new Error('a Farkle move');
      expect(decision.loss).toBeCloseTo(move.coach.cost!, 9);
      expect(decision.loss).toBeCloseTo(decisionCost(move.before, move.action)!, 9);
    }
    expect(review.seats[0]!.verdicts.blunder + review.seats[0]!.verdicts.mistake).toBeGreaterThan(
      0,
    );
    expect(review.seats[1]!.accuracy).toBe(100);
    // The curve is the first seat's points: its total at the end.
    expect(review.curve.at(-1)!.winChance).toBe(game.seats[0]!.total);
  });

  it('refuses an unknown game and an unfinished one in words', async () => {
    const { reviews, games } = reviewKit();
    await expect(reviews.review('no-such-game')).rejects.toThrow(/not in your history/);
    const view = games.create(
      minimalGame(
        [
          ['Ann', null],
          ['Sage', 'expert'],
        ],
        '1',
        SMALL,
      ),
    );
    games.act(view.id, 0, { type: 'roll' });
    await expect(reviews.review(view.id)).rejects.toThrow(/not finished/);
  });
});

describe('grading', () => {
  it('marks a loss by the thresholds, on the win scale', () => {
    expect(verdictOf(0, 10)).toBe('best');
    expect(verdictOf(0.5, 10)).toBe('good');
    expect(verdictOf(2, 10)).toBe('inaccuracy');
    expect(verdictOf(6, 10)).toBe('mistake');
    expect(verdictOf(10, 10)).toBe('blunder');
    // 150 expected points count as 10 percentage points.
    expect(verdictOf(90, 150)).toBe('mistake');
    expect(verdictOf(150, 150)).toBe('blunder');
  });

  it('scores the best 100 and a seat by both means', () => {
    expect(decisionAccuracy(0, 10)).toBe(100);
    // lichess: 103.1668 e^(-0.04354 x 10) - 3.1669 + 1.
    expect(decisionAccuracy(10, 10)).toBeCloseTo(64.58, 2);
    expect(seatAccuracy([100, 100, 100])).toBe(100);
    // A near miss rounds to 100.0 but is not shown as perfect.
    expect(seatAccuracy([100, 100, 99.99])).toBe(99.9);
    expect(seatAccuracy([])).toBeNull();
    // One blunder among good moves weighs more than in a plain average (which is 75).
    expect(seatAccuracy([100, 100, 100, 0])).toBeLessThan(75);
  });
});
