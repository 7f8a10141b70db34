/**
 * Migration 17: a profile's results kept so its stats cost the same at 10,000 games as at 10
 * (see `MIGRATIONS` and stats-results).
 */

/**
 * The results rows of finished games' seats, as migration 17 fills them and GameStore adds a
 * game's when it finishes (a statement there, not a trigger on games: a trigger there made every
 * write to games in an import's transaction several times slower).
 */
export const ADD_RESULTS = `INSERT INTO results
  SELECT s.profile_id, coalesce(g.ended_at, g.started_at), g.key, s.seat, g.seed_chosen, g.kind,
    g.preset, g.seats, s.won, s.total, g.turns
  FROM game_seats s JOIN games g ON g.key = s.game`;

/** Adds a results row to its tallies, and extends its streaks when it comes after the last. */
const RESULT_ADDED = `CREATE TRIGGER result_added AFTER INSERT ON results BEGIN
    INSERT INTO result_tallies VALUES (new.profile_id, new.seed_chosen, new.kind,
        coalesce(new.preset, ''), new.seats, 1, new.won, new.total, new.total, new.total,
        new.turns)
      ON CONFLICT DO UPDATE SET games = games + 1, wins = wins + excluded.wins,
        total_sum = total_sum + excluded.total_sum, best_high = max(best_high, excluded.best_high),
        best_low = min(best_low, excluded.best_low), longest = max(longest, excluded.longest);
    INSERT INTO streaks
      SELECT new.profile_id, d.drawn_only, 0, new.ended_at, new.game, new.seat, new.won, 1, new.won
      FROM (SELECT 0 AS drawn_only UNION ALL SELECT 1 WHERE new.seed_chosen = 0) d
      WHERE new.kind = 'farkle' AND new.seats > 1
      ON CONFLICT DO UPDATE SET
        stale = stale OR (excluded.last_at, excluded.last_game, excluded.last_seat)
          < (last_at, last_game, last_seat),
        run = iif(excluded.run_won = run_won, run + 1, 1),
        longest = max(longest,
          iif(excluded.run_won = 1, iif(excluded.run_won = run_won, run + 1, 1), 0)),
        run_won = excluded.run_won, last_at = excluded.last_at, last_game = excluded.last_game,
        last_seat = excluded.last_seat;
  END;`;

export const RESULT_MIGRATIONS: readonly string[] = [
  // 17: each seat of a finished game as a results row (ADD_RESULTS, as the game finishes), in
  // the order the stats read a profile's games (its key is that order), holding what was tallied of it: what the stats chart, and what
  // they take off for a game set aside as damaged even if its row was changed since. Rows add
  // themselves to per-profile tallies by seed kind, game, preset and seats (trigger), and to
  // each profile's streaks while they come in order; one that comes before the last (an import of
  // older games) marks the streaks stale, to be worked out again once (freshenStreaks).
  // Finished games are never removed; if one were, its row's counts come off its tallies (the
  // bests stay). Every finished game is tallied here; every streak starts stale.
  `
  CREATE TABLE results (
    profile_id INTEGER NOT NULL,
    ended_at TEXT NOT NULL,
    game INTEGER NOT NULL REFERENCES games(key) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    seed_chosen INTEGER NOT NULL,
    kind TEXT NOT NULL,
    preset TEXT,
    seats INTEGER NOT NULL,
    won INTEGER NOT NULL,
    total INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    PRIMARY KEY (profile_id, ended_at, game, seat)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX results_game ON results(game);
  CREATE TABLE result_tallies (
    profile_id INTEGER NOT NULL,
    seed_chosen INTEGER NOT NULL,
    kind TEXT NOT NULL,
    -- '' for a game without a preset (a key column cannot be null here).
    preset TEXT NOT NULL,
    seats INTEGER NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    total_sum INTEGER NOT NULL,
    best_high INTEGER NOT NULL,
    best_low INTEGER NOT NULL,
    longest INTEGER NOT NULL,
    PRIMARY KEY (profile_id, seed_chosen, kind, preset, seats)
  ) STRICT, WITHOUT ROWID;
  -- Win streaks over a profile's Farkle games against someone: every game (drawn_only 0) or
  -- only those whose seed was drawn (1). run: the games of the last result in a row.
  CREATE TABLE streaks (
    profile_id INTEGER NOT NULL,
    drawn_only INTEGER NOT NULL,
    stale INTEGER NOT NULL,
    last_at TEXT NOT NULL,
    last_game INTEGER NOT NULL,
    last_seat INTEGER NOT NULL,
    run_won INTEGER NOT NULL,
    run INTEGER NOT NULL,
    longest INTEGER NOT NULL,
    PRIMARY KEY (profile_id, drawn_only)
  ) STRICT, WITHOUT ROWID;

  ${ADD_RESULTS} WHERE g.status = 'finished';
  INSERT INTO result_tallies
    SELECT profile_id, seed_chosen, kind, coalesce(preset, ''), seats, count(*), sum(won),
      sum(total), max(total), min(total), max(turns)
    FROM results GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO streaks
    SELECT DISTINCT profile_id, d.drawn_only, 1, '', 0, 0, 0, 0, 0
    FROM results, (SELECT 0 AS drawn_only UNION ALL SELECT 1) d
    WHERE kind = 'farkle' AND seats > 1 AND (d.drawn_only = 0 OR seed_chosen = 0);

  ${RESULT_ADDED}
  CREATE TRIGGER result_removed AFTER DELETE ON results BEGIN
    UPDATE result_tallies SET games = games - 1, wins = wins - old.won,
      total_sum = total_sum - old.total
    WHERE profile_id = old.profile_id AND seed_chosen = old.seed_chosen AND kind = old.kind
      AND preset = coalesce(old.preset, '') AND seats = old.seats;
    DELETE FROM result_tallies WHERE profile_id = old.profile_id AND games = 0;
    UPDATE streaks SET stale = 1 WHERE profile_id = old.profile_id;
  END;
  `,
];
