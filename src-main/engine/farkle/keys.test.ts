import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { keyParts } from './keys';
import { preset } from './presets';
import { scoringId } from './rolls';
import { policyKeyParts } from './solver';

const base = preset('it312').rules;

/** The rules with one field set to another value of its kind. */
function changed<T extends object>(value: T, field: keyof T): T {
  const old = value[field];
  const other =
    typeof old === 'boolean'
      ? !old
      : typeof old === 'number'
        ? old + 50
        : old === null
          ? 500
          : old === 'may'
            ? 'must'
            : old === 'triples'
              ? 'double'
              : 'triples';
  return { ...value, [field]: other };
}

describe('rule cache keys', () => {
  it('lists parts in the record’s order, a field’s own value or what a function makes of it', () => {
    const fields = { b: true, a: (v: { a: number; b: string }, c: number) => v.a * c } as const;
    expect(keyParts(fields, { a: 2, b: 'x' }, 10)).toEqual(['x', 20]);
  });

  it('the scoring key changes with every scoring rule', () => {
    for (const field of Object.keys(base.scoring) as Array<keyof Rules['scoring']>) {
      expect(scoringId(changed(base.scoring, field)), field).not.toBe(scoringId(base.scoring));
    }
  });

  it('the turn policy key changes with every rule a turn policy reads', () => {
    const context = { entry: true, farkleValue: 0 };
    const key = (rules: Rules) => JSON.stringify(policyKeyParts(rules, context));
    for (const field of ['keepJunk', 'minBank', 'hotDice', 'entryThreshold'] as const) {
      expect(key(changed(base, field)), field).not.toBe(key(base));
    }
    expect(key({ ...base, scoring: changed(base.scoring, 'straight') })).not.toBe(key(base));
    // Past the entry, the threshold no longer shapes the policy.
    const entered = { entry: false, farkleValue: 0 };
    expect(policyKeyParts(changed(base, 'entryThreshold'), entered)).toEqual(
      policyKeyParts(base, entered),
    );
  });
});
