import { parentPort } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { SeatApproxSolver } from '../engine/farkle/seatapproxsolve';
import { turnCells, type SeatTurnCells } from '../engine/farkle/seatapproxtable';
import { SeatRace } from '../engine/farkle/seatrace';
import { winRulesKey } from '../engine/farkle/wincache';
import { runInBackground } from './background-thread';

runInBackground();

/**
 * What the approximate odds' thread is asked: the race of these rules built (answered with its
 * progress, then `done`), and a position's turn solved (answered with its cells). It keeps the
 * last rules' race, and builds it again when asked about others.
 */
export interface ApproxRequest {
  rules: Rules;
  seats: number;
  /** The position whose turn to solve (grid units, mover first); none: only build the race. */
  position?: { totals: Int32Array; flags: Int32Array };
}

export type ApproxReply =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; cells: SeatTurnCells | null }
  | { kind: 'failed'; message: string };

/** Race totals built between progress reports. */
const TOTALS_PER_REPORT = 10;

let kept: { key: string; solver: SeatApproxSolver } | null = null;
const port = parentPort!;

function solverFor(request: ApproxRequest): SeatApproxSolver {
  const key = `${request.seats}:${winRulesKey(request.rules)}`;
  if (kept?.key === key) return kept.solver;
  const race = new SeatRace(request.rules, request.seats);
  while (!race.buildSome(TOTALS_PER_REPORT)) {
    port.postMessage({ kind: 'progress', share: race.progress } satisfies ApproxReply);
  }
  kept = { key, solver: new SeatApproxSolver(race, request.seats) };
  return kept.solver;
}

port.on('message', (request: ApproxRequest) => {
  let reply: ApproxReply;
  try {
    const solver = solverFor(request);
    const cells = request.position ? turnCells(solver.turnAt(request.position)) : null;
    reply = { kind: 'done', cells };
  } catch (error) {
    reply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const moved = reply.kind === 'done' && reply.cells ? cellBuffers(reply.cells) : [];
  port.postMessage(reply, moved);
});

/** The cells' buffers, handed over rather than copied. */
function cellBuffers(cells: SeatTurnCells): ArrayBuffer[] {
  const arrays = [cells.farkle, cells.bankable, cells.bank, cells.own, cells.afterQ, cells.value];
  return [...arrays, ...cells.others].map((array) => array.buffer as ArrayBuffer);
}
