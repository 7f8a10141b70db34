import type { FarkleAction, FarkleState, SeatState } from '../../../src-shared/farkle';
import { keyOf } from './dice';
import { checkBank, diceToRoll, liveFaces, positionsOf } from './game';
import { winRulesKey } from './wincache';
import { WinSolver } from './winsolver';
import type { WinTable } from './wintable';
import type { WinTurnModel } from './winturn';

/** One action open to the player to move, with the chance of winning the game after it. */
export interface WinOption {
  action: FarkleAction;
  chance: number;
}

const players = new WeakMap<WinTable, WinSolver>();

function playerFor(table: WinTable): WinSolver {
  let solver = players.get(table);
  if (!solver) {
    solver = new WinSolver(table.layout.rules, table.values);
    players.set(table, solver);
  }
  return solver;
}

/** Best chance over rolling d dice, given the value after a keep leaving `left` dice (6: hot). */
function rollFrom(
  w: WinTurnModel,
  d: number,
  farkle: number,
  after: (left: number, units: number) => number,
): number {
  const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = w.every;
  let sum = w.farkleChance[d]! * farkle;
  for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
    let best = 0;
    for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
      best = Math.max(best, after(optNext[o]!, optUnits[o]!));
    }
    sum += clsProb[c]! * best;
  }
  return sum;
}

/** The opponent the table is played against: the other seat, or with more, the highest total. */
function strongestOpponent(state: FarkleState): SeatState {
  const count = state.seats.length;
  let best: SeatState | null = null;
  for (let i = 1; i < count; i++) {
    const seat = state.seats[(state.current + i) % count]!;
    if (!best || seat.total > best.total) best = seat;
  }
  return best!;
}

/**
 * Win-chance values of the current turn: `after(left, t)` after a keep that leaves `left` dice
 * (6: hot dice) at turn total t grid units, `bank(t)` of banking (when allowed).
 */
interface TurnValues {
  farkle: number;
  after(left: number, t: number): number;
  bank(t: number): number;
}

/**
 * In a final round the player to move must pass the leader in this turn: a plain chase of
 * `need` grid units, valued by the table's last-turn chances.
 */
function chaseValues(solver: WinSolver, state: FarkleState): TurnValues {
  const { layout, last } = solver;
  if (!last) throw new RangeError('these rules have no final round');
  const seat = state.seats[state.current]!;
  const leader = Math.max(...state.seats.filter((_, i) => i !== state.current).map((s) => s.total));
  const mine = Math.round(seat.total / layout.unit);
  const from = layout.bankFrom(mine, layout.flagsOf(0, seat.onBoard));
  const need = Math.max(Math.floor((leader - seat.total) / layout.unit) + 1, from);
  const { maxUnits } = layout.turn;
  return {
    farkle: 0,
    after: (left, t) => {
      const m = need - t;
      return m >= last.reach ? 0 : last.after[left]![Math.max(m, -maxUnits) + maxUnits]!;
    },
    bank: (t) => (t >= need ? 1 : 0),
  };
}

/** Outside a final round: the solved two-seat table against the strongest opponent. */
function gameValues(solver: WinSolver, state: FarkleState): TurnValues {
  const { layout } = solver;
  const seat = state.seats[state.current]!;
  const other = strongestOpponent(state);
  const inRange = (total: number): number =>
    Math.min(layout.size - 1, layout.clamp(Math.round(total / layout.unit)));
  const ev = solver.turnAt(
    inRange(seat.total),
    inRange(other.total),
    layout.flagsOf(seat.farkleStreak, seat.onBoard),
    layout.flagsOf(other.farkleStreak, other.onBoard),
  );
  const hotAbove = layout.turn.mustRollHot ? layout.turn.hotAbove(ev.farkle) : 1;
  return {
    farkle: ev.farkle,
    after: (left, t) => (t < ev.top ? ev.after[left * ev.stride + t]! : left === 6 ? hotAbove : 1),
    bank: (t) => (t < ev.top ? ev.bank[t]! : 1),
  };
}

/**
 * Every action open to the player to move with its chance of winning the game, best first.
 * Exact in a two-seat game. With three or four seats it is an approximation: the turn is played
 * as a two-seat game against the opponent with the highest total, and in a final round as a
 * chase of the current leader alone (later players' last turns are not weighed).
 */
export function winOptions(table: WinTable, state: FarkleState): WinOption[] {
  if (state.over) throw new RangeError('the game is over');
  if (winRulesKey(state.rules) !== winRulesKey(table.layout.rules)) {
    throw new RangeError('the win-chance table was solved for other rules');
  }
  const solver = playerFor(table);
  const { layout } = solver;
  const values = state.finalRound ? chaseValues(solver, state) : gameValues(solver, state);
  const { turn } = state;
  const t = Math.round(turn.turnTotal / layout.unit);
  const w = layout.turn;
  const options: WinOption[] = [];
  if (turn.phase === 'choose') {
    const { model } = w;
    const r = model.rollIndex[keyOf(liveFaces(turn.dice))]!;
    for (let o = model.optFirst[r]!; o < model.optFirst[r + 1]!; o++) {
      const left = model.rollDice[r]! - model.optDice[o]! || 6;
      const chance = values.after(left, t + model.optScore[o]! / layout.unit);
      const dice = positionsOf(turn.dice, model.optKey[o]!);
      options.push({ action: { type: 'keep', dice }, chance });
    }
  } else {
    const d = turn.phase === 'start' ? 6 : diceToRoll(turn);
    const chance = rollFrom(w, d, values.farkle, (left, units) => values.after(left, t + units));
    options.push({ action: { type: 'roll' }, chance });
    if (turn.phase === 'decide' && checkBank(state).ok) {
      options.push({ action: { type: 'bank' }, chance: values.bank(t) });
    }
  }
  // Stable: among equal chances the more points (the model lists keeps best score first).
  return options.sort((x, y) => y.chance - x.chance);
}

/** The Expert's move: the action with the highest chance of winning the game. */
export function expertAction(table: WinTable, state: FarkleState): FarkleAction {
  return winOptions(table, state)[0]!.action;
}
