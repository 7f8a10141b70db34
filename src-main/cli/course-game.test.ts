import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputReader } from './input';
import { runCourseGame } from './course-game';
import { runHotdice } from './run.testkit';
import { SET_ASIDE, playCourseGame } from './course-player.testkit';

function rules(id: 'it312' | 'csc276'): string {
  return `${readFileSync(`resources/rules/${id}.txt`, 'utf8').trimEnd()}\n\n`;
}

const npx = (args: string[], input: string) => runHotdice(args, { input });

/*
 * The dice below come from java.util.Random, printed by a Java program (OpenJDK 17) as
 * new Random(seed).nextInt(6) + 1 in order: seed 14 gives 6 1 6 6 3 3 | 3 6 2 4 4 6 |
 * 5 3 1 1 4 5 | 1 2 3 5 6 5 | 6 1 1 3 1 3 | 2 6 2 ..., seed 3 gives 3 3 1 2 1 1 | 4 5 2 2 4 5 |
 * 6 5 4 5 1 4 | 5 2 2 1 ...; each roll takes as many as it throws.
 */
describe('npx hotdice csc276 and it312', () => {
  it('plays CSC 276 turns: every choice checked, hot dice may bank, a farkle loses the turn', () => {
    const answers = ['2', '7', '2', '3', '13', '6661', 'b', '11', 'r', '5', 'r', '5', 'r', '11'];
    const { stdout, stderr, status } = npx(
      ['csc276', '--seed', '14', '--generator', 'java'],
      [...answers, 'b', '1', 'x', 'b', ''].join('\n'),
    );
    expect(stdout).toBe(
      rules('csc276') +
        "How many players? \nScores: Player 1 0, Player 2 0\nPlayer 1's turn\n" +
        'Rolling 6 dice: 6 1 6 6 3 3\n' +
        `${SET_ASIDE}Type the faces of the dice to set aside, like 15 for a 1 and a 5.\n` +
        `${SET_ASIDE}Those dice are not all in this roll: 6 1 6 6 3 3.\n` +
        `${SET_ASIDE}Keep at least one scoring die.\n` +
        `${SET_ASIDE}Every die you keep must score, and 3 scores nothing here.\n` +
        `${SET_ASIDE}Set aside 1 6 6 6 for 700: turn score 700.\n` +
        '2 dice left. Roll (r) or bank 700 (b)? Player 1 banks 700 and has 700.\n' +
        "\nScores: Player 1 700, Player 2 0\nPlayer 2's turn\n" +
        'Rolling 6 dice: 3 6 2 4 4 6\nFarkle! No point dice: the turn is over.\n' +
        "\nScores: Player 1 700, Player 2 0\nPlayer 1's turn\n" +
        'Rolling 6 dice: 5 3 1 1 4 5\n' +
        `${SET_ASIDE}Set aside 1 1 for 200: turn score 200.\n` +
        '4 dice left. Roll (r) or bank 200 (b)? Rolling 4 dice: 1 2 3 5\n' +
        `${SET_ASIDE}Set aside 5 for 50: turn score 250.\n` +
        '3 dice left. Roll (r) or bank 250 (b)? Rolling 3 dice: 6 5 6\n' +
        `${SET_ASIDE}Set aside 5 for 50: turn score 300.\n` +
        '2 dice left. Roll (r) or bank 300 (b)? Rolling 2 dice: 1 1\n' +
        `${SET_ASIDE}Set aside 1 1 for 200: turn score 500.\n` +
        'Hot dice! Roll all six (r) or bank 500 (b)? Player 1 banks 500 and has 1200.\n' +
        "\nScores: Player 1 1200, Player 2 0\nPlayer 2's turn\n" +
        'Rolling 6 dice: 3 1 3 2 6 2\n' +
        `${SET_ASIDE}Set aside 1 for 100: turn score 100.\n` +
        '5 dice left. Roll (r) or bank 100 (b)? Type r to roll or b to bank.\n' +
        '5 dice left. Roll (r) or bank 100 (b)? Player 2 banks 100 and has 100.\n' +
        "\nScores: Player 1 1200, Player 2 100\nPlayer 1's turn\n" +
        `Rolling 6 dice: 4 3 2 6 3 5\n${SET_ASIDE}`,
    );
    // The input ended mid-game: one line on stderr, no stack trace.
    expect(stderr).toContain('hotdice: the input ended before the game was over');
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(status).toBe(1);
  });

  it('plays IT 312 turns: 1000 in one turn to get on the board, rolling on until then', () => {
    const { stdout } = npx(
      ['it312', '--seed', '3', '--generator', 'java'],
      '1\n2\n111\nb\n55\n5\n15\n',
    );
    const entry = (total: number): string =>
      `You must reach 1000 in one turn to get on the board (you have ${total}). Rolling on.\n`;
    const off = ' (not on the board yet: 1000 in one turn to enter)';
    expect(stdout).toBe(
      rules('it312') +
        'How many players? Farkle needs at least two players: add more.\nHow many players? ' +
        `\nScores: Player 1 0, Player 2 0\nPlayer 1's turn${off}\n` +
        'Rolling 6 dice: 3 3 1 2 1 1\n' +
        `${SET_ASIDE}Set aside 1 1 1 for 1000: turn score 1000.\n` +
        '3 dice left. Roll (r) or bank 1000 (b)? Player 1 banks 1000 and has 1000.\n' +
        'Player 1 is on the board.\n' +
        `\nScores: Player 1 1000, Player 2 0\nPlayer 2's turn${off}\n` +
        'Rolling 6 dice: 4 5 2 2 4 5\n' +
        `${SET_ASIDE}Set aside 5 5 for 100: turn score 100.\n${entry(100)}` +
        'Rolling 4 dice: 6 5 4 5\n' +
        `${SET_ASIDE}Set aside 5 for 50: turn score 150.\n${entry(150)}` +
        'Rolling 3 dice: 1 4 5\n' +
        `${SET_ASIDE}Set aside 1 5 for 150: turn score 300.\n${entry(300)}` +
        'Rolling 1 die: 2\nFarkle! No point dice: the 300 points of this turn are lost.\n' +
        "\nScores: Player 1 1000, Player 2 0\nPlayer 1's turn\n" +
        `Rolling 6 dice: 2 1 2 6 5 2\n${SET_ASIDE}`,
    );
  });

  it.each(['it312', 'csc276'] as const)('plays a six-player %s game to its winner', async (id) => {
    const { output, answers } = await playCourseGame(id, 6, 2024);
    const { stdout, status } = npx([id, '--seed', '2024'], answers.join('\n'));
    expect(stdout).toBe(output);
    expect(status).toBe(0);
    checkGame(output, id);
  });

  it.each(['it312', 'csc276'])('explains %s in its --help', (id) => {
    const { stdout, status } = npx([id, '--help'], '');
    expect(stdout).toContain(`Usage: hotdice ${id} [options]`);
    expect(stdout.replace(/\s+/g, ' ')).toContain('2 to 1000 players');
    expect(stdout).toContain('--seed <seed>');
    expect(status).toBe(0);
  });
});

