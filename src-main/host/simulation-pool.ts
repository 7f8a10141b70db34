/// <reference types="electron-vite/node" />
import { availableParallelism } from 'node:os';
import type { Rules } from '../../src-shared/farkle';
import type { BotId } from '../engine/farkle/bots';
import { CHUNK_TURNS, addStats, emptyStats, type TurnStats } from '../engine/farkle/simulate';
import type { ChunkRequest, SimWorkerData } from './simulationWorker';
import createSimWorker from './simulationWorker?nodeWorker';

export interface ParallelRun {
  bot: BotId;
  rules: Rules;
  turns: number;
  seed: number;
  /** Worker threads; all cores when left out. */
  threads?: number;
  /** Called with the turns done so far after each chunk. */
  onProgress?: (done: number) => void;
  /** Stops the run: the workers are ended and the run rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Simulates a bot's turns on worker threads, one chunk at a time per worker. Chunks carry their
 * own random streams and are added up in order, so the sums equal a single-threaded run's.
 */
export async function simulateParallel(run: ParallelRun): Promise<TurnStats> {
  const chunks = Math.ceil(run.turns / CHUNK_TURNS);
  const threads = Math.max(1, Math.min(run.threads ?? availableParallelism(), chunks));
  const results: TurnStats[] = [];
  const data: SimWorkerData = { bot: run.bot, rules: run.rules, seed: run.seed };
  let next = 0;
  let done = 0;
  const work = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = createSimWorker({ workerData: data });
      const stop = (): void => {
        void worker.terminate();
        // abort() without a reason gives the signal an AbortError, a DOMException: an Error.
        reject(run.signal!.reason as Error);
      };
      run.signal?.addEventListener('abort', stop, { once: true });
      const send = (): void => {
        if (run.signal?.aborted) return;
        if (next >= chunks) {
          run.signal?.removeEventListener('abort', stop);
          void worker.terminate().then(() => resolve());
          return;
        }
        const chunk = next++;
        const request: ChunkRequest = {
          chunk,
          turns: Math.min(CHUNK_TURNS, run.turns - chunk * CHUNK_TURNS),
        };
        worker.postMessage(request);
      };
      worker.on('message', ({ chunk, stats }: { chunk: number; stats: TurnStats }) => {
        results[chunk] = stats;
        done += stats.turns;
        run.onProgress?.(done);
        send();
      });
      worker.on('error', reject);
      send();
    });
  run.signal?.throwIfAborted();
  await Promise.all(Array.from({ length: threads }, work));
  return results.reduce(addStats, emptyStats());
}
