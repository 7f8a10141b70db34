import type { Rules } from '../../../src-shared/farkle';
import { WinTurnModel } from './winturn';

/** Why a win-chance solve cannot take rules that do not end at a target, or null. */
export function targetRulesProblem(rules: Rules): string | null {
  if (rules.target === null || rules.turnLimit !== null) {
    return 'the win-chance solver needs a game that ends at a target score, without a turn limit';
  }
  return null;
}

/**
 * One seat's part of a solved position, the same for the two-seat and the n-seat solves.
 *
 * Totals are counted in grid units (the point unit, or a divisor of it that the three-farkle
 * penalty also fits). A total is a turn-start state below the target's `size` units; it goes below
 * zero only with a three-farkle penalty, down to `floor` units (twice the penalty below zero:
 * lower totals are held there, an approximation that only a run of six farkles without a bank
 * reaches). Flags per seat: the farkle streak (0-2) with a penalty, and whether the seat is on
 * the board when that is not simply "total above zero" (a penalty and an entry threshold).
 */
export class SeatGrid {
  readonly rules: Rules;
  readonly turn: WinTurnModel;
  readonly unit: number;
  /** Target in grid units: a total of `size` or more has reached it. */
  readonly size: number;
  readonly penalty: number;
  readonly floor: number;
  /** Totals per seat: floor to size - 1. */
  readonly span: number;
  readonly boardFlag: boolean;
  readonly flags: number;

  constructor(rules: Rules) {
    this.rules = rules;
    this.turn = new WinTurnModel(rules);
    this.unit = this.turn.unit;
    this.size = Math.ceil(rules.target! / this.unit);
    this.penalty = rules.threeFarklePenalty / this.unit;
    this.floor = -2 * this.penalty;
    this.span = this.size - this.floor;
    this.boardFlag = this.penalty > 0 && rules.entryThreshold > 0;
    this.flags = (this.penalty > 0 ? 3 : 1) * (this.boardFlag ? 2 : 1);
  }

  /** Flags of a seat from its streak and board status. */
  flagsOf(streak: number, onBoard: boolean): number {
    return (this.penalty > 0 ? streak : 0) + (this.boardFlag && onBoard ? 3 : 0);
  }

  streakOf(flags: number): number {
    return this.penalty > 0 ? flags % 3 : 0;
  }

  onBoard(total: number, flags: number): boolean {
    if (this.rules.entryThreshold === 0) return true;
    return this.boardFlag ? flags >= 3 : total > 0;
  }

  /** Smallest bankable turn total in grid units. */
  bankFrom(total: number, flags: number): number {
    const { minBank, entryThreshold } = this.rules;
    const least = Math.max(minBank, this.onBoard(total, flags) ? 0 : entryThreshold);
    return Math.max(1, Math.ceil(least / this.unit));
  }

  /**
   * Where a farkle leaves a seat: its streak one longer, or the third in a row costing the
   * penalty and starting the streak again (the board flag kept).
   */
  farkled(total: number, flags: number): [number, number] {
    if (this.penalty === 0) return [total, flags];
    const streak = this.streakOf(flags);
    return streak < 2 ? [total, flags + 1] : [this.clamp(total - this.penalty), flags - streak];
  }

  /** A total in grid units held inside the table's range (below the target). */
  clamp(total: number): number {
    return Math.max(this.floor, total);
  }
}
