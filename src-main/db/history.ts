import type { FarkleAction, FarkleState, TurnRecord } from '../../src-shared/farkle';
import type { FarkleReplay } from '../engine';
import type { Db } from './open';

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

  constructor(private readonly db: Db) {
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
      addAction: db.prepare<[string, number, string]>(
        'INSERT INTO actions (game_id, seq, action) VALUES (?, ?, ?)',
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
    this.db.transaction(() => {
      this.statements.addAction.run(gameId, seq, JSON.stringify(action));
      if (after.history.length > before.history.length) {
        this.recordTurn(gameId, after.history.length - 1, after.history.at(-1)!);
        after.seats.forEach((seat, index) =>
          this.statements.setSeatTotal.run(
            seat.total,
            after.winner === index ? 1 : 0,
            gameId,
            index,
          ),
        );
      }
      if (after.over && !before.over) this.statements.finishGame.run(now, after.winner, gameId);
    })();
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
