import type { CoachOption, FarkleAction, FarkleState, Rules } from '../../../src-shared/farkle';
import type { CurvePoint } from '../../../src-shared/domains/review';
import {
  advise,
  decisionCost,
  diceToRoll,
  farkleGame,
  turnExpectation,
  type FarkleReplay,
} from '../../engine';
import { winOptions } from '../../engine/farkle/expert';
import { seatChancesNow, seatOptions } from '../../engine/farkle/seatplay';
import { SeatApprox, type SeatOddsTable } from '../../engine/farkle/seatapproxtable';
import type { WinOdds } from '../../engine/farkle/winodds';
import { seatTableProblem, type SeatOddsSource } from '../seatchance';
import { choiceKey, seatChances, winOddsProblem, type WinOddsSource } from '../winchance';
import { pricedGame, rollLuck, type PricedDecision } from './grade';
import type { ReviewHook } from './hook';

/** Expected Farkle points that count as a blunder (as 10 percentage points of winning would). */
const POINTS_BLUNDER = 150;

/** A choice in words: "keep 1 5 5", "roll 3 dice", "bank 650". */
function label(state: FarkleState, choice: FarkleAction | CoachOption): string {
  const kind = 'type' in choice ? choice.type : choice.kind;
  if (kind === 'bank') return `bank ${state.turn.turnTotal}`;
  if (kind === 'roll') return `roll ${diceToRoll(state.turn)} dice`;
  const dice = 'dice' in choice ? choice.dice : [];
  const faces = dice.map((i) => state.turn.dice[i]?.face ?? 0).sort((a, b) => a - b);
  return `keep ${faces.join(' ')}`;
}

type Priced = Omit<PricedDecision, 'step' | 'seat'>;

/** A position as the review reads it: its curve value, and the price of the decision made in it. */
interface Position {
  curve: number;
  price(action: FarkleAction): Priced | null;
}

/** An option open in a decision, priced as the review prices it. */
export interface OptionWorth {
  action: FarkleAction;
  label: string;
  /** The chance of winning after it (0 to 1) with `table`, else the turn's expected points. */
  worth: number;
}

/** The odds a game is priced by: the two-seat table, or the three- or four-seat one (or its approximation). */
export type GameOdds = WinOdds | SeatOddsTable;

function bySeats(table: GameOdds): table is SeatOddsTable {
  return table instanceof SeatApprox || 'cycles' in table;
}

/**
 * Every option open in a decision, best first: each one's chance of winning for the player to
 * move from the solved table when `table` is given, else the turn's expected points as the coach
 * gives them.
 */
export function pricedOptions(state: FarkleState, table: GameOdds | null): OptionWorth[] {
  if (table && bySeats(table)) {
    return seatOptions(table, state).map(({ action, chances }) => ({
      action,
      label: label(state, action),
      worth: chances[state.current]!,
    }));
  }
  if (table) {
    return winOptions(table, state).map(({ action, chance }) => ({
      action,
      label: label(state, action),
      worth: chance,
    }));
  }
  return (advise(state)?.options ?? []).map((option) => ({
    action: option.kind === 'keep' ? { type: 'keep', dice: option.dice } : { type: option.kind },
    label: label(state, option),
    worth: option.value,
  }));
}

/** The option a choice takes, from a list priced in that state (none for an illegal one). */
export function optionTaken(
  state: FarkleState,
  options: readonly OptionWorth[],
  choice: FarkleAction,
): OptionWorth | undefined {
  const key = choiceKey(state, choice);
  return options.find((option) => choiceKey(state, option.action) === key);
}

/** The first seat's chance of winning, from the best option of the player to move. */
function firstSeatChance(table: GameOdds, state: FarkleState, best: OptionWorth): number {
  if (bySeats(table)) return seatChancesNow(table, state)[0]!;
  return state.current === 0 ? best.worth : 1 - best.worth;
}

/**
 * A position in win %: the first seat's chance of winning, and a decision's price as the coach
 * gives it (the solve's chances), from one listing of the options.
 */
function inWin(table: GameOdds, state: FarkleState): Position {
  if (state.over) {
    const first = bySeats(table) ? seatChancesNow(table, state)[0]! : seatChances(table, state)[0];
    return { curve: first, price: () => null };
  }
  const options = pricedOptions(state, table);
  const best = options[0]!;
  return {
    curve: firstSeatChance(table, state, best),
    price: (action) => {
      const chosen = optionTaken(state, options, action);
      if (!chosen) return null;
      return {
        chosen: chosen.label,
        best: best.label,
        winBefore: best.worth,
        loss: (best.worth - chosen.worth) * 100,
      };
    },
  };
}

/** A decision priced as the coach prices it in points: the turn's expected final score. */
function priceInPoints(state: FarkleState, action: FarkleAction): Priced | null {
  const advice = advise(state);
  const loss = decisionCost(state, action);
  if (!advice || loss === null) return null;
  return {
    chosen: label(state, action),
    best: label(state, advice.options[0]!),
    winBefore: advice.best,
    loss,
  };
}

