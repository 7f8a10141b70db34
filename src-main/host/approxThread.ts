/// <reference types="electron-vite/node" />
import type { Worker } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import type { SeatPosition } from '../engine/farkle/seatapproxsolve';
import type { FinalPosition, FinalTurnCells } from '../engine/farkle/seatfinalturn';
import type { SeatTurnCells } from '../engine/farkle/seatturncells';
import type { ApproxReply, ApproxRequest } from './approxWorker';
import createApproxWorker from './approxWorker?nodeWorker';
import type { ApproxTurns } from './seatOddsStore';

/**
 * The odds' turns on a worker thread at low priority (approxWorker), one request at a time: an
 * approximate turn there takes 25 ms (four seats to 10,000) to 0.3 s (with a final round), a final
 * round's first turn half a second, which on the API's thread would hold every other call. The
 * thread keeps the last rules' race; idle, it does not keep the process alive.
 */
export function approxThread(): ApproxTurns {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const started = (): Worker => {
    if (worker) return worker;
    const made = createApproxWorker({});
    // A thread that fails or stops is started again for the next request; an idle thread's
    // error, with no request listening, must not reach the process as an unhandled one.
    const drop = (): void => {
      if (worker === made) worker = null;
    };
    made.on('error', drop).once('exit', drop);
    worker = made;
    return made;
  };

  const run = (
    request: ApproxRequest,
    onProgress: (share: number) => void,
  ): Promise<SeatTurnCells | null> => {
    const asked = queue.then(
      () =>
        new Promise<SeatTurnCells | null>((resolve, reject) => {
          const thread = started();
          const heard = (reply: ApproxReply): void => {
            if (reply.kind === 'progress') return onProgress(reply.share);
            stop();
            if (reply.kind === 'done') resolve(reply.cells);
            else reject(new Error(reply.message));
          };
          const failed = (error: Error): void => {
            stop();
            reject(error);
          };
          const stop = (): void => {
            thread.off('message', heard).off('error', failed);
            thread.unref();
          };
          thread.ref();
          thread.on('message', heard).on('error', failed);
          thread.postMessage(request);
        }),
    );
    queue = asked.catch(() => undefined);
    return asked;
  };

  return {
    build: async (rules, seats, onProgress) => {
      await run({ rules, seats }, onProgress);
    },
    turn: async (rules: Rules, seats: number, position: SeatPosition) => {
      const cells = await run({ rules, seats, position }, () => undefined);
      return cells!;
    },
    finalTurn: async (rules: Rules, seats: number, final: FinalPosition) => {
      const cells = await run({ rules, seats, final }, () => undefined);
      return cells as FinalTurnCells;
    },
  };
}
