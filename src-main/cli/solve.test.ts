import { describe, expect, it } from 'vitest';
import { presetSource, solveReport, solveText } from './solve';

describe('hotdice solve', () => {
  it('reports the optimum and thresholds for minimal and lab4', () => {
    for (const id of ['minimal', 'lab4'] as const) {
      const report = solveReport(presetSource(id), () => 0);
      expect(report.expected).toBe(446.571);
      expect(report.thresholds).toEqual({
        '1': 250,
        '2': 250,
        '3': 400,
        '4': 1000,
        '5': 2900,
        '6': 10050,
      });
      expect(report.entry).toBeNull();
      const text = solveText(report, presetSource(id).rules);
      expect(text).toContain('expected score per turn: 446.571');
      expect(text).toMatch(/6 dice\s+10050/);
    }
  });

  it('adds the get-on-the-board policy when the rules have an entry threshold', () => {
    const report = solveReport(presetSource('it312'), () => 0);
    expect(report.entry?.thresholds['1']).toBe(1000);
    expect(report.thresholds['6']).toBeNull();
    expect(solveText(report, presetSource('it312').rules)).toContain(
      'Before getting on the board (1000 in one turn)',
    );
  });
});
