import type { SolvedSeatTurn } from './seatapproxsolve';
import { SeatTurn } from './seatturn';
import type { WinTurnModel } from './winturn';

/**
 * A solved turn as a worker thread hands it over (transferable arrays): what seatplay reads of a
 * SeatTurn, the total from which banking surely wins, and the chances after a farkle.
 */
export interface SeatTurnCells {
  /** The turn's size (SeatTurn's maxTop), for the turn the cells are read into. */
  maxTop: number;
  top: number;
  farkle: Float64Array;
  bankable: Uint8Array;
  bank: Float64Array;
  own: Float64Array;
  afterQ: Float64Array;
  others: Float64Array[];
  value: Float64Array;
  q: number;
  x: number;
}

/** A copy of a solved turn's cells, to hand to another thread. */
export function turnCells({ turn, top, farkle }: SolvedSeatTurn): SeatTurnCells {
  return {
    maxTop: turn.stride - turn.maxUnits - 1,
    top,
    farkle: farkle.slice(),
    bankable: turn.bankable.slice(),
    bank: turn.bank.slice(),
    own: turn.own.slice(),
    afterQ: turn.afterQ.slice(),
    others: turn.others.map((row) => row.slice()),
    value: turn.value.slice(),
    q: turn.q,
    x: turn.x,
  };
}

/** The cells' buffers, handed over rather than copied. */
export function cellBuffers(cells: SeatTurnCells): ArrayBuffer[] {
  const arrays = [cells.farkle, cells.bankable, cells.bank, cells.own, cells.afterQ, cells.value];
  return [...arrays, ...cells.others].map((array) => array.buffer as ArrayBuffer);
}

/**
 * Handed-over cells read into a turn of `places` seats: `into` when it has their size (a turn
 * read before, its arrays reused), else a new one.
 */
export function loadCells(
  w: WinTurnModel,
  places: number,
  cells: SeatTurnCells,
  into: SeatTurn | null,
): SolvedSeatTurn {
  const fits = into && into.seats === places && into.stride === cells.bankable.length;
  const turn = fits ? into : new SeatTurn(w, places, cells.maxTop);
  turn.bankable.set(cells.bankable);
  turn.bank.set(cells.bank);
  turn.own.set(cells.own);
  turn.afterQ.set(cells.afterQ);
  cells.others.forEach((row, k) => turn.others[k]!.set(row));
  turn.value.set(cells.value);
  turn.q = cells.q;
  turn.x = cells.x;
  return { turn, top: cells.top, farkle: cells.farkle };
}
