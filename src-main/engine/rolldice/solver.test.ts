import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLLDICE, type DieValue, type RollDiceState } from '../../../src-shared/rolldice';
import { apply, diceSum, newGame, roundScore } from './game';
import {
  DEFAULT_TURN_CAP,
  expectedTotalLowerBound,
  maxWinProbability,
  solveRollDice,
  type RollDiceSolution,
} from './solver';

let solution: RollDiceSolution;
beforeAll(() => {
  solution = solveRollDice();
});

/** A round-start state in the last round with nothing scored yet: values are then the round's. */
function roundStart(target: number): RollDiceState {
  return { ...newGame({ generator: 'xoroshiro128plus', seed: 1 }), round: 3, target };
}

const targets = Array.from({ length: 26 }, (_, i) => i + ROLLDICE.targetMin);

function rollChoice(s: RollDiceSolution, state: RollDiceState): number {
  return s.hint(state)!.choices.find((c) => c.action.type === 'roll')!.expectedTotal;
}

/**
 * The round's value by plain recursion over ordered dice, with no multisets or tables: roll any of
 * the five dice, or stop after a roll, until `cap` rolls, where the round stops.
 */
function bruteForce(
  target: number,
  cap: number,
  dice: number[] = [0, 0, 0, 0, 0],
  turn = 0,
): number {
  const stop = turn === 0 ? Infinity : roundScore(diceSum(dice as DieValue[]), target, turn);
  if (turn === cap) return stop;
  let best = stop;
  for (let die = 0; die < dice.length; die++) {
    let sum = 0;
    for (let face = 1; face <= 6; face++) {
      sum += bruteForce(target, cap, dice.with(die, face), turn + 1);
    }
    best = Math.min(best, sum / 6);
  }
  return best;
}

describe('the expected-total policy', () => {
  it('has finite figures that hang together', () => {
    expect(Number.isFinite(solution.expectedTotal)).toBe(true);
    expect(solution.expectedTotal).toBeCloseTo(ROLLDICE.rounds * solution.roundCost, 12);
    expect(solution.winProbability).toBeGreaterThan(0.5);
    expect(solution.winProbability).toBeLessThan(1);
    expect(solution.turnCap).toBe(DEFAULT_TURN_CAP);
  });

  it('values a round as E[min(play the target, 2 + a round on one of the 25 others)]', () => {
    const starts = targets.map((t) => rollChoice(solution, roundStart(t)));
    const cost = solution.roundCost;
    // After turning down a target the round costs the same whatever it was: the fixed point c of
    // c = 2 + (sum of the kept starts + (25 - kept) x c) / 25.
    const kept = starts.filter((_, i) => solution.keptTargets.includes(targets[i]!));
    const sumKept = kept.reduce((a, b) => a + b, 0);
    const afterRetarget = (ROLLDICE.retargetPenalty * 25 + sumKept) / kept.length;
    const fixedPoint = starts.reduce((sum, w) => sum + Math.min(w, afterRetarget), 0) / 26;
    expect(fixedPoint).toBeCloseTo(cost, 12);
    expect(solution.keptTargets).toEqual(targets.filter((_, i) => starts[i]! <= afterRetarget));
    for (const t of targets) {
      const hint = solution.hint(roundStart(t))!;
      expect(hint.best.type).toBe(solution.keptTargets.includes(t) ? 'roll' : 'retarget');
    }
  });

  it('loses nothing to its turn cap: the optimistic bound agrees', () => {
    const lower = expectedTotalLowerBound();
    expect(lower).toBeLessThanOrEqual(solution.expectedTotal);
    expect(solution.expectedTotal - lower).toBeLessThan(1e-9);
    // A short cap leaves a visible gap that closes from both sides as the cap grows.
    const short = solveRollDice(20).expectedTotal;
    const shortLower = expectedTotalLowerBound(20);
    expect(short).toBeGreaterThan(solution.expectedTotal + 1e-3);
    expect(shortLower).toBeLessThan(lower - 1e-3);
  });

  it('matches a plain recursion over ordered dice with a short cap', () => {
    const short = solveRollDice(4);
    for (const t of [5, 9, 14, 21, 30]) {
      expect(rollChoice(short, roundStart(t))).toBeCloseTo(bruteForce(t, 4), 12);
    }
  });

  it('picks the cheapest choice and never rolls when stopping is strictly better', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        (target, values, turn) => {
          const dice = values as DieValue[];
          const score = roundScore(diceSum(dice), target, turn);
          const state = { ...roundStart(target), dice, turn, roundScore: score, total: score };
          const hint = solution.hint(state)!;
          const stop = hint.choices[0]!;
          const best = Math.min(...hint.choices.map((c) => c.expectedTotal));
          expect(stop.action.type).toBe('stop');
          expect(stop.expectedTotal).toBe(score);
          const chosen = hint.choices.find(
            (c) => JSON.stringify(c.action) === JSON.stringify(hint.best),
          )!;
          expect(chosen.expectedTotal).toBeLessThanOrEqual(best + 1e-9);
          if (stop.expectedTotal < best + 1e-9) expect(hint.best).toEqual({ type: 'stop' });
          // No later stop can cost less than floor(0.8 x (turn + 1)), so on target or that close
          // the policy stops.
          if (score <= Math.floor((4 * (turn + 1)) / 5))
            expect(hint.best).toEqual({ type: 'stop' });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stops at the cap and has nothing to say once the game is over', () => {
    const state = {
      ...roundStart(12),
      dice: [6, 0, 0, 0, 0] as DieValue[],
      turn: DEFAULT_TURN_CAP,
    };
    expect(solution.hint(state)!.choices.map((c) => c.action.type)).toEqual(['stop']);
    expect(solution.bot({ ...state, over: true, won: false })).toBeNull();
  });

  it('plays games whose totals match its figures (Monte Carlo)', () => {
    const games = 20_000;
    let sum = 0;
    let squares = 0;
    let wins = 0;
    for (let seed = 1; seed <= games; seed++) {
      let state = newGame({ generator: 'xoroshiro128plus', seed });
      while (!state.over) {
        const result = apply(state, solution.bot(state)!);
        if (!result.ok) throw new Error(result.error.message);
        state = result.value;
      }
      sum += state.total;
      squares += state.total ** 2;
      if (state.won) wins++;
    }
    const mean = sum / games;
    const spread = Math.sqrt((squares / games - mean ** 2) / games);
    expect(Math.abs(mean - solution.expectedTotal)).toBeLessThan(4.5 * spread);
    const p = solution.winProbability;
    expect(Math.abs(wins / games - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / games));
  });
});

describe('the win-maximising policy', () => {
  it('wins at least as often as the expected-total one', () => {
    const best = maxWinProbability();
    expect(best).toBeGreaterThanOrEqual(solution.winProbability - 1e-12);
    expect(best).toBeLessThan(1);
  });
});
