import type { FarkleState } from '../../../src-shared/farkle';
import type { SeatLayout } from './seatlayout';
import type { SeatTurn } from './seatturn';

/**
 * A decision's turn as an n-seat table plays it: `cell(d, t)` is every seat's chance (in the
 * turn's own order) with d dice to roll (6: hot) at turn total t grid units, `bank(t)` after
 * banking t (null where not allowed), `farkle` after a farkle; `seatOf[k]` is the table seat of
 * the turn's k-th place.
 */
export interface SeatTurnValues {
  turn: SeatTurn;
  top: number;
  farkle: Float64Array;
  seatOf: number[];
  /** Seats the turn's places leave out (in a final round): their chance, by table seat. */
  rest: Map<number, { fixed: number; onFarkle: number }>;
  bank(t: number): Float64Array | null;
}

/** The chances when the first place has surely won. */
export function sureWin(places: number): Float64Array {
  const win = new Float64Array(places);
  win[0] = 1;
  return win;
}

/**
 * A turn outside a final round, as solved at the mover's position: every seat takes part, and
 * banking from `top` up surely wins.
 */
export function gameTurnValues(
  turn: SeatTurn,
  top: number,
  farkle: Float64Array,
  seatOf: number[],
): SeatTurnValues {
  const n = seatOf.length;
  return {
    turn,
    top,
    farkle,
    seatOf,
    rest: new Map(),
    bank: (t) =>
      t >= top ? sureWin(n) : turn.bankable[t] === 1 ? turn.bank.slice(t * n, t * n + n) : null,
  };
}

/** A total in the table's grid units, held inside its range. */
function gridTotal(layout: SeatLayout, total: number): number {
  return Math.min(layout.size - 1, layout.clamp(Math.round(total / layout.unit)));
}

/** The position of the player to move: table seats, totals and flags, mover first. */
export function moverPosition(
  layout: SeatLayout,
  state: FarkleState,
): { seatOf: number[]; totals: Int32Array; flags: Int32Array } {
  const n = layout.seats;
  const seatOf = Array.from({ length: n }, (_, k) => (state.current + k) % n);
  const totals = Int32Array.from(seatOf, (s) => gridTotal(layout, state.seats[s]!.total));
  const flags = Int32Array.from(seatOf, (s) =>
    layout.flagsOf(state.seats[s]!.farkleStreak, state.seats[s]!.onBoard),
  );
  return { seatOf, totals, flags };
}
