import { describe, expect, it } from 'vitest';
import { isSubset, keyOf } from '../farkle/dice';
import { preset, PRESETS } from '../farkle/presets';
import { combinations } from '../farkle/scoring';
import { roundScore } from '../rolldice/game';
import { howToPlay, GUIDED_GAMES } from './index';

describe('How to play', () => {
  it('pictures Farkle scoring with the points the engine scores', () => {
    const guide = howToPlay('farkle');
    const all = combinations(preset('minimal').rules.scoring);
    const scoring = guide.scoring.filter((example) => example.points > 0);
    expect(scoring.map((e) => e.words)).toEqual(
      expect.arrayContaining(['a 1', 'a 5', 'three 1s', 'three 2s', 'three 6s']),
    );
    for (const example of scoring) {
      const match = all.find((c) => c.key === keyOf(example.dice));
      expect(match?.score, example.words).toBe(example.points);
    }
  });

  it('shows a farkle that really scores nothing', () => {
    const farkle = howToPlay('farkle').scoring.find((e) => e.points === 0);
    expect(farkle?.dice).toHaveLength(6);
    const all = combinations(preset('minimal').rules.scoring);
    expect(all.some((c) => isSubset(c.key, keyOf(farkle!.dice)))).toBe(false);
  });

  it("names each Farkle preset's differences from Classic", () => {
    const variants = howToPlay('farkle').variants;
    expect(variants.map((v) => v.name)).toEqual([
      'Classic',
      ...PRESETS.filter((p) => p.id !== 'minimal').map((p) => p.name),
    ]);
    expect(variants[0]!.differences).toEqual([]);
    for (const variant of variants.slice(1)) {
      expect(variant.differences.length + variant.scoring.length, variant.name).toBeGreaterThan(0);
    }
    const house = variants.find((v) => v.name === preset('house').name)!;
    expect(house.scoring).toContainEqual({
      dice: [1, 2, 3, 4, 5, 6],
      points: 1500,
      words: 'straight',
    });
    expect(house.scoring.find((e) => e.words === 'three pairs')?.points).toBe(750);
    expect(house.differences.join(' ')).toMatch(/final round/);
    const it312 = variants.find((v) => v.name === preset('it312').name)!;
    expect(it312.differences).toContain('Your first bank needs at least 1,000 in one turn.');
    expect(it312.differences.join(' ')).toMatch(/must roll all six again/);
  });

  it("scores Pig's faces: a 1 loses the turn, the others add their face", () => {
    const scoring = howToPlay('pig').scoring;
    expect(scoring.map((e) => [e.dice[0], e.points])).toEqual([
      [1, 0],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
  });

  it("scores Roll-Dice-Roll's examples as the course program does", () => {
    for (const example of howToPlay('rolldice').scoring) {
      const sum = example.dice.reduce((a, b) => a + b, 0);
      expect(example.points).toBe(roundScore(sum, 15, example.dice.length));
    }
    expect(howToPlay('rolldice').scoring.some((e) => /on target/.test(e.words))).toBe(true);
  });

  it('tells every game, each with its turn and its end', () => {
    for (const game of GUIDED_GAMES) {
      const guide = howToPlay(game);
      expect(guide.game).toBe(game);
      expect(guide.turn.length).toBeGreaterThan(1);
      expect(guide.end.length).toBeGreaterThan(0);
    }
  });
});
