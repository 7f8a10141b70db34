import type { Face, Rules, ScoringRules } from '../../../src-shared/farkle';
import { ALL_GROUPS, KEY_SPACE, countOf, faceValue, sizeOf, type DiceKey } from './dice';
import { BoundedCache } from '../bounded-cache';
import { keyParts, type KeyFields } from './keys';
import {
  SCORING_KEY,
  adoptScoreTable,
  forgetScoreTables,
  scoreTable,
  type ScoreTable,
} from './scoring';

/** The greatest common divisor of two whole numbers (of a number and 0: the number). */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * Every distinct roll of one to six dice under one scoring rule set, with its odds and its legal
 * keeps, in flat typed arrays: the shared ground of the solver and the turn simulator.
 */
export class RollModel {
  readonly table: ScoreTable;
  readonly keepJunk: boolean;
  /** Every score is a multiple of this, so turn totals live on a grid of this step. */
  readonly unit: number;
  /** Rolls of n dice are the indices firstRoll[n] to firstRoll[n + 1] - 1. */
  readonly firstRoll = new Int32Array(8);
  readonly rollCount: number;
  readonly rollKey: Int32Array;
  readonly rollDice: Uint8Array;
  readonly rollProb: Float64Array;
  /** Best score of the roll; 0 is a farkle. */
  readonly rollBest: Int32Array;
  /** The roll index of a dice key, -1 for groups that are not rolls (the empty one). */
  readonly rollIndex = new Int16Array(KEY_SPACE).fill(-1);
  /** The legal keeps of roll r are options optFirst[r] to optFirst[r + 1] - 1, best score first. */
  readonly optFirst: Int32Array;
  readonly optKey: Int32Array;
  readonly optScore: Int32Array;
  readonly optUnits: Int32Array;
  readonly optDice: Uint8Array;
  /**
   * For each roll, the best-scoring keep of each size (topOpt[topFirst[r]] onwards). A larger turn
   * total is never worse, so these are the only keeps an expected-score maximiser has to weigh.
   */
  readonly topFirst: Int32Array;
  readonly topOpt: Int32Array;
  /** Largest score of any keep, in units. */
  readonly maxUnits: number;
  /** By dice rolled (index 1 to 6): chance of a farkle and expected best score of the roll. */
  readonly farkleChance = new Float64Array(7);
  readonly expectedBest = new Float64Array(7);
  /** outcomes[n][i]: the roll index of the i-th of the 6^n ordered throws of n dice. */
  readonly outcomes: Uint16Array[] = [new Uint16Array(0)];

