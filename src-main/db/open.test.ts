import Database from 'better-sqlite3';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import {
  DatabaseFromTheFuture,
  HOT_DICE_APPLICATION_ID,
  HistoryUnavailable,
  migrate,
  openDatabase,
} from './open';

const freshFile = () => join(mkdtempSync(join(tmpdir(), 'hotdice-db-')), 'history.sqlite');

function tables(file: string): string[] {
  const db = new Database(file, { readonly: true });
  const names = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
  db.close();
  return names;
}

describe('opening the history database', () => {
  it('creates the latest schema in an empty folder, with WAL and foreign keys', () => {
    const file = freshFile();
    const { db, movedAside } = openDatabase(file);
    expect(movedAside).toBeNull();
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('application_id', { simple: true })).toBe(HOT_DICE_APPLICATION_ID);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
    expect(tables(file)).toEqual(
      expect.arrayContaining([
        'profiles',
        'games',
        'game_seats',
        'actions',
        'turns',
        'farkle_odds',
        'rule_sets',
        'settings',
      ]),
    );
  });

  it.each(Array.from({ length: SCHEMA_VERSION }, (_, version) => version))(
    'upgrades a database at schema version %i, keeping its data',
    (version) => {
      const file = freshFile();
      const old = new Database(file);
      old.exec(MIGRATIONS.slice(0, version).join('\n'));
      old.pragma(`user_version = ${version}`);
      if (version >= 1) {
        old.prepare("INSERT INTO settings (key, value) VALUES ('kept', '\"yes\"')").run();
      }
      old.close();
      const { db } = openDatabase(file);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.pragma('application_id', { simple: true })).toBe(HOT_DICE_APPLICATION_ID);
      if (version >= 1) {
        expect(db.prepare("SELECT value FROM settings WHERE key = 'kept'").pluck().get()).toBe(
          '"yes"',
        );
      }
      db.close();
    },
  );

  it('applies pending migrations in one transaction: a failing one leaves the old version', () => {
    const file = freshFile();
    const old = new Database(file);
    old.exec('CREATE TABLE profiles (id INTEGER PRIMARY KEY) STRICT');
    // Migration 1 creates `profiles` again and fails: nothing of it may remain.
    expect(() => migrate(old)).toThrow(/already exists/);
    old.close();
    expect(tables(file)).toEqual(['profiles']);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    db.close();
  });

  it('refuses a database from a newer Hot Dice and leaves it byte for byte as it was', () => {
    const file = freshFile();
    const future = new Database(file);
    future.exec('CREATE TABLE from_the_future (x INTEGER) STRICT');
    future.pragma(`application_id = ${HOT_DICE_APPLICATION_ID}`);
    future.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    future.close();
    const before = readFileSync(file);
    expect(() => openDatabase(file)).toThrow(DatabaseFromTheFuture);
    expect(() => openDatabase(file)).toThrow(/newer version of Hot Dice .* left untouched/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('moves an unreadable file aside, keeps it, and starts a fresh history', () => {
    const file = freshFile();
    writeFileSync(file, 'this is not a database, it is a shopping list');
    const { db, movedAside } = openDatabase(file, { now: () => new Date('2026-01-02T03:04:05Z') });
    expect(movedAside).toBe(`${file}.unreadable-2026-01-02T03-04-05-000Z`);
    expect(readFileSync(movedAside!, 'utf8')).toBe('this is not a database, it is a shopping list');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('moves aside a database whose pages are damaged', () => {
    const file = freshFile();
    const { db } = openDatabase(file);
    const insert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    for (let i = 0; i < 2000; i++) insert.run(`key${i}`, 'x'.repeat(100));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 4096 * 2, 4096 * 6);
    writeFileSync(file, bytes);
    const reopened = openDatabase(file);
    expect(reopened.movedAside).not.toBeNull();
    expect(existsSync(reopened.movedAside!)).toBe(true);
    reopened.db.close();
    expect(readdirSync(join(file, '..')).some((f) => f.includes('.unreadable-'))).toBe(true);
  });
});

/** Every file in the history's folder, by name. */
const folderOf = (file: string) => readdirSync(dirname(file)).sort();

/** A history with one setting stored, closed again. */
function storedHistory(): string {
  const file = freshFile();
  const { db } = openDatabase(file);
  db.prepare("INSERT INTO settings (key, value) VALUES ('kept', '\"yes\"')").run();
  db.close();
  return file;
}

describe("a history another program holds, or that is not Hot Dice's", () => {
  it('waits for a lock at start, then says another program is using it and moves nothing', () => {
    const file = storedHistory();
    // What a backup tool or another copy does: an exclusive lock held for the whole start.
    const holder = new Database(file);
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    const before = folderOf(file);
    let error: unknown = null;
    try {
      openDatabase(file, { startTimeoutMs: 200 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HistoryUnavailable);
    expect((error as Error).message).toContain(`another program is using your history (${file})`);
    expect(folderOf(file)).toEqual(before);
    holder.exec('ROLLBACK');
    holder.close();
    const { db, movedAside } = openDatabase(file);
    expect(movedAside).toBeNull();
    expect(db.prepare("SELECT value FROM settings WHERE key = 'kept'").pluck().get()).toBe('"yes"');
    db.close();
  });

  it('opens a history from before the mark (no application_id, at the latest schema) and marks it', () => {
    const file = freshFile();
    const old = new Database(file);
    old.exec(MIGRATIONS.join('\n'));
    old.pragma(`user_version = ${SCHEMA_VERSION}`);
    old.prepare("INSERT INTO settings (key, value) VALUES ('kept', '\"yes\"')").run();
    old.close();
    const { db } = openDatabase(file);
    expect(db.pragma('application_id', { simple: true })).toBe(HOT_DICE_APPLICATION_ID);
    expect(db.prepare("SELECT value FROM settings WHERE key = 'kept'").pluck().get()).toBe('"yes"');
    db.close();
  });

  it.each([
    ['with user_version 0', 0, 0],
    ['with a user_version of its own', 3, 0],
    ['with a user_version above any of Hot Dice', SCHEMA_VERSION + 40, 0],
    ["marked as another program's", 1, 0x0f0f0f0f],
  ])("refuses a database that is not Hot Dice's (%s), leaving it byte for byte", (_, v, id) => {
    const file = freshFile();
    const other = new Database(file);
    other.exec("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')");
    other.pragma(`user_version = ${v}`);
    other.pragma(`application_id = ${id}`);
    other.close();
    const before = readFileSync(file);
    const files = folderOf(file);
    expect(() => openDatabase(file)).toThrow(/this file is not a Hot Dice history/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(folderOf(file)).toEqual(files);
  });

  // Linux's /dev/full answers every write with "no space left on device": a real full disk.
  it.skipIf(!existsSync('/dev/full'))('says the disk is full, and moves nothing', () => {
    const file = freshFile();
    symlinkSync('/dev/full', file);
    expect(() => openDatabase(file)).toThrow(
      new HistoryUnavailable(
        `the disk that holds your history (${file}) is full. Nothing was moved or changed: ` +
          'free some space and start Hot Dice again.',
      ),
    );
    expect(folderOf(file)).toEqual(['history.sqlite']);
  });

  it('still moves aside a file SQLite reports as damaged, and only that', () => {
    const file = freshFile();
    writeFileSync(file, Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(200, 7)]));
    const { db, movedAside } = openDatabase(file);
    db.close();
    expect(movedAside).not.toBeNull();
    expect(folderOf(file)).toContain(basename(movedAside!));
  });
});
