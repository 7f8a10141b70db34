import type { Rules } from '../../../src-shared/farkle';
import { SeatGrid, targetRulesProblem } from './seatgrid';

/** Most turn-start states the two-seat solver takes on (`minimal` has 40,000). */
export const MAX_WIN_STATES = 250_000;

/** Why the two-seat win solver cannot take these rules, or null. */
export function winRulesProblem(rules: Rules): string | null {
  if (rules.minSeats > 2 || rules.maxSeats < 2) return 'these rules are not for two players';
  return targetRulesProblem(rules);
}

/** How turn-start states of a two-seat game are laid out, by rules: both seats' grids. */
export class WinLayout extends SeatGrid {
  readonly states: number;

  constructor(rules: Rules) {
    const problem = winRulesProblem(rules);
    if (problem) throw new RangeError(problem);
    super(rules);
    this.states = this.span * this.span * this.flags * this.flags;
    if (this.states > MAX_WIN_STATES) {
      throw new RangeError(
        `these rules have ${this.states.toLocaleString('en-US')} game positions to solve; ` +
          `the most the solver takes is ${MAX_WIN_STATES.toLocaleString('en-US')}`,
      );
    }
  }

  index(mine: number, theirs: number, myFlags: number, theirFlags: number): number {
    const row = (mine - this.floor) * this.span + (theirs - this.floor);
    return (row * this.flags + myFlags) * this.flags + theirFlags;
  }

  /** Sums of the two totals, highest first: the order the solver takes them in. */
  sums(): number[] {
    const sums: number[] = [];
    for (let s = 2 * (this.size - 1); s >= 2 * this.floor; s--) sums.push(s);
    return sums;
  }
}

/** A solved two-seat game: W for every turn-start state, with how it was solved. */
export interface WinOdds {
  layout: WinLayout;
  /** values[layout.index(...)]: the chance that the player about to start a turn wins. */
  values: Float64Array;
  /** Passes over the score sums (1 without a penalty: each pair is then solved exactly). */
  sweeps: number;
  /** Turns solved in all (each a dynamic program over turn total and dice). */
  evaluations: number;
  /** Largest fixed-point error left: |W − Bellman(W)| for the last pass. */
  residual: number;
}

/**
 * Chance that the player about to start a turn wins, totals in points. Both totals are below the
 * target (a final round's last turn is valued by the Expert's options instead).
 */
export function winChance(
  table: WinOdds,
  mine: { total: number; onBoard: boolean; farkleStreak: number },
  theirs: { total: number; onBoard: boolean; farkleStreak: number },
): number {
  const { layout } = table;
  const a = layout.clamp(Math.round(mine.total / layout.unit));
  const b = layout.clamp(Math.round(theirs.total / layout.unit));
  if (a >= layout.size || b >= layout.size) {
    throw new RangeError('a total at the target is not the start of a turn in this table');
  }
  const i = layout.index(
    a,
    b,
    layout.flagsOf(mine.farkleStreak, mine.onBoard),
    layout.flagsOf(theirs.farkleStreak, theirs.onBoard),
  );
  return table.values[i]!;
}

/**
 * The head start, in points (a multiple of the score unit), that makes a two-seat game closest
 * to even for the second player, with the first player's chance then. The head start counts as
 * banked: the second player starts on the board.
 */
export function fairHandicap(table: WinOdds): { points: number; firstPlayerWins: number } {
  const { layout } = table;
  const step = layout.turn.model.unit;
  const start = { total: 0, onBoard: false, farkleStreak: 0 };
  let best = { points: 0, firstPlayerWins: winChance(table, start, start) };
  for (let points = step; points < layout.size * layout.unit; points += step) {
    const chance = winChance(table, start, { total: points, onBoard: true, farkleStreak: 0 });
    if (Math.abs(chance - 0.5) < Math.abs(best.firstPlayerWins - 0.5)) {
      best = { points, firstPlayerWins: chance };
    }
  }
  return best;
}
