import { describe, expect, it } from 'vitest';
import { openTestApp } from '../api/test-app';
import { breakFirstMove, corrupt } from './damage.testkit';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 500, offset: 0 };

type Call = ReturnType<typeof openTestApp>['call'];

const ece209 = (name: string, seed: string) => ({
  preset: 'ece209',
  rules: null,
  seats: [{ name, bot: null }],
  seed,
  generator: 'ece209',
});

/** A history with a finished game, two unfinished Farkle games and an unfinished Roll-Dice-Roll. */
async function history() {
  const app = openTestApp();
  const { call } = app;
  let done = await call('createGame', ece209('Ada', '333'));
  const faces = (
    await call('act', { gameId: done.id, step: 0, action: { type: 'roll' } })
  ).turn.dice.map((d) => d.face);
  const dice = [faces.indexOf(1), faces.lastIndexOf(1), faces.indexOf(5)];
  await call('act', { gameId: done.id, step: 1, action: { type: 'keep', dice } });
  done = await call('act', { gameId: done.id, step: 2, action: { type: 'bank' } });
  const broken = await call('createGame', ece209('Brian', '5'));
  await call('act', { gameId: broken.id, step: 0, action: { type: 'roll' } });
  const fine = await call('createGame', ece209('Cleo', '6'));
  await call('act', { gameId: fine.id, step: 0, action: { type: 'roll' } });
  const rolls = await call('createRollDice', {
    player: { name: 'Dev', bot: null },
    seed: '9',
    generator: null,
  });
  app.app.close();
  return { dataDir: app.dataDir, done, broken, fine, rolls };
}

/** Changes the stored history behind the app's back, as a bad disk or another program might. */
async function listed(call: Call) {
  const entries = await call('listHistory', QUERY);
  return Object.fromEntries(entries.map((e) => [e.gameId, e.damaged]));
}

describe('a damaged stored row', () => {
  it('sets aside an unfinished game whose log no longer replays; the rest loads', async () => {
    const { dataDir, done, broken, fine, rolls } = await history();
    // A bank before any roll: the engine refuses it, so the log no longer replays.
    breakFirstMove(dataDir, broken.id);
    const { call } = openTestApp(dataDir);
    const startup = await call('startup');
    expect(startup.damaged.map((d) => d.gameId)).toEqual([broken.id]);
    expect(startup.damaged[0]!.reason).toMatch(/no longer replay/);
    expect(startup.notices.join(' ')).toMatch(/1 game\(s\) in your history are damaged/);
    expect(startup.unfinished.map((g) => g.id)).toEqual([fine.id]);
    expect(startup.unfinishedGames.map((g) => g.view.id).sort()).toEqual(
      [fine.id, rolls.id].sort(),
    );
    expect(await listed(call)).toEqual({
      [done.id]: false,
      [broken.id]: true,
      [fine.id]: false,
      [rolls.id]: false,
    });
    await expect(call('getGame', { gameId: broken.id })).rejects.toThrow(/damaged/);
    await expect(call('replayFrame', { gameId: broken.id, step: 0 })).rejects.toThrow(/damaged/);
    expect((await call('getGame', { gameId: fine.id })).actionCount).toBe(1);

    // Still exportable as stored: one game alone, or with the whole history.
    const alone = await call('exportReplay', { gameId: broken.id });
    expect(JSON.parse(alone.text)).toMatchObject({ id: broken.id, actions: ['b'] });
    const all = JSON.parse((await call('exportHistory')).text) as {
      games: Array<{ id: string }>;
      damaged: Array<{ id: string; seats: unknown }>;
    };
    expect(all.games.map((g) => g.id).sort()).toEqual([done.id, fine.id, rolls.id].sort());
    expect(all.damaged.map((g) => [g.id, g.seats])).toEqual([
      [broken.id, [{ name: 'Brian', bot: null }]],
    ]);
    // The export imports elsewhere: its sound games, and the damaged one is not played.
    const target = openTestApp();
    expect(await target.call('importFile', { text: JSON.stringify(all) })).toEqual({
      imported: 3,
      duplicates: 0,
    });
  });

  it('sets aside every game of a rule set that is not JSON, and leaves it out of the stats', async () => {
    const { dataDir, done, broken, fine, rolls } = await history();
    const before = openTestApp(dataDir);
    const ada = (await before.call('listProfiles')).find((p) => p.name === 'Ada')!;
    const stats = await before.call('profileStats', {
      profileId: ada.id,
      withChosenSeeds: true,
    });
    // Her one-seat ECE 209 turn counts as a solo figure.
    expect(stats.solo.turns).toBe(1);
    before.app.close();
    corrupt(dataDir, `UPDATE rule_sets SET rules = '{"scoring": [' WHERE rules <> '"rolldice"'`);

    const { call } = openTestApp(dataDir);
    const startup = await call('startup');
    expect(startup.damaged.map((d) => d.gameId).sort()).toEqual(
      [done.id, broken.id, fine.id].sort(),
    );
    expect(startup.damaged.every((d) => /rule set is not JSON/.test(d.reason))).toBe(true);
    expect(startup.unfinished).toEqual([]);
    expect(startup.unfinishedGames.map((g) => [g.game, g.view.id])).toEqual([
      ['rolldice', rolls.id],
    ]);
    expect(await listed(call)).toEqual({
      [done.id]: true,
      [broken.id]: true,
      [fine.id]: true,
      [rolls.id]: false,
    });
    const after = await call('profileStats', {
      profileId: ada.id,
      withChosenSeeds: true,
    });
    expect([after.solo.turns, after.farkleRate, after.solo.games]).toEqual([0, [], 0]);
    const exported = JSON.parse((await call('exportHistory')).text) as {
      damaged: Array<{ rules: string }>;
    };
    expect(exported.damaged.map((g) => g.rules)).toEqual(Array(3).fill('{"scoring": ['));
  });

  it('sets aside a rule set that is JSON but not rules', async () => {
    const { dataDir, done } = await history();
    corrupt(
      dataDir,
      `UPDATE rule_sets SET rules = '{"target": "lots"}' WHERE rules <> '"rolldice"'`,
    );
    const { call } = openTestApp(dataDir);
    const startup = await call('startup');
    expect(startup.damaged.find((d) => d.gameId === done.id)?.reason).toMatch(/not valid rules/);
  });
});
