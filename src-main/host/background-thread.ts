import { setPriority } from 'node:os';

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
