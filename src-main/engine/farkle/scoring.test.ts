import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face, OfAKindMode, ScoringRules } from '../../../src-shared/farkle';
import { ALL_GROUPS, keyOf } from './dice';
import { PRESETS, preset } from './presets';
import { ScoreTable, scoreTable } from './scoring';

/*
 * An independent scorer, written from the rules text (seeds 000, 002, 003, 004, farkle-facts.md and
 * the ScoringRules doc comments), not from scoring.ts. Dice are a plain sorted array of faces. A
 * full scoring splits every die into combinations: the smallest die must belong to one of them, so
 * we try every combination that holds it and recurse on what is left.
 */

function tripleOf(face: number): number {
  // "three 1s = 1000, three of any other face = 100 x face"
  return face === 1 ? 1000 : face * 100;
}

function nOfAKind(mode: OfAKindMode, face: number, n: number): number | null {
  if (n === 3) return tripleOf(face);
  if (mode === 'triples') return null;
  if (mode === 'add') return tripleOf(face) + (n - 3) * tripleOf(face);
  if (mode === 'double') {
    let value = tripleOf(face);
    for (let extra = 3; extra < n; extra++) value *= 2;
    return value;
  }
  return { 4: 1000, 5: 2000, 6: 3000 }[n] ?? null;
}

function countFaces(faces: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const f of faces) counts[f]!++;
  return counts;
}

