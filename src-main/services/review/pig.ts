import type { CurvePoint } from '../../../src-shared/domains/review';
import type { PigAction, PigReplay, PigState } from '../../../src-shared/pig';
import { pigGame } from '../../engine/pig/def';
import { pigSolution, twoSeatView, type PigSolution } from '../../engine/pig/solver';
import { pricedGame, rollLuck, type PricedDecision } from './grade';
import type { ReviewHook } from './hook';

/** Expected turn points given up that count as a blunder (as 10 points of winning would). */
const POINTS_BLUNDER = 5;

/**
 * The most a turn can still add on average from turn total `k`, rolling on while that is worth
 * more than holding (a turn that reaches the target stops there): the price of a choice when
 * there are not two seats to weigh chances of winning.
 */
function turnWorth(score: number, target: number): (k: number) => number {
  const worth = new Map<number, number>();
  const value = (k: number): number => {
    if (score + k >= target) return k;
    let known = worth.get(k);
    if (known === undefined) {
      known = Math.max(k, rollWorth(k));
      worth.set(k, known);
    }
    return known;
  };
  // A 1 loses the turn; 2 to 6 add to it.
  const rollWorth = (k: number): number => {
    let sum = 0;
    for (let face = 2; face <= 6; face++) sum += value(k + face);
    return sum / 6;
  };
  return (k) => rollWorth(k);
}

/** The options' worth at this state: chances of winning with two seats, expected points else. */
function options(state: PigState, solution: PigSolution | null): { roll: number; hold: number } {
  if (solution) {
    const { score, other, turnTotal } = twoSeatView(state);
    const { roll, hold } = solution.choices(score, other, turnTotal);
    return { roll, hold: hold ?? -1 };
  }
  const score = state.totals[state.current]!;
  return { roll: turnWorth(score, state.target)(state.turnTotal), hold: state.turnTotal };
}

/** The first seat's standing: its chance of winning, or its total with the turn in hand. */
function firstSeat(state: PigState, solution: PigSolution | null): number {
  if (state.over) return solution ? (state.winner === 0 ? 1 : 0) : state.totals[0]!;
  if (!solution) return state.totals[0]! + (state.current === 0 ? state.turnTotal : 0);
  const { score, other, turnTotal } = twoSeatView(state);
  const toMove = solution.chance(score, other, turnTotal);
  return state.current === 0 ? toMove : 1 - toMove;
}

/** Pig's review from the exact two-seat solve (expected turn points at other tables). */
export const pigReview: ReviewHook<PigReplay> = {
  prepare: () => Promise.resolve(),
  price: (replay) => {
    let state = pigGame.newGame(pigGame.setupOf(replay));
    const solution = state.totals.length === 2 ? pigSolution(state.target) : null;
    const scale = solution ? 100 : 1;
    const decisions: PricedDecision[] = [];
    const luck: Array<{ step: number; swing: number }> = [];
    const curve: CurvePoint[] = [{ step: 0, winChance: firstSeat(state, solution) }];
    for (const [step, action] of replay.actions.entries()) {
      const seat = state.current;
      let given = 0;
      // Holding needs a roll first: the turn's first roll is no decision.
      if (state.rolls.length > 0) {
        const worth = options(state, solution);
        const best: PigAction['type'] = worth.hold >= worth.roll ? 'hold' : 'roll';
        given = worth[best] - worth[action.type];
        decisions.push({
          step,
          seat,
          chosen: action.type,
          best,
          winBefore: worth[best],
          loss: given * scale,
        });
      }
      const result = pigGame.apply(state, action);
      if (!result.ok) throw new Error(`action ${step + 1}: ${result.error.message}`);
      state = result.value;
      const point = { step: step + 1, winChance: firstSeat(state, solution) };
      if (action.type === 'roll') {
        const moved = { before: curve.at(-1)!.winChance, after: point.winChance };
        luck.push(rollLuck(step, moved, seat, given, solution !== null));
      }
      curve.push(point);
    }
    const seatNames = replay.seats.map((seat) => seat.name);
    const played = { finished: state.over, seatNames, decisions, curve, luck };
    return pricedGame(played, solution !== null, POINTS_BLUNDER);
  },
};
