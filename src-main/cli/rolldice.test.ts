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

describe('hotdice rolldice', () => {
  it('plays a won game with a new target and two rounds on target (seed 49314)', async () => {
    const commands = 'r 1|r 2|r 3|s|S|r 1|r 2|R 3|r 4|s|r 1|r 2|s'.split('|');
    expect(await run(49314, ...commands)).toMatchInlineSnapshot(`
      "Roll-Dice-Roll (seed 49314)
      Roll the dice one at a time to bring their sum close to each round’s target.
      Three rounds; the lowest total wins, and under 20 is a win. Type h for the list of commands.

      Round 1 of 3   target 11   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 0
      > Die 1 rolls 6.
      Round 1 of 3   target 11   dice 6 0 0 0 0 (sum 6)   turn 1
      round score 5 = |6 - 11| x 1   total 5
      > Die 2 rolls 3.
      Round 1 of 3   target 11   dice 6 3 0 0 0 (sum 9)   turn 2
      round score 4 = |9 - 11| x 2   total 4
      > Die 3 rolls 1.
      Round 1 of 3   target 11   dice 6 3 1 0 0 (sum 10)   turn 3
      round score 3 = |10 - 11| x 3   total 3
      > Round 1 ends with 3 points.

      Round 2: the target is 30.
      Round 2 of 3   target 30   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 3
      > New target 14; 2 points added to your total.
      Round 2 of 3   target 14   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 5
      > Die 1 rolls 3.
      Round 2 of 3   target 14   dice 3 0 0 0 0 (sum 3)   turn 1
      round score 11 = |3 - 14| x 1   total 16 = 5 + 11
      > Die 2 rolls 1.
      Round 2 of 3   target 14   dice 3 1 0 0 0 (sum 4)   turn 2
      round score 20 = |4 - 14| x 2   total 25 = 5 + 20
      > Die 3 rolls 5.
      Round 2 of 3   target 14   dice 3 1 5 0 0 (sum 9)   turn 3
      round score 15 = |9 - 14| x 3   total 20 = 5 + 15
      > Die 4 rolls 5.
      Round 2 of 3   target 14   dice 3 1 5 5 0 (sum 14)   turn 4
      round score 3 = floor(0.8 x 4), on target   total 8 = 5 + 3
      > Round 2 ends with 3 points.

      Round 3: the target is 10.
      Round 3 of 3   target 10   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 8
      > Die 1 rolls 4.
      Round 3 of 3   target 10   dice 4 0 0 0 0 (sum 4)   turn 1
      round score 6 = |4 - 10| x 1   total 14 = 8 + 6
      > Die 2 rolls 6.
      Round 3 of 3   target 10   dice 4 6 0 0 0 (sum 10)   turn 2
      round score 1 = floor(0.8 x 2), on target   total 9 = 8 + 1
      > Round 3 ends with 1 point.

      Final total 9: under 20, you win. Congratulations!
      Round 3 of 3   target 10   dice 4 6 0 0 0 (sum 10)   turn 2
      round score 1 = floor(0.8 x 2), on target   total 9 = 8 + 1
      Game over, won. Type n for a new game or q to quit.
      > 
      "
    `);
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
    expect(output).toMatchInlineSnapshot(`
      "Roll-Dice-Roll (seed 42)
      Roll the dice one at a time to bring their sum close to each round’s target.
      Three rounds; the lowest total wins, and under 20 is a win. Type h for the list of commands.

      Round 1 of 3   target 24   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 0
      > "x" is not a command. Type h for the list of commands.
      Round 1 of 3   target 24   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 0
      > Say which die to roll: r and a number from 1 to 5, for example r 3.
      Round 1 of 3   target 24   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 0
      > There is no die 9: choose a die from 1 to 5. Type h for the list of commands.
      Round 1 of 3   target 24   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 0
      > Die 1 rolls 3.
      Round 1 of 3   target 24   dice 3 0 0 0 0 (sum 3)   turn 1
      round score 21 = |3 - 24| x 1   total 21
      > Die 2 rolls 5.
      Round 1 of 3   target 24   dice 3 5 0 0 0 (sum 8)   turn 2
      round score 32 = |8 - 24| x 2   total 32
      > Round 1 ends with 32 points.

      Round 2: the target is 29.
      Round 2 of 3   target 29   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 32
      > New target 27; 2 points added to your total.
      Round 2 of 3   target 27   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 34
      > Commands (upper or lower case):
        r N  roll die N (1 to 5)
        s    stop the round (before its first roll: pick a new target, 2 points added)
        n    start a new game
        h    show this help
        q    quit
      Round 2 of 3   target 27   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 34
      > New game.
      Round 1 of 3   target 10   dice 0 0 0 0 0 (sum 0)   turn 0
      round score 0 (no roll yet)   total 0
      > Goodbye.
      "
    `);
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
