import { ADD_RESULTS } from './migrations-results';
import type { Db } from './open';

/** A stored game's row with its rules. */
export interface GameRow {
  key: number;
  /** A registered game's kind (checked at start-up: see quarantine). */
  kind: string;
  preset: string | null;
  rules: string;
  generator: string;
  seed: number;
  started_at: string;
  ended_at: string | null;
  seed_chosen: number;
  engine_version: number;
  player_seed: string | null;
}

/**
 * A turn's row, its coach sums read from its moves (rows or held), into `table`: the history's
 * turns, or the held turns of a game an import records (PackedMoves).
 */
const turnInsert = (table: string) =>
  `INSERT INTO ${table} (game, turn, seat, profile_id, points, turn_total, rolls, farkle,
     hot_dice, final_round, total_after, expected, decisions, expected_loss, win_decisions,
     win_loss)
   SELECT @game, @turn, @seat, profile_id, @points, @turnTotal, @rolls, @farkle, @hotDice,
     @finalRound, @totalAfter, @expected, c.decisions, c.loss, c.win_decisions, c.win_loss
   FROM game_seats, (SELECT count(cost) AS decisions, total(cost) AS loss,
       count(win_cost) AS win_decisions, total(win_cost) AS win_loss
     FROM (SELECT cost, win_cost FROM actions WHERE game = @game AND turn = @turn
       UNION ALL
       SELECT cost, win_cost FROM temp.held_actions WHERE game = @game AND turn = @turn)) c
   WHERE game = @game AND seat = @seat`;

