import { describe, expect, it } from 'vitest';
import type { HistoryEntry, RollDiceView } from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 50, offset: 0 };

describe('Roll-Dice-Roll games abandoned and deleted like any game', () => {
  it('abandons and deletes an open game, rolled or not, by its id alone', async () => {
    const { call } = open();
    const player = { name: 'Cy', bot: null };
    const kept = await call<RollDiceView>('createRollDice', {
      player,
      seed: null,
      generator: null,
    });
    const rolled = await call<RollDiceView>('rollDiceAct', {
      gameId: kept.id,
      step: 0,
      action: { type: 'roll', die: 1 },
    });
    expect(rolled.actionCount).toBe(1);
    const gone = await call<RollDiceView>('createRollDice', { player, seed: '9', generator: null });

    expect(await call('abandonGame', { gameId: kept.id })).toBeNull();
    expect(await call('deleteGame', { gameId: gone.id })).toBeNull();
    const history = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(history.map((entry) => [entry.gameId, entry.abandoned])).toEqual([[kept.id, true]]);
    expect((await call('startup')).unfinishedGames).toEqual([]);
    await expect(call('getRollDice', { gameId: kept.id })).rejects.toThrow(/not open any more/);
  });
});
