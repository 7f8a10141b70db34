import { describe, expect, it } from 'vitest';
import { playCourseGame } from './course-player.testkit';
import { runInTerminal } from './pty.testkit';

/*
 * Every course program at a real terminal (a pseudo-terminal through util-linux `script`), typed
 * at line by line with the input left open: each must end by itself once its game is over or the
 * player quits, and Ctrl-D or Ctrl-C at a prompt ends it quietly.
 */
const lines = (...typed: string[]): string[] => typed.map((line) => `${line}\n`);

describe('hotdice at a terminal', () => {
  it.each([
    ['ece209', ['ece209'], lines('1', '333', '115', 'y', '5', 'n'), 'Turn score = '],
    ['lab4', ['lab4'], lines('1', '2 bank'), 'after 1 turns\nquit\n'],
    ['lab4 --hotdice', ['lab4', '--hotdice', '--seed', '7'], lines('1', 'bank', 'quit'), ''],
    [
      'rolldice',
      ['rolldice', '--seed', '42'],
      lines('r 1', 's', 'r 1', 's', 'r 1', 's', 'q'),
      'Goodbye.\n',
    ],
    ['pig', ['pig', '--seed', '7'], lines('r', 'h', 'q'), 'Goodbye.\n'],
    [
      'pig to its end',
      ['pig', '--seed', '7', '--target', '10'],
      lines(...Array<string>(60).fill('r')),
      ' to ',
    ],
  ])('%s ends by itself when the game is over or the player quits', async (_, args, keys, end) => {
    const run = await runInTerminal(args, keys);
    expect(run.endedByItself, run.output).toBe(true);
    expect(run.status).toBe(0);
    expect(run.output).toContain(end);
  });

  // The seeds of the shortest games of 1 to 400 for the scripted player (104 and 115 answers).
  it.each([
    ['it312', 73],
    ['csc276', 47],
  ] as const)(
    '%s ends by itself after its winner',
    async (id, seed) => {
      const { output, answers } = await playCourseGame(id, 2, seed);
      const args = [id, '--seed', String(seed)];
      const run = await runInTerminal(args, lines(...answers), { timeout: 20_000 });
      expect(run.endedByItself).toBe(true);
      expect(run.status).toBe(0);
      expect(run.output).toMatch(/wins with \d+ points!\n$/);
      expect(run.output.endsWith(/\nFinal scores: [^\n]*\n[^\n]*\n$/.exec(output)![0])).toBe(true);
    },
    60_000,
  );

  const FIRST_PROMPT = [
    ['ece209', ['ece209']],
    ['lab4', ['lab4']],
    ['lab4 --hotdice', ['lab4', '--hotdice', '--seed', '7']],
    ['it312', ['it312', '--seed', '7']],
    ['csc276', ['csc276', '--seed', '7']],
    ['rolldice', ['rolldice', '--seed', '42']],
    ['pig', ['pig', '--seed', '7']],
  ] as const;

  it.each(FIRST_PROMPT)('%s ends quietly on Ctrl-D', async (_, args) => {
    const run = await runInTerminal([...args], ['\x04']);
    expect(run.endedByItself).toBe(true);
    expect(run.status).toBe(0);
    expect(run.output).not.toMatch(/hotdice:|Error|\n\s+at .*:\d+/);
  });

  it.each(FIRST_PROMPT)('%s ends quietly on Ctrl-C', async (_, args) => {
    const run = await runInTerminal([...args], ['\x03']);
    expect(run.endedByItself).toBe(true);
    expect(run.status).toBe(130);
    expect(run.output).not.toMatch(/hotdice:|Error|\n\s+at .*:\d+/);
  });

  it('ends quietly on Ctrl-D in the middle of a game', async () => {
    const run = await runInTerminal(['ece209'], [...lines('2', '333'), '\x04']);
    expect(run.endedByItself).toBe(true);
    expect(run.status).toBe(0);
    expect(run.output).toContain('Which to keep? ');
    expect(run.output).not.toContain('hotdice:');
  });
});
