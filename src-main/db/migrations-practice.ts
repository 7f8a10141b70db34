/**
 * Migration 16: what the reviews of finished games leave for Stats and practice (see
 * `MIGRATIONS`).
 */
export const PRACTICE_MIGRATIONS: readonly string[] = [
  // 16: each seat's accuracy from a finished game's review, kept once the game is reviewed so
  // Stats draws accuracy over time without replaying games (a row per seat marks a game as
  // reviewed; accuracy is null for a seat that made no decision); and the costliest decisions
  // found there as exercises, with the tries made at them. Both go with their game.
  `
  CREATE TABLE seat_reviews (
    game INTEGER NOT NULL REFERENCES games(key) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    accuracy REAL,
    PRIMARY KEY (game, seat)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE exercises (
    id INTEGER PRIMARY KEY,
    game INTEGER NOT NULL REFERENCES games(key) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    unit TEXT NOT NULL CHECK (unit IN ('win', 'points')),
    loss REAL NOT NULL,
    -- The loss on the one scale of percentage points of winning, to rank across units.
    weight REAL NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    tried_at TEXT,
    solved_at TEXT,
    last_right INTEGER CHECK (last_right IN (0, 1)),
    UNIQUE (game, step)
  ) STRICT;
  `,
];
