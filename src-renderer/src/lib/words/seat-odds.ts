import type { SeatOddsStatus } from '../../../../src-shared/api';
import { oddsProgressWords, PLAYERS } from './odds';

const ONCE = '(once; kept for next time)';

/** A solve's estimated time: "under a minute", "about 23 minutes", "about 1.9 hours". */
export function aboutDuration(seconds: number): string {
  if (seconds < 45) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `about ${Math.round(minutes / 6) / 10} hours`;
}

/**
 * What the setup says of a three- or four-seat table's odds before its first game ('' when they
 * are kept): how long the first game spends working them out, how far that has come, that four
 * seats are approximated, or why there are none.
 */
export function seatOddsLine(status: SeatOddsStatus, players: number): string {
  const whom = PLAYERS[players] ?? `${players} players`;
  switch (status.status) {
    case 'kept':
      return '';
    case 'unsolved':
      return `The first game at these rules works out the odds for ${whom} first: ${aboutDuration(status.seconds)} ${ONCE}.`;
    case 'solving':
      return `${oddsProgressWords(status, players)} ${ONCE}`;
    case 'approximate':
      return `With ${whom} at these rules the odds are approximate (“about”): too many positions to work out exactly.`;
    case 'none':
      return `No odds for ${whom} at these rules: ${status.reason}.`;
  }
}
