import type { StrategyWorker } from '../services/strategy-jobs';

/** A strategy worker pool, loaded on its first job: its worker is a separate build chunk. */
export function lazyStrategyPool(): StrategyWorker {
  let pool: Promise<StrategyWorker> | null = null;
  return {
    async run(kind, job) {
      pool ??= import('./strategy-pool').then((loaded) => loaded.strategyPool());
      return (await pool).run(kind, job);
    },
  };
}
