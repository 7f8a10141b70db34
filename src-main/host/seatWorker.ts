import { parentPort } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { adoptRollModel, type RollModel } from '../engine/farkle/rolls';
import { aboutPositions } from '../engine/farkle/seatabout';
import type { ChainMemory } from '../engine/farkle/seatchainstore';
import { SeatSolver } from '../engine/farkle/seatsolver';
import { endSolve, runInBackground } from './background-thread';

runInBackground();

/**
 * What an n-seat solver thread is asked, in order: a solve's start (the rules, the seats, the
 * shared table of values, a shared counter that hands out the items of the stage being solved,
 * and the shared chain cache), its stages, and its end. A thread serves one solve after another.
 */
export type SeatRequest =
  | {
      kind: 'start';
      rules: Rules;
      seats: number;
      /** The rules' roll model as the starting thread built it. */
      model: RollModel;
      values: SharedArrayBuffer;
      next: SharedArrayBuffer;
      /** The chain cache (seatchainstore.ts), none where turns are not reused. */
      chains: ChainMemory | null;
      thread: number;
      threads: number;
    }
  /** Solve items of this stage of this sum, taking them from the shared counter. */
  | { kind: 'stage'; sum: number; stage: number }
  /** After the last stage: the positions that rest on these cycles' choice (seatabout.ts). */
  | { kind: 'about'; uncertain: number[] }
  | { kind: 'end' };

export interface StageReply {
  change: number;
  /** Stages of this sum (every thread finds the same). */
  stages: number;
  /** This thread's counts in this solve so far. */
  evaluations: number;
  layers: number;
  residual: number;
  cycles: number;
  mixedCycles: number;
  choiceCycles: number;
  unsolvedCycles: number;
  /** Positions of this thread's cycles with a choice or not solved. */
  uncertain: number[];
}

let solving: {
  solver: SeatSolver;
  take: () => number;
  sum: number;
  stages: Int32Array[];
} | null = null;
const port = parentPort!;
port.on('message', (request: SeatRequest) => {
  if (request.kind === 'start') {
    const counter = new Int32Array(request.next);
    adoptRollModel(request.rules, request.model);
    const values = new Float64Array(request.values);
    const { chains: memory, thread, threads } = request;
    const reuse = memory ? { memory, thread, threads } : false;
    solving = {
      solver: new SeatSolver(request.rules, request.seats, values, reuse),
      take: () => Atomics.add(counter, 0, 1),
      sum: NaN,
      stages: [],
    };
  } else if (request.kind === 'about') {
    // Here rather than on the API's thread: at 10,000 points it walks millions of positions.
    const about = aboutPositions(solving!.solver.layout, request.uncertain);
    port.postMessage(about);
  } else if (request.kind === 'end') {
    solving = null;
    endSolve(port);
  } else {
    const run = solving!;
    if (run.sum !== request.sum) {
      run.sum = request.sum;
      run.solver.beginSum(request.sum);
      run.stages = run.solver.stages(request.sum);
    }
    const { solver } = run;
    const change = solver.solveStage(run.stages[request.stage]!, run.take);
    const reply: StageReply = {
      change,
      stages: run.stages.length,
      evaluations: solver.evaluations,
      layers: solver.layers,
      residual: solver.residual,
      ...solver.stats,
      uncertain: solver.uncertain,
    };
    port.postMessage(reply);
  }
});