/** Every statement the games store runs, prepared once per launch (see GameStore). */
export function historyStatements(db: Db) {
  return {
    findProfile: db.prepare<[string], { id: number; bot: string | null }>(
      'SELECT id, bot FROM profiles WHERE name = ? COLLATE NOCASE AND merged_into IS NULL',
    ),
    addProfile: db.prepare<[string, string | null, string]>(
      'INSERT INTO profiles (name, bot, created_at) VALUES (?, ?, ?)',
    ),
    ruleSet: db.prepare<[string], { id: number }>(
      `INSERT INTO rule_sets (rules) VALUES (?)
       ON CONFLICT (rules) DO UPDATE SET rules = excluded.rules RETURNING id`,
    ),
    addGame: db.prepare(
      `INSERT INTO games (id, kind, preset, rule_set, generator, seed, seed_chosen, player_seed,
         seats, started_at, status, engine_version)
       VALUES (@id, @kind, @preset, @ruleSet, @generator, @seed, @seedChosen, @playerSeed,
         @seats, @startedAt, 'playing', @engineVersion)`,
    ),
    setPlayerSeed: db.prepare<[string, string]>('UPDATE games SET player_seed = ? WHERE id = ?'),
    addSeat: db.prepare(
      `INSERT INTO game_seats (game, seat, profile_id, name, bot)
       VALUES (@game, @seat, @profileId, @name, @bot)`,
    ),
    addTurn: db.prepare(turnInsert('turns')),
    holdTurn: db.prepare(turnInsert('temp.held_turns')),
    addOdds: db.prepare(
      `INSERT INTO farkle_odds (profile_id, rule_set, seed_chosen, dice, rolls, farkles)
       SELECT s.profile_id, g.rule_set, g.seed_chosen, @dice, @rolls, @farkles
       FROM game_seats s JOIN games g ON g.key = s.game WHERE s.game = @game AND s.seat = @seat
       ON CONFLICT (profile_id, rule_set, seed_chosen, dice)
       DO UPDATE SET rolls = rolls + excluded.rolls, farkles = farkles + excluded.farkles`,
    ),
    setSeatTotal: db.prepare<[number, number | null, number, number]>(
      'UPDATE game_seats SET total = ?, won = coalesce(?, won) WHERE game = ? AND seat = ?',
    ),
    countTurn: db.prepare<[number]>('UPDATE games SET turns = turns + 1 WHERE key = ?'),
    setTurns: db.prepare<[number, number]>('UPDATE games SET turns = ? WHERE key = ?'),
    addResults: db.prepare<[number]>(`${ADD_RESULTS} WHERE s.game = ?`),
    finishGame: db.prepare<[string, number | null, number | null, string, number]>(
      `UPDATE games SET status = 'finished', ended_at = ?, winner_seat = ?,
         turns = coalesce(?, turns), fingerprint = ? WHERE key = ?`,
    ),
    isAbandoned: db.prepare<[string], { n: number }>(
      "SELECT count(*) AS n FROM games WHERE id = ? AND status = 'abandoned'",
    ),
    abandon: db.prepare<[string, number]>(
      "UPDATE games SET status = 'abandoned', ended_at = ? WHERE key = ? AND status = 'playing'",
    ),
    unrollOdds: db.prepare(
      `UPDATE farkle_odds SET rolls = rolls - @rolls, farkles = farkles - @farkles
       WHERE dice = @dice
         AND rule_set = (SELECT rule_set FROM games WHERE key = @game)
         AND seed_chosen = (SELECT seed_chosen FROM games WHERE key = @game)
         AND profile_id = (SELECT profile_id FROM game_seats WHERE game = @game AND seat = @seat)`,
    ),
    deleteGame: db.prepare<[number]>('DELETE FROM games WHERE key = ?'),
    startedAt: db.prepare<[string], { started_at: string }>(
      'SELECT started_at FROM games WHERE id = ?',
    ),
    byFingerprint: db.prepare<[string], { key: number }>(
      'SELECT key FROM games WHERE fingerprint = ?',
    ),
    keyOf: db.prepare<[string], { key: number }>('SELECT key FROM games WHERE id = ?'),
    kindOf: db.prepare<[string], { kind: string }>('SELECT kind FROM games WHERE id = ?'),
    all: db.prepare<[], { id: string }>(
      `SELECT id FROM games WHERE key NOT IN (SELECT game FROM temp.damaged_games)
       ORDER BY started_at, key`,
    ),
    latestUnfinished: db.prepare<[string, number], { id: string }>(
      `SELECT id FROM games WHERE status = 'playing' AND kind = ?
         AND key NOT IN (SELECT game FROM temp.damaged_games)
       ORDER BY started_at DESC, key DESC LIMIT ?`,
    ),
    countUnfinished: db.prepare<[string], { n: number }>(
      `SELECT count(*) AS n FROM games WHERE status = 'playing' AND kind = ?
         AND key NOT IN (SELECT game FROM temp.damaged_games)`,
    ),
    game: db.prepare<[string], GameRow>(
      `SELECT g.key, g.kind, g.preset, r.rules, g.generator, g.seed, g.started_at, g.ended_at,
         g.seed_chosen, g.engine_version, g.player_seed
       FROM games g JOIN rule_sets r ON r.id = g.rule_set WHERE g.id = ?`,
    ),
    seats: db.prepare<[number], { name: string; bot: string | null }>(
      'SELECT name, bot FROM game_seats WHERE game = ? ORDER BY seat',
    ),
    actions: db.prepare<[number], { action: string }>(
      'SELECT action FROM actions WHERE game = ? ORDER BY seq',
    ),
    setReplayed: db.prepare<[number, string | null, number]>(
      'UPDATE games SET replayed = ?, summary = ? WHERE key = ?',
    ),
    summary: db.prepare<[string], { replayed: number | null; summary: string | null }>(
      'SELECT replayed, summary FROM games WHERE id = ?',
    ),
    countActions: db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM actions WHERE game = ?',
    ),
    unchecked: db.prepare<[], { id: string }>(
      `SELECT id FROM games WHERE replayed IS NULL
         AND key NOT IN (SELECT game FROM temp.damaged_games) ORDER BY key`,
    ),
    unknownGenerators: db.prepare<[string], { id: string; generator: string }>(
      `SELECT id, generator FROM games
       WHERE generator NOT IN (SELECT value FROM json_each(?)) ORDER BY key`,
    ),
    unknownKinds: db.prepare<[string], { id: string; kind: string }>(
      `SELECT id, kind FROM games WHERE kind NOT IN (SELECT value FROM json_each(?)) ORDER BY key`,
    ),
    unfinishedOfLaterEngine: db.prepare<[number], { id: string; version: number }>(
      `SELECT id, engine_version AS version FROM games
       WHERE status = 'playing' AND (engine_version < 1 OR engine_version > ?) ORDER BY key`,
    ),
  };
}
