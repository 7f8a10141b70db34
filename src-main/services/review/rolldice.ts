import type { CurvePoint } from '../../../src-shared/domains/review';
import type { RollDiceAction, RollDiceReplay, RollDiceState } from '../../../src-shared/rolldice';
import { rollDiceGame } from '../../engine';
import type { RollDiceSolution } from '../../engine/rolldice/solver';
import type { PricedDecision } from './grade';
import type { ReviewHook } from './hook';

/** Points of the final total that count as a blunder (as 10 percentage points of winning would). */
const TOTAL_BLUNDER = 3;

/** A move in words: "roll die 3 (a 5)", "stop", "new target". */
function label(state: RollDiceState, action: RollDiceAction): string {
  if (action.type === 'roll') {
    const value = state.dice[action.die - 1] ?? 0;
    return `roll die ${action.die}${value === 0 ? '' : ` (a ${value})`}`;
  }
  return action.type === 'retarget' ? 'new target' : action.type;
}

const sameMove = (a: RollDiceAction, b: RollDiceAction): boolean =>
  a.type === b.type && (a.type !== 'roll' || (b.type === 'roll' && a.die === b.die));

/** Roll-Dice-Roll's review from its solver: each move's expected final total (lower is better). */
export function rollDiceReview(solver: () => RollDiceSolution): ReviewHook<RollDiceReplay> {
  return {
    prepare: () => Promise.resolve(),
    price: (replay) => {
      const solution = solver();
      const expected = (state: RollDiceState): number => {
        const hint = solution.hint(state);
        return hint ? Math.min(...hint.choices.map((c) => c.expectedTotal)) : state.total;
      };
      const decisions: PricedDecision[] = [];
      const luck: Array<{ step: number; swing: number }> = [];
      let state = rollDiceGame.newGame(rollDiceGame.setupOf(replay));
      const curve: CurvePoint[] = [{ step: 0, winChance: expected(state) }];
      for (const [step, action] of replay.actions.entries()) {
        const hint = solution.hint(state);
        const chosen = hint?.choices.find((choice) => sameMove(choice.action, action));
        let loss = 0;
        if (hint && chosen) {
          const best = hint.choices.reduce((a, b) => (b.expectedTotal < a.expectedTotal ? b : a));
          loss = Math.max(0, chosen.expectedTotal - best.expectedTotal);
          decisions.push({
            step,
            seat: 0,
            chosen: label(state, action),
            best: label(state, best.action),
            winBefore: best.expectedTotal,
            loss,
          });
        }
        const result = rollDiceGame.apply(state, action);
        if (!result.ok) throw new Error(`action ${step + 1}: ${result.error.message}`);
        state = result.value;
        const point = { step: step + 1, winChance: expected(state) };
        // A roll and a new target are the dice's: their move, less the choice's own price.
        if (action.type === 'roll' || action.type === 'retarget') {
          luck.push({ step, swing: point.winChance - curve.at(-1)!.winChance - loss });
        }
        curve.push(point);
      }
      return {
        finished: state.over,
        unit: 'total',
        blunderAt: TOTAL_BLUNDER,
        seatNames: [replay.player.name],
        decisions,
        curve,
        luck,
      };
    },
  };
}
