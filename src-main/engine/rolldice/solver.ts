import { ROLLDICE, type RollDiceAction, type RollDiceState } from '../../../src-shared/rolldice';
import { roundScore } from './game';

const SIDES = 6;
/** Values a die can show: 0 (not rolled yet) to 6. */
const VALUES = 7;
const TARGETS = ROLLDICE.targetMax - ROLLDICE.targetMin + 1;
/** Choices closer than this are taken as equal, so rounding noise never picks between them. */
const EPS = 1e-9;

/**
 * Turns the policy plans for; at the cap it stops. The cap is not free: rolling can pay at any
 * turn (off by one at turn 100, stopping costs 100 while chasing the target costs about
 * 0.8 x 106), and the policy does chase now and then, each roll hitting with about 1/6. So the cap
 * is checked instead: optimistic values at the cap give a lower bound (expectedTotalLowerBound),
 * and at 160 turns the two expected totals agree to 1e-13 (5e-13 at 150, 2e-6 at 60).
 */
export const DEFAULT_TURN_CAP = 160;

/**
 * The five dice as a sorted multiset, since the order of dice never changes a sum: 462 hands.
 * Hand 0 is the unrolled one (all 0).
 */
interface Hands {
  count: number;
  sums: Uint8Array;
  /** Hand index by its sorted values read as a base-7 number. */
  byCode: Int16Array;
  /** next[(hand * VALUES + v) * SIDES + face - 1]: the hand after a die showing v rolls face, or -1. */
  next: Int16Array;
}

function codeOf(sorted: readonly number[]): number {
  return sorted.reduce((code, value) => code * VALUES + value, 0);
}

function buildHands(): Hands {
  const lists: number[][] = [];
  const visit = (hand: number[], min: number): void => {
    if (hand.length === ROLLDICE.dice) {
      lists.push(hand);
      return;
    }
    for (let value = min; value < VALUES; value++) visit([...hand, value], value);
  };
  visit([], 0);
  const byCode = new Int16Array(VALUES ** ROLLDICE.dice).fill(-1);
  lists.forEach((hand, i) => (byCode[codeOf(hand)] = i));
  const next = new Int16Array(lists.length * VALUES * SIDES).fill(-1);
  lists.forEach((hand, i) => {
    for (let value = 0; value < VALUES; value++) {
      const at = hand.indexOf(value);
      if (at < 0) continue;
      for (let face = 1; face <= SIDES; face++) {
        const rolled = hand.with(at, face).sort((a, b) => a - b);
        next[(i * VALUES + value) * SIDES + face - 1] = byCode[codeOf(rolled)]!;
      }
    }
  });
  const sums = Uint8Array.from(lists, (hand) => hand.reduce((a, b) => a + b, 0));
  return { count: lists.length, sums, byCode, next };
}

function handOf(hands: Hands, dice: readonly number[]): number {
  return hands.byCode[codeOf([...dice].sort((a, b) => a - b))]!;
}

/** Round values by turn (1 to cap), target and hand, in one flat array. */
class RoundTable {
  private readonly values: Float64Array;

  constructor(
    readonly hands: Hands,
    readonly cap: number,
    atCap: (stop: number) => number,
  ) {
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError('the turn cap must be 1 or more');
    this.values = new Float64Array(cap * TARGETS * hands.count);
    for (let ti = 0; ti < TARGETS; ti++) {
      for (let hand = 0; hand < hands.count; hand++) {
        this.values[this.at(cap, ti, hand)] = atCap(this.stopCost(ti, hand, cap));
      }
    }
    for (let turn = cap - 1; turn >= 1; turn--) {
      for (let ti = 0; ti < TARGETS; ti++) {
        for (let hand = 0; hand < hands.count; hand++) {
          let best = this.stopCost(ti, hand, turn);
          for (let value = 0; value < VALUES; value++) {
            const rolled = this.rollValue(ti, hand, turn, value);
            if (rolled < best) best = rolled;
          }
          this.values[this.at(turn, ti, hand)] = best;
        }
      }
    }
  }

