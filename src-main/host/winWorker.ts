import { parentPort, workerData } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { WinSolver } from '../engine/farkle/winsolver';

/** What a win-solver worker is started with: the rules and the shared table of values. */
export interface WinWorkerData {
  rules: Rules;
  values: SharedArrayBuffer;
}

/** Solve this worker's share (`part` of `parts`) of the pairs with this score sum. */
export interface SumRequest {
  sum: number;
  part: number;
  parts: number;
}

export interface SumReply {
  change: number;
  /** This worker's totals so far. */
  evaluations: number;
  residual: number;
}

const { rules, values } = workerData as WinWorkerData;
const solver = new WinSolver(rules, new Float64Array(values));
const port = parentPort!;
port.on('message', ({ sum, part, parts }: SumRequest) => {
  const change = solver.solveSum(sum, part, parts);
  const reply: SumReply = { change, evaluations: solver.evaluations, residual: solver.residual };
  port.postMessage(reply);
});
