import type { CoachFigures, ProfileStats } from '../../src-shared/api';
import type { Db } from './open';

/** The games a profile's figures count: `chosen` 0 leaves out games whose seed was typed. */
export interface Scope {
  profileId: number;
  chosen: 0 | 1;
}

/** Coach sums are tallied in billionths (see migration 13). */
export const BILLIONTHS = 1e9;

/**
 * A profile's turns by score, from the running tallies less the turns of games set aside as
 * damaged this launch (few, read through their keys; rows while played, packed once over): the
 * cost does not grow with the history. CROSS JOIN keeps the damaged games the outer loop: the
 * planner, knowing nothing of the temporary table, would read all of the profile's rows instead.
 */
const TURNS_BY_POINTS = `
  WITH counted (seed_chosen, solo, points, turns, hot_dice) AS (
    SELECT seed_chosen, solo, points, turns, hot_dice FROM turn_tallies
    WHERE profile_id = @profileId
    UNION ALL
    SELECT g.seed_chosen, g.seats = 1, t.points, -1, -t.hot_dice
    FROM temp.damaged_games d CROSS JOIN turns t ON t.game = d.game JOIN games g ON g.key = d.game
    WHERE t.profile_id = @profileId
    UNION ALL
    SELECT g.seed_chosen, g.seats = 1, j.value ->> 1, -1, -(j.value ->> 2)
    FROM temp.damaged_games d CROSS JOIN packed_turns p ON p.game = d.game
      JOIN games g ON g.key = d.game, json_each(p.turns) j
      JOIN game_seats s ON s.game = d.game AND s.seat = j.value ->> 0
    WHERE s.profile_id = @profileId
  )
  SELECT solo, points, sum(turns) AS turns, sum(hot_dice) AS hotDice FROM counted
  WHERE @chosen = 1 OR seed_chosen = 0
  GROUP BY solo, points HAVING sum(turns) > 0 ORDER BY points`;

/**
 * One turn's coach figures as the tallies keep them (see migration 13): decisions and the points
 * they gave up count where the turn's expectation is known; sums in whole billionths.
 */
export const COACH_OF_TURN = `iif(t.expected IS NULL, 0, t.decisions) AS decisions,
  iif(t.expected IS NULL, 0, round(t.expected_loss * 1e9)) AS loss,
  iif(t.expected IS NULL, 0, round((t.points - t.expected + t.expected_loss) * 1e9)) AS luck,
  t.win_decisions AS win_decisions, round(t.win_loss * 1e9) AS win_loss`;

/** A seat's coach sums as a packed game keeps them on its seat row (migration 15). */
const COACH_OF_SEAT = `s.coach_decisions AS decisions, s.coach_loss AS loss, s.coach_luck AS luck,
  s.coach_win_decisions AS win_decisions, s.coach_win_loss AS win_loss`;

const COACH_TOTALS = `total(sign * decisions) AS decisions, total(sign * loss) AS loss,
  total(sign * luck) AS luck, total(sign * win_decisions) AS winDecisions,
  total(sign * win_loss) AS winLoss`;

interface CoachSums {
  decisions: number;
  loss: number;
  luck: number;
  winDecisions: number;
  winLoss: number;
}

/** The coach's sums, tallied the same way (damaged games' turns taken off). */
const COACH_SUMS = `
  WITH counted AS (
    SELECT 1 AS sign, seed_chosen, decisions, loss, luck, win_decisions, win_loss
    FROM coach_tallies WHERE profile_id = @profileId
    UNION ALL
    SELECT -1, g.seed_chosen, ${COACH_OF_TURN}
    FROM temp.damaged_games d CROSS JOIN turns t ON t.game = d.game JOIN games g ON g.key = d.game
    WHERE t.profile_id = @profileId
    UNION ALL
    SELECT -1, g.seed_chosen, ${COACH_OF_SEAT}
    FROM temp.damaged_games d CROSS JOIN game_seats s ON s.game = d.game JOIN games g ON g.key = d.game
    WHERE s.profile_id = @profileId AND s.coach_decisions IS NOT NULL
  )
  SELECT ${COACH_TOTALS} FROM counted WHERE @chosen = 1 OR seed_chosen = 0`;

/**
 * Skill: expected points given up per decision. Luck: points scored minus what the turns were
 * expected to give with the choices made (optimal expectation less the points given up).
 */
function coachOf(sums: CoachSums): CoachFigures {
  return {
    decisions: sums.decisions,
    skill: sums.decisions > 0 ? sums.loss / BILLIONTHS / sums.decisions : null,
    luck: sums.luck / BILLIONTHS,
    // Decisions priced in chances of winning (two-seat games with the odds at hand).
    winDecisions: sums.winDecisions,
    winSkill: sums.winDecisions > 0 ? sums.winLoss / BILLIONTHS / sums.winDecisions : null,
  };
}

/** The coach's figures over all of a profile's turns, from the tallies. */
export function profileCoach(db: Db, scope: Scope): CoachFigures {
  return coachOf(db.prepare<Scope, CoachSums>(COACH_SUMS).get(scope)!);
}

/** The coach's figures for one seat of one game, counted as tallied (none if it is damaged). */
export function seatCoach(db: Db, game: number, seat: number): CoachFigures {
  const sums = db
    .prepare<{ game: number; seat: number }, CoachSums>(
      `SELECT ${COACH_TOTALS} FROM (
         SELECT 1 AS sign, ${COACH_OF_TURN} FROM turns t WHERE t.game = @game AND t.seat = @seat
         UNION ALL
         SELECT 1, ${COACH_OF_SEAT} FROM game_seats s
         WHERE s.game = @game AND s.seat = @seat AND s.coach_decisions IS NOT NULL)
       WHERE @game NOT IN (SELECT game FROM temp.damaged_games)`,
    )
    .get({ game, seat })!;
  return coachOf(sums);
}

interface TurnSum {
  turns: number;
  averageTurn: number;
  bestTurn: number;
  hotDice: number;
}

/** A profile's turn figures, apart for games against someone and one-seat games. */
export function turnFigures(
  db: Db,
  scope: Scope,
): { contest: TurnSum; solo: TurnSum; turnScores: ProfileStats['turnScores'] } {
  const rows = db
    .prepare<Scope, { solo: number; points: number; turns: number; hotDice: number }>(
      TURNS_BY_POINTS,
    )
    .all(scope);
  const sum = (solo: number): TurnSum => {
    const mine = rows.filter((row) => row.solo === solo);
    const turns = mine.reduce((n, row) => n + row.turns, 0);
    const points = mine.reduce((n, row) => n + row.points * row.turns, 0);
    return {
      turns,
      averageTurn: turns > 0 ? points / turns : 0,
      bestTurn: mine.at(-1)?.points ?? 0,
      hotDice: mine.reduce((n, row) => n + row.hotDice, 0),
    };
  };
  // Bucketed by the hundred (a farkle's 0 and any negative score count from 0).
  const buckets = new Map<number, number>();
  for (const { solo, points, turns } of rows) {
    if (solo === 1) continue;
    const from = Math.floor(Math.max(points, 0) / 100) * 100;
    buckets.set(from, (buckets.get(from) ?? 0) + turns);
  }
  const turnScores = [...buckets.entries()].map(([from, count]) => ({ from, count }));
  return { contest: sum(0), solo: sum(1), turnScores };
}
