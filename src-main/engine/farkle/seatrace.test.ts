import { describe, expect, it } from 'vitest';
import { rulesOf } from './game.testkit';
import { SeatRace, seatRaceProblem } from './seatrace';

function built(target: number, seats: number): SeatRace {
  const race = new SeatRace(rulesOf('minimal', { target }), seats);
  let steps = 0;
  while (!race.buildSome(7)) {
    expect(race.progress).toBeGreaterThan(0);
    expect(race.progress).toBeLessThan(1);
    steps++;
  }
  expect(steps).toBe(Math.ceil(race.grid.size / 7) - 1);
  return race;
}

describe('the race between seats playing alone', () => {
  it('gives the seats ahead in turn order more, the chances adding up to one', () => {
    const race = built(2000, 4);
    const chances = new Float64Array(4);
    race.chances([0, 0, 0, 0], [0, 0, 0, 0], chances);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (let k = 1; k < 4; k++) expect(chances[k]).toBeLessThan(chances[k - 1]!);
  });

  it('favours the seat nearer the target, and one a bank from it almost surely', () => {
    const race = built(2000, 3);
    const chances = new Float64Array(3);
    race.chances([10, 20, 10], [0, 0, 0], chances);
    expect(chances[1]).toBeGreaterThan(chances[0]!);
    race.chances([39, 0, 0], [0, 0, 0], chances);
    // 50 points short, rolling six dice: only a farkle run stops the mover.
    expect(chances[0]).toBeGreaterThan(0.95);
  });

  it('with a three-farkle penalty, weighs a seat’s farkle streak', () => {
    const race = new SeatRace(rulesOf('minimal', { target: 2000, threeFarklePenalty: 500 }), 3);
    while (!race.buildSome(25));
    const chances = new Float64Array(3);
    race.chances([10, 10, 10], [0, 0, 0], chances);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const fresh = chances[0]!;
    // Two farkles behind: the next one costs 500 points.
    race.chances([10, 10, 10], [2, 0, 0], chances);
    expect(chances[0]).toBeLessThan(fresh - 0.01);
    // Below zero after penalties, still in the race.
    race.chances([-15, 10, 10], [0, 0, 0], chances);
    expect(chances[0]).toBeGreaterThan(0.05);
  });

  it('covers the turns until every seat has finished, and needs a target', () => {
    expect(built(1000, 2).turns).toBeGreaterThan(10);
    expect(seatRaceProblem(rulesOf('minimal', { target: null }))).toMatch(/target/);
    expect(() => new SeatRace(rulesOf('minimal', { target: null }), 3)).toThrow(/target/);
  });
});
