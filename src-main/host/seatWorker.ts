import { parentPort } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { adoptRollModel, type RollModel } from '../engine/farkle/rolls';
import { aboutPositions } from '../engine/farkle/seatabout';
import { chainThread, itemThread } from '../engine/farkle/seatchain';
import { SeatSolver } from '../engine/farkle/seatsolver';
import { endSolve, runInBackground } from './background-thread';

runInBackground();

/**
 * What an n-seat solver thread is asked, in order: a solve's start (the rules, the seats, the
 * shared table of values, and which of how many threads it is), its stages, and its end. A thread
 * serves one solve after another.
 */
export type SeatRequest =
  | {
      kind: 'start';
      rules: Rules;
      seats: number;
      /** The rules' roll model as the starting thread built it. */
      model: RollModel;
      values: SharedArrayBuffer;
      thread: number;
      threads: number;
    }
  /** Solve this thread's items of this stage of this sum (seatchain.ts: itemThread). */
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
  thread: number;
  threads: number;
  sum: number;
  /** This thread's items of each stage of the sum, and how many stages it has. */
  mine: Int32Array[];
} | null = null;
const port = parentPort!;
port.on('message', (request: SeatRequest) => {
  if (request.kind === 'start') {
    const { thread, threads } = request;
    adoptRollModel(request.rules, request.model);
    const values = new Float64Array(request.values);
    const solver = new SeatSolver(request.rules, request.seats, values);
    solver.ownsChain = (key) => chainThread(key, threads) === thread;
    solving = { solver, thread, threads, sum: NaN, mine: [] };
  } else if (request.kind === 'about') {
    // Here rather than on the API's thread: at 10,000 points it walks millions of positions.
    const about = aboutPositions(solving!.solver.layout, request.uncertain);
    port.postMessage(about);
  } else if (request.kind === 'end') {
    solving = null;
    endSolve(port);
  } else {
    const run = solving!;
    const { solver, thread, threads } = run;
    if (run.sum !== request.sum) {
      run.sum = request.sum;
      solver.beginSum(request.sum);
      const { layout } = solver;
      const positions = (index: number): number[] =>
        layout.penalty > 0 ? [index] : solver.cycleOf(index);
      run.mine = solver
        .stages(request.sum)
        .map((items) => items.filter((i) => itemThread(layout, positions(i), threads) === thread));
    }
    const change = solver.solveStage(run.mine[request.stage]!);
    const reply: StageReply = {
      change,
      stages: run.mine.length,
      evaluations: solver.evaluations,
      layers: solver.layers,
      residual: solver.residual,
      ...solver.stats,
      uncertain: solver.uncertain,
    };
    port.postMessage(reply);
  }
});
