import { BoundedCache } from '../bounded-cache';
import type { DiceKey } from './dice';
import { keyParts, type KeyFields } from './keys';
import {
  bankFromOf,
  policyBytes,
  solvePolicyTables,
  type PolicyContext,
  type PolicyTables,
  type TurnRules,
} from './policy-tables';
import { scoringId, rollModel, type RollModel } from './rolls';
import type { SimTables, TurnStrategy } from './simulate';

export interface KeepChoice {
  keep: DiceKey;
  score: number;
  /** Expected final score of the turn after this keep, playing on optimally. */
  value: number;
}

/** The exact policy that maximises the expected score of one turn, over its solved tables. */
export class TurnPolicy implements TurnStrategy {
  readonly model: RollModel;
  readonly unit: number;
  /** Smallest total that may be banked. */
  readonly bankFrom: number;
  readonly mustRollHot: boolean;
  readonly farkleValue: number;
  /** Grid steps below the cap; from `steps * unit` on, banking is optimal. */
  readonly steps: number;
  /** Expected score of a turn from its first roll. */
  readonly expected: number;
  /**
   * By dice left (index 0 for 1 die): the smallest total from which banking is optimal, or null
   * when banking never happens there (six dice when hot dice must be rolled).
   */
  readonly thresholds: Array<number | null>;
  readonly tables: PolicyTables;
  private readonly value: Float64Array[];
  private readonly hot: Float64Array;
  private readonly hotSlope: number;
  private readonly hotIntercept: number;
  readonly rolls: Float64Array;
  readonly keep: Uint16Array;
  readonly bank: Uint8Array;

  /** Solves the policy here, unless its tables were solved elsewhere (a worker thread). */
  constructor(
    rules: TurnRules,
    context: PolicyContext,
    tables: PolicyTables = solvePolicyTables(rules, context),
  ) {
    const model = rollModel(rules);
    this.model = model;
    this.unit = model.unit;
    this.bankFrom = bankFromOf(rules, context, model.unit);
    this.mustRollHot = rules.hotDice === 'must';
    this.farkleValue = context.farkleValue;
    this.tables = tables;
    const { steps } = tables;
    this.steps = steps;
    this.value = tables.value;
    this.hot = tables.hot;
    this.hotSlope = tables.hotSlope;
    this.hotIntercept = tables.hotIntercept;
    this.rolls = tables.rolls;
    this.keep = tables.keep;
    this.bank = tables.bank;
    this.expected = this.rolls[6 * steps]!;
    const firstBank = Math.ceil(this.bankFrom / this.unit);
    this.thresholds = [1, 2, 3, 4, 5, 6].map((n) => {
      if (n === 6 && this.mustRollHot) return null;
      let j = steps;
      while (j > firstBank && this.bank[n * steps + j - 1] === 1) j--;
      return j * this.unit;
    });
  }

  private step(total: number): number {
    return Math.floor(total / this.unit);
  }

  /** Expected final score after a keep that leaves `diceLeft` dice (6 after hot dice). */
  stateValue(total: number, diceLeft: number, hot: boolean): number {
    const j = this.step(total);
    if (hot) {
      if (j < this.hot.length) return this.hot[j]!;
      return this.mustRollHot ? this.hotSlope * total + this.hotIntercept : total;
    }
    return j < this.steps ? this.value[diceLeft]![j]! : total;
  }

  /** Expected final score of rolling `dice` dice at this turn total. */
  rollValue(total: number, dice: number): number {
    const j = this.step(total);
    if (j < this.steps) return this.rolls[dice * this.steps + j]!;
    const { firstRoll, rollProb } = this.model;
    let expected = this.model.farkleChance[dice]! * this.farkleValue;
    // Past the tables too (an endless turn weighs every move here): each keep's value is then
    // a line in the total, so only each roll's best plain and best hot-dice score count.
    const exact = j >= this.hot.length;
    const [hotSlope, hotIntercept] = this.mustRollHot ? [this.hotSlope, this.hotIntercept] : [1, 0];
    const { plain, hot } = this.bestScores();
    for (let r = firstRoll[dice]!; r < firstRoll[dice + 1]!; r++) {
      const hotValue =
        hot[r] === -Infinity ? -Infinity : hotSlope * (total + hot[r]!) + hotIntercept;
      const best = exact ? Math.max(total + plain[r]!, hotValue) : this.bestValue(r, total);
      if (best > -Infinity) expected += rollProb[r]! * best;
    }
    return expected;
  }

  /** The best keep's value of roll index r (-Infinity on a farkle), without listing the keeps. */
  private bestValue(r: number, total: number): number {
    const { rollDice, optFirst, optScore, optDice } = this.model;
    let best = -Infinity;
    for (let o = optFirst[r]!; o < optFirst[r + 1]!; o++) {
      const left = rollDice[r]! - optDice[o]!;
      best = Math.max(best, this.stateValue(total + optScore[o]!, left || 6, left === 0));
    }
    return best;
  }

  private scores: { plain: Float64Array; hot: Float64Array } | null = null;

