import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { deserialiseWinOdds, serialiseWinOdds, winRulesDigest, winRulesKey } from './wincache';
import { solveWin } from './winsolver';

const small: Rules = { ...preset('minimal').rules, target: 1000 };

/** Two rule sets whose 32-bit FNV-1a keys (the cache's key before SHA-256) were equal. */
const colliding: [Rules, Rules] = [
  { ...small, minBank: 600, scoring: { ...small.scoring, threePairs: 150, straight: 4400 } },
  { ...small, minBank: 100, scoring: { ...small.scoring, threePairs: 1400, straight: 3650 } },
];

/** The same rules with one field changed to another value of its type. */
function changed(rules: Rules, path: string[]): Rules {
  const copy = structuredClone(rules) as unknown as Record<string, Record<string, unknown>>;
  const holder = path.length === 2 ? copy[path[0]!]! : (copy as Record<string, unknown>);
  const field = path.at(-1)!;
  const value = holder[field];
  holder[field] =
    typeof value === 'boolean'
      ? !value
      : typeof value === 'number'
        ? value + 50
        : value === null
          ? 250
          : value === 'may'
            ? 'must'
            : 'double';
  return copy as unknown as Rules;
}

describe('the win-table key', () => {
  it('changes with every rule field but the seat limits, the solo turn and the head start', () => {
    const { scoring, ...top } = small;
    const paths = [
      ...Object.keys(top).map((k) => [k]),
      ...Object.keys(scoring).map((k) => ['scoring', k]),
      ['handicap'],
    ];
    const ignored = ['minSeats', 'maxSeats', 'soloSingleTurn', 'handicap'];
    for (const path of paths) {
      const same = winRulesKey(changed(small, path)) === winRulesKey(small);
      expect([path.join('.'), same]).toEqual([path.join('.'), ignored.includes(path[0]!)]);
    }
  });

  it('tells apart rule sets whose old 32-bit keys collided', () => {
    expect(winRulesDigest(colliding[0])).not.toBe(winRulesDigest(colliding[1]));
    expect(winRulesDigest(colliding[0])).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a saved table', () => {
  const table = solveWin(small);
  const bytes = serialiseWinOdds(table);
  /** Where the values start: found by their bytes, whatever the header. */
  const at = Buffer.from(bytes).indexOf(Buffer.from(table.values.buffer));

  it('reads back exactly, and only for its rules', () => {
    const back = deserialiseWinOdds(bytes, small);
    expect(back.values).toEqual(table.values);
    expect(() => deserialiseWinOdds(bytes, { ...small, minBank: 300 })).toThrow(/other rules/);
    expect(() => deserialiseWinOdds(bytes, { ...small, target: 1050 })).toThrow(/other rules/);
    expect(() => deserialiseWinOdds(bytes.slice(0, 200), small)).toThrow(/damaged/);
    expect(() => deserialiseWinOdds(new Uint8Array(10), small)).toThrow(/not a saved/);
  });

  it.each([
    ['every chance turned around (1 - p)', (values: Float64Array) => values.map((v) => 1 - v)],
    ['every chance made even', (values: Float64Array) => values.map(() => 0.5)],
    [
      'one chance nudged',
      (values: Float64Array) => values.map((v, i) => (i === 123 ? v + 1e-6 : v)),
    ],
  ])('fails its check when %s', (_what, tamper) => {
    const spoiled = bytes.slice();
    const values = tamper(new Float64Array(table.values));
    spoiled.set(new Uint8Array(values.buffer), at);
    expect(() => deserialiseWinOdds(spoiled, small)).toThrow(/checksum/);
  });
});
