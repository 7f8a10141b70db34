import type { Rules } from '../../../src-shared/farkle';
import { rollModel, type RollModel } from './rolls';

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

/**
 * A solved turn policy's tables: plain numbers and typed arrays, so a worker thread can solve
 * them and hand them over (`policyBuffers` lists what to transfer).
 */
export interface PolicyTables {
  /** Grid steps below the cap; from `steps * unit` on, banking is optimal. */
  steps: number;
  /** value[n][j]: expected final score after a keep leaving n dice at total j·unit (padded). */
  value: Float64Array[];
  /** Value after hot dice by total step (value[6] unless hot dice must roll). */
  hot: Float64Array;
  /** Past the hot array, the hot value is hotSlope·T + hotIntercept (hot dice must roll). */
  hotSlope: number;
  hotIntercept: number;
  /** rolls[n * steps + j]: expected final score of rolling n dice at total j·unit. */
  rolls: Float64Array;
  /** keep[j * rollCount + r]: the best option (RollModel index) for roll r at total j·unit. */
  keep: Uint16Array;
  /** bank[n * steps + j]: 1 when banking is optimal with n dice left at total j·unit. */
  bank: Uint8Array;
}

/** The distinct buffers behind a policy's tables (hot may share value[6]'s). */
export function policyBuffers(tables: PolicyTables): ArrayBuffer[] {
  const arrays = [...tables.value, tables.hot, tables.rolls, tables.keep, tables.bank];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** Bytes a policy's tables hold: what its place in the cache costs. */
export function policyBytes(tables: PolicyTables): number {
  return policyBuffers(tables).reduce((sum, buffer) => sum + buffer.byteLength, 0);
}

/** Smallest total that may be banked in this situation. */
export function bankFromOf(rules: TurnRules, context: PolicyContext, unit: number): number {
  return Math.max(unit, rules.minBank, context.entry ? rules.entryThreshold : 0);
}

/**
 * Solves the policy that maximises the expected score of one turn.
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
 * Throws SolverLimitError, before allocating, when that takes more than MAX_TURN_STATES.
 */
export function solvePolicyTables(rules: TurnRules, context: PolicyContext): PolicyTables {
  const model = rollModel(rules);
  const { unit, rollCount, maxUnits } = model;
  const f = context.farkleValue;
  const bankFrom = bankFromOf(rules, context, unit);
  const mustRollHot = rules.hotDice === 'must';

  let cap = bankFrom;
  for (let n = 1; n <= 6; n++) {
    cap = Math.max(cap, f + model.expectedBest[n]! / model.farkleChance[n]!);
  }
  const steps = Math.ceil(cap / unit);
  checkStates(6 * steps);
  const padded = steps + maxUnits + 1;
  const value = [new Float64Array(0)];
  for (let n = 1; n <= 6; n++) {
    const v = new Float64Array(padded);
    for (let j = steps; j < padded; j++) v[j] = j * unit;
    value.push(v);
  }
  const hotRoll = mustRollHot
    ? hotAboveCap(model, steps, f)
    : { values: value[6]!, slope: 1, intercept: 0 };
  const hot = hotRoll.values;

  const { firstRoll, rollProb, topFirst, topOpt, optDice, optUnits, farkleChance } = model;
  const rolls = new Float64Array(7 * steps);
  const keep = new Uint16Array(steps * rollCount);
  const bank = new Uint8Array(7 * steps);
  const after = [hot, ...value.slice(1)];
  const firstBank = Math.ceil(bankFrom / unit);
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
        keep[row + r] = choice;
      }
      rolls[n * steps + j] = expected;
      const banks = j >= firstBank && j * unit >= expected;
      bank[n * steps + j] = banks ? 1 : 0;
      value[n]![j] = banks ? j * unit : expected;
    }
    if (mustRollHot) hot[j] = rolls[6 * steps + j]!;
  }
  return {
    steps,
    value,
    hot,
    hotSlope: hotRoll.slope,
    hotIntercept: hotRoll.intercept,
    rolls,
    keep,
    bank,
  };
}

/**
 * Hot-dice values (which must be rolled) from the cap up. There every other state banks, so a
 * six-dice roll ends in a bank unless a keep of all six is taken: forced when no smaller keep
 * scores, chosen while the chain still pays. Far enough up only forced keeps chain, and the
 * value is exactly affine, slope·T + intercept; one backward pass joins that to the cap.
 */
function hotAboveCap(
  model: RollModel,
  steps: number,
  f: number,
): { values: Float64Array; slope: number; intercept: number } {
  const { unit, firstRoll, rollProb, topFirst, topOpt, optDice, optScore } = model;
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
