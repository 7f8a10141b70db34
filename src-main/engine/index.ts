export * from './rng';
export * from './farkle/dice';
export * from './farkle/scoring';
export * from './farkle/presets';
export * from './farkle/game';
export * from './farkle/replay';
export * from './farkle/schemas';
export * from './farkle/events';
