import { describe, expect, it } from 'vitest';
import type { Die, Face, FarkleState } from '../../../src-shared/farkle';
import { ALL_GROUPS, facesOf, sizeOf } from './dice';
import { advise, decisionCost } from './coach';
import { newGame } from './game';
import { preset } from './presets';
import { arrangements } from './scoring';
import { solveTurn } from './solver';

/** A minimal-rules game whose current roll shows these faces. */
function withRoll(faces: Face[], turnTotal = 0, asideCount = 0): FarkleState {
  const state = newGame({
    rules: preset('minimal').rules,
    seats: 1,
    generator: 'xoroshiro128plus',
    seed: 1,
  });
  const dice = [
    ...Array.from({ length: asideCount }, (): Die => ({ face: 2, aside: true })),
    ...faces.map((face) => ({ face, aside: false })),
  ];
  return { ...state, turn: { ...state.turn, phase: 'choose', dice, turnTotal } };
}

describe('the coach', () => {
  it('values the opening roll so that its average is the solver’s 446.571', () => {
    let expected = 0;
    for (const key of ALL_GROUPS.filter((k) => sizeOf(k) === 6)) {
      const advice = advise(withRoll(facesOf(key)));
      expected += ((advice?.best ?? 0) * arrangements(key)) / 6 ** 6;
    }
    expect(expected).toBeCloseTo(446.571, 3);
    expect(expected).toBeCloseTo(solveTurn(preset('minimal').rules).expected, 9);
  });

  it('lists every legal keep best first, with positions on the table', () => {
    const state = withRoll([1, 5, 2, 2, 2, 3]);
    const advice = advise(state)!;
    const values = advice.options.map((o) => o.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const keeps = advice.options.filter((o) => o.kind === 'keep');
    // 1, 5, 222 and their combinations: 7 non-empty keeps.
    expect(keeps).toHaveLength(7);
    for (const keep of keeps) {
      expect(keep.dice.map((i) => state.turn.dice[i]!.face).sort()).toEqual(keep.faces);
    }
  });

  it('prices a decision: nothing for the best, the difference for a worse one', () => {
    const state = withRoll([1, 5, 2, 2, 2, 3]);
    const advice = advise(state)!;
    const best = advice.options[0]!;
    const worst = advice.options.at(-1)!;
    if (best.kind !== 'keep' || worst.kind !== 'keep') throw new Error('keeps expected');
    expect(decisionCost(state, { type: 'keep', dice: best.dice })).toBe(0);
    expect(decisionCost(state, { type: 'keep', dice: worst.dice })).toBeCloseTo(
      best.value - worst.value,
      9,
    );
    expect(best.value - worst.value).toBeGreaterThan(0);
  });

  it('weighs rolling on against banking after a keep', () => {
    // 250 with three dice left: the thresholds say bank from 400, so rolling is better.
    const table = withRoll([3, 4, 6], 250, 3);
    const rolling = { ...table, turn: { ...table.turn, phase: 'decide' as const } };
    const advice = advise(rolling)!;
    expect(advice.options.map((o) => o.kind)).toEqual(['roll', 'bank']);
    expect(decisionCost(rolling, { type: 'roll' })).toBe(0);
    expect(decisionCost(rolling, { type: 'bank' })).toBeCloseTo(advice.best - 250, 9);
    // 400 with three dice left: banking is right.
    const banking = { ...rolling, turn: { ...rolling.turn, turnTotal: 400 } };
    expect(advise(banking)!.options[0]!.kind).toBe('bank');
  });

  it('has nothing to say before the first roll', () => {
    const state = newGame({
      rules: preset('house').rules,
      seats: 1,
      generator: 'xoroshiro128plus',
      seed: 3,
    });
    expect(advise(state)).toBeNull();
    expect(decisionCost(state, { type: 'roll' })).toBeNull();
  });
});
