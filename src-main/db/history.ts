import { createHash } from 'node:crypto';
import type { HistoryEntry, HistoryQuery } from '../../src-shared/api';
import type { FarkleAction, FarkleState, Rules, TurnRecord } from '../../src-shared/farkle';
import {
  BOTS,
  apply,
  decisionCost,
  newGame,
  turnExpectation,
  writeReplay,
  type FarkleReplay,
} from '../engine';
import type { Db } from './open';
import { coachFigures } from './stats';

/** The same game gives the same fingerprint wherever it was played or exported. */
export function fingerprint(replay: FarkleReplay): string {
  return createHash('sha256').update(writeReplay(replay)).digest('hex');
}

export interface StoredGame extends StoredGameStart {
  endedAt: string | null;
}

export interface StoredGameStart {
  id: string;
  replay: FarkleReplay;
  startedAt: string;
}

/** Actions are stored compactly ("r", "b", "k025"): a game has hundreds of them. */
export function encodeAction(action: FarkleAction): string {
  return action.type === 'keep' ? `k${action.dice.join('')}` : action.type[0]!;
}

export function decodeAction(text: string): FarkleAction {
  if (text === 'r') return { type: 'roll' };
  if (text === 'b') return { type: 'bank' };
  return { type: 'keep', dice: [...text.slice(1)].map(Number) };
}

interface GameRow {
  key: number;
  preset: string;
  rules: string;
  generator: string;
  seed: number;
  started_at: string;
  ended_at: string | null;
}

/**
 * The history of every game, written as it happens: each action is appended in the same
 * transaction as the facts derived from it (turns, farkle odds, the result), so a crash at any
 * moment leaves a log that replays to exactly the last state.
 */
export class History {
  private readonly statements;
  /** Public game id to the integer key its rows use. */
  private readonly keys = new Map<string, number>();

