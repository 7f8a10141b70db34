import type {
  RollDiceAction,
  RollDiceError,
  RollDiceEvent,
  RollDiceReplay,
  RollDiceState,
} from '../../../src-shared/rolldice';
import type { GameDef } from '../contract';
import { playedVersion } from '../replay-file';
import { seedProblem } from '../rng';
import { rollDiceEvents } from './events';
import { apply, newGame, type RollDiceSetup } from './game';

/** Roll-Dice-Roll under the one game contract. */
export const rollDiceGame: GameDef<
  RollDiceSetup,
  RollDiceState,
  RollDiceAction,
  RollDiceEvent,
  RollDiceReplay,
  RollDiceError
> = {
  kind: 'rolldice',
  setupOf: (replay) => ({
    generator: replay.generator,
    seed: replay.seed,
    playerSeed: replay.playerSeed,
    engineVersion: playedVersion(replay),
  }),
  setupProblem: (setup) => seedProblem(setup.generator, setup.seed, setup.playerSeed),
  newGame,
  apply,
  isOver: (state) => state.over,
  events: rollDiceEvents,
  endsTurn: (before, after) => after.round > before.round,
};
