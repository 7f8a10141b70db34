import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preset } from '../engine';
import { runHotdice } from './run.testkit';

/** Runs the built terminal program (npm test builds it first). */
const hotdice = (...args: string[]) => runHotdice(args, { via: 'node' });

const folder = mkdtempSync(join(tmpdir(), 'hotdice-rules-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const expected = (stdout: string) => (JSON.parse(stdout) as { expected: number }).expected;

describe('hotdice solve --rules-file (built program)', () => {
  it('solves a preset written to a file exactly as the preset, and a house rule set', () => {
    const minimal = preset('minimal').rules;
    const same = hotdice(
      'solve',
      '--rules-file',
      file('minimal.json', JSON.stringify(minimal)),
      '--json',
    );
    expect(same.status).toBe(0);
    expect(expected(same.stdout)).toBe(
      expected(hotdice('solve', '--rules', 'minimal', '--json').stdout),
    );
    const short = {
      ...minimal,
      target: 5000,
      threeFarklePenalty: 500,
      scoring: { ...minimal.scoring, threePairs: 750 },
    };
    const path = file('short.json', JSON.stringify(short, null, 2));
    const text = hotdice('solve', '--rules-file', path);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`Optimal turn play under ${path}:`);
    expect(text.stdout).toContain('After two farkles in a row (a third costs 500)');
    expect(expected(hotdice('solve', '--rules-file', path, '--json').stdout)).toBeGreaterThan(
      expected(same.stdout),
    );
  });

  it.each([
    ['a missing file', () => join(folder, 'nope.json'), /no such file/],
    ['a folder', () => folder, /a folder/],
    ['text that is not JSON', () => file('bad.json', 'target: 5000'), /not JSON/],
    ['a field missing', () => file('part.json', '{"target": 5000}'), /scoring: is missing$/],
    ['a list', () => file('list.json', '[]'), /one rules object/],
    [
      'points off the grid',
      () => file('grid.json', JSON.stringify({ ...preset('minimal').rules, target: 5025 })),
      /target: must be a multiple of 50/,
    ],
    [
      'a game that never ends',
      () => file('endless.json', JSON.stringify({ ...preset('minimal').rules, target: null })),
      /never end/,
    ],
  ])('refuses %s, saying why in one line', (_what, path, message) => {
    const result = hotdice('solve', '--rules-file', path());
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    // The reason on one line, then the usual pointer to --help.
    const [reason] = result.stderr.split('\n');
    expect(reason).toMatch(/^hotdice: cannot use /);
    expect(reason).toMatch(message);
  });
});
