/**
 * The triggers that keep start-up's checks honest (migration 11): a change to a game's log or
 * setup by anything but a move of Hot Dice clears `replayed`. Written once here because the
 * rebuild of `games` (migration 12) and packed logs (migration 14) make them again.
 */

/** A log row removed from `table` (each row names its `game`). */
export function logRemovedTrigger(table: string, prefix: string): string {
  return `CREATE TRIGGER ${prefix}_removed AFTER DELETE ON ${table} BEGIN
    UPDATE games SET replayed = NULL WHERE key = old.game;
  END;`;
}

/** A log row added, changed or removed in `table`. */
export function logTriggers(table: string, prefix: string): string {
  return `CREATE TRIGGER ${prefix}_added AFTER INSERT ON ${table} BEGIN
    UPDATE games SET replayed = NULL WHERE key = new.game;
  END;
  CREATE TRIGGER ${prefix}_changed AFTER UPDATE ON ${table} BEGIN
    UPDATE games SET replayed = NULL WHERE key IN (old.game, new.game);
  END;
  ${logRemovedTrigger(table, prefix)}`;
}

/** A game's setup or its rule set's text changed. */
export const SETUP_TRIGGERS = `CREATE TRIGGER game_setup_changed
    AFTER UPDATE OF kind, preset, rule_set, generator, seed, player_seed, seats,
      engine_version ON games BEGIN
    UPDATE games SET replayed = NULL WHERE key = new.key;
  END;
  CREATE TRIGGER rules_changed AFTER UPDATE ON rule_sets WHEN old.rules IS NOT new.rules BEGIN
    UPDATE games SET replayed = NULL WHERE rule_set = new.id;
  END;`;
