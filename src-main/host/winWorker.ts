import { parentPort } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { adoptRollModel, type RollModel } from '../engine/farkle/rolls';
import { WinSolver } from '../engine/farkle/winsolver';
import { endSolve, runInBackground } from './background-thread';

runInBackground();

/**
 * What a win-solver thread is asked, in order: a solve's start (the rules, the shared table of
 * values, and a shared counter that hands out the pairs of the sum being solved), its sums, and
 * its end. A thread serves one solve after another.
 */
export type WinRequest =
  | {
      kind: 'start';
      rules: Rules;
      /** The rules' roll model as the starting thread built it: a thread's own took 15-50 ms. */
      model: RollModel;
      values: SharedArrayBuffer;
      next: SharedArrayBuffer;
    }
  /** Solve pairs of this score sum, taking them from the shared counter until none are left. */
  | { kind: 'sum'; sum: number }
  /** Let go of the solve's table until the next start; answered once done. */
  | { kind: 'end' };

export interface SumReply {
  change: number;
  /** This thread's totals in this solve so far. */
  evaluations: number;
  residual: number;
}

let solving: { solver: WinSolver; take: () => number } | null = null;
const port = parentPort!;
port.on('message', (request: WinRequest) => {
  if (request.kind === 'start') {
    const counter = new Int32Array(request.next);
    adoptRollModel(request.rules, request.model);
    solving = {
      solver: new WinSolver(request.rules, new Float64Array(request.values)),
      take: () => Atomics.add(counter, 0, 1),
    };
  } else if (request.kind === 'end') {
    solving = null;
    endSolve(port);
  } else {
    const { solver, take } = solving!;
    const change = solver.solveSum(request.sum, take);
    const reply: SumReply = { change, evaluations: solver.evaluations, residual: solver.residual };
    port.postMessage(reply);
  }
});
