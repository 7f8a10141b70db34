import type {
  GameFigures,
  HistoryEntry,
  HistoryQuery,
  ProfileStats,
  RateByGroup,
} from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import type { GameKind } from '../../src-shared/games';
import { GAME_KINDS, gameOf, scoreTable } from '../engine';
import type { Db } from './open';
import type { Profiles } from './profiles';
import { BILLIONTHS, profileCoach, seatCoach, turnFigures, type Scope } from './stats-tallies';

interface GameResult {
  kind: GameKind;
  won: number;
  /** The seat's final total (games other than Farkle count it). */
  total: number;
  ended_at: string;
  preset: string | null;
  seats: number;
  turns: number;
  /** The seat's accuracy from the game's review (null: not reviewed, or no decision). */
  accuracy: number | null;
  /** The seat's luck in points, as the coach tallied it (null: not packed yet). */
  luck: number | null;
}

/** Games set aside as damaged at start-up (see DamagedGames) count in no figure. */
const COUNTED = 'g.key NOT IN (SELECT game FROM temp.damaged_games)';

/**
 * A profile's statistics: turn and coach figures from the running tallies (see stats-tallies),
 * results from one pass over its finished games; without chosen seeds, the games whose seed the
 * player typed are left out.
 */
export function profileStats(
  db: Db,
  profiles: Profiles,
  profileId: number,
  withChosenSeeds: boolean,
): ProfileStats {
  const profile = profiles.get(profileId);
  const scope: Scope = { profileId, chosen: withChosenSeeds ? 1 : 0 };
  // One pass over the profile's finished games of every kind: the query's cost is the games it
  // reads, so the other games' figures are taken from the same rows.
  const everyKind = db
    .prepare<Scope, GameResult>(
      `SELECT g.kind, s.won, s.total, g.ended_at, g.preset, g.seats, g.turns, r.accuracy,
         s.coach_luck / ${BILLIONTHS} AS luck
       FROM game_seats s JOIN games g ON g.key = s.game
         LEFT JOIN seat_reviews r ON r.game = s.game AND r.seat = s.seat
       WHERE s.profile_id = @profileId AND g.status = 'finished'
         AND (@chosen = 1 OR g.seed_chosen = 0) AND ${COUNTED}
       ORDER BY g.ended_at, g.key`,
    )
    .all(scope);
  const finished = everyKind.filter((game) => game.kind === 'farkle');
  // Win and loss figures count only games against someone: a one-seat game stands apart (solo).
  const results = finished.filter((game) => game.seats > 1);
  const { contest, solo, turnScores } = turnFigures(db, scope);

  return {
    profile,
    coach: profileCoach(db, scope),
    games: results.length,
    wins: results.filter((r) => r.won === 1).length,
    byPreset: ratesBy(results, (game) => game.preset),
    bySeats: ratesBy(results, (game) => game.seats),
    turns: contest.turns,
    averageTurn: contest.averageTurn,
    farkleRate: farkleRates(db, scope),
    hotDice: contest.hotDice,
    bestTurn: contest.bestTurn,
    longestGame: results.reduce((longest, game) => Math.max(longest, game.turns), 0),
    ...streaks(results),
    turnScores,
    winRateOverTime: winRateOverTime(results),
    accuracyOverTime: results.flatMap((r, i) =>
      r.accuracy === null ? [] : [{ game: i + 1, endedAt: r.ended_at, accuracy: r.accuracy }],
    ),
    luckOverTime: results.flatMap((r, i) =>
      r.luck === null ? [] : [{ game: i + 1, endedAt: r.ended_at, luck: r.luck }],
    ),
    otherGames: otherGameFigures(everyKind),
    solo: {
      games: finished.length - results.length,
      turns: solo.turns,
      averageTurn: solo.averageTurn,
      bestTurn: solo.bestTurn,
    },
  };
}

/** Games and wins grouped by one setting, in the order SQLite sorts it (null first). */
function ratesBy(
  results: GameResult[],
  keyOf: (game: GameResult) => string | number | null,
): RateByGroup[] {
  const groups = new Map<string | number | null, { games: number; wins: number }>();
  for (const game of results) {
    const key = keyOf(game);
    const group = groups.get(key) ?? { games: 0, wins: 0 };
    group.games++;
    group.wins += game.won;
    groups.set(key, group);
  }
  const order = (a: string | number | null, b: string | number | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  return [...groups.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([key, group]) => ({ key: String(key), ...group }));
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

/** Each registered game with stats of its own kind: its finished games' results and totals. */
function otherGameFigures(everyKind: GameResult[]): GameFigures[] {
  return GAME_KINDS.flatMap((kind) => {
    const { stats, title } = gameOf(kind);
    if (!stats) return [];
    const games = everyKind.filter((game) => game.kind === kind);
    const totals = games.map((game) => game.total);
    const better = stats.better === 'lower' ? Math.min : Math.max;
    return [
      {
        kind,
        title,
        games: games.length,
        wins: games.reduce((wins, game) => wins + game.won, 0),
        averageTotal: totals.length ? totals.reduce((a, b) => a + b, 0) / totals.length : null,
        bestTotal: totals.length ? totals.reduce((a, b) => better(a, b)) : null,
        winIs: stats.winIs,
        better: stats.better,
      },
    ];
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
      coach: seatCoach(db, row.key, seat),
    })),
  }));
}