/**
 * Re-adds the game from its transcript: every bank adds to that player's total, the final round
 * gives each other player exactly one turn, and the winner has the highest total.
 */
function checkGame(output: string, id: string): void {
  const totals = [0, 0, 0, 0, 0, 0];
  for (const [, seat, points, total] of output.matchAll(
    /Player (\d) banks (\d+) and has (\d+)\./g,
  )) {
    totals[Number(seat) - 1]! += Number(points);
    expect(totals[Number(seat) - 1]).toBe(Number(total));
  }
  const final = /\nFinal scores: (.*)\nPlayer (\d) wins with (\d+) points!\n$/.exec(output);
  expect(final, id).not.toBeNull();
  expect(final![1]).toBe(totals.map((t, i) => `Player ${i + 1} ${t}`).join(', '));
  expect(Number(final![3])).toBe(Math.max(...totals));
  expect(totals[Number(final![2]) - 1]).toBe(Math.max(...totals));

  const trigger = /Player (\d) has (\d+): everyone else gets one last turn to beat it\.\n/.exec(
    output,
  );
  expect(trigger).not.toBeNull();
  expect(Number(trigger![2])).toBeGreaterThanOrEqual(10_000);
  const lastTurns = [...output.slice(trigger!.index).matchAll(/Player (\d)'s turn/g)].map((m) =>
    Number(m[1]),
  );
  const others = [1, 2, 3, 4, 5, 6].filter((seat) => seat !== Number(trigger![1]));
  expect([...lastTurns].sort()).toEqual(others);
}

/** Plays the input in-process: what was written, and the error that stopped it if any. */
async function run(input: string): Promise<{ output: string; error: string | null }> {
  let output = '';
  const io = { input: InputReader.fromStrings(input), write: (t: string) => (output += t) };
  try {
    await runCourseGame(io, { preset: 'csc276', rulesText: 'RULES', generator: 'java', seed: 14 });
    return { output, error: null };
  } catch (error) {
    return { output, error: (error as Error).message };
  }
}

describe('course console games', () => {
  it('asks again for fewer than two players, too many, or not a number', async () => {
    const { output, error } = await run('1\n0\n1001\nmany\n1000\n');
    expect(output).toBe(
      'RULES\n\nHow many players? ' +
        'Farkle needs at least two players: add more.\nHow many players? ' +
        'Farkle needs at least two players: add more.\nHow many players? ' +
        'This program seats at most 1000 players.\nHow many players? ' +
        'Type the number of players, like 3.\nHow many players? ' +
        // A crowd's scoreboard: one aligned line a player.
        `\nScores:\n${Array.from({ length: 1000 }, (_, i) => `  ${`Player ${i + 1}`.padEnd(11)}  0\n`).join('')}` +
        "Player 1's turn\nRolling 6 dice: 6 1 6 6 3 3\n" +
        SET_ASIDE,
    );
    expect(error).toMatch(/input ended/);
  });

  it('keeps the scores on one line up to 12 players', async () => {
    const { output } = await run('12\n');
    expect(output).toContain(
      `\nScores: ${Array.from({ length: 12 }, (_, i) => `Player ${i + 1} 0`).join(', ')}\n`,
    );
  });

  it.each(['it312', 'csc276'] as const)(
    'names the highest total so far as the score to beat in the %s final round',
    async (id) => {
      let raised = 0;
      // Seeds until a later player raised the score to beat (and at least five games).
      for (let seed = 1; seed <= 200 && (raised === 0 || seed <= 5); seed++) {
        const { output } = await playCourseGame(id, 12, seed);
        const totals = Array.from({ length: 12 }, () => 0);
        for (const m of output.matchAll(
          /Player (\d+) banks \d+ and has (\d+)\.|Player (\d+)'s turn \(last turn: beat (\d+)/g,
        )) {
          if (m[1]) {
            totals[Number(m[1]) - 1] = Number(m[2]);
            continue;
          }
          const others = totals.filter((_, i) => i !== Number(m[3]) - 1);
          expect(Number(m[4])).toBe(Math.max(...others));
          const trigger = /Player \d+ has (\d+): everyone else/.exec(output)!;
          if (Number(m[4]) > Number(trigger[1])) raised++;
        }
      }
      // Some final rounds had a later player bank past the one who started them.
      expect(raised).toBeGreaterThan(0);
    },
  );

  it('takes set-aside faces with spaces or commas', async () => {
    const { output } = await run('2\n6 6, 6 1\nb\n');
    expect(output).toContain('Set aside 1 6 6 6 for 700: turn score 700.\n');
    expect(output).toContain('Player 1 banks 700 and has 700.\n');
  });
});
