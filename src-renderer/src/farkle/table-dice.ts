import type { FarkleView } from '../../../src-shared/api';
import type { Die, TurnRecord } from '../../../src-shared/farkle';

/** The dice the table shows: the turn in play, or how the last turn ended. */
export interface TableDice {
  dice: Die[];
  /** The dice belong to the turn in play (not to the turn that just ended). */
  live: boolean;
  /** The turn that ended, when the dice are its. */
  ended: TurnRecord | null;
}

/** The dice of the turn in play, or of the turn that just ended when none is rolled yet. */
export function tableDice(view: FarkleView | null): TableDice {
  if (!view) return { dice: [], live: false, ended: null };
  const { turn, history } = view;
  if (turn.rolls.length > 0 || history.length === 0) {
    return { dice: turn.dice, live: true, ended: null };
  }
  const ended = history[history.length - 1]!;
  return { dice: ended.dice, live: false, ended };
}