/** Removes one copy of each of `take` from `faces` (sorted); null when some die is missing. */
function without(faces: readonly number[], take: readonly number[]): number[] | null {
  const rest = [...faces];
  for (const t of take) {
    const at = rest.indexOf(t);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/** Every way to score the smallest die of `faces` with one combination: [dice used, points]. */
function combosWithSmallest(
  faces: readonly number[],
  rules: ScoringRules,
): Array<[number[], number]> {
  const smallest = faces[0]!;
  const counts = countFaces(faces);
  const found: Array<[number[], number]> = [];
  if (smallest === 1) found.push([[1], 100]);
  if (smallest === 5) found.push([[5], 50]);
  for (let n = 3; n <= counts[smallest]!; n++) {
    const value = nOfAKind(rules.ofAKind, smallest, n);
    if (value !== null) found.push([Array<number>(n).fill(smallest), value]);
  }
  const runs: Array<[number[], number | null]> = [
    [[1, 2, 3, 4, 5, 6], rules.straight],
    [[1, 2, 3, 4, 5], rules.lowStraight],
    [[2, 3, 4, 5, 6], rules.highStraight],
  ];
  for (const [run, value] of runs) {
    if (value !== null && run.includes(smallest) && without(faces, run)) found.push([run, value]);
  }
  if (faces.length === 6) {
    const shape = counts
      .filter((c) => c > 0)
      .sort()
      .join('');
    if (rules.threePairs !== null && shape === '222') found.push([[...faces], rules.threePairs]);
    if (rules.twoTriplets !== null && shape === '33') found.push([[...faces], rules.twoTriplets]);
    if (rules.fourAndPair !== null && shape === '24') found.push([[...faces], rules.fourAndPair]);
  }
  return found;
}

function bruteFull(faces: readonly number[], rules: ScoringRules): number {
  if (faces.length === 0) return 0;
  let best = -1;
  for (const [used, points] of combosWithSmallest(faces, rules)) {
    const rest = without(faces, used);
    if (!rest) continue;
    const more = bruteFull(rest, rules);
    if (more >= 0) best = Math.max(best, more + points);
  }
  return best;
}

/** The best score of any part of the dice: try every subset of positions. */
function bruteBest(faces: readonly number[], rules: ScoringRules): number {
  let best = 0;
  for (let mask = 1; mask < 1 << faces.length; mask++) {
    const part = faces.filter((_, i) => mask & (1 << i));
    best = Math.max(best, bruteFull(part, rules));
  }
  return best;
}

function bruteKeep(faces: readonly number[], rules: ScoringRules, keepJunk: boolean): number {
  const best = bruteBest(faces, rules);
  if (keepJunk) return best;
  const full = bruteFull(faces, rules);
  if (full >= 0) return full;
  return best > 0 ? -1 : 0;
}

/** Every multiset of 1 to 6 dice as sorted face lists, built without the engine's helpers. */
function everyGroup(): number[][] {
  const groups: number[][] = [];
  const extend = (group: number[]): void => {
    if (group.length > 0) groups.push(group);
    if (group.length === 6) return;
    for (let f = group[group.length - 1] ?? 1; f <= 6; f++) extend([...group, f]);
  };
  extend([]);
  return groups;
}

/** The documented key: sum of count(face) * 7^(face - 1). */
function keyFor(faces: readonly number[]): number {
  return faces.reduce((key, f) => key + 7 ** (f - 1), 0);
}

const GROUPS = everyGroup();

function sortedFaces(list: readonly number[]): string {
  return [...list].sort((a, b) => a - b).join('');
}

/** Compares the engine's table with the brute force on every group; returns the differences. */
function compareAll(rules: ScoringRules): string[] {
  const table = new ScoreTable(rules);
  const problems: string[] = [];
  for (const faces of GROUPS) {
    const key = keyFor(faces);
    const full = bruteFull(faces, rules);
    const best = bruteBest(faces, rules);
    const name = faces.join('');
    if (table.full[key] !== full) problems.push(`${name}: full ${table.full[key]} != ${full}`);
    if (table.best[key] !== best) problems.push(`${name}: best ${table.best[key]} != ${best}`);
    for (const junk of [true, false]) {
      const expected = bruteKeep(faces, rules, junk);
      const got = table.keepScore(key, junk);
      if (got !== expected) problems.push(`${name}: keepScore(${junk}) ${got} != ${expected}`);
    }
    const { parts, junk, score } = table.breakdown(key);
    if (score !== best) problems.push(`${name}: breakdown score ${score} != ${best}`);
    const partSum = parts.reduce((sum, p) => sum + p.score, 0);
    if (partSum !== best) problems.push(`${name}: parts sum to ${partSum}, best is ${best}`);
    const used = [...parts.flatMap((p) => p.faces), ...junk];
    if (sortedFaces(used) !== name) problems.push(`${name}: parts + junk are ${sortedFaces(used)}`);
    for (const part of parts) {
      if (part.key !== keyFor(part.faces)) problems.push(`${name}: part ${part.label} key is off`);
      // In a best breakdown each part is scored as well as its dice allow.
      if (part.score !== bruteFull(part.faces, rules)) {
        problems.push(`${name}: part ${part.label} scores ${part.score}`);
      }
    }
  }
  return problems;
}

/** 1s, 5s and triples only, as the minimal preset scores. */
const BASIC: ScoringRules = preset('minimal').rules.scoring;

const HOUSE_VARIANTS: Array<[string, ScoringRules]> = [
  ['double', { ...BASIC, ofAKind: 'double' }],
  ['fixed', { ...BASIC, ofAKind: 'fixed' }],
  ['low and high straights', { ...BASIC, lowStraight: 500, highStraight: 750 }],
  ['two triplets', { ...BASIC, twoTriplets: 2500 }],
  ['four and a pair', { ...BASIC, fourAndPair: 1500 }],
  [
    'everything, add',
    {
      ofAKind: 'add',
      straight: 1500,
      lowStraight: 500,
      highStraight: 750,
      threePairs: 750,
      twoTriplets: 2500,
      fourAndPair: 1500,
    },
  ],
  [
    'everything, double',
    {
      ofAKind: 'double',
      straight: 2500,
      lowStraight: 1000,
      highStraight: 1200,
      threePairs: 1500,
      twoTriplets: 2000,
      fourAndPair: 1000,
    },
  ],
  [
    'everything, fixed',
    {
      ofAKind: 'fixed',
      straight: 1000,
      lowStraight: 500,
      highStraight: 750,
      threePairs: 500,
      twoTriplets: 2500,
      fourAndPair: 1500,
    },
  ],
  // Combinations worth less than their loose 1s and 5s must not lower a score.
  ['cheap straights', { ...BASIC, straight: 100, lowStraight: 50, highStraight: 50 }],
];

describe('the brute-force scorer itself', () => {
  it('agrees with the rules text', () => {
    expect(GROUPS).toHaveLength(923);
    expect(bruteBest([1, 1, 3, 3, 3, 4], BASIC)).toBe(500);
    expect(bruteFull([1, 1, 3, 3, 3, 4], BASIC)).toBe(-1);
    expect(bruteFull([1, 5, 6, 6, 6], BASIC)).toBe(750);
    expect(bruteFull([3, 3, 3, 3], { ...BASIC, ofAKind: 'add' })).toBe(600);
    expect(bruteFull([3, 3, 3, 3, 3], { ...BASIC, ofAKind: 'add' })).toBe(900);
    expect(bruteFull([3, 3, 3, 3, 3], { ...BASIC, ofAKind: 'double' })).toBe(1200);
    expect(bruteFull([3, 3, 3, 3, 3, 3], { ...BASIC, ofAKind: 'double' })).toBe(2400);
    expect(bruteFull([2, 2, 2, 2, 2], { ...BASIC, ofAKind: 'fixed' })).toBe(2000);
    expect(bruteBest([2, 2, 2, 2], BASIC)).toBe(200);
    expect(bruteBest([2, 3, 4, 6], BASIC)).toBe(0);
  });
});

describe('dice keys', () => {
  it('match the documented base-7 packing', () => {
    for (const faces of GROUPS) expect(keyOf(faces as Face[])).toBe(keyFor(faces));
    expect([...ALL_GROUPS].sort((a, b) => a - b)).toEqual(
      [0, ...GROUPS.map(keyFor)].sort((a, b) => a - b),
    );
  });
});

describe.each(PRESETS.map((p) => [p.id, p] as const))('preset %s', (_id, info) => {
  it('scores every group of 1 to 6 dice like the brute force', () => {
    expect(compareAll(info.rules.scoring)).toEqual([]);
  });

  it('lists exactly the legal keeps of every roll of six, best first', () => {
    const rules = info.rules.scoring;
    const table = scoreTable(rules);
    for (const faces of GROUPS.filter((g) => g.length === 6)) {
      const expected = new Map<string, number>();
      for (let mask = 1; mask < 64; mask++) {
        const part = faces.filter((_, i) => mask & (1 << i));
        const score = bruteKeep(part, rules, info.rules.keepJunk);
        if (score > 0) expected.set(part.join(''), score);
      }
      const got = table.legalKeeps(keyFor(faces), info.rules.keepJunk);
      const asMap = new Map(got.map(({ keep, score }) => [sortedFaces(facesOfKey(keep)), score]));
      expect(asMap).toEqual(expected);
      expect(got).toHaveLength(expected.size);
      for (let i = 1; i < got.length; i++)
        expect(got[i - 1]!.score).toBeGreaterThanOrEqual(got[i]!.score);
    }
  });

  it('breaks every legal keep into combinations that add up to its score', () => {
    const rules = info.rules.scoring;
    const table = scoreTable(rules);
    for (const faces of GROUPS) {
      const score = bruteKeep(faces, rules, info.rules.keepJunk);
      if (score <= 0) continue;
      const { parts, junk } = table.keepBreakdown(keyFor(faces), info.rules.keepJunk);
      expect(parts.reduce((sum, part) => sum + part.score, 0)).toBe(score);
      expect(sortedFaces([...parts.flatMap((p) => p.faces), ...junk])).toBe(sortedFaces(faces));
      if (!info.rules.keepJunk) expect(junk).toEqual([]);
    }
  });

  it('marks as scoring exactly the faces some fully scoring keep holds', () => {
    const rules = info.rules.scoring;
    const table = scoreTable(rules);
    for (const faces of GROUPS) {
      const expected = new Set<number>();
      for (let mask = 1; mask < 1 << faces.length; mask++) {
        const part = faces.filter((_, i) => mask & (1 << i));
        if (bruteKeep(part, rules, false) > 0) for (const face of part) expected.add(face);
      }
      expect(table.scoringFaces(keyFor(faces))).toEqual([...expected].sort((x, y) => x - y));
    }
  });
});

function facesOfKey(key: number): number[] {
  const faces: number[] = [];
  for (let f = 1; f <= 6; f++) {
    const count = Math.floor(key / 7 ** (f - 1)) % 7;
    for (let i = 0; i < count; i++) faces.push(f);
  }
  return faces;
}

describe('house-rule scoring options no preset uses', () => {
  it.each(HOUSE_VARIANTS)('%s matches the brute force', (_name, rules) => {
    expect(compareAll(rules)).toEqual([]);
  });

  it('random rule sets match the brute force', () => {
    const value = fc.option(
      fc.integer({ min: 1, max: 60 }).map((n) => n * 50),
      { nil: null },
    );
    const rulesArb: fc.Arbitrary<ScoringRules> = fc.record({
      ofAKind: fc.constantFrom<OfAKindMode>('triples', 'add', 'double', 'fixed'),
      straight: value,
      lowStraight: value,
      highStraight: value,
      threePairs: value,
      twoTriplets: value,
      fourAndPair: value,
    });
    fc.assert(
      fc.property(rulesArb, (rules) => {
        expect(compareAll(rules)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('spot values', () => {
    const score = (rules: ScoringRules, faces: Face[]): number =>
      scoreTable(rules).best[keyOf(faces)]!;
    expect(score({ ...BASIC, ofAKind: 'double' }, [3, 3, 3, 3, 3, 3])).toBe(2400);
    expect(score({ ...BASIC, ofAKind: 'fixed' }, [2, 2, 2, 2])).toBe(1000);
    expect(score({ ...BASIC, ofAKind: 'fixed' }, [1, 1, 1, 1, 1, 1])).toBe(3000);
    expect(score({ ...BASIC, lowStraight: 500 }, [1, 2, 3, 4, 5, 5])).toBe(550);
    expect(score({ ...BASIC, highStraight: 750 }, [1, 2, 3, 4, 5, 6])).toBe(850);
    expect(score({ ...BASIC, twoTriplets: 2500 }, [2, 2, 2, 6, 6, 6])).toBe(2500);
    expect(score({ ...BASIC, fourAndPair: 1500 }, [4, 4, 4, 4, 6, 6])).toBe(1500);
  });
});
