import type { SeatLayout } from './seatlayout';
import { PlainTurn, type PlainRolls } from './seatplainturn.testkit';

/** Below this a chance of scoring so much in one turn is taken as none. */
const NOTHING = 1e-17;

/** A chaser's turn solved for every start: C (the chaser, then the later players) and q. */
interface Chase {
  /** Lowest start held (relative to the last player's total). */
  low: number;
  width: number;
  c: Float64Array;
  q: Float64Array;
}

/**
 * The final round, written plainly for the simple solver. Once a player banks at or past the
 * target, the others each get one turn, in order, and must pass the leader (a tie does not
 * pass); whoever leads when the round ends wins. The last player maximises the chance of passing;
 * an earlier one (a chaser) its chance of passing and then staying ahead of those after it.
 * Every chance depends on the totals only through their differences, so the chases are kept
 * relative to the last player's total, and a chaser's turn is one dynamic program over the
 * total reached, read at each start.
 */
export class PlainFinal {
  readonly layout: SeatLayout;
  readonly rolls: PlainRolls;
  /** Units past which no one scores in one turn (chance below NOTHING). */
  readonly cap: number;
  /** pass[m]: the best chance of scoring at least m units in one fresh turn. */
  private readonly pass: Float64Array;
  private readonly chases = new Map<string, Chase>();
  private readonly turns: PlainTurn[] = [];

  constructor(layout: SeatLayout, rolls: PlainRolls) {
    this.layout = layout;
    this.rolls = rolls;
    const { maxUnits, groupFirst, groupProb, keepFirst, keepLeft, keepUnits } = rolls;
    // reach[(m + maxUnits) * 7 + d]: the chance of scoring m more units with d dice to roll.
    const reach: number[] = [];
    for (let m = -maxUnits; m <= 0; m++) {
      for (let d = 0; d <= 6; d++) reach.push(d === 6 && rolls.mustRollHot ? rolls.hotWin : 1);
    }
    const pass = [1];
    for (let m = 1; pass[m - 1]! >= NOTHING; m++) {
      for (let d = 0; d <= 6; d++) {
        let sum = 0;
        for (let g = groupFirst[d]!; g < groupFirst[d + 1]!; g++) {
          let best = 0;
          for (let k = keepFirst[g]!; k < keepFirst[g + 1]!; k++) {
            best = Math.max(best, reach[(m - keepUnits[k]! + maxUnits) * 7 + keepLeft[k]!]!);
          }
          sum += groupProb[g]! * best;
        }
        reach.push(sum);
      }
      pass.push(reach[(m + maxUnits) * 7 + 6]!);
    }
    this.cap = pass.length;
    this.pass = Float64Array.from(pass);
  }

  private passChance(m: number): number {
    return m >= this.cap ? 0 : this.pass[m]!;
  }

  /** The total from which a banker wins for sure: no one else can pass it. */
  sureFrom(totals: ArrayLike<number>): number {
    let most = this.layout.floor;
    for (let k = 1; k < totals.length; k++) most = Math.max(most, totals[k]!);
    return Math.max(this.layout.size, most + this.cap);
  }

  /**
   * Chances once the players with these totals and lowest banks chase a leader at `leader`:
   * [the leader's, then each player's in order].
   */
  round(leader: number, totals: number[], froms: number[]): Float64Array {
    const count = totals.length;
    const out = new Float64Array(count + 1);
    if (count === 1) {
      const pass = this.passChance(Math.max(leader + 1 - totals[0]!, froms[0]!));
      out[0] = 1 - pass;
      out[1] = pass;
      return out;
    }
    const failed = this.round(leader, totals.slice(1), froms.slice(1));
    const base = totals[count - 1]!;
    const least = Math.max(leader + 1, totals[0]! + froms[0]!) - base;
    const later = totals.slice(1).map((t) => t - base);
    const chase = this.chase(least, later, froms.slice(1));
    const at = totals[0]! - base - chase.low;
    const fail = chase.q[at]!;
    out[0] = fail * failed[0]!;
    out[1] = chase.c[at * chase.width]!;
    for (let j = 1; j < count; j++) {
      out[j + 1] = chase.c[at * chase.width + j]! + fail * failed[j]!;
    }
    return out;
  }

  /**
   * A chaser who may bank from `least` on (relative to the last player), the later players at
   * `later` (relative), solved for every start the table holds.
   */
  private chase(least: number, later: number[], froms: number[]): Chase {
    const key = `${least}|${later.join(',')}|${froms.join(',')}`;
    const known = this.chases.get(key);
    if (known) return known;
    const { layout } = this;
    const low = layout.floor - (layout.size - 1);
    const width = later.length + 1;
    const turn = (this.turns[width] ??= new PlainTurn(this.rolls));
    const sure = Math.max(least, ...later.map((t) => t + this.cap));
    turn.solve(sure - low, width, 0, (t) =>
      t + low >= least ? this.round(t + low, later, froms) : null,
    );
    const starts = Math.min(least, layout.size - 1 - layout.floor + 1) - low;
    const chase: Chase = {
      low,
      width,
      c: new Float64Array(starts * width),
      q: new Float64Array(starts),
    };
    for (let t = 0; t < starts; t++) {
      const at = turn.cell(t, 6);
      chase.c.set(turn.vector(at), t * width);
      chase.q[t] = turn.q[at]!;
    }
    this.chases.set(key, chase);
    return chase;
  }

  /** Every seat's chance (mover first) once the mover banks `total` with the others at totals. */
  after(total: number, totals: ArrayLike<number>, flags: ArrayLike<number>): Float64Array {
    const rest: number[] = [];
    const froms: number[] = [];
    for (let k = 1; k < totals.length; k++) {
      rest.push(totals[k]!);
      froms.push(this.layout.bankFrom(totals[k]!, flags[k]!));
    }
    return this.round(total, rest, froms);
  }
}
