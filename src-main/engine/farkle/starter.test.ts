import { describe, expect, it } from 'vitest';
import type { Face, FarkleState } from '../../../src-shared/farkle';
import { botAction, botSimSetup, playBotGame } from './bots';
import { apply, newGame } from './game';
import { preset } from './presets';
import { meanWithInterval, simulateTurns } from './simulate';

/**
 * Seed 004's FarklePlayer sets aside the 1s and 5s of the first roll and banks them, by the
 * handout's scoring: three 1s 1000, three 5s 500, other 1s 100 and 5s 50 each. Its exact average,
 * over the 46,656 equally likely throws of six dice, worked out here from the handout alone.
 */
function handoutStarterAverage(): number {
  const triplesAndSingles = (count: number, triple: number, single: number): number =>
    Math.floor(count / 3) * triple + (count % 3) * single;
  let sum = 0;
  for (let throwIndex = 0; throwIndex < 6 ** 6; throwIndex++) {
    const faces = Array.from({ length: 6 }, (_, d) => (Math.floor(throwIndex / 6 ** d) % 6) + 1);
    const ones = faces.filter((f) => f === 1).length;
    const fives = faces.filter((f) => f === 5).length;
    sum += triplesAndSingles(ones, 1000, 100) + triplesAndSingles(fives, 500, 50);
  }
  return sum / 6 ** 6;
}

const lab4 = preset('lab4').rules;

describe('the starter bot (the CS 3793 course program’s FarklePlayer)', () => {
  const exact = handoutStarterAverage();

  it('averages 215.42 exactly, the handout’s "about 214"', () => {
    expect(exact.toFixed(2)).toBe('215.42');
  });

  it('simulates to that average under lab4', () => {
    const { mean, halfWidth } = meanWithInterval(
      simulateTurns(botSimSetup('starter', lab4), 2_000_000, 1),
    );
    expect(Math.abs(mean - exact)).toBeLessThan(halfWidth);
    expect(halfWidth).toBeLessThan(1);
  });

  it('plays the same turns through the engine: 1s and 5s banked, anything else a farkle', () => {
    const turns = 4000;
    const state = playBotGame(['starter'], {
      rules: { ...lab4, turnLimit: turns },
      generator: 'xoroshiro128plus',
      seed: 3,
    });
    expect(state.history).toHaveLength(turns);
    let givenUp = 0;
    for (const turn of state.history) {
      const first = turn.rolls[0]!;
      const onesFives = first.faces.filter((f) => f === 1 || f === 5).sort();
      if (onesFives.length > 0) {
        expect(turn.outcome).toBe('bank');
        expect(turn.rolls).toHaveLength(1);
        expect(first.kept).toEqual(onesFives);
      } else {
        expect(turn.outcome).toBe('farkle');
        expect(turn.points).toBe(0);
        // A roll with only a triple: set aside as the engine demands, then rolled on to a farkle.
        if (first.kept.length > 0) givenUp++;
      }
    }
    expect(givenUp).toBeGreaterThan(0);
    const mean = state.history.reduce((a, t) => a + t.points, 0) / turns;
    const sd = Math.sqrt(state.history.reduce((a, t) => a + (t.points - mean) ** 2, 0) / turns);
    expect(Math.abs(mean - exact)).toBeLessThan((3 * sd) / Math.sqrt(turns));
  });

  it('at a table, gives up on two triples: keeps the fewest dice it may, then rolls on', () => {
    const start = newGame({ rules: lab4, seats: 1, generator: 'xoroshiro128plus', seed: 1 });
    const faces: Face[] = [2, 2, 2, 3, 3, 3];
    const choosing: FarkleState = {
      ...start,
      turn: {
        ...start.turn,
        phase: 'choose',
        dice: faces.map((face) => ({ face, aside: false })),
        rolls: [{ faces, kept: [], score: 0 }],
      },
    };
    const keep = botAction('starter', choosing);
    // Three dice, the better triple of the two.
    expect(keep).toEqual({ type: 'keep', dice: [3, 4, 5] });
    const kept = apply(choosing, keep);
    if (!kept.ok) throw new Error(kept.error.message);
    expect(botAction('starter', kept.value)).toEqual({ type: 'roll' });
    // Walt (ones-fives) takes both triples instead and banks them.
    const walt = apply(choosing, botAction('ones-fives', choosing));
    if (!walt.ok) throw new Error(walt.error.message);
    expect(walt.value.turn.turnTotal).toBe(500);
    expect(botAction('ones-fives', walt.value)).toEqual({ type: 'bank' });
  });
});
