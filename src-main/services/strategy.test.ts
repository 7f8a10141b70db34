import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src-shared/api';
import type { LabStatus, PolicySummary } from '../../src-shared/strategy';
import { openTestApp } from '../api/test-app';
import { wilsonInterval } from './lab';
import { preset } from '../engine';

/** Calls that answer the raw result, so refusals can be checked. */
function open() {
  const { dispatch } = openTestApp();
  return async <T>(method: string, request: unknown): Promise<ApiResult<T>> =>
    (await dispatch(method, request)) as ApiResult<T>;
}

describe('strategy through the API', () => {
  it('solves any rule set, house rules included', async () => {
    const call = open();
    const minimal = await call<PolicySummary>('solveRules', { rules: preset('minimal').rules });
    expect(minimal.ok && minimal.value).toMatchObject({
      expected: 446.571,
      thresholds: { 1: 250, 2: 250, 3: 400, 4: 1000, 5: 2900, 6: 10050 },
      entry: null,
      lastChance: null,
    });
    const straight = {
      ...preset('minimal').rules,
      scoring: { ...preset('minimal').rules.scoring, straight: 1500 },
    };
    const withStraight = await call<PolicySummary>('solveRules', { rules: straight });
    expect(withStraight.ok && withStraight.value.expected).toBe(470.186);
    const it312 = await call<PolicySummary>('solveRules', { rules: preset('it312').rules });
    expect(it312.ok && it312.value.entry?.thresholds['6']).toBeNull();
  });

  it('runs the bot lab in the background and reports when done', async () => {
    const call = open();
    const started = await call<LabStatus>('startLab', {
      bots: ['ones-fives', 'optimal'],
      preset: 'minimal',
      turns: 20_000,
      games: 20,
      seed: 7,
    });
    if (!started.ok) throw new Error(started.error.message);
    let status = started.value;
    for (let i = 0; i < 200 && !status.report && !status.error; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const polled = await call<LabStatus>('labStatus', { jobId: status.jobId });
      if (!polled.ok) throw new Error(polled.error.message);
      status = polled.value;
    }
    expect(status.error).toBeNull();
    expect(status.progress).toBe(1);
    const report = status.report!;
    expect(report.turns.map((t) => t.bot)).toEqual(['ones-fives', 'optimal']);
    expect(report.turns[1]!.mean).toBeGreaterThan(report.turns[0]!.mean);
    expect(report.games!.results.reduce((sum, r) => sum + r.wins, 0)).toBe(20);
  });

  it('refuses lab runs that make no sense', async () => {
    const call = open();
    const solo = await call('startLab', {
      bots: ['optimal'],
      preset: 'lab4',
      turns: 0,
      games: 10,
      seed: null,
    });
    expect(!solo.ok && solo.error.message).toMatch(/cannot play games/);
    const unknown = await call('startLab', {
      bots: ['hal'],
      preset: 'minimal',
      turns: 10,
      games: 0,
      seed: null,
    });
    expect(unknown.ok).toBe(false);
    const nothing = await call('startLab', {
      bots: ['optimal'],
      preset: 'minimal',
      turns: 0,
      games: 0,
      seed: null,
    });
    expect(!nothing.ok && nothing.error.message).toMatch(/some turns or some games/);
  });
});

describe('win rate intervals', () => {
  it('use the Wilson score interval', () => {
    // 10 of 10: the interval does not collapse to 100%; known value 0.7225 to 1.
    const all = wilsonInterval(10, 10);
    expect(all.low).toBeCloseTo(0.7225, 4);
    expect(all.high).toBe(1);
    // 50 of 100: close to the normal approximation, 0.4038 to 0.5962.
    const half = wilsonInterval(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
  });
});