  private at(turn: number, ti: number, hand: number): number {
    return ((turn - 1) * TARGETS + ti) * this.hands.count + hand;
  }

  stopCost(ti: number, hand: number, turn: number): number {
    return roundScore(this.hands.sums[hand]!, ti + ROLLDICE.targetMin, turn);
  }

  /** Expected round score from rolling a die showing `value` after `turn` rolls; NaN if none does. */
  rollValue(ti: number, hand: number, turn: number, value: number): number {
    const base = (hand * VALUES + value) * SIDES;
    if (this.hands.next[base]! < 0) return NaN;
    let sum = 0;
    for (let face = 0; face < SIDES; face++) {
      sum += this.values[this.at(turn + 1, ti, this.hands.next[base + face]!)]!;
    }
    return sum / SIDES;
  }

  /** The first roll's expected round score for each target. */
  startValues(): number[] {
    return Array.from({ length: TARGETS }, (_, ti) => this.rollValue(ti, 0, 0, 0));
  }

  /** The policy's move after `turn` rolls (1 or more): stop (null) or the value of the die to roll. */
  move(ti: number, hand: number, turn: number): number | null {
    if (turn >= this.cap) return null;
    const stop = this.stopCost(ti, hand, turn);
    const rolls = Array.from({ length: VALUES }, (_, value) =>
      this.rollValue(ti, hand, turn, value),
    );
    const best = Math.min(stop, ...rolls.filter((r) => !Number.isNaN(r)));
    if (stop <= best + EPS) return null;
    return rolls.findIndex((r) => r <= best + EPS);
  }
}

/**
 * A new target is drawn from the 25 others, so once a target is turned down the expected cost of
 * the round from there, `afterRetarget`, is the same whatever it was: keeping the set S of the
 * cheapest first-roll values, afterRetarget = 2 + (sum of S + (25 - |S|) x afterRetarget) / 25,
 * that is (50 + sum of S) / |S|; the best S is the size that makes it least. A round from before
 * its target is drawn costs (sum of S + (26 - |S|) x afterRetarget) / 26.
 */
function roundCosts(starts: readonly number[]): { round: number; afterRetarget: number } {
  const sorted = [...starts].sort((a, b) => a - b);
  const others = TARGETS - 1;
  let best = { round: Infinity, afterRetarget: Infinity };
  let sum = 0;
  sorted.forEach((value, i) => {
    sum += value;
    const kept = i + 1;
    const afterRetarget = (ROLLDICE.retargetPenalty * others + sum) / kept;
    if (afterRetarget < best.afterRetarget) {
      best = { round: (sum + (TARGETS - kept) * afterRetarget) / TARGETS, afterRetarget };
    }
  });
  return best;
}

export interface RollDiceChoice {
  action: RollDiceAction;
  /** Expected final total if the player does this and then plays the policy. */
  expectedTotal: number;
}

export interface RollDiceHint {
  best: RollDiceAction;
  /** Every move the policy weighs: each die, and stop or new target. */
  choices: RollDiceChoice[];
}

export interface RollDiceSolution {
  turnCap: number;
  /** Expected final total of a game under the policy. */
  expectedTotal: number;
  /** Expected cost of one round from before its target is drawn, penalties included. */
  roundCost: number;
  /** Chance of a final total below 20 under this policy. */
  winProbability: number;
  /** Targets the policy plays; it asks for a new target on the others. */
  keptTargets: number[];
  hint: (state: RollDiceState) => RollDiceHint | null;
  bot: (state: RollDiceState) => RollDiceAction | null;
}

