import { describe, expect, it } from 'vitest';
import { gamesProblem, runLab } from '../services/lab';
import { labText } from './lab';

describe('hotdice lab', () => {
  it('averages turns with intervals and plays games with rotated seats', async () => {
    const report = await runLab({
      bots: ['triples', 'optimal'],
      preset: 'minimal',
      turns: 100_000,
      games: 40,
      seed: 12,
      threads: 1,
    });
    const [triples, optimal] = report.turns;
    expect(triples!.low).toBeLessThan(triples!.mean);
    expect(optimal!.mean).toBeGreaterThan(triples!.high);
    expect(report.optimum).toBe(446.571);
    const wins = report.games!.results.map((r) => r.wins);
    expect(wins[0]! + wins[1]!).toBe(40);
    expect(wins[1]).toBeGreaterThan(wins[0]!);
    const text = labText(report);
    expect(text).toContain('solver optimum: 446.571');
    expect(text).toContain('Head to head over 40 games');
    const again = await runLab({
      bots: ['triples'],
      preset: 'minimal',
      turns: 100_000,
      games: 0,
      seed: 12,
      threads: 1,
    });
    expect(again.turns).toEqual([triples]);
  });

  it('refuses games the rules cannot hold', () => {
    expect(gamesProblem(['optimal', 'greedy'], 'lab4')).toMatch(/played alone/);
    expect(gamesProblem(['optimal'], 'ece209')).toMatch(/played alone/);
    expect(gamesProblem(['optimal', 'greedy'], 'ece209')).toBeNull();
    expect(gamesProblem(['optimal'], 'it312')).toMatch(/2 to 8 players/);
    expect(gamesProblem(['optimal', 'greedy'], 'house')).toBeNull();
  });
});
