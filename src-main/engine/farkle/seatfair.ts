import type { SeatTable } from './seatsolver';

/** A fair start: each seat's head start (seat order, the first 0), and the chances without and with it. */
export interface FairStart {
  headStarts: number[];
  without: number[];
  with: number[];
}

/**
 * The head starts, in the rules' points, that bring an n-seat table closest to even (the least
 * sum of squared gaps from an equal share), a later seat never starting behind an earlier one.
 * Every choice is a lookup in the solved table: the start with those totals banked.
 */
export function seatFairStart(table: SeatTable): FairStart {
  const { layout, values } = table;
  const n = layout.seats;
  const step = layout.turn.model.unit / layout.unit;
  const totals = new Int32Array(n);
  const flags = new Int32Array(n);
  const chancesAt = (starts: ArrayLike<number>): number[] => {
    for (let k = 0; k < n; k++) {
      totals[k] = starts[k]!;
      flags[k] = layout.flagsOf(0, starts[k]! > 0);
    }
    const i = layout.index(totals, flags) * n;
    return Array.from(values.subarray(i, i + n));
  };
  const gap = (chances: number[]): number => chances.reduce((sum, c) => sum + (c - 1 / n) ** 2, 0);
  const starts = new Int32Array(n);
  let best = { starts: Int32Array.from(starts), gap: gap(chancesAt(starts)) };
  const place = (k: number, least: number): void => {
    if (k === n) {
      const found = gap(chancesAt(starts));
      if (found < best.gap) best = { starts: Int32Array.from(starts), gap: found };
      return;
    }
    for (let h = least; h < layout.size; h += step) {
      starts[k] = h;
      place(k + 1, h);
    }
  };
  place(1, 0);
  return {
    headStarts: Array.from(best.starts, (units) => units * layout.unit),
    without: chancesAt(new Int32Array(n)),
    with: chancesAt(best.starts),
  };
}
