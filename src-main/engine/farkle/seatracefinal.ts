import { finalLastTurn } from './seatfinal';
import type { SeatGrid } from './seatgrid';
import type { LastTurn } from './winturn';

/**
 * A chaser who passes builds a lead of its own, which the exact round weighs: the later chasers
 * are taken to face it at the first one's total (the last to pass wins) or not at all (the first
 * wins), weighed 1 : 2 (docs/odds.md: nearest the exact odds of 0, 1/3, 1/2, 2/3 and 1).
 */
const FIRST_PASSER_WINS = 2 / 3;

/** The chance that no seat has reached the target below which the later turns are left out. */
const LEFT_OVER = 1e-13;

/** Each overshoot point past the first few is this much further than the one before. */
const POINT_SPREAD = 1.3;

/**
 * The overshoots (grid units past the target) the tables are kept at, up to `longest` − 1: the
 * chance of passing changes slowly far past the target, so a turn reaching the target between
 * two points is split between them, weighed linearly (as if passing it were linear between).
 */
function overshootPoints(longest: number): Int32Array {
  const points: number[] = [];
  for (let o = 0; o < longest; o = Math.max(o + 1, Math.round(o * POINT_SPREAD))) points.push(o);
  if (points[points.length - 1] !== longest - 1) points.push(longest - 1);
  return Int32Array.from(points);
}

/** A turn's chances of reaching the target o past it, split onto the points, into out from at. */
function onPoints(past: Float64Array, points: Int32Array, out: Float64Array, at: number): void {
  let i = 0;
  past.forEach((p, o) => {
    if (p === 0) return;
    while (i + 1 < points.length && points[i + 1]! <= o) i++;
    const j = Math.min(i + 1, points.length - 1);
    const w = j === i ? 0 : (o - points[i]!) / (points[j]! - points[i]!);
    out[at + i]! += (1 - w) * p;
    out[at + j]! += w * p;
  });
}

/** What the final round needs of a built race (SeatRace): its seats' turns, one at a time. */
export interface RaceTurns {
  readonly grid: SeatGrid;
  /** Seat states: totals from the floor up, each with every flag. */
  readonly states: number;
  readonly turns: number;
  /** The chance of being at the target within m turns from this state. */
  finishedBy(state: number, m: number): number;
  /** How far past the target (grid units) the turn from this state ends when it gets there. */
  overshoot(state: number): Float64Array;
  /** Adds what a turn from state s leaves below the target: `last`'s rows (width each), weighed. */
  spread(last: Float64Array, width: number, s: number, out: Float64Array, at: number): void;
}

/**
 * The race's final round: a seat that reaches the target first, o units past it, wins only if
 * none of the others passes it in the one last turn each then gets (in turn order after it); of
 * those who pass it, the first or the last wins (FIRST_PASSER_WINS). Each last turn is played to
 * pass the one who reached the target with the best chance of doing so from the seat's total at
 * that moment (LastTurn). The seats' totals follow each seat's race policy (SeatRace), so the
 * chances come from per-seat tables over the turns m and the overshoot o: reaching the target on
 * the m-th turn o past it, and not within m turns and then failing to pass a seat o past it.
 */
export class RaceFinalRound {
  private readonly race: RaceTurns;
  private readonly last: LastTurn;
  /** Overshoots held (overshootPoints). */
  readonly overshoots: number;
  /** reached[(m * states + s) * overshoots + i]: the m-th turn reaches the target, point i past. */
  private readonly reached: Float64Array;
  /** held[(m * states + s) * overshoots + i]: not there within m turns, then fails to pass i. */
  private readonly held: Float64Array;
  private readonly rows = new Int32Array(4);
  private readonly left = new Float64Array(4);
  private readonly after = new Float64Array(5);
  private readonly later = new Float64Array(5);
  private readonly stays = new Float64Array(4);
  private readonly scratch = new Float64Array(4);

