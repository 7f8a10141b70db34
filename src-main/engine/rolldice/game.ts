import type { GeneratorKind, RngState } from '../../../src-shared/dice';
import {
  ROLLDICE,
  type DieValue,
  type RollDiceAction,
  type RollDiceError,
  type RollDiceState,
} from '../../../src-shared/rolldice';
import { fail, ok, type Result } from '../contract';
import { createRng, drawInt, rollDice } from '../rng';

export interface RollDiceSetup {
  generator: GeneratorKind;
  seed: number;
  /** With the hmac-sha256 generator only. */
  playerSeed?: string;
  /** The engine version of a replayed game (1: a new target may repeat the old); absent: this one. */
  engineVersion?: number;
}

/** Roll-Dice-Roll's answers: the shared Result with its own error codes. */
type RollDiceResult<T> = Result<T, RollDiceError>;

/**
 * The CSE 142 course program's score for a round after `turn` rolls, without earlier rounds. On target it is
 * 0.8 x turn truncated, computed as 4 x turn / 5 so no floating-point error can cross an integer.
 */
export function roundScore(sum: number, target: number, turn: number): number {
  return sum === target ? Math.floor((4 * turn) / 5) : Math.abs(sum - target) * turn;
}

export function diceSum(dice: readonly DieValue[]): number {
  return dice.reduce<number>((sum, value) => sum + value, 0);
}

function unrolled(): DieValue[] {
  return Array.from({ length: ROLLDICE.dice }, (): DieValue => 0);
}

function drawTarget(rng: RngState): { value: number; rng: RngState } {
  return drawInt(rng, ROLLDICE.targetMin, ROLLDICE.targetMax);
}

/**
 * A target other than `old`, uniform over the other 25. The first draw is the one every earlier
 * game made, so games whose new target already differed replay as before; only a repeat draws
 * again, once, among the others.
 */
function drawNewTarget(rng: RngState, old: number): { value: number; rng: RngState } {
  const first = drawTarget(rng);
  if (first.value !== old) return first;
  const other = drawInt(first.rng, ROLLDICE.targetMin, ROLLDICE.targetMax - 1);
  return { value: other.value >= old ? other.value + 1 : other.value, rng: other.rng };
}

/** Round 1 with a fresh target, drawn from `rng`, under the rules of `version`. */
function startGame(rng: RngState, version: RollDiceState['version']): RollDiceState {
  const target = drawTarget(rng);
  return {
    version,
    rng: target.rng,
    round: 1,
    target: target.value,
    rejected: [],
    dice: unrolled(),
    turn: 0,
    roundScore: 0,
    earlier: 0,
    total: 0,
    rounds: [],
    over: false,
    won: null,
  };
}

export function newGame(setup: RollDiceSetup): RollDiceState {
  const version = setup.engineVersion === 1 ? 1 : 2;
  return startGame(createRng(setup.generator, setup.seed, setup.playerSeed), version);
}

export function apply(state: RollDiceState, action: RollDiceAction): RollDiceResult<RollDiceState> {
  switch (action.type) {
    case 'roll':
      return roll(state, action.die);
    case 'stop':
      return stop(state);
    case 'retarget':
      return retarget(state);
    case 'new-game':
      return ok(startGame(state.rng, state.version));
  }
}

const GAME_OVER = 'the game is over: start a new game to play again';

function roll(state: RollDiceState, die: number): RollDiceResult<RollDiceState> {
  if (state.over) return fail('game-over', GAME_OVER);
  if (!Number.isInteger(die) || die < 1 || die > ROLLDICE.dice) {
    return fail('bad-die', `there is no die ${die}: choose a die from 1 to ${ROLLDICE.dice}`);
  }
  const rolled = rollDice(state.rng, 1);
  const dice = state.dice.map((value, i) => (i === die - 1 ? rolled.faces[0]! : value));
  const turn = state.turn + 1;
  const score = roundScore(diceSum(dice), state.target, turn);
  return ok({
    ...state,
    rng: rolled.rng,
    dice,
    turn,
    roundScore: score,
    total: state.earlier + score,
  });
}

function stop(state: RollDiceState): RollDiceResult<RollDiceState> {
  if (state.over) return fail('game-over', GAME_OVER);
  if (state.turn === 0)
    return fail('no-roll-yet', 'roll at least one die before you stop the round');
  const rounds = [
    ...state.rounds,
    {
      target: state.target,
      rejected: state.rejected,
      dice: state.dice,
      turns: state.turn,
      score: state.roundScore,
    },
  ];
  if (state.round === ROLLDICE.rounds) {
    // The last round stays on the table so the final dice and score can be shown.
    return ok({ ...state, rounds, over: true, won: state.total < ROLLDICE.winBelow });
  }
  const target = drawTarget(state.rng);
  return ok({
    ...state,
    rng: target.rng,
    round: state.round + 1,
    target: target.value,
    rejected: [],
    dice: unrolled(),
    turn: 0,
    roundScore: 0,
    earlier: state.total,
    rounds,
  });
}

function retarget(state: RollDiceState): RollDiceResult<RollDiceState> {
  if (state.over) return fail('game-over', GAME_OVER);
  if (state.turn > 0) {
    return fail(
      'already-rolled',
      'a new target can only be picked before the first roll of a round',
    );
  }
  const target =
    state.version === 1 ? drawTarget(state.rng) : drawNewTarget(state.rng, state.target);
  const penalty = ROLLDICE.retargetPenalty;
  return ok({
    ...state,
    rng: target.rng,
    target: target.value,
    rejected: [...state.rejected, state.target],
    earlier: state.earlier + penalty,
    total: state.total + penalty,
  });
}
