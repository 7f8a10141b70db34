/**
 * The Farkle table by ear: sentences built from what the main process answered (views, events,
 * previews). Formatting only; every score and every allowed move is the engine's.
 */
import type { FarkleView, KeepPreview } from '../../../../src-shared/api';
import type { FarkleEvent } from '../../../../src-shared/farkle';
import { diceCount, faceWord, facesList, points } from '../format';
import { announce } from './farkle';
import type { Voice } from './voice';

/** "die 6 five": a die by the key that selects it (its place on the table), then its face. */
function keyed(position: number, face: number): string {
  return `die ${position + 1} ${faceWord(face)}`;
}

/**
 * A roll, with each die named by its key once dice are set aside (then the keys skip the kept
 * ones): "You rolled 5 dice: die 1 six, die 2 four, die 3 three, die 4 three, die 6 five."
 */
export function rollWords(
  event: FarkleEvent & { type: 'roll' },
  view: FarkleView,
  voice: Voice,
): string {
  const rolled = view.turn.dice.flatMap((die, position) => (die.aside ? [] : [position]));
  const onTable =
    view.turn.phase === 'choose' &&
    event.seat === view.current &&
    rolled.length === event.faces.length &&
    rolled.length < view.turn.dice.length;
  if (!onTable) return announce(event, voice);
  const dice = rolled.map((position, i) => keyed(position, event.faces[i]!));
  return `${voice.who(event.seat)} rolled ${diceCount(rolled.length)}: ${dice.join(', ')}.`;
}

/** What a batch of events says, the last roll on the table named by keys. */
export function eventWords(
  events: readonly FarkleEvent[],
  view: FarkleView,
  voice: Voice,
): string[] {
  const lastRoll = events.findLastIndex((event) => event.type === 'roll');
  return events.map((event, i) =>
    event.type === 'roll' && i === lastRoll
      ? rollWords(event, view, voice)
      : announce(event, voice),
  );
}

/**
 * A bot's turn played to its end at once, in one sentence from the turn's record: "Milo: 4 rolls,
 * farkled, lost 300." Moments that matter beyond the turn (on the board, the final round, the
 * end) follow it.
 */
export function skippedTurnWords(
  events: readonly FarkleEvent[],
  view: FarkleView,
  voice: Voice,
): string[] {
  const seat = events.find((event) => 'seat' in event)?.seat;
  const turn = view.history.findLast((record) => record.seat === seat);
  const beyond = events.filter(
    (event) =>
      event.type === 'on-board' || event.type === 'final-round' || event.type === 'game-over',
  );
  const after = beyond.map((event) => announce(event, voice));
  if (seat === undefined || !turn) return eventWords(events, view, voice);
  const rolls = `${turn.rolls.length} ${turn.rolls.length === 1 ? 'roll' : 'rolls'}`;
  const outcome =
    turn.outcome === 'bank'
      ? `banked ${points(turn.points)}, total ${points(turn.totalAfter)}`
      : `farkled, lost ${points(turn.turnTotal)}${turn.penalty ? ` and a ${points(-turn.points)} penalty` : ''}`;
  return [`${voice.who(seat)}: ${rolls}, ${outcome}.`, ...after];
}

/** Every seat's total and what they play to: "You 1,700, Milo 4,600, to 5,000." */
export function scoresWords(view: FarkleView, voice: Voice): string {
  const totals = view.seats.map((seat, i) => `${voice.who(i)} ${points(seat.total)}`).join(', ');
  const target = view.rules.target === null ? '' : `, to ${points(view.rules.target)}`;
  const limit = view.rules.turnLimit === null ? '' : `, ${view.rules.turnLimit} turns each`;
  return `${totals}${target}${limit}.`;
}

/** A new turn: whose it is, and the scores. */
export function turnWords(view: FarkleView, voice: Voice): string {
  return `${voice.turn(view.current)}. ${scoresWords(view, voice)}`;
}

/** Key S: the scores, then the turn in play. */
export function scoresOnDemand(view: FarkleView, voice: Voice): string {
  if (view.over) return `Game over. ${scoresWords(view, voice)}`;
  const turn = view.turn;
  const roll = view.moves.roll.allowed ? `, ${diceCount(view.moves.roll.dice)} to roll` : '';
  return `${scoresWords(view, voice)} ${voice.Whose(view.current)} turn total ${points(turn.turnTotal)}${roll}.`;
}

/** Key D: the dice on the table, each by its key, kept and selected ones said so. */
export function diceWords(view: FarkleView, selected: readonly number[]): string {
  const dice = view.turn.dice;
  if (dice.every((die) => die.face === 0)) {
    return `No dice rolled yet: ${diceCount(view.moves.roll.dice)} to roll.`;
  }
  const named = dice.map((die, position) =>
    die.face === 0
      ? `die ${position + 1} not rolled`
      : `${keyed(position, die.face)}${die.aside ? ' kept' : selected.includes(position) ? ' selected' : ''}`,
  );
  return `Dice: ${named.join(', ')}.`;
}

/** A die picked or dropped: "Die 5, one, selected." */
export function toggleWords(position: number, face: number, selected: boolean): string {
  return `Die ${position + 1}, ${faceWord(face)}, ${selected ? 'selected' : 'cleared'}.`;
}

/**
 * What a selection would score and then allow, from the main process's preview:
 * "Keeping 1, 1, 5 scores 250: bank 250 or roll 3 dice."
 */
export function previewWords(faces: readonly number[], preview: KeepPreview): string {
  if (!preview.ok) return `Not a keep: ${preview.message}.`;
  const { roll, bank } = preview.moves;
  const choices = [
    ...(bank.allowed ? [`bank ${points(bank.amount)}`] : []),
    ...(roll.allowed ? [`roll ${diceCount(roll.dice)}`] : []),
  ];
  const then = choices.length > 0 ? `: ${choices.join(' or ')}` : '';
  const notBank = !bank.allowed && bank.reason ? `; cannot bank: ${bank.reason}` : '';
  return `Keeping ${facesList(faces)} scores ${points(preview.score)}${then}${notBank}.`;
}

/** Why die `position` cannot be picked now, in words (null: it can). */
export function pickRefusal(view: FarkleView, position: number): string | null {
  if (view.over) return 'The game is over.';
  const die = view.turn.dice[position];
  if (view.turn.phase === 'start') return 'No dice to pick yet: press R to roll.';
  if (view.turn.phase === 'decide') return 'No dice to pick now: press R to roll or B to bank.';
  if (!die || die.face === 0) return `Die ${position + 1} is not in play.`;
  if (die.aside) return `Die ${position + 1} is kept already.`;
  return null;
}
