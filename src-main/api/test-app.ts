import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ApiMethod,
  ApiResponse,
  CreateGameRequest,
  FarkleView,
  ReplayFile,
} from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { createApp } from '../app';
import { CHUNK_TURNS, botSimSetup, simulateTurns } from '../engine';
import type { ParallelSimulator } from '../services/lab';
import { exportHere } from '../host/export-here';
import { importHere } from '../host/import-here';
import { strategyJobs, type StrategyWorker } from '../services/strategy-jobs';

/**
 * A new game under the minimal preset (or these house rules), one seat per [name, bot], on the
 * default generator: what most tests start from.
 */
export function minimalGame(
  seats: Array<[string, string | null]>,
  seed: string,
  rules: Rules | null = null,
): CreateGameRequest {
  return {
    preset: 'minimal',
    rules,
    seats: seats.map(([name, bot]) => ({ name, bot })),
    seed,
    generator: null,
  };
}

/** Strategy jobs run here, as the worker thread runs them: its build needs electron-vite. */
export const inProcessStrategy: StrategyWorker = {
  run: async (kind, job) => strategyJobs[kind](job),
};

/** Lab simulations run here, a chunk at most: the tests ask for small runs. */
export const inProcessSimulator: ParallelSimulator = async (run) => {
  if (run.turns > CHUNK_TURNS) throw new Error('the test app simulates one chunk at most');
  return simulateTurns(botSimSetup(run.bot, run.rules), run.turns, run.seed);
};

/**
 * A method's value by the API contract's response type; or, given a type, as that type (a
 * narrower one, or a method the contract does not hold).
 */
export interface TestCall {
  <M extends ApiMethod>(method: M, request?: unknown): Promise<ApiResponse<M>>;
  <T>(method: string, request?: unknown): Promise<T>;
}

/**
 * The whole app on a fresh data folder (or a given one, to reopen it), for tests that go
 * through the API: `call` answers a method's value or throws its error message.
 */

export function openTestApp(
  dataDir = mkdtempSync(join(tmpdir(), 'hotdice-test-')),
  strategyWorker: StrategyWorker = inProcessStrategy,
  simulateParallel: ParallelSimulator = inProcessSimulator,
) {
  // Imports and exports run here too, through their own connections, as the worker threads do.
  const app = createApp({
    dataDir,
    strategyWorker,
    simulateParallel,
    runImport: importHere,
    runExport: async (job) => exportHere(job),
    // A game shared in a test listens on this computer only.
    shareAddress: '127.0.0.2',
  });
  const call = (async (method: string, request: unknown = null) => {
    const result = await app.dispatch(method, request);
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value;
  }) as TestCall;
  return { app, dispatch: app.dispatch, call, dataDir };
}

/** Two bots (Milo and Hazel's strategies, seated as Ada and Brian) play Minimal to its end. */
export async function playBotGame(call: TestCall, seed: number): Promise<FarkleView> {
  let game = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [
      { name: 'Ada', bot: 'greedy' },
      { name: 'Brian', bot: 'cautious' },
    ],
    seed: String(seed),
    generator: null,
  });
  while (!game.over)
    game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
  return game;
}

/** A history export of one bot game (`playBotGame`) kept under `copies` ids: a large file, fast. */
export async function copiesOfOneGame(copies: number, seed: number): Promise<string> {
  const { call } = openTestApp();
  await playBotGame(call, seed);
  const file = JSON.parse((await call<ReplayFile>('exportHistory')).text) as {
    games: Array<{ id: string }>;
  };
  const [game] = file.games;
  file.games = Array.from({ length: copies }, (_, i) => ({ ...game!, id: `copy-${i}` }));
  return JSON.stringify(file);
}
