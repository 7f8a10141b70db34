import { createHash } from 'node:crypto';
import type { HistoryEntry, HistoryQuery } from '../../src-shared/api';
import type { FarkleAction, FarkleState, TurnRecord } from '../../src-shared/farkle';
import { apply, newGame, writeReplay, type FarkleReplay } from '../engine';
import type { Db } from './open';
import { coachFigures } from './stats';

/** The same game gives the same fingerprint wherever it was played or exported. */
export function fingerprint(replay: FarkleReplay): string {
  return createHash('sha256').update(writeReplay(replay)).digest('hex');
}

/** The coach's view of an action: what it cost, and what the player's turn was worth. */
export interface Coaching {
  /** Expected points the decision gave up (0 for the best); null when it was no decision. */
  cost: number | null;
  /** The turn's expected score under optimal play, from its first roll. */
  turnExpected: number | null;
}

const NO_COACHING: Coaching = { cost: null, turnExpected: null };

export interface StoredGame extends StoredGameStart {
  endedAt: string | null;
}

export interface StoredGameStart {
  id: string;
  replay: FarkleReplay;
  startedAt: string;
}

/**
 * The history of every game, written as it happens: each action is appended in the same
 * transaction as the facts derived from it (turns, rolls, the result), so a crash at any moment
 * leaves a log that replays to exactly the last state.
 */
export class History {
  private readonly statements;

  constructor(
    private readonly db: Db,
    /** How each action is judged for the skill and luck figures. */
    private readonly coach: (before: FarkleState, action: FarkleAction) => Coaching = () =>
      NO_COACHING,
  ) {
    this.statements = {
      findProfile: db.prepare<[string], { id: number }>(
        'SELECT id FROM profiles WHERE name = ? COLLATE NOCASE AND merged_into IS NULL',
      ),
      addProfile: db.prepare<[string, string | null, string]>(
        'INSERT INTO profiles (name, bot, created_at) VALUES (?, ?, ?)',
      ),
      addGame: db.prepare(
        `INSERT INTO games (id, kind, preset, rules, generator, seed, started_at, status)
         VALUES (@id, 'farkle', @preset, @rules, @generator, @seed, @startedAt, 'playing')`,
      ),
      addSeat: db.prepare(
        `INSERT INTO game_seats (game_id, seat, profile_id, name, bot)
         VALUES (@gameId, @seat, @profileId, @name, @bot)`,
      ),
      addAction: db.prepare<[string, number, string, number, number | null]>(
        'INSERT INTO actions (game_id, seq, action, turn, cost) VALUES (?, ?, ?, ?, ?)',
      ),
      turnCoaching: db.prepare<{ gameId: string; turn: number; expected: number | null }>(
        `UPDATE turns SET expected = @expected,
           decisions = (SELECT count(cost) FROM actions WHERE game_id = @gameId AND turn = @turn),
           expected_loss = (SELECT total(cost) FROM actions WHERE game_id = @gameId AND turn = @turn)
         WHERE game_id = @gameId AND turn = @turn`,
      ),
      addTurn: db.prepare(
        `INSERT INTO turns (game_id, turn, seat, profile_id, points, turn_total, rolls, farkle,
           hot_dice, final_round, total_after)
         SELECT @gameId, @turn, @seat, profile_id, @points, @turnTotal, @rolls, @farkle, @hotDice,
           @finalRound, @totalAfter
         FROM game_seats WHERE game_id = @gameId AND seat = @seat`,
      ),
      addRoll: db.prepare(
        `INSERT INTO rolls (game_id, turn, roll, profile_id, dice, farkle)
         SELECT @gameId, @turn, @roll, profile_id, @dice, @farkle
         FROM game_seats WHERE game_id = @gameId AND seat = @seat`,
      ),
      setSeatTotal: db.prepare<[number, number, string, number]>(
        'UPDATE game_seats SET total = ?, won = ? WHERE game_id = ? AND seat = ?',
      ),
      countTurn: db.prepare<[string]>('UPDATE games SET turns = turns + 1 WHERE id = ?'),
      finishGame: db.prepare<[string, number | null, string]>(
        "UPDATE games SET status = 'finished', ended_at = ?, winner_seat = ? WHERE id = ?",
      ),
      setFingerprint: db.prepare<[string, string]>('UPDATE games SET fingerprint = ? WHERE id = ?'),
      byFingerprint: db.prepare<[string], { id: string }>(
        'SELECT id FROM games WHERE fingerprint = ?',
      ),
      all: db.prepare<[], { id: string; started_at: string; ended_at: string | null }>(
        'SELECT id, started_at, ended_at FROM games ORDER BY started_at, id',
      ),
      unfinished: db.prepare<[], { id: string; started_at: string }>(
        "SELECT id, started_at FROM games WHERE status = 'playing' ORDER BY started_at",
      ),
      game: db.prepare<
        [string],
        { preset: string; rules: string; generator: string; seed: number; started_at: string }
      >('SELECT preset, rules, generator, seed, started_at FROM games WHERE id = ?'),
      seats: db.prepare<[string], { name: string; bot: string | null }>(
        'SELECT name, bot FROM game_seats WHERE game_id = ? ORDER BY seat',
      ),
      actions: db.prepare<[string], { action: string }>(
        'SELECT action FROM actions WHERE game_id = ? ORDER BY seq',
      ),
    };
  }

