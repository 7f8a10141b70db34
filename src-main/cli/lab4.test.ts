import { describe, expect, it } from 'vitest';
import { InputReader } from './input';
import { runLab4 } from './lab4';

async function run(input: string, seed = 333): Promise<string[]> {
  let output = '';
  await runLab4(
    { input: InputReader.fromStrings(input), write: (t) => (output += t) },
    { generator: 'ece209', seed },
  );
  return output.split('\n').filter(Boolean);
}

describe('lab4 solitaire console', () => {
  it('shows dice by position, sets aside by position and banks', async () => {
    // Seed 333 rolls 4 6 1 5 1 3 in table order (sorted: 113456).
    const lines = await run('1\n3 5 bank\nquit\n');
    expect(lines[0]).toBe('4 6 1 5 1 3');
    expect(lines[1]).toBe('score 200 banked, average score = 200.00 after 1 turns');
    expect(lines).toHaveLength(2);
  });

  it('marks set-aside dice with X and continues the turn', async () => {
    const lines = await run('1\n3 4 5\n');
    expect(lines[0]).toBe('4 6 1 5 1 3');
    expect(lines[1]).toBe('score 250 continue');
    expect(lines[2]).toMatch(/^[1-6] [1-6] X X X [1-6]$/);
  });

  it('explains bad answers and keeps the turn going', async () => {
    const lines = await run('x\n1\n7\n2\nbank\n3 bank\nquit\n');
    expect(lines).toEqual([
      'Type how many turns to play (a whole number), or quit.',
      '4 6 1 5 1 3',
      'Type the positions (1 to 6) of the dice to set aside, then bank to stop.',
      'keep at least one scoring die.',
      'choose at least one die to keep.',
      'score 100 banked, average score = 100.00 after 1 turns',
    ]);
  });

  it('keeps a running average over several turns and reports farkles', async () => {
    // Keep one scoring die and roll on until the turn farkles or hot dice come up.
    let output = '';
    const input = {
      line: async (): Promise<string | null> => {
        const shown = output.trimEnd().split('\n').at(-1) ?? '';
        if (output === '') return '3';
        if (/average score/.test(shown)) return /after 3 turns/.test(shown) ? 'quit' : '1';
        const dice = shown.split(' ');
        const scoring = dice.findIndex((d) => d === '1' || d === '5');
        if (scoring >= 0) return `${scoring + 1} bank`;
        const triple = dice.findIndex(
          (d, _, all) => d !== 'X' && all.filter((e) => e === d).length >= 3,
        );
        return `${triple + 1} ${dice.indexOf(dice[triple]!, triple + 1) + 1} ${dice.lastIndexOf(dice[triple]!) + 1} bank`;
      },
      token: async () => null,
    };
    await runLab4(
      { input, write: (t) => (output += t) },
      { generator: 'xoroshiro128plus', seed: 5 },
    );
    const results = output.split('\n').filter((l) => l.startsWith('score '));
    expect(results).toHaveLength(3);
    const points = results.map((l) => Number(/^score (\d+)/.exec(l)![1]));
    const average = points.reduce((a, b) => a + b, 0) / 3;
    expect(results[2]).toContain(`average score = ${average.toFixed(2)} after 3 turns`);
  });
});
