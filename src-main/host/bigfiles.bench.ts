import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { HTTP_TOKEN_HEADER, type ImportResult, type ReplayFile } from '../../src-shared/api';
import { openTestApp, playBotGame } from '../api/test-app';
import { MAX_IMPORT_ACTIONS } from '../services/import';
import { startHost } from './test-host';

/** The host process's peak resident memory so far, worker threads included (Linux: VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * Asks `listPresets` every 20 ms from a thread of its own until told to stop, then answers the
 * slowest answer: this thread's own work with the large request and answer must not be counted.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.once('message', () => (stopped = true));
(async () => {
  let slowest = 0;
  while (!stopped) {
    const sent = performance.now();
    await (await fetch(workerData.url, { method: 'POST', headers: workerData.headers, body: 'null' })).json();
    slowest = Math.max(slowest, performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(slowest);
})();
`;

/** Runs `work` in the host while the probe asks `listPresets`; answers the slowest answer. */
async function slowestBeside(host: Awaited<ReturnType<typeof startHost>>, work: Promise<unknown>) {
  const probe = new Worker(PROBE, {
    eval: true,
    workerData: {
      url: new URL('/api/listPresets', host.url).href,
      headers: {
        [HTTP_TOKEN_HEADER]: host.url.hash.slice('#token='.length),
        'content-type': 'application/json',
      },
    },
  });
  const slowest = new Promise<number>((resolve) => probe.once('message', resolve));
  await work.catch(() => {});
  probe.postMessage('stop');
  return slowest.finally(() => void probe.terminate());
}

/**
 * The largest history a file may hold in moves: one bot game under as many ids as the move limit
 * allows, written with two-space indents as `exportReplay` writes replays (about 100 MB).
 */
async function largestHistory() {
  const { call } = openTestApp();
  await playBotGame(call, 7);
  const file = JSON.parse((await call<ReplayFile>('exportHistory')).text) as {
    games: Array<{ id: string; replay: { actions: unknown[] } }>;
  };
  const [game] = file.games;
  const copies = Math.floor(MAX_IMPORT_ACTIONS / game!.replay.actions.length);
  file.games = Array.from({ length: copies }, (_, i) => ({ ...game!, id: `copy-${i}` }));
  return { text: JSON.stringify(file, null, 2), copies };
}

it('imports the largest file and exports over 5,000 games beside other calls', async () => {
  const { text, copies } = await largestHistory();
  const body = JSON.stringify({ text });
  const requestMb = Buffer.byteLength(body) / 2 ** 20;
  const host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-bigfiles-bench-')));
  try {
    const before = peakMb(host.child.pid!);
    const started = performance.now();
    const importing = host.call<ImportResult>('importFile', { text });
    const slowest = await slowestBeside(host, importing);
    expect((await importing).imported).toBe(copies);
    const peak = peakMb(host.child.pid!);
    const target = 3 * requestMb + 150;
    console.log(
      `import of a ${requestMb.toFixed(0)} MB request (${copies} games, ` +
        `${MAX_IMPORT_ACTIONS.toLocaleString('en')} moves at most): ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; host peak RSS ${peak.toFixed(0)} MB ` +
        `(${before.toFixed(0)} MB before; target <= 3 x file + 150 = ${target.toFixed(0)} MB: ` +
        `${peak <= target ? 'met' : 'MISSED'}); slowest listPresets meanwhile ${slowest.toFixed(0)} ms ` +
        `(target < 100 ms)`,
    );

    const exportStart = performance.now();
    const exporting = host.call<ReplayFile>('exportHistory');
    const slowestExport = await slowestBeside(host, exporting);
    const file = await exporting;
    console.log(
      `exportHistory of ${copies} games (${(file.text.length / 2 ** 20).toFixed(0)} MB): ` +
        `${((performance.now() - exportStart) / 1000).toFixed(1)} s; ` +
        `slowest listPresets meanwhile ${slowestExport.toFixed(0)} ms (target < 100 ms)`,
    );
  } finally {
    host.stop();
  }
});
