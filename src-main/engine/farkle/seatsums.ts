import type { SeatLayout } from './seatlayout';

/** The sums of the seats' totals, highest first: the order an n-seat solve takes them in. */
export function seatSums(layout: SeatLayout): number[] {
  const { seats, size, floor } = layout;
  const sums: number[] = [];
  for (let s = seats * (size - 1); s >= seats * floor; s--) sums.push(s);
  return sums;
}

/** Every position with this sum of totals (each seat's flags in every combination). */
export function positionsOfSum(
  layout: SeatLayout,
  sum: number,
  each: (index: number) => void,
): void {
  const { seats, floor, size, flags: flagCount } = layout;
  const totals = new Int32Array(seats);
  const flagCodes = flagCount ** seats;
  const place = (k: number, left: number): void => {
    if (k === seats - 1) {
      if (left < floor || left >= size) return;
      totals[k] = left;
      for (let f = 0; f < flagCodes; f++) {
        let code = 0;
        let rest = f;
        for (let s = 0; s < seats; s++) {
          code = code * layout.cell + layout.seatCode(totals[s]!, rest % flagCount);
          rest = Math.floor(rest / flagCount);
        }
        each(code);
      }
      return;
    }
    const least = Math.max(floor, left - (seats - 1 - k) * (size - 1));
    const most = Math.min(size - 1, left - (seats - 1 - k) * floor);
    for (let a = most; a >= least; a--) {
      totals[k] = a;
      place(k + 1, left - a);
    }
  };
  place(0, sum);
}

/**
 * A sum's work in stages: within a stage the items are independent (threads may share them out),
 * and a stage needs the ones before it. Without a penalty one stage of farkle cycles, each named
 * by its least position (`leads`). With one, a farkle lengthens the mover's streak within the sum,
 * so the positions by their seats' streaks added up, longest first, as the two-seat solve does.
 */
export function stagesOfSum(
  layout: SeatLayout,
  sum: number,
  leads: (index: number) => boolean,
): Int32Array[] {
  if (layout.penalty === 0) {
    const leaders: number[] = [];
    positionsOfSum(layout, sum, (index) => {
      if (leads(index)) leaders.push(index);
    });
    return [Int32Array.from(leaders)];
  }
  const totals = new Int32Array(layout.seats);
  const flags = new Int32Array(layout.seats);
  const levels: number[][] = Array.from({ length: 2 * layout.seats + 1 }, () => []);
  positionsOfSum(layout, sum, (index) => {
    layout.decode(index, totals, flags);
    const streaks = flags.reduce((s, f) => s + layout.streakOf(f), 0);
    levels[levels.length - 1 - streaks]!.push(index);
  });
  return levels.map((level) => Int32Array.from(level));
}

/** How many positions each sum of totals has (every seat's flags included). */
export function sumWeights(layout: SeatLayout): Map<number, number> {
  const { seats, floor, size, flags } = layout;
  // ways[s]: ways for the seats so far to add up to s (offset by their floors).
  let ways = [1];
  for (let k = 0; k < seats; k++) {
    const wider = new Array<number>(ways.length + size - floor - 1).fill(0);
    ways.forEach((w, s) => {
      for (let a = 0; a < size - floor; a++) wider[s + a]! += w * flags;
    });
    ways = wider;
  }
  return new Map(ways.map((w, s) => [s + seats * floor, w]));
}
