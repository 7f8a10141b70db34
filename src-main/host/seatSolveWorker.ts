import { parentPort, workerData } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { solveSeats, type SeatTable } from '../engine/farkle/seatsolver';
import { runInBackground } from './background-thread';

runInBackground();

export interface SeatWorkerData {
  rules: Rules;
  seats: number;
}

/** What the thread says: the share done, then the solved values and how they were solved. */
export type SeatWorkerMessage =
  | { type: 'progress'; share: number }
  | {
      type: 'done';
      values: Float64Array;
      stats: Omit<SeatTable, 'layout' | 'values'>;
    };

const { rules, seats } = workerData as SeatWorkerData;
const port = parentPort!;
const table = solveSeats(rules, seats, (done, total) => {
  port.postMessage({ type: 'progress', share: done / total } satisfies SeatWorkerMessage);
});
const { layout: _layout, values, ...stats } = table;
const done: SeatWorkerMessage = { type: 'done', values, stats };
// The solve made this buffer for itself: it moves to the host, not copied.
port.postMessage(done, [values.buffer as ArrayBuffer]);
