/** What a replay frame shows, in words: read from the frame the main process sent, nothing more. */
import type { FarkleFrame, RollDiceFrame } from '../../../../src-shared/api';
import type { Die, TurnRecord } from '../../../../src-shared/farkle';
import { ROLLDICE } from '../../../../src-shared/rolldice';
import { facesList, points } from '../format';
import { endedLine, winsLine } from './farkle';
import { Voice } from './voice';

/** The dice a Farkle frame shows: the turn in play, or how the last turn ended. */
export function frameDice(frame: FarkleFrame): { dice: Die[]; ended: TurnRecord | null } {
  const { turn, history } = frame.game;
  const last = history.at(-1);
  if (turn.rolls.length > 0 || !last) return { dice: turn.dice, ended: null };
  return { dice: last.dice, ended: last };
}

export function farkleWords(frame: FarkleFrame, playerName: string): string {
  const view = frame.game;
  const voice = Voice.of(view.seats, playerName);
  if (view.over) {
    return view.winner === null
      ? 'The game is over.'
      : `Game over: ${winsLine(voice, view.winner)} with ${points(view.seats[view.winner]?.total ?? 0)}.`;
  }
  const { turn } = view;
  const roll = turn.rolls.at(-1);
  if (turn.phase === 'choose' && roll) {
    return `${voice.who(view.current)} rolled ${facesList(roll.faces)}.`;
  }
  if (turn.phase === 'decide' && roll) {
    const hot = turn.hotDice ? ' Hot dice: all six scored.' : '';
    return `${voice.who(view.current)} kept ${facesList(roll.kept)} for ${points(roll.score)}: turn total ${points(turn.turnTotal)}.${hot}`;
  }
  const { ended } = frameDice(frame);
  if (ended) {
    const total = ended.outcome === 'bank' ? ` Total ${points(ended.totalAfter)}.` : '';
    return `${endedLine(voice, ended)}${total} ${voice.Whose(view.current)} roll.`;
  }
  return `Before the first roll: ${voice.does(view.current, 'start', 'starts')}.`;
}

export function rollDiceWords(frame: RollDiceFrame, playerName: string): string {
  const { state, player } = frame.game;
  const voice = Voice.of([player], playerName);
  if (state.over) {
    return `Game over: ${voice.who(0)} finished with ${state.total}, ${state.won ? `a win (under ${ROLLDICE.winBelow})` : `not under ${ROLLDICE.winBelow}`}.`;
  }
  if (state.turn === 0) {
    return `Round ${state.round}: target ${state.target}, no dice rolled yet.`;
  }
  return `Round ${state.round}, roll ${state.turn}: ${frame.game.formula}.`;
}
