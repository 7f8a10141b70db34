import { describe, expect, it, vi } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { keyOf } from './dice';
import { preset } from './presets';
import type { PolicyContext } from './policy-tables';
import { TurnPolicy, solveTurn } from './solver';

const minimal = preset('minimal').rules;

/** One Bellman step from the policy's own lookups, to check its tables against. */
function bellmanRoll(policy: TurnPolicy, total: number, dice: number): number {
  const { firstRoll, rollProb, rollKey, farkleChance } = policy.model;
  let expected = farkleChance[dice]! * policy.farkleValue;
  for (let r = firstRoll[dice]!; r < firstRoll[dice + 1]!; r++) {
    const choices = policy.keepChoices(rollKey[r]!, total);
    if (choices.length > 0) expected += rollProb[r]! * choices[0]!.value;
  }
  return expected;
}

describe('turn solver', () => {
  it('reproduces the published optimum for minimal and lab4', () => {
    for (const id of ['minimal', 'lab4'] as const) {
      const policy = solveTurn(preset(id).rules);
      expect(policy.expected.toFixed(3)).toBe('446.571');
      expect(policy.thresholds).toEqual([250, 250, 400, 1000, 2900, 10050]);
    }
  });

  it('reproduces the optimum with a 1500 straight', () => {
    const rules: Rules = { ...minimal, scoring: { ...minimal.scoring, straight: 1500 } };
    expect(solveTurn(rules).expected.toFixed(3)).toBe('470.186');
  });

  it('caches one policy per rules and situation', () => {
    expect(solveTurn(minimal)).toBe(solveTurn(preset('lab4').rules));
    expect(solveTurn(minimal, { entry: true })).toBe(solveTurn(minimal));
    expect(solveTurn(minimal, { farkleValue: -500 })).not.toBe(solveTurn(minimal));
  });

  const variants: Array<[string, Rules, Partial<PolicyContext>]> = [
    ['minimal', minimal, {}],
    ['house', preset('house').rules, {}],
    ['ece209 (junk keeps)', preset('ece209').rules, {}],
    ['it312 (must roll hot dice)', preset('it312').rules, {}],
    ['it312 before the board', preset('it312').rules, { entry: true }],
    ['minimal after two farkles', minimal, { farkleValue: -1000 }],
    [
      'house, must roll, min bank 300',
      { ...preset('house').rules, hotDice: 'must', minBank: 300 },
      {},
    ],
  ];

  it.each(variants)('satisfies the Bellman equation in its tables: %s', (_, rules, context) => {
    const policy = solveTurn(rules, context);
    const { unit, steps } = policy;
    for (const j of [0, 1, 2, 5, 9, 20, 60, steps - 3, steps - 1]) {
      if (j < 0) continue;
      for (let n = 1; n <= 6; n++) {
        const table = policy.rollValue(j * unit, n);
        expect(bellmanRoll(policy, j * unit, n)).toBeCloseTo(table, 6);
      }
    }
  });

  it.each(variants)('banks from the cap on: %s', (_, rules, context) => {
    const policy = solveTurn(rules, context);
    const cap = policy.steps * policy.unit;
    for (const total of [cap, cap + 7 * policy.unit, 2 * cap]) {
      for (let n = 1; n <= 6; n++) {
        expect(policy.rollValue(total, n)).toBeLessThanOrEqual(total);
        expect(policy.shouldBank(total, n, false)).toBe(true);
      }
    }
  });

  it('never banks below the entry threshold or the minimum bank, nor after hot dice that must roll', () => {
    const it312 = preset('it312').rules;
    const entry = solveTurn(it312, { entry: true });
    expect(entry.thresholds.slice(0, 5).every((t) => t !== null && t >= 1000)).toBe(true);
    expect(entry.thresholds[5]).toBeNull();
    expect(entry.shouldBank(950, 1, false)).toBe(false);
    expect(entry.shouldBank(20_000, 6, true)).toBe(false);
    expect(entry.expected).toBeLessThan(solveTurn(it312).expected);
    const minBank = solveTurn({ ...minimal, minBank: 500 });
    expect(minBank.shouldBank(450, 1, false)).toBe(false);
    expect(minBank.thresholds[0]).toBeGreaterThanOrEqual(500);
  });

  it('values a hot-dice chain that must roll the same inside and past its tables', () => {
    const policy = solveTurn({ ...preset('house').rules, hotDice: 'must' });
    for (const total of [policy.steps * policy.unit, 50_000, 80_000, 200_000]) {
      expect(policy.stateValue(total, 6, true)).toBeCloseTo(bellmanRoll(policy, total, 6), 6);
      expect(policy.stateValue(total, 6, true)).toBeLessThan(total);
    }
  });

  it('picks the keep with the best expected value', () => {
    const policy = solveTurn(minimal);
    // 1 1 5 2 3 4 at the start: keeping one 1 and rolling five beats taking all the points.
    const roll = keyOf([1, 1, 5, 2, 3, 4]);
    const best = policy.bestKeep(roll, 0)!;
    expect(best.keep).toBe(keyOf([1]));
    expect(best.value).toBeCloseTo(policy.keepChoices(roll, 0)[0]!.value, 9);
    expect(policy.bestKeep(keyOf([2, 3, 4, 6, 6, 2]), 0)).toBeNull();
  });
});

describe('past its tables (an endless turn)', () => {
  it.each(['ece209', 'it312', 'house'] as const)(
    '%s: weighs a roll without listing every roll’s keeps, to the same value',
    (id) => {
      const policy = solveTurn(preset(id).rules, { farkleValue: -500 });
      const cap = policy.steps * policy.unit;
      const expected = [0, 50, 8_000, 1_000_000].flatMap((over) =>
        [1, 2, 3, 4, 5, 6].map((dice) => bellmanRoll(policy, cap + over, dice)),
      );
      const listed = vi.spyOn(policy, 'keepChoices');
      const weighed = [0, 50, 8_000, 1_000_000].flatMap((over) =>
        [1, 2, 3, 4, 5, 6].map((dice) => policy.rollValue(cap + over, dice)),
      );
      expect(weighed).toEqual(expected);
      expect(listed).not.toHaveBeenCalled();
    },
  );
});
