import { describe, expect, it } from 'vitest';
import { PIG_BOTS, type PigBotId, type PigState } from '../../../src-shared/pig';
import { PIG_POLICIES, keepPaceAction } from './bots';
import { applyPig, newPig } from './game';

/** Games between two bots, each first in half of them; how many the first bot won. */
function wins(first: PigBotId, second: PigBotId, games: number): number {
  let won = 0;
  for (let game = 0; game < games; game++) {
    const swap = game % 2 === 1;
    const seats = swap ? [second, first] : [first, second];
    let state = newPig({ target: 100, seats: 2, generator: 'xoroshiro128plus', seed: 1000 + game });
    while (!state.over) {
      const result = applyPig(state, PIG_POLICIES[seats[state.current]!](state));
      if (!result.ok) throw new Error(result.error.message);
      state = result.value;
    }
    if (state.winner === (swap ? 1 : 0)) won++;
  }
  return won;
}

describe('the Pig bots', () => {
  it('are listed by level, and each level up to Kip beats the one below it', () => {
    expect(PIG_BOTS.map((bot) => bot.level)).toEqual([1, 2, 3, 4]);
    // Over 40,000 games each: Hollis beats Penny 69%, Kip beats Hollis 55%. Neller (level 4) is
    // the exact optimum (solver.test.ts), so no bot beats it over both seat orders; Kip comes
    // within half a point of it, too close for a test of this size to tell.
    const games = 4000;
    expect(wins('hold-at-20', 'hold-at-10', games) / games).toBeGreaterThan(0.62);
    expect(wins('keep-pace', 'hold-at-20', games) / games).toBeGreaterThan(0.52);
  });

  it('keep pace: holds later when behind, rolls on once anyone nears the target', () => {
    const at = (totals: number[], turnTotal: number) =>
      ({
        ...newPig({ target: 100, seats: 2, generator: 'xoroshiro128plus', seed: 1 }),
        totals,
        turnTotal,
        rolls: [6],
      }) as PigState;
    expect(keepPaceAction(at([0, 0], 21))).toEqual({ type: 'hold' });
    expect(keepPaceAction(at([0, 40], 21))).toEqual({ type: 'roll' });
    expect(keepPaceAction(at([40, 0], 17))).toEqual({ type: 'hold' });
    expect(keepPaceAction(at([10, 75], 40))).toEqual({ type: 'roll' });
  });
});
