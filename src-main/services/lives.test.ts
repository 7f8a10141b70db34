import { describe, expect, it } from 'vitest';
import type { HistoryEntry, TableView, UnfinishedEntry } from '../../src-shared/api';
import type { PigView } from '../../src-shared/pig';
import { openTestApp as open, type TestCall } from '../api/test-app';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 50, offset: 0 };
const PEOPLE = [
  { name: 'Ann', bot: null },
  { name: 'Bob', bot: null },
];

/** A two-person Pig game with one roll made. */
async function halfPlayedPig(call: TestCall, seed: string): Promise<PigView> {
  const setup = { target: 100, seats: PEOPLE, seed, generator: null };
  const created = await call<TableView>('createTable', { game: 'pig', setup });
  const played = await call<TableView>('tableAct', {
    gameId: created.view.id,
    step: 0,
    action: { type: 'roll' },
  });
  return played.view as PigView;
}

const listedIds = (entries: UnfinishedEntry[]) =>
  entries.map((entry) => [entry.game, entry.view.id]);

describe('a game’s life after it is created, for every game', () => {
  it('lists a half-played Pig game after a restart, resumes, abandons and deletes it', async () => {
    const first = open();
    const kept = await halfPlayedPig(first.call, '11');
    const gone = await halfPlayedPig(first.call, '22');
    const rolls = await first.call<TableView>('createTable', {
      game: 'rolldice',
      setup: { player: { name: 'Cy', bot: null }, seed: '5', generator: null },
    });
    first.app.close();

    const { call } = open(first.dataDir);
    const startup = await call('startup');
    expect(listedIds(startup.unfinishedGames).sort()).toEqual(
      [
        ['pig', kept.id],
        ['pig', gone.id],
        ['rolldice', rolls.view.id],
      ].sort(),
    );
    expect(startup.unfinishedGamesTotal).toBe(3);
    expect(startup.unfinished).toEqual([]);
    const listed = startup.unfinishedGames.find((entry) => entry.view.id === kept.id)!;
    expect(listed.startedAt).toMatch(/^\d{4}-/);
    expect((listed.view as PigView).state.turnTotal).toBe(kept.state.turnTotal);

    const resumed = await call<TableView>('getTable', { gameId: kept.id });
    expect((resumed.view as PigView).state).toEqual(kept.state);

    expect(await call('abandonGame', { gameId: kept.id })).toBeNull();
    expect(await call('deleteGame', { gameId: gone.id })).toBeNull();
    const history = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(history.map((entry) => [entry.gameId, entry.abandoned]).sort()).toEqual(
      [
        [kept.id, true],
        [rolls.view.id, false],
      ].sort(),
    );
    const after = await call('startup');
    expect(listedIds(after.unfinishedGames)).toEqual([['rolldice', rolls.view.id]]);
    await expect(call('getTable', { gameId: kept.id })).rejects.toThrow(/not open any more/);
    await expect(call('abandonGame', { gameId: gone.id })).rejects.toThrow(/not in your history/);
  });

  it('plays any game again with its setup and a fresh seed, answering that game’s view', async () => {
    const { call } = open();
    const pig = await halfPlayedPig(call, '7');
    const again = await call<TableView>('rematch', { gameId: pig.id });
    expect(again.game).toBe('pig');
    const view = again.view as PigView;
    expect(view.id).not.toBe(pig.id);
    expect(view.seats).toEqual(pig.seats);
    expect(view.state.target).toBe(100);
    expect(view.actionCount).toBe(0);
  });
});
