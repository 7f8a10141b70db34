import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportProgress, ReplayFile } from '../../src-shared/api';
import { inProcessSimulator, inProcessStrategy, openTestApp, playBotGame } from '../api/test-app';
import { createApp } from '../app';
import { storageRefusal } from '../db/errors';
import { GameStore } from '../db/game-store';
import { openDatabase, type Db } from '../db/open';
import { importHere } from '../host/import-here';
import { readingSource } from '../host/import-source';
import { runImport } from './import';
import { exported, hooks, job, stores, text } from './import.testkit';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 500, offset: 0 };

const count = (db: Db) => (db.prepare('SELECT count(*) AS n FROM games').get() as { n: number }).n;

/** A promise and the function that settles it, for steering the order of calls. */
function deferred() {
  let settle = (): void => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('one file, one transaction', () => {
  it('stores nothing of a file the disk cannot hold, and says the disk is full', async () => {
    const file = text(await exported(12));
    const { db } = openDatabase(join(openTestApp().dataDir, 'full.sqlite'));
    const history = new GameStore(db);
    const pages = Number(db.pragma('page_count', { simple: true }));
    db.pragma(`max_page_count = ${pages + 2}`);
    const failed: unknown = await runImport(stores(db, history), job(file), hooks).catch(
      (error: unknown) => error,
    );
    expect(storageRefusal(failed)?.message).toMatch(/the disk is full\. Nothing was changed/);
    expect(count(db)).toBe(0);
    db.pragma('max_page_count = 1000000');
    expect((await runImport(stores(db, history), job(file), hooks)).imported).toBe(13);
    expect(count(db)).toBe(13);
  });
});

describe('an import beside other calls', () => {
  it('lets go of the file once it is parsed, and of a request body once it is read', async () => {
    const file = text(await exported(2));
    const { db } = openDatabase(join(openTestApp().dataDir, 'history.sqlite'));
    let textWhileChecking: string | null = null;
    const textWhenSettled: string[] = [];
    const given = job(file);
    const importing = runImport(stores(db), given, {
      progress: () => {},
      mayWrite: async () => {
        textWhileChecking = given.text;
      },
      // The worker collects garbage here: the text must be gone by then.
      settle: () => textWhenSettled.push(given.text),
    });
    expect((await importing).imported).toBe(3);
    expect(textWhileChecking).toBe('');
    expect(textWhenSettled).toEqual(['', '']); // as it goes, and before the games are checked
    // A lone replay file too.
    const source = openTestApp();
    const played = await playBotGame(source.call, 4);
    const lone = job((await source.call<ReplayFile>('exportReplay', { gameId: played.id })).text);
    let loneWhileChecking: string | null = null;
    await runImport(stores(db), lone, {
      progress: () => {},
      mayWrite: async () => {
        loneWhileChecking = lone.text;
      },
    });
    expect(loneWhileChecking).toBe('');
    const { text: _text, ...rest } = job(file);
    const sourced = { ...rest, source: { requestBody: JSON.stringify({ text: file }) } };
    let received = '';
    let sourceWhenSettled: unknown = null;
    await readingSource(async (_where, read) => {
      received = read.text;
      return { imported: 0, duplicates: 0 };
    })(null as never, sourced, { ...hooks, settle: () => (sourceWhenSettled = sourced.source) });
    expect(received).toBe(file);
    expect(sourced.source).toEqual({ text: '' });
    expect(sourceWhenSettled).toEqual({ text: '' });
  });

  it('tells its progress, and writes nothing before it may', async () => {
    const file = text(await exported(3));
    const dataDir = openTestApp().dataDir;
    const { db } = openDatabase(join(dataDir, 'history.sqlite'));
    const seen: ImportProgress[] = [];
    const turn = deferred();
    let stored = -1;
    const importing = runImport(stores(db), job(file), {
      progress: (progress) => seen.push(progress),
      mayWrite: async () => {
        stored = count(db);
        await turn.promise;
      },
    });
    turn.settle();
    expect(await importing).toEqual({ imported: 4, duplicates: 0 });
    expect(stored).toBe(0);
    expect(seen).toEqual([
      { phase: 'checking', done: 4, total: 4 },
      { phase: 'saving', done: 4, total: 4 },
    ]);
  });

  it('lets reads answer while it writes; a call that writes waits for its transaction', async () => {
    const file = text(await exported(2));
    const turn = deferred();
    const writing = deferred();
    const app = createApp({
      dataDir: openTestApp().dataDir,
      strategyWorker: inProcessStrategy,
      simulateParallel: inProcessSimulator,
      // The import holds the history (as its worker would) until the test lets it write.
      runImport: (where, importJob, hooks) =>
        importHere(where, importJob, {
          ...hooks,
          mayWrite: async () => {
            await hooks.mayWrite();
            writing.settle();
            await turn.promise;
          },
        }),
    });
    const call = async (method: string, request: unknown = null) => {
      const result = await app.dispatch(method, request);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const importing = call('importFile', { text: file });
    await writing.promise;
    // Every game is staged by then: the progress stays where the staging left it.
    expect(await call('importStatus')).toEqual({ phase: 'saving', done: 3, total: 3 });
    await expect(call('importFile', { text: file })).rejects.toThrow(/still importing/);
    const order: string[] = [];
    const created = call('createGame', {
      preset: 'ece209',
      rules: null,
      seats: [{ name: 'Cleo', bot: null }],
      seed: null,
      generator: null,
    }).then(() => order.push('createGame'));
    await call('listPresets').then(() => order.push('listPresets'));
    await call('listHistory', QUERY).then(() => order.push('listHistory'));
    expect(order).toEqual(['listPresets', 'listHistory']);
    turn.settle();
    await Promise.all([importing, created]);
    expect(order).toEqual(['listPresets', 'listHistory', 'createGame']);
    expect(await call('importStatus')).toBeNull();
    expect(await call('listHistory', QUERY)).toHaveLength(4);
  });
});
