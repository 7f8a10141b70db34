import type { Rules } from '../../src-shared/farkle';
import type { LabRequest, LabStatus, PolicyReport, PolicySummary } from '../../src-shared/strategy';
import { solveTurn, type PolicyContext } from '../engine';
import type { BotId } from '../engine/farkle/bots';
import { ServiceError } from '../errors';
import { gamesProblem, runLab, type ParallelSimulator } from './lab';

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
