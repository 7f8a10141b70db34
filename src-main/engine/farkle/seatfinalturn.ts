import type { FarkleState } from '../../../src-shared/farkle';
import { BoundedCache } from '../bounded-cache';
import type { SolvedSeatTurn } from './seatapproxsolve';
import { SeatFinal } from './seatfinal';
import { SeatLayout } from './seatlayout';
import { SeatTurn } from './seatturn';
import { loadCells, turnCells, type SeatTurnCells } from './seatturncells';
import { winRulesKey } from './wincache';

/**
 * The mover's turn in a final round, all it depends on: the players still to play (mover first)
 * with their totals (grid units) and flags, and the leader's total.
 */
export interface FinalPosition {
  totals: Int32Array;
  flags: Int32Array;
  leader: number;
}

/** A final-round turn solved: the turn's cells, and the leader's chance if the mover farkles. */
export interface FinalTurnCells extends SeatTurnCells {
  leaderOnFarkle: number;
}

/** A final-round turn as seatplay reads it. */
export interface SolvedFinalTurn extends SolvedSeatTurn {
  leaderOnFarkle: number;
}

/** Final rounds by rules and players still to play (each keeps the chases it solved). */
const finals = new BoundedCache<string, SeatFinal>(8);

/** The final round's solver for `places` players still to play (the mover and those after). */
function finalFor(layout: SeatLayout, places: number): SeatFinal | null {
  if (places < 2) return null;
  return finals.getOrSet(
    `${winRulesKey(layout.rules)}#${places}`,
    () => new SeatFinal(new SeatLayout({ ...layout.rules, minSeats: 2 }, places)),
  );
}

/** The table seat of the leader: the highest total, ties to the one who started the round. */
export function leaderSeat(state: FarkleState): number {
  return state.seats.reduce(
    (best, seat, i) => (seat.total > state.seats[best]!.total ? i : best),
    state.finalRound!.trigger,
  );
}

/** The final-round position of the player to move (the state is in a final round). */
export function finalPosition(layout: SeatLayout, state: FarkleState): FinalPosition {
  const { remaining } = state.finalRound!;
  const grid = (seat: number): number => Math.round(state.seats[seat]!.total / layout.unit);
  return {
    totals: Int32Array.from(remaining, grid),
    flags: Int32Array.from(remaining, (s) => layout.flagsOf(0, state.seats[s]!.onBoard)),
    leader: grid(leaderSeat(state)),
  };
}

/**
 * The mover's last turn, to pass the leader and then stay ahead of the players still to come
 * (SeatFinal's round, entered at the mover's turn); `layout` is the table's. The first turn of a
 * round solves its chases (half a second at `csc276` to 10,000): the app asks a worker thread.
 */
export function solveFinalTurn(layout: SeatLayout, position: FinalPosition): SolvedFinalTurn {
  const { totals, flags, leader } = position;
  const places = totals.length;
  const final = finalFor(layout, places);
  const mine = totals[0]!;
  const from = layout.bankFrom(mine, flags[0]!);
  const reach = final ? final.reach : 0;
  let top = Math.max(leader + 1 - mine, from, 1);
  for (let k = 1; k < places; k++) top = Math.max(top, totals[k]! + reach - mine);
  const turn = new SeatTurn(layout.turn, places, top);
  const ahead = new Float64Array(places);
  const finalBanks = final?.banks(totals, flags);
  for (let t = 0; t < top; t++) {
    turn.bankable[t] = mine + t > leader && t >= from ? 1 : 0;
    if (turn.bankable[t] === 0) continue;
    if (finalBanks) finalBanks.fill(mine + t, ahead, 0);
    else ahead[0] = 1;
    turn.bank.set(ahead, t * places);
  }
  turn.solve(top, 0);
  // A failed chase leaves the leader for those still to come: their round with the leader first.
  const farkle = new Float64Array(places);
  let leaderOnFarkle = 1;
  if (finalBanks) {
    finalBanks.fill(leader, ahead, 0);
    leaderOnFarkle = ahead[0]!;
    farkle.set(ahead.subarray(1), 1);
  }
  return { turn, top, farkle, leaderOnFarkle };
}

/** A final-round turn solved, as cells to hand to another thread. */
export function finalTurnCells(layout: SeatLayout, position: FinalPosition): FinalTurnCells {
  const solved = solveFinalTurn(layout, position);
  return { ...turnCells(solved), leaderOnFarkle: solved.leaderOnFarkle };
}

/** Final-round turns handed over per table: a round has a turn per seat, a review a game's. */
const HANDED_KEPT = 64;

const finalKey = ({ totals, flags, leader }: FinalPosition): string =>
  `${totals.join()};${flags.join()};${leader}`;

/**
 * A table's final-round turns solved on another thread and handed over (`accept`): the app's main
 * process never solves one itself, as the first of a round can take half a second there.
 */
export class HandedFinalTurns {
  private readonly kept = new BoundedCache<string, FinalTurnCells>(HANDED_KEPT);
  /** The turn read last: a turn's decisions all ask about the same one. */
  private loaded: { key: string; solved: SolvedFinalTurn } | null = null;

  has(position: FinalPosition): boolean {
    return this.kept.has(finalKey(position));
  }

  accept(position: FinalPosition, cells: FinalTurnCells): void {
    this.kept.set(finalKey(position), cells);
  }

  /** The turn handed over for this position; throws if none was. */
  turnAt(layout: SeatLayout, position: FinalPosition): SolvedFinalTurn {
    const key = finalKey(position);
    if (this.loaded?.key === key) return this.loaded.solved;
    const cells = this.kept.get(key);
    if (!cells) throw new RangeError('the odds at this position are not worked out yet');
    const places = position.totals.length;
    const read = loadCells(layout.turn, places, cells, this.loaded?.solved.turn ?? null);
    const solved = { ...read, leaderOnFarkle: cells.leaderOnFarkle };
    this.loaded = { key, solved };
    return solved;
  }
}
