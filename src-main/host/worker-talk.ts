import type { Worker } from 'node:worker_threads';

/** A request to a solver thread whose answer is not waited for. */
export const tell = <Request>(worker: Worker, request: Request): void =>
  worker.postMessage(request);

/** A request to a solver thread, answered by its next message (or failed by its error). */
export function ask<Reply, Request = unknown>(worker: Worker, request: Request): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error): void => reject(error);
    worker.once('error', failed);
    worker.once('message', (reply: Reply) => {
      worker.off('error', failed);
      resolve(reply);
    });
    tell(worker, request);
  });
}

/**
 * Asks each thread to let go of its solve, and whether all did: a thread is kept only once it
 * has (an idle thread may be ended with the process at any moment, and one ended in the middle
 * of that work printed V8's dump of the script it was running).
 */
export async function letGo(workers: Worker[]): Promise<boolean> {
  try {
    await Promise.all(workers.map((worker) => ask(worker, { kind: 'end' })));
    return true;
  } catch {
    return false;
  }
}
