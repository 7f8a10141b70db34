import type { BotInfo, WinChanceView } from '../../src-shared/api';
import type {
  CoachAdvice,
  CoachOption,
  FarkleAction,
  FarkleState,
  Rules,
} from '../../src-shared/farkle';
import { BoundedCache } from '../engine/bounded-cache';
import { keyOf } from '../engine/farkle/dice';
import { expertAction, winOptions } from '../engine/farkle/expert';
import { WinLayout, winRulesProblem, type WinOdds } from '../engine/farkle/winodds';
import { ServiceError } from '../errors';
import type { Bot } from './farkle';

/** Where the services find two-seat win-chance tables (the host's adapter keeps and solves them). */
export interface WinOddsSource {
  /** The table when it is at hand now; never starts a solve. */
  peek(rules: Rules): WinOdds | null;
  /** The table, solved off the API's thread first if need be (one solve per rule set at a time). */
  get(rules: Rules): Promise<WinOdds>;
  /** The share of a solve under way for these rules (0 to 1), or null. */
  progress(rules: Rules): number | null;
  /** While these rules wait their turn to be solved: how many solves go first; otherwise null. */
  ahead?(rules: Rules): number | null;
  /** Whether solving these rules failed in this launch (it is not tried again). */
  hasFailed(rules: Rules): boolean;
}

/**
 * Answers of winOddsProblem by rules: a layout takes milliseconds, and every view asks. The
 * least recently asked go first, so rule sets in play stay (a bound of 32 cleared at once had
 * 80 new rule sets solving rebuild a layout at nearly every view: 1.5 s of the API's thread).
 */
const ODDS_PROBLEMS_KEPT = 256;
const oddsProblems = new BoundedCache<string, string | null>(ODDS_PROBLEMS_KEPT);

/** Why these rules have no exact two-seat odds, or null when they do. */
export function winOddsProblem(rules: Rules): string | null {
  const key = JSON.stringify(rules);
  const known = oddsProblems.get(key);
  if (known !== undefined) return known;
  let problem = winRulesProblem(rules);
  if (!problem) {
    try {
      new WinLayout(rules);
    } catch (error) {
      problem = error instanceof RangeError ? error.message : String(error);
    }
  }
  oddsProblems.set(key, problem);
  return problem;
}

/** Each seat's chance of winning with best play from this state, seat 0 first (two seats). */
export function seatChances(table: WinOdds, state: FarkleState): [number, number] {
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
export function winChanceView(source: WinOddsSource, state: FarkleState): WinChanceView {
  if (state.seats.length !== 2 || source.hasFailed(state.rules)) return { status: 'none' };
  if (winOddsProblem(state.rules) !== null) return { status: 'none' };
  const table = source.peek(state.rules);
  if (table) return { status: 'ready', seats: seatChances(table, state) };
  // A failed solve is remembered by the source and shows as 'none' from the next view on.
  source.get(state.rules).catch(() => undefined);
  const ahead = source.ahead?.(state.rules) ?? null;
  return {
    status: 'solving',
    progress: source.progress(state.rules) ?? 0,
    ...(ahead === null ? {} : { ahead }),
  };
}

/** A choice by what it does: a keep by its faces (any dice showing them), else roll or bank. */
export function choiceKey(state: FarkleState, choice: FarkleAction | CoachOption): string {
  const kind = 'type' in choice ? choice.type : choice.kind;
  if (kind !== 'keep' || !('dice' in choice)) return kind;
  const faces = choice.dice.flatMap((i) => {
    const die = state.turn.dice[i];
    return die && !die.aside && die.face !== 0 ? [die.face] : [];
  });
  return `keep ${keyOf(faces)}`;
}

/** Each choice's chance of winning after it, by choiceKey. */
function chancesOf(table: WinOdds, state: FarkleState): Map<string, number> {
  return new Map(winOptions(table, state).map((o) => [choiceKey(state, o.action), o.chance]));
}

/**
 * The coach's advice with each option's chance of winning, best chance first; null if the two
 * do not list the same choices (the points advice then stands).
 */
export function withWinChances(
  table: WinOdds,
  state: FarkleState,
  advice: CoachAdvice,
): CoachAdvice | null {
  return inWinChances(state, advice, chancesOf(table, state));
}

/** The coach's advice priced by these chances (by choiceKey), best first; null if one is missing. */
export function inWinChances(
  state: FarkleState,
  advice: CoachAdvice,
  chances: Map<string, number>,
): CoachAdvice | null {
  const options: CoachOption[] = [];
  for (const option of advice.options) {
    const chance = chances.get(choiceKey(state, option));
    if (chance === undefined) return null;
    options.push({ ...option, chance });
  }
  options.sort((a, b) => b.chance! - a.chance!);
  return { options, best: options[0]!.value, measure: 'win' };
}

/** Why the lab cannot run the Expert: it ranks bots by their turn average. */
export const EXPERT_LAB_PROBLEM =
  'Sage plays for the game, not the turn, and the lab ranks bots by their turn average: play her at the table instead';

export const EXPERT_INFO: BotInfo = {
  id: 'expert',
  name: 'Sage',
  // Above the whole ladder, but measured by games won, not by turn scores: see BotInfo.level.
  level: null,
  personality: 'Plays for the game, not the turn: she knows her exact chance of winning.',
  labProblem: EXPERT_LAB_PROBLEM,
  description:
    'Plays every decision for the highest chance of winning the game, from a solved table of ' +
    'every position: exact with two seats, and with three or four wherever that table fits; ' +
    'beyond it (four seats at long targets, three with a three-farkle penalty) by an ' +
    'approximation: the others race to the target ' +
    'and her own turn is solved exactly',
};

/** Why the Expert cannot sit at this table, or null. */
export function expertSeatProblem(rules: Rules, seats: number): string | null {
  if (seats < 2) return `${EXPERT_INFO.name} plays to win against others: add another seat`;
  const problem = winOddsProblem(rules);
  return problem ? `${EXPERT_INFO.name} cannot play these rules: ${problem}` : null;
}

/** The Expert: waits for its table (solved off the API's thread), then plays for the win. */
export function expertBot(source: WinOddsSource): Bot {
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