  constructor(private readonly db: Db) {
    this.statements = {
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
        `INSERT INTO games (id, kind, preset, rule_set, generator, seed, seats, started_at, status)
         VALUES (@id, 'farkle', @preset, @ruleSet, @generator, @seed, @seats, @startedAt, 'playing')`,
      ),
      addSeat: db.prepare(
        `INSERT INTO game_seats (game, seat, profile_id, name, bot)
         VALUES (@game, @seat, @profileId, @name, @bot)`,
      ),
      addAction: db.prepare<[number, number, string, number, number | null]>(
        'INSERT INTO actions (game, seq, action, turn, cost) VALUES (?, ?, ?, ?, ?)',
      ),
      addTurn: db.prepare(
        `INSERT INTO turns (game, turn, seat, profile_id, points, turn_total, rolls, farkle,
           hot_dice, final_round, total_after, expected, decisions, expected_loss)
         SELECT @game, @turn, @seat, profile_id, @points, @turnTotal, @rolls, @farkle, @hotDice,
           @finalRound, @totalAfter, @expected,
           (SELECT count(cost) FROM actions WHERE game = @game AND turn = @turn),
           (SELECT total(cost) FROM actions WHERE game = @game AND turn = @turn)
         FROM game_seats WHERE game = @game AND seat = @seat`,
      ),
      addOdds: db.prepare(
        `INSERT INTO farkle_odds (profile_id, rule_set, dice, rolls, farkles)
         SELECT s.profile_id, g.rule_set, @dice, 1, @farkle
         FROM game_seats s JOIN games g ON g.key = s.game WHERE s.game = @game AND s.seat = @seat
         ON CONFLICT (profile_id, rule_set, dice)
         DO UPDATE SET rolls = rolls + 1, farkles = farkles + excluded.farkles`,
      ),
      setSeatTotal: db.prepare<[number, number, number, number]>(
        'UPDATE game_seats SET total = ?, won = ? WHERE game = ? AND seat = ?',
      ),
      countTurn: db.prepare<[number]>('UPDATE games SET turns = turns + 1 WHERE key = ?'),
      finishGame: db.prepare<[string, number | null, string, number]>(
        "UPDATE games SET status = 'finished', ended_at = ?, winner_seat = ?, fingerprint = ? WHERE key = ?",
      ),
      byFingerprint: db.prepare<[string], { key: number }>(
        'SELECT key FROM games WHERE fingerprint = ?',
      ),
      keyOf: db.prepare<[string], { key: number }>('SELECT key FROM games WHERE id = ?'),
      all: db.prepare<[], { id: string }>(
        "SELECT id FROM games WHERE kind = 'farkle' ORDER BY started_at, key",
      ),
      unfinished: db.prepare<[], { id: string; started_at: string }>(
        "SELECT id, started_at FROM games WHERE status = 'playing' AND kind = 'farkle' ORDER BY started_at",
      ),
      game: db.prepare<[string], GameRow>(
        `SELECT g.key, g.preset, r.rules, g.generator, g.seed, g.started_at, g.ended_at
         FROM games g JOIN rule_sets r ON r.id = g.rule_set WHERE g.id = ? AND g.kind = 'farkle'`,
      ),
      seats: db.prepare<[number], { name: string; bot: string | null }>(
        'SELECT name, bot FROM game_seats WHERE game = ? ORDER BY seat',
      ),
      actions: db.prepare<[number], { action: string }>(
        'SELECT action FROM actions WHERE game = ? ORDER BY seq',
      ),
    };
  }

  /**
   * The active profile of this person (bot null) or bot under this name, created on first use.
   * A name another one's profile holds (a person called like a bot) is taken numbered: "Vera (2)".
   */
  profileFor(name: string, bot: string | null, now: string): number {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name} (${n})`;
      const found = this.statements.findProfile.get(candidate);
      if (!found)
        return Number(this.statements.addProfile.run(candidate, bot, now).lastInsertRowid);
      if (found.bot === bot) return found.id;
    }
  }

  /** The id of a stored rule set, added on first use. */
  ruleSetFor(rules: Rules): number {
    return this.statements.ruleSet.get(JSON.stringify(rules))!.id;
  }

  private key(gameId: string): number {
    let key = this.keys.get(gameId);
    if (key === undefined) {
      const row = this.statements.keyOf.get(gameId);
      if (!row) throw new Error(`game ${gameId} is not stored`);
      key = row.key;
      this.keys.set(gameId, key);
    }
    return key;
  }

  startGame(start: StoredGameStart): void {
    const { replay } = start;
    this.db.transaction(() => {
      const game = Number(
        this.statements.addGame.run({
          id: start.id,
          preset: replay.preset,
          ruleSet: this.ruleSetFor(replay.rules),
          generator: replay.generator,
          seed: replay.seed,
          seats: replay.seats.length,
          startedAt: start.startedAt,
        }).lastInsertRowid,
      );
      this.keys.set(start.id, game);
      replay.seats.forEach((seat, index) => {
        this.statements.addSeat.run({
          game,
          seat: index,
          // A bot character keeps one profile under its own name, whatever its seat is called.
          profileId: this.profileFor(
            BOTS.find((b) => b.id === seat.bot)?.name ?? seat.name,
            seat.bot,
            start.startedAt,
          ),
          name: seat.name,
          bot: seat.bot,
        });
      });
    })();
  }

  /** Appends one action with everything it changed, atomically. */
  recordAction(
    gameId: string,
    seq: number,
    action: FarkleAction,
    before: FarkleState,
    after: FarkleState,
    now: string,
  ): void {
    // The coach's view of the move, for the skill and luck figures.
    const cost = decisionCost(before, action);
    const turnExpected = turnExpectation(before);
    const game = this.key(gameId);
    this.db.transaction(() => {
      const turn = before.history.length;
      this.statements.addAction.run(game, seq, encodeAction(action), turn, cost);
      if (after.history.length > before.history.length) {
        this.recordTurn(game, turn, after.history.at(-1)!, turnExpected);
        after.seats.forEach((seat, index) =>
          this.statements.setSeatTotal.run(seat.total, after.winner === index ? 1 : 0, game, index),
        );
      }
      if (after.over && !before.over) {
        const print = fingerprint(this.replayOf(gameId)!);
        this.statements.finishGame.run(now, after.winner, print, game);
      }
    })();
  }

  private recordTurn(
    game: number,
    turn: number,
    record: TurnRecord,
    expected: number | null,
  ): void {
    this.statements.countTurn.run(game);
    this.statements.addTurn.run({
      game,
      turn,
      seat: record.seat,
      points: record.points,
      turnTotal: record.turnTotal,
      rolls: record.rolls.length,
      farkle: record.outcome === 'farkle' ? 1 : 0,
      hotDice: record.hotDice,
      finalRound: record.finalRound ? 1 : 0,
      totalAfter: record.totalAfter,
      expected,
    });
    record.rolls.forEach((roll, index) => {
      const lost = record.outcome === 'farkle' && index === record.rolls.length - 1;
      this.statements.addOdds.run({
        game,
        seat: record.seat,
        dice: roll.faces.length,
        farkle: lost ? 1 : 0,
      });
    });
  }

  /** Stored games, newest first, filtered by player, preset and start date. */
  list(query: HistoryQuery): HistoryEntry[] {
    const rows = this.db
      .prepare<
        Record<string, string | number | null>,
        {
          key: number;
          id: string;
          kind: HistoryEntry['kind'];
          preset: string | null;
          started_at: string;
          ended_at: string | null;
          status: string;
          turns: number;
        }
      >(
        `SELECT g.key, g.id, g.kind, g.preset, g.started_at, g.ended_at, g.status, g.turns
         FROM games g
         WHERE (@profileId IS NULL OR EXISTS (SELECT 1 FROM game_seats s
                 WHERE s.game = g.key AND s.profile_id = @profileId))
           AND (@preset IS NULL OR g.preset = @preset)
           AND (@from IS NULL OR g.started_at >= @from)
           AND (@to IS NULL OR g.started_at < date(@to, '+1 day'))
         ORDER BY g.started_at DESC, g.key DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...query });
    const seats = this.db.prepare<
      [number],
      { name: string; bot: string | null; total: number; won: number }
    >('SELECT name, bot, total, won FROM game_seats WHERE game = ? ORDER BY seat');
    return rows.map((row) => ({
      gameId: row.id,
      kind: row.kind,
      preset: row.preset as HistoryEntry['preset'],
      startedAt: row.started_at,
      endedAt: row.ended_at,
      finished: row.status === 'finished',
      turns: row.turns,
      seats: seats.all(row.key).map((s, seat) => ({
        ...s,
        won: s.won === 1,
        coach: coachFigures(this.db, 'game = ? AND seat = ?', [row.key, seat]),
      })),
    }));
  }

  /** Every stored game with its replay, oldest first. */
  all(): StoredGame[] {
    return this.statements.all.all().map(({ id }) => this.stored(id)!);
  }

  private stored(gameId: string): StoredGame | null {
    const game = this.statements.game.get(gameId);
    const replay = this.replayOf(gameId);
    if (!game || !replay) return null;
    return { id: gameId, startedAt: game.started_at, endedAt: game.ended_at, replay };
  }

  /** Whether a finished game with exactly this replay is kept (for lone replay files). */
  hasReplay(replay: FarkleReplay): boolean {
    return this.statements.byFingerprint.get(fingerprint(replay)) !== undefined;
  }

  /**
   * Stores a game from elsewhere by playing its actions through the engine, so its facts are
   * derived exactly as for a game played here. False when a game with its id is already kept.
   */
  importGame(game: StoredGame): boolean {
    if (this.statements.keyOf.get(game.id) !== undefined) return false;
    this.db.transaction(() => {
      this.startGame({ ...game, replay: { ...game.replay, actions: [] } });
      let state = newGame({
        rules: game.replay.rules,
        seats: game.replay.seats.length,
        generator: game.replay.generator,
        seed: game.replay.seed,
      });
      game.replay.actions.forEach((action, seq) => {
        const result = apply(state, action);
        if (!result.ok) throw new Error(`move ${seq + 1} is not legal: ${result.error.message}`);
        this.recordAction(
          game.id,
          seq,
          action,
          state,
          result.value,
          game.endedAt ?? game.startedAt,
        );
        state = result.value;
      });
    })();
    return true;
  }

  /** A stored game as its replay: rules, seed, seats and every action so far. */
  replayOf(gameId: string): FarkleReplay | null {
    const game = this.statements.game.get(gameId);
    if (!game) return null;
    return {
      format: 'hotdice-replay',
      version: 1,
      game: 'farkle',
      preset: game.preset as FarkleReplay['preset'],
      rules: JSON.parse(game.rules) as FarkleReplay['rules'],
      generator: game.generator as FarkleReplay['generator'],
      seed: game.seed,
      seats: this.statements.seats.all(game.key),
      actions: this.statements.actions.all(game.key).map((a) => decodeAction(a.action)),
    };
  }

  /** Games that were being played when the app last stopped. */
  unfinishedGames(): StoredGameStart[] {
    return this.statements.unfinished.all().flatMap((row) => {
      const replay = this.replayOf(row.id);
      return replay ? [{ id: row.id, replay, startedAt: row.started_at }] : [];
    });
  }
}
