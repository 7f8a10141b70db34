import type { Db } from './open';
import { BILLIONTHS, type Scope } from './stats-tallies';

/**
 * A profile's results as migration 17 keeps them: tallies by seed kind, game, preset and seats,
 * streaks, and the latest games in order. Reading them costs the same at 10,000 games as at 10;
 * only games set aside as damaged this launch (few) are read one by one, to take them off
 * (through CROSS JOIN, which keeps them the outer loop, as in stats-tallies).
 */

/** Games set aside as damaged at start-up (see DamagedGames) count in no figure. */
const UNDAMAGED = 'r.game NOT IN (SELECT game FROM temp.damaged_games)';

/** A profile's results of one game, preset and seat count (seed kinds together). */
export interface ResultGroup {
  kind: string;
  preset: string | null;
  seats: number;
  games: number;
  wins: number;
  totalSum: number;
  bestHigh: number;
  bestLow: number;
  longest: number;
}

interface TallyRow {
  kind: string;
  preset: string;
  seats: number;
  games: number;
  wins: number;
  total_sum: number;
  best_high: number;
  best_low: number;
  longest: number;
}

/** The tallies of the scope, less the damaged games' rows as they were tallied. */
export function resultGroups(db: Db, scope: Scope): ResultGroup[] {
  const inScope = 'profile_id = @profileId AND (@chosen = 1 OR seed_chosen = 0)';
  const tallied = db
    .prepare<Scope, TallyRow>(
      `SELECT kind, preset, seats, sum(games) AS games, sum(wins) AS wins,
         sum(total_sum) AS total_sum, max(best_high) AS best_high, min(best_low) AS best_low,
         max(longest) AS longest
       FROM result_tallies WHERE ${inScope} GROUP BY kind, preset, seats`,
    )
    .all(scope);
  const damaged = db
    .prepare<Scope, TallyRow>(
      `SELECT kind, coalesce(preset, '') AS preset, seats, count(*) AS games, sum(won) AS wins,
         sum(total) AS total_sum
       FROM temp.damaged_games d CROSS JOIN results r ON r.game = d.game WHERE ${inScope}
       GROUP BY 1, 2, 3`,
    )
    .all(scope);
  // Bests cannot be taken off a tally: with a damaged game in scope, they are read again.
  const bests =
    damaged.length === 0
      ? tallied
      : db
          .prepare<Scope, TallyRow>(
            `SELECT kind, coalesce(preset, '') AS preset, seats, max(total) AS best_high,
               min(total) AS best_low, max(turns) AS longest
             FROM results r WHERE ${inScope} AND ${UNDAMAGED} GROUP BY 1, 2, 3`,
          )
          .all(scope);
  const keyOf = (row: Pick<TallyRow, 'kind' | 'preset' | 'seats'>) =>
    `${row.kind}\n${row.preset}\n${row.seats}`;
  const off = new Map(damaged.map((row) => [keyOf(row), row]));
  const best = new Map(bests.map((row) => [keyOf(row), row]));
  return tallied.flatMap((row) => {
    const taken = off.get(keyOf(row));
    const games = row.games - (taken?.games ?? 0);
    const kept = best.get(keyOf(row));
    if (games <= 0 || !kept) return [];
    return [
      {
        kind: row.kind,
        preset: row.preset === '' ? null : row.preset,
        seats: row.seats,
        games,
        wins: row.wins - (taken?.wins ?? 0),
        totalSum: row.total_sum - (taken?.total_sum ?? 0),
        bestHigh: kept.best_high,
        bestLow: kept.best_low,
        longest: kept.longest,
      },
    ];
  });
}

/** Where a run of results stands: the last result, how many of it in a row, the longest win run. */
export interface StreakState {
  runWon: number;
  run: number;
  longest: number;
}

/** The streaks of results in order (1 won, 0 not). */
export function streakOf(results: Iterable<number>): StreakState {
  const state: StreakState = { runWon: 0, run: 0, longest: 0 };
  for (const won of results) {
    state.run = state.run > 0 && won === state.runWon ? state.run + 1 : 1;
    state.runWon = won;
    if (won === 1) state.longest = Math.max(state.longest, state.run);
  }
  return state;
}

