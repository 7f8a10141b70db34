import { parentPort, workerData } from 'node:worker_threads';
import { checkGames, type HeldGame, type GameRefusal } from '../services/import-check';
import type { ImportPlace } from '../services/import';
import { collectGarbage, runInBackground } from './background-thread';
import { tablesAtHand } from './winTables';

runInBackground();

/** What a check helper is started with: the tables to weigh moves by, and its share of games. */
export interface CheckWorkerData {
  winTables: ImportPlace['winTables'];
  games: HeldGame[];
}

/** Its messages: how many games are done, then each game's coach figures or the first refusal. */
export type CheckWorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'done'; figures: Array<Float64Array<ArrayBuffer> | null>; refusal: GameRefusal | null };

const port = parentPort!;
const { winTables, games } = workerData as CheckWorkerData;
const { figures, refusal } = checkGames(
  games,
  tablesAtHand(winTables),
  (done) => port.postMessage({ type: 'progress', done } satisfies CheckWorkerMessage),
  collectGarbage,
);
const values = figures.map((figure) => figure?.values ?? null);
// The figures move to the importing thread rather than being copied.
port.postMessage({ type: 'done', figures: values, refusal } satisfies CheckWorkerMessage, [
  ...values.flatMap((value) => (value ? [value.buffer] : [])),
]);
