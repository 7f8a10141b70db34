import { PIG, type PigAction, type PigBotId, type PigState } from '../../../src-shared/pig';
import { holdAt20Action, optimalPigAction, twoSeatView } from './solver';

const ROLL: PigAction = { type: 'roll' };
const HOLD: PigAction = { type: 'hold' };

/** Penny: hold once the turn total reaches 10. */
function holdAt10Action(state: PigState): PigAction {
  return state.turnTotal >= PIG.holdAt / 2 ? HOLD : ROLL;
}

/**
 * Kip, Neller and Presser's "keep pace and end race" for 100, scaled to the target: once anyone
 * has 71% of it, roll on to the end; before that, hold at 21% of it plus an eighth of how far
 * behind the leader (less when ahead).
 */
export function keepPaceAction(state: PigState): PigAction {
  const { score, other, turnTotal } = twoSeatView(state);
  const endRace = Math.round(0.71 * state.target);
  if (state.rolls.length === 0 || score >= endRace || other >= endRace) return ROLL;
  return turnTotal >= Math.round(0.21 * state.target) + Math.round((other - score) / 8)
    ? HOLD
    : ROLL;
}

/** What each bot does at its turn, by id. */
export const PIG_POLICIES: Readonly<Record<PigBotId, (state: PigState) => PigAction>> = {
  'hold-at-10': holdAt10Action,
  'hold-at-20': holdAt20Action,
  'keep-pace': keepPaceAction,
  optimal: optimalPigAction,
};
