/**
 * Twenty (./twenty.testkit.ts), registered only here, lives a built-in game's whole life through
 * the API: any shared path that still picks games by name leaves it out, and this test fails.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  HistoryEntry,
  ProfileStats,
  ProfileView,
  ReplayFile,
  StartupInfo,
  TableView,
} from '../../../src-shared/api';
import { createApp, type App } from '../../app';
import { isGameKind } from '../../engine';
import { exportHere } from '../../host/export-here';
import { importHere } from '../../host/import-here';
import { TWENTY, type TwentyView } from './twenty.testkit';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 50, offset: 0 };
const SEATS = [
  { name: 'Ann', bot: null },
  { name: 'Rolly', bot: 'roller' },
];

const open: App[] = [];

/** The app with Twenty registered as it is built, on a data folder (a fresh one unless given). */
function twentyApp(dataDir = mkdtempSync(join(tmpdir(), 'hotdice-twenty-'))) {
  const app = createApp({
    dataDir,
    games: [TWENTY],
    runImport: importHere,
    runExport: async (job) => exportHere(job),
  });
  open.push(app);
  const call = async <T>(method: string, request: unknown = null): Promise<T> => {
    const result = await app.dispatch(method, request);
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value as T;
  };
  const table = async (method: string, request: unknown) =>
    (await call<TableView>(method, request)).view as unknown as TwentyView;
  return { app, call, table, dataDir };
}

type Twenty = ReturnType<typeof twentyApp>;

/** Ann rolls on her turns and the bot on its own, to the end. */
async function playOut(at: Twenty, view: TwentyView): Promise<TwentyView> {
  while (!view.state.over) {
    const request = { gameId: view.id, step: view.actionCount };
    view =
      view.seats[view.state.current]!.bot === null
        ? await at.table('tableAct', { ...request, action: { type: 'roll' } })
        : await at.table('tableBotStep', request);
  }
  return view;
}

afterEach(() => {
  for (const app of open.splice(0)) app.close();
});

describe('a game registered only in the tests', () => {
  it('lives the whole life of a built-in game, and leaves the registries as it found them', async () => {
    const first = twentyApp();
    const created = await first.table('createTable', {
      game: 'twenty',
      setup: { seats: SEATS, seed: '5' },
    });
    const rolled = await first.table('tableAct', {
      gameId: created.id,
      step: 0,
      action: { type: 'roll' },
    });
    const botMoved = await first.table('tableBotStep', { gameId: created.id, step: 1 });
    expect(botMoved.events).toEqual([{ seat: 1, action: 'roll', total: botMoved.state.totals[1] }]);
    expect(rolled.state.totals[0]).toBeGreaterThan(0);
    first.app.close();

    // After a restart: listed, resumed as it was left, played to its end.
    const again = twentyApp(first.dataDir);
    const startup = await again.call<StartupInfo>('startup');
    expect(startup.damaged).toEqual([]);
    expect(startup.unfinishedGames.map((entry) => [entry.game, entry.view.id])).toEqual([
      ['twenty', created.id],
    ]);
    const resumed = await again.table('getTable', { gameId: created.id });
    expect(resumed.state).toEqual(botMoved.state);
    const done = await playOut(again, resumed);

    // Another given up, a third deleted, a fourth the first again with fresh dice.
    const setup = { game: 'twenty', setup: { seats: SEATS, seed: null } };
    const givenUp = await again.table('createTable', setup);
    const deleted = await again.table('createTable', setup);
    await again.call('abandonGame', { gameId: givenUp.id });
    await again.call('deleteGame', { gameId: deleted.id });
    const rematch = await again.call<TableView>('rematch', { gameId: done.id });
    expect(rematch.game).toBe('twenty');
    await again.call('abandonGame', { gameId: rematch.view.id });
    const history = await again.call<HistoryEntry[]>('listHistory', QUERY);
    const rows = history.map((entry) => [
      entry.gameId,
      entry.kind,
      entry.finished,
      entry.abandoned,
    ]);
    expect(rows.sort()).toEqual(
      [
        [done.id, 'twenty', true, false],
        [givenUp.id, 'twenty', false, true],
        [rematch.view.id, 'twenty', false, true],
      ].sort(),
    );
    expect((await again.call<StartupInfo>('startup')).unfinishedGames).toEqual([]);

    // Replayed and counted in Stats.
    const frame = await again.call<{ kind: string; game: TwentyView }>('replayFrame', {
      gameId: done.id,
      step: done.actionCount,
    });
    expect(frame.kind).toBe('twenty');
    expect(frame.game.state).toEqual(done.state);
    const ann = (await again.call<ProfileView[]>('listProfiles')).find((p) => p.name === 'Ann')!;
    const stats = await again.call<ProfileStats>('profileStats', {
      profileId: ann.id,
      withChosenSeeds: true,
    });
    expect(stats.otherGames.find((game) => game.kind === ('twenty' as never))).toMatchObject({
      title: 'Twenty',
      games: 1,
      wins: done.state.winner === 0 ? 1 : 0,
    });

    // Exported, and imported into a fresh history as the same games.
    const exported = await again.call<ReplayFile>('exportHistory');
    const fresh = twentyApp();
    expect(await fresh.call('importFile', { text: exported.text })).toEqual({
      imported: 3,
      duplicates: 0,
    });
    const copied = await fresh.call<{ game: TwentyView }>('replayFrame', {
      gameId: done.id,
      step: done.actionCount,
    });
    expect(copied.game.state).toEqual(done.state);

    for (const app of open.splice(0)) app.close();
    expect(isGameKind('twenty')).toBe(false);
  });
});
