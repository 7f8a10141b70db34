import type { BotInfo, WinChanceView } from '../../src-shared/api';
import type { FarkleState, Rules } from '../../src-shared/farkle';
import { expertAction, winOptions } from '../engine/farkle/expert';
import { WinLayout, winRulesProblem, type WinTable } from '../engine/farkle/wintable';
import { ServiceError } from './errors';
import type { Bot } from './games';

/** Where the services find two-seat win-chance tables (the host's adapter keeps and solves them). */
export interface WinTableSource {
  /** The table when it is at hand now; never starts a solve. */
  peek(rules: Rules): WinTable | null;
  /** The table, solved off the API's thread first if need be (one solve per rule set at a time). */
  get(rules: Rules): Promise<WinTable>;
  /** The share of a solve under way for these rules (0 to 1), or null. */
  progress(rules: Rules): number | null;
  /** Whether solving these rules failed in this launch (it is not tried again). */
  hasFailed(rules: Rules): boolean;
}

/** Why these rules have no exact two-seat odds, or null when they do. */
export function winOddsProblem(rules: Rules): string | null {
  const problem = winRulesProblem(rules);
  if (problem) return problem;
  try {
    new WinLayout(rules);
    return null;
  } catch (error) {
    return error instanceof RangeError ? error.message : String(error);
  }
}

/** Each seat's chance of winning with best play from this state, seat 0 first (two seats). */
export function seatChances(table: WinTable, state: FarkleState): [number, number] {
  if (state.over) {
    if (state.winner === null) return [0.5, 0.5];
    return state.winner === 0 ? [1, 0] : [0, 1];
  }
  const mover = winOptions(table, state)[0]?.chance ?? 0;
  return state.current === 0 ? [mover, 1 - mover] : [1 - mover, mover];
}

/**
 * What the table shows of the odds: ready, being worked out (the first view of a game under new
 * rules starts the solve), or none at larger tables and for rules the solver does not take.
 */
export function winChanceView(source: WinTableSource, state: FarkleState): WinChanceView {
  if (state.seats.length !== 2 || source.hasFailed(state.rules)) return { status: 'none' };
  if (winOddsProblem(state.rules) !== null) return { status: 'none' };
  const table = source.peek(state.rules);
  if (table) return { status: 'ready', seats: seatChances(table, state) };
  // A failed solve is remembered by the source and shows as 'none' from the next view on.
  source.get(state.rules).catch(() => undefined);
  return { status: 'solving', progress: source.progress(state.rules) ?? 0 };
}

export const EXPERT_INFO: BotInfo = {
  id: 'expert',
  name: 'Sage',
  level: 8,
  personality: 'Plays for the game, not the turn: she knows her exact chance of winning.',
  description:
    'Plays every decision for the highest chance of winning the game, from a solved table of ' +
    'every position: exact with two seats; with three or four it plays as if only the opponent ' +
    'with the highest total were at the table (an approximation)',
};

/** Why the Expert cannot sit at this table, or null. */
export function expertSeatProblem(rules: Rules, seats: number): string | null {
  if (seats < 2) return `${EXPERT_INFO.name} plays to win against others: add another seat`;
  const problem = winOddsProblem(rules);
  return problem ? `${EXPERT_INFO.name} cannot play these rules: ${problem}` : null;
}

/** The Expert: waits for its table (solved off the API's thread), then plays for the win. */
export function expertBot(source: WinTableSource): Bot {
  return {
    info: EXPERT_INFO,
    prepare: async (state) => {
      await source.get(state.rules);
    },
    decide: (state) => {
      const table = source.peek(state.rules);
      if (!table) throw new ServiceError('internal', 'the odds for these rules are not ready');
      return expertAction(table, state);
    },
  };
}
