/** Roll-Dice-Roll in words, person-aware, from the events the main process sends. */
import type { RollDicePlay, RollDiceView } from '../../../../src-shared/api';
import { ROLLDICE, type RollDiceEvent } from '../../../../src-shared/rolldice';
import { faceWord, points } from '../format';
import { Voice } from './voice';

type Shown = RollDiceView['state'];

/** Roll-Dice-Roll has one seat: the player, or whoever else plays it. */
export function rollDiceVoice(view: Pick<RollDiceView, 'player'>, playerName: string): Voice {
  return Voice.of([view.player], playerName);
}

/** The round in play: "Round 2 of 3: target 17. Total 12." */
export function roundWords(state: Shown): string {
  return `Round ${state.round} of ${ROLLDICE.rounds}: target ${state.target}. Total ${points(state.total)}.`;
}

/** The result's heading for a win: "You win!" or "Congratulations, Milo!" */
export function winWords(voice: Voice): string {
  return voice.isYou(0) ? `You win${voice.greeting(0)}!` : `Congratulations, ${voice.name(0)}!`;
}

/**
 * The result's heading for a game not won, by how far the total stood from a win (under
 * winBelow): "So close" only for a near miss.
 */
export function missWords(total: number, voice: Voice): string {
  const short = total - ROLLDICE.winBelow + 1;
  const who = voice.isYou(0) ? voice.greeting(0) : `, ${voice.name(0)}`;
  if (short <= 5) return `So close${who}.`;
  if (short <= 20) return `Not far off${who}.`;
  return `Not this time${who}.`;
}

/** The game's first line: "You play Roll-Dice-Roll" or "Milo plays Roll-Dice-Roll". */
export function playsLine(voice: Voice): string {
  return `${voice.does(0, 'play', 'plays')} Roll-Dice-Roll`;
}

function eventWords(event: RollDiceEvent, view: RollDiceView, voice: Voice, over: boolean): string {
  const { state } = view;
  switch (event.type) {
    case 'roll':
      return `${voice.who(0)} rolled die ${event.die}: ${faceWord(event.value)}. Turn ${state.turn}, round score ${points(event.score)}, total ${points(state.total)}.`;
    case 'retarget':
      return `New target ${event.to}, ${event.penalty} points added. Total ${points(state.total)}.`;
    case 'stop': {
      const stopped = `Round ${event.round} stopped at ${points(event.score)}.`;
      return over ? stopped : `${stopped} ${roundWords(state)}`;
    }
    case 'game-over':
      return event.won
        ? `${winWords(voice)} Final total ${points(event.total)}: under ${ROLLDICE.winBelow}, a win.`
        : `Final total ${points(event.total)}: not under ${ROLLDICE.winBelow}. ${missWords(event.total, voice)}`;
  }
}

/** Everything the last move changed, in one announcement. */
export function describeEvents(view: RollDiceView, voice: Voice): string {
  const over = view.events.some((e) => e.type === 'game-over');
  return view.events.map((event) => eventWords(event, view, voice, over)).join(' ');
}

/** Key D: "Round 2 of 3: target 17. Total 12. Turn 3, round score 9. Dice: die 1 four, …" */
export function tableWords(view: RollDiceView): string {
  const { state } = view;
  if (state.over) return `Game over. Final total ${points(state.total)}.`;
  const dice = state.dice
    .map((face, i) => `die ${i + 1} ${face === 0 ? 'not rolled' : faceWord(face)}`)
    .join(', ');
  return `${roundWords(state)} Turn ${state.turn}, round score ${points(state.roundScore)}. Dice: ${dice}.`;
}

/** How a move reads on a button, in the hint and in the bot's panel. */
export function playLabel(play: RollDicePlay): string {
  switch (play.type) {
    case 'roll':
      return `Roll die ${play.die}`;
    case 'stop':
      return 'Stop the round';
    case 'retarget':
      return `New target (+${ROLLDICE.retargetPenalty})`;
  }
}
