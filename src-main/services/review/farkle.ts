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
import type { WinTable } from '../../engine/farkle/wintable';
import { choiceKey, seatChances, winOddsProblem, type WinTableSource } from '../winchance';
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

/**
 * A position in win %: the first seat's chance of winning, and a decision's price as the coach
 * gives it (the two-seat solve's chances), from one listing of the options.
 */
function inWin(table: WinTable, state: FarkleState): Position {
  if (state.over) return { curve: seatChances(table, state)[0], price: () => null };
  const options = winOptions(table, state);
  const best = options[0]!;
  return {
    curve: state.current === 0 ? best.chance : 1 - best.chance,
    price: (action) => {
      const key = choiceKey(state, action);
      const chosen = options.find((option) => choiceKey(state, option.action) === key);
      if (!chosen) return null;
      return {
        chosen: label(state, action),
        best: label(state, best.action),
        winBefore: best.chance,
        loss: (best.chance - chosen.chance) * 100,
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

/** Farkle's review: in win % with two seats to a target (the odds solved), else in points. */
export function farkleReview(options: {
  winTables?: WinTableSource;
  /** Solves the turn policies the coach prices with, off the API's thread. */
  preparePolicies: (rules: Rules) => Promise<void>;
}): ReviewHook<FarkleReplay> {
  const source = options.winTables;
  const usesOdds = (replay: FarkleReplay): boolean =>
    source !== undefined &&
    replay.seats.length === 2 &&
    winOddsProblem(replay.rules) === null &&
    !source.hasFailed(replay.rules);
  return {
    prepare: async (replay) => {
      await options.preparePolicies(replay.rules);
      // A solve that fails leaves the review in points (the source remembers the failure).
      if (usesOdds(replay)) await source!.get(replay.rules).catch(() => undefined);
    },
    price: (replay) => {
      const table = usesOdds(replay) ? source!.peek(replay.rules) : null;
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
        POINTS_BLUNDER,
      );
    },
  };
}
