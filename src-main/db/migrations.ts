import { SETUP_TRIGGERS, logTriggers } from './migration-triggers';
import { TALLY_AND_PACK_MIGRATIONS } from './migrations-packed';
import { PRACTICE_MIGRATIONS } from './migrations-practice';
import { RESULT_MIGRATIONS } from './migrations-results';
import { SHARE_MIGRATIONS } from './migrations-share';

/** Migration 1's `kind` check; migration 12 leaves kinds to the registry of games in code. */
const KIND_CHECKED = "kind TEXT NOT NULL CHECK (kind IN ('farkle', 'rolldice'))";
const FIRST_STATUSES = "status TEXT NOT NULL CHECK (status IN ('playing', 'finished'))";
/** Since migration 6: a game can be abandoned. */
const STATUSES = "status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned'))";
/** The columns migrations 2 and 5 added, in the order a rebuild keeps them. */
const FINGERPRINT_AND_SEED = [
  'fingerprint TEXT',
  'seed_chosen INTEGER NOT NULL DEFAULT 0 CHECK (seed_chosen IN (0, 1))',
];

/**
 * The games table of one version: versions differ in their `kind` and `status` columns and in
 * the columns added after `turns`. Released migrations are built from it, so what it returns for
 * their arguments never changes; a new version of the table is a new migration.
 */
function gamesTable(name: string, kind: string, status: string, added: readonly string[]): string {
  return `CREATE TABLE ${name} (
    key INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    ${kind},
    preset TEXT,
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    generator TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    ${status},
    winner_seat INTEGER,
    turns INTEGER NOT NULL DEFAULT 0${added.map((column) => `,\n    ${column}`).join('')}
  ) STRICT;`;
}

/**
 * Rebuilds games as a new version, keeping every row and index (SQLite cannot change a CHECK in
 * place; foreign keys are off while migrations run).
 */
function rebuildGames(kind: string, added: readonly string[]): string {
  const columns = ['key, id, kind, preset, rule_set, generator, seed, seats, started_at, ended_at'];
  columns.push(
    'status, winner_seat, turns',
    ...added.map((column) => column.slice(0, column.indexOf(' '))),
  );
  return `${gamesTable('games_new', kind, STATUSES, added)}
  INSERT INTO games_new SELECT ${columns.join(', ')} FROM games;
  DROP TABLE games;
  ALTER TABLE games_new RENAME TO games;
  CREATE INDEX games_started ON games(started_at);
  CREATE INDEX games_playing ON games(status) WHERE status = 'playing';
  CREATE INDEX games_fingerprint ON games(fingerprint) WHERE fingerprint IS NOT NULL;`;
}

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

  ${gamesTable('games', KIND_CHECKED, FIRST_STATUSES, [])}
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
  // 5: whether the player typed the seed (known before the game) rather than the app drawing it
  // (sealed until the game is over); stats can leave chosen-seed games out, so the farkle odds'
  // running counts are kept apart by it too. Games kept before this was recorded count as drawn.
  `
  ALTER TABLE games ADD COLUMN seed_chosen INTEGER NOT NULL DEFAULT 0
    CHECK (seed_chosen IN (0, 1));
  CREATE TABLE farkle_odds_by_seed (
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    seed_chosen INTEGER NOT NULL CHECK (seed_chosen IN (0, 1)),
    dice INTEGER NOT NULL CHECK (dice BETWEEN 1 AND 6),
    rolls INTEGER NOT NULL,
    farkles INTEGER NOT NULL,
    PRIMARY KEY (profile_id, rule_set, seed_chosen, dice)
  ) STRICT, WITHOUT ROWID;
  INSERT INTO farkle_odds_by_seed
    SELECT profile_id, rule_set, 0, dice, rolls, farkles FROM farkle_odds;
  DROP TABLE farkle_odds;
  ALTER TABLE farkle_odds_by_seed RENAME TO farkle_odds;
  `,
  // 6: a game can be abandoned (kept in History, off the home screen), and a one-seat Farkle game
  // (a single test turn, the solitaire challenge) is neither won nor lost. SQLite cannot change a
  // CHECK in place, so games is rebuilt (foreign keys are off while migrations run).
  `
  ${rebuildGames(KIND_CHECKED, FINGERPRINT_AND_SEED)}
  UPDATE game_seats SET won = 0
    WHERE game IN (SELECT key FROM games WHERE kind = 'farkle' AND seats = 1);
  `,
  // 7: rule sets a player saved by name at setup, with the preset they started
  // from. Apart from rule_sets, which keeps the rules every game was played under.
  `
  CREATE TABLE saved_rule_sets (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    preset TEXT NOT NULL,
    rules TEXT NOT NULL,
    saved_at TEXT NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX saved_rule_sets_name ON saved_rule_sets(name COLLATE NOCASE);
  `,
  // 8: in a two-seat game with the odds at hand, the percentage points of
  // winning each decision gave up, beside its cost in expected points.
  `
  ALTER TABLE actions ADD COLUMN win_cost REAL;
  `,
  // 9: each game's engine version, so a game from another engine is refused rather than replayed by
  // this one. Every game kept before it was recorded was played by version 1.
  `
  ALTER TABLE games ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 1;
  `,
  // 10: the player seed a provably fair game (generator hmac-sha256) mixes into its dice.
  `
  ALTER TABLE games ADD COLUMN player_seed TEXT;
  `,
  // 11: what start-up may trust without replaying a game: \`replayed\`, the number of moves its log
  // was last seen to replay (NULL: not checked since it changed), and \`summary\`, the state they
  // lead to without its growing lists (JSON; NULL once the game is over), for the home screen.
  // A change to a log or a setup by anything but a move of Hot Dice clears \`replayed\` (the
  // triggers; a move sets it again in its transaction; a game's start rewrites its rules row
  // unchanged), so start-up replays that game once.
  `
  ALTER TABLE games ADD COLUMN replayed INTEGER;
  ALTER TABLE games ADD COLUMN summary TEXT;
  CREATE INDEX games_unchecked ON games(key) WHERE replayed IS NULL;
  ${logTriggers('actions', 'actions')}
  ${SETUP_TRIGGERS}
  `,
  // 12: a game's kind is checked against the registry of games in code, not by the table, so a
  // new game needs no rebuild. This is the last rebuild: the triggers that name games are dropped
  // for it and made again (foreign keys are off while migrations run). Every row is kept.
  `
  DROP TRIGGER actions_added;
  DROP TRIGGER actions_changed;
  DROP TRIGGER actions_removed;
  DROP TRIGGER rules_changed;
  ${rebuildGames('kind TEXT NOT NULL', [
    ...FINGERPRINT_AND_SEED,
    'engine_version INTEGER NOT NULL DEFAULT 1',
    'player_seed TEXT',
    'replayed INTEGER',
    'summary TEXT',
  ])}
  CREATE INDEX games_unchecked ON games(key) WHERE replayed IS NULL;
  ${logTriggers('actions', 'actions')}
  ${SETUP_TRIGGERS}
  `,
  ...TALLY_AND_PACK_MIGRATIONS,
  ...PRACTICE_MIGRATIONS,
  ...RESULT_MIGRATIONS,
  ...SHARE_MIGRATIONS,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
