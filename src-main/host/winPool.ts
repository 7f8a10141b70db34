/// <reference types="electron-vite/node" />
import { availableParallelism } from 'node:os';
import type { Rules } from '../../src-shared/farkle';
import { WinSolver, anotherPass } from '../engine/farkle/winsolver';
import type { WinOdds } from '../engine/farkle/winodds';
import { ThreadPool } from './thread-pool';
import type { SumReply, WinRequest } from './winWorker';
import createWinWorker from './winWorker?nodeWorker';
import { ask, letGo, tell } from './worker-talk';

export interface ParallelWinSolve {
  rules: Rules;
  /** Worker threads; all cores when left out. */
  threads?: number;
  /** Called after each score sum with the sums done and the sums in a pass. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Solver threads outlive a solve by a minute: a player trying rule after rule gets each one's
 * odds without waiting for threads to start.
 */
const threads = new ThreadPool(() => createWinWorker({}), 60_000);

/**
 * Solves the two-seat game on worker threads sharing one table: the workers take the pairs of
 * each score sum from a shared counter (a busy or slow worker simply takes fewer), and a sum
 * starts once every worker has finished the one above it.
 */
export async function solveWinParallel(run: ParallelWinSolve): Promise<WinOdds> {
  // Checks the rules here, where a refusal can be caught, before any worker starts.
  const { layout } = new WinSolver(run.rules);
  const { model } = layout.turn;
  const buffer = new SharedArrayBuffer(layout.states * Float64Array.BYTES_PER_ELEMENT);
  const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const counter = new Int32Array(next);
  const workers = threads.take(Math.max(1, run.threads ?? availableParallelism()));
  let wentWell = false;
  try {
    for (const worker of workers)
      tell<WinRequest>(worker, { kind: 'start', rules: run.rules, model, values: buffer, next });
    const sums = layout.sums();
    const last: SumReply[] = [];
    let sweeps = 0;
    let change: number;
    do {
      sweeps++;
      change = 0;
      for (const [done, sum] of sums.entries()) {
        // Every worker is idle here, so the counter can start again for this sum.
        Atomics.store(counter, 0, 0);
        const replies = await Promise.all(
          workers.map((worker) => ask<SumReply, WinRequest>(worker, { kind: 'sum', sum })),
        );
        replies.forEach((reply, i) => {
          change = Math.max(change, reply.change);
          last[i] = reply;
        });
        run.onProgress?.(done + 1, sums.length);
      }
    } while (anotherPass(layout, change, sweeps));
    wentWell = true;
    return {
      layout,
      values: new Float64Array(buffer),
      sweeps,
      evaluations: last.reduce((n, reply) => n + reply.evaluations, 0),
      residual: layout.penalty > 0 ? change : Math.max(...last.map((reply) => reply.residual)),
    };
  } finally {
    await threads.giveBack(workers, wentWell && (await letGo(workers)));
  }
}
