import { describe, expect, it } from 'vitest';
import { fairness } from './stats';

describe('are the dice fair?', () => {
  it('says nothing on too few rolls', () => {
    expect(fairness(29, 29, 0.5)).toBe('few');
  });

  it('calls counts within two standard errors of the odds fair, and others not', () => {
    // 1000 rolls of 3 dice: 27.78% farkle, standard error 1.42 points.
    expect(fairness(1000, 278, 60 / 216)).toBe('fair');
    expect(fairness(1000, 300, 60 / 216)).toBe('fair');
    expect(fairness(1000, 310, 60 / 216)).toBe('more');
    expect(fairness(1000, 240, 60 / 216)).toBe('fewer');
  });
});
