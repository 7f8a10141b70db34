import type { FarkleState, Rules } from '../../../src-shared/farkle';
import { SeatFinal } from './seatfinal';
import { SeatLayout, seatRulesProblem } from './seatlayout';
import { SeatRace, seatRaceProblem } from './seatrace';
import type { SeatTable } from './seatsolver';
import { SeatTurn } from './seatturn';
import { moverPosition, sureWin, type SeatTurnValues } from './seatturnvalues';

/** Why these rules have no approximate odds at this many seats, or null. */
export function seatApproxProblem(rules: Rules, seats: number): string | null {
  return seatRulesProblem(rules, seats) ?? seatRaceProblem(rules);
}

/** An n-seat table's odds: solved exactly, or approximated where the exact table is too large. */
export type SeatOddsTable = SeatTable | SeatApprox;

/**
 * Approximate odds for an n-seat table too large to solve exactly (four seats past about 3,700
 * points): the mover's turn is solved exactly (a SeatTurn, every keep and bank weighed for the
 * mover's own chance), its end values are the race's chances at the positions it hands on
 * (SeatRace: the later turns of every seat played blind to the others). With a final round, the
 * mover's banks at the target are valued by the exact final round. "About" on screen; its error
 * against exact solves is measured in `npm run bench` (docs/odds.md).
 */
export class SeatApprox {
  readonly layout: SeatLayout;
  readonly race: SeatRace;
  private readonly final: SeatFinal | null;
  private readonly turn: SeatTurn;
  private readonly rest: Int32Array;
  private readonly raced: Float64Array;
  /** The position whose turn `turn` holds: a turn's decisions all ask about the same one. */
  private solvedFor = '';
  private solved = { top: 0, farkle: new Float64Array(0) };

  /** `race` built (SeatRace.buildSome until it says so) for the same rules. */
  constructor(race: SeatRace, seats: number) {
    if (!race.built) throw new RangeError('the race is not built yet');
    const { rules } = race.grid;
    this.layout = new SeatLayout(rules, seats, false);
    this.race = race;
    this.final = rules.finalRound ? new SeatFinal(this.layout) : null;
    const reach = this.final ? this.final.reach : 0;
    const maxTop = Math.max(this.layout.size + reach, this.layout.bankFrom(0, 0)) + 1;
    this.turn = new SeatTurn(this.layout.turn, seats, maxTop);
    this.rest = new Int32Array(seats);
    this.raced = new Float64Array(seats);
  }

  /** The race's chances once the mover's turn ends at `total` (mover first, as `out`'s order). */
  private handedOn(totals: Int32Array, total: number, out: Float64Array, at: number): void {
    const n = this.layout.seats;
    const { rest, raced } = this;
    for (let k = 1; k < n; k++) rest[k - 1] = totals[k]!;
    rest[n - 1] = total;
    this.race.chances(rest, raced);
    // The mover is the next position's last seat.
    for (let k = 0; k < n; k++) out[at + k] = raced[(k + n - 1) % n]!;
  }

  /**
   * The mover's turn at this position (totals and flags in grid units, mover first): the turn
   * solved, the total from which banking surely wins, and the chances after a farkle.
   */
  turnAt(
    totals: Int32Array,
    flags: Int32Array,
  ): { turn: SeatTurn; top: number; farkle: Float64Array } {
    const { layout, turn, final } = this;
    const key = `${totals.join()};${flags.join()}`;
    if (key === this.solvedFor) return { turn, ...this.solved };
    const n = layout.seats;
    const a = totals[0]!;
    const from = layout.bankFrom(a, flags[0]!);
    let top = Math.max(from, layout.size - a, 1);
    if (final) top = Math.max(top, final.sureFrom(totals) - a);
    for (let t = 0; t < top; t++) {
      turn.bankable[t] = t >= from ? 1 : 0;
      if (t < from) continue;
      if (a + t < layout.size) this.handedOn(totals, a + t, turn.bank, t * n);
      else if (final) final.fill(a + t, totals, flags, turn.bank, t * n);
      else turn.bank.set(sureWin(n), t * n);
    }
    const farkle = new Float64Array(n);
    this.handedOn(totals, a, farkle, 0);
    turn.solve(top, farkle[0]!);
    this.solvedFor = key;
    this.solved = { top, farkle };
    return { turn, top, farkle };
  }

  /** Every seat's chance at a turn's start (mover first): the turn's C + q·f. */
  chancesAt(totals: Int32Array, flags: Int32Array): number[] {
    const { turn, farkle } = this.turnAt(totals, flags);
    return Array.from(turn.value, (c, k) => c + turn.q * farkle[k]!);
  }

  /** Outside a final round: the mover's turn as seatplay reads a decision's options. */
  gameTurn(state: FarkleState): SeatTurnValues {
    const n = this.layout.seats;
    const { seatOf, totals, flags } = moverPosition(this.layout, state);
    const { turn, top, farkle } = this.turnAt(totals, flags);
    return {
      turn,
      top,
      farkle,
      seatOf,
      rest: new Map(),
      bank: (t) =>
        t >= top ? sureWin(n) : turn.bankable[t] === 1 ? turn.bank.slice(t * n, t * n + n) : null,
    };
  }
}
