import type {
  CoachFigures,
  GameFigures,
  HistoryEntry,
  HistoryQuery,
  ProfileStats,
  RateByGroup,
} from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { GAME_KINDS, gameOf, scoreTable } from '../engine';
import type { Db } from './open';
import type { Profiles } from './profiles';

interface GameResult {
  won: number;
  ended_at: string;
}

/** Games set aside as damaged at start-up (see DamagedGames) count in no figure. */
const COUNTED = 'g.key NOT IN (SELECT game FROM temp.damaged_games)';
const COUNTED_TURN = 'game NOT IN (SELECT game FROM temp.damaged_games)';

/** The games a profile's figures count: `chosen` 0 leaves out games whose seed was typed. */
interface Scope {
  profileId: number;
  chosen: 0 | 1;
}

/** A profile's turns in the scope's games. */
const TURNS = `profile_id = @profileId AND ${COUNTED_TURN}
  AND (@chosen = 1 OR game NOT IN (SELECT key FROM games WHERE seed_chosen = 1))`;

/**
 * A profile's statistics, from the per-turn and per-roll facts kept as games are played; without
 * chosen seeds, the games whose seed the player typed are left out.
 */
export function profileStats(
  db: Db,
  profiles: Profiles,
  profileId: number,
  withChosenSeeds: boolean,
): ProfileStats {
  const profile = profiles.get(profileId);
  const scope: Scope = { profileId, chosen: withChosenSeeds ? 1 : 0 };
  // Win and loss figures count only games against someone: a one-seat game stands apart (solo).
  const finished = `FROM game_seats s JOIN games g ON g.key = s.game
    WHERE s.profile_id = @profileId AND g.status = 'finished' AND g.kind = 'farkle'
      AND g.seats > 1 AND (@chosen = 1 OR g.seed_chosen = 0) AND ${COUNTED}`;
  const rates = (key: string) =>
    db
      .prepare<Scope, RateByGroup>(
        `SELECT ${key} AS key, count(*) AS games, sum(s.won) AS wins ${finished}
         GROUP BY 1 ORDER BY 1`,
      )
      .all(scope)
      .map((row) => ({ ...row, key: String(row.key) }));

  const results = db
    .prepare<Scope, GameResult>(`SELECT s.won, g.ended_at ${finished} ORDER BY g.ended_at, g.key`)
    .all(scope);

  const turnFigures = db.prepare<
    Scope & { solo: 0 | 1 },
    { turns: number; average: number | null; best: number | null; hotDice: number | null }
  >(
    `SELECT count(*) AS turns, avg(points) AS average, max(points) AS best,
       sum(hot_dice) AS hotDice
     FROM turns WHERE ${TURNS}
       AND game IN (SELECT key FROM games WHERE (seats = 1) = @solo)`,
  );
  const turns = turnFigures.get({ ...scope, solo: 0 })!;
  const soloTurns = turnFigures.get({ ...scope, solo: 1 })!;
  const soloGames = db
    .prepare<Scope, { games: number }>(
      `SELECT count(*) AS games FROM game_seats s JOIN games g ON g.key = s.game
       WHERE s.profile_id = @profileId AND g.kind = 'farkle' AND g.seats = 1
         AND g.status = 'finished' AND (@chosen = 1 OR g.seed_chosen = 0) AND ${COUNTED}`,
    )
    .get(scope)!;

  const longest = db
    .prepare<Scope, { longest: number | null }>(`SELECT max(g.turns) AS longest ${finished}`)
    .get(scope)!;

  // Grouped by the indexed score itself (no sort needed), then bucketed by the hundred.
  const byPoints = db
    .prepare<Scope, { points: number; count: number }>(
      `SELECT points, count(*) AS count FROM turns WHERE ${TURNS}
         AND game IN (SELECT key FROM games WHERE seats > 1) GROUP BY points`,
    )
    .all(scope);
  const buckets = new Map<number, number>();
  for (const { points, count } of byPoints) {
    const from = Math.floor(Math.max(points, 0) / 100) * 100;
    buckets.set(from, (buckets.get(from) ?? 0) + count);
  }
  const turnScores = [...buckets.entries()].map(([from, count]) => ({ from, count }));

  return {
    profile,
    coach: coachFigures(db, TURNS, [scope]),
    games: results.length,
    wins: results.filter((r) => r.won === 1).length,
    byPreset: rates('g.preset'),
    bySeats: rates('g.seats'),
    turns: turns.turns,
    averageTurn: turns.average ?? 0,
    farkleRate: farkleRates(db, scope),
    hotDice: turns.hotDice ?? 0,
    bestTurn: turns.best ?? 0,
    longestGame: longest.longest ?? 0,
    ...streaks(results),
    turnScores,
    winRateOverTime: winRateOverTime(results),
    otherGames: otherGameFigures(db, scope),
    solo: {
      games: soloGames.games,
      turns: soloTurns.turns,
      averageTurn: soloTurns.average ?? 0,
      bestTurn: soloTurns.best ?? 0,
    },
  };
}

