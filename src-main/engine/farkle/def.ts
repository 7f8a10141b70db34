import type {
  EngineError,
  FarkleAction,
  FarkleState,
  FarkleEvent,
} from '../../../src-shared/farkle';
import type { GameDef } from '../contract';
import { seedProblem } from '../rng';
import { eventsBetween } from './events';
import { apply, applyOwned, newGame, setupProblem, type FarkleSetup } from './game';
import type { FarkleReplay } from './replay';

/** Farkle under the one game contract. */
export const farkleGame: GameDef<
  FarkleSetup,
  FarkleState,
  FarkleAction,
  FarkleEvent,
  FarkleReplay,
  EngineError
> = {
  kind: 'farkle',
  setupOf: (replay) => ({
    rules: replay.rules,
    seats: replay.seats.length,
    generator: replay.generator,
    seed: replay.seed,
    playerSeed: replay.playerSeed,
  }),
  setupProblem: (setup) =>
    setupProblem(setup.rules, setup.seats) ??
    seedProblem(setup.generator, setup.seed, setup.playerSeed),
  newGame,
  apply,
  applyOwned,
  isOver: (state) => state.over,
  events: (before, _action, after) => eventsBetween(before, after),
  endsTurn: (before, after) => after.turnsPlayed > before.turnsPlayed,
};
