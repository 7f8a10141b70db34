import {
  rollModel,
  solvePolicyTables,
  type PolicyContext,
  type PolicyTables,
  type RollModel,
  type TurnRules,
} from '../engine';

/**
 * The heavy strategy work that runs off the thread answering the API: each kind of job names
 * what it is given and what it answers (plain data and typed arrays, which cross threads).
 * Another kind of solve is one more entry here and in `strategyJobs`.
 */
export interface StrategyJobs {
  /**
   * Turn policies for one rule set, solved in the order of `contexts`, with the roll model they
   * stand on (as data: adoptRollModel gives it its methods back).
   */
  'turn-policies': {
    job: { rules: TurnRules; contexts: PolicyContext[] };
    result: { model: RollModel; tables: PolicyTables[] };
  };
}

export type StrategyJobKind = keyof StrategyJobs;

/** Runs strategy jobs on worker threads: a Node adapter the app hands to the services. */
export interface StrategyWorker {
  /**
   * The job's answer; rejects with a ServiceError when the job is refused (rules past the
   * solver's limit, too many jobs waiting).
   */
  run<K extends StrategyJobKind>(
    kind: K,
    job: StrategyJobs[K]['job'],
  ): Promise<StrategyJobs[K]['result']>;
}

/** What each kind of job computes: the worker thread runs these. */
export const strategyJobs: {
  [K in StrategyJobKind]: (job: StrategyJobs[K]['job']) => StrategyJobs[K]['result'];
} = {
  'turn-policies': ({ rules, contexts }) => ({
    model: rollModel(rules),
    tables: contexts.map((context) => solvePolicyTables(rules, context)),
  }),
};
