import type { FarkleState, Rules } from '../../../src-shared/farkle';
import { SeatFinal } from './seatfinal';
import { SeatLayout, seatRulesProblem } from './seatlayout';
import { SeatRace, seatRaceProblem } from './seatrace';
import type { SeatTable } from './seatsolver';
import { SeatTurn } from './seatturn';
import { gameTurnValues, moverPosition, sureWin, type SeatTurnValues } from './seatturnvalues';

/** Why these rules have no approximate odds at this many seats, or null. */
export function seatApproxProblem(rules: Rules, seats: number): string | null {
  return seatRulesProblem(rules, seats) ?? seatRaceProblem(rules);
}

/** An n-seat table's odds: solved exactly, or approximated where the exact table is too large. */
export type SeatOddsTable = SeatTable | SeatApprox;

/**
 * Banks at which the next mover's turn is solved (the rest read between them, linearly): at 1,000
 * to 3,000 points eight pieces gave the error of solving it at every bank (docs/odds.md).
 */
const LOOKAHEAD_PIECES = 8;

/**
 * Approximate odds for an n-seat table too large to solve exactly (four seats past about 3,700
 * points). The mover's turn is solved exactly (a SeatTurn, every keep and bank weighed for the
 * mover's own chance); its end values look one turn further: the next mover's turn, solved the
 * same way, against the race's chances after it (SeatRace: the later turns of every seat played
 * blind to the others). With a final round the mover's banks at the target are valued by the
 * exact final round, and the end values are the race's (solving the next mover's turn there
 * would cost a final round per bank). "About" on screen; its error against exact solves is
 * measured in `npm run bench` (docs/odds.md).
 */
export class SeatApprox {
  readonly layout: SeatLayout;
  readonly race: SeatRace;
  private readonly final: SeatFinal | null;
  /** The mover's turn, and the next mover's (solved against the race). */
  private readonly turn: SeatTurn;
  private readonly ahead: SeatTurn;
  private readonly rest: Int32Array;
  private readonly raced: Float64Array;
  private readonly next: Int32Array;
  private readonly nextFlags: Int32Array;
  /** The position whose turn `turn` holds: a turn's decisions all ask about the same one. */
  private solvedFor = '';
  private solved: { top: number; farkle: Float64Array } = { top: 0, farkle: new Float64Array(0) };

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
    this.ahead = new SeatTurn(this.layout.turn, seats, maxTop);
    this.rest = new Int32Array(seats);
    this.raced = new Float64Array(seats);
    this.next = new Int32Array(seats);
    this.nextFlags = new Int32Array(seats);
  }

  /** The race's chances once the mover's turn ends at `total` (mover first, as `out`'s order). */
  private raceAfter(totals: Int32Array, total: number, out: Float64Array, at: number): void {
    const n = this.layout.seats;
    const { rest, raced } = this;
    for (let k = 1; k < n; k++) rest[k - 1] = totals[k]!;
    rest[n - 1] = total;
    this.race.chances(rest, raced);
    // The mover is the next position's last seat.
    for (let k = 0; k < n; k++) out[at + k] = raced[(k + n - 1) % n]!;
  }

  /**
   * Solves `turn` for the position in totals/flags, a bank or farkle that leaves the mover at
   * `total` below the target worth `ends(total, out, at)`. Gives the total from which banking
   * surely wins, and the chances after a farkle.
   */
  private solveTurn(
    turn: SeatTurn,
    totals: Int32Array,
    flags: Int32Array,
    ends: (total: number, out: Float64Array, at: number) => void,
  ): { top: number; farkle: Float64Array } {
    const { layout, final } = this;
    const n = layout.seats;
    const a = totals[0]!;
    const from = layout.bankFrom(a, flags[0]!);
    let top = Math.max(from, layout.size - a, 1);
    if (final) top = Math.max(top, final.sureFrom(totals) - a);
    for (let t = 0; t < top; t++) {
      turn.bankable[t] = t >= from ? 1 : 0;
      if (t < from) continue;
      if (a + t < layout.size) ends(a + t, turn.bank, t * n);
      else if (final) final.fill(a + t, totals, flags, turn.bank, t * n);
      else turn.bank.set(sureWin(n), t * n);
    }
    const farkle = new Float64Array(n);
    ends(a, farkle, 0);
    turn.solve(top, farkle[0]!);
    return { top, farkle };
  }

  /**
   * Every seat's chance (mover first) once the mover's turn ends at `total`, the next mover's
   * turn solved against the race.
   */
  private lookedAfter(totals: Int32Array, flags: Int32Array, total: number): Float64Array {
    const n = this.layout.seats;
    const { next, nextFlags, ahead } = this;
    for (let k = 1; k < n; k++) {
      next[k - 1] = totals[k]!;
      nextFlags[k - 1] = flags[k]!;
    }
    next[n - 1] = total;
    nextFlags[n - 1] = this.layout.flagsOf(0, true);
    const { farkle } = this.solveTurn(ahead, next, nextFlags, (t, out, at) =>
      this.raceAfter(next, t, out, at),
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
  private lookahead(
    totals: Int32Array,
    flags: Int32Array,
  ): (total: number, out: Float64Array, at: number) => void {
    const n = this.layout.seats;
    const a = totals[0]!;
    const first = a + this.layout.bankFrom(a, flags[0]!);
    const last = this.layout.size - 1;
    const marks: number[] = [];
    const step = Math.max(1, Math.ceil((last - first) / LOOKAHEAD_PIECES));
    for (let total = first; total < last; total += step) marks.push(total);
    if (last >= first) marks.push(last);
    const raced = new Float64Array(n);
    const moved = marks.map((total) => {
      this.raceAfter(totals, total, raced, 0);
      return this.lookedAfter(totals, flags, total).map((c, k) => c - raced[k]!);
    });
    const farkled = this.lookedAfter(totals, flags, a);
    return (total, out, at) => {
      if (total === a) {
        out.set(farkled, at);
        return;
      }
      this.raceAfter(totals, total, out, at);
      let i = 0;
      while (i + 1 < marks.length && marks[i + 1]! <= total) i++;
      const j = Math.min(i + 1, marks.length - 1);
      const w = j === i ? 0 : (total - marks[i]!) / (marks[j]! - marks[i]!);
      for (let k = 0; k < n; k++) out[at + k]! += (1 - w) * moved[i]![k]! + w * moved[j]![k]!;
    };
  }

  /**
   * The mover's turn at this position (totals and flags in grid units, mover first): the turn
   * solved, the total from which banking surely wins, and the chances after a farkle.
   */
  turnAt(
    totals: Int32Array,
    flags: Int32Array,
  ): { turn: SeatTurn; top: number; farkle: Float64Array } {
    const { turn } = this;
    const key = `${totals.join()};${flags.join()}`;
    if (key === this.solvedFor) return { turn, ...this.solved };
    const ends = this.final
      ? (total: number, out: Float64Array, at: number) => this.raceAfter(totals, total, out, at)
      : this.lookahead(totals, flags);
    this.solved = this.solveTurn(turn, totals, flags, ends);
    this.solvedFor = key;
    return { turn, ...this.solved };
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
