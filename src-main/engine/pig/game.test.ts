import { describe, expect, it } from 'vitest';
import type { PigAction, PigReplay, PigState } from '../../../src-shared/pig';
import { runGameReplay } from '../index';
import { createRng, rollDice } from '../rng';
import { applyPig, newPig, pigEvents } from './game';
import { pigModule } from './module';
import { holdAt20Action, optimalPigAction } from './solver';

const SETUP = { target: 30, seats: 2, generator: 'xoroshiro128plus', seed: 5 } as const;

function play(state: PigState, action: PigAction): PigState {
  const result = applyPig(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The faces this seed deals, in order. */
function faces(count: number): number[] {
  return rollDice(createRng(SETUP.generator, SETUP.seed), count).faces;
}

describe('Pig', () => {
  it('adds 2-6 to the turn total, loses it on a 1, and banks it on a hold', () => {
    const dealt = faces(40);
    let state = newPig({ ...SETUP, target: 200 });
    let turnTotal = 0;
    let seen = 0;
    // Rolls until the first 1, checking the turn total each time; then the turn has passed.
    for (const face of dealt) {
      const before = state;
      state = play(state, { type: 'roll' });
      seen++;
      if (face === 1) {
        expect(state.totals).toEqual(before.totals);
        expect(state.current).toBe(1);
        expect(state.turns.at(-1)).toMatchObject({ seat: 0, outcome: 'pig', points: 0 });
        expect(pigEvents(before, { type: 'roll' }, state)).toEqual([
          { type: 'roll', seat: 0, face: 1, turnTotal: 0 },
          { type: 'pig', seat: 0, lost: turnTotal },
        ]);
        break;
      }
      turnTotal += face;
      expect(state.turnTotal).toBe(turnTotal);
    }
    expect(state.turns).toHaveLength(1);
    expect(seen).toBeGreaterThan(1);
    // Seat 1 holds a turn total of 9: it is banked and the turn passes.
    const held = play({ ...state, rolls: [4, 5], turnTotal: 9 }, { type: 'hold' });
    expect(held.totals).toEqual([0, 9]);
    expect(held.current).toBe(0);
    expect(held.turns.at(-1)).toMatchObject({ seat: 1, outcome: 'hold', points: 9, totalAfter: 9 });
  });

  it('refuses a hold before any roll and any move once it is over', () => {
    const state = newPig(SETUP);
    expect(applyPig(state, { type: 'hold' })).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-hold' },
    });
    expect(applyPig({ ...state, over: true }, { type: 'roll' })).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    });
  });

  it('ends the game the moment a seat reaches the target, and bots play it to the end', () => {
    let state = newPig({ ...SETUP, seats: 3 });
    const actions: PigAction[] = [];
    while (!state.over) {
      const action = state.current === 1 ? optimalPigAction(state) : holdAt20Action(state);
      actions.push(action);
      state = play(state, action);
    }
    expect(state.totals[state.winner!]).toBeGreaterThanOrEqual(30);
    expect(state.totals.filter((total) => total >= 30)).toHaveLength(1);
    // The replay plays back to the same state, and the store's codec keeps every action.
    const replay: PigReplay = {
      format: 'hotdice-replay',
      version: 1,
      engineVersion: 2,
      game: 'pig',
      target: 30,
      generator: 'xoroshiro128plus',
      seed: 5,
      seats: ['A', 'B', 'C'].map((name) => ({ name, bot: 'hold-at-20' })),
      actions,
    };
    const played = runGameReplay(pigModule.def, replay);
    expect(played).toEqual({ ok: true, state });
    expect(actions.map((a) => pigModule.decodeAction(pigModule.encodeAction(a)))).toEqual(actions);
    expect(pigModule.readReplay(JSON.stringify(replay))).toEqual({ ok: true, replay });
  });

  it('holds at 20 and, playing for the win, rolls on when behind near the end', () => {
    const state = { ...newPig({ ...SETUP, target: 100 }), turnTotal: 20, rolls: [6, 6, 4, 4] };
    expect(holdAt20Action(state as PigState)).toEqual({ type: 'hold' });
    // 20 to bank at 0 against an opponent at 99: holding cannot win before they do.
    const behind = { ...state, totals: [0, 99] } as PigState;
    expect(optimalPigAction(behind)).toEqual({ type: 'roll' });
  });
});
