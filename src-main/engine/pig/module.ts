import { z } from 'zod';
import {
  PIG,
  PIG_BOTS,
  type PigAction,
  type PigEvent,
  type PigReplay,
  type PigState,
} from '../../../src-shared/pig';
import type { GameModule } from '../contract';
import { generatorSchema, playerSeedSchema, seedSchema } from '../dice-schemas';
import { nameSchema, readReplayText, replayHeadSchema } from '../replay-file';
import { pigGame } from './def';

export const pigActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('hold') }),
]) satisfies z.ZodType<PigAction>;

export const pigTargetSchema = z
  .number()
  .int(`the target is a whole number`)
  .min(PIG.targetMin, `the target is at least ${PIG.targetMin}`)
  .max(PIG.targetMax, `the target is at most ${PIG.targetMax}`);

const BOT_IDS = PIG_BOTS.map((bot) => bot.id);

export const pigReplaySchema = z.strictObject({
  ...replayHeadSchema,
  game: z.literal('pig'),
  target: pigTargetSchema,
  generator: generatorSchema,
  seed: seedSchema,
  playerSeed: playerSeedSchema.optional(),
  seats: z
    .array(z.strictObject({ name: nameSchema, bot: z.enum(BOT_IDS).nullable() }))
    .min(1)
    .max(PIG.maxSeats),
  actions: z.array(pigActionSchema).max(1_000_000),
}) satisfies z.ZodType<PigReplay>;

/** Pig in the registry of games: its rules are its target. */
export const pigModule = {
  kind: 'pig',
  title: 'Pig',
  def: pigGame,
  replaySchema: pigReplaySchema,
  readReplay: (text) => readReplayText(text, pigReplaySchema, 'Pig'),
  encodeAction: (action) => action.type[0]!,
  decodeAction: (text) => ({ type: text === 'h' ? 'hold' : 'roll' }),
  seats: (replay) => replay.seats,
  // A bot keeps one profile under its own name, whatever its seat is called.
  profileName: (seat) => PIG_BOTS.find((bot) => bot.id === seat.bot)?.name ?? seat.name,
  preset: () => null,
  rules: (replay) => JSON.stringify({ game: 'pig', target: replay.target }),
  replayFrom: (stored) => ({
    ...stored.head,
    game: 'pig',
    target: (JSON.parse(stored.rules) as { target: number }).target,
    generator: stored.generator,
    seed: stored.seed,
    ...stored.playerSeed,
    seats: stored.seats,
    actions: stored.actions.map((text) => ({ type: text === 'h' ? 'hold' : 'roll' })),
  }),
  // A one-seat game (a race to the target alone) is neither won nor lost.
  facts: (state) => ({
    totals: state.totals,
    winner: state.totals.length > 1 ? state.winner : null,
    turns: state.turns.length,
  }),
  summary: (state) => ({ ...state, turns: [] }),
  stats: { better: 'higher', winIs: 'first to the target' },
  fileStem: (replay) => `pig-${replay.target}`,
} satisfies GameModule<'pig', PigState, PigAction, PigEvent, PigReplay>;
