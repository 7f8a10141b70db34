/** Pig in words, person-aware, from what the main process sent: events and frames. */
import type { PigEvent, PigFrame } from '../../../../src-shared/pig';
import { Voice } from './voice';

export function pigEventWords(events: readonly PigEvent[], voice: Voice): string {
  return events
    .map((event) => {
      switch (event.type) {
        case 'roll':
          return `${voice.who(event.seat)} rolled a ${event.face}.`;
        case 'pig':
          return `A 1: ${voice.doesIn(event.seat, 'lose', 'loses')} ${event.lost}.`;
        case 'hold':
          return `${voice.who(event.seat)} banked ${event.points}: total ${event.total}.`;
        case 'game-over':
          return `${voice.does(event.winner, 'win', 'wins')}.`;
      }
    })
    .join(' ');
}

export function pigFrameWords(frame: PigFrame, playerName: string): string {
  const { state, seats } = frame.game;
  const voice = Voice.of(seats, playerName);
  if (state.over && state.winner !== null) {
    return `Game over: ${voice.does(state.winner, 'win', 'wins')} with ${state.totals[state.winner]}.`;
  }
  const last = state.turns.at(-1);
  if (state.rolls.length > 0) {
    return `${voice.who(state.current)} rolled ${state.rolls.join(', ')}: turn total ${state.turnTotal}.`;
  }
  if (last) {
    const how =
      last.outcome === 'hold'
        ? `${voice.who(last.seat)} banked ${last.points}: total ${last.totalAfter}.`
        : `${voice.who(last.seat)} rolled a 1 and lost the turn.`;
    return `${how} ${voice.Whose(state.current)} roll.`;
  }
  return `Before the first roll: ${voice.does(state.current, 'start', 'starts')}. First to ${state.target}.`;
}
