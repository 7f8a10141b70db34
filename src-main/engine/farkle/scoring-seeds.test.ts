import { describe, expect, it } from 'vitest';
import type { Face, ScoringRules } from '../../../src-shared/farkle';
import { keyOf } from './dice';
import { preset } from './presets';
import { scoreTable } from './scoring';

describe('spot checks from the seeds', () => {
  const ece209 = scoreTable(preset('ece209').rules.scoring);
  const lab4 = scoreTable(preset('lab4').rules.scoring);
  const minimal = scoreTable(preset('minimal').rules.scoring);

  it('ECE 209: 1-1-3-3-3-4 = 500', () => {
    expect(ece209.best[keyOf([1, 1, 3, 3, 3, 4])]).toBe(500);
    expect(ece209.keepScore(keyOf([1, 1, 3, 3, 3, 4]), true)).toBe(500);
    expect(minimal.keepScore(keyOf([1, 1, 3, 3, 3, 4]), false)).toBe(-1);
    expect(minimal.full[keyOf([1, 1, 3, 3, 3])]).toBe(500);
  });

  it('ECE 209: four 2s = 200, six 4s = 800, a straight = 1500', () => {
    expect(ece209.best[keyOf([2, 2, 2, 2])]).toBe(200);
    expect(ece209.full[keyOf([2, 2, 2, 2])]).toBe(-1);
    expect(ece209.best[keyOf([4, 4, 4, 4, 4, 4])]).toBe(800);
    expect(ece209.full[keyOf([4, 4, 4, 4, 4, 4])]).toBe(800);
    expect(ece209.best[keyOf([1, 2, 3, 4, 5, 6])]).toBe(1500);
    expect(ece209.best[keyOf([6, 5, 4, 3, 2, 1])]).toBe(1500);
    expect(minimal.best[keyOf([1, 2, 3, 4, 5, 6])]).toBe(150);
  });

  it('ECE 209 worked examples', () => {
    expect(ece209.keepScore(keyOf([1, 5]), true)).toBe(150);
    expect(ece209.keepScore(keyOf([1, 1, 1]), true)).toBe(1000);
    expect(ece209.keepScore(keyOf([1, 1, 3, 3, 3]), true)).toBe(500);
    expect(ece209.isFarkle(keyOf([2, 2, 3, 3, 4, 6]))).toBe(true);
  });

  it('Lab 4: a 1 and a 5 and three 6s adding 750', () => {
    expect(lab4.full[keyOf([1, 5, 6, 6, 6])]).toBe(750);
    expect(lab4.best[keyOf([6, 1, 6, 5, 6])]).toBe(750);
  });

  it('CSC 276: 1-2-3-3-3-5 can score 450 with all point dice', () => {
    const csc = scoreTable(preset('csc276').rules.scoring);
    expect(csc.keepScore(keyOf([1, 3, 3, 3, 5]), false)).toBe(450);
    expect(csc.keepScore(keyOf([3, 3, 3]), false)).toBe(300);
    expect(csc.keepScore(keyOf([1, 2]), false)).toBe(-1);
    expect(csc.keepScore(keyOf([2]), false)).toBe(0);
  });

  it('breakdown names the parts and the junk', () => {
    const { parts, junk, score } = ece209.breakdown(keyOf([1, 1, 3, 3, 3, 4]));
    expect(score).toBe(500);
    expect(junk).toEqual([4]);
    expect(parts.map((p) => p.score).sort((a, b) => a - b)).toEqual([100, 100, 300]);
    expect(ece209.breakdown(keyOf([2, 3, 4, 6]))).toEqual({
      parts: [],
      junk: [2, 3, 4, 6],
      score: 0,
    });
  });
});

describe('farkle odds', () => {
  /** Farkle rolls among all 6^n ordered rolls of n dice. */
  function farkles(rules: ScoringRules, n: number): number {
    const table = scoreTable(rules);
    let count = 0;
    const faces: Face[] = [];
    const visit = (): void => {
      if (faces.length === n) {
        if (table.isFarkle(keyOf(faces))) count++;
        return;
      }
      for (let f = 1 as Face; f <= 6; f++) {
        faces.push(f);
        visit();
        faces.pop();
      }
    };
    visit();
    return count;
  }

  const FACTS = [4, 16, 60, 204, 600, 1440];

  it('match the table in farkle-facts.md with 1s, 5s and triples', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => farkles(preset('minimal').rules.scoring, n))).toEqual(
      FACTS,
    );
  });

  it('are 1080 / 46656 for six dice when three pairs score', () => {
    expect(farkles(preset('house').rules.scoring, 6)).toBe(1080);
    expect(farkles({ ...preset('minimal').rules.scoring, threePairs: 500 }, 6)).toBe(1080);
  });

  it('do not change with straights', () => {
    const straights = {
      ...preset('minimal').rules.scoring,
      straight: 1500,
      lowStraight: 500,
      highStraight: 750,
    };
    expect([1, 2, 3, 4, 5, 6].map((n) => farkles(straights, n))).toEqual(FACTS);
    expect([1, 2, 3, 4, 5, 6].map((n) => farkles(preset('ece209').rules.scoring, n))).toEqual(
      FACTS,
    );
  });
});
