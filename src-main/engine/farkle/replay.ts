import { z } from 'zod';
import {
  readReplayText,
  replayHeadSchema,
  nameSchema,
  runReplay as runGameReplay,
  type ReplayResult as Played,
} from '../replay-file';
import { MAX_SEATS, type FarkleReplay, type FarkleState } from '../../../src-shared/farkle';
import { BOT_IDS, EXPERT_ID } from './bots';
import { farkleGame } from './def';
import { PRESET_IDS } from './presets';
import { generatorSchema, playerSeedSchema, seedSchema } from '../dice-schemas';
import { farkleActionSchema, rulesSchema } from './schemas';

export type { FarkleReplay };
export { REPLAY_FORMAT, REPLAY_VERSION, writeReplay } from '../replay-file';

export const replaySchema = z.strictObject({
  ...replayHeadSchema,
  game: z.literal('farkle'),
  preset: z.enum(PRESET_IDS),
  rules: rulesSchema,
  generator: generatorSchema,
  seed: seedSchema,
  playerSeed: playerSeedSchema.optional(),
  seats: z
    // Any bot's moves replay as they were played, the Expert's too.
    .array(z.strictObject({ name: nameSchema, bot: z.enum([...BOT_IDS, EXPERT_ID]).nullable() }))
    .min(1)
    .max(MAX_SEATS),
  actions: z.array(farkleActionSchema).max(1_000_000),
}) satisfies z.ZodType<FarkleReplay>;

export type ReplayResult = Played<FarkleState>;

/** Plays a replay's actions from its rules and seed; the first illegal action stops it. */
export const runReplay = (replay: FarkleReplay): ReplayResult => runGameReplay(farkleGame, replay);

/** Reads a replay file's text; any problem comes back as a sentence, never as a throw. */
export const readReplay = (text: string) => readReplayText(text, replaySchema, 'Hot Dice');
