import { z } from 'zod';
import type { FarkleAction, Rules, ScoringRules } from '../../../src-shared/farkle';
import { MAX_SEATS } from '../../../src-shared/farkle';

/**
 * Every number a table uses is in steps of 50 (farkle-facts.md; every preset and course seed), and
 * none is near what would make the turn solver's work explode: its grid step is the greatest
 * common divisor of the scores, and its states grow with the largest total that may be banked.
 */
export const POINT_STEP = 50;
export const MAX_COMBINATION = 10_000;
export const MAX_THRESHOLD = 5_000;
export const MAX_TARGET = 100_000;
export const MAX_TURN_LIMIT = 100_000;

const points = (min: number, max: number) => {
  const range = `must be a multiple of ${POINT_STEP} from ${min} to ${max.toLocaleString('en-US')}`;
  return z.number().int(range).min(min, range).max(max, range).multipleOf(POINT_STEP, range);
};
const combinationValue = points(POINT_STEP, MAX_COMBINATION).nullable();

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
    entryThreshold: points(0, MAX_THRESHOLD),
    minBank: points(0, MAX_THRESHOLD),
    threeFarklePenalty: points(0, MAX_THRESHOLD),
    hotDice: z.enum(['may', 'must']),
    target: points(POINT_STEP, MAX_TARGET).nullable(),
    finalRound: z.boolean(),
    minSeats: z.number().int().min(1).max(MAX_SEATS),
    maxSeats: z.number().int().min(1).max(MAX_SEATS),
    soloSingleTurn: z.boolean(),
    turnLimit: z.number().int().min(1).max(MAX_TURN_LIMIT).nullable(),
    handicap: points(0, MAX_TARGET).optional(),
    headStarts: z.array(points(0, MAX_TARGET)).max(MAX_SEATS).optional(),
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
