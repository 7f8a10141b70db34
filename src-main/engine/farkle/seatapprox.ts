/**
 * Every seat's chance of winning from the start at a target too long to solve exactly (four seats
 * beyond MAX_SEAT_BYTES), extrapolated from exact solves at shorter targets: each seat's chance is
 * a smooth function of 1/target, so the parabola in 1/target through three solved targets is
 * read at the one asked for, and the chances scaled to add up to 1. "About" on screen; its error
 * against exact solves is measured in `npm run bench` (src-main/bench/seats.ts).
 */
export function extrapolatedChances(
  solved: ReadonlyArray<{ target: number; chances: readonly number[] }>,
  target: number,
): number[] {
  if (solved.length !== 3) throw new RangeError('the extrapolation takes three solved targets');
  const xs = solved.map((s) => 1 / s.target);
  const x = 1 / target;
  // Lagrange's weights for the parabola through the three points, read at x.
  const weights = xs.map((xi, i) =>
    xs.reduce((w, xj, j) => (j === i ? w : (w * (x - xj)) / (xi - xj)), 1),
  );
  const seats = solved[0]!.chances.length;
  const raw = Array.from({ length: seats }, (_, k) =>
    solved.reduce((sum, s, i) => sum + weights[i]! * s.chances[k]!, 0),
  );
  const clamped = raw.map((c) => Math.min(1, Math.max(0, c)));
  const total = clamped.reduce((s, c) => s + c, 0);
  return clamped.map((c) => c / total);
}
