import type { FarkleAction, FarkleState, SeatState } from '../../../src-shared/farkle';
import { keyOf } from './dice';
import { checkBank, diceToRoll, liveFaces, positionsOf } from './game';
import { winRulesKey } from './wincache';
import { WinSolver } from './winsolver';
import type { WinLayout, WinOdds } from './winodds';
import type { RollModel } from './rolls';
import type { WinTurnModel } from './winturn';

/** One action open to the player to move, with the chance of winning the game after it. */
export interface WinOption {
  action: FarkleAction;
  chance: number;
}

const players = new WeakMap<WinOdds, WinSolver>();

function playerFor(table: WinOdds): WinSolver {
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
function chaseValues(solver: WinSolver, need: number): TurnValues {
  const { layout, last } = solver;
  if (!last) throw new RangeError('these rules have no final round');
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

/** The grid units a final-round turn must reach to pass the leader. */
function chaseNeed(layout: WinLayout, state: FarkleState): number {
  const seat = state.seats[state.current]!;
  const leader = Math.max(...state.seats.filter((_, i) => i !== state.current).map((s) => s.total));
  const mine = Math.round(seat.total / layout.unit);
  const from = layout.bankFrom(mine, layout.flagsOf(0, seat.onBoard));
  return Math.max(Math.floor((leader - seat.total) / layout.unit) + 1, from);
}

/** A position of the solved table: the mover's and the strongest opponent's totals and flags. */
export interface TablePosition {
  /** Its index in the table: decisions at one position share its turn's solve. */
  index: number;
  a: number;
  b: number;
  fa: number;
  fb: number;
}

function positionOf(layout: WinLayout, state: FarkleState): TablePosition {
  const seat = state.seats[state.current]!;
  const other = strongestOpponent(state);
  const inRange = (total: number): number =>
    Math.min(layout.size - 1, layout.clamp(Math.round(total / layout.unit)));
  const a = inRange(seat.total);
  const b = inRange(other.total);
  const fa = layout.flagsOf(seat.farkleStreak, seat.onBoard);
  const fb = layout.flagsOf(other.farkleStreak, other.onBoard);
  return { index: layout.index(a, b, fa, fb), a, b, fa, fb };
}

/** Outside a final round: the solved two-seat table's turn at this position. */
function gameValues(solver: WinSolver, { a, b, fa, fb }: TablePosition): TurnValues {
  const { layout } = solver;
  const ev = solver.turnAt(a, b, fa, fb);
  const hotAbove = layout.turn.mustRollHot ? layout.turn.hotAbove(ev.farkle) : 1;
  return {
    farkle: ev.farkle,
    after: (left, t) => (t < ev.top ? ev.after[left * ev.stride + t]! : left === 6 ? hotAbove : 1),
    bank: (t) => (t < ev.top ? ev.bank[t]! : 1),
  };
}

/**
 * A decision of the player to move, before its chances: where they come from (a table position,
 * or in a final round the units the chase needs), the turn total in grid units, and what it
 * chooses among: the keeps of model roll `roll` when choosing (else -1), or rolling `dice` dice
 * and, when `bank`, banking. Plain numbers, so many decisions can wait for one solve.
 */
export interface WinDecision {
  position: TablePosition | null;
  need: number;
  t: number;
  roll: number;
  dice: number;
  bank: boolean;
}

/** The decision open to the player to move (not at a turn's start: there is none). */
export function winDecision(table: WinOdds, state: FarkleState): WinDecision {
  if (state.over) throw new RangeError('the game is over');
  if (winRulesKey(state.rules) !== winRulesKey(table.layout.rules)) {
    throw new RangeError('the win-chance table was solved for other rules');
  }
  const { layout } = playerFor(table);
  const { turn } = state;
  const choosing = turn.phase === 'choose';
  return {
    position: state.finalRound ? null : positionOf(layout, state),
    need: state.finalRound ? chaseNeed(layout, state) : 0,
    t: Math.round(turn.turnTotal / layout.unit),
    roll: choosing ? layout.turn.model.rollIndex[keyOf(liveFaces(turn.dice))]! : -1,
    dice: choosing ? 0 : turn.phase === 'start' ? 6 : diceToRoll(turn),
    bank: turn.phase === 'decide' && checkBank(state).ok,
  };
}

/** A decision's options in the order decisionChances gives their chances. */
export function decisionActions(
  table: WinOdds,
  state: FarkleState,
  decision: WinDecision,
): FarkleAction[] {
  return turnActions(playerFor(table).layout.turn.model, state, decision.roll, decision.bank);
}

/** The actions of a decision: the keeps of model roll `roll` (when not -1), else roll and bank. */
export function turnActions(
  model: RollModel,
  state: FarkleState,
  roll: number,
  bank: boolean,
): FarkleAction[] {
  if (roll < 0) return bank ? [{ type: 'roll' }, { type: 'bank' }] : [{ type: 'roll' }];
  const actions: FarkleAction[] = [];
  for (let o = model.optFirst[roll]!; o < model.optFirst[roll + 1]!; o++) {
    actions.push({ type: 'keep', dice: positionsOf(state.turn.dice, model.optKey[o]!) });
  }
  return actions;
}

/**
 * The chance of winning after each of a decision's options. Outside a final round this solves
 * its position's turn, unless the last decision asked about was at the same position.
 */
export function decisionChances(table: WinOdds, decision: WinDecision): number[] {
  const solver = playerFor(table);
  const { layout } = solver;
  const { position, t, roll } = decision;
  const values = position ? gameValues(solver, position) : chaseValues(solver, decision.need);
  const w = layout.turn;
  const chances: number[] = [];
  if (roll >= 0) {
    const { model } = w;
    for (let o = model.optFirst[roll]!; o < model.optFirst[roll + 1]!; o++) {
      const left = model.rollDice[roll]! - model.optDice[o]! || 6;
      chances.push(values.after(left, t + model.optScore[o]! / layout.unit));
    }
  } else {
    const after = (left: number, units: number) => values.after(left, t + units);
    chances.push(rollFrom(w, decision.dice, values.farkle, after));
    if (decision.bank) chances.push(values.bank(t));
  }
  return chances;
}

/**
 * Every action open to the player to move with its chance of winning the game, best first.
 * Exact in a two-seat game. With three or four seats it is an approximation: the turn is played
 * as a two-seat game against the opponent with the highest total, and in a final round as a
 * chase of the current leader alone (later players' last turns are not weighed).
 */
export function winOptions(table: WinOdds, state: FarkleState): WinOption[] {
  const decision = winDecision(table, state);
  const chances = decisionChances(table, decision);
  const options = decisionActions(table, state, decision).map((action, i) => ({
    action,
    chance: chances[i]!,
  }));
  // Stable: among equal chances the more points (the model lists keeps best score first).
  return options.sort((x, y) => y.chance - x.chance);
}

/** The Expert's move: the action with the highest chance of winning the game. */
export function expertAction(table: WinOdds, state: FarkleState): FarkleAction {
  return winOptions(table, state)[0]!.action;
}
