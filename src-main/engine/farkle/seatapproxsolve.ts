import { SeatFinal } from './seatfinal';
import { SeatLayout } from './seatlayout';
import type { SeatRace } from './seatrace';
import { SeatTurn } from './seatturn';
import { sureWin } from './seatturnvalues';

/** A position: every seat's total (grid units) and flags, the mover first. */
export interface SeatPosition {
  totals: Int32Array;
  flags: Int32Array;
}

/** A solved turn: the total from which banking surely wins, and the chances after a farkle. */
export interface SolvedSeatTurn {
  turn: SeatTurn;
  top: number;
  farkle: Float64Array;
}

/** Where a turn's end leaves the mover: a total below the target and flags. */
type SeatEnd = [total: number, flags: number];
/** Every seat's chance (mover first) once the mover's turn ends there, into out from `at`. */
type Ends = (end: SeatEnd, out: Float64Array, at: number) => void;

/**
 * Banks at which the next mover's turn is solved (the rest read between them, linearly): at 1,000
 * to 3,000 points eight pieces gave the error of solving it at every bank (docs/odds.md).
 */
const LOOKAHEAD_PIECES = 8;

/**
 * Solves the mover's turn for approximate odds (SeatApprox). The turn is solved exactly (a
 * SeatTurn, every keep and bank weighed for the mover's own chance); its end values look one turn
 * further: the next mover's turn, solved the same way, against the race's chances after it
 * (SeatRace: the later turns of every seat played blind to the others). With a final round the
 * mover's banks at the target are valued by the exact final round, the next mover's by the race's
 * (RaceFinalRound.reachedNow: the exact round there would cost one per bank).
 */
export class SeatApproxSolver {
  readonly layout: SeatLayout;
  readonly race: SeatRace;
  private readonly final: SeatFinal | null;
  /** The mover's turn, and the next mover's (solved against the race). */
  private readonly turn: SeatTurn;
  private readonly ahead: SeatTurn;
  private readonly rest: SeatPosition;
  private readonly raced: Float64Array;
  private readonly next: SeatPosition;
  private readonly banked: number;

  /** `race` built (SeatRace.buildSome until it says so) for the same rules. */
  constructor(race: SeatRace, seats: number) {
    if (!race.built) throw new RangeError('the race is not built yet');
    if (race.seats !== seats) throw new RangeError(`the race is built for ${race.seats} seats`);
    const { rules } = race.grid;
    this.layout = new SeatLayout(rules, seats, false);
    this.race = race;
    this.final = rules.finalRound ? new SeatFinal(this.layout) : null;
    const reach = this.final ? this.final.reach : 0;
    const maxTop = Math.max(this.layout.size + reach, this.layout.bankFrom(0, 0)) + 1;
    this.turn = new SeatTurn(this.layout.turn, seats, maxTop);
    this.ahead = new SeatTurn(this.layout.turn, seats, maxTop);
    const position = (): SeatPosition => ({
      totals: new Int32Array(seats),
      flags: new Int32Array(seats),
    });
    this.rest = position();
    this.next = position();
    this.raced = new Float64Array(seats);
    this.banked = this.layout.flagsOf(0, true);
  }

  /** The position after the mover's turn ends at `end`: the next seat to move first, the mover last. */
  private handOn(position: SeatPosition, [total, flags]: SeatEnd, into: SeatPosition): void {
    const n = this.layout.seats;
    for (let k = 1; k < n; k++) {
      into.totals[k - 1] = position.totals[k]!;
      into.flags[k - 1] = position.flags[k]!;
    }
    into.totals[n - 1] = total;
    into.flags[n - 1] = flags;
  }

  /** The race's chances once the mover's turn ends at `end` (mover first, as `out`'s order). */
  private raceAfter(position: SeatPosition, end: SeatEnd, out: Float64Array, at: number): void {
    const n = this.layout.seats;
    const { rest, raced } = this;
    this.handOn(position, end, rest);
    this.race.chances(rest.totals, rest.flags, raced);
    // The mover is the next position's last seat.
    for (let k = 0; k < n; k++) out[at + k] = raced[(k + n - 1) % n]!;
  }

