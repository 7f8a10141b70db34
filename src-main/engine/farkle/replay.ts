import { z } from 'zod';
import {
  playActions,
  readReplayText,
  writeReplayText,
  type ReplayResult as Played,
} from '../replay-file';
import {
  MAX_SEATS,
  type FarkleAction,
  type FarkleState,
  type GeneratorKind,
  type PresetId,
  type Rules,
} from '../../../src-shared/farkle';
import { seedProblem } from '../rng';
import { apply, newGame, setupProblem } from './game';
import { PRESET_IDS } from './presets';
import { farkleActionSchema, generatorSchema, rulesSchema, seedSchema } from './schemas';

export const REPLAY_FORMAT = 'hotdice-replay';
export const REPLAY_VERSION = 1;

/** A whole game: rules + generator + seed + every action, which together reproduce every die. */
export interface FarkleReplay {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  game: 'farkle';
  /** The preset the rules started from (house rules may have changed them). */
  preset: PresetId;
  rules: Rules;
  generator: GeneratorKind;
  seed: number;
  seats: Array<{ name: string; bot: string | null }>;
  actions: FarkleAction[];
}

export const replaySchema = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  game: z.literal('farkle'),
  preset: z.enum(PRESET_IDS),
  rules: rulesSchema,
  generator: generatorSchema,
  seed: seedSchema,
  seats: z
    .array(z.strictObject({ name: z.string().min(1).max(40), bot: z.string().max(40).nullable() }))
    .min(1)
    .max(MAX_SEATS),
  actions: z.array(farkleActionSchema).max(1_000_000),
}) satisfies z.ZodType<FarkleReplay>;

export type ReplayResult = Played<FarkleState>;

/** Plays a replay's actions from its rules and seed; the first illegal action stops it. */
export function runReplay(replay: FarkleReplay): ReplayResult {
  const problem =
    setupProblem(replay.rules, replay.seats.length) ?? seedProblem(replay.generator, replay.seed);
  if (problem) return { ok: false, error: problem, actionIndex: null };
  const state = newGame({
    rules: replay.rules,
    seats: replay.seats.length,
    generator: replay.generator,
    seed: replay.seed,
  });
  return playActions(state, replay.actions, apply);
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
