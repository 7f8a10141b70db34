import { z } from 'zod';
import * as file from '../replay-file';
import {
  ROLLDICE,
  ROLLDICE_BOT,
  type RollDiceAction,
  type RollDiceReplay,
  type RollDiceState,
} from '../../../src-shared/rolldice';
import { generatorSchema, playerSeedSchema, seedSchema } from '../dice-schemas';
import { rollDiceGame } from './def';

/** What a player does at the table; a new game there is a new stored game, not an action. */
export const rollDicePlaySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll'), die: z.number().int().min(1).max(ROLLDICE.dice) }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('retarget') }),
]) satisfies z.ZodType<Exclude<RollDiceAction, { type: 'new-game' }>>;

export const rollDiceActionSchema = z.discriminatedUnion('type', [
  ...rollDicePlaySchema.options,
  z.strictObject({ type: z.literal('new-game') }),
]) satisfies z.ZodType<RollDiceAction>;

export const replaySchema = z.strictObject({
  ...file.replayHeadSchema,
  game: z.literal('rolldice'),
  generator: generatorSchema,
  seed: seedSchema,
  playerSeed: playerSeedSchema.optional(),
  player: z.strictObject({ name: file.nameSchema, bot: z.literal(ROLLDICE_BOT).nullable() }),
  actions: z.array(rollDiceActionSchema).max(1_000_000),
}) satisfies z.ZodType<RollDiceReplay>;

export type ReplayResult = file.ReplayResult<RollDiceState>;

/** Plays a replay's actions from its seed; the first illegal action stops it. */
export const runReplay = (replay: RollDiceReplay): ReplayResult =>
  file.runReplay(rollDiceGame, replay);

/** Reads a replay file's text; any problem comes back as a sentence, never as a throw. */
export const readReplay = (text: string) =>
  file.readReplayText(text, replaySchema, 'Roll-Dice-Roll');

export { writeReplay } from '../replay-file';