  constructor(table: ScoreTable, keepJunk: boolean) {
    this.table = table;
    this.keepJunk = keepJunk;
    this.unit = table.combos.reduce((g, c) => gcd(g, c.score), 0);
    const rolls = ALL_GROUPS.filter((key) => key !== 0);
    this.rollCount = rolls.length;
    this.rollKey = Int32Array.from(rolls);
    this.rollDice = Uint8Array.from(rolls, sizeOf);
    this.rollProb = new Float64Array(rolls.length);
    this.rollBest = Int32Array.from(rolls, (key) => table.best[key]!);
    rolls.forEach((key, r) => {
      this.rollIndex[key] = r;
      this.firstRoll[this.rollDice[r]! + 1] = r + 1;
    });

    // Keys of all ordered throws of n dice, built from those of n - 1 dice plus one more die.
    let throwKeys = new Int32Array([0]);
    for (let n = 1; n <= 6; n++) {
      const next = new Int32Array(throwKeys.length * 6);
      const outcome = new Uint16Array(next.length);
      for (let i = 0; i < next.length; i++) {
        next[i] = throwKeys[Math.floor(i / 6)]! + faceValue(((i % 6) + 1) as Face);
        const r = this.rollIndex[next[i]!]!;
        outcome[i] = r;
        this.rollProb[r]!++;
      }
      throwKeys = next;
      this.outcomes.push(outcome);
    }
    // Counts of ordered throws, made odds once (exact: 6^n is at most 46656).
    this.rollProb.forEach((count, r) => (this.rollProb[r] = count / 6 ** this.rollDice[r]!));

    // The same keeps as ScoreTable.legalKeeps, in the same order (best score first, then by
    // key), found without allocating per keep: a roll's model is built on every rule change.
    const score = keepJunk ? table.best : table.full;
    const keys: number[] = [];
    const scores: number[] = [];
    const top: number[] = [];
    this.optFirst = new Int32Array(rolls.length + 1);
    this.topFirst = new Int32Array(rolls.length + 1);
    const counts = new Int32Array(7);
    const sub = new Int32Array(7);
    const found: number[] = [];
    rolls.forEach((roll, r) => {
      this.optFirst[r] = keys.length;
      this.topFirst[r] = top.length;
      for (let face = 1; face <= 6; face++) counts[face] = countOf(roll, face as Face);
      sub.fill(0);
      found.length = 0;
      for (let key = 0; ;) {
        let face = 1;
        while (face <= 6 && sub[face] === counts[face]) {
          key -= sub[face]! * faceValue(face as Face);
          sub[face++] = 0;
        }
        if (face > 6) break;
        sub[face]!++;
        key += faceValue(face as Face);
        // Sorts best score first, then smaller key: score · 2^17 + (2^17 − 1 − key), largest first.
        if (score[key]! > 0) found.push(score[key]! * 131072 + 131071 - key);
      }
      found.sort((a, b) => b - a);
      const seen = new Set<number>();
      for (const entry of found) {
        const key = 131071 - (entry % 131072);
        const dice = sizeOf(key);
        // The first keep of each size is the best of that size.
        if (!seen.has(dice)) {
          seen.add(dice);
          top.push(keys.length);
        }
        keys.push(key);
        scores.push(score[key]!);
      }
    });
    this.optFirst[rolls.length] = keys.length;
    this.topFirst[rolls.length] = top.length;
    this.optKey = Int32Array.from(keys);
    this.optScore = Int32Array.from(scores);
    this.optUnits = Int32Array.from(scores, (x) => x / this.unit);
    this.optDice = Uint8Array.from(keys, sizeOf);
    this.topOpt = Int32Array.from(top);
    this.maxUnits = this.optUnits.reduce((m, u) => Math.max(m, u), 0);

    for (let r = 0; r < rolls.length; r++) {
      const n = this.rollDice[r]!;
      if (this.rollBest[r] === 0) this.farkleChance[n]! += this.rollProb[r]!;
      this.expectedBest[n]! += this.rollProb[r]! * this.rollBest[r]!;
    }
  }

  /** The option of roll r that keeps exactly these dice, or -1. */
  optionOf(r: number, keep: DiceKey): number {
    for (let o = this.optFirst[r]!; o < this.optFirst[r + 1]!; o++) {
      if (this.optKey[o] === keep) return o;
    }
    return -1;
  }
}

/** A cache key for scoring rules that does not depend on the order of their fields. */
export function scoringId(s: ScoringRules): string {
  return keyParts(SCORING_KEY, s, undefined).join();
}

/** Roll models kept (about 0.3 MB each), least recently used dropped first. */
const models = new BoundedCache<string, RollModel>(32);

/** The rules a roll model depends on, each a part of its cache key. */
const MODEL_KEY: KeyFields<Pick<Rules, 'scoring' | 'keepJunk'>> = {
  scoring: (rules) => scoringId(rules.scoring),
  keepJunk: true,
};

const modelKey = (rules: Pick<Rules, 'scoring' | 'keepJunk'>): string =>
  keyParts(MODEL_KEY, rules, undefined).join('/');

/**
 * Drops every cached roll model and score table (up to about 100 MB): a thread that solves one
 * rule set after another keeps none of them between solves.
 */
export function forgetRuleTables(): void {
  models.clear();
  forgetScoreTables();
}

/** The roll model of a rule set, built once per scoring rules and keep rule. */
export function rollModel(rules: Pick<Rules, 'scoring' | 'keepJunk'>): RollModel {
  return models.getOrSet(
    modelKey(rules),
    () => new RollModel(scoreTable(rules.scoring), rules.keepJunk),
  );
}

/**
 * A roll model (and its score table) built elsewhere (a worker thread) and passed here as data,
 * given its methods back and cached, unless one is cached already: building one here takes up
 * to 0.1 s, which the thread answering the API should not spend.
 */
export function adoptRollModel(rules: Pick<Rules, 'scoring' | 'keepJunk'>, data: RollModel): void {
  models.getOrSet(modelKey(rules), () => {
    const table = adoptScoreTable(rules.scoring, data.table);
    return Object.assign(Object.create(RollModel.prototype) as RollModel, data, { table });
  });
}
