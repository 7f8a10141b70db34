import type { Rules } from '../../src-shared/farkle';
import type { LabRequest, LabStatus, PolicyReport, PolicySummary } from '../../src-shared/strategy';
import {
  adoptRollModel,
  gamePolicyContexts,
  installTurnPolicy,
  isTurnSolved,
  solveTurn,
  type PolicyContext,
} from '../engine';
import type { BotId } from '../engine/farkle/bots';
import { ServiceError } from '../errors';
import { gamesProblem, runLab, type ParallelSimulator } from './lab';
import type { StrategyWorker } from './strategy-jobs';

/** The optimal turn policy's figures for a rule set, with its variants the rules call for. */
export function policySummary(rules: Rules): PolicySummary {
  const solve = (context: Partial<PolicyContext>): PolicyReport => {
    const policy = solveTurn(rules, context);
    return {
      expected: Math.round(policy.expected * 1000) / 1000,
      thresholds: Object.fromEntries(policy.thresholds.map((t, i) => [String(i + 1), t])),
    };
  };
  return {
    ...solve({}),
    entry: rules.entryThreshold > 0 ? solve({ entry: true }) : null,
    lastChance:
      rules.threeFarklePenalty > 0 ? solve({ farkleValue: -rules.threeFarklePenalty }) : null,
  };
}

/**
 * Keeps the solver's work off the thread that answers the API: a game's policies are solved on
 * the strategy worker before the coach or a bot needs them, then the engine's cache (bounded:
 * MAX_POLICY_BYTES) answers their synchronous calls. A policy dropped from the cache before it
 * is used is solved again in place, within the solver's bound.
 */
export class Solutions {
  /** Solves under way, so the same rules asked twice at once are solved once. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly worker: StrategyWorker) {}

  /** Solves every policy a game under these rules with these bots needs that is not cached. */
  async prepare(rules: Rules, bots: ReadonlyArray<string | null>): Promise<void> {
    const missing = gamePolicyContexts(rules, bots).filter((c) => !isTurnSolved(rules, c));
    if (missing.length === 0) return;
    const key = JSON.stringify([rules, missing]);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.worker
        .run('turn-policies', { rules, contexts: missing })
        .then(({ model, tables }) => {
          adoptRollModel(rules, model);
          tables.forEach((t, i) => installTurnPolicy(rules, missing[i]!, t));
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    await pending;
  }

  /** The optimal policy's figures for a rule set, solved on the worker. */
  async summary(rules: Rules): Promise<PolicySummary> {
    await this.prepare(rules, []);
    return policySummary(rules);
  }
}

/** Lab runs that may wait behind the running one; past that a new run is refused. */
export const MAX_QUEUED_LABS = 4;
/** Finished runs remembered for labStatus (a report is a few kB); older ones are forgotten. */
export const MAX_FINISHED_LABS = 16;

interface LabJob {
  status: LabStatus;
  request: LabRequest;
  /** Stops the run while it runs. */
  abort: AbortController;
}

/**
 * Bot lab runs, one at a time in the order asked for; the table polls their progress. A run can
 * be cancelled while it waits or runs; finished runs are remembered up to MAX_FINISHED_LABS.
 */
export class LabJobs {
  private readonly jobs = new Map<string, LabJob>();
  private readonly queue: LabJob[] = [];
  private running: LabJob | null = null;
  private readonly finished: string[] = [];

  constructor(
    private readonly options: {
      threads: number;
      newId: () => string;
      randomSeed: () => number;
      simulateParallel: ParallelSimulator;
    },
  ) {}

  start(request: LabRequest): LabStatus {
    const bots = request.bots as BotId[];
    const problem = request.games > 0 ? gamesProblem(bots, request.preset) : null;
    if (problem) throw new ServiceError('illegal', `these bots cannot play games: ${problem}`);
    if (request.turns === 0 && request.games === 0) {
      throw new ServiceError('bad-request', 'ask for some turns or some games');
    }
    if (this.queue.length >= MAX_QUEUED_LABS) {
      throw new ServiceError(
        'illegal',
        `the bot lab already has ${MAX_QUEUED_LABS} runs waiting: let one finish or cancel one`,
      );
    }
    const job: LabJob = {
      status: {
        jobId: this.options.newId(),
        state: 'queued',
        position: null,
        progress: 0,
        stage: 'waiting for the runs before it',
        report: null,
        error: null,
      },
      request: { ...request, seed: request.seed ?? this.options.randomSeed() },
      abort: new AbortController(),
    };
    this.jobs.set(job.status.jobId, job);
    this.queue.push(job);
    this.next();
    return this.status(job.status.jobId);
  }

  status(jobId: string): LabStatus {
    const job = this.jobs.get(jobId);
    if (!job) throw new ServiceError('not-found', 'that lab run is not known');
    const waiting = this.queue.indexOf(job);
    return { ...job.status, position: waiting < 0 ? null : waiting + 1 };
  }

  /** Takes a queued run off the queue, or stops the running one between its batches. */
  cancel(jobId: string): LabStatus {
    const job = this.jobs.get(jobId);
    if (!job) throw new ServiceError('not-found', 'that lab run is not known');
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      this.finish(job, { state: 'cancelled', stage: 'cancelled' });
    } else if (job === this.running) {
      job.abort.abort();
      // Stopped now for the table; the run's workers end as it unwinds.
      this.finish(job, { state: 'cancelled', stage: 'cancelled' });
    }
    return this.status(jobId);
  }

  /** Starts the next queued run when none is running. */
  private next(): void {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = job;
    Object.assign(job.status, { state: 'running', stage: 'starting' });
    const { request } = job;
    runLab({
      bots: request.bots as BotId[],
      preset: request.preset,
      turns: request.turns,
      games: request.games,
      seed: request.seed!,
      threads: this.options.threads,
      simulateParallel: this.options.simulateParallel,
      signal: job.abort.signal,
      onProgress: (stage, fraction) => {
        if (job.status.state === 'running')
          Object.assign(job.status, { stage, progress: fraction });
      },
    })
      .then((report) => this.finish(job, { state: 'done', report, progress: 1, stage: 'done' }))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.finish(job, { state: 'failed', error: message });
      })
      .finally(() => {
        this.running = null;
        this.next();
      });
  }

  /** A run is over: its last status is kept, and the oldest finished runs are forgotten. */
  private finish(job: LabJob, change: Partial<LabStatus>): void {
    if (job.status.state !== 'queued' && job.status.state !== 'running') return;
    Object.assign(job.status, change);
    this.finished.push(job.status.jobId);
    while (this.finished.length > MAX_FINISHED_LABS) this.jobs.delete(this.finished.shift()!);
  }
}