/** Farkles by dice rolled, set against what fair dice give under the rules of those rolls. */
function farkleRates(db: Db, scope: Scope): ProfileStats['farkleRate'] {
  const rows = db
    .prepare<Scope, { rules: string; dice: number; rolls: number; farkles: number }>(
      `SELECT r.rules, o.dice, o.rolls, o.farkles
       FROM farkle_odds o JOIN rule_sets r ON r.id = o.rule_set
       WHERE o.profile_id = @profileId AND (@chosen = 1 OR o.seed_chosen = 0)
         AND o.rule_set NOT IN (SELECT id FROM temp.damaged_rule_sets)`,
    )
    .all(scope);
  const byDice = new Map<number, { rolls: number; farkles: number; expected: number }>();
  for (const row of rows) {
    const rules = JSON.parse(row.rules) as Rules;
    const chance = scoreTable(rules.scoring).farkleProbability(row.dice);
    const sum = byDice.get(row.dice) ?? { rolls: 0, farkles: 0, expected: 0 };
    byDice.set(row.dice, {
      rolls: sum.rolls + row.rolls,
      farkles: sum.farkles + row.farkles,
      expected: sum.expected + chance * row.rolls,
    });
  }
  return [...byDice.entries()]
    .sort(([a], [b]) => a - b)
    .map(([dice, sum]) => {
      const expected = sum.expected / sum.rolls;
      return { dice, ...sum, expected, verdict: fairness(sum.rolls, sum.farkles, expected) };
    });
}

export function fairness(
  rolls: number,
  farkles: number,
  expected: number,
): ProfileStats['farkleRate'][number]['verdict'] {
  if (rolls < 30) return 'few';
  const spread = Math.sqrt((expected * (1 - expected)) / rolls);
  const gap = farkles / rolls - expected;
  if (Math.abs(gap) <= 2 * spread) return 'fair';
  return gap > 0 ? 'more' : 'fewer';
}

function winRateOverTime(results: GameResult[]): ProfileStats['winRateOverTime'] {
  let wins = 0;
  return results.map((r, i) => {
    wins += r.won;
    return { endedAt: r.ended_at, rate: wins / (i + 1) };
  });
}

function streaks(results: GameResult[]): Pick<ProfileStats, 'currentStreak' | 'longestWinStreak'> {
  let longestWinStreak = 0;
  let run = 0;
  for (const r of results) {
    run = r.won === 1 ? run + 1 : 0;
    longestWinStreak = Math.max(longestWinStreak, run);
  }
  const last = results.at(-1);
  if (!last) return { currentStreak: { kind: null, length: 0 }, longestWinStreak };
  let length = 0;
  for (let i = results.length - 1; i >= 0 && results[i]!.won === last.won; i--) length++;
  return { currentStreak: { kind: last.won === 1 ? 'win' : 'loss', length }, longestWinStreak };
}

/**
 * Skill: expected points given up per decision. Luck: points scored minus what the turns were
 * expected to give with the choices made (optimal expectation less the points given up).
 */
export function coachFigures(db: Db, where: string, params: unknown[]): CoachFigures {
  const row = db
    .prepare<unknown[], { decisions: number; loss: number; luck: number }>(
      `SELECT total(decisions) AS decisions, total(expected_loss) AS loss,
         total(points - expected + expected_loss) AS luck
       FROM turns WHERE ${where} AND expected IS NOT NULL AND ${COUNTED_TURN}`,
    )
    .get(...params)!;
  // Decisions priced in chances of winning, in the same turns (two-seat games only).
  const win = db
    .prepare<unknown[], { decisions: number; loss: number }>(
      `SELECT count(win_cost) AS decisions, total(win_cost) AS loss FROM actions
       WHERE win_cost IS NOT NULL AND (game, turn) IN
         (SELECT game, turn FROM turns WHERE ${where} AND ${COUNTED_TURN})`,
    )
    .get(...params)!;
  return {
    decisions: row.decisions,
    skill: row.decisions > 0 ? row.loss / row.decisions : null,
    luck: row.luck,
    winDecisions: win.decisions,
    winSkill: win.decisions > 0 ? win.loss / win.decisions : null,
  };
}

/** Each registered game with stats of its own kind: its finished games' results and totals. */
function otherGameFigures(db: Db, scope: Scope): GameFigures[] {
  return GAME_KINDS.flatMap((kind) => {
    const { stats, title } = gameOf(kind);
    if (!stats) return [];
    const best = stats.better === 'lower' ? 'min' : 'max';
    const row = db
      .prepare<
        Scope & { kind: string },
        { games: number; wins: number; averageTotal: number | null; bestTotal: number | null }
      >(
        `SELECT count(*) AS games, total(s.won) AS wins, avg(s.total) AS averageTotal,
           ${best}(s.total) AS bestTotal
         FROM game_seats s JOIN games g ON g.key = s.game
         WHERE s.profile_id = @profileId AND g.kind = @kind AND g.status = 'finished'
           AND (@chosen = 1 OR g.seed_chosen = 0) AND ${COUNTED}`,
      )
      .get({ ...scope, kind })!;
    return [{ kind, title, ...row, winIs: stats.winIs, better: stats.better }];
  });
}

/** Stored games of every kind, newest first, filtered by player, preset and start date. */
export function listHistory(db: Db, query: HistoryQuery): HistoryEntry[] {
  const rows = db
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
        damaged: number;
      }
    >(
      `SELECT g.key, g.id, g.kind, g.preset, g.started_at, g.ended_at, g.status, g.turns,
         NOT (${COUNTED}) AS damaged
       FROM games g
       WHERE (@profileId IS NULL OR EXISTS (SELECT 1 FROM game_seats s
               WHERE s.game = g.key AND s.profile_id = @profileId))
         AND (@preset IS NULL OR g.preset = @preset)
         AND (@from IS NULL OR g.started_at >= @from)
         AND (@to IS NULL OR g.started_at < date(@to, '+1 day'))
       ORDER BY g.started_at DESC, g.key DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...query });
  const seats = db.prepare<
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
    damaged: row.damaged === 1,
    abandoned: row.status === 'abandoned',
    turns: row.turns,
    seats: seats.all(row.key).map((s, seat) => ({
      ...s,
      won: s.won === 1,
      coach: coachFigures(db, 'game = ? AND seat = ?', [row.key, seat]),
    })),
  }));
}
