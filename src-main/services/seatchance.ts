import type { WinChanceView } from '../../src-shared/api';
import type { CoachAdvice, FarkleAction, FarkleState, Rules } from '../../src-shared/farkle';
import { BoundedCache } from '../engine/bounded-cache';
import {
  seatChancesNow,
  seatExpertAction,
  seatOddsAbout,
  seatOptions,
  seatTurnNeeded,
} from '../engine/farkle/seatplay';
import {
  SeatApprox,
  seatApproxProblem,
  type SeatOddsTable,
} from '../engine/farkle/seatapproxtable';
import { SeatLayout } from '../engine/farkle/seatlayout';
import { winRulesKey } from '../engine/farkle/wincache';
import { ServiceError } from '../errors';
import type { Bot } from './farkle';
import { choiceKey, expertBot, inWinChances, type WinOddsSource } from './winchance';

/** Where the services find three- and four-seat win-chance tables (the host solves and keeps them). */
export interface SeatOddsSource {
  /** The table when it is at hand now; never starts a solve. */
  peek(rules: Rules, seats: number): SeatOddsTable | null;
  /** The table, solved off the API's thread first if need be. */
  get(rules: Rules, seats: number): Promise<SeatOddsTable>;
  /** The share of a solve under way for these rules and seats (0 to 1), or null. */
  progress(rules: Rules, seats: number): number | null;
  /** Whether solving these rules at this many seats failed in this launch. */
  hasFailed(rules: Rules, seats: number): boolean;
  /**
   * Whether the table needs no solve (in memory or kept in the data folder); a source that keeps
   * nothing between launches leaves it out.
   */
  isKept?(rules: Rules, seats: number): Promise<boolean>;
  /** Threads a solve runs on: the first solve's estimate divides its CPU time by them. */
  readonly threads?: number;
  /**
   * The turn a game in this state needs from odds whose turns are solved elsewhere (seatplay's
   * `seatTurnNeeded`: an approximate table's, a final round's), handed to the table; a source
   * whose tables solve their own turns leaves it out.
   */
  prepare?(state: FarkleState): Promise<void>;
}

const problems = new BoundedCache<string, string | null>(256);

/** Why these rules have no exact odds at this many seats (3 or 4), or null when they do. */
export function seatOddsProblem(rules: Rules, seats: number): string | null {
  const key = `${seats}:${winRulesKey(rules)}`;
  const known = problems.get(key);
  if (known !== undefined) return known;
  let problem: string | null = null;
  try {
    new SeatLayout(rules, seats);
  } catch (error) {
    problem = error instanceof RangeError ? error.message : String(error);
  }
  problems.set(key, problem);
  return problem;
}

/**
 * Why these rules have no odds at this many seats, exact or approximate (past the exact solve's
 * memory, four seats at long targets or three with a penalty: SeatApprox), or null when they
 * have one or the other.
 */
export function seatTableProblem(rules: Rules, seats: number): string | null {
  return seatOddsProblem(rules, seats) && seatApproxProblem(rules, seats);
}

/** Whether the n-seat odds serve this table: three or four seats, rules it takes, no failed solve. */
function served(source: SeatOddsSource | undefined, state: FarkleState): source is SeatOddsSource {
  const seats = state.seats.length;
  return (
    source !== undefined &&
    seats > 2 &&
    seatTableProblem(state.rules, seats) === null &&
    !source.hasFailed(state.rules, seats)
  );
}

/**
 * The n-seat table for a game in this state when it is at hand (no solve is started for it):
 * only with this position's turn handed over where it is solved elsewhere (it is asked for, off
 * this thread).
 */
export function seatTableAtHand(
  source: SeatOddsSource | undefined,
  state: FarkleState,
): SeatOddsTable | null {
  if (state.over || !served(source, state)) return null;
  const table = source.peek(state.rules, state.seats.length);
  return table && turnAtHand(source, table, state) ? table : null;
}

