import type {
  CoachAdvice,
  CoachOption,
  FarkleAction,
  FarkleState,
  Rules,
} from '../../../src-shared/farkle';
import { facesOf, keyOf } from './dice';
import { checkBank, diceToRoll, liveFaces, positionsOf } from './game';
import { solveTurn, type TurnPolicy } from './solver';

/**
 * The optimal turn policy for the current player's situation: the entry threshold while they are
 * off the board, and a farkle's real price when a third farkle in a row would cost the penalty.
 * Values are expected final turn scores (the CS 3793 course program's measure), not chances of winning the game.
 */
function policyFor(state: FarkleState): TurnPolicy {
  const { rules } = state;
  const seat = state.seats[state.current]!;
  const entry = !seat.onBoard && rules.entryThreshold > 0;
  const farkleValue =
    rules.threeFarklePenalty > 0 && seat.farkleStreak >= 2 ? -rules.threeFarklePenalty : 0;
  if (last?.rules !== rules || last.entry !== entry || last.farkleValue !== farkleValue) {
    last = { rules, entry, farkleValue, policy: solveTurn(rules, { entry, farkleValue }) };
  }
  return last.policy;
}

/** The last policy asked for: a game's moves ask with the same rules, most in the same situation. */
let last: { rules: Rules; entry: boolean; farkleValue: number; policy: TurnPolicy } | null = null;

/**
 * Every choice the current player has, with its expected final turn score under optimal play
 * from there, best first; null when there is nothing to decide (the turn's first roll).
 */
export function advise(state: FarkleState): CoachAdvice | null {
  if (state.over || state.turn.phase === 'start') return null;
  const policy = policyFor(state);
  const { turn } = state;
  let options: CoachOption[];
  if (turn.phase === 'choose') {
    options = policy.keepChoices(keyOf(liveFaces(turn.dice)), turn.turnTotal).map((choice) => ({
      kind: 'keep',
      dice: positionsOf(state.turn.dice, choice.keep),
      faces: facesOf(choice.keep),
      score: choice.score,
      value: choice.value,
    }));
  } else {
    options = [{ kind: 'roll', value: policy.rollValue(turn.turnTotal, diceToRoll(turn)) }];
    if (checkBank(state).ok) options.push({ kind: 'bank', value: turn.turnTotal });
    options.sort((a, b) => b.value - a.value);
  }
  return options.length > 0 ? { options, best: options[0]!.value } : null;
}

/**
 * What a decision cost in expectation: the best option's value minus the chosen one's. Null for
 * moves that are no decision (the first roll) and for illegal moves.
 */
export function decisionCost(state: FarkleState, action: FarkleAction): number | null {
  const advice = advise(state);
  if (!advice) return null;
  let chosen: CoachOption | undefined;
  if (action.type === 'keep') {
    const faces = action.dice.flatMap((i) => {
      const die = state.turn.dice[i];
      return die && !die.aside && die.face !== 0 ? [die.face] : [];
    });
    const key = keyOf(faces);
    chosen = advice.options.find((o) => o.kind === 'keep' && keyOf(o.faces) === key);
  } else {
    chosen = advice.options.find((o) => o.kind === action.type);
  }
  return chosen ? advice.best - chosen.value : null;
}

/** The expected score of the current player's turn from its first roll, under optimal play. */
export function turnExpectation(state: FarkleState): number {
  return policyFor(state).expected;
}
