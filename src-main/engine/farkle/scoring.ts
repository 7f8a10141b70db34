import type { Face, ScoringRules } from '../../../src-shared/farkle';
import { BoundedCache } from '../bounded-cache';
import {
  ALL_GROUPS,
  FACES,
  KEY_SPACE,
  countOf,
  facesOf,
  faceValue,
  isSubset,
  keyOf,
  sizeOf,
  subGroups,
  type DiceKey,
} from './dice';
import { keyParts, type KeyFields } from './keys';

/** One scoring combination: which dice it takes and what it is worth. */
export interface Combination {
  key: DiceKey;
  faces: Face[];
  score: number;
  label: string;
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
const FACE_WORDS = ['', '1s', '2s', '3s', '4s', '5s', '6s'];

function tripleValue(face: Face): number {
  return face === 1 ? 1000 : 100 * face;
}

function ofAKindValue(rules: ScoringRules, face: Face, count: number): number | null {
  if (count === 3) return tripleValue(face);
  switch (rules.ofAKind) {
    case 'triples':
      return null;
    case 'add':
      return tripleValue(face) * (count - 2);
    case 'double':
      return tripleValue(face) * 2 ** (count - 3);
    case 'fixed':
      return (count - 3) * 1000;
  }
}

function combo(faces: Face[], score: number, label: string): Combination {
  return { key: keyOf(faces), faces, score, label };
}

function repeat(face: Face, count: number): Face[] {
  return Array.from({ length: count }, () => face);
}

/** The scoring combinations a rule set allows. */
export function combinations(rules: ScoringRules): Combination[] {
  const list: Combination[] = [combo([1], 100, 'a 1'), combo([5], 50, 'a 5')];
  for (const face of FACES) {
    for (let count = 3; count <= 6; count++) {
      const value = ofAKindValue(rules, face, count);
      if (value !== null) {
        list.push(combo(repeat(face, count), value, `${NUMBER_WORDS[count]} ${FACE_WORDS[face]}`));
      }
    }
  }
  if (rules.straight !== null) list.push(combo([1, 2, 3, 4, 5, 6], rules.straight, 'straight'));
  if (rules.lowStraight !== null) {
    list.push(combo([1, 2, 3, 4, 5], rules.lowStraight, 'straight 1-5'));
  }
  if (rules.highStraight !== null) {
    list.push(combo([2, 3, 4, 5, 6], rules.highStraight, 'straight 2-6'));
  }
  const pairs: Array<[Face, Face]> = [];
  for (const a of FACES) for (const b of FACES) if (a < b) pairs.push([a, b]);
  for (const a of FACES) {
    for (const [b, c] of pairs) {
      if (rules.threePairs !== null && a < b) {
        list.push(combo([a, a, b, b, c, c], rules.threePairs, 'three pairs'));
      }
    }
    for (const b of FACES) {
      if (a === b) continue;
      if (rules.twoTriplets !== null && a < b) {
        list.push(combo([...repeat(a, 3), ...repeat(b, 3)], rules.twoTriplets, 'two triplets'));
      }
      if (rules.fourAndPair !== null) {
        list.push(combo([...repeat(a, 4), b, b], rules.fourAndPair, 'four of a kind and a pair'));
      }
    }
  }
  return list;
}

const NONE = -1;

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720];

/** In how many orders the dice of a group can come up. */
export function arrangements(key: DiceKey): number {
  let ways = FACTORIAL[sizeOf(key)]!;
  for (const face of FACES) ways /= FACTORIAL[countOf(key, face)]!;
  return ways;
}

/**
 * Score lookups for one rule set, precomputed over every group of up to six dice.
 * - `full[key]`: best score when every die of the group scores, or -1 when some die cannot.
 * - `best[key]`: best score of any part of the group (0 means a farkle).
 */
export class ScoreTable {
  readonly combos: Combination[];
  readonly full = new Int32Array(KEY_SPACE).fill(NONE);
  readonly best = new Int32Array(KEY_SPACE);
  /** The combination that starts the best full scoring of a group (index into combos). */
  private readonly fullChoice = new Int16Array(KEY_SPACE).fill(NONE);
  /** The part of a group that gives best[key]. */
  private readonly bestPart = new Int32Array(KEY_SPACE);

