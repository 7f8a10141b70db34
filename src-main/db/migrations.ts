/**
 * The schema, as numbered migrations: migration N takes a database from user_version N-1 to N.
 * Never edit a released migration; add a new one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: profiles, rule sets, games with their seats and action logs, per-turn facts, farkle odds
  // kept as running counts, settings. Games have a small integer key for the rows that repeat it.
  `
  CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    bot TEXT,
    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    merged_into INTEGER REFERENCES profiles(id),
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX profiles_active_name ON profiles(name COLLATE NOCASE)
    WHERE merged_into IS NULL;

  CREATE TABLE rule_sets (
    id INTEGER PRIMARY KEY,
    rules TEXT NOT NULL UNIQUE
  ) STRICT;

  CREATE TABLE games (
    key INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('farkle', 'rolldice')),
    preset TEXT,
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    generator TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    status TEXT NOT NULL CHECK (status IN ('playing', 'finished')),
    winner_seat INTEGER,
    turns INTEGER NOT NULL DEFAULT 0
  ) STRICT;
  CREATE INDEX games_started ON games(started_at);
  CREATE INDEX games_playing ON games(status) WHERE status = 'playing';

  CREATE TABLE game_seats (
    game INTEGER NOT NULL REFERENCES games(key) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    name TEXT NOT NULL,
    bot TEXT,
    total INTEGER NOT NULL DEFAULT 0,
    won INTEGER NOT NULL DEFAULT 0 CHECK (won IN (0, 1)),
    PRIMARY KEY (game, seat)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX game_seats_profile ON game_seats(profile_id, game);

  CREATE TABLE actions (
    game INTEGER NOT NULL REFERENCES games(key) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game, seq)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE turns (
    game INTEGER NOT NULL REFERENCES games(key) ON DELETE CASCADE,
    turn INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    points INTEGER NOT NULL,
    turn_total INTEGER NOT NULL,
    rolls INTEGER NOT NULL,
    farkle INTEGER NOT NULL CHECK (farkle IN (0, 1)),
    hot_dice INTEGER NOT NULL,
    final_round INTEGER NOT NULL CHECK (final_round IN (0, 1)),
    total_after INTEGER NOT NULL,
    PRIMARY KEY (game, turn)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX turns_profile ON turns(profile_id, points);

  CREATE TABLE farkle_odds (
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    dice INTEGER NOT NULL CHECK (dice BETWEEN 1 AND 6),
    rolls INTEGER NOT NULL,
    farkles INTEGER NOT NULL,
    PRIMARY KEY (profile_id, rule_set, dice)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  `,
  // 2: a fingerprint of each finished game's replay, so an import recognises games already kept.
  `
  ALTER TABLE games ADD COLUMN fingerprint TEXT;
  CREATE UNIQUE INDEX games_fingerprint ON games(fingerprint) WHERE fingerprint IS NOT NULL;
  `,
  // 3: the coach's view of each decision (expected points it cost) and of each turn (its
  // expected score under optimal play), for the skill and luck figures.
  `
  ALTER TABLE actions ADD COLUMN turn INTEGER;
  ALTER TABLE actions ADD COLUMN cost REAL;
  ALTER TABLE turns ADD COLUMN decisions INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE turns ADD COLUMN expected_loss REAL NOT NULL DEFAULT 0;
  ALTER TABLE turns ADD COLUMN expected REAL;
  -- Covers every per-profile turn figure, so the stats view reads the index alone.
  DROP INDEX turns_profile;
  CREATE INDEX turns_profile
    ON turns(profile_id, points, hot_dice, expected, decisions, expected_loss);
  `,
  // 4: two games with the same seed and moves are two games (a seeded game replayed), so the
  // fingerprint only helps recognise a lone replay file that is already kept; it is not unique.
  `
  DROP INDEX games_fingerprint;
  CREATE INDEX games_fingerprint ON games(fingerprint) WHERE fingerprint IS NOT NULL;
  `,
  // 5 (win cost; issue 13): in a two-seat game with the odds at hand, the percentage points of
  // winning each decision gave up, beside its cost in expected points.
  `
  ALTER TABLE actions ADD COLUMN win_cost REAL;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
