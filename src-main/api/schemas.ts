import { z } from 'zod';
import type { ApiMethod, ApiRequest, TableCreate, TableGameKind } from '../../src-shared/api';
import { MAX_SEATS } from '../../src-shared/farkle';
import { RULE_SET_NAME } from '../../src-shared/names';
import { LAB_LIMITS } from '../../src-shared/strategy';
import {
  BOT_IDS,
  PRESET_IDS,
  farkleActionSchema,
  playerSeedSchema,
  nameSchema,
  nameSchemaOf,
  rulesSchema,
  type BotId,
} from '../engine';
import { GUIDED_GAMES } from '../engine/how-to-play';
import { rollDicePlaySchema } from '../engine/rolldice/replay';
import { gameIdSchema } from '../services/import';
import { settingsUpdateSchema } from '../services/settings';
import { rollDiceCreateSchema } from '../services/rolldice';
import { createGameSchema } from '../services/farkle-table';
import { TABLE_GAME_KINDS } from '../services/registry';
import { EXPERT_LAB_PROBLEM } from '../services/winchance';

const gameRef = z.strictObject({ gameId: gameIdSchema });
/** The `actionCount` of the view a move was made on. */
const step = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const profileId = z.number().int().positive();
const exerciseRef = z.strictObject({ exerciseId: z.number().int().min(1) });
const isoDate = z.iso.date('dates are written like 2026-11-21').nullable();

const rulesRef = z.strictObject({ preset: z.enum(PRESET_IDS), rules: rulesSchema });
const ruleSetName = nameSchemaOf(RULE_SET_NAME);

/** Every method's request schema: the main process trusts nothing the renderer sends. */
/** A seat of a game: its index among the game's seats. */
const seatRef = gameRef.extend({
  seat: z
    .number()
    .int()
    .min(0)
    .max(MAX_SEATS - 1),
});

export const requestSchemas: { [M in ApiMethod]: z.ZodType<ApiRequest<M>> } = {
  startup: z.null(),
  coachHint: gameRef,
  solveRules: z.strictObject({ rules: rulesSchema }),
  startLab: z.strictObject({
    bots: z
      .array(
        z.enum(
          BOT_IDS as [BotId, ...BotId[]],
          // The Expert plays for the game: turn averages cannot rank it.
          EXPERT_LAB_PROBLEM,
        ),
      )
      .min(1, 'pick at least one bot')
      .max(LAB_LIMITS.bots),
    preset: z.enum(PRESET_IDS),
    turns: z.number().int().min(0).max(LAB_LIMITS.turns),
    games: z.number().int().min(0).max(LAB_LIMITS.games),
    seed: z
      .number()
      .int()
      .min(0)
      .max(
        LAB_LIMITS.seed,
        `a lab seed is at most 0x${LAB_LIMITS.seed.toString(16)} (${LAB_LIMITS.seed}): type a smaller one, or leave it empty`,
      )
      .nullable(),
  }),
  labStatus: z.strictObject({ jobId: z.string().min(1).max(100) }),
  cancelLab: z.strictObject({ jobId: z.string().min(1).max(100) }),
  createRollDice: rollDiceCreateSchema,
  getRollDice: gameRef,
  rollDiceAct: gameRef.extend({ step, action: rollDicePlaySchema }),
  rollDiceBotStep: gameRef.extend({ step: step.optional() }),
  rollDiceHint: gameRef,
  // The setup and the move are checked by their game's own schemas (services/tables.ts).
  createTable: z.strictObject({
    // Read as the request comes: a game registered as the app was built is one too.
    game: z.string().refine((kind) => TABLE_GAME_KINDS.includes(kind as TableGameKind), {
      error: () => `not a game played through the table (${TABLE_GAME_KINDS.join(', ')})`,
    }),
    setup: z.unknown(),
  }) as z.ZodType<TableCreate>,
  getTable: gameRef,
  tableAct: gameRef.extend({ step, action: z.unknown() }) as z.ZodType<ApiRequest<'tableAct'>>,
  tableBotStep: gameRef.extend({ step: step.optional() }),
  tableHint: gameRef,
  listPresets: z.null(),
  listBots: z.null(),
  createGame: createGameSchema,
  fairStartOdds: rulesRef.extend({ seats: z.number().int().min(2).max(4).optional() }),
  seatOddsStatus: rulesRef.extend({
    seats: z.number().int().min(3, 'the odds are worked out for 3 or 4 players here').max(4),
  }),
  getGame: gameRef,
  act: gameRef.extend({ step, action: farkleActionSchema }),
  previewKeep: gameRef.extend({ dice: z.array(z.number().int().min(0).max(5)).max(6) }),
  botStep: gameRef.extend({ toEndOfTurn: z.boolean(), step: step.optional() }),
  exportReplay: gameRef,
  rematch: gameRef,
  setPlayerSeed: gameRef.extend({ step, playerSeed: playerSeedSchema }),
  abandonGame: gameRef,
  deleteGame: gameRef,
  leaveGame: gameRef,
  getSettings: z.null(),
  saveSettings: settingsUpdateSchema,
  listProfiles: z.null(),
  renameProfile: z.strictObject({ profileId, name: nameSchema }),
  mergeProfiles: z.strictObject({ fromId: profileId, intoId: profileId }),
  archiveProfile: z.strictObject({ profileId, archived: z.boolean() }),
  profileStats: z.strictObject({ profileId, withChosenSeeds: z.boolean() }),
  listHistory: z.strictObject({
    profileId: profileId.nullable(),
    preset: z.enum(PRESET_IDS).nullable(),
    from: isoDate,
    to: isoDate,
    limit: z.number().int().min(1).max(500),
    offset: z.number().int().min(0),
  }),
  reviewGame: gameRef,
  practiceOverview: z.strictObject({ profileId }),
  practiceExercise: exerciseRef,
  answerExercise: exerciseRef.extend({ choice: farkleActionSchema }),
  replayFrame: gameRef.extend({ step: z.number().int().min(0) }),
  exportHistory: z.union([z.null(), z.strictObject({ leaveOutSealed: z.boolean() })]),
  exportPlan: z.null(),
  importFile: z.strictObject({ text: z.string().max(128 * 1024 * 1024) }),
  importStatus: z.null(),
  ruleLimits: z.null(),
  describeRules: rulesRef,
  howToPlay: z.strictObject({ game: z.enum(GUIDED_GAMES) }),
  listRuleSets: z.null(),
  saveRuleSet: rulesRef.extend({ name: ruleSetName }),
  deleteRuleSet: z.strictObject({ id: z.number().int().positive() }),
  exportRules: rulesRef.extend({ name: ruleSetName }),
  shareGame: gameRef.extend({
    address: z.ipv4('give the address as four numbers: 192.168.1.20').optional(),
  }),
  stopSharing: gameRef,
  revokeSeat: seatRef,
  handSeatToBot: seatRef,
  shareAddresses: z.null(),
  sharedGame: gameRef,
};
