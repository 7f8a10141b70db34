import type { FairStartOdds } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { seatFairStart, type FairStart } from '../engine/farkle/seatfair';
import { fairHandicap, winChance, type WinOdds } from '../engine/farkle/winodds';
import { ServiceError } from '../errors';
import { seatOddsProblem, type SeatOddsSource } from './seatchance';
import { winOddsProblem, type WinOddsSource } from './winchance';

/** The two-seat fair start in the n-seat form: the second seat's head start. */
function pairFairStart(table: WinOdds): FairStart {
  const start = { total: 0, onBoard: false, farkleStreak: 0 };
  const first = winChance(table, start, start);
  const { points, firstPlayerWins } = fairHandicap(table);
  return {
    headStarts: [0, points],
    without: [first, 1 - first],
    with: [firstPlayerWins, 1 - firstPlayerWins],
  };
}

/**
 * Fair starts: the head starts that bring a table of two to four seats closest to even, from
 * the exact odds of its rules (asking how far those have come starts their solve).
 */
export class FairStarts {
  constructor(
    private readonly winOdds: WinOddsSource | undefined,
    private readonly seatOdds: SeatOddsSource | undefined,
  ) {}

  /** How far the odds a fair start needs have come; once ready, the head starts and chances. */
  odds(rules: Rules, seats: number): FairStartOdds {
    const found = this.lookUp(rules, seats);
    if (found.status !== 'ready') return found;
    return { status: 'ready', ...found.fair };
  }

  /** The rules with each later seat's fair head start, when the request asks for one. */
  apply(rules: Rules, fairStart: boolean | undefined, seats: number): Rules {
    if (!fairStart) return rules;
    const found = this.lookUp(rules, seats);
    if (found.status === 'none') {
      throw new ServiceError('illegal', `No fair start for this game: ${found.reason}.`);
    }
    // The table asks fairStartOdds first and waits; a caller that did not is told to.
    if (found.status === 'solving') {
      throw new ServiceError(
        'illegal',
        'The odds a fair start needs are still being worked out: start again once fairStartOdds says they are ready.',
      );
    }
    const { headStarts } = found.fair;
    return seats === 2 ? { ...rules, handicap: headStarts[1]! } : { ...rules, headStarts };
  }

  private lookUp(
    rules: Rules,
    seats: number,
  ): Exclude<FairStartOdds, { status: 'ready' }> | { status: 'ready'; fair: FairStart } {
    if (seats === 2) {
      const source = this.winOdds;
      const problem = source ? winOddsProblem(rules) : 'this table has no odds';
      if (problem) return { status: 'none', reason: problem };
      if (source!.hasFailed(rules)) return failed;
      const table = source!.peek(rules);
      if (table) return { status: 'ready', fair: pairFairStart(table) };
      source!.get(rules).catch(() => undefined);
      const ahead = source!.ahead?.(rules) ?? null;
      return {
        status: 'solving',
        progress: source!.progress(rules) ?? 0,
        ...(ahead === null ? {} : { ahead }),
      };
    }
    const source = this.seatOdds;
    const problem =
      seats < 2
        ? 'it needs two seats or more'
        : source
          ? seatOddsProblem(rules, seats)
          : 'this table has no odds';
    if (problem) return { status: 'none', reason: problem };
    if (source!.hasFailed(rules, seats)) return failed;
    const table = source!.peek(rules, seats);
    // Only exact tables pass seatOddsProblem: the approximation has no fair start.
    if (table && 'values' in table) return { status: 'ready', fair: seatFairStart(table) };
    source!.get(rules, seats).catch(() => undefined);
    return { status: 'solving', progress: source!.progress(rules, seats) ?? 0 };
  }
}

const failed = { status: 'none', reason: 'working out the odds for these rules failed' } as const;
