import { parentPort, workerData } from 'node:worker_threads';
import type { ImportProgress, ImportResult } from '../../src-shared/api';
import { storageRefusal } from '../db/errors';
import type { ApiErrorCode } from '../../src-shared/api';
import { ServiceError } from '../errors';
import type { SourcedImport } from '../services/archive-jobs';
import type { ImportPlace } from '../services/import';
import { checkOnHelper } from './check-helper';
import { importWith } from './import-here';
import { readingSource } from './import-source';
import { collectGarbage, runInBackground } from './background-thread';

runInBackground();

/** What an import worker is started with: one import, answered once, then the thread ends. */
export interface ImportWorkerData {
  where: ImportPlace;
  job: SourcedImport;
}

/** The worker's messages: progress, a request to start writing, then one answer. */
export type ImportWorkerMessage =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'ready' }
  | { type: 'done'; result: ImportResult }
  | { type: 'refused'; code: ApiErrorCode; message: string };

const port = parentPort!;
const send = (message: ImportWorkerMessage): void => port.postMessage(message);
const { where, job } = workerData as ImportWorkerData;

// The file's text (or the request carrying it) is read and parsed here, never on the API's thread.
readingSource(importWith(checkOnHelper))(where, job, {
  progress: (progress) => send({ type: 'progress', progress }),
  settle: collectGarbage,
  // The main thread's one message says the history may be written now.
  mayWrite: () =>
    new Promise<void>((resolve) => {
      port.once('message', () => resolve());
      send({ type: 'ready' });
    }),
}).then(
  (result) => send({ type: 'done', result }),
  (error: unknown) => {
    // A refusal in words goes back; anything else ends the thread with an error event.
    const refusal = error instanceof ServiceError ? error : storageRefusal(error);
    if (!refusal) throw error;
    send({ type: 'refused', code: refusal.code, message: refusal.message });
  },
);
