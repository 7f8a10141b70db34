import { parentPort, workerData } from 'node:worker_threads';
import type { Rules } from '../../src-shared/farkle';
import { botSimSetup, type BotId } from '../engine/farkle/bots';
import { simulateChunk } from '../engine/farkle/simulate';
import { runInBackground } from './background-thread';

runInBackground();

/** What a simulation worker is started with; it then plays the chunks it is sent. */
export interface SimWorkerData {
  bot: BotId;
  rules: Rules;
  seed: number;
}

export interface ChunkRequest {
  chunk: number;
  turns: number;
}

const { bot, rules, seed } = workerData as SimWorkerData;
const setup = botSimSetup(bot, rules);
const port = parentPort!;
port.on('message', ({ chunk, turns }: ChunkRequest) => {
  port.postMessage({ chunk, stats: simulateChunk(setup, turns, seed, chunk) });
});
