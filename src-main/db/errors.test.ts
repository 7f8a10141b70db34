import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResult, FarkleView } from '../../src-shared/api';
import { createDispatch, type ApiHandlers } from '../api/handler';
import { openTestApp } from '../api/test-app';
import { storageRefusal } from './errors';

/** The error a statement throws (real SQLite errors, not made-up ones). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

/** A database whose disk is "full": SQLite's page limit stands in for the disk. */
function fullDisk(): unknown {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (b BLOB)');
  db.pragma('max_page_count = 2');
  return thrownBy(() => db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(100_000)));
}

describe("history errors in the player's words", () => {
  it('names a full disk, a read-only file and a lock held by another program', () => {
    expect(storageRefusal(fullDisk())?.message).toBe(
      'Hot Dice could not save this: the disk is full. Nothing was changed.',
    );

    const file = join(mkdtempSync(join(tmpdir(), 'hotdice-errors-')), 'h.sqlite');
    new Database(file).exec('CREATE TABLE t (x)');
    const readonly = new Database(file, { readonly: true });
    const refused = storageRefusal(thrownBy(() => readonly.exec('INSERT INTO t VALUES (1)')));
    expect(refused?.message).toMatch(/could not save this: .*read-only\. Nothing was changed\./);
    readonly.close();

    const holder = new Database(file);
    holder.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
    const waiting = new Database(file, { timeout: 10 });
    const busy = storageRefusal(thrownBy(() => waiting.exec('INSERT INTO t VALUES (2)')));
    expect(busy?.code).toBe('storage');
    expect(busy?.message).toMatch(/another program is using your history/);
    holder.exec('ROLLBACK');
  });

  it('leaves every other error alone', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (x UNIQUE); INSERT INTO t VALUES (1)');
    expect(storageRefusal(thrownBy(() => db.exec('INSERT INTO t VALUES (1)')))).toBeNull();
    expect(storageRefusal(new TypeError('x is undefined'))).toBeNull();
  });

  it('reaches the caller through the dispatcher as a storage refusal, not "internal"', async () => {
    const handlers = {
      listPresets: () => {
        throw fullDisk();
      },
    };
    const dispatch = createDispatch(handlers as unknown as ApiHandlers, () => undefined);
    expect(await dispatch('listPresets', null)).toEqual({
      ok: false,
      error: {
        code: 'storage',
        message: 'Hot Dice could not save this: the disk is full. Nothing was changed.',
      },
    });
  });
});

describe('a move while another program holds the history', () => {
  it('is refused in words after a short wait, changes nothing, and goes through afterwards', async () => {
    const { call, dispatch, dataDir } = openTestApp();
    const game = await call<FarkleView>('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [{ name: 'Ada', bot: null }],
      seed: '7',
      generator: null,
    });
    const holder = new Database(join(dataDir, 'history.sqlite'));
    holder.exec("BEGIN IMMEDIATE; INSERT INTO settings (key, value) VALUES ('other', '1')");
    const roll = { gameId: game.id, step: game.actionCount, action: { type: 'roll' } };
    const refused = (await dispatch('act', roll)) as ApiResult<FarkleView>;
    expect(refused).toMatchObject({ ok: false, error: { code: 'storage' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/another program is using/);
    expect(await call<FarkleView>('getGame', { gameId: game.id })).toEqual(game);
    holder.exec('ROLLBACK');
    holder.close();
    expect((await call<FarkleView>('act', roll)).actionCount).toBe(game.actionCount + 1);
  });
});
