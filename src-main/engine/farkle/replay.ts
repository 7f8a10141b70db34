import { z } from 'zod';
import {
  engineVersionSchema,
  readReplayText,
  runReplay as runGameReplay,
  writeReplayText,
  type ReplayResult as Played,
} from '../replay-file';
import type { FarkleReplay, FarkleState } from '../../../src-shared/farkle';
import { farkleGame } from './def';
import { PRESET_IDS } from './presets';
import { farkleActionSchema, generatorSchema, rulesSchema, seedSchema } from './schemas';

export type { FarkleReplay };

export const REPLAY_FORMAT = 'hotdice-replay';
export const REPLAY_VERSION = 1;

export const replaySchema = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  engineVersion: engineVersionSchema,
  game: z.literal('farkle'),
  preset: z.enum(PRESET_IDS),
  rules: rulesSchema,
  generator: generatorSchema,
  seed: seedSchema,
  seats: z
    .array(z.strictObject({ name: z.string().min(1).max(40), bot: z.string().max(40).nullable() }))
    .min(1)
    .max(4),
  actions: z.array(farkleActionSchema).max(1_000_000),
}) satisfies z.ZodType<FarkleReplay>;

export type ReplayResult = Played<FarkleState>;

/** Plays a replay's actions from its rules and seed; the first illegal action stops it. */
export function runReplay(replay: FarkleReplay): ReplayResult {
  return runGameReplay(farkleGame, replay);
}

export function writeReplay(replay: FarkleReplay): string {
  return writeReplayText(replay);
}

/** Reads a replay file's text; any problem comes back as a sentence, never as a throw. */
export function readReplay(
  text: string,
): { ok: true; replay: FarkleReplay } | { ok: false; error: string } {
  return readReplayText(text, replaySchema, 'Hot Dice');
}
