/** Pig in words, person-aware, from what the main process sent: events and frames. */
import type { PigEvent, PigFrame, PigHint, PigTurn, PigView } from '../../../../src-shared/pig';
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
  if (last) return `${pigTurnEndWords(last, voice)} ${voice.Whose(state.current)} roll.`;
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

/** The 1 on the felt: "A 1! You lose 12." (nothing lost on a first roll says so). */
export function pigOneWords(seat: number, lost: number, voice: Voice): string {
  return lost > 0
    ? `A 1! ${voice.does(seat, 'lose', 'loses')} ${lost}.`
    : `A 1! ${voice.Whose(seat)} turn is over.`;
}

/** How a turn ended: "Hollis banked 22: total 40." or "You rolled a 1 and lost the turn." */
export function pigTurnEndWords(turn: PigTurn, voice: Voice): string {
  return turn.outcome === 'hold'
    ? `${voice.who(turn.seat)} banked ${turn.points}: total ${turn.totalAfter}.`
    : `${voice.who(turn.seat)} rolled a 1 and lost the turn.`;
}

/** The coach's line: the best move and what each is worth as a chance of winning. */
export function pigCoachWords(hint: PigHint): string {
  const percent = (chance: number) => `${(100 * chance).toFixed(1)}%`;
  const best = hint.best === 'roll' ? 'Roll' : 'Hold';
  const roll = `rolling wins ${percent(hint.roll)} of games`;
  const hold = hint.hold === null ? '' : `, holding ${percent(hint.hold)}`;
  return `${best} is best: ${roll}${hold}.`;
}
