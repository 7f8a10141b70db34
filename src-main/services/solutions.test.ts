import { describe, expect, it } from 'vitest';
import type { ApiResult, FarkleView } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import type { PolicySummary } from '../../src-shared/strategy';
import { createDispatch, type ApiHandlers } from '../api/handler';
import { inProcessStrategy, openTestApp } from '../api/test-app';
import {
  MOST_DEMANDING_RULES,
  SolverLimitError,
  TurnPolicy,
  isTurnSolved,
  preset,
} from '../engine';
import type { StrategyWorker } from './strategy-jobs';

const house = preset('house').rules;

const slowest = MOST_DEMANDING_RULES;

/** A strategy worker that holds each job until the test lets it go, then runs it here. */
function gatedWorker() {
  const jobs: Array<{ contexts: number; release: () => void }> = [];
  const worker: StrategyWorker = {
    run: (kind, job) =>
      new Promise((resolve, reject) => {
        const release = () => void inProcessStrategy.run(kind, job).then(resolve, reject);
        jobs.push({ contexts: job.contexts.length, release });
      }),
  };
  return { worker, jobs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('solves run off the thread that answers the API', () => {
  it('answers listPresets while a rule set is being solved', async () => {
    const { worker, jobs } = gatedWorker();
    const { dispatch } = openTestApp(undefined, worker);
    const order: string[] = [];
    const solving = dispatch('solveRules', { rules: slowest }).then((answer) => {
      order.push('solveRules');
      return answer as ApiResult<PolicySummary>;
    });
    const presets = await dispatch('listPresets', null);
    order.push('listPresets');
    expect(presets.ok).toBe(true);
    await settle();
    expect(order).toEqual(['listPresets']);
    // Normal, entry, last chance, and both at once.
    expect(jobs.map((job) => job.contexts)).toEqual([4]);
    jobs[0]!.release();
    const solved = await solving;
    expect(order).toEqual(['listPresets', 'solveRules']);
    const normal = new TurnPolicy(slowest, { entry: false, farkleValue: 0 });
    const entry = new TurnPolicy(slowest, { entry: true, farkleValue: 0 });
    expect(solved.ok && solved.value.expected).toBe(Math.round(normal.expected * 1000) / 1000);
    expect(solved.ok && solved.value.entry?.expected).toBe(
      Math.round(entry.expected * 1000) / 1000,
    );
  });

  it('creates a game once its policies are solved, and asks the worker once for them', async () => {
    const { worker, jobs } = gatedWorker();
    const { dispatch } = openTestApp(undefined, worker);
    const rules: Rules = { ...house, minBank: 850, entryThreshold: 550, threeFarklePenalty: 450 };
    const request = {
      preset: 'house',
      rules,
      seats: [
        { name: 'Roxy', bot: 'daring' },
        { name: 'Ann', bot: null },
      ],
      seed: '5',
      generator: null,
    };
    let created: ApiResult<FarkleView> | null = null;
    void dispatch('createGame', request).then((answer) => (created = answer as never));
    // The same rules again while the first solve runs: it waits for that one.
    const again = dispatch('createGame', request);
    await settle();
    expect(created).toBeNull();
    // On or off the board, after two farkles or not, each as Roxy misjudges it too.
    expect(jobs.map((job) => job.contexts)).toEqual([8]);
    jobs[0]!.release();
    expect((await again).ok).toBe(true);
    expect(created!.ok).toBe(true);
    for (const entry of [false, true]) {
      for (const farkleValue of [0, -450, 150, 150 - 450]) {
        expect(isTurnSolved(rules, { entry, farkleValue })).toBe(true);
      }
    }
    // Roxy plays her turn from the cache: the worker is not asked again.
    const gameId = (created as unknown as { value: FarkleView }).value.id;
    const turn = (await dispatch('botStep', {
      gameId,
      toEndOfTurn: true,
    })) as ApiResult<FarkleView>;
    expect(turn.ok && turn.value.current).toBe(1);
    expect(jobs).toHaveLength(1);
  });

  it('answers rules past the solver limit with a refusal in words, not an internal error', async () => {
    const handlers = {
      solveRules: () => {
        throw new SolverLimitError(600_000);
      },
    } as unknown as ApiHandlers;
    const answer = await createDispatch(handlers)('solveRules', { rules: house });
    expect(answer).toEqual({
      ok: false,
      error: { code: 'illegal', message: expect.stringMatching(/600,000 positions per turn/) },
    });
  });
});
