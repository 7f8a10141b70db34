/** Words and numbers for the table: formatting only, never a rule or a score. */
import type { GameEvent } from '../../../src-shared/farkle';

export const FACE_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

export function faceWord(face: number): string {
  return FACE_WORDS[face] ?? String(face);
}

/** 10250 -> "10,250" (and keeps the minus sign of a penalty). */
export function points(value: number): string {
  return value.toLocaleString('en-US');
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${points(count)} ${count === 1 ? one : many}`;
}

/** Each seat's name and total, as a list of unfinished games shows them. */
export function seatTotals(seats: ReadonlyArray<{ name: string }>, totals: number[]): string {
  return seats.map((seat, i) => `${seat.name} ${points(totals[i] ?? 0)}`).join(' · ');
}

export function seedHex(seed: number): string {
  return `0x${seed.toString(16)}`;
}

export function diceCount(count: number): string {
  return `${count} ${count === 1 ? 'die' : 'dice'}`;
}

/** Faces as a player reads them: "1, 1, 5". */
export function facesList(faces: readonly number[]): string {
  return faces.join(', ');
}

export function generatorName(kind: string): string {
  if (kind === 'ece209') return 'ECE 209 xorshift';
  if (kind === 'hmac-sha256') return 'HMAC-SHA256 (provably fair)';
  return kind === 'java' ? 'java.util.Random' : 'xoroshiro128+';
}

export type MomentKind = 'farkle' | 'hot-dice' | 'on-board' | 'final-round' | 'winner' | 'bank';

/** A visual moment on the table: a big word and a line under it. */
export interface Moment {
  kind: MomentKind;
  title: string;
  detail: string;
}

type Names = (seat: number) => string;

/** What a screen reader hears for one event. */
export function announce(event: GameEvent, name: Names): string {
  switch (event.type) {
    case 'roll':
      return `${name(event.seat)} rolled ${diceCount(event.faces.length)}: ${facesList(event.faces)}.`;
    case 'keep':
      return `${name(event.seat)} kept ${facesList(event.faces)} for ${points(event.score)}. Turn total ${points(event.turnTotal)}.`;
    case 'hot-dice':
      return `Hot dice! ${name(event.seat)} scored with all six dice.`;
    case 'farkle':
      return `Farkle! ${name(event.seat)} loses ${points(event.lost)}${event.penalty ? ` and a ${points(event.penalty)} penalty` : ''}.`;
    case 'bank':
      return `${name(event.seat)} banked ${points(event.points)}. Total ${points(event.total)}.`;
    case 'on-board':
      return `${name(event.seat)} is on the board.`;
    case 'final-round':
      return `Final round! ${name(event.trigger)} reached the target: everyone else gets one last turn.`;
    case 'game-over':
      return event.winner === null ? 'The game is over.' : `${name(event.winner)} wins the game!`;
  }
}

/** The visual moments in a batch of events, most important first. */
export function momentsOf(
  events: readonly GameEvent[],
  name: Names,
  totals: (seat: number) => number,
): Moment[] {
  const found: Moment[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'hot-dice':
        found.push({
          kind: 'hot-dice',
          title: 'Hot dice!',
          detail: `All six dice scored: ${name(event.seat)} rolls six fresh dice`,
        });
        break;
      case 'farkle':
        found.push({
          kind: 'farkle',
          title: 'Farkle!',
          detail:
            event.lost > 0
              ? `${name(event.seat)} loses ${points(event.lost)}${event.penalty ? ` and ${points(event.penalty)} more for three in a row` : ''}`
              : `Nothing scores: ${name(event.seat)}’s turn is over${event.penalty ? ` (and a ${points(event.penalty)} penalty)` : ''}`,
        });
        break;
      case 'bank':
        found.push({
          kind: 'bank',
          title: `+${points(event.points)}`,
          detail: `${name(event.seat)} banks and now has ${points(event.total)}`,
        });
        break;
      case 'on-board':
        found.push({
          kind: 'on-board',
          title: 'On the board!',
          detail: `${name(event.seat)}’s points now count`,
        });
        break;
      case 'final-round':
        found.push({
          kind: 'final-round',
          title: 'Final round',
          detail: `${name(event.trigger)} reached ${points(totals(event.trigger))}: everyone else gets one last turn`,
        });
        break;
      case 'game-over':
        if (event.winner !== null) {
          found.push({
            kind: 'winner',
            title: `${name(event.winner)} wins!`,
            detail: `with ${points(totals(event.winner))} points`,
          });
        }
        break;
      case 'roll':
      case 'keep':
        // Every roll and keep is said aloud; only the events above are moments on the table.
        break;
    }
  }
  const order: MomentKind[] = ['winner', 'final-round', 'farkle', 'hot-dice', 'on-board', 'bank'];
  return found.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
