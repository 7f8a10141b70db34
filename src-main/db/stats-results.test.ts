import Database from 'better-sqlite3';
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FarkleView, ProfileStats, ProfileView, ReplayFile } from '../../src-shared/api';
import type { PresetId } from '../../src-shared/farkle';
import { openTestApp, type TestCall } from '../api/test-app';
import { preset } from '../engine';
import { playBots } from './stats.testkit';
import { corrupt } from '../services/damage.testkit';
import { DamagedGames } from './damaged';
import { Profiles } from './profiles';
import { profileStats } from './stats';
import { streakOf } from './stats-results';

/** What a player may do to the history, as the property draws it. */
type Step =
  | { op: 'play'; seats: string[]; seed: number | null; turns: number }
  | { op: 'import'; pick: number }
  | { op: 'merge' };

const SEAT_BOTS = ['greedy', 'cautious', 'daring'];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('play' as const),
    // A character may sit twice: both seats are its one profile's.
    seats: fc.array(fc.constantFrom(...SEAT_BOTS), { minLength: 1, maxLength: 3 }),
    seed: fc.option(fc.integer({ min: 1, max: 1_000 })),
    // 0 plays the game to its end.
    turns: fc.constantFrom(0, 0, 0, 3),
  }),
  fc.record({ op: fc.constant('import' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('merge' as const) }),
);

/** Exports of whole games played before any step: imported, they come before the games played. */
async function olderExports(): Promise<string[]> {
  const { call } = openTestApp();
  const files: string[] = [];
  for (const [seats, seed] of [
    [['greedy', 'daring'], 7],
    [['cautious', 'greedy'], null],
    [['daring', 'daring', 'greedy'], 11],
  ] as const) {
    const before = JSON.parse((await call<ReplayFile>('exportHistory')).text) as { games: [] };
    await playBots(call, seats, seed, 0);
    const after = JSON.parse((await call<ReplayFile>('exportHistory')).text) as { games: [] };
    files.push(JSON.stringify({ ...after, games: after.games.slice(before.games.length) }));
  }
  return files;
}

type Figures = Pick<
  ProfileStats,
  | 'games'
  | 'wins'
  | 'byPreset'
  | 'bySeats'
  | 'longestGame'
  | 'currentStreak'
  | 'longestWinStreak'
  | 'winRateOverTime'
  | 'otherGames'
> & { soloGames: number };

/** The figures as the stats answer them. */
function answered(stats: ProfileStats): Figures {
  const { games, wins, byPreset, bySeats, longestGame, currentStreak, longestWinStreak } = stats;
  const { winRateOverTime, otherGames } = stats;
  return {
    ...{ games, wins, byPreset, bySeats, longestGame, currentStreak, longestWinStreak },
    ...{ winRateOverTime, otherGames, soloGames: stats.solo.games },
  };
}

interface Row {
  kind: string;
  won: number;
  total: number;
  ended_at: string;
  preset: string | null;
  seats: number;
  turns: number;
}

/** The same figures worked out from every finished seat of the profile, in order. */
function fromScratch(db: Database.Database, profileId: number, chosen: boolean, like: Figures) {
  const rows = db
    .prepare<[number, number], Row>(
      `SELECT g.kind, s.won, s.total, g.ended_at, g.preset, g.seats, g.turns
       FROM game_seats s JOIN games g ON g.key = s.game
       WHERE s.profile_id = ? AND g.status = 'finished' AND (? = 1 OR g.seed_chosen = 0)
         AND g.key NOT IN (SELECT game FROM temp.damaged_games)
       ORDER BY g.ended_at, g.key, s.seat`,
    )
    .all(profileId, chosen ? 1 : 0);
  const contests = rows.filter((r) => r.kind === 'farkle' && r.seats > 1);
  const rates = (key: (r: Row) => string | number | null) => {
    const keys = [...new Set(contests.map(key))].sort((a, b) =>
      a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1,
    );
    return keys.map((k) => {
      const mine = contests.filter((r) => key(r) === k);
      return { key: String(k), games: mine.length, wins: mine.filter((r) => r.won).length };
    });
  };
  const streak = streakOf(contests.map((r) => r.won));
  let wins = 0;
  const otherGames = like.otherGames.map((game) => {
    const mine = rows.filter((r) => r.kind === game.kind).map((r) => r.total);
    const best = game.better === 'lower' ? Math.min : Math.max;
    return {
      ...game,
      games: mine.length,
      wins: rows.filter((r) => r.kind === game.kind && r.won).length,
      averageTotal: mine.length ? mine.reduce((a, b) => a + b, 0) / mine.length : null,
      bestTotal: mine.length ? best(...mine) : null,
    };
  });
  return {
    games: contests.length,
    wins: contests.filter((r) => r.won).length,
    // Every game here plays a preset as it is: its row goes by the preset's name.
    byPreset: rates((r) => r.preset).map((rate) => ({
      ...rate,
      name: preset(rate.key as PresetId).name,
    })),
    bySeats: rates((r) => r.seats),
    longestGame: Math.max(0, ...contests.map((r) => r.turns)),
    currentStreak: {
      kind: contests.length === 0 ? null : streak.runWon === 1 ? 'win' : 'loss',
      length: contests.length === 0 ? 0 : streak.run,
    },
    longestWinStreak: streak.longest,
    winRateOverTime: contests.map((r, i) => {
      wins += r.won;
      return { game: i + 1, endedAt: r.ended_at, rate: wins / (i + 1) };
    }),
    otherGames,
    soloGames: rows.filter((r) => r.kind === 'farkle' && r.seats === 1).length,
  };
}

