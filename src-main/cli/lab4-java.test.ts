import { describe, expect, it } from 'vitest';
import { InputReader } from './input';
import { runLab4Java } from './lab4-java';
import { runHotdice } from './run.testkit';

/**
 * The handout's four runs of Farkle.java (CS 3793), as a program with piped input prints them:
 * the typed lines are not echoed.
 */
const HANDOUT = [
  {
    input: '1\n2 bank\n',
    output: '6 1 6 6 3 3 \nscore 100 banked, average score = 100.00 after 1 turns\nquit\n',
  },
  {
    input: '1\n1 2 3 4\n-\n',
    output:
      '6 1 6 6 3 3 \nscore 700 continue\nX X X X 4 6 \n' +
      'score 0 farkled, average score = 0.00 after 1 turns\nquit\n',
  },
  {
    input: '1\n1 2 3 4 bank\n',
    output: '6 1 6 6 3 3 \nscore 700 banked, average score = 700.00 after 1 turns\nquit\n',
  },
  {
    input: '2\n1 2 3 4 bank\n3\n2 4\n6 bank\n',
    output:
      '6 1 6 6 3 3 \nscore 700 banked, average score = 700.00 after 1 turns\n' +
      '4 3 5 4 2 3 \nscore 50 continue\n6 5 X 5 2 2 \nscore 150 continue\n6 X X X 2 5 \n' +
      'score 200 banked, average score = 450.00 after 2 turns\nquit\n',
  },
];

const npx = (args: string[], input: string) => runHotdice(args, { input });

async function run(input: string, seed = 13): Promise<string> {
  let output = '';
  await runLab4Java({ input: InputReader.fromStrings(input), write: (t) => (output += t) }, seed);
  return output;
}

describe('npx hotdice lab4 --generator java', () => {
  it.each(HANDOUT)('prints the handout run for input %#', ({ input, output }) => {
    const { stdout, status } = npx(['lab4', '--generator', 'java'], input);
    expect(stdout).toBe(output);
    expect(status).toBe(0);
  });

  it('takes --seed; hot dice frees all six positions', () => {
    // new java.util.Random(18) throws 3 3 3 1 6 5, then 1 3 3 1 1 4, then 4 1 5 5 1 2
    // (printed by a three-line Java program with OpenJDK 17).
    const { stdout } = npx(
      ['lab4', '--generator', 'java', '--seed', '17'],
      '1\n1 2 3 4 6\n5\n2 bank\n',
    );
    expect(stdout).toBe(
      '3 3 3 1 6 5 \nscore 450 continue\nX X X X 1 X \nscore 550 continue\n' +
        '4 1 5 5 1 2 \nscore 650 banked, average score = 650.00 after 1 turns\nquit\n',
    );
  });

  it.each([
    ['a position out of range', '1\n7\n', /"7" is not a die position/],
    ['a position set aside twice', '1\n2\n2\n', /die 2 is already set aside/],
    ['a position named twice', '1\n2 2\n', /die 2 is already set aside/],
    ['a non-scoring die beside a scoring one', '1\n2 5 bank\n', /3 scores nothing/],
    ['a number of turns that is not one', '-\n', /"-" is not a number of turns/],
  ])('stops with one clear line for %s, where Farkle.java throws', (_what, input, message) => {
    const { stdout, stderr, status } = npx(['lab4', '--generator', 'java'], input);
    expect(stderr.split('\n').filter((l) => l.startsWith('hotdice: '))).toHaveLength(1);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(status).not.toBe(0);
    expect(stdout).not.toContain('quit');
  });
});

describe('Farkle.java harness', () => {
  it.each(['', '-', 'bank', '5', '5 6 bank'])(
    'ends the turn as farkled when the set-aside "%s" scores nothing',
    async (answer) => {
      expect(await run(`1\n${answer}\n`)).toBe(
        '6 1 6 6 3 3 \nscore 0 farkled, average score = 0.00 after 1 turns\nquit\n',
      );
    },
  );

  it.each([
    ['x', /"x" is not a die position/],
    ['bank 2', /"bank" is not a die position/],
    ['0', /"0" is not a die position/],
  ])('stops on the answer "%s", which is not positions then bank', async (answer, message) => {
    await expect(run(`1\n${answer}\n`)).rejects.toThrow(message);
  });

  it('plays zero turns and prints quit', async () => {
    expect(await run('0\n')).toBe('quit\n');
  });

  it('refuses a session longer than its bound', async () => {
    await expect(run('99999999999\n')).rejects.toThrow(/at most 1000000 turns/);
  });

  it('stops when the input ends mid-turn', async () => {
    await expect(run('1\n')).rejects.toThrow(/input ended/);
  });

  it('averages with two decimals, as Java prints them', async () => {
    // 100, 0 and 0 points: 33.33 (turn 3, new Random(16), throws 4 5 4 5 2 5: die 1 scores nothing).
    const output = await run('3\n2 bank\n-\n1\n');
    expect(output).toContain('average score = 33.33 after 3 turns\nquit\n');
  });
});
