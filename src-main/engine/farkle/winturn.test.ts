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

/**
 * Banking's chances rising with the turn total (or, with `dips`, now and then falling, as just
 * reaching a final round's target can); below a random `from` banking is not allowed.
 */
function fillBank(evaluators: TurnEvaluator[], top: number, random: () => number, dips = 0): void {
  const from = Math.floor(random() * 20);
  let chance = random() * 0.6;
  for (let t = 0; t < top; t++) {
    chance += (1 - chance) * random() * 0.1;
    if (random() < dips) chance *= random();
    for (const evaluator of evaluators) evaluator.bank[t] = t < from ? -1 : chance;
  }
}

/**
 * The largest gap between a solved turn's values and its dynamic program with every distinct keep
 * weighed: each value after a keep is the better of banking (where allowed) and rolling.
 */
function gapToEveryKeep(turn: TurnEvaluator, model: WinTurnModel): number {
  const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = model.every;
  const { after, bank, stride, top, farkle } = turn;
  let gap = 0;
  for (let t = 0; t < top; t++) {
    for (let d = 1; d <= 6; d++) {
      let rolled = model.farkleChance[d]! * farkle;
      for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
        let best = -1;
        for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
          best = Math.max(best, after[optNext[o]! * stride + t + optUnits[o]!]!);
        }
        rolled += clsProb[c]! * best;
      }
      const mayBank = !(d === 6 && model.mustRollHot);
      const value = mayBank ? Math.max(bank[t]!, rolled) : rolled;
      gap = Math.max(gap, Math.abs(after[d * stride + t]! - value));
    }
  }
  return gap;
}

/** How far a turn solved again with the farkle's value moved by dx is from its values' lines. */
function offItsSlopes(first: TurnEvaluator, again: TurnEvaluator, dx: number): number {
  let off = 0;
  for (let d = 1; d <= 6; d++) {
    for (let i = d * first.stride; i <= d * first.stride + first.top; i++) {
      const moved = first.after[i]! + first.afterSlope[i]! * dx;
      off = Math.max(off, Math.abs(again.after[i]! - moved));
    }
  }
  return off;
}

describe('a win-chance turn within its limits', () => {
  it('values hot dice that must be rolled at banking only while banking beats them', () => {
    // it312: hot dice must be rolled. Banking is worth a little more than hot dice can be at
    // x = 0.5 (every later bank worth 1): as x rises by 0.03 or so, hot dice overtake it.
    const model = new WinTurnModel(preset('it312').rules);
    const top = 30;
    const [first, again] = [new TurnEvaluator(model, top), new TurnEvaluator(model, top)];
    const x = 0.5;
    const banked = model.hotAbove(x) + 0.001;
    for (const turn of [first, again]) turn.bank.fill(banked, 0, top);
    first.solve(top, x);
    const dx = 0.99 * Math.min(first.up, 1 - x);
    again.solve(top, x + dx);
    expect(offItsSlopes(first, again, dx)).toBeLessThan(1e-12);
  });

  it('is linear in the farkle value up to the limits, as a solve there confirms', () => {
    for (const id of ['minimal', 'it312'] as const) {
      const model = new WinTurnModel(preset(id).rules);
      const first = new TurnEvaluator(model, 120);
      const again = new TurnEvaluator(model, 120);
      const random = stream(7);
      let moved = 0;
      for (let trial = 0; trial < 200; trial++) {
        // Short turns too, where one decision's limit is more often the one that binds.
        const top = trial < 40 ? 120 : 3 + (trial % 12);
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
          // Every value of the turn, not only its start's, moved along its slope.
          expect(offItsSlopes(first, again, dx)).toBeLessThan(1e-12);
          moved++;
        }
      }
      expect(moved).toBeGreaterThan(20);
    }
  });

  it('weighs only the best keep of each size, or of those that bank, where that loses nothing', () => {
    // Under final-round rules every distinct keep can matter; where banking's value falls with
    // the total, so can a smaller keep.
    for (const id of ['house', 'it312', 'minimal'] as const) {
      const model = new WinTurnModel(preset(id).rules);
      const top = 120;
      const turn = new TurnEvaluator(model, top);
      const random = stream(5);
      for (let trial = 0; trial < 30; trial++) {
        fillBank([turn], top, random, trial % 3 === 0 ? 0 : 0.05);
        const x = random();
        turn.solve(top, x, trial % 2 === 0);
        expect(gapToEveryKeep(turn, model)).toBeLessThan(1e-14);
      }
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
