import Database from 'better-sqlite3';
import { accessSync, constants, existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { storageProblem, type StorageProblem } from './errors';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { freshenStreaks } from './stats-results';

export type Db = Database.Database;

/** The history was written by a newer Hot Dice; it is left exactly as it was. */
export class DatabaseFromTheFuture extends Error {
  constructor(
    readonly file: string,
    readonly version: number,
  ) {
    super(
      `Your history (${file}) was written by a newer version of Hot Dice (schema ${version}; ` +
        `this version knows up to ${SCHEMA_VERSION}). It has been left untouched: ` +
        'please update Hot Dice to open it.',
    );
  }
}

/** The history cannot be opened now (in use, read-only, disk full, not Hot Dice's); nothing was moved. */
export class HistoryUnavailable extends Error {}

export interface OpenedDatabase {
  db: Db;
  /** Where a damaged database was moved, when that happened on this open. */
  movedAside: string | null;
}

export interface OpenOptions {
  /** better-sqlite3's compiled module, when the host needs another build (Electron's ABI). */
  nativeBinding?: string;
  /** Clock for the name of a moved-aside file. */
  now?: () => Date;
  /** How long to wait at start for another program's lock (ms). */
  startTimeoutMs?: number;
}

// At start, long enough for a backup tool's snapshot; during play, a move waits at most a second
// for another program before it is refused in words (every other call waits with it).
const START_TIMEOUT_MS = 3000;
const PLAY_TIMEOUT_MS = 1000;

function connect(file: string, options: OpenOptions, readonly = false): Db {
  return new Database(file, {
    readonly,
    fileMustExist: readonly,
    timeout: options.startTimeoutMs ?? START_TIMEOUT_MS,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Which of the file or its folder refuses writes, when one does. */
function readOnlyPart(file: string): string | null {
  const folder = dirname(file);
  if (!writable(folder)) return `its folder ${folder} is read-only`;
  if (existsSync(file) && !writable(file)) return 'the file is read-only';
  return null;
}

function problemMessage(file: string, problem: StorageProblem, options: OpenOptions): string {
  const history = `your history (${file})`;
  const kept = 'Nothing was moved or changed';
  const where = readOnlyPart(file);
  switch (problem) {
    case 'busy': {
      const seconds = (options.startTimeoutMs ?? START_TIMEOUT_MS) / 1000;
      return (
        `another program is using ${history}; Hot Dice waited ${seconds} s for it. ${kept}: ` +
        'close that program (a backup tool, or another copy of Hot Dice) and start Hot Dice again.'
      );
    }
    case 'read-only':
    case 'cannot-open':
      return (
        `${history} cannot be ${problem === 'read-only' ? 'written' : 'opened'}` +
        `${where ? `: ${where}` : ''}. ${kept}: make it writable, or set HOTDICE_DATA_DIR to ` +
        'another folder, and start Hot Dice again.'
      );
    case 'full':
      return `the disk that holds ${history} is full. ${kept}: free some space and start Hot Dice again.`;
    case 'io':
      return `the disk reported an error while reading ${history}. ${kept}.`;
    case 'damaged':
      return `${history} is damaged. ${kept}.`;
  }
}

/** A storage problem met while opening, in words; any other error as it is. */
function unavailable(file: string, error: unknown, options: OpenOptions): unknown {
  const problem = storageProblem(error);
  return problem ? new HistoryUnavailable(problemMessage(file, problem, options)) : error;
}

function foreign(file: string): HistoryUnavailable {
  return new HistoryUnavailable(
    `this file is not a Hot Dice history: ${file} holds another program's data. Hot Dice left it ` +
      'exactly as it was: move it elsewhere, or set HOTDICE_DATA_DIR to another folder, and start ' +
      'Hot Dice again.',
  );
}

/**
 * SQLite's header field that names the program a file belongs to ("HDic" as ASCII), set on create
 * and on migrate, so a file from another program is told apart whatever its user_version.
 */
export const HOT_DICE_APPLICATION_ID = 0x48446963;

/**
 * Whether a readable database is Hot Dice's: marked as Hot Dice's, or (a history from before the
 * mark, or a new file) unmarked and empty or holding the tables of a version this one knows.
 */
function isHotDice(db: Db, version: number): boolean {
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  if (applicationId === HOT_DICE_APPLICATION_ID) return true;
  if (applicationId !== 0 || version > SCHEMA_VERSION) return false;
  const tables = new Set(
    db
      .prepare<[], string>("SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'")
      .pluck()
      .all(),
  );
  if (version === 0) return tables.size === 0;
  return ['profiles', 'games', 'settings'].every((t) => tables.has(t));
}

/**
 * The schema version of an existing file, read without writing anything to it, or 'damaged'
 * when SQLite reports it so. Throws HistoryUnavailable for anything else that keeps it closed.
 */
function inspect(file: string, options: OpenOptions): number | 'damaged' {
  let db: Db;
  try {
    db = connect(file, options, true);
  } catch (error) {
    if (storageProblem(error) === 'damaged') return 'damaged';
    throw unavailable(file, error, options);
  }
  try {
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    if (db.pragma('quick_check', { simple: true }) !== 'ok') return 'damaged';
    const version = db.pragma('user_version', { simple: true }) as number;
    if (!isHotDice(db, version)) throw foreign(file);
    return version;
  } catch (error) {
    if (error instanceof HistoryUnavailable) throw error;
    if (storageProblem(error) === 'damaged') return 'damaged';
    throw unavailable(file, error, options);
  } finally {
    db.close();
  }
}

/** Applies every pending migration and marks the file as Hot Dice's, all in one transaction. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const marked = db.pragma('application_id', { simple: true }) === HOT_DICE_APPLICATION_ID;
  if (current >= SCHEMA_VERSION && marked) return;
  // A table rebuilt to change a CHECK is dropped and replaced, which must not cascade to the rows
  // that refer to it (better-sqlite3 turns foreign keys on by default). The pragma does nothing
  // inside a transaction, so it is set around it; the check below still runs.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    migrateAtOnce(db, current);
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys}`);
  }
}

function migrateAtOnce(db: Db, current: number): void {
  db.transaction(() => {
    db.pragma(`application_id = ${HOT_DICE_APPLICATION_ID}`);
    for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
      db.exec(MIGRATIONS[version - 1]!);
    }
    // Streaks a migration left to be worked out (17 starts them all so).
    freshenStreaks(db);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    if ((db.pragma('foreign_key_check') as unknown[]).length > 0)
      throw new Error('a migration broke a reference');
  })();
}

/** Fails now, not at the first move, when the history cannot be written (read-only, locked). */
function probeWrite(db: Db): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  db.exec('BEGIN IMMEDIATE');
  try {
    db.pragma(`user_version = ${version}`);
  } finally {
    db.exec('ROLLBACK');
  }
}

/** Moves the file and its WAL files aside together, or nothing at all. */
function moveAside(file: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = `${file}.unreadable-${stamp}`;
  const moved: string[] = [];
  try {
    for (const suffix of ['', '-wal', '-shm']) {
      if (suffix !== '' && !existsSync(file + suffix)) continue;
      renameSync(file + suffix, target + suffix);
      moved.push(suffix);
    }
  } catch (error) {
    for (const suffix of moved) renameSync(target + suffix, file + suffix);
    throw error;
  }
  return target;
}

/** A connection's settings for play, once the file is migrated. */
function forPlay(db: Db): void {
  // With WAL, NORMAL keeps every committed transaction through a crash of the app (SIGKILL);
  // only a power cut can lose the last moves.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${PLAY_TIMEOUT_MS}`);
}

/** A history in memory, migrated and set as for play: for tests of the store and services. */
export function openMemoryDatabase(): Db {
  const db = new Database(':memory:');
  migrate(db);
  forPlay(db);
  return db;
}

/** An open history, as another thread reaches it. */
export interface HistoryFile {
  file: string;
  nativeBinding?: string;
}

/**
 * Another connection to the history the app has open (for an import on another thread): the
 * app opened and migrated it, so this one only checks it is of the same version.
 */
export function connectAgain({ file, nativeBinding }: HistoryFile): Db {
  const db = new Database(file, {
    fileMustExist: true,
    timeout: PLAY_TIMEOUT_MS,
    ...(nativeBinding ? { nativeBinding } : {}),
  });
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== SCHEMA_VERSION)
      throw new Error(`${file} is at schema ${version}, not ${SCHEMA_VERSION}`);
    forPlay(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens (or creates) the history database and migrates it. Only a file SQLite reports as
 * damaged is moved aside (kept, never deleted) for a fresh start; one from a newer Hot Dice, one
 * that is not Hot Dice's, or one that is locked, read-only or on a full disk is refused in words
 * and left exactly as it was.
 */
export function openDatabase(file: string, options: OpenOptions = {}): OpenedDatabase {
  let movedAside: string | null = null;
  try {
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file)) {
      const version = inspect(file, options);
      if (version === 'damaged') {
        movedAside = moveAside(file, (options.now ?? (() => new Date()))());
      } else if (version > SCHEMA_VERSION) throw new DatabaseFromTheFuture(file, version);
    }
  } catch (error) {
    throw unavailable(file, error, options);
  }
  let db: Db | null = null;
  try {
    db = connect(file, options);
    probeWrite(db);
    db.pragma('journal_mode = WAL');
    // Migrations run with foreign keys off (see migrate); play turns them on.
    migrate(db);
    forPlay(db);
    return { db, movedAside };
  } catch (error) {
    db?.close();
    throw unavailable(file, error, options);
  }
}
