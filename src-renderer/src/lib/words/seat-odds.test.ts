import { describe, expect, it } from 'vitest';
import { aboutDuration, seatOddsLine } from './seat-odds';

describe('what the setup says of the odds at three or four seats', () => {
  it('say the estimate in the unit a person reads it in', () => {
    expect(aboutDuration(10)).toBe('under a minute');
    expect(aboutDuration(60)).toBe('about 1 minute');
    expect(aboutDuration(1407)).toBe('about 23 minutes');
    expect(aboutDuration(6893)).toBe('about 1.9 hours');
  });

  it('say how long the first game spends, how far it has come, or nothing once kept', () => {
    expect(seatOddsLine({ status: 'unsolved', seconds: 240 }, 3)).toBe(
      'The first game at these rules works out the odds for three players first: about 4 minutes (once; kept for next time).',
    );
    expect(seatOddsLine({ status: 'solving', progress: 0.4 }, 4)).toBe(
      'Working out the odds for four players… 40% (once; kept for next time)',
    );
    expect(seatOddsLine({ status: 'kept' }, 3)).toBe('');
    expect(seatOddsLine({ status: 'approximate' }, 4)).toMatch(/four players .* approximate/);
    expect(seatOddsLine({ status: 'none', reason: 'it failed' }, 3)).toBe(
      'No odds for three players at these rules: it failed.',
    );
  });
});
