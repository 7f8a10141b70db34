/** Migration 18: shared games' links, kept so a restarted host honours the same ones (see `MIGRATIONS`). */
export const SHARE_MIGRATIONS: readonly string[] = [
  // 18: a shared game's interface and port, and each link's token (seat -1: the spectator's).
  // They go with their game, and are dropped when its sharing stops.
  `
  CREATE TABLE shares (
    game INTEGER PRIMARY KEY REFERENCES games(key) ON DELETE CASCADE,
    address TEXT NOT NULL,
    port INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE share_links (
    game INTEGER NOT NULL REFERENCES shares(game) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (game, seat)
  ) STRICT, WITHOUT ROWID;
  `,
];
