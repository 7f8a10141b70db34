import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { availableParallelism, setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { forgetRuleTables } from '../engine/farkle/rolls';

/** The nice value of a worker thread: the thread that answers the API keeps 0. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling worker thread's scheduling priority, so that on a busy machine the thread
 * that answers the API runs first and solves, simulations, imports and exports take what is left
 * (on 2 cores a solve, the coach's worker and the API thread otherwise share them evenly). Linux
 * keeps a nice value per thread; elsewhere the same call would lower the whole app, so it is left
 * out there.
 */
export function runInBackground(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(BACKGROUND_NICE);
  } catch {
    // Not allowed here: the thread keeps the app's priority, as before.
  }
}

/**
 * The cores a table solve may take: all of them where its threads run niced (the API thread
 * still runs first), else all but one, left to the API and the window.
 */
export function solverCores(): number {
  const cores = availableParallelism();
  return process.platform === 'linux' ? cores : Math.max(1, cores - 1);
}

let fullCollection: (() => void) | null = null;

/**
 * Runs a full garbage collection now. A large import drops one big structure before building the
 * next (the request, then the file's text); the collector, left alone, kept a hundred MB and more
 * of what was dropped mapped while the next was built, and that high-water mark is the app's
 * peak memory. The collector is reached as V8's own `--expose-gc` reaches it, in a
 * fresh context (the flag takes effect there; it does not change this thread's globals).
 */
export function collectGarbage(): void {
  if (!fullCollection) {
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as () => void;
  }
  fullCollection();
}

/**
 * A solve's end on a worker thread: what it built goes with it (the engine's caches would keep
 * 32 rule sets' tables), then the pool hears the thread is free.
 */
export function endSolve(port: MessagePort): void {
  forgetRuleTables();
  collectGarbage();
  port.postMessage(null);
}
