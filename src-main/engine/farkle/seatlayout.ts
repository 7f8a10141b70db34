import type { Rules } from '../../../src-shared/farkle';
import { SeatGrid, targetRulesProblem } from './seatgrid';

/**
 * Most bytes of values the exact n-seat solve holds (a vector of n chances per position): three
 * seats at `minimal` take 192 MB; four seats fit up to about 3,700 points.
 */
export const MAX_SEAT_BYTES = 1e9;

/** Bytes the exact n-seat table of these rules takes (a vector of chances per position). */
export function seatTableBytes(rules: Rules, seats: number): number {
  const grid = new SeatGrid(rules);
  return (grid.span * grid.flags) ** seats * seats * 8;
}

/** Why the n-seat win solver cannot take these rules at this many seats, or null. */
export function seatRulesProblem(rules: Rules, seats: number): string | null {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4)
    return 'the odds are solved for 2 to 4 players';
  if (rules.minSeats > seats || rules.maxSeats < seats) {
    return `these rules are not for ${seats} players`;
  }
  return targetRulesProblem(rules);
}

/**
 * How the positions of an n-seat game are laid out: every seat's grid (its banked total and flags),
 * the mover first and the rest in turn order after it.
 */
export class SeatLayout extends SeatGrid {
  readonly seats: number;
  /** Totals times flags: the choices per seat. */
  readonly cell: number;
  readonly positions: number;

  /** `bounded`: refuse more positions than the exact solve holds (an approximation holds none). */
  constructor(rules: Rules, seats: number, bounded = true) {
    const problem = seatRulesProblem(rules, seats);
    if (problem) throw new RangeError(problem);
    super(rules);
    this.seats = seats;
    this.cell = this.span * this.flags;
    this.positions = this.cell ** seats;
    const bytes = this.positions * seats * 8;
    if (bounded && bytes > MAX_SEAT_BYTES) {
      throw new RangeError(
        `these rules have ${this.positions.toLocaleString('en-US')} positions at ${seats} seats ` +
          `(${Math.round(bytes / 1e6).toLocaleString('en-US')} MB of odds); the most the ` +
          `exact solve holds is ${MAX_SEAT_BYTES / 1e6} MB`,
      );
    }
  }

  /** A seat's place in a position's index: its total and flags. */
  seatCode(total: number, flags: number): number {
    return (total - this.floor) * this.flags + flags;
  }

  /** The index of a position from its seats' totals and flags (mover first). */
  index(totals: ArrayLike<number>, flags: ArrayLike<number>): number {
    let i = 0;
    for (let k = 0; k < this.seats; k++) i = i * this.cell + this.seatCode(totals[k]!, flags[k]!);
    return i;
  }

  /** Reads a position's index back into totals and flags. */
  decode(index: number, totals: Int32Array, flags: Int32Array): void {
    for (let k = this.seats - 1; k >= 0; k--) {
      const code = index % this.cell;
      index = (index - code) / this.cell;
      totals[k] = Math.floor(code / this.flags) + this.floor;
      flags[k] = code % this.flags;
    }
  }
}
