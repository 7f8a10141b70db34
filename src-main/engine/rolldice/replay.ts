import { z } from 'zod';
import {
  engineVersionSchema,
  readReplayText,
  runReplay as runGameReplay,
  writeReplayText,
  type ReplayResult as Played,
} from '../replay-file';
import {
  ROLLDICE,
  type RollDiceAction,
  type RollDiceReplay,
  type RollDiceState,
} from '../../../src-shared/rolldice';
import { REPLAY_FORMAT, REPLAY_VERSION } from '../farkle/replay';
import { generatorSchema, seedSchema } from '../farkle/schemas';
import { rollDiceGame } from './def';

export const rollDiceActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll'), die: z.number().int().min(1).max(ROLLDICE.dice) }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('retarget') }),
  z.strictObject({ type: z.literal('new-game') }),
]) satisfies z.ZodType<RollDiceAction>;

export const replaySchema = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  engineVersion: engineVersionSchema,
  game: z.literal('rolldice'),
  generator: generatorSchema,
  seed: seedSchema,
  player: z.strictObject({ name: z.string().min(1).max(40), bot: z.string().max(40).nullable() }),
  actions: z.array(rollDiceActionSchema).max(1_000_000),
}) satisfies z.ZodType<RollDiceReplay>;

export type ReplayResult = Played<RollDiceState>;

/** Plays a replay's actions from its seed; the first illegal action stops it. */
export function runReplay(replay: RollDiceReplay): ReplayResult {
  return runGameReplay(rollDiceGame, replay);
}

export function writeReplay(replay: RollDiceReplay): string {
  return writeReplayText(replay);
}

/** Reads a replay file's text; any problem comes back as a sentence, never as a throw. */
export function readReplay(
  text: string,
): { ok: true; replay: RollDiceReplay } | { ok: false; error: string } {
  return readReplayText(text, replaySchema, 'Roll-Dice-Roll');
}
