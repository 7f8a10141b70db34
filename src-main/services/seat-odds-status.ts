import type { SeatOddsStatus } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { seatApproxProblem } from '../engine/farkle/seatapproxtable';
import { seatSolveSeconds } from '../engine/farkle/seatcost';
import { MAX_SEAT_BYTES, seatRulesProblem, seatTableBytes } from '../engine/farkle/seatlayout';
import type { SeatOddsSource } from './seatchance';

/**
 * What the setup says of a three- or four-seat table's odds before its first game: kept, being
 * worked out, still to be worked out (with the estimate of seatcost.ts, the one place its time
 * is figured), approximate (past what the exact solve holds), or none. Asking never
 * starts a solve: the presets' tables are too large to ship, so the first game pays for them.
 */
export async function seatOddsStatus(
  source: SeatOddsSource | undefined,
  rules: Rules,
  seats: number,
): Promise<SeatOddsStatus> {
  if (!source) return { status: 'none', reason: 'this table has no odds' };
  const problem = seatRulesProblem(rules, seats);
  if (problem) return { status: 'none', reason: problem };
  // Past what the exact solve holds (four seats past about 3,700 points, three with a
  // three-farkle penalty at the presets' targets) the table approximates (SeatApprox).
  if (seatTableBytes(rules, seats) > MAX_SEAT_BYTES) {
    const beyond = seatApproxProblem(rules, seats);
    return beyond ? { status: 'none', reason: beyond } : { status: 'approximate' };
  }
  if (source.hasFailed(rules, seats)) {
    return { status: 'none', reason: 'working out the odds for these rules failed' };
  }
  const progress = source.progress(rules, seats);
  if (progress !== null) return { status: 'solving', progress };
  if (source.peek(rules, seats) || (await source.isKept?.(rules, seats))) return { status: 'kept' };
  return { status: 'unsolved', seconds: seatSolveSeconds(rules, seats, source.threads ?? 1) };
}
