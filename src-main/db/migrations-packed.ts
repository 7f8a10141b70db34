import { logRemovedTrigger, logTriggers } from './migration-triggers';

/**
 * Migrations 13 to 15: stats kept as running tallies, and packed histories (see `MIGRATIONS`).
 */
/**
 * How a removed game's coach sums (negated) fold into its profiles' tallies, and the turn
 * tallies it leaves empty go: the same for a game of rows and a packed one.
 */
const ADD_TO_COACH_TALLIES = `ON CONFLICT DO UPDATE SET decisions = decisions + excluded.decisions,
        loss = loss + excluded.loss, luck = luck + excluded.luck,
        win_decisions = win_decisions + excluded.win_decisions,
        win_loss = win_loss + excluded.win_loss;
    DELETE FROM turn_tallies WHERE turns = 0
      AND profile_id IN (SELECT profile_id FROM game_seats WHERE game = old.key);`;

export const TALLY_AND_PACK_MIGRATIONS: readonly string[] = [
  // 13: a profile's stats kept as running tallies, so they cost the same at 10,000 games as at 10.
  // Each turn row adds itself (trigger) by profile, seed kind, solo or not and its points; a game's
  // removal takes its turns off first. Coach sums are kept in whole billionths (exact in a
  // REAL up to 2^53), so the tallies do not depend on the order games came and went. A turn's win-chance figures move from
  // its actions to its row (packed histories keep no per-move costs).
  `
  ALTER TABLE turns ADD COLUMN win_decisions INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE turns ADD COLUMN win_loss REAL NOT NULL DEFAULT 0;
  UPDATE turns SET
    win_decisions = (SELECT count(win_cost) FROM actions a
      WHERE a.game = turns.game AND a.turn = turns.turn),
    win_loss = (SELECT total(win_cost) FROM actions a
      WHERE a.game = turns.game AND a.turn = turns.turn);

  CREATE TABLE turn_tallies (
    profile_id INTEGER NOT NULL,
    seed_chosen INTEGER NOT NULL,
    solo INTEGER NOT NULL,
    points INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    hot_dice INTEGER NOT NULL,
    PRIMARY KEY (profile_id, seed_chosen, solo, points)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE coach_tallies (
    profile_id INTEGER NOT NULL,
    seed_chosen INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    loss REAL NOT NULL,
    luck REAL NOT NULL,
    win_decisions INTEGER NOT NULL,
    win_loss REAL NOT NULL,
    PRIMARY KEY (profile_id, seed_chosen)
  ) STRICT, WITHOUT ROWID;

  INSERT INTO turn_tallies
    SELECT t.profile_id, g.seed_chosen, g.seats = 1, t.points, count(*), sum(t.hot_dice)
    FROM turns t JOIN games g ON g.key = t.game GROUP BY 1, 2, 3, 4;
  INSERT INTO coach_tallies
    SELECT t.profile_id, g.seed_chosen,
      sum(iif(t.expected IS NULL, 0, t.decisions)),
      sum(iif(t.expected IS NULL, 0, round(t.expected_loss * 1e9))),
      sum(iif(t.expected IS NULL, 0, round((t.points - t.expected + t.expected_loss) * 1e9))),
      sum(t.win_decisions), sum(round(t.win_loss * 1e9))
    FROM turns t JOIN games g ON g.key = t.game GROUP BY 1, 2;

  CREATE TRIGGER turn_tallied AFTER INSERT ON turns BEGIN
    INSERT INTO turn_tallies
      SELECT new.profile_id, g.seed_chosen, g.seats = 1, new.points, 1, new.hot_dice
      FROM games g WHERE g.key = new.game
      ON CONFLICT DO UPDATE SET turns = turns + 1, hot_dice = hot_dice + excluded.hot_dice;
    INSERT INTO coach_tallies
      SELECT new.profile_id, g.seed_chosen,
        iif(new.expected IS NULL, 0, new.decisions),
        iif(new.expected IS NULL, 0, round(new.expected_loss * 1e9)),
        iif(new.expected IS NULL, 0, round((new.points - new.expected + new.expected_loss) * 1e9)),
        new.win_decisions, round(new.win_loss * 1e9)
      FROM games g WHERE g.key = new.game
      ON CONFLICT DO UPDATE SET decisions = decisions + excluded.decisions,
        loss = loss + excluded.loss, luck = luck + excluded.luck,
        win_decisions = win_decisions + excluded.win_decisions,
        win_loss = win_loss + excluded.win_loss;
  END;
  CREATE TRIGGER game_untallied BEFORE DELETE ON games BEGIN
    INSERT INTO turn_tallies
      SELECT profile_id, old.seed_chosen, old.seats = 1, points, -count(*), -sum(hot_dice)
      FROM turns WHERE game = old.key GROUP BY profile_id, points
      ON CONFLICT DO UPDATE SET turns = turns + excluded.turns,
        hot_dice = hot_dice + excluded.hot_dice;
    INSERT INTO coach_tallies
      SELECT profile_id, old.seed_chosen,
        -sum(iif(expected IS NULL, 0, decisions)),
        -sum(iif(expected IS NULL, 0, round(expected_loss * 1e9))),
        -sum(iif(expected IS NULL, 0, round((points - expected + expected_loss) * 1e9))),
        -sum(win_decisions), -sum(round(win_loss * 1e9))
      FROM turns WHERE game = old.key GROUP BY profile_id
      ${ADD_TO_COACH_TALLIES}
  END;
  `,
  // 14: a game that is over keeps its moves packed, one row of codes run together (see
  // PackedMoves), about a tenth of a row per move; the per-move costs live in the turn rows
  // (migration 13). Games over already are packed here, trusted by start-up as before (the
  // removal trigger is set aside meanwhile). Changes to packed moves clear `replayed` as
  // migration 11's triggers do for move rows. The stats no longer read turns by profile.
  `
  CREATE TABLE packed_actions (
    game INTEGER PRIMARY KEY REFERENCES games(key) ON DELETE CASCADE,
    actions TEXT NOT NULL
  ) STRICT;
  INSERT INTO packed_actions
    SELECT game, group_concat(action, '' ORDER BY seq) FROM actions
    WHERE game IN (SELECT key FROM games WHERE status != 'playing') GROUP BY game;
  DROP TRIGGER actions_removed;
  DELETE FROM actions WHERE game IN (SELECT game FROM packed_actions);
  ${logRemovedTrigger('actions', 'actions')}
  ${logTriggers('packed_actions', 'packed')}
  DROP INDEX turns_profile;
  `,
  // 15: a game that is over keeps its turns packed too: each turn's seat, points and hot dice in
  // one JSON row, and each seat's coach sums on its seat row (in billionths, as the tallies keep
  // them). Turn rows stay for games still played, whose stats move with each turn. A packed game
  // removed takes its turns off the tallies like any other (see migration 13).
  `
  ALTER TABLE game_seats ADD COLUMN coach_decisions INTEGER;
  ALTER TABLE game_seats ADD COLUMN coach_loss REAL;
  ALTER TABLE game_seats ADD COLUMN coach_luck REAL;
  ALTER TABLE game_seats ADD COLUMN coach_win_decisions INTEGER;
  ALTER TABLE game_seats ADD COLUMN coach_win_loss REAL;
  CREATE TABLE packed_turns (
    game INTEGER PRIMARY KEY REFERENCES games(key) ON DELETE CASCADE,
    turns TEXT NOT NULL
  ) STRICT;
  INSERT INTO packed_turns
    SELECT key, coalesce((SELECT json_group_array(json_array(seat, points, hot_dice)
      ORDER BY turn) FROM turns WHERE game = key), '[]')
    FROM games WHERE status != 'playing';
  UPDATE game_seats SET
    coach_decisions = c.decisions, coach_loss = c.loss, coach_luck = c.luck,
    coach_win_decisions = c.win_decisions, coach_win_loss = c.win_loss
  FROM (SELECT game, seat,
      total(iif(expected IS NULL, 0, decisions)) AS decisions,
      total(iif(expected IS NULL, 0, round(expected_loss * 1e9))) AS loss,
      total(iif(expected IS NULL, 0, round((points - expected + expected_loss) * 1e9))) AS luck,
      total(win_decisions) AS win_decisions, total(round(win_loss * 1e9)) AS win_loss
    FROM turns WHERE game IN (SELECT game FROM packed_turns) GROUP BY game, seat) c
  WHERE game_seats.game = c.game AND game_seats.seat = c.seat;
  UPDATE game_seats SET coach_decisions = 0, coach_loss = 0, coach_luck = 0,
    coach_win_decisions = 0, coach_win_loss = 0
  WHERE coach_decisions IS NULL AND game IN (SELECT game FROM packed_turns);
  DELETE FROM turns WHERE game IN (SELECT game FROM packed_turns);
  CREATE TRIGGER packed_game_untallied BEFORE DELETE ON games BEGIN
    INSERT INTO turn_tallies
      SELECT s.profile_id, old.seed_chosen, old.seats = 1, j.value ->> 1, -count(*),
        -sum(j.value ->> 2)
      FROM packed_turns p, json_each(p.turns) j
        JOIN game_seats s ON s.game = p.game AND s.seat = j.value ->> 0
      WHERE p.game = old.key GROUP BY 1, 4
      ON CONFLICT DO UPDATE SET turns = turns + excluded.turns,
        hot_dice = hot_dice + excluded.hot_dice;
    INSERT INTO coach_tallies
      SELECT profile_id, old.seed_chosen, -sum(coach_decisions), -sum(coach_loss),
        -sum(coach_luck), -sum(coach_win_decisions), -sum(coach_win_loss)
      FROM game_seats WHERE game = old.key AND coach_decisions IS NOT NULL GROUP BY profile_id
      ${ADD_TO_COACH_TALLIES}
  END;
  `,
];
