import { describe, expect, it } from 'vitest';
import type { FarkleView, HistoryEntry, RollDiceView, TableView } from '../../src-shared/api';
import { openTestApp as open, type TestCall } from '../api/test-app';

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

describe('a game left with no move is discarded, for every kind', () => {
  const people = [
    { name: 'Ann', bot: null },
    { name: 'Bob', bot: null },
  ];
  const creators = {
    farkle: (call: TestCall) =>
      call<FarkleView>('createGame', {
        preset: 'house',
        rules: null,
        seats: people,
        seed: null,
        generator: null,
      }).then((view) => ({ id: view.id, roll: () => call('act', rollOf(view.id, 'roll')) })),
    rolldice: (call: TestCall) =>
      call<RollDiceView>('createRollDice', {
        player: people[0],
        seed: null,
        generator: null,
      }).then((view) => ({
        id: view.id,
        roll: () =>
          call('rollDiceAct', { gameId: view.id, step: 0, action: { type: 'roll', die: 1 } }),
      })),
    pig: (call: TestCall) =>
      call<TableView>('createTable', {
        game: 'pig',
        setup: { target: 100, seats: people, seed: null, generator: null },
      }).then(({ view }) => ({
        id: view.id,
        roll: () => call('tableAct', rollOf(view.id, 'roll')),
      })),
  };

  for (const [kind, create] of Object.entries(creators)) {
    it(`${kind}: left before any move it leaves no game behind; after a move it stays`, async () => {
      const { call } = open();
      const empty = await create(call);
      expect(await call('leaveGame', { gameId: empty.id })).toEqual({ discarded: true });
      const played = await create(call);
      await played.roll();
      expect(await call('leaveGame', { gameId: played.id })).toEqual({ discarded: false });

      const history = await call<HistoryEntry[]>('listHistory', QUERY);
      expect(history.map((entry) => entry.gameId)).toEqual([played.id]);
      const listed = (await call('startup')).unfinishedGames.map((entry) => entry.view.id);
      expect(listed).toEqual([played.id]);
      await expect(call('leaveGame', { gameId: empty.id })).rejects.toThrow(/not in your history/);
    });
  }
});

const rollOf = (gameId: string, type: 'roll') => ({ gameId, step: 0, action: { type } });
