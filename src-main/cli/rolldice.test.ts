import { describe, expect, it } from 'vitest';
import { InputReader } from './input';
import { runRollDice } from './rolldice';
import { runHotdice } from './run.testkit';

async function run(seed: number, ...lines: string[]): Promise<string> {
  let output = '';
  const input = InputReader.fromStrings(...lines.map((line) => `${line}\n`));
  await runRollDice(
    { input, write: (text) => (output += text) },
    {
      generator: 'xoroshiro128plus',
      seed,
    },
  );
  return output;
}

/**
 * Runs the built program (`npm test` builds before the unit tests; alone, run
 * `npx electron-vite build` first).
 */
const hotdice = (input: string, ...args: string[]) => runHotdice(args, { input });

// Whole transcripts are kept as the terminal shows them, in transcripts/ (`-u` rewrites them).
describe('hotdice rolldice', () => {
  it('plays a won game with a new target and two rounds on target (seed 49314)', async () => {
    const commands = 'r 1|r 2|r 3|s|S|r 1|r 2|R 3|r 4|s|r 1|r 2|s'.split('|');
    await expect(await run(49314, ...commands)).toMatchFileSnapshot('transcripts/rolldice-won.txt');
  });

  it('consoles a game lost at exactly 20 (seed 582)', async () => {
    const commands = 's|r 1|r 2|r 3|r 4|r 5|r 1|r 3|r 4|r 4|s|s|s|r 1|s|r 1|r 2|r 3|s';
    const output = await run(582, ...commands.split('|'));
    expect(output).toContain('Final total 20: 20 or more this time.');
    expect(output).not.toContain('Congratulations');
    expect(output).toContain('\nGame over, lost. Type n for a new game or q to quit.\n');
  });

  it('explains what it cannot do, and takes commands in any case', async () => {
    const output = await run(42, 'x', 'r', 'r 9', 'R1', '  r 2  ', 'S', 'S', 'h', 'n', 'q', 'r 1');
    await expect(output).toMatchFileSnapshot('transcripts/rolldice-mistakes.txt');
  });

  it('refuses moves after the game but starts a new one (seed 2492)', async () => {
    const game = 'r 1|r 2|r 3|r 3|s|r 1|r 2|r 3|r 4|s|r 1|s'.split('|');
    const output = await run(2492, ...game, 'r 1', 's', 'n');
    expect(output).toContain('Final total 8: under 20, you win. Congratulations!');
    expect(output).toContain(
      'The game is over: start a new game to play again. Type h for the list of commands.',
    );
    expect(output).toMatch(/New game\.\nRound 1 of 3 {3}target \d+ {3}dice 0 0 0 0 0/);
  });

  it('runs as npx hotdice rolldice, the same as in process', async () => {
    const lines = ['r 1', 'r 2', 's', 'x', 'q'];
    const { stdout, status } = hotdice(`${lines.join('\n')}\n`, 'rolldice', '--seed', '42');
    expect(status).toBe(0);
    expect(stdout).toBe(await run(42, ...lines));
  });

  it('picks and shows a seed when none is given', () => {
    const { stdout, status } = hotdice('q\n', 'rolldice');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Roll-Dice-Roll \(seed \d+\)\n/);
  });
});

describe('hotdice rolldice new targets', () => {
  it('picks a target other than the one it replaces (seed 42 drew 29 again)', () => {
    const { stdout } = hotdice('r 1\ns\ns\nq\n', 'rolldice', '--seed', '42');
    expect(stdout).toContain('Round 2: the target is 29.\n');
    expect(stdout).toContain('> New target 20; 2 points added to your total.\n');
  });
});

describe('hotdice solve --game rolldice', () => {
  it('prints the expected total and the win chance as JSON', () => {
    const { stdout, status } = hotdice('', 'solve', '--game', 'rolldice', '--json');
    expect(status).toBe(0);
    const figures = JSON.parse(stdout) as Record<string, unknown>;
    expect(figures).toMatchObject({ game: 'rolldice', turnCap: 160 });
    // A new target is one of the 25 others, never the one turned down.
    expect(figures.expectedTotal).toBeCloseTo(15.261038, 5);
    expect(figures.winProbability).toBeCloseTo(0.81599, 5);
    expect(figures.maxWinProbability).toBeCloseTo(0.826269, 5);
  });
});
