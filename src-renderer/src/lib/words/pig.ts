/** Pig in words, person-aware, from what the main process sent: events and frames. */
import type { PigEvent, PigFrame, PigView } from '../../../../src-shared/pig';
import { Voice } from './voice';

export function pigEventWords(events: readonly PigEvent[], voice: Voice): string {
  return events
    .map((event) => {
      switch (event.type) {
        case 'roll':
          // A 1 ends the turn: what it costs follows in the 'pig' event.
          return event.face === 1
            ? `${voice.who(event.seat)} rolled a 1.`
            : `${voice.who(event.seat)} rolled a ${event.face}: turn total ${event.turnTotal}.`;
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

/** Every seat's total and the target: "You 6, Neller 12, to 100." */
export function pigScoresWords(view: PigView, voice: Voice): string {
  const totals = view.seats.map((_, i) => `${voice.who(i)} ${view.state.totals[i] ?? 0}`);
  return `${totals.join(', ')}, to ${view.state.target}.`;
}

/** A new turn: whose, and the scores. */
export function pigTurnWords(view: PigView, voice: Voice): string {
  return `${voice.turn(view.state.current)}. ${pigScoresWords(view, voice)}`;
}

/** Key S: the scores, then the turn in play and its rolls. */
export function pigScoresOnDemand(view: PigView, voice: Voice): string {
  const { state } = view;
  if (state.over) return `Game over. ${pigScoresWords(view, voice)}`;
  const rolls = state.rolls.length > 0 ? `, rolls ${state.rolls.join(', ')}` : ', no rolls yet';
  return `${pigScoresWords(view, voice)} ${voice.Whose(state.current)} turn total ${state.turnTotal}${rolls}.`;
}
