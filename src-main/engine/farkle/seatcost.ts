import type { Rules } from '../../../src-shared/farkle';
import { SeatGrid } from './seatgrid';
import { checksEveryCycle } from './seatreplies';
import { LastTurn } from './winturn';

/**
 * CPU seconds per turn layer (a turn total's six cells) of the full n-seat solve on the
 * development machine for `minimal`, three seats. Solving every layer took 1.2 µs at 10,000
 * (falling as turns lengthen; about 1.03 turns are solved per position); the chain cache leaves
 * about half of the layers to solve: 0.6 to 0.7 µs at 10,000 on two threads (488 to 561 CPU s for
 * 8.0e8 layers), about 0.9 µs at 4,000 (see docs/odds.md). Set for the long solves the setup
 * warns of.
 */
export const SECONDS_PER_LAYER = 0.7e-6;
/**
 * Farkle cycles solved again by value iteration from 0 (the check from below, `needsCheck`): with
 * a final round or at four seats, every cycle whose windows miss 0. Measured 1.06 to 1.42 times
 * the turns at four seats to 1,000 to 2,000 (rising with the target); with a final round up to
 * 2.2 with every cycle checked, 25 to 28% less by windows. The estimate takes the most, so the
 * setup does not promise too little.
 */
const CHECK_FACTOR = 2.2;
/**
 * CPU seconds per turn layer as counted with a final round, turns reused along chains: a turn
 * runs on to the others' highest total plus the last turn's reach, and the chains share most of
 * those layers. Measured (`csc276`, the final round's banks shared by column): three seats 0.20
 * µs at 3,000 and 0.33 µs at 10,000 (2,196 CPU s); four seats 0.32 to 0.34 µs at 1,000 to 2,000
 * (626 CPU s at 2,000), 0.70 µs at 700, where the round's own turns weigh more.
 */
const FINAL_ROUND_SECONDS_PER_LAYER = 0.35e-6;
/** What an exact n-seat solve of these rules takes, on paper. */
export interface SeatSolveCost {
  positions: number;
  /** Bytes of the table of chances (8 per seat per position). */
  tableBytes: number;
  /** Turn layers solved: every position's turn, from its mover's total to where banking wins. */
  turnLayers: number;
  /** CPU seconds on one thread. */
  cpuSeconds: number;
}

/** Longest last turn of a final round the estimate looks at, in grid units. */
const MAX_REACH = 20_000;

/**
 * The cost of the exact solve: positions = (span·flags)^n, a turn per position as long as its
 * mover is from the target (or, with a final round, from the highest other total plus the last
 * turn's reach), at SECONDS_PER_LAYER each (less with a final round), times the check from below
 * where it runs on most cycles. Without a penalty or final round that is about n·(T/u)^n·8 bytes
 * and 0.7 µs·(T/u)^(n+1)/2 seconds for target T and point unit u.
 */
export function seatSolveCost(rules: Rules, seats: number): SeatSolveCost {
  const grid = new SeatGrid(rules);
  const { span, size, floor, flags } = grid;
  const reach = rules.finalRound ? new LastTurn(grid.turn, MAX_REACH).reach : 0;
  const others = seats - 1;
  let layers = 0;
  for (let m = 0; m < span; m++) {
    // How many ways the other seats' highest total is floor + m.
    const ways = (m + 1) ** others - m ** others;
    for (let a = floor; a < size; a++) {
      layers += ways * Math.max(size - a, floor + m + reach - a, 1);
    }
  }
  const perFlags = flags ** seats;
  const positions = span ** seats * perFlags;
  const checked = checksEveryCycle(rules.finalRound, seats);
  const turnLayers = layers * perFlags * (checked ? CHECK_FACTOR : 1);
  // Where hot dice must be rolled no turn is reused along chains (seatChainMemory).
  const chained = !grid.turn.mustRollHot;
  const perLayer = rules.finalRound && chained ? FINAL_ROUND_SECONDS_PER_LAYER : SECONDS_PER_LAYER;
  return {
    positions,
    tableBytes: positions * seats * 8,
    turnLayers,
    cpuSeconds: turnLayers * perLayer,
  };
}

/** Seconds the first solve of these rules at this many seats takes on `threads` threads. */
export function seatSolveSeconds(rules: Rules, seats: number, threads: number): number {
  return seatSolveCost(rules, seats).cpuSeconds / Math.max(1, threads);
}
