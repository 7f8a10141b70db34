import { describe, expect, it } from 'vitest';
import { botSimSetup } from './bots';
import { preset } from './presets';
import { CHUNK_TURNS, addStats, meanWithInterval, simulateChunk, simulateTurns } from './simulate';
import { solveTurn } from './solver';

describe('turn simulator', () => {
  it('rolls six dice with the exact farkle odds', () => {
    // ones-fives always stops after one roll, so its farkle rate is that of six dice.
    const stats = simulateTurns(botSimSetup('ones-fives', preset('minimal').rules), 1_000_000, 8);
    const rate = stats.farkles / stats.turns;
    const expected = 1440 / 46656;
    expect(Math.abs(rate - expected)).toBeLessThan(
      4 * Math.sqrt((expected * (1 - expected)) / 1e6),
    );
  });

  it('gives the same sums however its chunks are run', () => {
    const setup = botSimSetup('optimal', preset('minimal').rules);
    const whole = simulateTurns(setup, CHUNK_TURNS + 1000, 77);
    const parts = addStats(
      simulateChunk(setup, CHUNK_TURNS, 77, 0),
      simulateChunk(setup, 1000, 77, 1),
    );
    expect(whole).toEqual(parts);
    expect(simulateTurns(setup, 5000, 78)).not.toEqual(simulateTurns(setup, 5000, 77));
  });

  it.each(['house', 'it312', 'ece209'] as const)(
    'plays the optimal bot to the solver value under %s',
    (id) => {
      const rules = preset(id).rules;
      const { mean, halfWidth } = meanWithInterval(
        simulateTurns(botSimSetup('optimal', rules), 600_000, 3),
      );
      expect(Math.abs(mean - solveTurn(rules).expected)).toBeLessThan(2.5 * halfWidth);
    },
  );

  it('applies the three-farkle penalty', () => {
    const rules = { ...preset('minimal').rules, threeFarklePenalty: 1000 };
    const stats = simulateTurns(botSimSetup('ones-fives', rules), 200_000, 5);
    const free = simulateTurns(botSimSetup('ones-fives', preset('minimal').rules), 200_000, 5);
    expect(stats.farkles).toBe(free.farkles);
    expect(stats.sum).toBeLessThan(free.sum);
  });
});
