import { z } from 'zod';
import type { FarkleAction, Rules, ScoringRules } from '../../../src-shared/farkle';
import { MAX_SEATS } from '../../../src-shared/farkle';

const points = z.number().int().min(0).max(1_000_000);
const combinationValue = points.nullable();

export const scoringRulesSchema = z.strictObject({
  ofAKind: z.enum(['triples', 'add', 'double', 'fixed']),
  straight: combinationValue,
  lowStraight: combinationValue,
  highStraight: combinationValue,
  threePairs: combinationValue,
  twoTriplets: combinationValue,
  fourAndPair: combinationValue,
}) satisfies z.ZodType<ScoringRules>;

export const rulesSchema = z
  .strictObject({
    scoring: scoringRulesSchema,
    keepJunk: z.boolean(),
    entryThreshold: points,
    minBank: points,
    threeFarklePenalty: points,
    hotDice: z.enum(['may', 'must']),
    target: z.number().int().min(50).max(1_000_000).nullable(),
    finalRound: z.boolean(),
    minSeats: z.number().int().min(1).max(MAX_SEATS),
    maxSeats: z.number().int().min(1).max(MAX_SEATS),
    soloSingleTurn: z.boolean(),
    turnLimit: z.number().int().min(1).max(100_000).nullable(),
  })
  .refine((rules) => rules.minSeats <= rules.maxSeats, {
    message: 'the smallest seat count is above the largest',
  }) satisfies z.ZodType<Rules>;

export const farkleActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({
    type: z.literal('keep'),
    dice: z.array(z.number().int().min(0).max(5)).min(1).max(6),
  }),
  z.strictObject({ type: z.literal('bank') }),
]) satisfies z.ZodType<FarkleAction>;

export const generatorSchema = z.enum(['ece209', 'xoroshiro128plus', 'java']);
export const seedSchema = z.number().int().min(0).max(0xffff_ffff);
