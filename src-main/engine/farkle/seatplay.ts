import type { FarkleAction, FarkleState } from '../../../src-shared/farkle';
import { keyOf } from './dice';
import { turnActions } from './expert';
import { checkBank, diceToRoll, liveFaces } from './game';
import { SeatApprox, type SeatOddsTable } from './seatapproxtable';
import { isAbout } from './seatabout';
import type { SeatPosition } from './seatapproxsolve';
import { finalPosition, leaderSeat, solveFinalTurn, type FinalPosition } from './seatfinalturn';
import type { SeatLayout } from './seatlayout';
import { SeatSolver, type SeatTable } from './seatsolver';
import { gameTurnValues, moverPosition, sureWin, type SeatTurnValues } from './seatturnvalues';
import { winRulesKey } from './wincache';

/** One action open to the player to move, with every seat's chance of winning after it. */
export interface SeatOption {
  action: FarkleAction;
  /** Seat order (seat 0 first). */
  chances: number[];
}

const players = new WeakMap<SeatTable, SeatSolver>();
function playerFor(table: SeatTable): SeatSolver {
  let solver = players.get(table);
  if (!solver) {
    // It solves single turns of a solved table: no chain cache.
    solver = new SeatSolver(table.layout.rules, table.layout.seats, table.values, false);
    players.set(table, solver);
  }
  return solver;
}

/** The index of the position a farkle hands on (the next seat to move, the farkler last). */
function farkledIndex(layout: SeatLayout, totals: Int32Array, flags: Int32Array): number {
  const n = layout.seats;
  const rot = Int32Array.from({ length: n }, (_, k) => totals[(k + 1) % n]!);
  const rotFlags = Int32Array.from({ length: n }, (_, k) => flags[(k + 1) % n]!);
  // The farkler moves last, its streak one longer (or the penalty paid).
  [rot[n - 1], rotFlags[n - 1]] = layout.farkled(totals[0]!, flags[0]!);
  return layout.index(rot, rotFlags);
}

/** Outside a final round: the solved table's turn at the mover's position. */
function gameTurn(table: SeatTable, state: FarkleState): SeatTurnValues {
  const { layout, values } = table;
  const n = layout.seats;
  const { seatOf, totals, flags } = moverPosition(layout, state);
  const next = farkledIndex(layout, totals, flags) * n;
  // After a farkle the farkler is the next position's last seat.
  const farkle = Float64Array.from({ length: n }, (_, k) => values[next + ((k + n - 1) % n)]!);
  const { turn, top } = playerFor(table).turnAt(layout.index(totals, flags));
  return gameTurnValues(turn, top, farkle, seatOf);
}

/**
 * In a final round: the mover's last turn (seatfinalturn), handed over when the table's final
 * turns are solved on another thread, else solved here.
 */
function finalTurn(table: SeatOddsTable, state: FarkleState): SeatTurnValues {
  const { layout } = table;
  const position = finalPosition(layout, state);
  const { turn, top, farkle, leaderOnFarkle } = table.finalTurns
    ? table.finalTurns.turnAt(layout, position)
    : solveFinalTurn(layout, position);
  const seatOf = state.finalRound!.remaining;
  const places = seatOf.length;
  const leader = leaderSeat(state);
  const rest = new Map(
    state.seats.map((_, s) => [s, { fixed: 0, onFarkle: s === leader ? leaderOnFarkle : 0 }]),
  );
  for (const s of seatOf) rest.delete(s);
  return {
    turn,
    top,
    farkle,
    seatOf: [...seatOf],
    rest,
    bank: (t) =>
      t >= top
        ? sureWin(places)
        : turn.bankable[t] === 1
          ? turn.bank.slice(t * places, t * places + places)
          : null,
  };
}

/** A turn a table solved elsewhere lacks: an approximate table's game turn, or a final round's. */
export type SeatTurnNeed =
  { kind: 'game'; position: SeatPosition } | { kind: 'final'; position: FinalPosition };

/**
 * The turn this table needs for this state and does not have, where its turns are solved on
 * another thread and handed over (the app's tables), or null.
 */
export function seatTurnNeeded(table: SeatOddsTable, state: FarkleState): SeatTurnNeed | null {
  if (state.over) return null;
  if (state.finalRound) {
    if (!table.finalTurns) return null;
    const position = finalPosition(table.layout, state);
    return table.finalTurns.has(position) ? null : { kind: 'final', position };
  }
  const position = table instanceof SeatApprox ? table.missing(state) : null;
  return position && { kind: 'game', position };
}

/** Every seat's chance, table order, from a turn place vector C and farkle chance q. */
function toSeats(values: SeatTurnValues, c: ArrayLike<number>, q: number, seats: number): number[] {
  const out = new Array<number>(seats).fill(0);
  values.seatOf.forEach((seat, k) => (out[seat] = c[k]! + q * values.farkle[k]!));
  for (const [seat, { fixed, onFarkle }] of values.rest) out[seat] = fixed + q * onFarkle;
  return out;
}

