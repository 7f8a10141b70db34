import { BOTS as FARKLE_BOTS, botAction } from '../engine/farkle/bots';
import type { Bot } from './farkle';

/** The bots a seat can hold, from the strategy ladder in the engine. */
export const BOTS: readonly Bot[] = FARKLE_BOTS.map((info) => ({
  // Every ladder bot plays for the turn, which is what the lab measures.
  info: { ...info, labProblem: null },
  decide: (state) => botAction(info.id, state),
}));
