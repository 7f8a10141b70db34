import { describe, expect, it } from 'vitest';
import type { GameReview, FarkleView, RollDiceView } from '../../../src-shared/api';
import { minimalGame, openTestApp } from '../../api/test-app';

describe('reviewGame through the API', () => {
  it('reviews Roll-Dice-Roll from its solver: the policy bot scores 100, a person who stops at once less', async () => {
    const { call } = openTestApp();
    let bot = await call<RollDiceView>('createRollDice', {
      player: { name: 'Robo', bot: 'optimal' },
      seed: '4',
      generator: null,
    });
    while (!bot.state.over) bot = await call<RollDiceView>('rollDiceBotStep', { gameId: bot.id });
    const botReview = await call<GameReview>('reviewGame', { gameId: bot.id });
    expect(botReview.unit).toBe('total');
    expect(botReview.seats).toEqual([
      expect.objectContaining({ seat: 0, name: 'Robo', accuracy: 100, winPointsLost: 0 }),
    ]);
    expect(botReview.curve).toHaveLength(bot.actionCount + 1);
    expect(botReview.curve.at(-1)!.winChance).toBe(bot.state.total);

    // Rolls the first die once a round and stops: far from the policy.
    let hasty = await call<RollDiceView>('createRollDice', {
      player: { name: 'Hasty', bot: null },
      seed: '4',
      generator: null,
    });
    while (!hasty.state.over) {
      const action = hasty.state.turn === 0 ? { type: 'roll', die: 1 } : { type: 'stop' };
      hasty = await call<RollDiceView>('rollDiceAct', {
        gameId: hasty.id,
        step: hasty.actionCount,
        action,
      });
    }
    const review = await call<GameReview>('reviewGame', { gameId: hasty.id });
    const [seat] = review.seats;
    expect(seat!.accuracy!).toBeLessThan(100);
    expect(seat!.winPointsLost).toBeGreaterThan(0);
    const stops = review.decisions.filter((d) => d.chosen === 'stop');
    expect(stops).toHaveLength(3);
    for (const stop of stops) expect(stop.verdict).not.toBe('best');
  });

  it('refuses in words an unknown id, an unfinished game and a bad request', async () => {
    const { call } = openTestApp();
    await expect(call('reviewGame', { gameId: 'nope' })).rejects.toThrow(
      'reviewGame: that game is not in your history',
    );
    const game = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ada', null],
          ['Milo', 'greedy'],
        ],
        '3',
      ),
    );
    await expect(call('reviewGame', { gameId: game.id })).rejects.toThrow(/not finished yet/);
    await expect(call('reviewGame', { game: game.id })).rejects.toThrow(/reviewGame/);
  });
});
