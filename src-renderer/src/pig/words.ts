/** Pig in words, from what the main process sent: events and frames. */
import type { PigEvent, PigFrame, PigView } from '../../../src-shared/pig';

export function pigEventWords(events: PigEvent[], seats: PigView['seats']): string {
  const name = (seat: number) => seats[seat]?.name ?? `Seat ${seat + 1}`;
  return events
    .map((event) => {
      switch (event.type) {
        case 'roll':
          return `${name(event.seat)} rolled a ${event.face}: turn total ${event.turnTotal}.`;
        case 'pig':
          return `A 1: ${name(event.seat)} loses ${event.lost}.`;
        case 'hold':
          return `${name(event.seat)} banked ${event.points}: total ${event.total}.`;
        case 'game-over':
          return `${name(event.winner)} wins.`;
      }
    })
    .join(' ');
}

export function pigFrameWords(frame: PigFrame): string {
  const { state, seats } = frame.game;
  const name = (seat: number) => seats[seat]?.name ?? `Seat ${seat + 1}`;
  if (state.over && state.winner !== null) {
    return `Game over: ${name(state.winner)} wins with ${state.totals[state.winner]}.`;
  }
  const last = state.turns.at(-1);
  if (state.rolls.length > 0) {
    return `${name(state.current)} rolled ${state.rolls.join(', ')}: turn total ${state.turnTotal}.`;
  }
  if (last) {
    const how =
      last.outcome === 'hold'
        ? `${name(last.seat)} banked ${last.points}: total ${last.totalAfter}.`
        : `${name(last.seat)} rolled a 1 and lost the turn.`;
    return `${how} ${name(state.current)} to roll.`;
  }
  return `Before the first roll: ${name(state.current)} starts. First to ${state.target}.`;
}

/** Every seat's total and the target: "You 6, Neller 12, to 100." */
export function pigScoresWords(view: PigView): string {
  const totals = view.seats.map((seat, i) => `${seat.name} ${view.state.totals[i] ?? 0}`);
  return `${totals.join(', ')}, to ${view.state.target}.`;
}

/** A new turn: whose, and the scores. */
export function pigTurnWords(view: PigView): string {
  const seat = view.seats[view.state.current];
  return `${seat?.name ?? 'Next seat'}’s turn. ${pigScoresWords(view)}`;
}

/** Key S: the scores, then the turn in play and its rolls. */
export function pigScoresOnDemand(view: PigView): string {
  const { state } = view;
  if (state.over) return `Game over. ${pigScoresWords(view)}`;
  const seat = view.seats[state.current]?.name ?? 'Next seat';
  const rolls = state.rolls.length > 0 ? `, rolls ${state.rolls.join(', ')}` : ', no rolls yet';
  return `${pigScoresWords(view)} ${seat}’s turn total ${state.turnTotal}${rolls}.`;
}