  constructor(race: RaceTurns) {
    this.race = race;
    const { grid, states, turns } = race;
    let longest = 1;
    for (let s = 0; s < states; s++) longest = Math.max(longest, race.overshoot(s).length);
    const points = overshootPoints(longest);
    const width = (this.overshoots = points.length);
    const row = states * width;
    this.reached = new Float64Array((turns + 1) * row);
    this.held = new Float64Array((turns + 1) * row);
    const last = (this.last = finalLastTurn(grid.turn));
    for (let s = 0; s < states; s++) {
      const total = grid.floor + Math.floor(s / grid.flags);
      const from = grid.bankFrom(total, s % grid.flags);
      // Passing a leader at size + o means scoring more than the difference in the last turn.
      points.forEach((o, i) => {
        const pass = last.chance(Math.max(grid.size + o - total + 1, from));
        this.held[s * width + i] = 1 - pass;
      });
      onPoints(race.overshoot(s), points, this.reached, row + s * width);
    }
    for (let m = 1; m <= turns; m++) {
      const before = this.held.subarray((m - 1) * row, m * row);
      const reachedBefore = this.reached.subarray((m - 1) * row, m * row);
      for (let s = 0; s < states; s++) {
        race.spread(before, width, s, this.held, m * row + s * width);
        if (m > 1) race.spread(reachedBefore, width, s, this.reached, m * row + s * width);
      }
    }
  }

  /**
   * Every seat's chance (the mover first, then in turn order), from their race states, into out:
   * seat k reaches the target first on its m-th turn (the seats before it not within m turns,
   * those after it not within m − 1), and the others' last turns follow.
   */
  chances(states: ArrayLike<number>, out: Float64Array): void {
    const { race, overshoots: width, reached, rows, left } = this;
    const n = out.length;
    const row = race.states * width;
    out.fill(0);
    let sum = 0;
    for (let m = 1; m <= race.turns; m++) {
      let none = 1;
      for (let j = 0; j < n; j++) none *= 1 - race.finishedBy(states[j]!, m - 1);
      // Someone surely got there before this round of turns: the rest adds nothing.
      if (none < LEFT_OVER) break;
      for (let k = 0; k < n; k++) {
        const first = (m * race.states + states[k]!) * width;
        for (let j = 0; j < n; j++) {
          const turns = j < k ? m : m - 1;
          rows[j] = turns * row + states[j]! * width;
          left[j] = 1 - race.finishedBy(states[j]!, turns);
        }
        this.ready(k, n);
        for (let o = 0; o < width; o++) {
          const p = reached[first + o]!;
          if (p === 0) continue;
          for (let j = 0; j < n; j++) this.stays[j] = this.held[rows[j]! + o]!;
          sum += this.round(p, k, n, out);
        }
      }
    }
    if (sum > 0) for (let k = 0; k < n; k++) out[k]! /= sum;
  }

  /** later[r]: the chasers after the r-th (in the round's order) have not reached the target. */
  private ready(k: number, n: number): void {
    let rest = 1;
    for (let r = n - 2; r >= 0; r--) {
      this.later[r] = rest;
      rest *= this.left[(k + 1 + r) % n]!;
    }
  }

  /**
   * Every seat's chance (the mover first) once the mover reaches the target at `total`, the
   * others chasing now from their totals and flags, into out from `at`.
   */
  reachedNow(
    total: number,
    totals: ArrayLike<number>,
    flags: ArrayLike<number>,
    out: Float64Array,
    at: number,
  ): void {
    const { grid } = this.race;
    const n = totals.length;
    for (let j = 1; j < n; j++) {
      const from = grid.bankFrom(totals[j]!, flags[j]!);
      this.stays[j] = 1 - this.last.chance(Math.max(total - totals[j]! + 1, from));
      this.left[j] = 1;
    }
    this.ready(0, n);
    this.scratch.fill(0);
    this.round(1, 0, n, this.scratch);
    for (let k = 0; k < n; k++) out[at + k] = this.scratch[k]!;
  }

  /**
   * Adds to out the round after seat k reaches the target (chance p), the others failing to
   * pass it with chances `stays` and not there before with `left`; gives the chance added (p
   * times every other seat not yet there).
   */
  private round(p: number, k: number, n: number, out: Float64Array): number {
    const { stays: held, left, after, later } = this;
    // after[r]: none of the chasers r-th and later (in the round's order) passes.
    after[n - 1] = 1;
    for (let r = n - 2; r >= 0; r--) {
      const j = (k + 1 + r) % n;
      after[r] = after[r + 1]! * held[j]!;
    }
    out[k]! += p * after[0]!;
    let ahead = p;
    let firstAhead = p;
    for (let r = 0; r < n - 1; r++) {
      const j = (k + 1 + r) % n;
      const stays = held[j]!;
      const lastWins = ahead * (left[j]! - stays) * after[r + 1]!;
      const firstWins = firstAhead * (left[j]! - stays) * later[r]!;
      out[j]! += FIRST_PASSER_WINS * firstWins + (1 - FIRST_PASSER_WINS) * lastWins;
      ahead *= left[j]!;
      firstAhead *= stays;
    }
    return ahead;
  }
}
