import type {
  ExerciseSummary,
  PracticeProgress,
  PracticeUnit,
} from '../../src-shared/domains/practice';
import type { Db } from './open';

/** A decision the review found costly, kept as an exercise. */
export interface NewExercise {
  step: number;
  seat: number;
  unit: PracticeUnit;
  loss: number;
  /** The loss in percentage points of winning, the scale exercises are ranked on. */
  weight: number;
}

/** The most exercises an overview lists (the progress counts them all). */
const LISTED = 50;

/** Games set aside as damaged at start-up are not looked through. */
const COUNTED = 'g.key NOT IN (SELECT game FROM temp.damaged_games)';

/** A profile's finished Farkle games that no review has left seats for yet. */
const UNREVIEWED = `FROM game_seats s JOIN games g ON g.key = s.game
  WHERE s.profile_id = ? AND g.kind = 'farkle' AND g.status = 'finished' AND ${COUNTED}
    AND NOT EXISTS (SELECT 1 FROM seat_reviews r WHERE r.game = g.key)`;

/** An exercise's row as a summary; `e` the exercise and `g` its game. */
const SUMMARY = `e.id, g.id AS gameId, e.step, g.ended_at AS endedAt, e.unit, e.loss, e.tries,
  e.tried_at AS triedAt, e.solved_at AS solvedAt, e.last_right AS lastRight`;

/** The exercises of a profile's seats (a merged profile's games come along with their seats). */
const OF_PROFILE = `FROM exercises e JOIN games g ON g.key = e.game
  JOIN game_seats s ON s.game = e.game AND s.seat = e.seat
  WHERE s.profile_id = ? AND ${COUNTED}`;

type SummaryRow = Omit<ExerciseSummary, 'lastRight'> & { lastRight: number | null };

function summaryOf(row: SummaryRow): ExerciseSummary {
  return { ...row, lastRight: row.lastRight === null ? null : row.lastRight === 1 };
}

/** The reviews kept for Stats (each seat's accuracy) and the exercises made from them. */
export class PracticeStore {
  constructor(private readonly db: Db) {}

  /** Up to `limit` of the profile's finished games not reviewed yet, newest first, and how many. */
  unreviewed(profileId: number, limit: number): { ids: string[]; total: number } {
    const ids = this.db
      .prepare<[number, number], { id: string }>(
        `SELECT DISTINCT g.id, g.ended_at, g.key ${UNREVIEWED}
         ORDER BY g.ended_at DESC, g.key DESC LIMIT ?`,
      )
      .all(profileId, limit)
      .map((row) => row.id);
    const { total } = this.db
      .prepare<[number], { total: number }>(`SELECT count(DISTINCT g.key) AS total ${UNREVIEWED}`)
      .get(profileId)!;
    return { ids, total };
  }

  /** A game's review: each seat's accuracy and the exercises it gave, in one transaction. */
  saveReview(
    gameId: string,
    seats: ReadonlyArray<{ seat: number; accuracy: number | null }>,
    exercises: readonly NewExercise[],
  ): void {
    const key = this.db.prepare<[string], { key: number }>('SELECT key FROM games WHERE id = ?');
    const addSeat = this.db.prepare<[number, number, number | null]>(
      'INSERT OR REPLACE INTO seat_reviews (game, seat, accuracy) VALUES (?, ?, ?)',
    );
    const addExercise = this.db.prepare<NewExercise & { game: number }>(
      `INSERT OR IGNORE INTO exercises (game, step, seat, unit, loss, weight)
       VALUES (@game, @step, @seat, @unit, @loss, @weight)`,
    );
    this.db.transaction(() => {
      const game = key.get(gameId)?.key;
      if (game === undefined) return;
      for (const { seat, accuracy } of seats) addSeat.run(game, seat, accuracy);
      for (const exercise of exercises) addExercise.run({ ...exercise, game });
    })();
  }

  /** The profile's exercises, costliest first (on the one scale), and its progress. */
  exercises(profileId: number): { exercises: ExerciseSummary[]; progress: PracticeProgress } {
    const rows = this.db
      .prepare<[number, number], SummaryRow>(
        `SELECT ${SUMMARY} ${OF_PROFILE} ORDER BY e.weight DESC, e.id LIMIT ?`,
      )
      .all(profileId, LISTED);
    return { exercises: rows.map(summaryOf), progress: this.progress(profileId) };
  }

  progress(profileId: number): PracticeProgress {
    return this.db
      .prepare<[number], PracticeProgress>(
        `SELECT count(e.solved_at) AS solved, count(e.tried_at) AS tried, count(*) AS total
         ${OF_PROFILE}`,
      )
      .get(profileId)!;
  }

  /** One exercise, with the seat whose decision it was and the profile of that seat. */
  exercise(id: number): { summary: ExerciseSummary; seat: number; profileId: number } | null {
    const row = this.db
      .prepare<[number], SummaryRow & { seat: number; profileId: number }>(
        `SELECT ${SUMMARY}, e.seat, s.profile_id AS profileId FROM exercises e
         JOIN games g ON g.key = e.game
         JOIN game_seats s ON s.game = e.game AND s.seat = e.seat
         WHERE e.id = ? AND ${COUNTED}`,
      )
      .get(id);
    if (!row) return null;
    const { seat, profileId, ...summary } = row;
    return { summary: summaryOf(summary), seat, profileId };
  }

  /** A try at an exercise: counted, dated, and its first right answer kept as solved. */
  recordTry(id: number, right: boolean, at: string): void {
    this.db
      .prepare<{ id: number; right: number; at: string }>(
        `UPDATE exercises SET tries = tries + 1, tried_at = @at, last_right = @right,
           solved_at = coalesce(solved_at, iif(@right = 1, @at, NULL))
         WHERE id = @id`,
      )
      .run({ id, right: right ? 1 : 0, at });
  }
}
