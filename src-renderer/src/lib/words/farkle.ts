/** Farkle in words, person-aware: what the table shows and says about each seat. */
import type { FarkleEvent, TurnRecord } from '../../../../src-shared/farkle';
import { diceCount, facesList, points } from '../format';
import type { Voice } from './voice';

export type MomentKind = 'farkle' | 'hot-dice' | 'on-board' | 'final-round' | 'winner' | 'bank';

/** A visual moment on the table: a big word and a line under it. */
export interface Moment {
  kind: MomentKind;
  title: string;
  detail: string;
}

/** "1,500 lost" with the three-farkle penalty after it, if any. */
function lossWords(lost: number, penalty: number): string {
  return `${points(lost)} lost${penalty ? ` and ${points(penalty)} more for three in a row` : ''}`;
}

/** What a screen reader hears for one event. */
export function announce(event: FarkleEvent, voice: Voice): string {
  switch (event.type) {
    case 'roll':
      return `${voice.who(event.seat)} rolled ${diceCount(event.faces.length)}: ${facesList(event.faces)}.`;
    case 'keep':
      return `${voice.who(event.seat)} kept ${facesList(event.faces)} for ${points(event.score)}. Turn total ${points(event.turnTotal)}.`;
    case 'hot-dice':
      return `Hot dice! ${voice.who(event.seat)} scored with all six dice.`;
    case 'farkle':
      return event.lost > 0
        ? `Farkle! ${voice.who(event.seat)} farkled: ${lossWords(event.lost, event.penalty)}.`
        : `Farkle! ${voice.who(event.seat)} farkled${event.penalty ? `: a ${points(event.penalty)} penalty` : ''}.`;
    case 'bank':
      return `${voice.who(event.seat)} banked ${points(event.points)}. Total ${points(event.total)}.`;
    case 'on-board':
      return `${voice.does(event.seat, 'are', 'is')} on the board.`;
    case 'final-round':
      return `Final round! ${voice.who(event.trigger)} reached the target: everyone else gets one last turn.`;
    case 'game-over':
      return event.winner === null
        ? 'The game is over.'
        : `${winsLine(voice, event.winner)} the game!`;
  }
}

/** "You win" or "Milo wins". */
export function winsLine(voice: Voice, seat: number): string {
  return voice.does(seat, 'win', 'wins');
}

/** The visual moments in a batch of events, most important first. */
export function momentsOf(
  events: readonly FarkleEvent[],
  voice: Voice,
  totals: (seat: number) => number,
): Moment[] {
  const found: Moment[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'hot-dice':
        found.push({
          kind: 'hot-dice',
          title: 'Hot dice!',
          detail: `All six dice scored: ${voice.doesIn(event.seat, 'roll', 'rolls')} six fresh dice`,
        });
        break;
      case 'farkle':
        found.push({
          kind: 'farkle',
          title: 'Farkle!',
          detail:
            event.lost > 0
              ? `${voice.who(event.seat)} farkled: ${lossWords(event.lost, event.penalty)}`
              : `Nothing scores: ${voice.whose(event.seat)} turn is over${event.penalty ? ` (and a ${points(event.penalty)} penalty)` : ''}`,
        });
        break;
      case 'bank':
        found.push({
          kind: 'bank',
          title: `+${points(event.points)}`,
          detail: `${voice.does(event.seat, 'bank', 'banks')} and now ${voice.isYou(event.seat) ? 'have' : 'has'} ${points(event.total)}`,
        });
        break;
      case 'on-board':
        found.push({
          kind: 'on-board',
          title: 'On the board!',
          detail: `${voice.Whose(event.seat)} points now count`,
        });
        break;
      case 'final-round':
        found.push({
          kind: 'final-round',
          title: 'Final round',
          detail: `${voice.who(event.trigger)} reached ${points(totals(event.trigger))}: everyone else gets one last turn`,
        });
        break;
      case 'game-over':
        if (event.winner !== null) {
          found.push({
            kind: 'winner',
            title: `${winsLine(voice, event.winner)}!`,
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

/** The new game, said once: "You start." or "Milo starts." */
export function startsLine(voice: Voice, seat: number): string {
  return `${voice.does(seat, 'start', 'starts')}.`;
}

/** How a turn ended: "You banked 500." or "Milo farkled, losing 300." */
export function endedLine(voice: Voice, ended: TurnRecord): string {
  return ended.outcome === 'bank'
    ? `${voice.who(ended.seat)} banked ${points(ended.points)}.`
    : `${voice.who(ended.seat)} farkled${ended.turnTotal > 0 ? `, losing ${points(ended.turnTotal)}` : ''}.`;
}

/**
 * The end card's verdict, spoken to the person who played (the verdict is theirs even when the
 * seat is not the app's player): "Well played!" over the player's own "You win!", "You won, Ann!"
 * over "Ann wins!", and "Ann, this one got away."
 */
export function verdictLine(voice: Voice, seat: number, won: boolean): string {
  if (won && voice.isYou(seat)) return `Well played${voice.greeting(seat)}!`;
  if (won) return `You won${voice.greeting(seat)}!`;
  const name = voice.greeting(seat).slice(2);
  return name ? `${name}, this one got away.` : 'This one got away.';
}

/** A one-seat game's heading: "You scored 500" or "Milo scored 500". */
export function soloScoreLine(voice: Voice, seat: number, total: number): string {
  return `${voice.who(seat)} scored ${points(total)}`;
}

/** The end card's note on the last round. */
export function finalRoundNote(voice: Voice, trigger: number): string {
  return `Final round played: ${voice.whom(trigger)} reached the target first and everyone else had one last turn.`;
}

/** The scoreboard's last-round line: "You reached the target; last turn for Milo, Ana." */
export function lastTurnsLine(voice: Voice, trigger: number, remaining: readonly number[]): string {
  return `${voice.who(trigger)} reached the target; last turn for ${remaining.map((s) => voice.whom(s)).join(', ')}.`;
}

/** Labels for a seat's figures: "Your accuracy", "Milo’s chance of winning (%)". */
export function figureLabel(voice: Voice, seat: number, figure: string): string {
  return `${voice.Whose(seat)} ${figure}`;
}
