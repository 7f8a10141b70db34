/** Strategy: the solver's figures for a rule set, and the bot lab. */
import type { Rules } from '../farkle';
import type { LabRequest, LabStatus, PolicySummary } from '../strategy';
import { method } from './method';

export const strategyApi = {
  solveRules: method<{ rules: Rules }, PolicySummary>(),
  startLab: method<LabRequest, LabStatus>(),
  labStatus: method<{ jobId: string }, LabStatus>(),
  /** Stops a running lab run or takes a queued one off the queue; a finished one is left as it is. */
  cancelLab: method<{ jobId: string }, LabStatus>(),
};
