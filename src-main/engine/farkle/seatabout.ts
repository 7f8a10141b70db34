import type { SeatLayout } from './seatlayout';
import { positionsOfSum } from './seatsums';

/** Whether position `index` is marked in a bit set of aboutPositions. */
export function isAbout(about: Uint8Array, index: number): boolean {
  return ((about[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

/** How many positions a bit set of aboutPositions marks. */
export function aboutCount(about: Uint8Array): number {
  let count = 0;
  for (let byte of about) {
    for (; byte > 0; byte &= byte - 1) count++;
  }
  return count;
}

function mark(about: Uint8Array, index: number): void {
  about[index >> 3]! |= 1 << (index & 7);
}

/**
 * The positions whose odds rest on a farkle cycle with a choice between mixed solutions (or one
 * not solved), one bit per position: those of such cycles (`uncertain`, every position of each),
 * and every position whose turn can reach one of them by banking. A farkle moves within a cycle,
 * so a cycle depends as a whole when any of its positions does. A bank raises the sum of the
 * totals, so sums are taken from the highest seed's down, keeping for each set of the others'
 * seats the highest banker's total that depends: a turn reaches it when its mover can bank
 * that high. Cycles exist only without a three-farkle penalty (each position is then its own).
 */
export function aboutPositions(layout: SeatLayout, uncertain: readonly number[]): Uint8Array {
  const about = new Uint8Array(Math.ceil(layout.positions / 8));
  if (uncertain.length === 0) return about;
  const { seats, cell, size } = layout;
  const totals = new Int32Array(seats);
  const flags = new Int32Array(seats);
  let top = -Infinity;
  for (const index of uncertain) {
    mark(about, index);
    layout.decode(index, totals, flags);
    top = Math.max(
      top,
      totals.reduce((s, t) => s + t, 0),
    );
  }
  const banked = layout.flagsOf(0, true);
  const others = cell ** (seats - 1);
  // reach[rest]: the highest banked total y such that (rest, y) depends, rest the first seats.
  const reach = new Int32Array(others).fill(layout.floor - 1);
  const rotate = (): void => {
    const [t0, f0] = [totals[0]!, flags[0]!];
    totals.copyWithin(0, 1);
    flags.copyWithin(0, 1);
    totals[seats - 1] = t0;
    flags[seats - 1] = f0;
  };
  for (let sum = top; sum >= seats * layout.floor; sum--) {
    const depends: number[] = [];
    positionsOfSum(layout, sum, (index) => {
      if (!isAbout(about, index)) {
        layout.decode(index, totals, flags);
        const bankAt = totals[0]! + layout.bankFrom(totals[0]!, flags[0]!);
        if (bankAt >= size || bankAt > reach[index % others]!) return;
      }
      depends.push(index);
    });
    for (const index of depends) {
      layout.decode(index, totals, flags);
      for (let k = 0; k < seats; k++) {
        mark(about, layout.index(totals, flags));
        // As the position a bank hands on: its last seat banked, the others first.
        if (flags[seats - 1] === banked) {
          const rest = Math.floor(layout.index(totals, flags) / cell);
          reach[rest] = Math.max(reach[rest]!, totals[seats - 1]!);
        }
        rotate();
      }
    }
  }
  return about;
}
