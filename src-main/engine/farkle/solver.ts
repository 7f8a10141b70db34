import type { Rules } from '../../../src-shared/farkle';
import type { DiceKey } from './dice';
import { rollModel, scoringId, type RollModel } from './rolls';
import type { SimTables, TurnStrategy } from './simulate';

/**
 * The situation a turn is played in, beyond the rules.
 * - `entry`: the player is not on the board yet, so banking needs the entry threshold (the
 *   separate "get on the board" policy).
 * - `farkleValue`: what a farkle is worth in this turn. 0 normally; minus the three-farkle penalty
 *   when the player has farkled twice in a row. The solver maximises the expected score of this one
 *   turn, so a farkle's effect on the streak of later turns is not valued.
 */
export interface PolicyContext {
  entry: boolean;
  farkleValue: number;
}

/**
 * The most states (turn total step by dice left, plus the hot-dice values above the cap) one turn
 * policy may take: about 30 MB and a second of work. Rules within the schema's bounds need under
 * 20,000; past this the solver refuses before allocating anything.
 */
export const MAX_TURN_STATES = 100_000;

/** The rules would make the turn solver's work too large; nothing was computed. */
export class SolverLimitError extends Error {
  constructor(readonly states: number) {
    super(
      `these rules would need ${states.toLocaleString('en-US')} positions per turn to solve, ` +
        `more than the ${MAX_TURN_STATES.toLocaleString('en-US')} the coach allows: ` +
        'use larger point values or a lower minimum bank',
    );
  }
}

function checkStates(states: number): void {
  if (states > MAX_TURN_STATES) throw new SolverLimitError(states);
}

/** The rules a turn policy depends on. */
export type TurnRules = Pick<
  Rules,
  'scoring' | 'keepJunk' | 'minBank' | 'entryThreshold' | 'hotDice'
>;

export interface KeepChoice {
  keep: DiceKey;
  score: number;
  /** Expected final score of the turn after this keep, playing on optimally. */
  value: number;
}

