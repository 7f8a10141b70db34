/** Strategy: the solver's figures for a rule set, and the bot lab. */
import type { Rules } from '../farkle';
import type { LabRequest, LabStatus, PolicySummary } from '../strategy';
import { method } from './method';

export const strategyApi = {
  solveRules: method<{ rules: Rules }, PolicySummary>('reads'),
  startLab: method<LabRequest, LabStatus>('reads'),
  labStatus: method<{ jobId: string }, LabStatus>('reads'),
  /** Stops a running lab run or takes a queued one off the queue; a finished one is left as it is. */
  cancelLab: method<{ jobId: string }, LabStatus>('reads'),
};
