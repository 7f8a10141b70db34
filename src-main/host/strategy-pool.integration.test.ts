import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOST_DEMANDING_RULES } from '../engine';
import { BACKGROUND_NICE } from './background-thread';
import { startHost } from './test-host';

const slowest = MOST_DEMANDING_RULES;

let host: Awaited<ReturnType<typeof startHost>>;

/** Each thread of a process (Linux), by thread id, with its nice value (stat's 19th field). */
function threadNices(pid: number): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // After the command name in parentheses: state is field 3, nice field 19.
      nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return nices;
}

beforeAll(async () => {
  host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-pool-')));
});

afterAll(() => host.stop());

describe('the strategy worker threads in the built host', () => {
  it('solve the slowest rules while listPresets keeps answering', async () => {
    const started = performance.now();
    let solvedAt = 0;
    // Three bots that play the exact solution: twelve policies to solve.
    const creating = host
      .call('createGame', {
        preset: 'house',
        rules: slowest,
        seats: [
          { name: 'Hazel', bot: 'cautious' },
          { name: 'Roxy', bot: 'daring' },
          { name: 'Vera', bot: 'optimal' },
        ],
        seed: null,
        generator: null,
      })
      .then((answer) => {
        solvedAt = performance.now();
        return answer;
      });
    const latencies: number[] = [];
    const backgroundNices = new Set<number>();
    const pid = host.child.pid!;
    while (solvedAt === 0) {
      const sent = performance.now();
      await host.call('listPresets');
      latencies.push(performance.now() - sent);
      for (const [tid, nice] of threadNices(pid)) {
        if (tid === pid) expect(nice, 'the API thread keeps its priority').toBe(0);
        else backgroundNices.add(nice);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await creating;
    const solve = solvedAt - started;
    const sorted = latencies.sort((a, b) => a - b);
    const slowestAnswer = sorted.at(-1)!;
    console.log(
      `createGame on the slowest rules with three solver bots: ${solve.toFixed(0)} ms; ` +
        `${latencies.length} listPresets meanwhile, median ` +
        `${sorted[sorted.length >> 1]!.toFixed(0)} ms, slowest ${slowestAnswer.toFixed(0)} ms`,
    );
    // Answers came while the solve ran, and none waited for it (generous on a loaded machine).
    expect(latencies.length).toBeGreaterThan(1);
    expect(slowestAnswer).toBeLessThan(Math.max(1000, solve / 2));
    // The solving worker threads run below it, so the API thread goes first on a busy machine.
    if (process.platform === 'linux') expect([...backgroundNices]).toContain(BACKGROUND_NICE);
  }, 60_000);

  it('answers a solved rule set from the cache at once', async () => {
    const sent = performance.now();
    await host.call('solveRules', { rules: slowest });
    console.log(`solveRules on the same rules again: ${(performance.now() - sent).toFixed(0)} ms`);
  });
});
