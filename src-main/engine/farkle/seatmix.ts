import { cycleValues, farkleValue, type CycleChoice, type TurnPolicy } from './seatcycle';

/**
 * The solution concept where a farkle cycle's best replies never settle. With the positions
 * above it solved, the cycle is a small game: each mover picks a turn policy, and each position is
 * worth what the linear cycle gives. A solution is an equilibrium: no mover gains by a policy of
 * its own. A mover may mix two policies (play the first with some probability, decided once at
 * the turn's start); it then is indifferent between them, which fixes its farkle value at their
 * crossing. The candidates are the policies the best replies went through (the caller adds any
 * policy a check finds better). Supports are tried with the fewest mixing movers first, then in
 * the order the candidates are listed; the first equilibrium found is taken, and `several` says
 * whether another, with other values, exists.
 */
export interface CycleSolution {
  choices: CycleChoice[];
  values: Float64Array;
  several: boolean;
}

/**
 * Two solutions of a cycle whose chances differ by no more than this are one solution: rounding
 * (the order turns were solved in moves the last bits) put them up to 6.5e-12 apart, two
 * equilibria 1e-5 and more (docs/odds.md, "Rounding is not a choice"). Well clear of both, a
 * mark ("about") depends on no rounding, and chances this close agree to the tests' 1e-9
 * whichever is taken.
 */
export const SAME_SOLUTION = 1e-10;

/** An equilibrium's movers may gain at most this by another candidate (float rounding). */
const GAIN_TOLERANCE = 1e-12;
const NEWTON_STEPS = 60;

type Option = { first: number; second: number | null };

function optionsOf(count: number): Option[] {
  const options: Option[] = [];
  for (let i = 0; i < count; i++) options.push({ first: i, second: null });
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) options.push({ first: i, second: j });
  }
  return options;
}

/** Every support, fewest mixing movers first. */
function supports(candidates: TurnPolicy[][]): Option[][] {
  let all: Option[][] = [[]];
  for (const list of candidates) {
    const options = optionsOf(list.length);
    all = all.flatMap((partial) => options.map((o) => [...partial, o]));
  }
  const mixing = (s: Option[]): number => s.filter((o) => o.second !== null).length;
  return all.sort((x, y) => mixing(x) - mixing(y));
}

class SupportGame {
  readonly mixed: number[];
  readonly values: Float64Array;

  constructor(
    readonly candidates: TurnPolicy[][],
    readonly support: Option[],
    readonly n: number,
  ) {
    this.mixed = support.flatMap((o, j) => (o.second === null ? [] : [j]));
    this.values = new Float64Array(candidates.length * n);
  }

  choices(weights: number[]): CycleChoice[] {
    return this.support.map((o, j) => {
      const list = this.candidates[j]!;
      const m = this.mixed.indexOf(j);
      return {
        first: list[o.first]!,
        second: o.second === null ? null : list[o.second]!,
        weight: m < 0 ? 1 : weights[m]!,
      };
    });
  }

  /** Each mixing mover's gain from its first policy over its second at these weights. */
  gaps(weights: number[]): number[] {
    const { n, values } = this;
    cycleValues(this.choices(weights), n, values);
    return this.mixed.map((j) => {
      const o = this.support[j]!;
      const a = this.candidates[j]![o.first]!;
      const b = this.candidates[j]![o.second!]!;
      const x = farkleValue(values, j, this.candidates.length, n);
      return a.c[0]! - b.c[0]! + (a.q - b.q) * x;
    });
  }

  /** Weights in (0, 1) that make every mixing mover indifferent, or null. */
  weights(): number[] | null {
    const k = this.mixed.length;
    if (k === 0) return [];
    if (k === 1) return this.bisect();
    let w = new Array<number>(k).fill(0.5);
    for (let step = 0; step < NEWTON_STEPS; step++) {
      const g = this.gaps(w);
      if (Math.max(...g.map(Math.abs)) < 1e-16) return w;
      const jac = w.map((_, col) => {
        const h = 1e-7;
        const moved = w.map((v, i) => (i === col ? v + h : v));
        return this.gaps(moved).map((gi, row) => (gi - g[row]!) / h);
      });
      const delta = solveSmall(jac, g);
      if (!delta) return null;
      const next = w.map((v, i) => v - delta[i]!);
      if (next.some((v) => !(v > -0.5 && v < 1.5))) return null;
      if (next.every((v, i) => Math.abs(v - w[i]!) < 1e-15)) return next;
      w = next;
    }
    return Math.max(...this.gaps(w).map(Math.abs)) < 1e-13 ? w : null;
  }

  /** One mixing mover: its gap is monotone between its two ends, so bisect (to the last bit). */
  private bisect(): number[] | null {
    let lo = 0;
    let hi = 1;
    const gLo = this.gaps([lo])[0]!;
    const gHi = this.gaps([hi])[0]!;
    if (gLo === 0 || gHi === 0 || gLo > 0 === gHi > 0) return null;
    for (let step = 0; step < 200 && hi - lo > 0; step++) {
      const mid = (lo + hi) / 2;
      if (mid === lo || mid === hi) break;
      if (this.gaps([mid])[0]! > 0 === gLo > 0) lo = mid;
      else hi = mid;
    }
    const gA = Math.abs(this.gaps([lo])[0]!);
    const gB = Math.abs(this.gaps([hi])[0]!);
    return [gA <= gB ? lo : hi];
  }

  /** Whether no mover gains by any candidate at these values. */
  stable(): boolean {
    const { n, values, candidates } = this;
    return candidates.every((list, j) => {
      const x = farkleValue(values, j, candidates.length, n);
      const own = values[j * n]!;
      return list.every((p) => p.c[0]! + p.q * x <= own + GAIN_TOLERANCE);
    });
  }
}

/** Gaussian elimination for a small square system (null when singular). */
function solveSmall(matrix: number[][], rhs: number[]): number[] | null {
  const k = rhs.length;
  // matrix[col][row]: column-major from the Jacobian's construction.
  const a = rhs.map((r, row) => [...matrix.map((col) => col[row]!), r]);
  for (let p = 0; p < k; p++) {
    let pivot = p;
    for (let r = p + 1; r < k; r++) if (Math.abs(a[r]![p]!) > Math.abs(a[pivot]![p]!)) pivot = r;
    if (Math.abs(a[pivot]![p]!) < 1e-300) return null;
    [a[p], a[pivot]] = [a[pivot]!, a[p]!];
    for (let r = 0; r < k; r++) {
      if (r === p) continue;
      const f = a[r]![p]! / a[p]![p]!;
      for (let c = p; c <= k; c++) a[r]![c]! -= f * a[p]![c]!;
    }
  }
  return a.map((row, r) => row[k]! / a[r]![r]!);
}

/** The cycle game's equilibrium by the rule above, or null when no support gives one. */
export function mixedCycle(candidates: TurnPolicy[][], n: number): CycleSolution | null {
  let found: CycleSolution | null = null;
  for (const support of supports(candidates)) {
    const game = new SupportGame(candidates, support, n);
    const weights = game.weights();
    if (!weights || weights.some((w) => !(w > 0 && w < 1))) continue;
    game.gaps(weights);
    if (!game.stable()) continue;
    if (!found) {
      found = {
        choices: game.choices(weights),
        values: Float64Array.from(game.values),
        several: false,
      };
      continue;
    }
    const differs = game.values.some((v, i) => Math.abs(v - found!.values[i]!) > SAME_SOLUTION);
    if (differs) {
      found.several = true;
      break;
    }
  }
  return found;
}