  /** The active profile with this name, created on first use. */
  profileFor(name: string, bot: string | null, now: string): number {
    const found = this.statements.findProfile.get(name);
    if (found) return found.id;
    return Number(this.statements.addProfile.run(name, bot, now).lastInsertRowid);
  }

  startGame(start: StoredGameStart): void {
    const { replay } = start;
    this.db.transaction(() => {
      this.statements.addGame.run({
        id: start.id,
        preset: replay.preset,
        rules: JSON.stringify(replay.rules),
        generator: replay.generator,
        seed: replay.seed,
        startedAt: start.startedAt,
      });
      replay.seats.forEach((seat, index) => {
        this.statements.addSeat.run({
          gameId: start.id,
          seat: index,
          profileId: this.profileFor(seat.name, seat.bot, start.startedAt),
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
    const coaching = this.coach(before, action);
    this.db.transaction(() => {
      const turn = before.history.length;
      this.statements.addAction.run(gameId, seq, JSON.stringify(action), turn, coaching.cost);
      if (after.history.length > before.history.length) {
        this.recordTurn(gameId, turn, after.history.at(-1)!);
        this.statements.turnCoaching.run({ gameId, turn, expected: coaching.turnExpected });
        after.seats.forEach((seat, index) =>
          this.statements.setSeatTotal.run(
            seat.total,
            after.winner === index ? 1 : 0,
            gameId,
            index,
          ),
        );
      }
      if (after.over && !before.over) {
        this.statements.finishGame.run(now, after.winner, gameId);
        this.statements.setFingerprint.run(fingerprint(this.replayOf(gameId)!), gameId);
      }
    })();
  }

  /** Stored games, newest first, filtered by player, preset and start date. */
  list(query: HistoryQuery): HistoryEntry[] {
    const rows = this.db
      .prepare<
        Record<string, string | number | null>,
        {
          id: string;
          preset: string;
          started_at: string;
          ended_at: string | null;
          status: string;
          turns: number;
        }
      >(
        `SELECT g.id, g.preset, g.started_at, g.ended_at, g.status, g.turns FROM games g
         WHERE (@profileId IS NULL OR EXISTS (SELECT 1 FROM game_seats s
                 WHERE s.game_id = g.id AND s.profile_id = @profileId))
           AND (@preset IS NULL OR g.preset = @preset)
           AND (@from IS NULL OR g.started_at >= @from)
           AND (@to IS NULL OR g.started_at < date(@to, '+1 day'))
         ORDER BY g.started_at DESC, g.id LIMIT @limit OFFSET @offset`,
      )
      .all({ ...query });
    const seats = this.db.prepare<
      [string],
      { name: string; bot: string | null; total: number; won: number }
    >('SELECT name, bot, total, won FROM game_seats WHERE game_id = ? ORDER BY seat');
    return rows.map((row) => ({
      gameId: row.id,
      preset: row.preset as HistoryEntry['preset'],
      startedAt: row.started_at,
      endedAt: row.ended_at,
      finished: row.status === 'finished',
      turns: row.turns,
      seats: seats.all(row.id).map((s, seat) => ({
        ...s,
        won: s.won === 1,
        coach: coachFigures(this.db, 'game_id = ? AND seat = ?', [row.id, seat]),
      })),
    }));
  }

  /** Every stored game with its replay, oldest first. */
  all(): StoredGame[] {
    return this.statements.all.all().map((row) => ({
      id: row.id,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      replay: this.replayOf(row.id)!,
    }));
  }

  /**
   * Stores a game from elsewhere by playing its actions through the engine, so its facts are
   * derived exactly as for a game played here. False when the game is already kept.
   */
  importGame(game: StoredGame): boolean {
    const known =
      this.statements.game.get(game.id) !== undefined ||
      this.statements.byFingerprint.get(fingerprint(game.replay)) !== undefined;
    if (known) return false;
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

  private recordTurn(gameId: string, turn: number, record: TurnRecord): void {
    this.statements.countTurn.run(gameId);
    this.statements.addTurn.run({
      gameId,
      turn,
      seat: record.seat,
      points: record.points,
      turnTotal: record.turnTotal,
      rolls: record.rolls.length,
      farkle: record.outcome === 'farkle' ? 1 : 0,
      hotDice: record.hotDice,
      finalRound: record.finalRound ? 1 : 0,
      totalAfter: record.totalAfter,
    });
    record.rolls.forEach((roll, index) => {
      this.statements.addRoll.run({
        gameId,
        turn,
        roll: index,
        seat: record.seat,
        dice: roll.faces.length,
        farkle: record.outcome === 'farkle' && index === record.rolls.length - 1 ? 1 : 0,
      });
    });
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
      seats: this.statements.seats.all(gameId),
      actions: this.statements.actions.all(gameId).map((a) => JSON.parse(a.action) as FarkleAction),
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