/** The first seat's banked total and the expected score of its turn in progress. */
function firstSeatPoints(state: FarkleState): number {
  const total = state.seats[0]!.total;
  if (state.over || state.current !== 0) return total;
  if (state.turn.phase === 'start') return total + turnExpectation(state);
  return total + (advise(state)?.best ?? state.turn.turnTotal);
}

/** Every state of a game, from its start to its last action (each read before the next). */
function* gameStates(replay: FarkleReplay): Generator<FarkleState> {
  let state = farkleGame.newGame(farkleGame.setupOf(replay));
  yield state;
  for (const action of replay.actions) {
    const result = farkleGame.applyOwned!(state, action);
    if (!result.ok) return;
    state = result.value;
    yield state;
  }
}

/** How a Farkle game's decisions are priced, and what that needs first. */
export interface FarklePricing {
  /** Solves what pricing needs (the coach's policies, the odds), off the API's thread. */
  prepare(replay: FarkleReplay): Promise<void>;
  /** The table to price in win % (two to four seats to a target, the odds solved), or null. */
  oddsFor(replay: FarkleReplay): GameOdds | null;
}

export function farklePricing(options: {
  winOdds?: WinOddsSource;
  seatOdds?: SeatOddsSource;
  /** Solves the turn policies the coach prices with, off the API's thread. */
  preparePolicies: (rules: Rules) => Promise<void>;
}): FarklePricing {
  const source = options.winOdds;
  const seatSource = options.seatOdds;
  const usesOdds = (replay: FarkleReplay): boolean =>
    source !== undefined &&
    replay.seats.length === 2 &&
    winOddsProblem(replay.rules) === null &&
    !source.hasFailed(replay.rules);
  const seats = (replay: FarkleReplay): number => replay.seats.length;
  const usesSeatOdds = (replay: FarkleReplay): boolean =>
    seatSource !== undefined &&
    seats(replay) > 2 &&
    seatTableProblem(replay.rules, seats(replay)) === null &&
    !seatSource.hasFailed(replay.rules, seats(replay));
  return {
    prepare: async (replay) => {
      await options.preparePolicies(replay.rules);
      // A solve that fails leaves the pricing in points (the source remembers the failure).
      if (usesOdds(replay)) await source!.get(replay.rules).catch(() => undefined);
      if (usesSeatOdds(replay)) {
        await seatSource!.get(replay.rules, seats(replay)).catch(() => undefined);
        // Approximate odds: every turn of the game solved off this thread, one after another.
        if (seatSource!.prepare) {
          for (const state of gameStates(replay)) {
            await seatSource!.prepare(state).catch(() => undefined);
          }
        }
      }
    },
    oddsFor: (replay) => {
      if (usesSeatOdds(replay)) return seatSource!.peek(replay.rules, seats(replay));
      return usesOdds(replay) ? source!.peek(replay.rules) : null;
    },
  };
}

/** The loss in a unit that counts as 10 percentage points of winning (see PricedGame). */
export function farkleBlunderAt(unit: 'win' | 'points'): number {
  return unit === 'win' ? 10 : POINTS_BLUNDER;
}

/** Farkle's review: in win % with two to four seats to a target (the odds solved), else in points. */
export function farkleReview(pricing: FarklePricing): ReviewHook<FarkleReplay> {
  return {
    prepare: (replay) => pricing.prepare(replay),
    price: (replay) => {
      const table = pricing.oddsFor(replay);
      const positionOf = (state: FarkleState): Position =>
        table
          ? inWin(table, state)
          : { curve: firstSeatPoints(state), price: (action) => priceInPoints(state, action) };
      const decisions: PricedDecision[] = [];
      const luck: Array<{ step: number; swing: number }> = [];
      let state = farkleGame.newGame(farkleGame.setupOf(replay));
      let position = positionOf(state);
      const curve: CurvePoint[] = [{ step: 0, winChance: position.curve }];
      for (const [step, action] of replay.actions.entries()) {
        const seat = state.current;
        const priced = state.turn.phase === 'start' ? null : position.price(action);
        if (priced) decisions.push({ step, seat, ...priced });
        // Priced first: applyOwned extends the lists of the state it is given.
        const result = farkleGame.applyOwned!(state, action);
        if (!result.ok) throw new Error(`action ${step + 1}: ${result.error.message}`);
        state = result.value;
        position = positionOf(state);
        const point = { step: step + 1, winChance: position.curve };
        if (action.type === 'roll') {
          const given = (priced?.loss ?? 0) / (table ? 100 : 1);
          const moved = { before: curve.at(-1)!.winChance, after: point.winChance };
          luck.push(rollLuck(step, moved, seat, given, table !== null));
        }
        curve.push(point);
      }
      const seatNames = replay.seats.map((seat) => seat.name);
      return pricedGame(
        { finished: state.over, seatNames, decisions, curve, luck },
        table !== null,
        farkleBlunderAt('points'),
      );
    },
  };
}
