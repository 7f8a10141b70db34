import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { FairStartOdds, FarkleView, PresetView } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { startHost } from './test-host';

type Host = Awaited<ReturnType<typeof startHost>>;

const RULE_SETS = Number(process.env.HOTDICE_SOLVE_BENCH_SETS ?? 80);

/** The host's peak resident memory so far (Linux: VmHWM), in MB; null elsewhere. */
function peakRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status);
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A two-seat game under these rules; asked again while the coach's solver turns it away (it
 * queues a few rule sets of its own), so every game is asked for from the start.
 */
async function createGame(call: Host['call'], rules: Rules): Promise<FarkleView> {
  const request = {
    preset: 'minimal',
    rules,
    seats: [
      { name: 'Ada', bot: null },
      { name: 'Brian', bot: null },
    ],
    seed: '1',
    generator: null,
  };
  for (;;) {
    try {
      return await call<FarkleView>('createGame', request);
    } catch (error) {
      if (!/try again/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

it(`asks the built host for ${RULE_SETS} new rule sets' odds at once, and times other calls meanwhile`, async () => {
  const host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-solve-bench-')));
  try {
    const presets = await host.call<PresetView[]>('listPresets');
    const minimal = presets.find((p) => p.id === 'minimal')!.rules;
    // Small tables (a game to 1,000), each its own rule set by the value of three pairs.
    const ruleSets = Array.from({ length: RULE_SETS }, (_, i): Rules => ({
      ...minimal,
      target: 1000,
      scoring: { ...minimal.scoring, threePairs: 50 * (i + 1) },
    }));
    const start = performance.now();
    // listPresets every 20 ms from the first request until the last table is ready.
    const calls: number[] = [];
    let done = false;
    const sampling = (async () => {
      while (!done) {
        const sent = performance.now();
        await host.call('listPresets');
        calls.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const games = await Promise.all(ruleSets.map((rules) => createGame(host.call, rules)));
    const askedMs = performance.now() - start;
    for (const game of games) {
      let odds = game.winChance;
      while (odds.status === 'solving') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        odds = (await host.call<FarkleView>('getGame', { gameId: game.id })).winChance;
      }
      expect(odds.status).toBe('ready');
    }
    done = true;
    await sampling;
    calls.sort((a, b) => a - b);
    const peak = peakRssMb(host.child.pid!);
    console.log(
      `${RULE_SETS} new rule sets asked at once (all games created in ${(askedMs / 1000).toFixed(1)} s), ` +
        `all odds ready in ` +
        `${((performance.now() - start) / 1000).toFixed(1)} s; host peak RSS ` +
        `${peak === null ? 'n/a' : `${peak.toFixed(0)} MB`}; listPresets meanwhile ` +
        `(${calls.length} calls): median ${calls[calls.length >> 1]!.toFixed(0)} ms, slowest ` +
        `${calls.at(-1)!.toFixed(0)} ms`,
    );
  } finally {
    host.stop();
  }
});

it('asks the built host for the fair start of new rules to 5,000, one rule set at a time', async () => {
  const host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-solve-bench-')));
  try {
    const presets = await host.call<PresetView[]>('listPresets');
    // The first solve starts the solver's threads; the next ones find them kept (a minute).
    for (const [i, id] of (['minimal', 'csc276', 'house', 'it312'] as const).entries()) {
      const rules: Rules = { ...presets.find((p) => p.id === id)!.rules, target: 5000 };
      const start = performance.now();
      let odds = await host.call<FairStartOdds>('fairStartOdds', { preset: id, rules });
      while (odds.status === 'solving') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        odds = await host.call<FairStartOdds>('fairStartOdds', { preset: id, rules });
      }
      expect(odds.status).toBe('ready');
      console.log(
        `${id} to 5,000 (new rules): fair-start odds ready in ` +
          `${(performance.now() - start).toFixed(0)} ms (goal 1,000 ms; ` +
          `${i === 0 ? 'threads started' : 'threads kept from the last solve'})`,
      );
    }
  } finally {
    host.stop();
  }
});
