import { parentPort, workerData } from 'node:worker_threads';
import type { ApiErrorCode, ReplayFile } from '../../src-shared/api';
import { storageRefusal } from '../db/errors';
import { ServiceError } from '../errors';
import type { ExportJob } from '../services/archive-jobs';
import { exportHere } from './export-here';

/** The worker's one answer: the file, or a refusal in words. */
export type ExportWorkerMessage =
  { type: 'done'; file: ReplayFile } | { type: 'refused'; code: ApiErrorCode; message: string };

const send = (message: ExportWorkerMessage): void => parentPort!.postMessage(message);

try {
  send({ type: 'done', file: exportHere(workerData as ExportJob) });
} catch (error) {
  // Anything that is not a refusal in words ends the thread with an error event.
  const refusal = error instanceof ServiceError ? error : storageRefusal(error);
  if (!refusal) throw error;
  send({ type: 'refused', code: refusal.code, message: refusal.message });
}
