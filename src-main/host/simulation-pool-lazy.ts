import type { ParallelSimulator } from '../services/lab';

/** The worker pool, loaded only when it is used: its worker is a separate build chunk. */
export const loadSimulationPool: ParallelSimulator = async (run) =>
  (await import('./simulation-pool')).simulateParallel(run);
