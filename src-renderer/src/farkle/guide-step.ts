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
 * Where the guided game stands, read from the table and the dice picked: the step the guide
 * shows. The player sits first; a move off the script ends the guide ("off-script").
 */
export function guideStep(view: FarkleView, selected: readonly number[]): GuideStep {
  const last = view.history.at(-1);
  switch (view.turnsPlayed) {
    case 0:
      return keepTurn(
        view,
        selected,
        { roll: 'roll-first', pick: 'pick-one', move: 'roll-rest' },
        GUIDED_GAME.firstKeep,
      );
    case 1:
      return last?.seat === 0 && last.outcome === 'farkle' ? 'farkle' : 'off-script';
    case 2:
      return keepTurn(
        view,
        selected,
        { roll: 'roll-second', pick: 'pick-three', move: 'bank' },
        GUIDED_GAME.secondKeep,
      );
    case 3:
      return last?.seat === 0 && last.outcome === 'bank' ? 'done' : 'off-script';
    default:
      return 'off-script';
  }
}