/** The policy that minimises the expected final total, by DP over (target, hand, turn). */
export function solveRollDice(turnCap = DEFAULT_TURN_CAP): RollDiceSolution {
  const hands = buildHands();
  const table = new RoundTable(hands, turnCap, (stop) => stop);
  const starts = table.startValues();
  const { round: cost, afterRetarget } = roundCosts(starts);
  const kept = starts.flatMap((value, ti) => (value <= afterRetarget + EPS ? [ti] : []));
  // The expected cost of each target's round from its start, playing the policy.
  const startCosts = starts.map((value) => Math.min(value, afterRetarget));
  const startSum = startCosts.reduce((a, b) => a + b, 0);

  const hint = (state: RollDiceState): RollDiceHint | null => {
    if (state.over) return null;
    const ti = state.target - ROLLDICE.targetMin;
    const hand = handOf(hands, state.dice);
    const future = state.earlier + (ROLLDICE.rounds - state.round) * cost;
    const rolls: RollDiceChoice[] =
      state.turn < turnCap
        ? state.dice.map((value, i) => ({
            action: { type: 'roll', die: i + 1 },
            expectedTotal: future + table.rollValue(ti, hand, state.turn, value),
          }))
        : [];
    if (state.turn === 0) {
      const retarget: RollDiceChoice = {
        action: { type: 'retarget' },
        expectedTotal:
          future + ROLLDICE.retargetPenalty + (startSum - startCosts[ti]!) / (TARGETS - 1),
      };
      const best = kept.includes(ti) ? rolls[0]! : retarget;
      return { best: best.action, choices: [...rolls, retarget] };
    }
    const stop: RollDiceChoice = {
      action: { type: 'stop' },
      expectedTotal: future + state.roundScore,
    };
    const move = table.move(ti, hand, state.turn);
    const best: RollDiceAction =
      move === null
        ? stop.action
        : { type: 'roll', die: state.dice.findIndex((v) => v === move) + 1 };
    return { best, choices: [stop, ...rolls] };
  };

  return {
    turnCap,
    expectedTotal: ROLLDICE.rounds * cost,
    roundCost: cost,
    winProbability: winProbability(table, kept),
    keptTargets: kept.map((ti) => ti + ROLLDICE.targetMin),
    hint,
    bot: (state) => hint(state)?.best ?? null,
  };
}

/**
 * A lower bound on the optimal expected total, from the same DP with an optimistic value at the
 * cap: stopping there, or floor(0.8 x (cap + 1)) if less, which no later stop can beat. The true
 * optimum lies between this and solveRollDice(turnCap).expectedTotal.
 */
export function expectedTotalLowerBound(turnCap = DEFAULT_TURN_CAP): number {
  const bound = Math.floor((4 * (turnCap + 1)) / 5);
  const table = new RoundTable(buildHands(), turnCap, (stop) => Math.min(stop, bound));
  return ROLLDICE.rounds * roundCosts(table.startValues()).round;
}

/** P(a round scores c) for c below 20 when the policy plays target index `ti` from its start. */
function scoreDistribution(table: RoundTable, ti: number): Float64Array {
  const { hands, cap } = table;
  const scores = new Float64Array(ROLLDICE.winBelow);
  let mass = new Float64Array(hands.count);
  for (let face = 0; face < SIDES; face++) mass[hands.next[face]!]! += 1 / SIDES;
  for (let turn = 1; turn <= cap; turn++) {
    const after = new Float64Array(hands.count);
    for (let hand = 0; hand < hands.count; hand++) {
      const p = mass[hand]!;
      if (p === 0) continue;
      const value = table.move(ti, hand, turn);
      if (value === null) {
        const score = table.stopCost(ti, hand, turn);
        if (score < ROLLDICE.winBelow) scores[score]! += p;
        continue;
      }
      const base = (hand * VALUES + value) * SIDES;
      for (let face = 0; face < SIDES; face++) after[hands.next[base + face]!]! += p / SIDES;
    }
    mass = after;
  }
  return scores;
}

/**
 * P(final total < 20) under the policy: a round's cost is 2 per new target plus its score. The
 * first target is one of 26; each new one is one of the 25 others than the target turned down.
 */