/** Places' chances (C) and farkle chance with d dice to roll at turn total t. */
function cell(values: SeatTurnValues, d: number, t: number): { c: Float64Array; q: number } {
  const { turn, top } = values;
  const places = values.seatOf.length;
  if (t >= top) {
    // Past the sure total: banking wins, unless hot dice must be rolled first.
    const w = turn.w;
    if (d === 6 && w.mustRollHot) {
      const c = sureWin(places);
      c[0] = (1 - w.farkleChance[6]! - w.forced) / (1 - w.forced);
      return { c, q: w.farkleChance[6]! / (1 - w.forced) };
    }
    return { c: sureWin(places), q: 0 };
  }
  const at = d * turn.stride + t;
  const c = new Float64Array(places);
  turn.chancesAt(at, c);
  return { c, q: turn.afterQ[at]! };
}

/** The mover's chance at a cell (the value it maximises). */
function moverAt(values: SeatTurnValues, d: number, t: number): number {
  const { c, q } = cell(values, d, t);
  return c[0]! + q * values.farkle[0]!;
}

/** Rolling d dice at turn total t, each roll's keep the mover's best: C and q. */
function rollValue(values: SeatTurnValues, d: number, t: number): { c: Float64Array; q: number } {
  const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = values.turn.keeps;
  const places = values.seatOf.length;
  const c = new Float64Array(places);
  let q = values.turn.w.farkleChance[d]!;
  for (let k = clsFirst[d]!; k < clsFirst[d + 1]!; k++) {
    let best = -1;
    let bestAt = 0;
    for (let o = clsOptFirst[k]!; o < clsOptFirst[k + 1]!; o++) {
      const v = moverAt(values, optNext[o]!, t + optUnits[o]!);
      if (v > best) [best, bestAt] = [v, o];
    }
    const after = cell(values, optNext[bestAt]!, t + optUnits[bestAt]!);
    for (let j = 0; j < places; j++) c[j]! += clsProb[k]! * after.c[j]!;
    q += clsProb[k]! * after.q;
  }
  return { c, q };
}

function turnValues(table: SeatOddsTable, state: FarkleState): SeatTurnValues {
  if (state.over) throw new RangeError('the game is over');
  if (state.seats.length !== table.layout.seats) {
    throw new RangeError('the win-chance table was solved for another number of seats');
  }
  if (winRulesKey(state.rules) !== winRulesKey(table.layout.rules)) {
    throw new RangeError('the win-chance table was solved for other rules');
  }
  if (state.finalRound) return finalTurn(table, state);
  return table instanceof SeatApprox ? table.gameTurn(state) : gameTurn(table, state);
}

/**
 * Every action open to the player to move with each seat's chance of winning after it, the
 * mover's best first (among equal chances the more points: the model lists keeps by score).
 */
export function seatOptions(table: SeatOddsTable, state: FarkleState): SeatOption[] {
  const values = turnValues(table, state);
  const { turn } = state;
  const { model } = values.turn.w;
  const unit = table.layout.unit;
  const t = Math.round(turn.turnTotal / unit);
  const n = state.seats.length;
  const mover = state.current;
  let options: SeatOption[];
  if (turn.phase === 'choose') {
    const roll = model.rollIndex[keyOf(liveFaces(turn.dice))]!;
    const actions = turnActions(model, state, roll, false);
    options = actions.map((action, i) => {
      const o = model.optFirst[roll]! + i;
      const left = model.rollDice[roll]! - model.optDice[o]! || 6;
      const { c, q } = cell(values, left, t + model.optScore[o]! / unit);
      return { action, chances: toSeats(values, c, q, n) };
    });
  } else {
    const dice = turn.phase === 'start' ? 6 : diceToRoll(turn);
    const rolled = rollValue(values, dice, t);
    options = [{ action: { type: 'roll' }, chances: toSeats(values, rolled.c, rolled.q, n) }];
    const banked = turn.phase === 'decide' && checkBank(state).ok ? values.bank(t) : null;
    if (banked) options.push({ action: { type: 'bank' }, chances: toSeats(values, banked, 0, n) });
  }
  return options.sort((x, y) => y.chances[mover]! - x.chances[mover]!);
}

/** Each seat's chance of winning with best play from this state, seat order. */
export function seatChancesNow(table: SeatOddsTable, state: FarkleState): number[] {
  if (state.over) {
    return state.seats.map((_, i) =>
      state.winner === null ? 1 / state.seats.length : i === state.winner ? 1 : 0,
    );
  }
  return seatOptions(table, state)[0]!.chances;
}

/** The Expert's move at an n-seat table: the action with the mover's highest chance. */
export function seatExpertAction(table: SeatOddsTable, state: FarkleState): FarkleAction {
  return seatOptions(table, state)[0]!.action;
}

/**
 * Whether the odds from this state rest on a farkle cycle with a choice among mixed solutions
 * (or one not solved): its position is marked in the table's `about` bits; or are approximate
 * (SeatApprox). A final round's odds never do (its turns are solved on their own, from the banked
 * totals).
 */
export function seatOddsAbout(table: SeatOddsTable, state: FarkleState): boolean {
  if (state.over || state.finalRound) return false;
  if (table instanceof SeatApprox) return true;
  const { totals, flags } = moverPosition(table.layout, state);
  return isAbout(table.about, table.layout.index(totals, flags));
}
