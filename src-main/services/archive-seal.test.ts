import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FarkleView, HistoryEntry, ReplayFile, ReplayFrame } from '../../src-shared/api';
import { openTestApp } from '../api/test-app';
import { breakFirstMove } from './damage.testkit';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 500, offset: 0 };

type TestApp = ReturnType<typeof openTestApp>;

/** A two-seat game on a seed the app draws, one roll in: sealed. */
async function drawnGame({ call }: TestApp): Promise<FarkleView> {
  const game = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [
      { name: 'Ada', bot: null },
      { name: 'Brian', bot: null },
    ],
    seed: null,
    generator: null,
  });
  return call<FarkleView>('act', { gameId: game.id, step: 0, action: { type: 'roll' } });
}

/** The seed as stored, read behind the app's back. */
function storedSeed(dataDir: string, gameId: string): number {
  const db = new Database(join(dataDir, 'history.sqlite'), { readonly: true });
  const { seed } = db.prepare('SELECT seed FROM games WHERE id = ?').get(gameId) as {
    seed: number;
  };
  db.close();
  return seed;
}

describe('a file cannot plant a sealed game', () => {
  it('imports an unfinished game with its seed shown, as typed, whatever the file says', async () => {
    const source = openTestApp();
    const typed = await source.call<FarkleView>('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [{ name: 'Ada', bot: null }],
      seed: '1234',
      generator: null,
    });
    const file = JSON.parse((await source.call<ReplayFile>('exportHistory')).text) as {
      games: Array<{ seedChosen?: boolean }>;
    };
    for (const claim of [false, undefined]) {
      file.games[0]!.seedChosen = claim;
      const { call } = openTestApp();
      await call('importFile', { text: JSON.stringify(file) });
      const game = await call<FarkleView>('getGame', { gameId: typed.id });
      expect([game.seed, game.seedChosen]).toEqual([1234, true]);
    }
  });
});

describe('a drawn seed stays sealed on every path while the game can be played', () => {
  it('leaves it out of a damaged unfinished game, alone and in the history export', async () => {
    const app = openTestApp();
    const game = await drawnGame(app);
    app.app.close();
    const seed = storedSeed(app.dataDir, game.id);
    // A bank before any roll: the log no longer replays, so start-up sets the game aside.
    breakFirstMove(app.dataDir, game.id);
    const { call } = openTestApp(app.dataDir);
    await call('startup');

    const alone = await call<ReplayFile>('exportReplay', { gameId: game.id });
    const all = await call<ReplayFile>('exportHistory');
    const damaged = (JSON.parse(all.text) as { damaged: Array<{ id: string; seed: unknown }> })
      .damaged;
    expect(damaged.map((g) => [g.id, g.seed])).toEqual([[game.id, null]]);
    expect(JSON.parse(alone.text)).toMatchObject({ id: game.id, seed: null, seedChosen: 0 });
    for (const text of [alone.text, all.text, alone.fileName]) {
      expect(text).not.toContain(String(seed));
    }
  });

  it('shows the seed of an abandoned game, in its replay and its export alike', async () => {
    const app = openTestApp();
    const game = await drawnGame(app);
    await app.call('abandonGame', { gameId: game.id });
    const seed = storedSeed(app.dataDir, game.id);
    const [entry] = await app.call<HistoryEntry[]>('listHistory', QUERY);
    expect(entry!.abandoned).toBe(true);
    const frame = await app.call<ReplayFrame>('replayFrame', { gameId: game.id, step: 1 });
    expect(frame.game.seed).toBe(seed);
    const file = await app.call<ReplayFile>('exportReplay', { gameId: game.id });
    expect(JSON.parse(file.text)).toMatchObject({ seed });
  });
});
