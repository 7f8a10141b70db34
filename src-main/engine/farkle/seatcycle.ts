/**
 * A farkle cycle of an n-seat game: positions s_0 … s_{L−1}, each a farkle away from the next
 * (the scores rotate, the mover moves to the back), L = n or, for a position that repeats under
 * rotation, a divisor of it. With every mover's turn policy fixed, position j is worth
 * V_j = C_j + q_j·R(V_{j+1}), C and q the turn's (SeatTurn), R the rotation into the mover's seat
 * order: R(v)[k] = v[k − 1 mod n]. These helpers solve that linear cycle exactly and find a mixed
 * solution where the movers' best replies never settle.
 */

/** (R^j v)[k] = v[k − j mod n]. */
function rotated(v: Float64Array, vFrom: number, j: number, n: number, k: number): number {
  return v[vFrom + ((((k - j) % n) + n) % n)]!;
}

/**
 * Solves V_j = C_j + q_j·R(V_{j+1 mod L}) for fixed C (L·n) and q (L) into out (L·n). Around the
 * cycle V_0 = A + Q·R^L(V_0), A the discounted sum of the turns and Q the product of the q; R^L
 * has order p = n / L, so V_0 = Σ_{m<p} Q^m R^{mL}(A) / (1 − Q^p).
 */
export function solveLinearCycle(
  c: Float64Array,
  q: Float64Array,
  length: number,
  n: number,
  out: Float64Array,
): void {
  const a = new Float64Array(n);
  let discount = 1;
  for (let j = 0; j < length; j++) {
    for (let k = 0; k < n; k++) a[k]! += discount * rotated(c, j * n, j, n, k);
    discount *= q[j]!;
  }
  const order = n / length;
  let factor = 1;
  out.fill(0, 0, n);
  for (let m = 0; m < order; m++) {
    for (let k = 0; k < n; k++) out[k]! += factor * rotated(a, 0, m * length, n, k);
    factor *= discount;
  }
  for (let k = 0; k < n; k++) out[k]! /= 1 - factor;
  for (let j = length - 1; j >= 1; j--) {
    const next = ((j + 1) % length) * n;
    for (let k = 0; k < n; k++) {
      out[j * n + k] = c[j * n + k]! + q[j]! * rotated(out, next, 1, n, k);
    }
  }
}

/** The mover's own chance after a farkle at cycle position j: the next one's last seat. */
export function farkleValue(values: Float64Array, j: number, length: number, n: number): number {
  return values[((j + 1) % length) * n + n - 1]!;
}

/** One turn policy of a cycle position, as the values it gives: C (n) and q. */
export interface TurnPolicy {
  c: Float64Array;
  q: number;
  /**
   * How far the farkle value may rise (up) or fall (down) from the one it was solved at with the
   * policy unchanged.
   */
  up?: number;
  down?: number;
}

/** Whether the policy's decisions all hold with the farkle value moved by dx from its solve's. */
export function policyHolds(p: TurnPolicy, dx: number): boolean {
  return dx >= 0 ? dx < p.up! : -dx < p.down!;
}

/**
 * How far a chance of one policy may differ by rounding where SeatTurn reads it back (so rounded
 * differently at each x): the mover's C[0] as own − q·x, and without a penalty the last seat's as
 * 1 − q − the rest.
 */
const READ_BACK_ROUNDING = 1e-13;

/**
 * Whether two turns are the same policy: the same q to the bit, and every seat's chance within
 * the rounding of those read back.
 */
export function samePolicy(x: TurnPolicy, y: TurnPolicy): boolean {
  if (x.q !== y.q) return false;
  return x.c.every((v, k) => Math.abs(v - y.c[k]!) <= READ_BACK_ROUNDING);
}

/** A cycle's solution: each position's policy, or a mix of two (weight on the first). */
export interface CycleChoice {
  first: TurnPolicy;
  second: TurnPolicy | null;
  weight: number;
}

/** Solves the cycle with these (possibly mixed) policies. */
export function cycleValues(choices: CycleChoice[], n: number, out: Float64Array): void {
  const length = choices.length;
  const c = new Float64Array(length * n);
  const q = new Float64Array(length);
  choices.forEach(({ first, second, weight }, j) => {
    for (let k = 0; k < n; k++) {
      c[j * n + k] = second ? weight * first.c[k]! + (1 - weight) * second.c[k]! : first.c[k]!;
    }
    q[j] = second ? weight * first.q + (1 - weight) * second.q : first.q;
  });
  solveLinearCycle(c, q, length, n, out);
}
