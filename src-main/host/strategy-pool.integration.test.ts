import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TOKEN_HEADER } from '../../src-shared/api';
import { MOST_DEMANDING_RULES } from '../engine';

const SERVER = join(import.meta.dirname, '../../out/main/server.js');

const slowest = MOST_DEMANDING_RULES;

let stop: () => void = () => {};
let call: (method: string, body: unknown) => Promise<{ ok: boolean; value?: unknown }>;

beforeAll(async () => {
  expect(existsSync(SERVER), 'run `npm run build` first').toBe(true);
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOTDICE_DATA_DIR: mkdtempSync(join(tmpdir(), 'hotdice-pool-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stop = () => child.kill('SIGKILL');
  const url = await new Promise<URL>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(output);
      if (match) resolve(new URL(match[1]!));
    });
  });
  const token = url.hash.slice('#token='.length);
  call = async (method, body) => {
    const response = await fetch(new URL(`/api/${method}`, url), {
      method: 'POST',
      headers: { [HTTP_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { ok: boolean };
  };
});

afterAll(() => stop());

describe('the strategy worker threads in the built host', () => {
  it('solve the slowest rules while listPresets keeps answering', async () => {
    const started = performance.now();
    let solvedAt = 0;
    // Three bots that play the exact solution: twelve policies to solve.
    const creating = call('createGame', {
      preset: 'house',
      rules: slowest,
      seats: [
        { name: 'Hazel', bot: 'cautious' },
        { name: 'Roxy', bot: 'daring' },
        { name: 'Vera', bot: 'optimal' },
      ],
      seed: null,
      generator: null,
    }).then((answer) => {
      solvedAt = performance.now();
      return answer;
    });
    const latencies: number[] = [];
    while (solvedAt === 0) {
      const sent = performance.now();
      expect((await call('listPresets', null)).ok).toBe(true);
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const created = await creating;
    expect(created.ok).toBe(true);
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
  }, 60_000);

  it('answers a solved rule set from the cache at once', async () => {
    const sent = performance.now();
    const summary = await call('solveRules', { rules: slowest });
    expect(summary.ok).toBe(true);
    console.log(`solveRules on the same rules again: ${(performance.now() - sent).toFixed(0)} ms`);
  });
});
