import type { Db } from './open';
import { unpack } from './game-store-pack';

/**
 * Games start-up found damaged (a rule set that is not valid rules, an unknown generator, a log
 * that no longer replays): set aside for this launch, listed, exported as stored, never played or
 * counted. They live in temporary tables, so the data decides it at each start and the queries
 * can leave those games out.
 */
export class DamagedGames {
  private readonly statements;

  constructor(db: Db) {
    db.exec(`
      CREATE TEMP TABLE IF NOT EXISTS damaged_games (game INTEGER PRIMARY KEY, reason TEXT NOT NULL);
      CREATE TEMP TABLE IF NOT EXISTS damaged_rule_sets (id INTEGER PRIMARY KEY);
    `);
    this.statements = {
      farkleRuleSets: db.prepare<[], { id: number; rules: string }>(
        `SELECT id, rules FROM rule_sets
         WHERE id IN (SELECT rule_set FROM games WHERE kind = 'farkle')`,
      ),
      markRuleSet: db.prepare<[number]>('INSERT OR IGNORE INTO temp.damaged_rule_sets VALUES (?)'),
      damageRuleSet: db.prepare<[string, number]>(
        `INSERT OR IGNORE INTO temp.damaged_games (game, reason)
         SELECT key, ? FROM games WHERE rule_set = ?`,
      ),
      damageGame: db.prepare<[string, string]>(
        `INSERT OR IGNORE INTO temp.damaged_games (game, reason)
         SELECT key, ? FROM games WHERE id = ?`,
      ),
      list: db.prepare<[], { id: string; reason: string }>(
        `SELECT g.id, d.reason FROM temp.damaged_games d JOIN games g ON g.key = d.game
         ORDER BY g.started_at, g.key`,
      ),
      reasonOf: db.prepare<[string], { reason: string }>(
        `SELECT d.reason FROM temp.damaged_games d JOIN games g ON g.key = d.game WHERE g.id = ?`,
      ),
      raw: db.prepare<[string], { key: number } & Record<string, unknown>>(
        `SELECT g.key, g.id, d.reason, g.started_at AS startedAt, g.ended_at AS endedAt, g.kind,
           g.preset, r.rules, g.generator, g.seed, g.seed_chosen AS seedChosen, g.status,
           g.engine_version AS engineVersion
         FROM temp.damaged_games d JOIN games g ON g.key = d.game
         JOIN rule_sets r ON r.id = g.rule_set WHERE g.id = ?`,
      ),
      seats: db.prepare<[number], { name: string; bot: string | null }>(
        'SELECT name, bot FROM game_seats WHERE game = ? ORDER BY seat',
      ),
      actions: db.prepare<[number], { action: string }>(
        'SELECT action FROM actions WHERE game = ? ORDER BY seq',
      ),
      packed: db.prepare<[number], { actions: string }>(
        'SELECT actions FROM packed_actions WHERE game = ?',
      ),
    };
  }

  /** Farkle rule sets as stored, for start-up to check. */
  farkleRuleSets(): Array<{ id: number; rules: string }> {
    return this.statements.farkleRuleSets.all();
  }

  /** Sets aside every game of a rule set, and the rule set's farkle odds. */
  damageRuleSet(id: number, reason: string): void {
    this.statements.markRuleSet.run(id);
    this.statements.damageRuleSet.run(reason, id);
  }

  damageGame(gameId: string, reason: string): void {
    this.statements.damageGame.run(reason, gameId);
  }

  /** The games set aside, oldest first. */
  list(): Array<{ gameId: string; reason: string }> {
    return this.statements.list.all().map(({ id, reason }) => ({ gameId: id, reason }));
  }

  /** Why this game was set aside, or null when it was not. */
  reasonOf(gameId: string): string | null {
    return this.statements.reasonOf.get(gameId)?.reason ?? null;
  }

  /** A damaged game as it is stored, field by field; null when it is not damaged. */
  raw(gameId: string): Record<string, unknown> | null {
    const row = this.statements.raw.get(gameId);
    if (!row) return null;
    const { key, ...game } = row;
    return {
      ...game,
      seats: this.statements.seats.all(key),
      actions: [
        ...unpack(this.statements.packed.get(key)?.actions ?? ''),
        ...this.statements.actions.all(key).map((a) => a.action),
      ],
    };
  }
}
