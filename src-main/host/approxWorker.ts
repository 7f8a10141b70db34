import { parentPort } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { SeatApproxSolver, type SeatPosition } from '../engine/farkle/seatapproxsolve';
import { finalTurnCells, type FinalPosition } from '../engine/farkle/seatfinalturn';
import { SeatLayout } from '../engine/farkle/seatlayout';
import { SeatRace } from '../engine/farkle/seatrace';
import { cellBuffers, turnCells, type SeatTurnCells } from '../engine/farkle/seatturncells';
import { winRulesKey } from '../engine/farkle/wincache';
import { runInBackground } from './background-thread';

runInBackground();

/**
 * What the odds' turn thread is asked: the approximation's race of these rules built (answered
 * with its progress, then `done`), a position's turn on it solved (answered with its cells), or
 * a final round's turn, of an exact or approximate table alike (it needs the rules alone). It
 * keeps the last rules' race and builds it again when asked about others.
 */
export interface ApproxRequest {
  rules: Rules;
  seats: number;
  /** The position whose turn to solve on the race (grid units, mover first). */
  position?: SeatPosition;
  /** The final-round turn to solve. Neither: only build the race. */
  final?: FinalPosition;
}

export type ApproxReply =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; cells: SeatTurnCells | null }
  | { kind: 'failed'; message: string };

/** Race totals built between progress reports. */
const TOTALS_PER_REPORT = 10;

let kept: { key: string; solver: SeatApproxSolver } | null = null;
let keptLayout: { key: string; layout: SeatLayout } | null = null;
const port = parentPort!;

const keyOf = (request: ApproxRequest): string => `${request.seats}:${winRulesKey(request.rules)}`;

function solverFor(request: ApproxRequest): SeatApproxSolver {
  const key = keyOf(request);
  if (kept?.key === key) return kept.solver;
  const race = new SeatRace(request.rules, request.seats);
  while (!race.buildSome(TOTALS_PER_REPORT)) {
    port.postMessage({ kind: 'progress', share: race.progress } satisfies ApproxReply);
  }
  kept = { key, solver: new SeatApproxSolver(race, request.seats) };
  return kept.solver;
}

/** The table's layout (its size unchecked: a final round needs only its rules). */
function layoutFor(request: ApproxRequest): SeatLayout {
  const key = keyOf(request);
  if (keptLayout?.key !== key) {
    keptLayout = { key, layout: new SeatLayout(request.rules, request.seats, false) };
  }
  return keptLayout.layout;
}

function answer(request: ApproxRequest): SeatTurnCells | null {
  if (request.final) return finalTurnCells(layoutFor(request), request.final);
  const solver = solverFor(request);
  return request.position ? turnCells(solver.turnAt(request.position)) : null;
}

port.on('message', (request: ApproxRequest) => {
  let reply: ApproxReply;
  try {
    reply = { kind: 'done', cells: answer(request) };
  } catch (error) {
    reply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  const moved = reply.kind === 'done' && reply.cells ? cellBuffers(reply.cells) : [];
  port.postMessage(reply, moved);
});
