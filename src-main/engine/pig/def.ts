import type { PigAction, PigError, PigEvent, PigReplay, PigState } from '../../../src-shared/pig';
import type { GameDef } from '../contract';
import { applyPig, newPig, pigEvents, pigSetupProblem, type PigSetup } from './game';

/** Pig under the one game contract. */
export const pigGame: GameDef<PigSetup, PigState, PigAction, PigEvent, PigReplay, PigError> = {
  kind: 'pig',
  setupOf: (replay) => ({
    target: replay.target,
    seats: replay.seats.length,
    generator: replay.generator,
    seed: replay.seed,
    ...(replay.playerSeed === undefined ? {} : { playerSeed: replay.playerSeed }),
  }),
  setupProblem: pigSetupProblem,
  newGame: newPig,
  apply: applyPig,
  isOver: (state) => state.over,
  events: pigEvents,
  endsTurn: (before, after) => after.turns.length > before.turns.length,
};
