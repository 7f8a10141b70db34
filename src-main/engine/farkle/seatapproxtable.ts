import type { FarkleState, Rules } from '../../../src-shared/farkle';
import { SeatApproxSolver, type SeatPosition, type SolvedSeatTurn } from './seatapproxsolve';
import { SeatLayout, seatRulesProblem } from './seatlayout';
import { SeatRace, seatRaceProblem } from './seatrace';
import { HandedFinalTurns } from './seatfinalturn';
import type { SeatTable } from './seatsolver';
import type { SeatTurn } from './seatturn';
import { loadCells, type SeatTurnCells } from './seatturncells';
import { gameTurnValues, moverPosition, type SeatTurnValues } from './seatturnvalues';

/** Why these rules have no approximate odds at this many seats, or null. */
export function seatApproxProblem(rules: Rules, seats: number): string | null {
  return seatRulesProblem(rules, seats) ?? seatRaceProblem(rules);
}

/** An n-seat table's odds: solved exactly, or approximated where the exact table is too large. */
export type SeatOddsTable = SeatTable | SeatApprox;

/** Turns solved elsewhere kept per table: a game needs its current one, a review its game's. */
const PREPARED_KEPT = 256;

const positionKey = ({ totals, flags }: SeatPosition): string => `${totals.join()};${flags.join()}`;

/**
 * Approximate odds for an n-seat table too large to solve exactly (four seats past about 3,700
 * points, three seats with a three-farkle penalty): each position's turn solved by
 * SeatApproxSolver, here (`solver`), or on a worker thread and handed over (`accept`). "About" on
 * screen; its error against exact solves is measured in `npm run bench` (docs/odds.md).
 */
export class SeatApprox {
  readonly layout: SeatLayout;
  private readonly solver: SeatApproxSolver | null;
  private readonly prepared = new Map<string, SeatTurnCells>();
  /** Final-round turns handed over, when this table's turns are solved on another thread. */
  readonly finalTurns: HandedFinalTurns | undefined;
  /** Where handed-over cells are read (made on the first). */
  private loaded: SeatTurn | null = null;
  /** The position whose turn was read last: a turn's decisions all ask about the same one. */
  private solvedFor = '';
  private solved: SolvedSeatTurn | null = null;

  /** `solver`: turns solved on this thread; without one, only the turns handed over are known. */
  constructor(rules: Rules, seats: number, solver: SeatApproxSolver | null) {
    this.layout = new SeatLayout(rules, seats, false);
    this.solver = solver;
    this.finalTurns = solver ? undefined : new HandedFinalTurns();
  }

  /** Approximate odds solved on this thread from a built race. */
  static solving(race: SeatRace, seats: number): SeatApprox {
    return new SeatApprox(race.grid.rules, seats, new SeatApproxSolver(race, seats));
  }

  /**
   * The position whose turn a table in this state needs and does not have, or null (none at the
   * end; a final round's turns are `finalTurns`, seatplay's `seatTurnNeeded` asks for both).
   */
  missing(state: FarkleState): SeatPosition | null {
    if (this.solver || state.over || state.finalRound) return null;
    const { totals, flags } = moverPosition(this.layout, state);
    return this.prepared.has(positionKey({ totals, flags })) ? null : { totals, flags };
  }

  /** A turn solved on another thread for this position. */
  accept(position: SeatPosition, cells: SeatTurnCells): void {
    const key = positionKey(position);
    this.prepared.delete(key);
    this.prepared.set(key, cells);
    if (this.prepared.size > PREPARED_KEPT)
      this.prepared.delete(this.prepared.keys().next().value!);
  }

  /** The mover's turn at this position (grid units, mover first). */
  turnAt(totals: Int32Array, flags: Int32Array): SolvedSeatTurn {
    const position = { totals, flags };
    const key = positionKey(position);
    if (key === this.solvedFor && this.solved) return this.solved;
    const cells = this.prepared.get(key);
    let solved: SolvedSeatTurn;
    if (cells) {
      solved = loadCells(this.layout.turn, this.layout.seats, cells, this.loaded);
      this.loaded = solved.turn;
    } else if (this.solver) solved = this.solver.turnAt(position);
    else throw new RangeError('the odds at this position are not worked out yet');
    this.solved = solved;
    this.solvedFor = key;
    return solved;
  }

  /** Every seat's chance at a turn's start (mover first): the turn's C + q·f. */
  chancesAt(totals: Int32Array, flags: Int32Array): number[] {
    const { turn, farkle } = this.turnAt(totals, flags);
    return Array.from(turn.value, (c, k) => c + turn.q * farkle[k]!);
  }

  /** Outside a final round: the mover's turn as seatplay reads a decision's options. */
  gameTurn(state: FarkleState): SeatTurnValues {
    const { seatOf, totals, flags } = moverPosition(this.layout, state);
    const { turn, top, farkle } = this.turnAt(totals, flags);
    return gameTurnValues(turn, top, farkle, seatOf);
  }
}
