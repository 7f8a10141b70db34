import type { CycleSolution } from './seatmix';
import {
  cycleValues,
  farkleValue,
  policyHolds,
  samePolicy,
  type CycleChoice,
  type TurnPolicy,
} from './seatcycle';

/** Best-reply rounds a cycle may take before its policies count as not settling. */
const MAX_ROUNDS = 40;

/** Where a cycle's best replies ended. */
export interface RepliesEnd {
  /** Whether no mover's policy changed: the values are then exact. */
  settled: boolean;
  /** The last round's policies (when settled, the equilibrium's). */
  replies: TurnPolicy[];
  /** Every policy each mover's replies went through: a mixed solution's candidates. */
  seen: TurnPolicy[][];
  /** When settled: the movers' largest gain by their best reply (the Bellman residual). */
  residual: number;
}

/**
 * Best replies in a farkle cycle of `length` positions from the values in v (length · n, left
 * there): each mover's turn solved against the current values (`policyAt`), then the cycle's
 * linear equations for those policies, until no mover's policy changes or a profile of policies
 * comes back (they go round for ever). With `known`, an equilibrium's policies, replies that
 * reach them stop there, v left as it was.
 */
export function bestReplies(
  length: number,
  n: number,
  v: Float64Array,
  policyAt: (j: number, x: number) => TurnPolicy,
  known?: TurnPolicy[],
): RepliesEnd {
  const seen: TurnPolicy[][] = Array.from({ length }, () => []);
  const profiles = new Set<string>();
  let choices: CycleChoice[] = [];
  let replies: TurnPolicy[] = [];
  const solvedAt: number[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    replies = Array.from({ length }, (_, j) => {
      const x = farkleValue(v, j, length, n);
      // A reply whose decisions all hold at the new values is the best one there still.
      if (round > 0 && policyHolds(replies[j]!, x - solvedAt[j]!)) return replies[j]!;
      solvedAt[j] = x;
      return policyAt(j, x);
    });
    // The replies of a known equilibrium: they settle there (the caller has its values).
    if (known && replies.every((p, j) => samePolicy(p, known[j]!))) {
      return { settled: true, replies, seen, residual: 0 };
    }
    if (round > 0 && replies.every((p, j) => samePolicy(p, choices[j]!.first))) {
      // The replies were solved against these values: their gap is the Bellman residual.
      const residual = Math.max(
        ...replies.map((p, j) =>
          Math.abs(p.c[0]! + p.q * farkleValue(v, j, length, n) - v[j * n]!),
        ),
      );
      return { settled: true, replies, seen, residual };
    }
    const profile = replies
      .map((p, j) => {
        let at = seen[j]!.findIndex((s) => samePolicy(s, p));
        if (at < 0) at = seen[j]!.push(p) - 1;
        return at;
      })
      .join();
    if (profiles.has(profile)) break;
    profiles.add(profile);
    choices = replies.map((first) => ({ first, second: null, weight: 1 }));
    cycleValues(choices, n, v);
    // Every decision holds at the new farkle values: the replies are best there too, exactly.
    if (replies.every((p, j) => policyHolds(p, farkleValue(v, j, length, n) - solvedAt[j]!))) {
      return { settled: true, replies, seen, residual: 0 };
    }
  }
  return { settled: false, replies, seen, residual: 0 };
}

/** Chances of two solutions of a cycle closer than this are the same solution's (rounding). */
const SAME_SOLUTION = 1e-12;

/** Rounds of value iteration from below before a cycle counts as not settling (the plain one's). */
const BELOW_ROUNDS = 100;
/** Rounds at the end whose policies are a mixed solution's candidates (the plain one's). */
const BELOW_SEEN_ROUNDS = 40;

/** Where value iteration from below ended. */
export interface BelowEnd {
  /** Whether no reply changes any more: the values are then an equilibrium's, exactly. */
  settled: boolean;
  replies: TurnPolicy[];
  values: Float64Array;
  /** Every policy each mover went through in the last rounds: a mixed solution's candidates. */
  seen: TurnPolicy[][];
}

