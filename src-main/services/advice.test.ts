import { describe, expect, it } from 'vitest';
import type { FarkleState, Rules } from '../../src-shared/farkle';
import { advise, apply, newGame } from '../engine';
import { winOptions } from '../engine/farkle/expert';
import { bankLosesGame, nextAdvice } from './advice';
import { SMALL, smallOdds } from './review/review.testkit';

/** The first roll-or-bank state of seat `seat`'s turn: rolled, the coach's best keep kept. */
function afterFirstKeep(rules: Rules, change: (state: FarkleState) => FarkleState): FarkleState {
  for (let seed = 1; ; seed++) {
    const start = change(newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed }));
    const rolled = apply(start, { type: 'roll' });
    if (!rolled.ok || rolled.value.turn.phase !== 'choose') continue;
    const best = advise(rolled.value)!.options[0]!;
    if (best.kind !== 'keep') continue;
    const kept = apply(rolled.value, { type: 'keep', dice: best.dice });
    if (kept.ok && kept.value.turn.phase === 'decide') return kept.value;
  }
}

describe('advice before the decision', () => {
  it('prices rolling on and banking in win % with the odds, as the two-seat solve does', () => {
    const state = afterFirstKeep(SMALL, (s) => s);
    const advice = nextAdvice(state, smallOdds)!;
    const chances = winOptions(smallOdds, state);
    expect(advice.measure).toBe('win');
    expect(advice.roll).toBe(chances.find((o) => o.action.type === 'roll')!.chance);
    expect(advice.bank).toBe(chances.find((o) => o.action.type === 'bank')!.chance);
    expect(advice.best).toBe(chances[0]!.action.type);
  });

  it('prices them in expected points without the odds', () => {
    const state = afterFirstKeep(SMALL, (s) => s);
    const advice = nextAdvice(state, null)!;
    const points = advise(state)!;
    expect(advice.measure).toBe('points');
    expect(advice.roll).toBe(points.options.find((o) => o.kind === 'roll')!.value);
    expect(advice.bank).toBe(state.turn.turnTotal);
    expect(advice.best).toBe(points.options[0]!.kind);
  });

  it('gives no advice outside a roll-or-bank decision', () => {
    const start = newGame({ rules: SMALL, seats: 2, generator: 'xoroshiro128plus', seed: 1 });
    expect(nextAdvice(start, smallOdds)).toBeNull();
  });
});

describe('a bank that loses the game', () => {
  const rules: Rules = { ...SMALL, finalRound: true };
  /** The last turn of the final round: seat 0 reached `leader`, seat 1 has `mine`. */
  const lastTurn = (leader: number, mine: number) => (state: FarkleState) => ({
    ...state,
    seats: [
      { total: leader, onBoard: true, farkleStreak: 0 },
      { total: mine, onBoard: true, farkleStreak: 0 },
    ],
    current: 1,
    finalRound: { trigger: 0, remaining: [1] },
  });

  it('is found when banking ends the final round behind the leader', () => {
    const state = afterFirstKeep(rules, lastTurn(1200, 300));
    expect(bankLosesGame(state)).toBe(true);
  });

  it('is not when the bank passes the leader, or outside a final round', () => {
    expect(bankLosesGame(afterFirstKeep(rules, lastTurn(1200, 1150)))).toBe(false);
    expect(bankLosesGame(afterFirstKeep(SMALL, (s) => s))).toBe(false);
  });
});