function winProbability(table: RoundTable, kept: readonly number[]): number {
  const limit = ROLLDICE.winBelow;
  const round = new Float64Array(limit);
  const others = TARGETS - 1;
  const redrawn = (redraws: number): number =>
    redraws === 0
      ? 1 / TARGETS
      : (1 - kept.length / TARGETS) * (1 - kept.length / others) ** (redraws - 1) * (1 / others);
  for (const ti of kept) {
    const scores = scoreDistribution(table, ti);
    for (let redraws = 0; redraws * ROLLDICE.retargetPenalty < limit; redraws++) {
      const penalty = redraws * ROLLDICE.retargetPenalty;
      const p = redrawn(redraws);
      for (let score = 0; score + penalty < limit; score++)
        round[score + penalty]! += p * scores[score]!;
    }
  }
  let total = Float64Array.of(1);
  for (let r = 0; r < ROLLDICE.rounds; r++) {
    const next = new Float64Array(limit);
    total.forEach((p, a) => {
      for (let b = 0; a + b < limit; b++) next[a + b]! += p * round[b]!;
    });
    total = next;
  }
  return total.reduce((a, b) => a + b, 0);
}

/**
 * The best chance of a final total below 20 by any policy, which may differ from the one above.
 * Its DP needs the total so far (0 to 19: 20 or more is lost); the turn needs no chosen cap: once
 * floor(0.8 x turn) passes what is left of 19, every stop loses.
 */
export function maxWinProbability(): number {
  const hands = buildHands();
  const limit = ROLLDICE.winBelow;
  const cells = TARGETS * hands.count;
  // start[x]: the chance of winning from a round's start, before its target, with total x; the
  // last entries stay 0 for a new target that takes the total to 20 or more.
  let later: Float64Array | null = null;
  for (let round = ROLLDICE.rounds; round >= 1; round--) {
    const next = later;
    const reward = (total: number): number =>
      total >= limit ? 0 : next === null ? 1 : next[total]!;
    const start = new Float64Array(limit + ROLLDICE.retargetPenalty);
    // turnedDown[ti][x]: the chance from a new target drawn after turning down ti, at total x.
    const turnedDown = Array.from(
      { length: TARGETS },
      () => new Float64Array(limit + ROLLDICE.retargetPenalty),
    );
    for (let total = limit - 1; total >= 0; total--) {
      const budget = limit - 1 - total;
      let turnCap = 1;
      while (Math.floor((4 * turnCap) / 5) <= budget) turnCap++;
      let ahead = new Float64Array(cells);
      for (let turn = turnCap - 1; turn >= 0; turn--) {
        const here = new Float64Array(cells);
        for (let ti = 0; ti < TARGETS; ti++) {
          const target = ti + ROLLDICE.targetMin;
          // Before the first roll only the unrolled hand (0) exists, and stopping is not allowed.
          for (let hand = 0; hand < (turn === 0 ? 1 : hands.count); hand++) {
            let best = turn === 0 ? 0 : reward(total + roundScore(hands.sums[hand]!, target, turn));
            for (let value = 0; value < VALUES; value++) {
              const base = (hand * VALUES + value) * SIDES;
              if (hands.next[base]! < 0) continue;
              let sum = 0;
              for (let face = 0; face < SIDES; face++) {
                sum += ahead[ti * hands.count + hands.next[base + face]!]!;
              }
              best = Math.max(best, sum / SIDES);
            }
            here[ti * hands.count + hand] = best;
          }
        }
        ahead = here;
      }
      const best = Array.from({ length: TARGETS }, (_, ti) =>
        Math.max(ahead[ti * hands.count]!, turnedDown[ti]![total + ROLLDICE.retargetPenalty]!),
      );
      const sum = best.reduce((a, b) => a + b, 0);
      start[total] = sum / TARGETS;
      best.forEach((value, ti) => (turnedDown[ti]![total] = (sum - value) / (TARGETS - 1)));
    }
    later = start;
  }
  return later![0]!;
}
