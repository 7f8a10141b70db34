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
const ms = (x: number): string => `${x.toFixed(0)} ms`;

/** A bound on the turns of one game, so a stuck game fails instead of running on. */
const MOST_TURNS = 400;
/**
 * How long the step that starts the final round held the API's thread while the round's first
 * turn was solved there (this test on that code, at a light load: 484 ms, `listPresets` 487 ms).
 */
const FINAL_TURN_ON_MAIN_MS = 480;

// Four Sages at `csc276` to 10,000, a whole game: past the exact table, the approximation with a
// final round. Every turn (0.1 to 0.3 s; a final round's first half a second) is solved on the
// odds' worker thread.
it('plays a four-seat game through its final round while the API keeps answering', async () => {
  const sage = { name: 'Sage', bot: 'expert' };
  let view = await host.call<FarkleView>('createGame', {
    preset: 'csc276',
    rules: null,
    seats: [sage, { ...sage, name: 'Vera' }, { ...sage, name: 'Hazel' }, { ...sage, name: 'Roxy' }],
    seed: '11',
    generator: null,
  });
  let playing = true;
  // From the turn that starts the final round on: its next turn is solved after that one's move.
  let finalFrom = Infinity;
  const turns: number[] = [];
  const latencies: Array<{ ms: number; turn: number }> = [];
  const playingTurns = (async () => {
    try {
      while (!view.over && turns.length < MOST_TURNS) {
        const started = performance.now();
        view = await host.call<FarkleView>('botStep', { gameId: view.id, toEndOfTurn: true });
        turns.push(performance.now() - started);
        if (view.finalRound && finalFrom === Infinity) finalFrom = turns.length - 1;
      }
    } finally {
      playing = false;
    }
  })();
  while (playing) {
    const turn = turns.length;
    const sent = performance.now();
    await host.call('listPresets');
    latencies.push({ ms: performance.now() - sent, turn });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await playingTurns;
  const all = latencies.map((l) => l.ms);
  const final = latencies.filter((l) => l.turn >= finalFrom).map((l) => l.ms);
  const finalTurns = turns.slice(finalFrom);
  const slow = latencies.filter((l) => l.ms > 100);
  console.log(
    `csc276, four Sages: ${turns.length} turns, median ${ms(median(turns))}, the final round's ` +
      `(from the one that started it) ${finalTurns.map(ms).join(', ')}; ` +
      `${all.length} listPresets meanwhile, median ${ms(median(all))}, slowest ` +
      `${ms(Math.max(...all))}; from the final round's start ${final.length}, median ` +
      `${ms(median(final))}, slowest ${ms(Math.max(...final))}; over 100 ms: ` +
      (slow.map((l) => `${ms(l.ms)} in turn ${l.turn}`).join(', ') || 'none'),
  );
  expect(view.over).toBe(true);
  expect(finalTurns.length).toBeGreaterThan(1);
  expect(final.length).toBeGreaterThan(finalTurns.length);
  // The turns are solved off the API's thread: its answers do not wait for them.
  expect(median(all)).toBeLessThan(100);
  expect(Math.max(...all)).toBeLessThan(Math.max(250, median(turns) / 2));
  // Nor for a final round's turns, whose first once held the API's thread half a second.
  expect(Math.max(...final)).toBeLessThan(FINAL_TURN_ON_MAIN_MS / 2);
}, 900_000);
