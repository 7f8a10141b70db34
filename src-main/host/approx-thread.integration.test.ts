import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FarkleView } from '../../src-shared/api';
import { startHost } from './test-host';

let host: Awaited<ReturnType<typeof startHost>>;

beforeAll(async () => {
  host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-approx-')));
});

afterAll(() => host.stop());

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

// Four Sages at `csc276` to 10,000: past the exact table, the approximation with a final round,
// whose turns (0.1 to 0.3 s each) are solved on the approximation's worker thread.
it('plays approximate four-seat turns with a final round while the API keeps answering', async () => {
  const sage = { name: 'Sage', bot: 'expert' };
  let view = await host.call<FarkleView>('createGame', {
    preset: 'csc276',
    rules: null,
    seats: [sage, { ...sage, name: 'Vera' }, { ...sage, name: 'Hazel' }, { ...sage, name: 'Roxy' }],
    seed: '11',
    generator: null,
  });
  let playing = true;
  const turns: number[] = [];
  const latencies: number[] = [];
  const playingTurns = (async () => {
    for (let turn = 0; turn < 8; turn++) {
      const started = performance.now();
      view = await host.call<FarkleView>('botStep', { gameId: view.id, toEndOfTurn: true });
      turns.push(performance.now() - started);
    }
    playing = false;
  })();
  while (playing) {
    const sent = performance.now();
    await host.call('listPresets');
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await playingTurns;
  console.log(
    `8 approximate turns (csc276, four Sages): median ${median(turns).toFixed(0)} ms a turn; ` +
      `${latencies.length} listPresets meanwhile, median ${median(latencies).toFixed(0)} ms, ` +
      `slowest ${Math.max(...latencies).toFixed(0)} ms`,
  );
  expect(view.winChance).toMatchObject({ status: 'ready', approximate: true });
  expect(latencies.length).toBeGreaterThan(turns.length);
  // The turns are solved off the API's thread: its answers do not wait for them.
  expect(median(latencies)).toBeLessThan(100);
  expect(Math.max(...latencies)).toBeLessThan(Math.max(250, median(turns) / 2));
}, 300_000);
