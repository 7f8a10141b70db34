import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHotdice } from './run.testkit';

/**
 * Runs the built terminal program (npm test builds it first) with its output already closed, as
 * `hotdice ... | head -1` leaves it once head has its line.
 */
function runIntoClosedPipe(
  args: string[],
  input: string,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['out/main/hotdice.js', ...args], { timeout: 20_000 });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Every mode, with the start of a session's input: each writes a good deal before it ends. */
const EVERY_MODE: Array<[string[], string]> = [
  [['ece209'], '1\n333\n115\ny\n5\nn\n'],
  [['lab4'], '1\n2 bank\n'],
  [['lab4', '--hotdice', '--seed', '7'], '1\nquit\n'],
  [['it312', '--seed', '5'], '2\n'],
  [['csc276', '--seed', '5'], '2\n'],
  [['rolldice', '--seed', '42'], 'q\n'],
  [['pig', '--seed', '7'], 'r\nr\nh\nq\n'],
  [['solve', '--game', 'pig', '--players', '2'], ''],
  [['rules'], ''],
  [['rules', 'it312'], ''],
  [['score', '113456'], ''],
  [['solve', '--rules', 'minimal'], ''],
  [['lab', '--bots', 'greedy', '--turns', '1000', '--threads', '1'], ''],
];

describe('hotdice with its output closed early', () => {
  it.each(EVERY_MODE)('hotdice %j stops quietly', async (args, input) => {
    const { code, stderr } = await runIntoClosedPipe(args, input);
    expect(stderr).not.toMatch(/EPIPE|Error|\bat /);
    expect(code).toBe(0);
  });
});

// Bounded, so that a command line that would run without end fails the test instead.
const hotdice = (...args: string[]) => runHotdice(args, { via: 'node', timeout: 20_000 });

describe('hotdice bounds and mistakes', () => {
  it.each([
    [['--turns', '99999999999999999999'], /from 1 to 100,000,000/],
    [['--turns', '100000001'], /from 1 to 100,000,000/],
    [['--turns', '0'], /from 1 to 100,000,000/],
    [['--games', '100001'], /from 0 to 100,000/],
    [['--threads', '0'], /from 1 to 64/],
  ])('refuses lab %j with its bound', (args, message) => {
    const { stderr, status } = hotdice('lab', '--bots', 'greedy', ...args);
    expect(stderr).toMatch(message);
    expect(status).not.toBe(0);
  });

  it('says the bounds in lab --help', () => {
    const { stdout } = spawnSync('node', ['out/main/hotdice.js', 'lab', '--help'], {
      encoding: 'utf8',
    });
    // Commander wraps the lines; the words are what matter.
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('simulated turns per bot, 1 to 100,000,000');
    expect(text).toContain('0 to 100,000 (default: 0)');
    expect(text).toContain('1 to 64');
  });

  it('answers dice that are not 1 to 6 dice in one line and a hint, not the list of modes', () => {
    const { stderr, status } = hotdice('score', '1111111');
    expect(stderr).toBe(
      'hotdice: "1111111" is not 1 to 6 dice (digits 1-6, e.g. 113456)\n' +
        '(hotdice --help lists the modes; hotdice <mode> --help explains one)\n',
    );
    expect(status).toBe(1);
  });
});

describe('hotdice rolldice --generator java', () => {
  it('plays Roll-Dice-Roll with java.util.Random', () => {
    const { stdout } = spawnSync(
      'node',
      ['out/main/hotdice.js', 'rolldice', '--generator', 'java', '--seed', '1'],
      { input: 'q\n', encoding: 'utf8', timeout: 20_000 },
    );
    // The first target is 5 + new Random(1).nextInt(26) = 5 + 17 (printed by OpenJDK 17).
    expect(stdout).toContain('Round 1 of 3   target 22   ');
  });
});

describe('hotdice when its output cannot be written', () => {
  it.each(EVERY_MODE)(
    'hotdice %j into a full disk says so in one line, status 1',
    (args, input) => {
      const full = openSync('/dev/full', 'w');
      const run = spawnSync('node', ['out/main/hotdice.js', ...args], {
        input,
        stdio: ['pipe', full, 'pipe'],
        encoding: 'utf8',
        timeout: 20_000,
      });
      closeSync(full);
      expect(run.stderr).toMatch(/^hotdice: cannot write the output: ENOSPC[^\n]*\n$/);
      expect(run.status).toBe(1);
    },
  );
});

describe('hotdice without its rules file', () => {
  const resources = mkdtempSync(join(tmpdir(), 'hotdice-resources-'));
  mkdirSync(join(resources, 'rules'));
  mkdirSync(join(resources, 'rules', 'csc276.txt'));
  writeFileSync(join(resources, 'rules', 'ece209.txt'), 'ECE 209 RULES\n');
  const withResources = (...args: string[]) =>
    spawnSync('node', ['out/main/hotdice.js', ...args], {
      input: '2\n',
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, HOTDICE_RESOURCES: resources },
    });

  it.each([
    [['it312', '--seed', '5'], 'it312.txt: the file does not exist'],
    [['rules', 'it312'], 'it312.txt: the file does not exist'],
    [['csc276', '--seed', '5'], 'csc276.txt: it is a folder, not a file'],
  ])('hotdice %j names the file and what is wrong in one line, status 1', (args, problem) => {
    const run = withResources(...args);
    expect(run.stderr).toBe(`hotdice: cannot read ${join(resources, 'rules', problem)}\n`);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(1);
  });
});

describe('hotdice lab4', () => {
  it("is the handout's harness with no options: java.util.Random, seed 13", () => {
    const { stdout, status } = spawnSync('node', ['out/main/hotdice.js', 'lab4'], {
      input: '1\n2 bank\n',
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(stdout).toBe(
      '6 1 6 6 3 3 \nscore 100 banked, average score = 100.00 after 1 turns\nquit\n',
    );
    expect(status).toBe(0);
  });

  it('names the Hot Dice variant, one option away, in its --help', () => {
    const { stdout } = spawnSync('node', ['out/main/hotdice.js', 'lab4', '--help'], {
      encoding: 'utf8',
    });
    expect(stdout.replace(/\s+/g, ' ')).toContain('--hotdice the Hot Dice variant');
  });

  it('refuses another generator for the harness, pointing at --hotdice', () => {
    const run = spawnSync('node', ['out/main/hotdice.js', 'lab4', '--generator', 'ece209'], {
      input: '1\n',
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stderr).toContain('--generator ece209 goes with --hotdice');
    expect(run.status).toBe(1);
  });
});
