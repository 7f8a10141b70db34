import { BOT_LADDER, botAction } from '../engine/farkle/bots';
import type { Bot } from './farkle';

/** The bots a seat can hold, from the strategy ladder in the engine. */
export const FARKLE_BOTS: readonly Bot[] = BOT_LADDER.map((info) => ({
  // Every ladder bot plays for the turn, which is what the lab measures.
  info: { ...info, labProblem: null },
  decide: (state) => botAction(info.id, state),
}));
