import { PIG, type PigAction, type PigState } from '../../../src-shared/pig';
import { BoundedCache } from '../bounded-cache';

/**
 * Two-seat Pig solved exactly (Neller and Presser, 2004): the chance that the player to move wins
 * with optimal play by both, for every score i, opponent score j and turn total k. A state's
 * chance depends on states with a higher i + j, except through a 1 (the turn passes with the
 * scores as they were): so the pairs (i, j) and (j, i) are solved together, highest sum first,
 * by Newton's method on their two turn-start chances (the chances are piecewise linear in each
 * other, so it ends in a few steps), and no sweep over the whole table is ever repeated.
 */
export interface PigSolution {
  target: number;
  /** The chance that the player to move wins; 1 once the turn reaches the target. */
  chance(score: number, other: number, turnTotal: number): number;
  /** The chance of winning after rolling and after holding (null when there is nothing to hold). */
  choices(score: number, other: number, turnTotal: number): { roll: number; hold: number | null };
}

const SIXTH = 1 / 6;

export function solvePig(target: number = PIG.target): PigSolution {
  const t = target;
  // Row (i, j) holds turn totals 0 to t - i - 1: a turn that reaches t has won.
  const base = new Float64Array(t + 1);
  for (let i = 0; i < t; i++) base[i + 1] = base[i]! + t * (t - i);
  const table = new Float64Array(base[t]!);
  const at = (i: number, j: number, k: number) => base[i]! + j * (t - i) + k;
  /** The chance of the player to move at turn start (k = 0), or 1 if they have won. */
  const start = (i: number, j: number) => (i >= t ? 1 : j >= t ? 0 : table[at(i, j, 0)]!);
  const slope = new Float64Array(t);

  /**
   * Fills row (i, j) given the opponent's turn-start chance `other` = P(j, i, 0), and answers its
   * turn-start chance with its slope in `other` under the choices made.
   */
  function row(i: number, j: number, other: number): { value: number; slope: number } {
    const top = t - i;
    const offset = at(i, j, 0);
    for (let k = top - 1; k >= 0; k--) {
      let roll = SIXTH * (1 - other);
      let rollSlope = -SIXTH;
      for (let face = 2; face <= 6; face++) {
        if (k + face >= top) roll += SIXTH;
        else {
          roll += SIXTH * table[offset + k + face]!;
          rollSlope += SIXTH * slope[k + face]!;
        }
      }
      // Holding passes the turn with the scores i + k and j: a higher sum, solved already.
      const hold = k === 0 ? -1 : 1 - start(j, i + k);
      if (hold > roll) {
        table[offset + k] = hold;
        slope[k] = 0;
      } else {
        table[offset + k] = roll;
        slope[k] = rollSlope;
      }
    }
    return { value: table[offset]!, slope: slope[0]! };
  }

  for (let sum = 2 * t - 2; sum >= 0; sum--) {
    for (let i = Math.max(0, sum - t + 1); i <= sum / 2; i++) {
      const j = sum - i;
      let a = 0.5;
      let b = 0.5;
      for (let step = 0; step < 100; step++) {
        const first = row(i, j, b);
        if (i === j) {
          const next = (first.value - first.slope * a) / (1 - first.slope);
          const done = Math.abs(next - a) < 1e-15;
          a = b = next;
          if (done) break;
          continue;
        }
        const second = row(j, i, a);
        const nextA =
          (first.value + first.slope * (second.value - b) - first.slope * second.slope * a) /
          (1 - first.slope * second.slope);
        const nextB = second.value + second.slope * (nextA - a);
        const done = Math.abs(nextA - a) + Math.abs(nextB - b) < 1e-15;
        a = nextA;
        b = nextB;
        if (done) break;
      }
      // The rows again at the solved pair, so the table holds their final chances.
      row(i, j, b);
      if (i !== j) row(j, i, a);
    }
  }

  const chance = (i: number, j: number, k: number) =>
    i + k >= t ? 1 : j >= t ? 0 : table[at(i, j, k)]!;
  const choices = (i: number, j: number, k: number) => {
    let roll = SIXTH * (1 - start(j, i));
    for (let face = 2; face <= 6; face++) roll += SIXTH * chance(i, j, k + face);
    return { roll, hold: k === 0 ? null : 1 - start(j, i + k) };
  };
  return { target, chance, choices };
}

/** Solved tables kept per target: a few megabytes each, solved in a fraction of a second. */
const SOLVED = new BoundedCache<number, PigSolution>(4);

export function pigSolution(target: number): PigSolution {
  return SOLVED.getOrSet(target, () => solvePig(target));
}

/**
 * The seat to move's view as two seats: its own total and the highest other total (the one it
 * must beat at a bigger table, as the exact player assumes there).
 */
export function twoSeatView(state: PigState): { score: number; other: number; turnTotal: number } {
  const others = state.totals.filter((_, seat) => seat !== state.current);
  return {
    score: state.totals[state.current]!,
    other: others.length > 0 ? Math.max(...others) : 0,
    turnTotal: state.turnTotal,
  };
}

/** The exact player's move: the higher chance of winning, holding on a tie. */
export function optimalPigAction(state: PigState): PigAction {
  const { score, other, turnTotal } = twoSeatView(state);
  const { roll, hold } = pigSolution(state.target).choices(score, other, turnTotal);
  return hold !== null && hold >= roll ? { type: 'hold' } : { type: 'roll' };
}

/** The classic bot: hold once the turn total reaches 20. */
export function holdAt20Action(state: PigState): PigAction {
  return state.turnTotal >= PIG.holdAt ? { type: 'hold' } : { type: 'roll' };
}
