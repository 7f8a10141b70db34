import Database from 'better-sqlite3';
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfileView, ReplayFile } from '../../src-shared/api';
import { openTestApp } from '../api/test-app';
import { playBots } from './stats.testkit';

/** What a player may do to the history, as the property draws it. */
type Step =
  | { op: 'play'; seats: string[]; seed: number | null; turns: number }
  | { op: 'abandon' | 'delete'; pick: number }
  | { op: 'import'; seed: number }
  | { op: 'merge' };

const SEAT_BOTS = ['greedy', 'cautious', 'daring'];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('play' as const),
    seats: fc.shuffledSubarray(SEAT_BOTS, { minLength: 1, maxLength: 2 }),
    seed: fc.option(fc.integer({ min: 1, max: 1_000 })),
    // 0 plays the game to its end.
    turns: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ op: fc.constantFrom('abandon' as const, 'delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('import' as const), seed: fc.integer({ min: 1, max: 1_000 }) }),
  fc.record({ op: fc.constant('merge' as const) }),
);

/** A history export of one whole game played elsewhere, with its seed typed or drawn. */
async function exportOfOneGame(seed: number): Promise<string> {
  const { call } = openTestApp();
  await playBots(call, ['greedy', 'daring'], seed % 2 === 0 ? seed : null, 0);
  return (await call<ReplayFile>('exportHistory')).text;
}

/** The tallies as kept, and as worked out again from every turn row. */
function talliesAndScratch(dataDir: string) {
  const db = new Database(join(dataDir, 'history.sqlite'), { readonly: true });
  // Turns of games still played are rows; those of games over are packed (migration 15).
  const everyTurn = `SELECT t.game, t.profile_id, t.points, t.hot_dice FROM turns t
    UNION ALL
    SELECT p.game, s.profile_id, j.value ->> 1, j.value ->> 2
    FROM packed_turns p, json_each(p.turns) j
      JOIN game_seats s ON s.game = p.game AND s.seat = j.value ->> 0`;
  const scratchTurns = `SELECT t.profile_id, g.seed_chosen, g.seats = 1 AS solo, t.points,
      count(*) AS turns, sum(t.hot_dice) AS hot_dice
    FROM (${everyTurn}) t JOIN games g ON g.key = t.game GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
  const everyCoach = `SELECT t.game, t.profile_id,
      iif(t.expected IS NULL, 0, t.decisions) AS decisions,
      iif(t.expected IS NULL, 0, round(t.expected_loss * 1e9)) AS loss,
      iif(t.expected IS NULL, 0, round((t.points - t.expected + t.expected_loss) * 1e9)) AS luck,
      t.win_decisions, round(t.win_loss * 1e9) AS win_loss
    FROM turns t
    UNION ALL
    SELECT game, profile_id, coach_decisions, coach_loss, coach_luck, coach_win_decisions,
      coach_win_loss
    FROM game_seats WHERE coach_decisions IS NOT NULL`;
  // HAVING names the sums, not their aliases: SQLite reads a bare "decisions" there as the
  // column of one arbitrary row of the group, which dropped a profile whose first row was zeros.
  const scratchCoach = `SELECT c.profile_id, g.seed_chosen, sum(c.decisions) AS decisions,
      total(c.loss) AS loss, total(c.luck) AS luck, sum(c.win_decisions) AS win_decisions,
      total(c.win_loss) AS win_loss
    FROM (${everyCoach}) c JOIN games g ON g.key = c.game GROUP BY 1, 2
    HAVING sum(c.decisions) != 0 OR total(c.loss) != 0 OR total(c.luck) != 0
      OR sum(c.win_decisions) != 0 OR total(c.win_loss) != 0
    ORDER BY 1, 2`;
  try {
    return {
      turns: db.prepare('SELECT * FROM turn_tallies ORDER BY 1, 2, 3, 4').all(),
      scratchTurns: db.prepare(scratchTurns).all(),
      // A profile whose games all went keeps a row of zeros: no figure differs for it.
      coach: db
        .prepare(
          `SELECT * FROM coach_tallies
           WHERE decisions != 0 OR loss != 0 OR luck != 0 OR win_decisions != 0 OR win_loss != 0
           ORDER BY 1, 2`,
        )
        .all(),
      scratchCoach: db.prepare(scratchCoach).all(),
    };
  } finally {
    db.close();
  }
}

describe('the stats tallies', () => {
  it('equal a count from scratch after any finishes, deletes, abandons, imports and merges', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const { call, dataDir } = openTestApp();
        const unfinished: string[] = [];
        for (const s of steps) {
          if (s.op === 'play') {
            const game = await playBots(call, s.seats, s.seed, s.turns);
            if (!game.over) unfinished.push(game.id);
          } else if (s.op === 'import') {
            await call('importFile', { text: await exportOfOneGame(s.seed) });
          } else if (s.op === 'merge') {
            const bots = (await call<ProfileView[]>('listProfiles')).filter((p) => p.bot);
            if (bots.length >= 2) {
              await call('mergeProfiles', { fromId: bots[0]!.id, intoId: bots[1]!.id });
            }
          } else if (unfinished.length > 0) {
            const [gameId] = unfinished.splice(s.pick % unfinished.length, 1);
            await call(s.op === 'abandon' ? 'abandonGame' : 'deleteGame', { gameId });
          }
        }
        const kept = talliesAndScratch(dataDir);
        expect(kept.turns).toEqual(kept.scratchTurns);
        expect(kept.coach).toEqual(kept.scratchCoach);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
