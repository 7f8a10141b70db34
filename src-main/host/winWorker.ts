import { parentPort, workerData } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { WinSolver } from '../engine/farkle/winsolver';
import { runInBackground } from './background-thread';

runInBackground();

/**
 * What a win-solver worker is started with: the rules, the shared table of values, and a shared
 * counter that hands out the pairs of the sum being solved.
 */
export interface WinWorkerData {
  rules: Rules;
  values: SharedArrayBuffer;
  next: SharedArrayBuffer;
}

/** Solve pairs of this score sum, taking them from the shared counter until none are left. */
export interface SumRequest {
  sum: number;
}

export interface SumReply {
  change: number;
  /** This worker's totals so far. */
  evaluations: number;
  residual: number;
}

const { rules, values, next } = workerData as WinWorkerData;
const solver = new WinSolver(rules, new Float64Array(values));
const counter = new Int32Array(next);
const take = (): number => Atomics.add(counter, 0, 1);
const port = parentPort!;
port.on('message', ({ sum }: SumRequest) => {
  const change = solver.solveSum(sum, take);
  const reply: SumReply = { change, evaluations: solver.evaluations, residual: solver.residual };
  port.postMessage(reply);
});
