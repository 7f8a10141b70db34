/// <reference types="electron-vite/node" />
import { EncodedFile } from '../api/encoded';
import { ServiceError } from '../errors';
import type { ExportRunner } from '../services/archive-jobs';
import type { ExportWorkerMessage } from './exportWorker';
import createExportWorker from './exportWorker?nodeWorker';

/**
 * Writes one history export on a worker thread of its own: reading thousands of games and
 * writing their JSON would otherwise hold every other call for a second or more. The answer
 * arrives as the bytes the HTTP transport sends (an `EncodedFile`), moved rather than copied.
 */
export const exportOnThread: ExportRunner = (job) =>
  new Promise((resolve, reject) => {
    const worker = createExportWorker({ workerData: job });
    worker.once('message', (message: ExportWorkerMessage) => {
      if (message.type === 'done') resolve(new EncodedFile(message.fileName, message.json));
      else reject(new ServiceError(message.code, message.message));
    });
    worker.once('error', reject);
    // After an answer this changes nothing: a promise settles once.
    worker.once('exit', (code) => reject(new Error(`export worker stopped (${code})`)));
  });