/** Each profile's figures both ways, for both seed scopes, on a connection of the test's own. */
async function compareAll(call: TestCall, dataDir: string, damaged: string[] = []) {
  const db = new Database(join(dataDir, 'history.sqlite'));
  try {
    const marks = new DamagedGames(db);
    for (const id of damaged) marks.damageGame(id, 'test');
    const profiles = new Profiles(db);
    for (const { id } of await call<ProfileView[]>('listProfiles')) {
      for (const chosen of [true, false]) {
        const figures = answered(profileStats(db, profiles, id, chosen));
        expect(figures, `profile ${id}, chosen ${chosen}`).toEqual(
          fromScratch(db, id, chosen, figures),
        );
        // The charts' latest two games are the last two points of the whole line.
        const latest = profileStats(db, profiles, id, chosen, 2).winRateOverTime;
        expect(latest).toEqual(figures.winRateOverTime.slice(-2));
      }
    }
  } finally {
    db.close();
  }
}

describe("a profile's results, kept as games finish", () => {
  it('answer as worked out from scratch after any plays, older imports and merges', async () => {
    const older = await olderExports();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { call, dataDir } = openTestApp();
        for (const s of steps) {
          if (s.op === 'play')
            await playBots(
              call,
              s.seats,
              s.seed,
              s.turns,
              s.seats.length === 1 ? 'ece209' : 'minimal',
            );
          else if (s.op === 'import') {
            await call('importFile', { text: older[s.pick % older.length]! });
          } else {
            const bots = (await call<ProfileView[]>('listProfiles')).filter((p) => p.bot);
            if (bots.length >= 2) {
              await call('mergeProfiles', { fromId: bots[0]!.id, intoId: bots[1]!.id });
            }
          }
        }
        await compareAll(call, dataDir);
        // Kept, not worked out at each look: an import of older games freshened them at its end.
        const db = new Database(join(dataDir, 'history.sqlite'), { readonly: true });
        expect(db.prepare('SELECT count(*) AS n FROM streaks WHERE stale = 1').get()).toEqual({
          n: 0,
        });
        db.close();
      }),
      { numRuns: 10 },
    );
  }, 240_000);

  it('leave out a finished game set aside as damaged, whatever its row says now', async () => {
    const first = openTestApp();
    const games: FarkleView[] = [];
    for (const seed of [3, 4, 5, 6])
      games.push(await playBots(first.call, ['greedy', 'daring'], seed, 0));
    first.app.close();
    // The damage changes the game's setup too: what comes off is what was tallied.
    const { id } = games[1]!;
    corrupt(first.dataDir, `UPDATE games SET generator = 'dice9000', seats = 5 WHERE id = '${id}'`);
    const { call } = openTestApp(first.dataDir);
    expect((await call('startup')).damaged.map((d) => d.gameId)).toEqual([id]);
    await compareAll(call, first.dataDir, [id]);
    const greedy = (await call('listProfiles')).find((p) => p.bot === 'greedy')!;
    const stats = await call('profileStats', { profileId: greedy.id, withChosenSeeds: true });
    expect(stats.games).toBe(3);
  });
});
