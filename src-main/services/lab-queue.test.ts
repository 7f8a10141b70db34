import { describe, expect, it } from 'vitest';
import type { LabRequest, LabStatus } from '../../src-shared/strategy';
import { inProcessSimulator } from '../api/test-app';
import type { ParallelSimulator } from './lab';
import { LabJobs, MAX_FINISHED_LABS, MAX_QUEUED_LABS } from './strategy';

const small: LabRequest = { bots: ['greedy'], preset: 'minimal', turns: 1000, games: 0, seed: 1 };

/** Lab jobs whose simulations wait until the test lets each go; `signals` shows what they were told. */
function gatedLab() {
  const gates: Array<() => void> = [];
  const signals: AbortSignal[] = [];
  const simulate: ParallelSimulator = (run) =>
    new Promise((resolve, reject) => {
      signals.push(run.signal!);
      run.signal!.addEventListener('abort', () => reject(run.signal!.reason as Error));
      gates.push(() => void inProcessSimulator(run).then(resolve, reject));
    });
  let id = 0;
  const jobs = new LabJobs({
    threads: 2,
    newId: () => `run-${++id}`,
    randomSeed: () => 9,
    simulateParallel: simulate,
  });
  return { jobs, gates, signals };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Polls a run until it is over. */
async function finished(jobs: LabJobs, jobId: string): Promise<LabStatus> {
  for (let i = 0; i < 400; i++) {
    const status = jobs.status(jobId);
    if (status.state !== 'queued' && status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${jobId} did not finish`);
}

describe('the bot lab queue', () => {
  it('runs one job at a time, queues a few with their places, and refuses more', async () => {
    const { jobs, gates } = gatedLab();
    const first = jobs.start(small);
    expect(first).toMatchObject({ state: 'running', position: null });
    const queued = Array.from({ length: MAX_QUEUED_LABS }, () => jobs.start(small));
    expect(queued.map((s) => [s.state, s.position])).toEqual(
      queued.map((_, i) => ['queued', i + 1]),
    );
    expect(() => jobs.start(small)).toThrow(/already has 4 runs waiting/);
    await settle();
    expect(gates).toHaveLength(1);
    gates[0]!();
    expect((await finished(jobs, first.jobId)).state).toBe('done');
    // The next in line runs; the others move up.
    await settle();
    expect(jobs.status(queued[0]!.jobId).state).toBe('running');
    expect(jobs.status(queued[3]!.jobId).position).toBe(3);
  });

  it('cancels a queued run (the rest move up) and stops the running one at once', async () => {
    const { jobs, gates, signals } = gatedLab();
    const running = jobs.start(small);
    const second = jobs.start(small);
    const third = jobs.start(small);
    expect(jobs.cancel(second.jobId)).toMatchObject({ state: 'cancelled', position: null });
    expect(jobs.status(third.jobId).position).toBe(1);
    await settle();
    expect(jobs.cancel(running.jobId).state).toBe('cancelled');
    expect(signals[0]!.aborted).toBe(true);
    // The next run starts once the cancelled one has unwound; the cancelled run never reports.
    await settle();
    await settle();
    expect(jobs.status(third.jobId).state).toBe('running');
    gates[1]!();
    expect((await finished(jobs, third.jobId)).report?.turns[0]!.turns).toBe(1000);
    expect(jobs.status(running.jobId)).toMatchObject({ state: 'cancelled', report: null });
    // Cancelling what is over changes nothing.
    expect(jobs.cancel(third.jobId).state).toBe('done');
  });

  it('stops a run of whole games between slices', async () => {
    const { jobs } = gatedLab();
    const games = jobs.start({ ...small, bots: ['greedy', 'optimal'], turns: 0, games: 100_000 });
    while (jobs.status(games.jobId).progress === 0) await settle();
    jobs.cancel(games.jobId);
    // Only once the games stop can the next run be played.
    const next = jobs.start({ ...small, bots: ['greedy', 'optimal'], turns: 0, games: 2 });
    expect((await finished(jobs, next.jobId)).state).toBe('done');
    expect(jobs.status(games.jobId).state).toBe('cancelled');
  });

  it('forgets the oldest finished runs beyond its count', async () => {
    const { jobs, gates } = gatedLab();
    const ids: string[] = [];
    for (let i = 0; i < MAX_FINISHED_LABS + 2; i++) {
      ids.push(jobs.start(small).jobId);
      await settle();
      gates.at(-1)!();
      await finished(jobs, ids.at(-1)!);
    }
    expect(() => jobs.status(ids[0]!)).toThrow(/not known/);
    expect(() => jobs.status(ids[1]!)).toThrow(/not known/);
    expect(jobs.status(ids[2]!).state).toBe('done');
  });
});
