import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FarkleView, ReplayFile } from '../../src-shared/api';
import type { RollDiceView } from '../../src-shared/domains/rolldice';
import { ROLLDICE_BOT } from '../../src-shared/rolldice';
import { minimalGame, openTestApp, playBotGame, type TestCall } from '../api/test-app';
import { WinOddsStore } from '../host/winOddsStore';
import { runImport, type ImportStores } from '../services/import';
import { GameStore } from './game-store';
import { openMemoryDatabase, type Db } from './open';
import { StagedImport } from './staging';

const job = (text: string) => ({
  text,
  now: new Date().toISOString(),
  loneId: 'lone',
  damaged: [],
  // No history's secret: a file's drawn seeds are not believed (none of these files is sealed).
  secret: '0'.repeat(64),
});
const hooks = { progress: () => {}, mayWrite: async () => {} };
/** The tables shipped for the presets: two-seat Farkle games on `minimal` get win costs. */
const winOdds = new WinOddsStore({
  dataDir: mkdtempSync(join(tmpdir(), 'hotdice-staging-')),
  shippedDir: 'resources/win-tables',
  solve: () => Promise.reject(new Error('a test solves no win tables')),
});

/** Stores a file's games straight into the history, as games played here: what staging must equal. */
function direct(db: Db): ImportStores {
  const history = new GameStore(db);
  const games = () => db.prepare('SELECT count(*) FROM games').pluck().get() as number;
  const before = games();
  return {
    history,
    winOdds,
    stage: () => ({ store: history, publish: () => games() - before, close: () => {} }),
  };
}

function staged(db: Db): ImportStores {
  return { history: new GameStore(db), winOdds, stage: () => StagedImport.open(db) };
}

/** Every row of every table, in an order of their own. */
function dump(db: Db): Record<string, string[]> {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all();
  return Object.fromEntries(
    tables.map((table) => [
      table,
      db
        .prepare(`SELECT * FROM ${table}`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
}

async function botTurns(call: TestCall, game: FarkleView, turns: number): Promise<FarkleView> {
  for (let turn = 0; turn < turns && !game.over; turn++) {
    game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
  }
  return game;
}

/**
 * A history of every kind of game an import stores: finished (two seats and one), unfinished
 * with turns played, given up, Roll-Dice-Roll finished and not; a person called like a bot.
 */
async function variedFile(): Promise<string> {
  const { call } = openTestApp();
  await playBotGame(call, 3);
  await botTurns(call, await call('createGame', minimalGame([['Solo', 'greedy']], '8')), 99);
  await botTurns(
    call,
    await call(
      'createGame',
      minimalGame(
        [
          ['A', 'greedy'],
          ['B', 'optimal'],
        ],
        '9',
      ),
    ),
    5,
  );
  const given = await botTurns(
    call,
    await call(
      'createGame',
      minimalGame(
        [
          ['C', 'cautious'],
          ['D', 'greedy'],
        ],
        '10',
      ),
    ),
    3,
  );
  await call('abandonGame', { gameId: given.id });
  for (const [seed, rounds] of [
    ['4', 99],
    ['5', 3],
  ] as const) {
    let view = await call<RollDiceView>('createRollDice', {
      player: { name: 'Robo', bot: ROLLDICE_BOT },
      seed,
      generator: null,
    });
    for (let step = 0; step < rounds * 3 && !view.state.over; step++) {
      view = await call<RollDiceView>('rollDiceBotStep', {
        gameId: view.id,
        step: view.actionCount,
      });
    }
  }
  const file = JSON.parse((await call<ReplayFile>('exportHistory')).text) as {
    games: Array<{ replay: { seats?: Array<{ name: string; bot: string | null }> } }>;
  };
  // The first game's first seat is a person named as the greedy bot is: "Milo (2)" here.
  file.games[0]!.replay.seats![0] = { name: 'Milo', bot: null };
  return JSON.stringify(file);
}

describe('an import staged, then published', () => {
  it('leaves the history exactly as storing its games straight into it does', async () => {
    const { call } = openTestApp();
    await playBotGame(call, 1);
    const before = (await call<ReplayFile>('exportHistory')).text;
    const file = await variedFile();
    const [straight, viaStaging] = [openMemoryDatabase(), openMemoryDatabase()];
    await runImport(direct(straight), job(before), hooks);
    await runImport(direct(viaStaging), job(before), hooks);
    expect((await runImport(direct(straight), job(file), hooks)).imported).toBe(6);
    expect((await runImport(staged(viaStaging), job(file), hooks)).imported).toBe(6);
    const expected = dump(straight);
    expect(expected.turns!.length).toBeGreaterThan(0);
    // Win costs were weighed (and so are summed in the coach tallies).
    expect(
      expected.coach_tallies!.some(
        (row) => (JSON.parse(row) as { win_decisions: number }).win_decisions > 0,
      ),
    ).toBe(true);
    expect(expected.profiles!.some((row) => row.includes('Milo (2)'))).toBe(true);
    expect(dump(viaStaging)).toEqual(expected);
  });

  it('counts a game stored meanwhile as a duplicate, and numbers a name taken meanwhile', async () => {
    const file = await variedFile();
    const first = JSON.parse(file) as { games: unknown[] };
    first.games.splice(1);
    /** What happens in the history while the file is staged. */
    const meanwhile = async (db: Db) => {
      await runImport(direct(db), job(JSON.stringify(first)), hooks);
      db.prepare("INSERT INTO profiles (name, bot, created_at) VALUES ('Robo', NULL, '')").run();
    };
    const [straight, viaStaging] = [openMemoryDatabase(), openMemoryDatabase()];
    await meanwhile(straight);
    await runImport(direct(straight), job(file), hooks);
    const result = await runImport(staged(viaStaging), job(file), {
      progress: () => {},
      mayWrite: () => meanwhile(viaStaging),
    });
    expect(result).toEqual({ imported: 5, duplicates: 1 });
    const robo = `SELECT DISTINCT p.name, p.bot FROM game_seats s
      JOIN profiles p ON p.id = s.profile_id WHERE s.name = 'Robo'`;
    expect(viaStaging.prepare(robo).all()).toEqual([{ name: 'Robo (2)', bot: ROLLDICE_BOT }]);
    expect(dump(viaStaging)).toEqual(dump(straight));
  });
});