/**
 * The exact policy that maximises the expected score of one turn.
 *
 * States are (turn total, dice left to roll, hot dice). A state's value is the better of banking
 * (when allowed) and rolling; rolling n dice averages, over every distinct roll weighted by its
 * odds, a farkle's value or the best keep's resulting state. Every keep adds at least one score
 * unit, so one backward pass over the turn total from a cap solves it exactly.
 *
 * The cap: at total T with n dice, rolling gains at most pf(n)·(farkle − T) + E[best score of n
 * dice] + (1 − pf(n))·Y over banking, where Y is the largest gain of playing on over banking at
 * any total from the cap up. Once T ≥ farkle + E[best(n)] / pf(n) for every n (and banking is
 * allowed) that gives Y ≤ (1 − min pf)·Y, so Y = 0: banking is optimal from the cap on.
 */
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
  /** value[n][j]: expected final score after a keep leaving n dice at total j·unit (padded). */
  private readonly value: Float64Array[];
  /** Value after hot dice by total step (roll value when hot dice must roll). */
  private readonly hot: Float64Array;
  /** Past the hot array, the hot value is hotSlope·T + hotIntercept (hot dice must roll). */
  private readonly hotSlope: number;
  private readonly hotIntercept: number;
  /** rolls[n * steps + j]: expected final score of rolling n dice at total j·unit. */
  readonly rolls: Float64Array;
  /** keep[j * rollCount + r]: the best option (RollModel index) for roll r at total j·unit. */
  readonly keep: Uint16Array;
  /** bank[n * steps + j]: 1 when banking is optimal with n dice left at total j·unit. */
  readonly bank: Uint8Array;

  constructor(rules: TurnRules, context: PolicyContext) {
    const model = rollModel(rules);
    const { unit, rollCount, maxUnits } = model;
    const f = context.farkleValue;
    this.model = model;
    this.unit = unit;
    this.bankFrom = Math.max(unit, rules.minBank, context.entry ? rules.entryThreshold : 0);
    this.mustRollHot = rules.hotDice === 'must';
    this.farkleValue = f;

    let cap = this.bankFrom;
    for (let n = 1; n <= 6; n++) {
      cap = Math.max(cap, f + model.expectedBest[n]! / model.farkleChance[n]!);
    }
    const steps = Math.ceil(cap / unit);
    checkStates(6 * steps);
    this.steps = steps;
    const padded = steps + maxUnits + 1;
    this.value = [new Float64Array(0)];
    for (let n = 1; n <= 6; n++) {
      const v = new Float64Array(padded);
      for (let j = steps; j < padded; j++) v[j] = j * unit;
      this.value.push(v);
    }

    if (this.mustRollHot) {
      const hot = this.hotAboveCap();
      this.hot = hot.values;
      this.hotSlope = hot.slope;
      this.hotIntercept = hot.intercept;
    } else {
      this.hot = this.value[6]!;
      this.hotSlope = 1;
      this.hotIntercept = 0;
    }

    const { firstRoll, rollProb, topFirst, topOpt, optDice, optUnits, farkleChance } = model;
    this.rolls = new Float64Array(7 * steps);
    this.keep = new Uint16Array(steps * rollCount);
    this.bank = new Uint8Array(7 * steps);
    const after = [this.hot, ...this.value.slice(1)];
    const firstBank = Math.ceil(this.bankFrom / unit);
    for (let j = steps - 1; j >= 0; j--) {
      const row = j * rollCount;
      for (let n = 1; n <= 6; n++) {
        let expected = farkleChance[n]! * f;
        for (let r = firstRoll[n]!; r < firstRoll[n + 1]!; r++) {
          let best = -Infinity;
          let choice = 0;
          for (let t = topFirst[r]!; t < topFirst[r + 1]!; t++) {
            const o = topOpt[t]!;
            const v = after[n - optDice[o]!]![j + optUnits[o]!]!;
            if (v > best) {
              best = v;
              choice = o;
            }
          }
          if (best === -Infinity) continue;
          expected += rollProb[r]! * best;
          this.keep[row + r] = choice;
        }
        this.rolls[n * steps + j] = expected;
        const banks = j >= firstBank && j * unit >= expected;
        this.bank[n * steps + j] = banks ? 1 : 0;
        this.value[n]![j] = banks ? j * unit : expected;
      }
      if (this.mustRollHot) this.hot[j] = this.rolls[6 * steps + j]!;
    }
    this.expected = this.rolls[6 * steps]!;
    this.thresholds = [1, 2, 3, 4, 5, 6].map((n) => {
      if (n === 6 && this.mustRollHot) return null;
      let j = steps;
      while (j > firstBank && this.bank[n * steps + j - 1] === 1) j--;
      return j * unit;
    });
  }

  /**
   * Hot-dice values (which must be rolled) from the cap up. There every other state banks, so a
   * six-dice roll ends in a bank unless a keep of all six is taken: forced when no smaller keep
   * scores, chosen while the chain still pays. Far enough up only forced keeps chain, and the
   * value is exactly affine, slope·T + intercept; one backward pass joins that to the cap.
   */
  private hotAboveCap(): { values: Float64Array; slope: number; intercept: number } {
    const { model, unit, steps, farkleValue: f } = this;
    const { firstRoll, rollProb, topFirst, topOpt, optDice, optScore } = model;
    const bankScore: number[] = [];
    const hotScore: number[] = [];
    const probs: number[] = [];
    for (let r = firstRoll[6]!; r < firstRoll[7]!; r++) {
      if (topFirst[r] === topFirst[r + 1]) continue;
      let bankBest = -1;
      let hotBest = -1;
      for (let t = topFirst[r]!; t < topFirst[r + 1]!; t++) {
        const o = topOpt[t]!;
        if (optDice[o] === 6) hotBest = optScore[o]!;
        else bankBest = Math.max(bankBest, optScore[o]!);
      }
      bankScore.push(bankBest);
      hotScore.push(hotBest);
      probs.push(rollProb[r]!);
    }
    const pf = model.farkleChance[6]!;
    let forced = 0;
    let forcedScore = 0;
    let bankGain = 0;
    probs.forEach((p, i) => {
      if (bankScore[i]! < 0) {
        forced += p;
        forcedScore += p * hotScore[i]!;
      } else bankGain += p * bankScore[i]!;
    });
    const slope = (1 - pf - forced) / (1 - forced);
    const intercept = (pf * f + bankGain + slope * forcedScore) / (1 - forced);
    let affineFrom = steps;
    probs.forEach((_, i) => {
      if (bankScore[i]! < 0 || hotScore[i]! < 0) return;
      const from = (slope * hotScore[i]! + intercept - bankScore[i]!) / (1 - slope);
      affineFrom = Math.max(affineFrom, Math.ceil(from / unit));
    });
    checkStates(6 * steps + affineFrom + model.maxUnits + 1);
    const values = new Float64Array(affineFrom + model.maxUnits + 1);
    for (let j = affineFrom; j < values.length; j++) values[j] = slope * j * unit + intercept;
    for (let j = affineFrom - 1; j >= steps; j--) {
      let expected = pf * f;
      probs.forEach((p, i) => {
        const banked = bankScore[i]! < 0 ? -Infinity : j * unit + bankScore[i]!;
        const chained = hotScore[i]! < 0 ? -Infinity : values[j + hotScore[i]! / unit]!;
        expected += p * Math.max(banked, chained);
      });
      values[j] = expected;
    }
    return { values, slope, intercept };
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
    const { firstRoll, rollProb, rollKey } = this.model;
    let expected = this.model.farkleChance[dice]! * this.farkleValue;
    for (let r = firstRoll[dice]!; r < firstRoll[dice + 1]!; r++) {
      const choices = this.keepChoices(rollKey[r]!, total);
      if (choices.length > 0) expected += rollProb[r]! * choices[0]!.value;
    }
    return expected;
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

const policies = new Map<string, TurnPolicy>();

/** The optimal turn policy for these rules and situation, solved once and cached. */
export function solveTurn(rules: TurnRules, context: Partial<PolicyContext> = {}): TurnPolicy {
  const full: PolicyContext = { entry: false, farkleValue: 0, ...context };
  const id = JSON.stringify([
    scoringId(rules.scoring),
    rules.keepJunk,
    rules.minBank,
    rules.hotDice,
    full.entry ? rules.entryThreshold : 0,
    full.farkleValue,
  ]);
  let policy = policies.get(id);
  if (!policy) {
    policy = new TurnPolicy(rules, full);
    policies.set(id, policy);
  }
  return policy;
}
