import { createHash } from 'node:crypto';
import type { RollDiceAction, RollDiceReplay, RollDiceState } from '../../src-shared/rolldice';
import { writeReplay } from '../engine/rolldice/replay';
import type { Db } from './open';

/** Roll-Dice-Roll actions stored compactly: "r3" (roll die 3), "s" (stop), "t" (new target). */
export function encodeRollDiceAction(action: RollDiceAction): string {
  switch (action.type) {
    case 'roll':
      return `r${action.die}`;
    case 'stop':
      return 's';
    case 'retarget':
      return 't';
    case 'new-game':
      return 'n';
  }
}

export function decodeRollDiceAction(text: string): RollDiceAction {
  if (text.startsWith('r')) return { type: 'roll', die: Number(text.slice(1)) };
  if (text === 's') return { type: 'stop' };
  if (text === 't') return { type: 'retarget' };
  return { type: 'new-game' };
}

/** Roll-Dice-Roll has no rule options; its games share this one rule set row. */
const ROLLDICE_RULES = '"rolldice"';

export function rollDiceFingerprint(replay: RollDiceReplay): string {
  return createHash('sha256').update(writeReplay(replay)).digest('hex');
}

export interface StoredRollDice {
  id: string;
  startedAt: string;
  endedAt: string | null;
  replay: RollDiceReplay;
}

/**
 * Roll-Dice-Roll games in the same history tables as Farkle's: one seat whose total and result
 * are the game's, and the action log appended move by move.
 */
export class RollDiceHistory {
  private readonly keys = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly profileFor: (name: string, bot: string | null, now: string) => number,
  ) {}

  private key(gameId: string): number {
    let key = this.keys.get(gameId);
    if (key === undefined) {
      key = this.db
        .prepare<[string], { key: number }>(
          "SELECT key FROM games WHERE id = ? AND kind = 'rolldice'",
        )
        .get(gameId)?.key;
      if (key === undefined) throw new Error(`game ${gameId} is not stored`);
      this.keys.set(gameId, key);
    }
    return key;
  }

  start(game: { id: string; replay: RollDiceReplay; startedAt: string }): void {
    const { replay } = game;
    this.db.transaction(() => {
      const ruleSet = this.db
        .prepare<[string], { id: number }>(
          `INSERT INTO rule_sets (rules) VALUES (?)
           ON CONFLICT (rules) DO UPDATE SET rules = excluded.rules RETURNING id`,
        )
        .get(ROLLDICE_RULES)!.id;
      const key = Number(
        this.db
          .prepare(
            `INSERT INTO games (id, kind, preset, rule_set, generator, seed, seats, started_at, status)
             VALUES (?, 'rolldice', NULL, ?, ?, ?, 1, ?, 'playing')`,
          )
          .run(game.id, ruleSet, replay.generator, replay.seed, game.startedAt).lastInsertRowid,
      );
      this.keys.set(game.id, key);
      this.db
        .prepare(
          'INSERT INTO game_seats (game, seat, profile_id, name, bot) VALUES (?, 0, ?, ?, ?)',
        )
        .run(
          key,
          this.profileFor(replay.player.name, replay.player.bot, game.startedAt),
          replay.player.name,
          replay.player.bot,
        );
    })();
  }

  /** Appends one move, and the result when it ends the game, in one transaction. */
  record(gameId: string, seq: number, action: RollDiceAction, after: RollDiceState, now: string) {
    const key = this.key(gameId);
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO actions (game, seq, action) VALUES (?, ?, ?)')
        .run(key, seq, encodeRollDiceAction(action));
      this.db.prepare('UPDATE game_seats SET total = ? WHERE game = ?').run(after.total, key);
      if (after.over) {
        this.db.prepare('UPDATE game_seats SET won = ? WHERE game = ?').run(after.won ? 1 : 0, key);
        this.db
          .prepare(
            "UPDATE games SET status = 'finished', ended_at = ?, winner_seat = ?, turns = ?, fingerprint = ? WHERE key = ?",
          )
          .run(
            now,
            after.won ? 0 : null,
            after.rounds.length,
            rollDiceFingerprint(this.replayOf(gameId)!),
            key,
          );
      }
    })();
  }

  replayOf(gameId: string): RollDiceReplay | null {
    const game = this.db
      .prepare<[string], { key: number; generator: string; seed: number }>(
        "SELECT key, generator, seed FROM games WHERE id = ? AND kind = 'rolldice'",
      )
      .get(gameId);
    if (!game) return null;
    const player = this.db
      .prepare<[number], { name: string; bot: string | null }>(
        'SELECT name, bot FROM game_seats WHERE game = ? AND seat = 0',
      )
      .get(game.key)!;
    const actions = this.db
      .prepare<[number], { action: string }>(
        'SELECT action FROM actions WHERE game = ? ORDER BY seq',
      )
      .all(game.key)
      .map((row) => decodeRollDiceAction(row.action));
    return {
      format: 'hotdice-replay',
      version: 1,
      game: 'rolldice',
      generator: game.generator as RollDiceReplay['generator'],
      seed: game.seed,
      player,
      actions,
    };
  }

  private ids(where: string): Array<{ id: string; started_at: string; ended_at: string | null }> {
    return this.db
      .prepare<[], { id: string; started_at: string; ended_at: string | null }>(
        `SELECT id, started_at, ended_at FROM games WHERE kind = 'rolldice' ${where}
         ORDER BY started_at, key`,
      )
      .all();
  }

  all(): StoredRollDice[] {
    return this.ids('').map((row) => ({
      id: row.id,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      replay: this.replayOf(row.id)!,
    }));
  }

  unfinished(): StoredRollDice[] {
    return this.all().filter((game) => game.endedAt === null);
  }

  /** Whether a game with this id is kept. */
  hasId(gameId: string): boolean {
    return this.db.prepare('SELECT 1 FROM games WHERE id = ?').get(gameId) !== undefined;
  }

  /** Whether a finished game with exactly this replay is kept (for lone replay files). */
  hasReplay(replay: RollDiceReplay): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM games WHERE fingerprint = ?')
        .get(rollDiceFingerprint(replay)) !== undefined
    );
  }
}
