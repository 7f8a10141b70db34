import type { GeneratorKind } from '../../../src-shared/dice';
import type { PigAction, PigError, PigEvent, PigState } from '../../../src-shared/pig';
import { PIG } from '../../../src-shared/pig';
import { fail, ok, type Result } from '../contract';
import { createRng, rollDice, seedProblem } from '../rng';

export interface PigSetup {
  target: number;
  seats: number;
  generator: GeneratorKind;
  seed: number;
  playerSeed?: string;
}

/** Why these numbers cannot make a game, or null. */
export function pigSetupProblem(setup: PigSetup): string | null {
  if (
    !Number.isInteger(setup.target) ||
    setup.target < PIG.targetMin ||
    setup.target > PIG.targetMax
  ) {
    return `the target is a whole number from ${PIG.targetMin} to ${PIG.targetMax}`;
  }
  if (!Number.isInteger(setup.seats) || setup.seats < 1 || setup.seats > PIG.maxSeats) {
    return `Pig is played by 1 to ${PIG.maxSeats} seats`;
  }
  return seedProblem(setup.generator, setup.seed, setup.playerSeed);
}

export function newPig(setup: PigSetup): PigState {
  return {
    rng: createRng(setup.generator, setup.seed, setup.playerSeed),
    target: setup.target,
    totals: Array.from({ length: setup.seats }, () => 0),
    current: 0,
    rolls: [],
    turnTotal: 0,
    turns: [],
    over: false,
    winner: null,
  };
}

const GAME_OVER = 'the game is over';

/** Roll the die (a 1 loses the turn total and ends the turn) or hold (bank the turn total). */
export function applyPig(state: PigState, action: PigAction): Result<PigState, PigError> {
  if (state.over) return fail('game-over', GAME_OVER);
  if (action.type === 'hold') {
    if (state.rolls.length === 0)
      return fail('nothing-to-hold', 'roll at least once before you hold');
    return ok(endTurn(state, state.rolls, 'hold', state.turnTotal));
  }
  const { faces, rng } = rollDice(state.rng, 1);
  const face = faces[0]!;
  const rolls = [...state.rolls, face];
  if (face === 1) return ok(endTurn({ ...state, rng }, rolls, 'pig', 0));
  const turnTotal = state.turnTotal + face;
  // Reaching the target wins at once: there is nothing left to hold for.
  if (state.totals[state.current]! + turnTotal >= state.target) {
    return ok(endTurn({ ...state, rng }, rolls, 'hold', turnTotal));
  }
  return ok({ ...state, rng, rolls, turnTotal });
}

function endTurn(
  state: PigState,
  rolls: PigState['rolls'],
  outcome: 'hold' | 'pig',
  points: number,
): PigState {
  const seat = state.current;
  const totals = state.totals.with(seat, state.totals[seat]! + points);
  const totalAfter = totals[seat]!;
  const over = totalAfter >= state.target;
  return {
    ...state,
    totals,
    current: over ? seat : (seat + 1) % totals.length,
    rolls: [],
    turnTotal: 0,
    turns: [...state.turns, { seat, rolls, outcome, points, totalAfter }],
    over,
    winner: over ? seat : null,
  };
}

/** What one action changed, in the order a player would see it. */
export function pigEvents(before: PigState, _action: PigAction, after: PigState): PigEvent[] {
  const seat = before.current;
  const ended = after.turns.length > before.turns.length ? after.turns.at(-1)! : null;
  const rolled = ended ? ended.rolls.length > before.rolls.length : true;
  const events: PigEvent[] = [];
  if (rolled) {
    const face = (ended ? ended.rolls : after.rolls).at(-1)!;
    events.push({ type: 'roll', seat, face, turnTotal: ended ? ended.points : after.turnTotal });
  }
  if (ended?.outcome === 'pig') events.push({ type: 'pig', seat, lost: before.turnTotal });
  if (ended?.outcome === 'hold') {
    events.push({ type: 'hold', seat, points: ended.points, total: ended.totalAfter });
  }
  if (after.over && after.winner !== null) events.push({ type: 'game-over', winner: after.winner });
  return events;
}
