import { describe, expect, it } from 'vitest';
import type { WinChanceView } from '../../../../src-shared/api';
import {
  fairStartLine,
  headStartNote,
  moveWaitWords,
  oddsProgressWords,
  wholeShares,
} from './odds';
import { Voice } from './voice';

const seats = ['Ann', 'Bo', 'Cy'].map((name) => ({ name, bot: null }));
const table = Voice.of(seats, 'Dee');

describe('the odds in words', () => {
  it('say how far the odds for a larger table have come, with how many players', () => {
    expect(oddsProgressWords({ progress: 0.404 }, 3)).toBe(
      'Working out the odds for three players… 40%',
    );
    expect(oddsProgressWords({ progress: 0.5 }, 2)).toBe('Working out the odds… 50%');
    expect(oddsProgressWords({ progress: 0, ahead: 2 }, 4)).toMatch(/2 other rule sets go first/);
  });

  it('say why a move waits: its turn’s odds, to the seat by name or as "you"', () => {
    const approximate: WinChanceView = {
      status: 'ready',
      seats: [0.3, 0.2, 0.5],
      approximate: true,
    };
    expect(moveWaitWords(table, 1, approximate)).toBe('Working out the odds for Bo’s turn…');
    const you = Voice.of(seats, 'Ann');
    expect(moveWaitWords(you, 0, { status: 'solving', progress: 1 })).toBe(
      'Working out the odds for your turn…',
    );
    // Exact odds at hand: the wait is not theirs, and the words do not blame them.
    expect(moveWaitWords(you, 0, { status: 'ready', seats: [0.5, 0.3, 0.2] })).toBe(
      'Still working on your move…',
    );
    expect(moveWaitWords(table, 2, { status: 'none' })).toBe('Still working on Cy’s move…');
    // A game with no odds (Pig, Roll-Dice-Roll): only still working.
    expect(moveWaitWords(you, 0)).toBe('Still working on your move…');
  });

  it('round every seat to whole percentages that add up to 100', () => {
    const shares = wholeShares([0.3335, 0.3335, 0.333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares).toEqual([34, 33, 33]);
  });

  it('name each later seat’s head start, "you" in the second person', () => {
    expect(headStartNote(table, [0, 250, 500])).toBe(
      'Bo starts with 250 points and Cy with 500, the fair start for these rules.',
    );
    // A two-seat fair start is the second seat's head start, told to its player as "you".
    expect(headStartNote(Voice.of(seats.slice(0, 2), 'Bo'), [0, 1250])).toBe(
      'You start with 1,250 points, the fair start for these rules.',
    );
    const cyFirst = Voice.of(seats, 'Cy');
    expect(
      fairStartLine(cyFirst, {
        headStarts: [0, 0, 300],
        without: [0.5, 0.3, 0.2],
        with: [0.4, 0.3, 0.3],
      }),
    ).toBe(
      'Without a head start: Ann 50%, Bo 30% and you 20%. When you start with 300 points: Ann 40%, Bo 30% and you 30%.',
    );
  });
});
