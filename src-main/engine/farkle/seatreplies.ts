import { SAME_SOLUTION, type CycleSolution } from './seatmix';
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
  /** The farkle value each last policy was solved at: its window (`up`, `down`) is around it. */
  solvedAt: number[];
  /**
   * Whether every mover's last policy also holds at farkle value 0: its window then covers every
   * farkle value from 0 to the one it settled at, all value iteration from 0 can meet.
   */
  holdsAtZero: boolean;
}

/**
 * Best replies in a farkle cycle of `length` positions from the values in v (length · n, left
 * there): each mover's turn solved against the current values (`policyAt`), then the cycle's
 * linear equations for those policies, until no mover's policy changes or a profile of policies
 * comes back (they go round for ever).
 */
export function bestReplies(
  length: number,
  n: number,
  v: Float64Array,
  policyAt: (j: number, x: number) => TurnPolicy,
): RepliesEnd {
  const seen: TurnPolicy[][] = Array.from({ length }, () => []);
  const profiles = new Set<string>();
  let choices: CycleChoice[] = [];
  let replies: TurnPolicy[] = [];
  const solvedAt: number[] = [];
  const end = (settled: boolean, residual: number): RepliesEnd => ({
    settled,
    replies,
    seen,
    residual,
    solvedAt,
    holdsAtZero: replies.every((p, j) => policyHolds(p, -solvedAt[j]!)),
  });
  for (let round = 0; round < MAX_ROUNDS; round++) {
    replies = Array.from({ length }, (_, j) => {
      const x = farkleValue(v, j, length, n);
      // A reply whose decisions all hold at the new values is the best one there still.
      if (round > 0 && policyHolds(replies[j]!, x - solvedAt[j]!)) return replies[j]!;
      solvedAt[j] = x;
      return policyAt(j, x);
    });
    if (round > 0 && replies.every((p, j) => samePolicy(p, choices[j]!.first))) {
      // The replies were solved against these values: their gap is the Bellman residual.
      const residual = Math.max(
        ...replies.map((p, j) =>
          Math.abs(p.c[0]! + p.q * farkleValue(v, j, length, n) - v[j * n]!),
        ),
      );
      return end(true, residual);
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
      return end(true, 0);
    }
  }
  return end(false, 0);
}

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
 * more, or after BELOW_ROUNDS rounds. A policy already met (the best replies' last ones in
 * `known`, or one solved on the way) whose window covers the farkle value is the best reply
 * there: it is taken without solving the turn again.
 */
export function valueIterationFromBelow(
  length: number,
  n: number,
  policyAt: (j: number, x: number) => TurnPolicy,
  known?: RepliesEnd,
): BelowEnd {
  const values = new Float64Array(length * n);
  const replies: TurnPolicy[] = [];
  const seen: TurnPolicy[][] = Array.from({ length }, () => []);
  const solvedAt: number[] = [];
  const met = Array.from({ length }, (_, j) =>
    known ? [{ p: known.replies[j]!, at: known.solvedAt[j]! }] : [],
  );
  let last: TurnPolicy[] = [];
  for (let round = 0; round < BELOW_ROUNDS; round++) {
    for (let j = length - 1; j >= 0; j--) {
      const x = farkleValue(values, j, length, n);
      const held = replies[j];
      // A reply whose decisions all hold at the new value is the best one there still.
      if (!held || !policyHolds(held, x - solvedAt[j]!)) {
        let reply = met[j]!.find(({ p, at }) => policyHolds(p, x - at));
        if (!reply) {
          reply = { p: policyAt(j, x), at: x };
          met[j]!.push(reply);
        }
        solvedAt[j] = reply.at;
        replies[j] = reply.p;
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
 * Whether every cycle whose windows miss 0 is checked (`needsCheck`'s `exhaustive`): with a final
 * round or at four seats; at three seats without one only moved cycles, a measured exception.
 */
export function checksEveryCycle(finalRound: boolean, seats: number): boolean {
  return finalRound || seats > 3;
}

/**
 * Whether a solved cycle needs the check from below. Where the best replies settled and every
 * last policy holds at farkle value 0, no: value iteration from 0 with those policies held only
 * rises (C ≥ 0, q ≥ 0) to their fixed point, so each mover's farkle value stays between 0 and
 * the settled one, inside its window, where that policy is the best reply; it keeps them and ends
 * on the same equilibrium. Otherwise it can end elsewhere, moved or not (`minimal` at four seats
 * to 1,450 has such cycles), and the check runs: on every such cycle with `exhaustive`, and
 * without it (three seats, no final round: a cost the 10,000 solve cannot bear) only where
 * the replies did not settle or a policy moved on the way.
 */
export function needsCheck(found: RepliesEnd, exhaustive: boolean): boolean {
  if (!found.settled) return true;
  if (found.holdsAtZero) return false;
  return exhaustive || found.seen.some((list) => list.length > 1);
}

/**
 * The check of a solved cycle for another equilibrium, from below (its values in `values`, the
 * best replies' end in `found`), where `needsCheck` says so: value iteration runs on the cycle
 * from below, where plain value iteration starts (valueIterationFromBelow). If it settles on an
 * equilibrium with other chances, that one is taken (into `values`) and the cycle has a choice.
 * If it never settles where the best replies did, the cycle keeps theirs and has a choice too;
 * where neither settles, the mixed solution among the policies of value iteration's last rounds
 * (`mixedAmong`) is the one taken, and if it is not the best replies' (or is not found), the
 * cycle has a choice. Returns whether it has one.
 */
export function checkFromBelow(
  found: RepliesEnd,
  values: Float64Array,
  n: number,
  policyAt: (j: number, x: number) => TurnPolicy,
  mixedAmong: (candidates: TurnPolicy[][]) => CycleSolution | null,
  exhaustive: boolean,
): boolean {
  if (!needsCheck(found, exhaustive)) return false;
  // A settled cycle's policies seed it (a mixed one's are not an equilibrium's: left out).
  const seed = found.settled ? found : undefined;
  const below = valueIterationFromBelow(values.length / n, n, policyAt, seed);
  if (!below.settled && found.settled) return true;
  const solution = below.settled ? below : mixedAmong(below.seen);
  if (!solution) return true;
  const several = 'several' in solution && solution.several;
  if (solution.values.every((x, i) => Math.abs(x - values[i]!) <= SAME_SOLUTION)) return several;
  values.set(solution.values);
  return true;
}
