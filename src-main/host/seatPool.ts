/// <reference types="electron-vite/node" />
import { availableParallelism } from 'node:os';
import type { Rules } from '../../src-shared/farkle';
import { SeatLayout } from '../engine/farkle/seatlayout';
import { seatChainMemory } from '../engine/farkle/seatchain';
import { anotherSeatPass, type SeatTable } from '../engine/farkle/seatsolver';
import { seatSums, sumWeights } from '../engine/farkle/seatsums';
import type { SeatRequest, StageReply } from './seatWorker';
import createSeatWorker from './seatWorker?nodeWorker';
import { ThreadPool } from './thread-pool';
import { ask, letGo, tell } from './worker-talk';

export interface ParallelSeatSolve {
  rules: Rules;
  seats: number;
  /** Worker threads; all cores when left out. */
  threads?: number;
  /** The share of the solve done (0 to 1), after each sum of totals. */
  onProgress?: (share: number) => void;
}

/**
 * Each thread's young generation, at most: left to V8 a thread's grew by some 18 MB late in the
 * three-seat 10,000 solve, at its peak memory (docs/odds.md, "Memory"); what a cycle allocates
 * dies young, so collecting it more often costs little.
 */
const YOUNG_GENERATION_MB = 12;

/** Threads outlive a solve by a minute, as the two-seat solve's do. */
const threads = new ThreadPool(
  () => createSeatWorker({ resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
  60_000,
);

/**
 * Solves the n-seat game on worker threads (at low priority) sharing one table: the workers take
 * a stage's farkle cycles (or positions) from a shared counter, and a stage starts once every
 * worker has finished the one before. Their turns reuse the layers of a chain cache they share
 * (seatchain.ts), so a chain's next member reuses its last one's whichever thread solved that.
 * Progress is the share of positions solved.
 */
export async function solveSeatsParallel(run: ParallelSeatSolve): Promise<SeatTable> {
  // Checks the rules here, where a refusal can be caught, before any worker starts.
  const layout = new SeatLayout(run.rules, run.seats);
  const { model } = layout.turn;
  const buffer = new SharedArrayBuffer(layout.positions * run.seats * 8);
  const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const counter = new Int32Array(next);
  const workers = threads.take(Math.max(1, run.threads ?? availableParallelism()));
  const sums = seatSums(layout);
  const weights = sumWeights(layout);
  let wentWell = false;
  try {
    const chains = seatChainMemory(layout);
    workers.forEach((worker, thread) => {
      const start: SeatRequest = {
        kind: 'start',
        rules: run.rules,
        seats: run.seats,
        model,
        values: buffer,
        next,
        chains,
        thread,
        threads: workers.length,
      };
      tell(worker, start);
    });
    let replies: StageReply[] = [];
    let sweeps = 0;
    let change: number;
    do {
      sweeps++;
      change = 0;
      let done = 0;
      for (const sum of sums) {
        for (let stage = 0, stages = 1; stage < stages; stage++) {
          // Every worker is idle here, so the counter can start again for this stage.
          Atomics.store(counter, 0, 0);
          const request: SeatRequest = { kind: 'stage', sum, stage };
          replies = await Promise.all(
            workers.map((worker) => ask<StageReply, SeatRequest>(worker, request)),
          );
          stages = replies[0]!.stages;
          for (const reply of replies) change = Math.max(change, reply.change);
        }
        done += weights.get(sum)!;
        run.onProgress?.(done / layout.positions);
      }
    } while (anotherSeatPass(layout, change, sweeps));
    const total = (field: Exclude<keyof StageReply, 'uncertain'>): number =>
      replies.reduce((n, reply) => n + reply[field], 0);
    const residual = Math.max(...replies.map((reply) => reply.residual));
    const uncertain = replies.flatMap((reply) => reply.uncertain);
    const about = await ask<Uint8Array, SeatRequest>(workers[0]!, { kind: 'about', uncertain });
    wentWell = true;
    return {
      layout,
      values: new Float64Array(buffer),
      cycles: total('cycles'),
      mixedCycles: total('mixedCycles'),
      choiceCycles: total('choiceCycles'),
      unsolvedCycles: total('unsolvedCycles'),
      sweeps,
      evaluations: total('evaluations'),
      layers: total('layers'),
      residual: layout.penalty > 0 ? Math.max(residual, change) : residual,
      about,
    };
  } finally {
    await threads.giveBack(workers, wentWell && (await letGo(workers)));
  }
}
