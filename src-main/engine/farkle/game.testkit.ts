/** Helpers for the engine's game tests: seeded games, and turns played keep by keep. */
import { expect } from 'vitest';
import type {
  EngineError,
  Face,
  FarkleAction,
  FarkleState,
  GeneratorKind,
  PresetId,
  Rules,
} from '../../../src-shared/farkle';
import { apply, checkKeep, newGame } from './game';
import { preset } from './presets';

export function rulesOf(id: PresetId, changes: Partial<Rules> = {}): Rules {
  return { ...preset(id).rules, ...changes };
}

export function start(
  rules: Rules,
  seats: number,
  seed: number,
  generator: GeneratorKind = 'ece209',
): FarkleState {
  return newGame({ rules, seats, generator, seed });
}

export function act(state: FarkleState, action: FarkleAction): FarkleState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${action.type} failed: ${result.error.message}`);
  return result.value;
}

export function errorOf(state: FarkleState, action: FarkleAction): EngineError {
  const before = structuredClone(state);
  const result = apply(state, action);
  if (result.ok) throw new Error(`${action.type} should have failed`);
  expect(state).toEqual(before);
  return result.error;
}

/** The live dice of the table, sorted, as a digit string like the course prints them. */
export function live(state: FarkleState): string {
  return state.turn.dice
    .filter((d) => !d.aside && d.face !== 0)
    .map((d) => d.face)
    .sort()
    .join('');
}

/** Table positions of live dice showing these faces (each die used once). */
export function positionsOf(state: FarkleState, faces: Face[]): number[] {
  const used = new Set<number>();
  return faces.map((face) => {
    const at = state.turn.dice.findIndex((d, i) => !used.has(i) && !d.aside && d.face === face);
    if (at < 0) throw new Error(`no live ${face} in ${live(state)}`);
    used.add(at);
    return at;
  });
}

export function keepFaces(state: FarkleState, faces: Face[]): FarkleState {
  return act(state, { type: 'keep', dice: positionsOf(state, faces) });
}

function livePositions(state: FarkleState): number[] {
  return state.turn.dice.flatMap((d, i) => (!d.aside && d.face !== 0 ? [i] : []));
}

/** The legal keep worth the least (ties: fewest dice), found by trying every subset. */
export function smallestKeep(state: FarkleState): number[] {
  const positions = livePositions(state);
  let found: { dice: number[]; score: number } | null = null;
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const dice = positions.filter((_, i) => mask & (1 << i));
    const check = checkKeep(state, dice);
    if (!check.ok) continue;
    if (
      !found ||
      check.value < found.score ||
      (check.value === found.score && dice.length < found.dice.length)
    ) {
      found = { dice, score: check.value };
    }
  }
  if (!found) throw new Error(`no legal keep in ${live(state)}`);
  return found.dice;
}

/** Keeps as little as possible and rolls again until the turn farkles. */
export function farkleTurn(state: FarkleState): FarkleState {
  const turns = state.history.length;
  let s = act(state, { type: 'roll' });
  while (s.history.length === turns) {
    s = act(s, { type: 'keep', dice: smallestKeep(s) });
    s = act(s, { type: 'roll' });
  }
  return s;
}

/** Keeps as little as possible until the turn total reaches `goal`, then banks (or farkles). */
export function bankTurn(state: FarkleState, goal: number): FarkleState {
  const turns = state.history.length;
  let s = act(state, { type: 'roll' });
  while (s.history.length === turns) {
    s = act(s, { type: 'keep', dice: smallestKeep(s) });
    const canBank = s.turn.turnTotal >= goal && !(s.turn.hotDice && s.rules.hotDice === 'must');
    s = act(s, { type: canBank ? 'bank' : 'roll' });
  }
  return s;
}

export function lastTurn(state: FarkleState) {
  const record = state.history[state.history.length - 1];
  if (!record) throw new Error('no turn played yet');
  return record;
}

/** The first seed from 1 whose game passes `test`; the scenario's setup returns null to skip. */
export function findSeed<T>(
  make: (seed: number) => T | null,
  limit = 20_000,
): { seed: number; value: T } {
  for (let seed = 1; seed <= limit; seed++) {
    const value = make(seed);
    if (value !== null) return { seed, value };
  }
  throw new Error('no seed found for this scenario');
}
