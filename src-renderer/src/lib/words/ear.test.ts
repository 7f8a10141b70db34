import { describe, expect, it } from 'vitest';
import type { FarkleView, KeepPreview } from '../../../../src-shared/api';
import { previewWords, rollWords, skippedTurnWords } from './ear';
import { curveWords } from './review';
import { Voice } from './voice';

const voice = new Voice(
  [
    { name: 'You', bot: null },
    { name: 'Milo', bot: 'milo' },
  ],
  0,
);

/** Just the parts of a view these sentences read. */
function viewWith(parts: Partial<FarkleView>): FarkleView {
  return { current: 0, history: [], ...parts } as FarkleView;
}

const allowed = (dice: number, bank: number): KeepPreview => ({
  ok: true,
  score: 250,
  breakdown: [],
  junk: [],
  turnTotal: bank,
  moves: {
    roll: { allowed: true, dice, reason: null },
    bank: { allowed: true, amount: bank, reason: null, losesGame: false },
  },
  next: null,
});

describe('the table by ear', () => {
  it('says what a selection scores and then allows, from the preview', () => {
    expect(previewWords([1, 1, 5], allowed(3, 250))).toBe(
      'Keeping 1, 1, 5 scores 250: bank 250 or roll 3 dice.',
    );
    expect(previewWords([4], { ok: false, message: 'a 4 scores nothing' })).toBe(
      'Not a keep: a 4 scores nothing.',
    );
  });

  it('names each rolled die by its key once a die is set aside', () => {
    const dice = [6, 4, 3, 3, 1, 5].map((face, i) => ({ face, aside: i === 4 }));
    const view = viewWith({ turn: { phase: 'choose', dice } as FarkleView['turn'] });
    const roll = { type: 'roll' as const, seat: 0, faces: [6, 4, 3, 3, 5] };
    expect(rollWords(roll, view, voice)).toBe(
      'You rolled 5 dice: die 1 six, die 2 four, die 3 three, die 4 three, die 6 five.',
    );
  });

  it('sums up a skipped bot turn from its record', () => {
    const record = { seat: 1, rolls: [{}, {}, {}, {}], outcome: 'farkle', turnTotal: 300 };
    const view = viewWith({ history: [record] as unknown as FarkleView['history'] });
    const events = [
      { type: 'roll' as const, seat: 1, faces: [2, 3, 4] },
      { type: 'farkle' as const, seat: 1, lost: 300, penalty: 0 },
    ];
    expect(skippedTurnWords(events, view, voice)).toEqual(['Milo: 4 rolls, farkled, lost 300.']);
  });

  it('tells a curve by its start, biggest swings and end', () => {
    const curve = [0.5, 0.52, 0.3, 0.31, 0.9, 1].map((winChance, step) => ({ step, winChance }));
    expect(curveWords(curve, 'win', 'Your chance of winning')).toBe(
      'Your chance of winning: 50.0% at the start; biggest swings at step 2 (52.0% to 30.0%), step 4 (31.0% to 90.0%), step 5 (90.0% to 100.0%); 100.0% at the end.',
    );
  });
});
