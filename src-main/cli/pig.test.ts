import { describe, expect, it } from 'vitest';
import { InputEnded, InputReader } from './input';
import { describePigSolution, runPig } from './pig';

async function played(input: string): Promise<string> {
  let output = '';
  await runPig(
    { input: InputReader.fromStrings(input), write: (text) => (output += text) },
    { target: 20, bot: 'hold-at-20', generator: 'xoroshiro128plus', seed: 4 },
  );
  return output;
}

describe('hotdice pig', () => {
  it('plays to the end by itself, a move a line, and names the winner', async () => {
    const output = await played('r\nr\nh\n'.repeat(40));
    expect(output).toMatch(/^Pig \(seed 4\): you against Hollis/);
    expect(output).toMatch(/(You win|Hollis wins), \d+ to \d+\.\n$/);
    expect(output).toContain('You rolled a');
  });

  it('quits at q, explains a line it cannot take, and names input that ends mid-game', async () => {
    const output = await played('x\nq\n');
    expect(output).toContain('"x" is not a move.');
    expect(output).toMatch(/Goodbye\.\n$/);
    await expect(played('r\n')).rejects.toBeInstanceOf(InputEnded);
  });

  it('solves two seats: the first player wins 53.06% to 100, with the time taken', () => {
    const figures = JSON.parse(describePigSolution(2, true)) as Record<string, number>;
    expect(figures.firstPlayerWinChance).toBeCloseTo(0.5306, 4);
    expect(figures.seconds).toBeGreaterThan(0);
    expect(figures.seconds).toBeLessThan(3);
    expect(() => describePigSolution(3, true)).toThrow(/two players/);
  });
});
