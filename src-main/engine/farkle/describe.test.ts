import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { describeRules, sameRules } from './describe';
import { preset } from './presets';
import { rulesSchema } from './schemas';

const house = preset('house').rules;
const custom: Rules = {
  ...preset('minimal').rules,
  target: 5000,
  threeFarklePenalty: 500,
  scoring: { ...preset('minimal').rules.scoring, threePairs: 750 },
};

/** The value a dotted scoring line shows for a combination, or null when there is no line. */
function lineValue(text: string, label: string): string | null {
  const line = text.split('\n').find((l) => l.trim().startsWith(`${label} .`));
  return line === undefined ? null : line.split(/\.{3,}/)[1]!.trim();
}

const combination = fc.option(fc.integer({ min: 1, max: 200 }).map((k) => k * 50));
const threshold = fc.integer({ min: 0, max: 100 }).map((k) => k * 50);
const anyRules: fc.Arbitrary<Rules> = fc.record({
  scoring: fc.record({
    ofAKind: fc.constantFrom('triples', 'add', 'double', 'fixed'),
    straight: combination,
    lowStraight: combination,
    highStraight: combination,
    threePairs: combination,
    twoTriplets: combination,
    fourAndPair: combination,
  }),
  keepJunk: fc.boolean(),
  entryThreshold: threshold,
  minBank: threshold,
  threeFarklePenalty: threshold,
  hotDice: fc.constantFrom('may', 'must'),
  target: fc.integer({ min: 1, max: 2000 }).map((k) => k * 50),
  finalRound: fc.boolean(),
  minSeats: fc.constant(1),
  maxSeats: fc.integer({ min: 1, max: 8 }),
  soloSingleTurn: fc.boolean(),
  turnLimit: fc.constant(null),
});

describe('describeRules', () => {
  it('writes the short game with a farkle penalty and three pairs', () => {
    const text = describeRules(custom);
    expect(text).toContain('First to 5,000 wins.');
    expect(text).toContain('A third farkle in a row costs 500 points.');
    expect(lineValue(text, 'Three pairs')).toBe('750');
    expect(lineValue(text, 'Straight 1-2-3-4-5-6')).toBeNull();
    expect(text).not.toContain('final round');
  });

  it('says what each rule the engine plays is, and leaves out what is off', () => {
    fc.assert(
      fc.property(anyRules, (rules) => {
        expect(rulesSchema.safeParse(rules).success).toBe(true);
        const text = describeRules(rules);
        const money = (value: number) => value.toLocaleString('en-US');
        const { scoring } = rules;
        // Each combination's line, by the words a player looks for.
        const labels = {
          straight: 'Straight 1-2-3-4-5-6',
          lowStraight: 'Straight 1-2-3-4-5',
          highStraight: 'Straight 2-3-4-5-6',
          threePairs: 'Three pairs',
          twoTriplets: 'Two triplets',
          fourAndPair: 'Four of a kind and a pair',
        } as const;
        for (const [key, label] of Object.entries(labels)) {
          const value = scoring[key as keyof typeof labels];
          expect(lineValue(text, label)).toBe(value === null ? null : money(value));
        }
        expect(text.includes(`First to ${money(rules.target!)}`)).toBe(true);
        expect(text.includes('final round')).toBe(rules.finalRound);
        expect(text.includes('you must roll all six again')).toBe(rules.hotDice === 'must');
        expect(text.includes('score nothing may be set aside')).toBe(rules.keepJunk);
        const entry = `first bank needs at least ${money(rules.entryThreshold)}`;
        expect(text.includes(entry)).toBe(rules.entryThreshold > 0);
        const bank = `below ${money(rules.minBank)} cannot be banked`;
        expect(text.includes(bank)).toBe(rules.minBank > 0);
        const penalty = `costs ${money(rules.threeFarklePenalty)} points`;
        expect(text.includes(penalty)).toBe(rules.threeFarklePenalty > 0);
        expect(text.includes('single test turn')).toBe(rules.soloSingleTurn);
      }),
      { numRuns: 200, seed: 12 },
    );
  });

  it('names a solitaire by its number of turns', () => {
    expect(describeRules({ ...preset('lab4').rules, turnLimit: 250 })).toContain(
      'The game ends after 250 turns',
    );
  });
});

describe('sameRules', () => {
  it('tells rule sets apart by value, whatever the order of their keys', () => {
    const reordered = JSON.parse(JSON.stringify(house, Object.keys(house).reverse())) as Rules;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(house)[0]);
    expect(sameRules(house, { ...reordered, scoring: { ...house.scoring } })).toBe(true);
    expect(sameRules(house, { ...house, target: 5000 })).toBe(false);
    expect(sameRules(house, { ...house, scoring: { ...house.scoring, threePairs: 500 } })).toBe(
      false,
    );
  });
});
