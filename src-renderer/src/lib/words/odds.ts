import type { WinChanceView } from '../../../../src-shared/api';
import { points } from '../format';
import type { Voice } from './voice';

/** "three players", by how many. */
export const PLAYERS = ['', 'one player', 'two players', 'three players', 'four players'];

/**
 * While the odds are worked out: how far along ("Working out the odds for three players… 40%"),
 * or how many rule sets go first. Two-seat tables say it without the count, as always.
 */
export function oddsProgressWords(
  odds: { progress: number; ahead?: number },
  players: number,
): string {
  if (odds.ahead !== undefined) {
    const others =
      odds.ahead === 1 ? 'one other rule set goes' : `${odds.ahead} other rule sets go`;
    return `Waiting to work out the odds: ${others} first…`;
  }
  const whom = players > 2 ? ` for ${PLAYERS[players]}` : '';
  return `Working out the odds${whom}… ${Math.round(odds.progress * 100)}%`;
}

/**
 * Why a move has not answered after a moment: odds still being worked out, or an approximate
 * table's, are solved for each turn before its moves ("Working out the odds for your turn…").
 * A game with no odds (Pig, Roll-Dice-Roll) is only still working.
 */
export function moveWaitWords(
  voice: Voice,
  seat: number,
  odds: WinChanceView = { status: 'none' },
): string {
  const forOdds = odds.status === 'solving' || (odds.status === 'ready' && odds.approximate);
  return forOdds
    ? `Working out the odds for ${voice.whose(seat)} turn…`
    : `Still working on ${voice.whose(seat)} move…`;
}

/** Whole percentages that add up to 100 (the largest remainders round up). */
export function wholeShares(chances: readonly number[]): number[] {
  const raw = chances.map((c) => c * 100);
  const shares = raw.map(Math.floor);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]!++;
    left--;
  }
  return shares;
}

/** One seat's chance as the bar says it: "Milo 32% to win", "you about 32% to win". */
export function chanceLine(voice: Voice, seat: number, share: number, about: boolean): string {
  return `${voice.who(seat)} ${about ? 'about ' : ''}${share}% to win`;
}

/** The bar's caption, saying why the odds are "about" when they are. */
export function chancesCaption(about: boolean, approximate: boolean): string {
  if (approximate) return 'Chance to win (about: too many positions to work out exactly)';
  return `Chance to win${about ? ' (about: the odds rest on a choice between equally good plans)' : ''}`;
}

/** The coach's note over options priced in win %. */
export function coachWinNote(approximate: boolean): string {
  const about = approximate ? ' (about: too many positions to work out exactly)' : '';
  return `Chance of winning the game after each choice, then playing it best${about}:`;
}

/** "A, B and C". */
function listed(parts: readonly string[]): string {
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/**
 * The head starts of a fair start: "Bo starts with 250 points and Cy with 500" ('' for none);
 * `opening`: the words open a sentence ("You start…"), else they follow ("…you start…").
 */
export function headStartList(voice: Voice, headStarts: readonly number[], opening = true): string {
  const given = headStarts.flatMap((start, seat) => (start > 0 ? [{ start, seat }] : []));
  return given.length === 0
    ? ''
    : listed(
        given.map(({ start, seat }, i) =>
          i === 0
            ? `${opening ? voice.does(seat, 'start', 'starts') : voice.doesIn(seat, 'start', 'starts')} with ${points(start)} points`
            : `${voice.whom(seat)} with ${points(start)}`,
        ),
      );
}

/** The table's note of a fair start: "Bo starts with 250 points and Cy with 500, the fair start…". */
export function headStartNote(voice: Voice, headStarts: readonly number[]): string {
  return `${headStartList(voice, headStarts)}, the fair start for these rules.`;
}

/** Each seat's chance in a sentence: "Ann 44%, Bo 32% and Cy 24%". */
export function sharesList(voice: Voice, chances: readonly number[]): string {
  return listed(wholeShares(chances).map((share, seat) => `${voice.whom(seat)} ${share}%`));
}

/** What the setup says of a fair start's odds: each seat's chance without and with it. */
export function fairStartLine(
  voice: Voice,
  odds: { headStarts: readonly number[]; without: readonly number[]; with: readonly number[] },
): string {
  const given = headStartList(voice, odds.headStarts, false);
  return (
    `Without a head start: ${sharesList(voice, odds.without)}. ` +
    `${given ? `When ${given}: ` : 'With it: '}` +
    `${sharesList(voice, odds.with)}.`
  );
}
