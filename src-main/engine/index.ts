export * from './rng';
export * from './fair-dice';
export * from './farkle/dice';
export * from './farkle/scoring';
export * from './farkle/presets';
export * from './farkle/describe';
export * from './farkle/game';
export * from './farkle/replay';
export * from './dice-schemas';
export * from './farkle/schemas';
export * from './farkle/events';
export * from './farkle/rolls';
export * from './farkle/policy-tables';
export * from './farkle/solver';
export * from './farkle/simulate';
export * from './farkle/bots';
export * from './farkle/coach';
export * from './contract';
export {
  ENGINE_VERSION,
  engineVersionProblem,
  nameSchema,
  nameSchemaOf,
  playedVersion,
  replayFrame,
  runReplay as runGameReplay,
} from './replay-file';
export * from './farkle/def';
export * from './rolldice/def';
export * from './registry';