/**
 * Value iteration on a cycle alone, its positions above solved, from below (every value of the
 * cycle 0), the way plain value iteration reaches it: each round updates the positions against
 * the farkle's direction, each against the fresh value of the one a farkle hands on to. When a
 * round's policies are the round before's, the values jump to what holding them converges to
 * (the cycle's linear equations: modified policy iteration). It ends where no reply changes any
 * more, or after BELOW_ROUNDS rounds.
 */
export function valueIterationFromBelow(
  length: number,
  n: number,
  policyAt: (j: number, x: number) => TurnPolicy,
): BelowEnd {
  const values = new Float64Array(length * n);
  const replies: TurnPolicy[] = [];
  const seen: TurnPolicy[][] = Array.from({ length }, () => []);
  const solvedAt: number[] = [];
  let last: TurnPolicy[] = [];
  for (let round = 0; round < BELOW_ROUNDS; round++) {
    for (let j = length - 1; j >= 0; j--) {
      const x = farkleValue(values, j, length, n);
      const held = replies[j];
      // A reply whose decisions all hold at the new value is the best one there still.
      if (!held || !policyHolds(held, x - solvedAt[j]!)) {
        solvedAt[j] = x;
        replies[j] = policyAt(j, x);
      }
      const p = replies[j]!;
      if (round >= BELOW_ROUNDS - BELOW_SEEN_ROUNDS && !seen[j]!.some((s) => samePolicy(s, p))) {
        seen[j]!.push(p);
      }
      const next = ((j + 1) % length) * n;
      for (let k = 0; k < n; k++) {
        values[j * n + k] = p.c[k]! + p.q * values[next + ((k + n - 1) % n)]!;
      }
    }
    if (round > 0 && replies.every((p, j) => samePolicy(p, last[j]!))) {
      cycleValues(
        replies.map((first) => ({ first, second: null, weight: 1 })),
        n,
        values,
      );
      const settled = replies.every((p, j) =>
        policyHolds(p, farkleValue(values, j, length, n) - solvedAt[j]!),
      );
      if (settled) return { settled, replies, values, seen };
    }
    last = [...replies];
  }
  return { settled: false, replies, values, seen };
}

/**
 * The check of a solved cycle for another equilibrium, from below (its values in `values`, the
 * best replies' end in `found`). Where some mover's policy changed on the way (the starting
 * guess was not already in every mover's window), the replies never settled (a mixed
 * solution), or on every cycle with `everyCycle` (a final round: there a cycle whose policies
 * never moved can still have another equilibrium value iteration reaches), value iteration runs on the cycle from below, where plain value iteration starts
 * (valueIterationFromBelow). If it settles on an equilibrium with other chances, that one is
 * taken (into `values`) and the cycle has a choice. If it never settles where the best replies
 * did, the cycle keeps theirs and has a choice too; where neither settles, the mixed solution
 * among the policies of value iteration's last rounds (`mixedAmong`) is the one taken, and if it
 * is not the best replies' (or is not found), the cycle has a choice. Returns whether it has one.
 */
export function checkFromBelow(
  found: RepliesEnd,
  values: Float64Array,
  n: number,
  policyAt: (j: number, x: number) => TurnPolicy,
  mixedAmong: (candidates: TurnPolicy[][]) => CycleSolution | null,
  everyCycle: boolean,
): boolean {
  const moved = !found.settled || found.seen.some((list) => list.length > 1);
  if (!moved && !everyCycle) return false;
  const below = valueIterationFromBelow(values.length / n, n, policyAt);
  if (!below.settled && found.settled) return true;
  const solution = below.settled ? below : mixedAmong(below.seen);
  if (!solution) return true;
  const several = 'several' in solution && solution.several;
  if (solution.values.every((x, i) => Math.abs(x - values[i]!) <= SAME_SOLUTION)) return several;
  values.set(solution.values);
  return true;
}
