import { describe, expect, it } from 'vitest';
import { preset } from './presets';
import { TurnEvaluator, WinTurnModel } from './winturn';

/** A seeded stream in [0, 1), so a failure replays. */
function stream(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Banking's chances rising with the turn total; below a random `from` banking is not allowed. */
function fillBank(evaluators: TurnEvaluator[], top: number, random: () => number): void {
  const from = Math.floor(random() * 20);
  let chance = random() * 0.6;
  for (let t = 0; t < top; t++) {
    chance += (1 - chance) * random() * 0.05;
    for (const evaluator of evaluators) evaluator.bank[t] = t < from ? -1 : chance;
  }
}

describe('a win-chance turn within its limits', () => {
  it('is linear in the farkle value up to the limits, as a solve there confirms', () => {
    for (const id of ['minimal', 'it312'] as const) {
      const model = new WinTurnModel(preset(id).rules);
      const top = 120;
      const first = new TurnEvaluator(model, top);
      const again = new TurnEvaluator(model, top);
      const random = stream(7);
      let moved = 0;
      for (let trial = 0; trial < 40; trial++) {
        fillBank([first, again], top, random);
        const x = random();
        first.solve(top, x);
        expect(first.up).toBeGreaterThanOrEqual(0);
        expect(first.down).toBeGreaterThanOrEqual(0);
        for (const dx of [0.99 * Math.min(first.up, 1 - x), -0.99 * Math.min(first.down, x)]) {
          if (dx === 0) continue;
          expect(first.holds(dx)).toBe(true);
          again.solve(top, x + dx);
          expect(again.value).toBeCloseTo(first.value + first.slope * dx, 14);
          expect(again.slope).toBeCloseTo(first.slope, 14);
          moved++;
        }
      }
      expect(moved).toBeGreaterThan(20);
    }
  });

  it('values a turn played the same without its slopes, and then claims no limits', () => {
    for (const id of ['minimal', 'it312', 'house'] as const) {
      const model = new WinTurnModel(preset(id).rules);
      const top = 120;
      const [full, played] = [new TurnEvaluator(model, top), new TurnEvaluator(model, top)];
      const random = stream(11);
      for (let trial = 0; trial < 10; trial++) {
        fillBank([full, played], top, random);
        const x = random();
        full.solve(top, x);
        played.solve(top, x); // limits of its own, which the next solve takes back
        played.solve(top, x, true);
        expect(played.value).toBe(full.value);
        expect(played.after).toEqual(full.after);
        expect(played.holds(1e-12)).toBe(false);
      }
    }
  });
});
