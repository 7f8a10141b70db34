import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { MOST_DEMANDING_RULES, PRESETS, preset } from './presets';
import { MAX_COMBINATION, MAX_TARGET, MAX_THRESHOLD, rulesSchema } from './schemas';
import { MAX_TURN_STATES, SolverLimitError } from './policy-tables';
import { TurnPolicy } from './solver';

const house = preset('house').rules;

/** The first refusal's field and message, as the API reports it. */
function refusal(rules: unknown): string | null {
  const parsed = rulesSchema.safeParse(rules);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('rule numbers are bounded to what a table needs', () => {
  it.each(PRESETS.map((p) => [p.id, p.rules] as const))('preset %s is valid', (_, rules) => {
    expect(rulesSchema.safeParse(rules).success).toBe(true);
  });

  it('refuses the rules that froze the coach (a 1-point straight, minimum bank 1,000,000)', () => {
    const rules = {
      ...house,
      scoring: { ...house.scoring, straight: 1 },
      minBank: 1_000_000,
      target: 1_000_000,
    };
    expect(refusal(rules)).toBe('scoring.straight: must be a multiple of 50 from 50 to 10,000');
  });

  const adversarial: Array<[string, (rules: Rules) => unknown]> = [
    ['scoring.threePairs', (r) => ({ ...r, scoring: { ...r.scoring, threePairs: 7 } })],
    ['scoring.straight', (r) => ({ ...r, scoring: { ...r.scoring, straight: 0 } })],
    [
      'scoring.twoTriplets',
      (r) => ({ ...r, scoring: { ...r.scoring, twoTriplets: MAX_COMBINATION + 50 } }),
    ],
    ['minBank', (r) => ({ ...r, minBank: 1_000_000 })],
    ['minBank', (r) => ({ ...r, minBank: 125 })],
    ['entryThreshold', (r) => ({ ...r, entryThreshold: MAX_THRESHOLD + 50 })],
    ['threeFarklePenalty', (r) => ({ ...r, threeFarklePenalty: 1 })],
    ['target', (r) => ({ ...r, target: MAX_TARGET + 50 })],
    ['target', (r) => ({ ...r, target: 10_001 })],
  ];

  it.each(adversarial)('refuses a bad %s, naming the field', (field, change) => {
    expect(refusal(change(house))?.startsWith(`${field}: `)).toBe(true);
  });

  it('keeps the most demanding valid rules well inside the solver limit', () => {
    const worst = MOST_DEMANDING_RULES;
    expect(rulesSchema.safeParse(worst).success).toBe(true);
    const policy = new TurnPolicy(worst, { entry: true, farkleValue: 0 });
    expect(6 * policy.steps).toBeLessThan(MAX_TURN_STATES / 2);
  });
});

describe('the turn solver bounds its work', () => {
  it('refuses before allocating when the states would exceed its maximum', () => {
    // A 1-point straight makes the grid step 1 point; banking from 100,000 needs 100,000 steps.
    const rules: Rules = { ...house, scoring: { ...house.scoring, straight: 1 }, minBank: 100_000 };
    let error: unknown = null;
    try {
      new TurnPolicy(rules, { entry: false, farkleValue: 0 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SolverLimitError);
    expect((error as SolverLimitError).states).toBeGreaterThanOrEqual(6 * 100_000);
    expect((error as Error).message).toMatch(/more than the 100,000 the coach allows/);
  });
});
