import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { solverCores } from './background-thread';
import { resourcesDir } from './resources';
import { SeatOddsStore, type ApproxTurns } from './seatOddsStore';
import { WinOddsStore } from './winOddsStore';

/**
 * The app's win-chance tables: two seats (shipped or solved) and three or four seats (solved), each
 * solved on worker threads loaded on first use (separate build chunks).
 */
export function oddsStores(dataDir: string): {
  winOddsAt: { dataDir: string; shippedDir: string };
  winOdds: WinOddsStore;
  seatOdds: SeatOddsStore;
} {
  const winOddsAt = { dataDir, shippedDir: join(resourcesDir(), 'win-tables') };
  const winOdds = new WinOddsStore({
    ...winOddsAt,
    // One core is left to the API and the window while several tables are solved; one asked
    // for alone (a fair start waiting on it) takes every core its threads may.
    maxSolves: Math.max(1, availableParallelism() - 1),
    loneThreads: solverCores(),
    solve: async (rules, onProgress, threads) =>
      (await import('./winPool')).solveWinParallel({
        rules,
        threads,
        onProgress: (done, total) => onProgress(done / total),
      }),
  });
  let approxTurns: Promise<ApproxTurns> | null = null;
  const approx = (): Promise<ApproxTurns> =>
    (approxTurns ??= import('./approxThread').then((loaded) => loaded.approxThread()));
  const seatOdds = new SeatOddsStore({
    dataDir,
    threads: solverCores(),
    approx: {
      build: async (rules, seats, onProgress) => (await approx()).build(rules, seats, onProgress),
      turn: async (rules, seats, position) => (await approx()).turn(rules, seats, position),
      finalTurn: async (rules, seats, position) =>
        (await approx()).finalTurn(rules, seats, position),
    },
    solve: async (rules, seats, onProgress) =>
      (await import('./seatPool')).solveSeatsParallel({
        rules,
        seats,
        threads: solverCores(),
        onProgress,
      }),
  });
  return { winOddsAt, winOdds, seatOdds };
}