  /**
   * Solves `turn` at this position, its banks below the target and its farkle worth `ends`; with
   * a final round its banks at the target valued by the exact round or by the race's (cheaper:
   * RaceFinalRound.reachedNow). Gives the total from which banking surely wins, and the chances
   * after a farkle.
   */
  private solveTurn(
    turn: SeatTurn,
    position: SeatPosition,
    ends: Ends,
    exactRound: boolean,
  ): SolvedSeatTurn {
    const { layout, final, race } = this;
    const { totals, flags } = position;
    const n = layout.seats;
    const a = totals[0]!;
    const from = layout.bankFrom(a, flags[0]!);
    let top = Math.max(from, layout.size - a, 1);
    if (final && exactRound) top = Math.max(top, final.sureFrom(totals) - a);
    else if (final) top = Math.max(top, layout.size - a + race.lead);
    const finalBanks = final && exactRound ? final.banks(totals, flags) : null;
    for (let t = 0; t < top; t++) {
      turn.bankable[t] = t >= from ? 1 : 0;
      if (t < from) continue;
      if (a + t < layout.size) ends([a + t, this.banked], turn.bank, t * n);
      else if (finalBanks) finalBanks.fill(a + t, turn.bank, t * n);
      else if (final) race.finalRound!.reachedNow(a + t, totals, flags, turn.bank, t * n);
      else turn.bank.set(sureWin(n), t * n);
    }
    const farkle = new Float64Array(n);
    ends(layout.farkled(a, flags[0]!), farkle, 0);
    turn.solve(top, farkle[0]!);
    return { turn, top, farkle };
  }

  /**
   * Every seat's chance (mover first) once the mover's turn ends at `end`, the next mover's
   * turn solved against the race.
   */
  private lookedAfter(position: SeatPosition, end: SeatEnd): Float64Array {
    const n = this.layout.seats;
    const { next, ahead } = this;
    this.handOn(position, end, next);
    const { farkle } = this.solveTurn(
      ahead,
      next,
      (after, out, at) => this.raceAfter(next, after, out, at),
      false,
    );
    return Float64Array.from({ length: n }, (_, k) => {
      const j = (k + n - 1) % n;
      return ahead.value[j]! + ahead.q * farkle[j]!;
    });
  }

  /**
   * The end values of the mover's turn: the next mover's turn solved after a farkle and at
   * LOOKAHEAD_PIECES + 1 banks; between those, the race's chances moved by the nearest two's
   * difference from the race, weighed linearly.
   */
  private lookahead(position: SeatPosition): Ends {
    const n = this.layout.seats;
    const a = position.totals[0]!;
    const first = a + this.layout.bankFrom(a, position.flags[0]!);
    const last = this.layout.size - 1;
    const marks: number[] = [];
    const step = Math.max(1, Math.ceil((last - first) / LOOKAHEAD_PIECES));
    for (let total = first; total < last; total += step) marks.push(total);
    if (last >= first) marks.push(last);
    const raced = new Float64Array(n);
    const moved = marks.map((total) => {
      this.raceAfter(position, [total, this.banked], raced, 0);
      return this.lookedAfter(position, [total, this.banked]).map((c, k) => c - raced[k]!);
    });
    const farkled = this.layout.farkled(a, position.flags[0]!);
    const afterFarkle = this.lookedAfter(position, farkled);
    return (end, out, at) => {
      if (end[0] === farkled[0] && end[1] === farkled[1]) {
        out.set(afterFarkle, at);
        return;
      }
      const total = end[0];
      this.raceAfter(position, end, out, at);
      let i = 0;
      while (i + 1 < marks.length && marks[i + 1]! <= total) i++;
      const j = Math.min(i + 1, marks.length - 1);
      const w = j === i ? 0 : (total - marks[i]!) / (marks[j]! - marks[i]!);
      for (let k = 0; k < n; k++) out[at + k]! += (1 - w) * moved[i]![k]! + w * moved[j]![k]!;
    };
  }

  /** The mover's turn at this position (grid units, mover first), solved. */
  turnAt(position: SeatPosition): SolvedSeatTurn {
    return this.solveTurn(this.turn, position, this.lookahead(position), true);
  }
}
