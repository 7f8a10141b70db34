import { createWriteStream, rm, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';

/** Room for importing a whole history export. */
export const MAX_BODY_BYTES = 128 * 1024 * 1024;
/** Every call but an import fits in this; bodies up to it are kept in memory. */
export const SMALL_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request is larger than Hot Dice accepts (${limit / 1024 / 1024} MB)`);
  }
}

export class BodyStalled extends Error {
  constructor(idleMs: number) {
    super(`the request stopped arriving (nothing for ${idleMs / 1000} s)`);
  }
}

/** A body as received: its text, or (past SMALL_BODY_BYTES) the temporary file holding it. */
export type ReceivedBody = { text: string } | { file: string };

export interface BodyLimits {
  limit: number;
  /** How long the body may stop arriving before it is given up. */
  idleMs: number;
  /** Where a body past SMALL_BODY_BYTES is written as it arrives; null when none may be. */
  spillTo: (() => string) | null;
}

/**
 * Reads a body up to `limit`, counting bytes as they arrive. A large body goes to a temporary
 * file as it comes, so parallel uploads neither wait for each other nor pile up in memory.
 * Rejects with BodyTooLarge as soon as the limit is passed (or declared past it), and with
 * BodyStalled when nothing arrives for `idleMs`; either way it keeps nothing.
 */
export function receiveBody(request: IncomingMessage, limits: BodyLimits): Promise<ReceivedBody> {
  const limit = limits.spillTo ? limits.limit : Math.min(limits.limit, SMALL_BODY_BYTES);
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let spill: { path: string; stream: WriteStream } | null = null;
    const stall = setTimeout(() => fail(new BodyStalled(limits.idleMs)), limits.idleMs);
    const stop = () => {
      clearTimeout(stall);
      request.off('data', onData).off('end', onEnd).off('error', fail);
    };
    const fail = (error: Error) => {
      stop();
      chunks.length = 0;
      if (spill) {
        const { path, stream } = spill;
        stream.destroy();
        stream.once('close', () => rm(path, { force: true }, () => {}));
      }
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      stall.refresh();
      size += chunk.length;
      if (size > limit) return fail(new BodyTooLarge(limit));
      if (!spill && size <= SMALL_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      if (!spill) {
        const path = limits.spillTo!();
        spill = { path, stream: createWriteStream(path, { flags: 'wx', mode: 0o600 }) };
        spill.stream.once('error', fail);
        for (const kept of chunks.splice(0)) spill.stream.write(kept);
      }
      // The socket waits while the disk catches up, so the file's pace sets the upload's.
      if (!spill.stream.write(chunk)) {
        request.pause();
        spill.stream.once('drain', () => {
          stall.refresh();
          request.resume();
        });
      }
    };
    const onEnd = () => {
      stop();
      if (!spill) {
        resolve({ text: Buffer.concat(chunks).toString('utf8') });
        return;
      }
      const { path, stream } = spill;
      stream.end(() => resolve({ file: path }));
    };
    request.on('data', onData).on('end', onEnd).on('error', fail);
  });
}
