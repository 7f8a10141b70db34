import { BOTS as FARKLE_BOTS, botAction } from '../engine/farkle/bots';
import type { Bot } from './games';

/** The bots a seat can hold, from the strategy ladder in the engine. */
export const BOTS: readonly Bot[] = FARKLE_BOTS.map((info) => ({
  info,
  decide: (state) => botAction(info.id, state),
}));
