import { describe, expect, it } from 'vitest';
import { runHotdice } from '../../e2e/helpers/cli';

const hotdice = (...args: string[]) => runHotdice(args);

describe('hotdice score', () => {
  it('gives the best score with its breakdown', () => {
    const { stdout, status } = hotdice('score', '113334', '--rules', 'ece209');
    expect(status).toBe(0);
    expect(stdout).toBe(
      '1 1 3 3 3 4 scores 500 under ECE 209 (console Farkle)\n' +
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
