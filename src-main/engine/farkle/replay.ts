import { z } from 'zod';
import {
  engineVersionProblem,
  readReplayText,
  runReplay as runGameReplay,
  writeReplayText,
  type ReplayResult as Played,
} from '../replay-file';
import type {
  FarkleAction,
  FarkleState,
  GeneratorKind,
  PresetId,
  Rules,
} from '../../../src-shared/farkle';
import { farkleGame } from './def';
import { PRESET_IDS } from './presets';
import { farkleActionSchema, generatorSchema, rulesSchema, seedSchema } from './schemas';

export const REPLAY_FORMAT = 'hotdice-replay';
export const REPLAY_VERSION = 1;

/** A whole game: rules + generator + seed + every action, which together reproduce every die. */
export interface FarkleReplay {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  /** The engine that played it (absent in files written before it was recorded: 1). */
  engineVersion?: number;
  game: 'farkle';
  /** The preset the rules started from (house rules may have changed them). */
  preset: PresetId;
  rules: Rules;
  generator: GeneratorKind;
  seed: number;
  seats: Array<{ name: string; bot: string | null }>;
  actions: FarkleAction[];
}

/** Only this engine's replays play here; a missing version is the first one. */
export const engineVersionSchema = z
  .number()
  .int()
  .optional()
  .check((ctx) => {
    const problem = engineVersionProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

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
