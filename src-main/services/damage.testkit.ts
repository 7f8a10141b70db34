import Database from 'better-sqlite3';
import { join } from 'node:path';

/** Damage to a data folder's history, done behind the app's back (with the app closed). */

function withHistory(dataDir: string, work: (db: Database.Database) => void): void {
  const db = new Database(join(dataDir, 'history.sqlite'));
  try {
    work(db);
  } finally {
    db.close();
  }
}

/** Runs this SQL on the history, as damage from outside Hot Dice would change it. */
export function corrupt(dataDir: string, sql: string): void {
  withHistory(dataDir, (db) => db.exec(sql));
}

/** A bank before any roll as a game's first move: the engine refuses it, so its log no longer replays. */
export function breakFirstMove(dataDir: string, gameId: string): void {
  withHistory(dataDir, (db) => {
    // A game still played keeps a row per move; one that is over keeps them packed (its first
    // code is the opening roll, one letter).
    db.prepare(
      `UPDATE actions SET action = 'b' WHERE seq = 0
         AND game = (SELECT key FROM games WHERE id = ?)`,
    ).run(gameId);
    db.prepare(
      `UPDATE packed_actions SET actions = 'b' || substr(actions, 2)
       WHERE game = (SELECT key FROM games WHERE id = ?)`,
    ).run(gameId);
  });
}
