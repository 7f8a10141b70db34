import { parentPort, workerData } from 'node:worker_threads';
import { SolverLimitError } from '../engine';
import { strategyJobs, type StrategyJobKind } from '../services/strategy-jobs';
import { runInBackground } from './background-thread';

runInBackground();

/** What a strategy worker is started with: one job, answered once, then the thread ends. */
export interface StrategyWorkerData {
  kind: StrategyJobKind;
  job: unknown;
}

/** The worker's one message back. */
export type StrategyWorkerAnswer = { ok: true; result: unknown } | { ok: false; refusal: string };

/** The buffers behind every typed array in an answer: moved to the main thread, not copied. */
function buffersIn(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) found.add(value.buffer as ArrayBuffer);
  else if (Array.isArray(value)) value.forEach((item) => buffersIn(item, found));
  else if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((item) => buffersIn(item, found));
  }
  return [...found];
}

const { kind, job } = workerData as StrategyWorkerData;
const run = strategyJobs[kind] as (job: unknown) => unknown;
let answer: StrategyWorkerAnswer;
try {
  answer = { ok: true, result: run(job) };
} catch (error) {
  // A refusal in words goes back; anything else ends the thread with an error event.
  if (!(error instanceof SolverLimitError)) throw error;
  answer = { ok: false, refusal: error.message };
}
parentPort!.postMessage(answer, answer.ok ? buffersIn(answer.result) : []);
