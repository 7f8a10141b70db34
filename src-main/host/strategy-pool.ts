/// <reference types="electron-vite/node" />
import { ServiceError } from '../errors';
import type { StrategyWorker } from '../services/strategy-jobs';
import type { StrategyWorkerAnswer, StrategyWorkerData } from './strategyWorker';
import createStrategyWorker from './strategyWorker?nodeWorker';

/**
 * Jobs solved at once, each on a thread of its own that ends with it (its memory goes too), and
 * jobs that may wait for one: past that the request is refused rather than queued without end.
 */
export const STRATEGY_THREADS = 2;
export const MAX_WAITING_JOBS = 16;

/** Strategy jobs on worker threads, a few at a time, the rest waiting in order. */
export function strategyPool(): StrategyWorker {
  let running = 0;
  const waiting: Array<() => void> = [];
  const turn = async (): Promise<void> => {
    if (running < STRATEGY_THREADS) {
      running++;
      return;
    }
    if (waiting.length >= MAX_WAITING_JOBS) {
      throw new ServiceError(
        'illegal',
        'Hot Dice is still working out other rules; try again in a moment',
      );
    }
    // The finishing job hands its place straight to the next one.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const done = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(kind, job) {
      await turn();
      try {
        const data: StrategyWorkerData = { kind, job };
        const answer = await new Promise<StrategyWorkerAnswer>((resolve, reject) => {
          const worker = createStrategyWorker({ workerData: data });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`strategy worker stopped (${code})`)));
        });
        if (!answer.ok) throw new ServiceError('illegal', answer.refusal);
        return answer.result as never;
      } finally {
        done();
      }
    },
  };
}
