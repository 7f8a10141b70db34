import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FarkleView, ReplayFile, StartupInfo } from '../../src-shared/api';
import { ENGINE_VERSION } from '../engine';
import { openTestApp, playBotGame } from '../api/test-app';

/** The engine version each stored game's row keeps, by game id. */
function storedVersions(dataDir: string): Record<string, number> {
  const db = new Database(join(dataDir, 'history.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT id, engine_version FROM games').all() as Array<{
    id: string;
    engine_version: number;
  }>;
  db.close();
  return Object.fromEntries(rows.map((row) => [row.id, row.engine_version]));
}

/** Marks games as played by another engine, as a history kept by another Hot Dice would hold. */
function playedByEngine(dataDir: string, version: number, ids: string[]): void {
  const db = new Database(join(dataDir, 'history.sqlite'));
  const mark = db.prepare('UPDATE games SET engine_version = ? WHERE id = ?');
  for (const id of ids) mark.run(version, id);
  db.close();
}

/** A new Minimal game for two people, unplayed. */
const twoPeople = (seed: string) => ({
  preset: 'minimal',
  rules: null,
  seats: [
    { name: 'Ada', bot: null },
    { name: 'Brian', bot: null },
  ],
  seed,
  generator: null,
});

const exportedVersion = (file: ReplayFile) =>
  (JSON.parse(file.text) as { engineVersion?: number }).engineVersion;

describe('each stored game keeps the engine version that played it', () => {
  it('records the version at the start of a game and at import, and exports it', async () => {
    const source = openTestApp();
    const finished = await playBotGame(source.call, 7);
    const open = await source.call<FarkleView>('createGame', twoPeople('3'));
    expect(storedVersions(source.dataDir)).toEqual({
      [finished.id]: ENGINE_VERSION,
      [open.id]: ENGINE_VERSION,
    });
    const file = await source.call<ReplayFile>('exportReplay', { gameId: finished.id });
    expect(exportedVersion(file)).toBe(ENGINE_VERSION);

    const target = openTestApp();
    await target.call('importFile', {
      text: (await source.call<ReplayFile>('exportHistory')).text,
    });
    expect(storedVersions(target.dataDir)).toEqual(storedVersions(source.dataDir));
  });

  it('refuses in words, on every path, a game another engine version played', async () => {
    const { app, call, dataDir } = openTestApp();
    const finished = await playBotGame(call, 8);
    const open = await call<FarkleView>('createGame', twoPeople('4'));
    await call('act', { gameId: open.id, step: 0, action: { type: 'roll' } });
    app.close();
    const other = ENGINE_VERSION + 1;
    playedByEngine(dataDir, other, [finished.id, open.id]);
    const refusal = `played by engine version ${other}; this Hot Dice plays versions 1 to ${ENGINE_VERSION}`;
    const notHere = `this game cannot be played here (this replay was ${refusal})`;

    const again = openTestApp(dataDir);
    // Resume: the unfinished game is set aside at start-up, with the versions in its reason.
    const startup = await again.call<StartupInfo>('startup');
    expect(startup.damaged).toEqual([
      { gameId: open.id, reason: expect.stringContaining(refusal) },
    ]);
    await expect(again.call('getGame', { gameId: open.id })).rejects.toThrow(refusal);
    await expect(again.call('getGame', { gameId: finished.id })).rejects.toThrow(notHere);
    await expect(again.call('rematch', { gameId: finished.id })).rejects.toThrow(notHere);
    // Replay view: refused, not replayed by this engine.
    await expect(again.call('replayFrame', { gameId: finished.id, step: 0 })).rejects.toThrow(
      notHere,
    );
    // Export carries the stored version, so no other Hot Dice takes it for its own.
    const file = await again.call<ReplayFile>('exportReplay', { gameId: finished.id });
    expect(exportedVersion(file)).toBe(other);
    const history = await again.call<ReplayFile>('exportHistory');
    const games = (JSON.parse(history.text) as { games: Array<{ replay: ReplayFile }> }).games;
    expect(games.map((game) => (game.replay as { engineVersion?: number }).engineVersion)).toEqual([
      other,
    ]);
    // Import: refused in words.
    const fresh = openTestApp();
    await expect(fresh.call('importFile', { text: file.text })).rejects.toThrow(refusal);
    await expect(fresh.call('importFile', { text: history.text })).rejects.toThrow(refusal);
  });
});
