/// <reference types="electron-vite/node" />
import { CoachFigures, type CheckElsewhere } from '../services/import-check';
import type { ImportPlace } from '../services/import';
import type { CheckWorkerData, CheckWorkerMessage } from './checkWorker';
import createCheckWorker from './checkWorker?nodeWorker';

/**
 * Checks a share of an import's games on a thread of its own, beside the importing thread: the
 * checking (each game replayed, each move weighed by the coach) is most of an import's time,
 * and on two cores the thread that answers the API is idle meanwhile.
 */
export const checkOnHelper =
  (where: ImportPlace): CheckElsewhere =>
  (games, progress, hand) =>
    new Promise((resolve, reject) => {
      const data: CheckWorkerData = { winOdds: where.winOdds, games };
      const worker = createCheckWorker({ workerData: data });
      const figures: Array<CoachFigures | null> = [];
      worker.on('message', (message: CheckWorkerMessage) => {
        if (message.type === 'progress') progress(message.done);
        else if (message.type === 'checked') {
          const some = message.figures.map((values, i) =>
            values ? new CoachFigures(games[figures.length + i]!.moves, values) : null,
          );
          figures.push(...some);
          hand(some);
        } else resolve({ figures, refusal: message.refusal });
      });
      worker.once('error', reject);
      // After an answer this changes nothing: a promise settles once.
      worker.once('exit', (code) => reject(new Error(`import check helper stopped (${code})`)));
    });
