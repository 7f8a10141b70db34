/// <reference types="electron-vite/node" />
import { ServiceError } from '../errors';
import type { SourcedImportRunner } from '../services/archive-jobs';
import type { ImportWorkerData, ImportWorkerMessage } from './importWorker';
import createImportWorker from './importWorker?nodeWorker';

/**
 * Runs one import on a worker thread of its own, through its own connection to the history: the
 * thread answering the API stays free, and the worker's memory goes when it ends.
 */
export const importOnThread: SourcedImportRunner = (where, job, hooks) =>
  new Promise((resolve, reject) => {
    const data: ImportWorkerData = { where, job };
    const worker = createImportWorker({ workerData: data });
    worker.on('message', (message: ImportWorkerMessage) => {
      switch (message.type) {
        case 'progress':
          hooks.progress(message.progress);
          break;
        case 'ready':
          hooks.mayWrite().then(
            () => worker.postMessage('write'),
            (error: unknown) => {
              reject(error instanceof Error ? error : new Error(String(error)));
              void worker.terminate();
            },
          );
          break;
        case 'done':
          resolve(message.result);
          break;
        case 'refused':
          reject(new ServiceError(message.code, message.message));
          break;
      }
    });
    worker.once('error', reject);
    // After an answer this changes nothing: a promise settles once.
    worker.once('exit', (code) => reject(new Error(`import worker stopped (${code})`)));
  });
