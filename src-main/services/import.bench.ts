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
 * Imports a file into the built host (its worker thread) while asking `listPresets` and starting
 * a game (`createGame`) every 20 ms; prints how long each waited.
 */
async function importBeside(call: Awaited<ReturnType<typeof startHost>>['call'], text: string) {
  // The first game of a preset works out its coach's table: not what is measured here.
  await call('createGame', CLEO);
  const start = performance.now();
  let seconds = 0;
  const importing = call<ImportResult>('importFile', { text }).then((result) => {
    seconds = (performance.now() - start) / 1000;
    return result;
  });
  const reads: number[] = [];
  const writes: number[] = [];
  let saving = false;
  while (seconds === 0) {
    const sent = performance.now();
    const progress = await call<ImportProgress | null>('importStatus');
    await call('listPresets');
    reads.push(performance.now() - sent);
    saving ||= progress?.phase === 'saving';
    if (saving) {
      const asked = performance.now();
      await call('createGame', CLEO);
      writes.push(performance.now() - asked);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect((await importing).imported).toBe(GAMES);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const spread = (values: number[]) => {
    values.sort((a, b) => a - b);
    return `(${values.length} times): median ${ms(values[values.length >> 1]!)}, slowest ${ms(values.at(-1)!)}`;
  };
  console.log(
    `import of ${GAMES} games (${(text.length / 1e6).toFixed(1)} MB) on its worker thread: ` +
      `${seconds.toFixed(1)} s; importStatus + listPresets meanwhile ${spread(reads)}; ` +
      `createGame from the saving phase to the end ${spread(writes)}`,
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
