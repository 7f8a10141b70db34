import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';

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

export interface OpenedDatabase {
  db: Db;
  /** Where an unreadable database was moved, when that happened on this open. */
  movedAside: string | null;
}

export interface OpenOptions {
  /** better-sqlite3's compiled module, when the host needs another build (Electron's ABI). */
  nativeBinding?: string;
  /** Clock for the name of a moved-aside file. */
  now?: () => Date;
}

function connect(file: string, options: OpenOptions, readonly = false): Db {
  return new Database(file, {
    readonly,
    fileMustExist: readonly,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });
}

/** The schema version of an existing file, read without writing anything to it. */
function storedVersion(file: string, options: OpenOptions): number {
  const db = connect(file, options, true);
  try {
    // Reading the schema fails on a file that is not a database or is damaged.
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the database is damaged: ${String(check)}`);
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

/** Applies every pending migration in one transaction: all of them happen, or none. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= SCHEMA_VERSION) return;
  db.transaction(() => {
    for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
      db.exec(MIGRATIONS[version - 1]!);
    }
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}

function moveAside(file: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = `${file}.unreadable-${stamp}`;
  renameSync(file, target);
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  return target;
}

/**
 * Opens (or creates) the history database: refuses one from a newer Hot Dice without touching
 * it, moves an unreadable one aside (kept, never deleted) and starts afresh, then migrates.
 */
export function openDatabase(file: string, options: OpenOptions = {}): OpenedDatabase {
  mkdirSync(dirname(file), { recursive: true });
  let movedAside: string | null = null;
  if (existsSync(file)) {
    let version: number | null = null;
    try {
      version = storedVersion(file, options);
    } catch {
      movedAside = moveAside(file, (options.now ?? (() => new Date()))());
    }
    if (version !== null && version > SCHEMA_VERSION)
      throw new DatabaseFromTheFuture(file, version);
  }
  const db = connect(file, options);
  db.pragma('journal_mode = WAL');
  // With WAL, NORMAL keeps every committed transaction through a crash of the app (SIGKILL);
  // only a power cut can lose the last moves.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return { db, movedAside };
}