/** Whether the table has the turn this state needs; if not, it is asked for. */
function turnAtHand(source: SeatOddsSource, table: SeatOddsTable, state: FarkleState): boolean {
  if (!seatTurnNeeded(table, state)) return true;
  // A failed turn leaves the odds out for this position; the next view asks again.
  source.prepare?.(state).catch(() => undefined);
  return false;
}

/**
 * What a three- or four-seat table shows of the odds: every seat's chance, "about" where they
 * rest on a farkle cycle's choice between solutions or are approximate (with `approximate`);
 * being worked out (the first view starts the solve); or none.
 */
export function seatChanceView(
  source: SeatOddsSource | undefined,
  state: FarkleState,
): WinChanceView {
  if (!served(source, state)) return { status: 'none' };
  const seats = state.seats.length;
  const table = source.peek(state.rules, seats);
  // This position's turn is being solved off this thread (a fraction of a second).
  if (table && !turnAtHand(source, table, state)) return { status: 'solving', progress: 1 };
  if (table) {
    const about = seatOddsAbout(table, state);
    const approximate = about && table instanceof SeatApprox;
    return {
      status: 'ready',
      seats: seatChancesNow(table, state),
      ...(about ? { about } : {}),
      ...(approximate ? { approximate } : {}),
    };
  }
  // A failed solve is remembered by the source and shows as 'none' from the next view on.
  source.get(state.rules, seats).catch(() => undefined);
  return { status: 'solving', progress: source.progress(state.rules, seats) ?? 0 };
}

/** Each choice's chance of winning for the mover, by choiceKey. */
function moverChances(table: SeatOddsTable, state: FarkleState): Map<string, number> {
  return new Map(
    seatOptions(table, state).map((o) => [choiceKey(state, o.action), o.chances[state.current]!]),
  );
}

/**
 * The coach's advice with each option's chance of winning at a three- or four-seat table, best
 * first; null if the two do not list the same choices (the points advice then stands).
 */
export function withSeatChances(
  table: SeatOddsTable,
  state: FarkleState,
  advice: CoachAdvice,
): CoachAdvice | null {
  const priced = inWinChances(state, advice, moverChances(table, state));
  return priced && table instanceof SeatApprox ? { ...priced, approximate: true } : priced;
}

/**
 * What a decision gave up in percentage points of winning at a three- or four-seat table; null
 * for a move that decides nothing (a turn's first roll) or an illegal one.
 */
export function seatDecisionWinCost(
  table: SeatOddsTable,
  state: FarkleState,
  action: FarkleAction,
): number | null {
  if (state.turn.phase === 'start') return null;
  const chances = moverChances(table, state);
  const chosen = chances.get(choiceKey(state, action));
  return chosen === undefined ? null : (Math.max(...chances.values()) - chosen) * 100;
}

/**
 * The Expert at any table: by the n-seat odds at three and four seats (exact where they fit,
 * else approximate), else (two seats, or rules neither takes) by the two-seat table.
 */
export function tableExpert(winOdds: WinOddsSource, seatOdds: SeatOddsSource): Bot {
  const pair = expertBot(winOdds);
  return {
    info: pair.info,
    prepare: async (state) => {
      if (!served(seatOdds, state)) return pair.prepare!(state);
      await seatOdds.get(state.rules, state.seats.length);
      await seatOdds.prepare?.(state);
    },
    decide: (state) => {
      if (!served(seatOdds, state)) return pair.decide(state);
      const table = seatOdds.peek(state.rules, state.seats.length);
      if (!table) throw new ServiceError('internal', 'the odds for these rules are not ready');
      // The game moved on while the bot waited: this turn is not solved yet, and not here.
      if (seatTurnNeeded(table, state)) {
        throw new ServiceError('conflict', 'the odds for this turn are still being worked out');
      }
      return seatExpertAction(table, state);
    },
  };
}
