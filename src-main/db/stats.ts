import {
  CHARTED_GAMES,
  type GameFigures,
  type HistoryEntry,
  type HistoryQuery,
  type ProfileStats,
  type RateByGroup,
} from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { GAME_KINDS, gameOf, scoreTable } from '../engine';
import type { Db } from './open';
import type { Profiles } from './profiles';
import { rulesNameOf, winsByRules } from './stats-rules';
import { profileStreaks, recentResults, resultGroups, type ResultGroup } from './stats-results';
import { profileCoach, seatCoach, turnFigures, type Scope } from './stats-tallies';

/** Games set aside as damaged at start-up (see DamagedGames) count in no figure. */
const COUNTED = 'g.key NOT IN (SELECT game FROM temp.damaged_games)';

/**
 * A profile's statistics, from what is kept as games finish: the turn and coach tallies (see
 * stats-tallies), the result tallies and streaks, and the latest games for the charts (see
 * stats-results). Without chosen seeds, the games whose seed the player typed are left out.
 * The charts draw the latest `charted` games.
 */
export function profileStats(
  db: Db,
  profiles: Profiles,
  profileId: number,
  withChosenSeeds: boolean,
  charted = CHARTED_GAMES,
): ProfileStats {
  const profile = profiles.get(profileId);
  const scope: Scope = { profileId, chosen: withChosenSeeds ? 1 : 0 };
  const groups = resultGroups(db, scope);
  const farkle = groups.filter((group) => group.kind === 'farkle');
  // Win and loss figures count only games against someone: a one-seat game stands apart (solo).
  const contests = farkle.filter((group) => group.seats > 1);
  const games = sumOf(contests, (group) => group.games);
  const wins = sumOf(contests, (group) => group.wins);
  const { contest, solo, turnScores } = turnFigures(db, scope);
  const streak = profileStreaks(db, scope);
  const recent = recentResults(db, scope, charted);
  // The first charted game's number among all of them, and the wins before it.
  const first = games - recent.length + 1;
  let won = wins - sumOf(recent, (game) => game.won);

  return {
    profile,
    coach: profileCoach(db, scope),
    games,
    wins,
    byPreset: winsByRules(db, scope),
    bySeats: ratesBy(contests, (group) => group.seats),
    turns: contest.turns,
    averageTurn: contest.averageTurn,
    farkleRate: farkleRates(db, scope),
    hotDice: contest.hotDice,
    bestTurn: contest.bestTurn,
    longestGame: contests.reduce((longest, group) => Math.max(longest, group.longest), 0),
    currentStreak: {
      kind: games === 0 ? null : streak.runWon === 1 ? 'win' : 'loss',
      length: games === 0 ? 0 : streak.run,
    },
    longestWinStreak: streak.longest,
    turnScores,
    winRateOverTime: recent.map((r, i) => {
      won += r.won;
      return { game: first + i, endedAt: r.ended_at, rate: won / (first + i) };
    }),
    accuracyOverTime: recent.flatMap((r, i) =>
      r.accuracy === null ? [] : [{ game: first + i, endedAt: r.ended_at, accuracy: r.accuracy }],
    ),
    luckOverTime: recent.flatMap((r, i) =>
      r.luck === null ? [] : [{ game: first + i, endedAt: r.ended_at, luck: r.luck }],
    ),
    otherGames: otherGameFigures(groups),
    solo: {
      games: sumOf(farkle, (group) => (group.seats > 1 ? 0 : group.games)),
      turns: solo.turns,
      averageTurn: solo.averageTurn,
      bestTurn: solo.bestTurn,
    },
  };
}

function sumOf<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((sum, item) => sum + value(item), 0);
}

/** Games and wins grouped by one setting, in the order SQLite sorts it (null first). */
function ratesBy(
  groups: ResultGroup[],
  keyOf: (group: ResultGroup) => string | number | null,
): RateByGroup[] {
  const rates = new Map<string | number | null, { games: number; wins: number }>();
  for (const group of groups) {
    const key = keyOf(group);
    const rate = rates.get(key) ?? { games: 0, wins: 0 };
    rate.games += group.games;
    rate.wins += group.wins;
    rates.set(key, rate);
  }
  const order = (a: string | number | null, b: string | number | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  return [...rates.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([key, rate]) => ({ key: String(key), ...rate }));
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

/** Each registered game with stats of its own kind: its finished games' results and totals. */
function otherGameFigures(groups: ResultGroup[]): GameFigures[] {
  return GAME_KINDS.flatMap((kind) => {
    const { stats, title } = gameOf(kind);
    if (!stats) return [];
    const mine = groups.filter((group) => group.kind === kind);
    const games = sumOf(mine, (group) => group.games);
    const bests = mine.map((group) => (stats.better === 'lower' ? group.bestLow : group.bestHigh));
    return [
      {
        kind,
        title,
        games,
        wins: sumOf(mine, (group) => group.wins),
        averageTotal: games > 0 ? sumOf(mine, (group) => group.totalSum) / games : null,
        bestTotal: bests.length ? (stats.better === 'lower' ? Math.min : Math.max)(...bests) : null,
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
        rules: string | null;
        started_at: string;
        ended_at: string | null;
        status: string;
        turns: number;
        damaged: number;
      }
    >(
      `SELECT g.key, g.id, g.kind, g.preset,
         (SELECT rules FROM rule_sets WHERE id = g.rule_set) AS rules, g.started_at, g.ended_at, g.status, g.turns,
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
    rulesName:
      row.preset !== null && row.rules !== null ? rulesNameOf(row.preset, row.rules) : null,
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
