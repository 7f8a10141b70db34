import { parentPort, workerData } from 'node:worker_threads';
import { checkGames, type HeldGame, type GameRefusal } from '../services/import-check';
import type { ImportPlace } from '../services/import';
import { collectGarbage, runInBackground } from './background-thread';
import { winOddsAtHand } from './winOddsStore';

runInBackground();

/** What a check helper is started with: the tables to weigh moves by, and its share of games. */
export interface CheckWorkerData {
  winOdds: ImportPlace['winOdds'];
  games: HeldGame[];
}

/**
 * Its messages: how many games are done; the coach figures of the games checked since the last
 * such message, in order, every HAND_EVERY games and at the end; then the first refusal, if any.
 */
export type CheckWorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'checked'; figures: Array<Float64Array<ArrayBuffer> | null> }
  | { type: 'done'; refusal: GameRefusal | null };

/**
 * Games checked between two hand-overs: the importing thread saves them meanwhile, and the more
 * games between them, the more turns share a solve (600 bot games: 26,091 turns, 13,230 positions).
 */
const HAND_EVERY = 500;

const port = parentPort!;
const { winOdds, games } = workerData as CheckWorkerData;
const { refusal } = checkGames(
  games,
  winOddsAtHand(winOdds),
  (done) => port.postMessage({ type: 'progress', done } satisfies CheckWorkerMessage),
  collectGarbage,
  {
    every: HAND_EVERY,
    hand: (figures) => {
      const values = figures.map((figure) => figure?.values ?? null);
      // The figures move to the importing thread rather than being copied.
      port.postMessage({ type: 'checked', figures: values } satisfies CheckWorkerMessage, [
        ...values.flatMap((value) => (value ? [value.buffer] : [])),
      ]);
    },
  },
);
port.postMessage({ type: 'done', refusal } satisfies CheckWorkerMessage);
