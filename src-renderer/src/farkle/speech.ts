/**
 * The Farkle table by ear: sentences built from what the main process answered (views, events,
 * previews). Formatting only; every score and every allowed move is the engine's.
 */
import type { GameView, KeepPreview } from '../../../src-shared/api';
import type { GameEvent } from '../../../src-shared/farkle';
import { announce, diceCount, faceWord, facesList, points } from '../lib/format';

type Names = (seat: number) => string;

/** "die 6 five": a die by the key that selects it (its place on the table), then its face. */
function keyed(position: number, face: number): string {
  return `die ${position + 1} ${faceWord(face)}`;
}

/**
 * A roll, with each die named by its key once dice are set aside (then the keys skip the kept
 * ones): "You rolled 5 dice: die 1 six, die 2 four, die 3 three, die 4 three, die 6 five."
 */
export function rollWords(
  event: GameEvent & { type: 'roll' },
  view: GameView,
  name: Names,
): string {
  const rolled = view.turn.dice.flatMap((die, position) => (die.aside ? [] : [position]));
  const onTable =
    view.turn.phase === 'choose' &&
    event.seat === view.current &&
    rolled.length === event.faces.length &&
    rolled.length < view.turn.dice.length;
  if (!onTable) return announce(event, name);
  const dice = rolled.map((position, i) => keyed(position, event.faces[i]!));
  return `${name(event.seat)} rolled ${diceCount(rolled.length)}: ${dice.join(', ')}.`;
}

/** What a batch of events says, the last roll on the table named by keys. */
export function eventWords(events: readonly GameEvent[], view: GameView, name: Names): string[] {
  const lastRoll = events.findLastIndex((event) => event.type === 'roll');
  return events.map((event, i) =>
    event.type === 'roll' && i === lastRoll ? rollWords(event, view, name) : announce(event, name),
  );
}

/**
 * A bot's turn played to its end at once, in one sentence: "Milo: 4 rolls, farkled, lost 300."
 * Moments that matter beyond the turn (hot dice, on the board, the final round, the end) follow.
 */
export function skippedTurnWords(events: readonly GameEvent[], name: Names): string[] {
  const rolls = events.filter((event) => event.type === 'roll').length;
  const said: string[] = [];
  let seat: number | null = null;
  let outcome = '';
  const after: string[] = [];
  for (const event of events) {
    if (event.type === 'roll' || event.type === 'keep') seat ??= event.seat;
    else if (event.type === 'farkle') {
      seat ??= event.seat;
      outcome = `, farkled, lost ${points(event.lost + event.penalty)}`;
    } else if (event.type === 'bank') {
      seat ??= event.seat;
      outcome = `, banked ${points(event.points)}, total ${points(event.total)}`;
    } else after.push(announce(event, name));
  }
  if (seat !== null) {
    said.push(`${name(seat)}: ${rolls} ${rolls === 1 ? 'roll' : 'rolls'}${outcome}.`);
  }
  return [...said, ...after];
}

/** Every seat's total and what they play to: "You 1,700, Milo 4,600, to 5,000." */
export function scoresWords(view: GameView): string {
  const totals = view.seats.map((seat) => `${seat.name} ${points(seat.total)}`).join(', ');
  const target = view.rules.target === null ? '' : `, to ${points(view.rules.target)}`;
  return `${totals}${target}.`;
}

/** A new turn: whose it is, and the scores. */
export function turnWords(view: GameView, name: Names): string {
  return `${name(view.current)}’s turn. ${scoresWords(view)}`;
}

/** Key S: the scores, then the turn in play. */
export function scoresOnDemand(view: GameView, name: Names): string {
  if (view.over) return `Game over. ${scoresWords(view)}`;
  const turn = view.turn;
  const roll = view.moves.roll.allowed ? `, ${diceCount(view.moves.roll.dice)} to roll` : '';
  return `${scoresWords(view)} ${name(view.current)}’s turn total ${points(turn.turnTotal)}${roll}.`;
}

/** Key D: the dice on the table, each by its key, kept and selected ones said so. */
export function diceWords(view: GameView, selected: readonly number[]): string {
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
export function pickRefusal(view: GameView, position: number): string | null {
  if (view.over) return 'The game is over.';
  const die = view.turn.dice[position];
  if (view.turn.phase === 'start') return 'No dice to pick yet: press R to roll.';
  if (view.turn.phase === 'decide') return 'No dice to pick now: press R to roll or B to bank.';
  if (!die || die.face === 0) return `Die ${position + 1} is not in play.`;
  if (die.aside) return `Die ${position + 1} is kept already.`;
  return null;
}
