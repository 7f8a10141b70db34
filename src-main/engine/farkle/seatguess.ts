import type { SeatLayout } from './seatlayout';

/**
 * Where a cycle's best replies start: each position extended from the solved ones one point unit
 * up in one or more seats (a higher sum): the multilinear guess Σ ±V(p + e_S) over the non-empty
 * sets S of seats with room to rise, which is exact for values linear in each seat's total and
 * halved the best-reply rounds against the neighbour up for the mover alone. Else an even split.
 */
export function startingGuess(
  layout: SeatLayout,
  values: Float64Array,
  cycle: number[],
  totals: Int32Array,
  flags: Int32Array,
): Float64Array {
  const n = layout.seats;
  const v = new Float64Array(cycle.length * n).fill(1 / n);
  // One unit up in seat k moves the index by flags · cell^(n − 1 − k).
  const steps: number[] = [];
  for (let k = n - 1, step = layout.flags; k >= 0; k--, step *= layout.cell) steps[k] = step;
  const rising: number[] = [];
  cycle.forEach((position, j) => {
    layout.decode(position, totals, flags);
    rising.length = 0;
    for (let k = 0; k < n; k++) if (totals[k]! + 1 < layout.size) rising.push(steps[k]!);
    if (rising.length === 0) return;
    const guess = v.subarray(j * n, j * n + n).fill(0);
    for (let set = 1; set < 1 << rising.length; set++) {
      let sign = -1;
      let at = position;
      for (let bit = 0; bit < rising.length; bit++) {
        if (set & (1 << bit)) {
          at += rising[bit]!;
          sign = -sign;
        }
      }
      at *= n;
      for (let k = 0; k < n; k++) guess[k]! += sign * values[at + k]!;
    }
    for (let k = 0; k < n; k++) guess[k] = Math.min(1, Math.max(0, guess[k]!));
  });
  return v;
}
