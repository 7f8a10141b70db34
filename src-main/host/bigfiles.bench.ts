import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { ImportResult, ReplayFile } from '../../src-shared/api';
import { copiesOfOneGame } from '../api/test-app';
import { startHost } from './test-host';

/** The games imported in one file, then exported. */
const GAMES = 5_000;

/** The host process's peak resident memory so far (Linux: VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Runs `work` in the host while asking `listPresets` every 20 ms; answers the slowest answer. */
async function slowestBeside(call: (method: string) => Promise<unknown>, work: Promise<unknown>) {
  let done = false;
  void work.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const sent = performance.now();
    await call('listPresets');
    slowest = Math.max(slowest, performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return slowest;
}

it(`imports a large file and exports ${GAMES} games beside other calls`, async () => {
  const text = await copiesOfOneGame(GAMES, 7);
  const requestMb = Buffer.byteLength(JSON.stringify({ text })) / 1e6;
  const host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-bigfiles-bench-')));
  try {
    const before = peakMb(host.child.pid!);
    const started = performance.now();
    const importing = host.call<ImportResult>('importFile', { text });
    const slowest = await slowestBeside(host.call, importing);
    expect((await importing).imported).toBe(GAMES);
    const peak = peakMb(host.child.pid!);
    console.log(
      `import of a ${requestMb.toFixed(0)} MB request (${GAMES} games): ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; host peak RSS ${peak.toFixed(0)} MB ` +
        `(${before.toFixed(0)} MB before; target <= ${(3 * requestMb + 150).toFixed(0)} MB); ` +
        `slowest listPresets meanwhile ${slowest.toFixed(0)} ms`,
    );

    const exportStart = performance.now();
    const exporting = host.call<ReplayFile>('exportHistory');
    const slowestExport = await slowestBeside(host.call, exporting);
    const file = await exporting;
    console.log(
      `exportHistory of ${GAMES} games ` +
        `(${(file.text.length / 1e6).toFixed(0)} MB): ` +
        `${((performance.now() - exportStart) / 1000).toFixed(1)} s; ` +
        `slowest listPresets meanwhile ${slowestExport.toFixed(0)} ms (target < 100 ms)`,
    );
  } finally {
    host.stop();
  }
});
