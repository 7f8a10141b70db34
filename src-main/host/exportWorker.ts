import { parentPort, workerData } from 'node:worker_threads';
import type { ApiErrorCode } from '../../src-shared/api';
import { EncodedFile } from '../api/encoded';
import { storageRefusal } from '../db/errors';
import { ServiceError } from '../errors';
import type { ExportJob } from '../services/archive-jobs';
import { exportHere } from './export-here';
import { runInBackground } from './background-thread';

runInBackground();

/**
 * The worker's one answer: the file's name and its text already written as a JSON string in
 * UTF-8 (moved to the main thread, not copied), or a refusal in words.
 */
export type ExportWorkerMessage =
  | { type: 'done'; fileName: string; json: Uint8Array }
  | { type: 'refused'; code: ApiErrorCode; message: string };

try {
  const { fileName, json } = EncodedFile.encode(exportHere(workerData as ExportJob));
  const done: ExportWorkerMessage = { type: 'done', fileName, json };
  parentPort!.postMessage(done, [json.buffer as ArrayBuffer]);
} catch (error) {
  // Anything that is not a refusal in words ends the thread with an error event.
  const refusal = error instanceof ServiceError ? error : storageRefusal(error);
  if (!refusal) throw error;
  const refused: ExportWorkerMessage = {
    type: 'refused',
    code: refusal.code,
    message: refusal.message,
  };
  parentPort!.postMessage(refused);
}
