import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { ImportResult, StartupInfo } from '../../src-shared/api';
import { endlessTurn } from '../engine/replays.testkit';
import { startHost } from '../host/test-host';

const MOVES = Number(process.env.LONG_GAME_MOVES ?? 200_000);

/** One endless ECE 209 turn (see endlessTurn), as a replay file. */
function endlessTurnFile(moves: number): string {
  return JSON.stringify(endlessTurn(moves));
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

it(`imports a ${MOVES.toLocaleString('en')}-move game, then restarts and lists it`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-long-game-bench-'));
  const first = await startHost(dataDir);
  const imported = performance.now();
  try {
    const result = await first.call<ImportResult>('importFile', { text: endlessTurnFile(MOVES) });
    expect(result.imported).toBe(1);
  } finally {
    first.stop();
  }
  const importTime = seconds(imported);

  // The same start on an empty history, to tell the process's own start from the history's.
  const bare = performance.now();
  const empty = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-empty-bench-')));
  await empty.call('listPresets');
  const bareTime = seconds(bare);
  empty.stop();

  const started = performance.now();
  const second = await startHost(dataDir);
  try {
    await second.call('listPresets');
    const upTime = seconds(started);
    const asked = performance.now();
    const startup = await second.call<StartupInfo>('startup');
    const startupMs = (performance.now() - asked).toFixed(0);
    expect(startup.unfinished[0]!.actionCount).toBe(MOVES);
    console.log(
      `a ${MOVES.toLocaleString('en')}-move game (one endless ECE 209 turn): import ${importTime} ` +
        `(goal 10 s); after a restart the host answers in ${upTime} (goal 1 s; ${bareTime} ` +
        `with an empty history), ` +
        `startup ${startupMs} ms (goal 100 ms)`,
    );
  } finally {
    second.stop();
  }
});
