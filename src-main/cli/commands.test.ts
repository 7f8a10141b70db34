import { describe, expect, it } from 'vitest';
import { runHotdice } from './run.testkit';

const hotdice = (...args: string[]) => runHotdice(args);

describe('hotdice score', () => {
  it('gives the best score with its breakdown', () => {
    const { stdout, status } = hotdice('score', '113334', '--rules', 'ece209');
    expect(status).toBe(0);
    expect(stdout).toBe(
      '1 1 3 3 3 4 scores 500 under Junk dice ride along\n' +
        '  1        100  a 1\n' +
        '  1        100  a 1\n' +
        '  3 3 3    300  three 3s\n' +
        '  not scoring: 4\n',
    );
  });

  it('refuses dice that are not dice', () => {
    const { stdout, stderr, status } = hotdice('score', '1179');
    expect(status).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('is not 1 to 6 dice');
  });
});

describe('hotdice rules', () => {
  it('lists every preset', () => {
    const { stdout } = hotdice('rules');
    for (const id of ['house', 'ece209', 'it312', 'csc276', 'lab4', 'minimal']) {
      expect(stdout).toMatch(new RegExp(`^${id} `, 'm'));
    }
  });

  it("prints a preset's rules text", () => {
    const { stdout, status } = hotdice('rules', 'it312');
    expect(status).toBe(0);
    expect(stdout).toContain('1,000 points in one turn');
  });

  it('names the presets when one is unknown', () => {
    const { stderr, status } = hotdice('rules', 'yahtzee');
    expect(status).not.toBe(0);
    expect(stderr).toContain('choose one of house, ece209');
  });
});

describe('seeds in the terminal modes', () => {
  it.each([
    ['it312', 'ece209', '0x100000000', /ece209 generator is a whole number from 0 to 4294967295/],
    [
      'lab4',
      'java',
      '0x1000000000000',
      /java generator is a whole number from 0 to 281474976710655/,
    ],
    ['rolldice', 'ece209', '4294967296', /ece209 generator is a whole number/],
  ])(
    '%s refuses a seed its generator (%s) cannot take, in words',
    (mode, generator, seed, words) => {
      const { stdout, stderr, status } = hotdice(mode, '--generator', generator, '--seed', seed);
      expect(status).not.toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toMatch(words);
    },
  );

  it('keeps lab seeds to 32 bits', () => {
    const { stderr, status } = hotdice('lab', '--bots', 'optimal', '--seed', '0x100000000');
    expect(status).not.toBe(0);
    expect(stderr).toContain('a lab seed is at most 0xffffffff');
  });

  it('plays a seed wider than 32 bits with the default generator', () => {
    const { stdout, status } = runHotdice(['rolldice', '--seed', '0x1fffffffffffff'], {
      input: 'q\n',
    });
    expect(status).toBe(0);
    expect(stdout).toContain('Roll-Dice-Roll (seed 9007199254740991)');
  });
});
