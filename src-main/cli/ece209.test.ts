import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runEce209 } from './ece209';
import { InputReader } from './input';

/**
 * The three appendix transcripts of the ECE 209 course program, as a program with piped input
 * prints them: the typed answers are not echoed, and every score on a SCORES line is followed
 * by two spaces.
 */
const HEADER =
  'Welcome to Farkle!\nHow many players? Enter a seed integer (decimal or hexadecimal): ' +
  "\nSCORES -- 1: 0  \nPlayer 1's turn\n";

const APPENDIX = [
  {
    input: '1\n333\n115\ny\n5\nn\n',
    output:
      HEADER +
      'Rolling 6 dice...113456\n' +
      'Which to keep? Keeping 115, score = 250\n' +
      'Score so far = 250\n' +
      '3 dice left -- roll again (y/n)? Rolling 3 dice...566\n' +
      'Which to keep? Keeping 5, score = 50\n' +
      'Score so far = 300\n' +
      '2 dice left -- roll again (y/n)? Turn score = 300\n',
  },
  {
    input: '1\n13\n333\ny\n',
    output:
      HEADER +
      'Rolling 6 dice...233346\n' +
      'Which to keep? Keeping 333, score = 300\n' +
      'Score so far = 300\n' +
      '3 dice left -- roll again (y/n)? Rolling 3 dice...266\n' +
      'FARKLE -- your turn is over.\n' +
      'Turn score = 0\n',
  },
  {
    input: '1\n111\n44415\ny\n1\ny\n15\nn\n',
    output:
      HEADER +
      'Rolling 6 dice...134445\n' +
      'Which to keep? Keeping 14445, score = 550\n' +
      'Score so far = 550\n' +
      '1 dice left -- roll again (y/n)? Rolling 1 dice...1\n' +
      'Which to keep? Keeping 1, score = 100\n' +
      'Score so far = 650\n' +
      'HOT DICE! Roll 6 dice (y/n)? Rolling 6 dice...123445\n' +
      'Which to keep? Keeping 15, score = 150\n' +
      'Score so far = 800\n' +
      '4 dice left -- roll again (y/n)? Turn score = 800\n',
  },
];

async function run(...chunks: string[]): Promise<string> {
  let output = '';
  await runEce209({ input: InputReader.fromStrings(...chunks), write: (t) => (output += t) });
  return output;
}

describe('npx hotdice ece209', () => {
  it.each(APPENDIX)('prints the appendix transcript for input %#', ({ input, output }) => {
    const stdout = execFileSync('npx', ['hotdice', 'ece209'], {
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    expect(stdout).toBe(output);
  });

  it('plays seed 0 and reads a keep typed as +115', () => {
    const stdout = execFileSync('npx', ['hotdice', 'ece209'], {
      input: '1\n0\n+11\nn\n',
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    expect(stdout).toBe(
      HEADER +
        'Rolling 6 dice...111111\n' +
        'Which to keep? Keeping 11, score = 200\n' +
        'Score so far = 200\n' +
        '4 dice left -- roll again (y/n)? Turn score = 200\n',
    );
  });
});

describe('ece209 console', () => {
  it('reads answers separated by spaces as well as lines', async () => {
    expect(await run('1 333 115 y 5 n')).toBe(APPENDIX[0]!.output);
  });

  it('reads input that arrives in pieces', async () => {
    expect(await run('1\n3', '33\n11', '5\ny\n5\nn\n')).toBe(APPENDIX[0]!.output);
  });

  it('accepts the seed in hexadecimal', async () => {
    expect(await run('1\n0x14d\n115\ny\n5\nn\n')).toBe(APPENDIX[0]!.output);
  });

  it('asks again for a player count outside 1 to 4 or not a number', async () => {
    const output = await run('0\nfive\n5\n1\n13\n333\ny\n');
    expect(output).toContain(
      'How many players? This game only supports 1 to 4 players. How many? ' +
        'Please type the number of players, from 1 to 4.\n' +
        'This game only supports 1 to 4 players. How many? ' +
        'This game only supports 1 to 4 players. How many? Enter a seed',
    );
    expect(output.endsWith('Turn score = 0\n')).toBe(true);
  });

  it('asks again for a seed that is not a number, then plays', async () => {
    const output = await run('1\nseed\n13\n333\ny\n');
    expect(output).toContain('That is not a number.');
    expect(output.endsWith('FARKLE -- your turn is over.\nTurn score = 0\n')).toBe(true);
  });

  it('plays seed 0 as the C program does: the generator stays at 0 and every die shows 1', async () => {
    const output = await run('1\n0\n111111\ny\n111\nn\n');
    expect(output).toBe(
      HEADER +
        'Rolling 6 dice...111111\n' +
        'Which to keep? Keeping 111111, score = 2000\n' +
        'Score so far = 2000\n' +
        'HOT DICE! Roll 6 dice (y/n)? Rolling 6 dice...111111\n' +
        'Which to keep? Keeping 111, score = 1000\n' +
        'Score so far = 3000\n' +
        '3 dice left -- roll again (y/n)? Turn score = 3000\n',
    );
  });

  it('reads a keep as scanf("%d") does: a plus sign and leading zeros change nothing', async () => {
    expect(await run('1\n333\n+115\ny\n005\nn\n')).toBe(APPENDIX[0]!.output);
    expect(await run('1\n333\n0115\ny\n+05\nn\n')).toBe(APPENDIX[0]!.output);
  });

  it('answers a negative keep or a keep of 0 with "No match"', async () => {
    const output = await run('1\n333\n-115\n0\n-0\n115\nn\n');
    expect(output).toContain(
      'Which to keep? No match, try again.\n'.repeat(3) +
        'Which to keep? Keeping 115, score = 250\n',
    );
  });

  it('explains bad keeps and asks again', async () => {
    const output = await run('1\n333\n7\n66\n34\nabc\n115\nmaybe\nn\n');
    expect(output).toContain(
      'Which to keep? No match, try again.\n' +
        'Which to keep? No match, try again.\n' +
        'Which to keep? Must keep scoring dice. Try again.\n' +
        'Which to keep? Type the faces of the dice to keep, for example 115.\n' +
        'Which to keep? Keeping 115, score = 250\n',
    );
    expect(output).toContain(
      '3 dice left -- roll again (y/n)? Please answer y or n.\n' +
        '3 dice left -- roll again (y/n)? Turn score = 250\n',
    );
  });

  it('lets junk dice ride along with a scoring die', async () => {
    const output = await run('1\n333\n1134\nn\n');
    expect(output).toContain('Keeping 1134, score = 200\n');
    expect(output).toContain('2 dice left');
  });

  it('plays a two-player game to a winner and announces it', async () => {
    // Both players keep every die they rolled and stop at once, answering what the screen shows.
    let output = '';
    const answers = ['2', '7'];
    const io = {
      input: { token: async () => answers.shift() ?? null, line: async () => null },
      write: (text: string) => {
        output += text;
        const roll = /^Rolling \d dice\.\.\.(\d+)\n$/.exec(text);
        if (roll) answers.push(roll[1]!, 'n');
      },
    };
    await runEce209(io);
    const final = /\nSCORES -- 1: (\d+) {2}2: (\d+) {2}\nPlayer ([12]) wins!$/.exec(output);
    expect(final).not.toBeNull();
    const totals = [Number(final![1]), Number(final![2])];
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(10_000);
    expect(totals[Number(final![3]) - 1]).toBe(Math.max(...totals));
  });

  it('stops with an error when the input ends mid-game', async () => {
    await expect(run('1\n333\n')).rejects.toThrow(/input ended/);
  });
});
