import { describe, expect, it } from 'vitest';
import { runHotdice } from './run.testkit';

/** Runs the built terminal program (npm test builds it first; commands.test.ts covers npx). */
const hotdice = (...args: string[]) => runHotdice(args, { via: 'node' });

describe('hotdice solve (built program)', () => {
  it('prints the optimum and the banking thresholds', () => {
    const { stdout, status } = hotdice('solve', '--rules', 'minimal');
    expect(status).toBe(0);
    expect(stdout).toContain('expected score per turn: 446.571');
    expect(stdout).toMatch(/1 die\s+250\n\s+2 dice\s+250\n\s+3 dice\s+400\n\s+4 dice\s+1000\n/);
    const json = JSON.parse(hotdice('solve', '--rules', 'lab4', '--json').stdout) as {
      expected: number;
      thresholds: Record<string, number>;
    };
    expect(json.expected).toBe(446.571);
    expect(json.thresholds['6']).toBe(10050);
  });
});

describe('hotdice lab (built program)', () => {
  it('gives the same figures on worker threads as in one thread', () => {
    const run = (threads: string): unknown =>
      JSON.parse(
        hotdice(
          'lab',
          '--bots',
          'triples,optimal',
          '--turns',
          '600000',
          '--rules',
          'minimal',
          '--seed',
          '5',
          '--threads',
          threads,
          '--json',
        ).stdout,
      );
    const single = run('1') as { turns: Array<{ mean: number }> };
    expect(run('2')).toEqual(single);
    expect(Math.abs(single.turns[1]!.mean / 446.571 - 1)).toBeLessThan(0.005);
  });
});