  constructor(rules: ScoringRules) {
    this.combos = combinations(rules);
    this.full[0] = 0;
    for (const key of ALL_GROUPS) {
      for (let i = 0; i < this.combos.length; i++) {
        const c = this.combos[i]!;
        if (c.key > key || !isSubset(c.key, key)) continue;
        const rest = this.full[key - c.key]!;
        if (rest !== NONE && rest + c.score > this.full[key]!) {
          this.full[key] = rest + c.score;
          this.fullChoice[key] = i;
        }
      }
      let best = Math.max(0, this.full[key]!);
      let part = best > 0 ? key : 0;
      for (const face of FACES) {
        if (countOf(key, face) === 0) continue;
        const smaller = key - faceValue(face);
        if (this.best[smaller]! > best) {
          best = this.best[smaller]!;
          part = this.bestPart[smaller]!;
        }
      }
      this.best[key] = best;
      this.bestPart[key] = part;
    }
  }

  /** The chance that a roll of `count` fair dice scores nothing. */
  farkleProbability(count: number): number {
    let farkles = 0;
    for (const key of ALL_GROUPS) {
      if (sizeOf(key) === count && this.best[key] === 0) farkles += arrangements(key);
    }
    return farkles / 6 ** count;
  }

  isFarkle(roll: DiceKey): boolean {
    return this.best[roll] === 0;
  }

  /**
   * What a keep is worth: with `keepJunk`, the best score of any part of it; otherwise every die
   * must score. 0 when the keep scores nothing, -1 when it scores but holds a non-scoring die.
   */
  keepScore(keep: DiceKey, keepJunk: boolean): number {
    if (keepJunk) return this.best[keep]!;
    const full = this.full[keep]!;
    if (full !== NONE) return full;
    return this.best[keep]! > 0 ? NONE : 0;
  }

  /** The legal keeps from a roll with their scores, best first. */
  legalKeeps(roll: DiceKey, keepJunk: boolean): Array<{ keep: DiceKey; score: number }> {
    return subGroups(roll)
      .map((keep) => ({ keep, score: this.keepScore(keep, keepJunk) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.keep - b.keep);
  }

  /** How the best score of a group is made up, and which dice score nothing. */
  breakdown(group: DiceKey): { parts: Combination[]; junk: Face[]; score: number } {
    const part = this.bestPart[group]!;
    return { parts: this.partsOf(part), junk: facesOf(group - part), score: this.best[group]! };
  }

  /**
   * How a keep's score (keepScore) is made up: the whole keep when every die scores, its best
   * part and the dice that score nothing otherwise.
   */
  keepBreakdown(keep: DiceKey, keepJunk: boolean): { parts: Combination[]; junk: Face[] } {
    if (keepJunk || this.full[keep] === NONE) return this.breakdown(keep);
    return { parts: this.partsOf(keep), junk: [] };
  }

  /** The faces of a roll that can score: each is in some group of the roll whose every die scores. */
  scoringFaces(roll: DiceKey): Face[] {
    const faces = new Set<Face>();
    for (const group of subGroups(roll)) {
      if (this.full[group]! > 0) for (const face of facesOf(group)) faces.add(face);
    }
    return FACES.filter((face) => faces.has(face));
  }

  /** The combinations of the best full scoring of a group every die of which scores. */
  private partsOf(group: DiceKey): Combination[] {
    const parts: Combination[] = [];
    for (let rest = group; rest > 0;) {
      const c = this.combos[this.fullChoice[rest]!]!;
      parts.push(c);
      rest -= c.key;
    }
    return parts;
  }
}

/** Score tables kept, least recently used dropped first. */
const tables = new BoundedCache<string, ScoreTable>(32);

/** Every scoring rule, each a part of the scoring rules' cache keys. */
export const SCORING_KEY: KeyFields<ScoringRules> = {
  ofAKind: true,
  straight: true,
  lowStraight: true,
  highStraight: true,
  threePairs: true,
  twoTriplets: true,
  fourAndPair: true,
};

function scoringKey(rules: ScoringRules): string {
  return JSON.stringify(keyParts(SCORING_KEY, rules, undefined));
}

/** The last table asked for: a game asks with the same rules at every move. */
let last: { rules: ScoringRules; table: ScoreTable } | null = null;

/** The score table for a rule set, built once per distinct scoring rules. */
export function scoreTable(rules: ScoringRules): ScoreTable {
  if (last?.rules !== rules) {
    last = { rules, table: tables.getOrSet(scoringKey(rules), () => new ScoreTable(rules)) };
  }
  return last.table;
}

/** Drops every cached score table. */
export function forgetScoreTables(): void {
  tables.clear();
  last = null;
}

/**
 * A score table built elsewhere (a worker thread) and passed here as data, given its methods
 * back and cached, unless one is cached already: building one here takes up to 0.1 s.
 */
export function adoptScoreTable(rules: ScoringRules, data: ScoreTable): ScoreTable {
  return tables.getOrSet(scoringKey(rules), () =>
    Object.assign(Object.create(ScoreTable.prototype) as ScoreTable, data),
  );
}
