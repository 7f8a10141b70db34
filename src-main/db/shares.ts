import type { Database } from 'better-sqlite3';

/** A shared game as kept: where it listens, and each link's token (seat null: the spectator's). */
export interface StoredShare {
  gameId: string;
  address: string;
  port: number;
  links: Array<{ seat: number | null; token: string }>;
}

const SPECTATOR = -1;

/** The links of shared games, kept in the history so a restarted host honours the same ones. */
export class ShareStore {
  constructor(private readonly db: Database) {}

  /** Replaces the game's share with this one, in one transaction. */
  save(share: StoredShare): void {
    this.db.transaction(() => {
      this.remove(share.gameId);
      const { changes } = this.db
        .prepare(
          'INSERT INTO shares (game, address, port) SELECT key, ?, ? FROM games WHERE id = ?',
        )
        .run(share.address, share.port, share.gameId);
      if (changes === 0) return;
      const link = this.db.prepare(
        'INSERT INTO share_links (game, seat, token) SELECT key, ?, ? FROM games WHERE id = ?',
      );
      for (const { seat, token } of share.links) link.run(seat ?? SPECTATOR, token, share.gameId);
    })();
  }

  remove(gameId: string): void {
    this.db
      .prepare('DELETE FROM shares WHERE game = (SELECT key FROM games WHERE id = ?)')
      .run(gameId);
  }

  /** The shares of games still being played. */
  unfinished(): StoredShare[] {
    const rows = this.db
      .prepare(
        `SELECT g.id AS gameId, s.address, s.port, l.seat, l.token
         FROM shares s JOIN games g ON g.key = s.game JOIN share_links l ON l.game = s.game
         WHERE g.status = 'playing' ORDER BY g.id, l.seat`,
      )
      .all() as Array<{
      gameId: string;
      address: string;
      port: number;
      seat: number;
      token: string;
    }>;
    const shares = new Map<string, StoredShare>();
    for (const row of rows) {
      const share = shares.get(row.gameId) ?? {
        gameId: row.gameId,
        address: row.address,
        port: row.port,
        links: [],
      };
      share.links.push({ seat: row.seat === SPECTATOR ? null : row.seat, token: row.token });
      shares.set(row.gameId, share);
    }
    return [...shares.values()];
  }
}
