import type { FarkleView } from '../../../src-shared/api';
import { GUIDED_GAME } from '../../../src-shared/guided-game';
import type { GuideStep } from '../lib/words';

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((die) => b.includes(die));
}

/**
 * A keep-and-move turn of the script: roll, pick these dice, then the move; a keep stands on the
 * table in the "decide" phase for a moment before the move that goes with it.
 */
function keepTurn(
  view: FarkleView,
  selected: readonly number[],
  steps: { roll: GuideStep; pick: GuideStep; move: GuideStep },
  keep: readonly number[],
): GuideStep {
  const { turn } = view;
  if (view.current !== 0) return 'off-script';
  if (turn.phase === 'start') return steps.roll;
  if (turn.rolls.length !== 1) return 'off-script';
  return turn.phase === 'decide' || sameDice(selected, keep) ? steps.move : steps.pick;
}

/**
 * The guided game's turns in order: the player's keep-and-move turns, and after each one the
 * turn's end the player should see (a farkle, then the final bank).
 */
const SCRIPT: ReadonlyArray<
  | { keep: readonly number[]; steps: { roll: GuideStep; pick: GuideStep; move: GuideStep } }
  | { ended: 'farkle' | 'bank'; step: GuideStep }
> = [
  {
    keep: GUIDED_GAME.firstKeep,
    steps: { roll: 'roll-first', pick: 'pick-one', move: 'roll-rest' },
  },
  { ended: 'farkle', step: 'farkle' },
  {
    keep: GUIDED_GAME.secondKeep,
    steps: { roll: 'roll-second', pick: 'pick-three', move: 'bank' },
  },
  { ended: 'bank', step: 'done' },
];

/**
 * Where the guided game stands, read from the table and the dice picked: the step the guide
 * shows. The player sits first; a move off the script ends the guide ("off-script").
 */
export function guideStep(view: FarkleView, selected: readonly number[]): GuideStep {
  const part = SCRIPT[view.turnsPlayed];
  if (!part) return 'off-script';
  if ('keep' in part) return keepTurn(view, selected, part.steps, part.keep);
  const last = view.history.at(-1);
  return last?.seat === 0 && last.outcome === part.ended ? part.step : 'off-script';
}
