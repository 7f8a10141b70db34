/// <reference types="electron-vite/node" />
import type { Rules } from '../../src-shared/farkle';
import { SeatLayout } from '../engine/farkle/seatlayout';
import type { SeatTable } from '../engine/farkle/seatsolver';
import type { SeatWorkerData, SeatWorkerMessage } from './seatSolveWorker';
import createSeatWorker from './seatSolveWorker?nodeWorker';

/**
 * Solves the n-seat game on a worker thread of its own (at the background priority), so the
 * thread answering the API stays free; the table's memory moves back when it is done.
 */
export function solveSeatsOnThread(
  rules: Rules,
  seats: number,
  onProgress: (share: number) => void,
): Promise<SeatTable> {
  // Checks the rules here, where a refusal can be caught, before the thread starts.
  const layout = new SeatLayout(rules, seats);
  return new Promise((resolve, reject) => {
    const data: SeatWorkerData = { rules, seats };
    const worker = createSeatWorker({ workerData: data });
    worker.on('message', (message: SeatWorkerMessage) => {
      if (message.type === 'progress') onProgress(message.share);
      else resolve({ layout, values: message.values, ...message.stats });
    });
    worker.once('error', reject);
    // After an answer this changes nothing: a promise settles once.
    worker.once('exit', (code) => reject(new Error(`odds worker stopped (${code})`)));
  });
}
