import Database from 'better-sqlite3';
import { ServiceError } from '../errors';

/** What kept the history from being read or written, whatever reported it. */
export type StorageProblem = 'busy' | 'read-only' | 'cannot-open' | 'full' | 'io' | 'damaged';

// SQLite's primary result codes (better-sqlite3 reports the extended ones, e.g. SQLITE_IOERR_WRITE).
const SQLITE_PROBLEMS: Record<string, StorageProblem> = {
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
  SQLITE_READONLY: 'read-only',
  SQLITE_PERM: 'read-only',
  SQLITE_CANTOPEN: 'cannot-open',
  SQLITE_FULL: 'full',
  SQLITE_IOERR: 'io',
  SQLITE_CORRUPT: 'damaged',
  SQLITE_NOTADB: 'damaged',
};

// The same problems met by the file system (creating the folder, moving a file).
const FS_PROBLEMS: Record<string, StorageProblem> = {
  EROFS: 'read-only',
  EACCES: 'read-only',
  EPERM: 'read-only',
  ENOSPC: 'full',
  EDQUOT: 'full',
  EIO: 'io',
};

/** The storage problem behind an error, or null when it is not one. */
export function storageProblem(error: unknown): StorageProblem | null {
  if (error instanceof Database.SqliteError) {
    const primary = /^SQLITE_[A-Z]+/.exec(error.code)?.[0] ?? '';
    return SQLITE_PROBLEMS[primary] ?? null;
  }
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (FS_PROBLEMS[code] ?? null) : null;
}

const REFUSALS: Record<StorageProblem, string> = {
  busy: 'another program is using your history; try again in a moment',
  'read-only': 'your history file or its folder is read-only',
  'cannot-open': 'your history file could not be opened',
  full: 'the disk is full',
  io: 'the disk reported an error',
  damaged: 'your history file is damaged',
};

/**
 * A request that failed on the history, in the player's words. Each move is stored, in one
 * transaction, before the table makes it, so the one that failed changed nothing.
 */
export function storageRefusal(error: unknown): ServiceError | null {
  const problem = storageProblem(error);
  if (!problem) return null;
  return new ServiceError(
    'storage',
    `Hot Dice could not save this: ${REFUSALS[problem]}. Nothing was changed.`,
  );
}
