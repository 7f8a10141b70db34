import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { ImportResult, ReplayFile, StartupInfo } from '../../src-shared/api';
import { openTestApp, playBotGame } from '../api/test-app';

const GAMES = 3_000;
const UNFINISHED = 5_000;

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

it(`plays ${GAMES} games, imports them in one file, and lists ${UNFINISHED} unfinished ones`, async () => {
  const source = openTestApp();
  const before = heapMb();
  for (let seed = 1; seed <= GAMES; seed++) await playBotGame(source.call, seed);
  console.log(`heap after ${GAMES} finished games: +${(heapMb() - before).toFixed(1)} MB`);

  const file = await source.call<ReplayFile>('exportHistory');
  const target = openTestApp();
  const start = performance.now();
  const result = await target.call<ImportResult>('importFile', { text: file.text });
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `import of ${GAMES} games (${(file.text.length / 1e6).toFixed(1)} MB): ${seconds.toFixed(1)} s`,
  );
  expect(result.imported).toBe(GAMES);

  for (let i = 0; i < UNFINISHED; i++) {
    await source.call('createGame', {
      preset: 'ece209',
      rules: null,
      seats: [{ name: 'Cleo', bot: null }],
      seed: null,
      generator: null,
    });
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
