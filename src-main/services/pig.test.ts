import { describe, expect, it } from 'vitest';
import type { PigFrame, PigView } from '../../src-shared/pig';
import { openTestApp as open } from '../api/test-app';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 10, offset: 0 };
const PIG_BOTS = [
  { name: 'Hollis', bot: 'hold-at-20' },
  { name: 'Neller', bot: 'optimal' },
];

async function botGame(call: ReturnType<typeof open>['call'], seed: string): Promise<PigView> {
  const setup = { target: 40, seats: PIG_BOTS, seed, generator: null };
  let view = (await call('createTable', { game: 'pig', setup })).view as PigView;
  while (!view.state.over) {
    view = (await call('tableBotStep', { gameId: view.id, step: view.actionCount }))
      .view as PigView;
  }
  return view;
}

describe('Pig in the app, through the registry', () => {
  it('plays bots to a winner, with the chances of the exact solve; History, Stats and frames', async () => {
    const { call } = open();
    const view = await botGame(call, '3');
    expect(view.winChance).toEqual(
      view.state.totals.map((_, seat) => (seat === view.state.winner ? 1 : 0)),
    );
    const [entry] = await call('listHistory', QUERY);
    expect(entry).toMatchObject({
      kind: 'pig',
      preset: null,
      finished: true,
      turns: view.state.turns.length,
    });
    expect(entry!.seats.map((seat) => seat.total)).toEqual(view.state.totals);
    const profiles = await call('listProfiles', null);
    const winner = profiles.find((p) => p.name === PIG_BOTS[view.state.winner!]!.name)!;
    const stats = await call('profileStats', { profileId: winner.id, withChosenSeeds: true });
    expect(stats.otherGames.find((game) => game.kind === 'pig')).toMatchObject({
      title: 'Pig',
      games: 1,
      wins: 1,
      bestTotal: view.state.totals[view.state.winner!],
    });
    const end = await call<PigFrame>('replayFrame', { gameId: view.id, step: view.actionCount });
    expect(end.kind).toBe('pig');
    expect(end.game.state).toEqual(view.state);
    expect(end.turnStarts).toHaveLength(view.state.turns.length);
  });

  it('gives the coach and each seat’s chance with two seats, and refuses a bot’s move', async () => {
    const { call } = open();
    const seats = [{ name: 'Ada', bot: null }, PIG_BOTS[1]!];
    const setup = { target: 100, seats, seed: '8', generator: null };
    const { view } = (await call('createTable', { game: 'pig', setup })) as { view: PigView };
    expect(view.winChance![0]).toBeCloseTo(0.5306, 4);
    expect(await call('tableHint', { gameId: view.id })).toEqual({
      game: 'pig',
      hint: { best: 'roll', roll: view.winChance![0], hold: null },
    });
    await expect(
      call('tableAct', { gameId: view.id, step: 0, action: { type: 'hold' } }),
    ).rejects.toThrow(/roll at least once/);
    await expect(call('tableBotStep', { gameId: view.id, step: 0 })).rejects.toThrow(
      /a person’s turn/,
    );
    await expect(
      call('createTable', { game: 'pig', setup: { ...setup, target: 5 } }),
    ).rejects.toThrow(/setup\.target: the target is at least 10/);
  });

  it('exports a game and imports it into another history as the same game', async () => {
    const first = open();
    const view = await botGame(first.call, '11');
    const file = await first.call('exportReplay', { gameId: view.id });
    expect(file.fileName).toBe('hotdice-pig-40-0xb.json');
    const all = await first.call('exportHistory', null);
    const other = open();
    expect(await other.call('importFile', { text: all.text })).toEqual({
      imported: 1,
      duplicates: 0,
    });
    expect(await other.call('importFile', { text: file.text })).toEqual({
      imported: 0,
      duplicates: 1,
    });
    const frame = await other.call<PigFrame>('replayFrame', {
      gameId: view.id,
      step: view.actionCount,
    });
    expect(frame.game.state).toEqual(view.state);
  });
});
