import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { solveWin } from '../engine/farkle/winsolver';
import type { WinOdds } from '../engine/farkle/winodds';
import { readRulesFile } from './rules-file';
import { winSolveReport, winSolveText, type WinSolveReport } from './solve';
import { seatSolveReport, type SeatSolveReport } from './seatsolve';
import { solveSeats } from '../engine/farkle/seatsolver';
import { runHotdice } from './run.testkit';

const small: Rules = { ...preset('minimal').rules, target: 1000 };
const solve = (rules: Rules): Promise<WinOdds> => Promise.resolve(solveWin(rules));
const dir = mkdtempSync(join(tmpdir(), 'hotdice-winsolve-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const hotdice = (...args: string[]) => runHotdice(args);

describe('hotdice solve --players 2', () => {
  it('reports the first player’s chance, the positions and the fair start', async () => {
    const report = await winSolveReport(small, 'small', true, () => 0, solve);
    expect(report.states).toBe(20 * 20);
    expect(report.sweeps).toBe(1);
    expect(report.residual).toBeLessThanOrEqual(1e-9);
    expect(report.firstPlayerWins).toBeGreaterThan(0.5);
    expect(report.handicap!.points).toBeGreaterThan(0);
    expect(Math.abs(report.handicap!.firstPlayerWins - 0.5)).toBeLessThan(
      report.firstPlayerWins - 0.5,
    );
    const text = winSolveText(report);
    expect(text).toContain(`first player wins ${(100 * report.firstPlayerWins).toFixed(3)}%`);
    expect(text).toContain(`second player starts with ${report.handicap!.points} points`);
  });

  it('refuses rules that are not for two players or do not end at a target', async () => {
    const lab4 = preset('lab4').rules;
    await expect(winSolveReport(lab4, 'lab4', false, () => 0, solve)).rejects.toThrow(
      /not for two players/,
    );
    const endless: Rules = { ...small, target: null, turnLimit: 10 };
    await expect(winSolveReport(endless, 'endless', false, () => 0, solve)).rejects.toThrow(
      /target score/,
    );
  });

  it('reads a rules file and says what is wrong with a bad one', () => {
    expect(readRulesFile(file('ok.json', JSON.stringify(small)))).toEqual({
      ok: true,
      rules: small,
    });
    expect(readRulesFile(join(dir, 'missing.json'))).toEqual({
      ok: false,
      message: 'there is no such file',
    });
    expect(readRulesFile(file('bad.json', '{ nope'))).toMatchObject({ message: /not JSON/ });
    const wrong = JSON.stringify({ ...small, hotDice: 'sometimes' });
    expect(readRulesFile(file('wrong.json', wrong))).toMatchObject({ message: /hotDice/ });
  });

  it('runs from the command line on a rules file, and refuses other seat counts', async () => {
    const path = file('cli.json', JSON.stringify(small));
    const run = hotdice('solve', '--rules-file', path, '--players', '2', '--json');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as WinSolveReport;
    const here = await winSolveReport(small, path, false, () => 0, solve);
    expect(report.firstPlayerWins).toBeCloseTo(here.firstPlayerWins, 12);
    const five = hotdice('solve', '--players', '5');
    expect(five.status).not.toBe(0);
    expect(five.stderr).toContain('--players is 1 (the best turn) or 2 to 4');
    const huge = file('huge.json', JSON.stringify({ ...small, target: 100_000 }));
    const refused = hotdice('solve', '--rules-file', huge, '--players', '2');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('the most the solver takes is 250,000');
  });
});

describe('hotdice solve --players 3 and 4', () => {
  it('prints every seat’s chance from the start, in seat order, as JSON and as text', async () => {
    const path = file('three.json', JSON.stringify(small));
    const run = hotdice('solve', '--rules-file', path, '--players', '3', '--json');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as SeatSolveReport;
    const here = await seatSolveReport(
      small,
      path,
      3,
      { now: () => 0, peakBytes: () => 0 },
      (r, n) => Promise.resolve(solveSeats(r, n)),
    );
    expect(report.seatWinChances).toHaveLength(3);
    report.seatWinChances.forEach((c, seat) =>
      expect(c).toBeCloseTo(here.seatWinChances[seat]!, 12),
    );
    expect(report.exact).toBe(true);
    expect(report.positions).toBe(20 ** 3);
    expect(report.residual).toBeLessThan(1e-9);
    const four = file('four.json', JSON.stringify({ ...small, target: 400 }));
    const text = hotdice('solve', '--rules-file', four, '--players', '4');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/seat 4 wins \d+\.\d{3}% of games/);
    expect(text.stdout).toContain('4,096 positions');
  }, 120_000);

  it('counts the positions resting on a cycle with a choice, as the worker threads mark them', () => {
    // The house rules to 600: a cycle with a choice (seatabout.proof.test.ts), the start on it.
    const rules = { ...preset('house').rules, target: 600 };
    const run = hotdice(
      'solve',
      '--rules-file',
      file('house.json', JSON.stringify(rules)),
      '--players',
      '3',
      '--json',
    );
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as SeatSolveReport;
    // The threads' marks reach the table: some positions but not all (368 of 1,728 in one thread).
    expect(report.choiceCycles).toBeGreaterThan(0);
    expect(report.aboutPositions).toBeGreaterThan(0);
    expect(report.aboutPositions).toBeLessThan(report.positions);
    expect(report.exact).toBe(false);
  }, 120_000);

  it('keeps the two-seat output, and refuses what it cannot solve', () => {
    const path = file('two.json', JSON.stringify(small));
    const none = hotdice('solve', '--rules-file', path, '--json');
    expect(JSON.parse(none.stdout)).not.toHaveProperty('seatWinChances');
    // Too big to solve, and with a penalty's streaks too big at 2,000 to extrapolate from.
    const penalty = { ...preset('minimal').rules, threeFarklePenalty: 500 };
    const big = hotdice(
      'solve',
      '--players',
      '4',
      '--rules-file',
      file('big.json', JSON.stringify(penalty)),
    );
    expect(big.status).not.toBe(0);
    expect(big.stderr).toContain('too many positions at 4 seats to solve or extrapolate');
    const solo = hotdice('solve', '--players', '3', '--rules', 'lab4');
    expect(solo.stderr).toContain('not for 3 players');
  }, 120_000);
});
