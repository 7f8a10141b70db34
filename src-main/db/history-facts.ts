import type { FarkleState, TurnRecord } from '../../src-shared/farkle';
import type { RollDiceState } from '../../src-shared/rolldice';
import type { StoredReplay } from './history';

/** What the games store derives from a move: the listed state and the farkle-odds facts. */

/**
 * The state a move led to as the home screen lists it: Farkle's played turns and rolls left out,
 * so it stays small however long the game (Roll-Dice-Roll's lists are short).
 */
export function summaryOf(game: StoredReplay['game'], state: FarkleState | RollDiceState): unknown {
  if (game === 'rolldice' || !('history' in state)) return state;
  return { ...state, history: [], turn: { ...state.turn, rolls: [] } };
}

/** A game's state, with which game it is. */
export type StateOf =
  { game: 'farkle'; state: FarkleState } | { game: 'rolldice'; state: RollDiceState };

/** One seat's throws of one number of dice in a game, and how many of them farkled. */
export interface OddsFact {
  game: number;
  seat: number;
  dice: number;
  rolls: number;
  farkles: number;
}

/** The farkle-odds facts of one turn's rolls, by the number of dice thrown. */
export function rollFacts(game: number, record: TurnRecord): OddsFact[] {
  const byDice = new Map<number, OddsFact>();
  record.rolls.forEach((roll, index) => {
    const dice = roll.faces.length;
    const fact = byDice.get(dice) ?? { game, seat: record.seat, dice, rolls: 0, farkles: 0 };
    fact.rolls++;
    if (record.outcome === 'farkle' && index === record.rolls.length - 1) fact.farkles++;
    byDice.set(dice, fact);
  });
  return [...byDice.values()];
}
