import { describe, expect, it } from 'vitest';
import type { FarkleView } from '../../../src-shared/api';
import type { TurnPhase, TurnRecord } from '../../../src-shared/farkle';
import { GUIDED_GAME } from '../../../src-shared/guided-game';
import { guideStep } from './guide-step';

/** A table as the guide reads it: whose turn, how far along, and the turns that ended. */
function table(
  turnsPlayed: number,
  phase: TurnPhase,
  rolls: number,
  ended: Array<Pick<TurnRecord, 'seat' | 'outcome'>> = [],
  current = 0,
): FarkleView {
  return {
    turnsPlayed,
    current,
    turn: { phase, rolls: Array.from({ length: rolls }, () => ({})) },
    history: ended,
  } as unknown as FarkleView;
}

describe('the guided game’s steps', () => {
  it('follows the script: roll, pick the 1, roll the rest', () => {
    expect(guideStep(table(0, 'start', 0), [])).toBe('roll-first');
    expect(guideStep(table(0, 'choose', 1), [])).toBe('pick-one');
    expect(guideStep(table(0, 'choose', 1), [3])).toBe('pick-one');
    expect(guideStep(table(0, 'choose', 1), [...GUIDED_GAME.firstKeep])).toBe('roll-rest');
    // The keep stands on the table a moment before the roll that goes with it.
    expect(guideStep(table(0, 'decide', 1), [])).toBe('roll-rest');
  });

  it('shows the farkle through the bot’s turn, then the second turn to its bank', () => {
    const farkled = [{ seat: 0, outcome: 'farkle' as const }];
    expect(guideStep(table(1, 'choose', 1, farkled, 1), [])).toBe('farkle');
    const botBanked = [...farkled, { seat: 1, outcome: 'bank' as const }];
    expect(guideStep(table(2, 'start', 0, botBanked), [])).toBe('roll-second');
    expect(guideStep(table(2, 'choose', 1, botBanked), [0, 1])).toBe('pick-three');
    expect(guideStep(table(2, 'choose', 1, botBanked), [...GUIDED_GAME.secondKeep])).toBe('bank');
    const banked = [...botBanked, { seat: 0, outcome: 'bank' as const }];
    expect(guideStep(table(3, 'start', 0, banked, 1), [])).toBe('done');
  });

  it('calls any other move off the script', () => {
    expect(guideStep(table(1, 'start', 0, [{ seat: 0, outcome: 'bank' }], 1), [])).toBe(
      'off-script',
    );
    expect(guideStep(table(0, 'choose', 2), [])).toBe('off-script');
    const botBanked = [
      { seat: 0, outcome: 'farkle' as const },
      { seat: 1, outcome: 'bank' as const },
    ];
    expect(guideStep(table(2, 'choose', 2, botBanked), [])).toBe('off-script');
    expect(guideStep(table(4, 'start', 0, botBanked), [])).toBe('off-script');
  });
});