/** Farkle games against someone, as the streaks and charts count them. */
const CONTESTS = "r.kind = 'farkle' AND r.seats > 1";

/** Every counted contest result of the scope in order, read whole (a stale or damaged streak). */
function wonInOrder(db: Db, scope: Scope, undamaged: boolean): number[] {
  return db
    .prepare<Scope, { won: number }>(
      `SELECT won FROM results r WHERE r.profile_id = @profileId AND ${CONTESTS}
         AND (@chosen = 1 OR r.seed_chosen = 0) ${undamaged ? `AND ${UNDAMAGED}` : ''}
       ORDER BY r.ended_at, r.game, r.seat`,
    )
    .all(scope)
    .map((row) => row.won);
}

/**
 * The scope's streaks: as kept while results came in order and none of them is damaged, else
 * worked out from its results.
 */
export function profileStreaks(db: Db, scope: Scope): StreakState {
  const kept = db
    .prepare<Scope, { stale: number; run_won: number; run: number; longest: number }>(
      `SELECT stale, run_won, run, longest FROM streaks
       WHERE profile_id = @profileId AND drawn_only = 1 - @chosen
         AND NOT EXISTS (SELECT 1 FROM temp.damaged_games d CROSS JOIN results r ON r.game = d.game
           WHERE r.profile_id = @profileId AND ${CONTESTS} AND (@chosen = 1 OR r.seed_chosen = 0))`,
    )
    .get(scope);
  if (kept && kept.stale === 0) {
    return { runWon: kept.run_won, run: kept.run, longest: kept.longest };
  }
  return streakOf(wonInOrder(db, scope, true));
}

/** Works out the streaks marked stale (results that came out of order, a merge) and keeps them. */
export function freshenStreaks(db: Db): void {
  const stale = db
    .prepare<[], { profile_id: number; drawn_only: number }>(
      'SELECT profile_id, drawn_only FROM streaks WHERE stale = 1',
    )
    .all();
  if (stale.length === 0) return;
  const last = db.prepare<Scope, { ended_at: string; game: number; seat: number }>(
    `SELECT ended_at, game, seat FROM results r WHERE r.profile_id = @profileId AND ${CONTESTS}
       AND (@chosen = 1 OR r.seed_chosen = 0) ORDER BY r.ended_at DESC, r.game DESC, r.seat DESC`,
  );
  const keep = db.prepare(
    `UPDATE streaks SET stale = 0, last_at = @at, last_game = @game, last_seat = @seat,
       run_won = @runWon, run = @run, longest = @longest
     WHERE profile_id = @profileId AND drawn_only = @drawnOnly`,
  );
  const forget = db.prepare<[number, number]>(
    'DELETE FROM streaks WHERE profile_id = ? AND drawn_only = ?',
  );
  for (const { profile_id: profileId, drawn_only: drawnOnly } of stale) {
    const scope: Scope = { profileId, chosen: drawnOnly === 1 ? 0 : 1 };
    const end = last.get(scope);
    if (!end) {
      forget.run(profileId, drawnOnly);
      continue;
    }
    const state = streakOf(wonInOrder(db, scope, false));
    keep.run({ ...state, at: end.ended_at, game: end.game, seat: end.seat, profileId, drawnOnly });
  }
}

/** One of the latest counted contest results, oldest first. */
export interface RecentResult {
  won: number;
  ended_at: string;
  accuracy: number | null;
  luck: number | null;
}

/** The scope's latest `limit` counted contest results, oldest first, with their review and luck. */
export function recentResults(db: Db, scope: Scope, limit: number): RecentResult[] {
  return db
    .prepare<Scope & { limit: number }, RecentResult>(
      `SELECT r.won, r.ended_at, v.accuracy, s.coach_luck / ${BILLIONTHS} AS luck
       FROM results r JOIN game_seats s ON s.game = r.game AND s.seat = r.seat
         LEFT JOIN seat_reviews v ON v.game = r.game AND v.seat = r.seat
       WHERE r.profile_id = @profileId AND ${CONTESTS} AND (@chosen = 1 OR r.seed_chosen = 0)
         AND ${UNDAMAGED}
       ORDER BY r.ended_at DESC, r.game DESC, r.seat DESC LIMIT @limit`,
    )
    .all({ ...scope, limit })
    .reverse();
}
