/** What the live region says about Roll-Dice-Roll, from the events the main process sends. */
import type { RollDicePlay, RollDiceView } from '../../../src-shared/api';
import { ROLLDICE, type RollDiceEvent } from '../../../src-shared/rolldice';
import { faceWord, points } from '../lib/format';

type Shown = RollDiceView['state'];

/** The round in play: "Round 2 of 3: target 17. Total 12." */
export function roundWords(state: Shown): string {
  return `Round ${state.round} of ${ROLLDICE.rounds}: target ${state.target}. Total ${points(state.total)}.`;
}

/**
 * The result's heading for a game not won, by how far the total stood from a win (under
 * winBelow): "So close" only for a near miss.
 */
export function missWords(total: number, who: string): string {
  const short = total - ROLLDICE.winBelow + 1;
  if (short <= 5) return `So close, ${who}.`;
  if (short <= 20) return `Not far off, ${who}.`;
  return `Not this time, ${who}.`;
}

function eventWords(event: RollDiceEvent, view: RollDiceView, over: boolean): string {
  const who = view.player.name;
  const { state } = view;
  switch (event.type) {
    case 'roll':
      return `${who} rolled die ${event.die}: ${faceWord(event.value)}. Turn ${state.turn}, round score ${points(event.score)}, total ${points(state.total)}.`;
    case 'retarget':
      return `New target ${event.to}, ${event.penalty} points added. Total ${points(state.total)}.`;
    case 'stop': {
      const stopped = `Round ${event.round} stopped at ${points(event.score)}.`;
      return over ? stopped : `${stopped} ${roundWords(state)}`;
    }
    case 'game-over':
      return event.won
        ? `Congratulations, ${who}! Final total ${points(event.total)}: under ${ROLLDICE.winBelow}, you win.`
        : `Final total ${points(event.total)}: not under ${ROLLDICE.winBelow} this time, ${who}. Better luck next game!`;
  }
}

/** Everything the last move changed, in one announcement. */
export function describeEvents(view: RollDiceView): string {
  const over = view.events.some((e) => e.type === 'game-over');
  return view.events.map((event) => eventWords(event, view, over)).join(' ');
}

/** Key D: "Round 2 of 3: target 17. Total 12. Turn 3, round score 9. Dice: die 1 four, …" */
export function tableWords(view: RollDiceView): string {
  const { state } = view;
  if (state.over) return `Game over. Final total ${points(state.total)}.`;
  const dice = state.dice.map((face, i) => `die ${i + 1} ${faceWord(face)}`).join(', ');
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
