import { performance } from 'node:perf_hooks';
import { SeatApprox } from '../engine/farkle/seatapproxtable';
import { SeatRace } from '../engine/farkle/seatrace';
import { startChances, type SeatTable } from '../engine/farkle/seatsolver';

/** In-play positions each exact table is sampled at (evenly spaced through its index). */
const SAMPLED = 500;

export interface ApproxErrors {
  /** Every seat's start chance: worst and mean error, percentage points. */
  startWorst: number;
  startMean: number;
  /** Every seat's chance at the sampled positions, the approximation's and the bare race's. */
  worst: number;
  mean: number;
  raceMean: number;
  raceWorst: number;
  /** Building the race, and the approximation's time per position, in milliseconds. */
  buildMs: number;
  positionMs: number;
}

const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The approximation (SeatApprox) against an exact table of the same rules and seats. */
export function approxErrors(table: SeatTable): ApproxErrors {
  const { layout, values } = table;
  const n = layout.seats;
  const built = performance.now();
  const race = new SeatRace(layout.rules, n);
  while (!race.buildSome(race.grid.span));
  const approx = SeatApprox.solving(race, n);
  const buildMs = performance.now() - built;
  const totals = new Int32Array(n);
  const flags = new Int32Array(n);
  const raced = new Float64Array(n);
  const errors: number[] = [];
  const raceErrors: number[] = [];
  let spent = 0;
  for (let s = 0; s < SAMPLED; s++) {
    const index = Math.floor(((s + 0.5) * layout.positions) / SAMPLED);
    layout.decode(index, totals, flags);
    const exact = values.subarray(index * n, index * n + n);
    const started = performance.now();
    const chances = approx.chancesAt(totals, flags);
    spent += performance.now() - started;
    race.chances(totals, flags, raced);
    for (let k = 0; k < n; k++) {
      errors.push(100 * Math.abs(chances[k]! - exact[k]!));
      raceErrors.push(100 * Math.abs(raced[k]! - exact[k]!));
    }
  }
  totals.fill(0);
  flags.fill(layout.flagsOf(0, false));
  const exactStart = startChances(table);
  const startErrors = approx
    .chancesAt(totals, flags)
    .map((c, k) => 100 * Math.abs(c - exactStart[k]!));
  return {
    startWorst: Math.max(...startErrors),
    startMean: mean(startErrors),
    worst: Math.max(...errors),
    mean: mean(errors),
    raceWorst: Math.max(...raceErrors),
    raceMean: mean(raceErrors),
    buildMs,
    positionMs: spent / SAMPLED,
  };
}

/** A line of `npm run bench`: the approximation's errors at this many seats and target. */
export function approxErrorLine(seats: number, target: number, e: ApproxErrors): string {
  return (
    `  ${seats} seats to ${target.toLocaleString('en-US').padStart(5)}: start worst ` +
    `${e.startWorst.toFixed(2)}, mean ${e.startMean.toFixed(2)}; ${SAMPLED} positions worst ` +
    `${e.worst.toFixed(2)}, mean ${e.mean.toFixed(2)} (the race alone: worst ` +
    `${e.raceWorst.toFixed(2)}, mean ${e.raceMean.toFixed(2)}); built in ` +
    `${e.buildMs.toFixed(0)} ms, ${e.positionMs.toFixed(1)} ms a position`
  );
}
