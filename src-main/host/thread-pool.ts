import type { Worker } from 'node:worker_threads';

/**
 * Worker threads kept between jobs, so that the next job starts at once instead of waiting for
 * a thread to start and load its chunk (100-200 ms here). Threads left idle for `idleMs` end, and
 * an idle thread never keeps the process alive. A thread whose job failed is ended, not kept.
 */
export class ThreadPool {
  private readonly idle: Worker[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly start: () => Worker,
    private readonly idleMs: number,
  ) {}

  /** Threads kept idle now. */
  get idleThreads(): number {
    return this.idle.length;
  }

  /** n threads for a job: idle ones first, then new ones (if one cannot start, none is taken). */
  take(n: number): Worker[] {
    const taken = this.idle.splice(0, n);
    try {
      while (taken.length < n) taken.push(this.started());
    } catch (error) {
      void this.giveBack(taken, true);
      throw error;
    }
    for (const worker of taken) worker.ref();
    return taken;
  }

  /** Threads back from a job: kept for the next one if it went well, else ended. */
  async giveBack(workers: Worker[], wentWell: boolean): Promise<void> {
    if (!wentWell) {
      await Promise.all(workers.map((worker) => worker.terminate()));
      return;
    }
    for (const worker of workers) {
      worker.unref();
      this.idle.push(worker);
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.end(), this.idleMs);
    this.timer.unref();
  }

  /** Ends every idle thread now. */
  async end(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private started(): Worker {
    const worker = this.start();
    const leave = (): void => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    };
    // An idle thread that fails or stops is no longer one to hand out (and its error, with no
    // job listening, must not reach the process as an unhandled one).
    worker.on('error', leave);
    worker.once('exit', leave);
    return worker;
  }
}