  /** Each roll's best score of a keep that leaves dice (plain) and of one that uses all (hot). */
  private bestScores(): { plain: Float64Array; hot: Float64Array } {
    if (this.scores) return this.scores;
    const { rollCount, rollDice, optFirst, optScore, optDice } = this.model;
    const plain = new Float64Array(rollCount).fill(-Infinity);
    const hot = new Float64Array(rollCount).fill(-Infinity);
    for (let r = 0; r < rollCount; r++) {
      for (let o = optFirst[r]!; o < optFirst[r + 1]!; o++) {
        const best = rollDice[r] === optDice[o] ? hot : plain;
        best[r] = Math.max(best[r]!, optScore[o]!);
      }
    }
    this.scores = { plain, hot };
    return this.scores;
  }

  /** Whether to bank (true) or roll on after a keep; false whenever banking is not allowed. */
  shouldBank(total: number, diceLeft: number, hot: boolean): boolean {
    if (total < this.bankFrom || (hot && this.mustRollHot)) return false;
    const j = this.step(total);
    return j >= this.steps || this.bank[diceLeft * this.steps + j] === 1;
  }

  /** Every legal keep of a roll with the expected final score after it, best first. */
  keepChoices(roll: DiceKey, total: number): KeepChoice[] {
    const { rollIndex, rollDice, optFirst, optKey, optScore, optDice } = this.model;
    const r = rollIndex[roll]!;
    const choices: KeepChoice[] = [];
    for (let o = optFirst[r]!; o < optFirst[r + 1]!; o++) {
      const left = rollDice[r]! - optDice[o]!;
      const value = this.stateValue(total + optScore[o]!, left || 6, left === 0);
      choices.push({ keep: optKey[o]!, score: optScore[o]!, value });
    }
    return choices.sort((a, b) => b.value - a.value);
  }

  /** The option (RollModel index) to keep from roll index r at this total; -1 on a farkle. */
  keepOption(r: number, total: number): number {
    const { optFirst } = this.model;
    if (optFirst[r] === optFirst[r + 1]) return -1;
    const j = this.step(total);
    if (j < this.steps) return this.keep[j * this.model.rollCount + r]!;
    return this.model.optionOf(r, this.keepChoices(this.model.rollKey[r]!, total)[0]!.keep);
  }

  /** The best keep of a roll (dice key) at this turn total; null on a farkle. */
  bestKeep(roll: DiceKey, total: number): KeepChoice | null {
    const r = this.model.rollIndex[roll]!;
    const o = this.keepOption(r, total);
    if (o < 0) return null;
    const { optKey, optScore, optDice, rollDice } = this.model;
    const left = rollDice[r]! - optDice[o]!;
    return {
      keep: optKey[o]!,
      score: optScore[o]!,
      value: this.stateValue(total + optScore[o]!, left || 6, left === 0),
    };
  }

  simTables(): SimTables {
    return {
      keep: this.keep,
      keepStride: this.model.rollCount,
      keepSteps: this.steps,
      bank: this.bank,
      bankSteps: this.steps,
      keepAt: (r, total) => this.keepOption(r, total),
    };
  }
}

/**
 * Solved policies, least recently used dropped first once they hold more than 64 MB: the largest
 * the rules allow is about 3 MB (a 50-point grid to 77,000 points), a preset's under 0.3 MB, and
 * one rule set needs up to 12 (entry, last chance, and the cautious and daring bots' variants),
 * so a game's whole set always fits.
 */
export const MAX_POLICY_BYTES = 64 * 1024 * 1024;
const policies = new BoundedCache<string, TurnPolicy>(MAX_POLICY_BYTES, (policy) =>
  policyBytes(policy.tables),
);

/** The situation in full: a turn is normal unless told otherwise. */
function fullContext(context: Partial<PolicyContext>): PolicyContext {
  return { entry: false, farkleValue: 0, ...context };
}

/** Every rule a turn policy depends on, each a part of its cache key. */
const POLICY_KEY: KeyFields<TurnRules, PolicyContext> = {
  scoring: (rules) => scoringId(rules.scoring),
  keepJunk: true,
  minBank: true,
  hotDice: true,
  entryThreshold: (rules, context) => (context.entry ? rules.entryThreshold : 0),
};

/** What a policy depends on: the parts of its cache key (a bot's rule strategy keys on them too). */
export function policyKeyParts(rules: TurnRules, context: PolicyContext): unknown[] {
  return [...keyParts(POLICY_KEY, rules, context), context.farkleValue];
}

/** What a policy depends on, as a cache key. */
function policyKey(rules: TurnRules, context: PolicyContext): string {
  return JSON.stringify(policyKeyParts(rules, context));
}

/** The optimal turn policy for these rules and situation, solved once and cached. */
export function solveTurn(rules: TurnRules, context: Partial<PolicyContext> = {}): TurnPolicy {
  const full = fullContext(context);
  return policies.getOrSet(policyKey(rules, full), () => new TurnPolicy(rules, full));
}

/**
 * Whether solveTurn would answer from its cache, without solving. A policy found counts as just
 * used, so a game's policies that are checked together stay in the cache together.
 */
export function isTurnSolved(rules: TurnRules, context: Partial<PolicyContext>): boolean {
  return policies.get(policyKey(rules, fullContext(context))) !== undefined;
}

/** Caches a policy whose tables were solved elsewhere (a worker thread). */
export function installTurnPolicy(
  rules: TurnRules,
  context: Partial<PolicyContext>,
  tables: PolicyTables,
): void {
  const full = fullContext(context);
  policies.set(policyKey(rules, full), new TurnPolicy(rules, full, tables));
}
