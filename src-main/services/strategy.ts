import type { Rules } from '../../src-shared/farkle';
import type { LabRequest, LabStatus, PolicyReport, PolicySummary } from '../../src-shared/strategy';
import {
  gamePolicyContexts,
  installTurnPolicy,
  isTurnSolved,
  solveTurn,
  type PolicyContext,
} from '../engine';
import type { BotId } from '../engine/farkle/bots';
import { ServiceError } from './errors';
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
        .then((tables) => tables.forEach((t, i) => installTurnPolicy(rules, missing[i]!, t)))
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

/** Bot lab runs in the background; the table polls their progress. */
export class LabJobs {
  private readonly jobs = new Map<string, LabStatus>();

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
    const job: LabStatus = {
      jobId: this.options.newId(),
      progress: 0,
      stage: 'starting',
      report: null,
      error: null,
    };
    this.jobs.set(job.jobId, job);
    runLab({
      bots,
      preset: request.preset,
      turns: request.turns,
      games: request.games,
      seed: request.seed ?? this.options.randomSeed(),
      threads: this.options.threads,
      simulateParallel: this.options.simulateParallel,
      onProgress: (stage, fraction) => Object.assign(job, { stage, progress: fraction }),
    })
      .then((report) => Object.assign(job, { report, progress: 1, stage: 'done' }))
      .catch((error: unknown) =>
        Object.assign(job, { error: error instanceof Error ? error.message : String(error) }),
      );
    return { ...job };
  }

  status(jobId: string): LabStatus {
    const job = this.jobs.get(jobId);
    if (!job) throw new ServiceError('not-found', 'that lab run is not known');
    return { ...job };
  }
}
