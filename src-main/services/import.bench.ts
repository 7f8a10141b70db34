import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportProgress, ImportResult, ReplayFile, StartupInfo } from '../../src-shared/api';
import { openTestApp, playBotGame } from '../api/test-app';
import { startHost } from '../host/test-host';

const GAMES = 3_000;
const UNFINISHED = 5_000;

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

/**
 * Imports a file into the built host (its worker thread) while asking `listPresets` every 20 ms
 * and making one move as the import saves; prints how long each waited.
 */
async function importBeside(call: Awaited<ReturnType<typeof startHost>>['call'], text: string) {
  const start = performance.now();
  let seconds = 0;
  const importing = call<ImportResult>('importFile', { text }).then((result) => {
    seconds = (performance.now() - start) / 1000;
    return result;
  });
  const reads: number[] = [];
  let write: Promise<number> | null = null;
  while (seconds === 0) {
    const sent = performance.now();
    const progress = await call<ImportProgress | null>('importStatus');
    await call('listPresets');
    reads.push(performance.now() - sent);
    if (progress?.phase === 'saving' && !write) {
      const asked = performance.now();
      write = call('createGame', CLEO).then(() => performance.now() - asked);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect((await importing).imported).toBe(GAMES);
  reads.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `import of ${GAMES} games (${(text.length / 1e6).toFixed(1)} MB) on its worker thread: ` +
      `${seconds.toFixed(1)} s; importStatus + listPresets meanwhile (${reads.length} times): ` +
      `median ${ms(reads[reads.length >> 1]!)}, slowest ${ms(reads.at(-1)!)}; ` +
      `a createGame sent as it saved waited ${write ? ms(await write) : 'n/a'}`,
  );
}

const CLEO = {
  preset: 'ece209',
  rules: null,
  seats: [{ name: 'Cleo', bot: null }],
  seed: null,
  generator: null,
};

it(`plays ${GAMES} games, imports them in one file beside other calls, and lists ${UNFINISHED} unfinished ones`, async () => {
  const source = openTestApp();
  const before = heapMb();
  for (let seed = 1; seed <= GAMES; seed++) await playBotGame(source.call, seed);
  console.log(`heap after ${GAMES} finished games: +${(heapMb() - before).toFixed(1)} MB`);

  const file = await source.call<ReplayFile>('exportHistory');
  const host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-import-bench-')));
  try {
    await importBeside(host.call, file.text);
  } finally {
    host.stop();
  }

  for (let i = 0; i < UNFINISHED; i++) {
    await source.call('createGame', CLEO);
  }
  const reopened = openTestApp(source.dataDir);
  const opened = performance.now();
  const startup = await reopened.call<StartupInfo>('startup');
  console.log(
    `startup with ${UNFINISHED} unfinished games: ${JSON.stringify(startup).length} bytes, ` +
      `${((performance.now() - opened) / 1000).toFixed(2)} s`,
  );
  expect(startup.unfinishedTotal).toBe(UNFINISHED);
});
