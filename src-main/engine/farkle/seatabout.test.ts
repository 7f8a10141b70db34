import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../src-shared/farkle';
import { preset } from './presets';
import { aboutPositions, isAbout } from './seatabout';
import { SeatLayout } from './seatlayout';
import { openSeats, seededRandom } from './seatsolver.testkit';

/** Every rotation of a position (the farkle cycle through it). */
function cycleOf(layout: SeatLayout, index: number): number[] {
  const totals = new Int32Array(layout.seats);
  const flags = new Int32Array(layout.seats);
  layout.decode(index, totals, flags);
  return Array.from({ length: layout.seats }, (_, j) =>
    layout.index(
      Array.from(totals, (_, k) => totals[(k + j) % layout.seats]!),
      Array.from(flags, (_, k) => flags[(k + j) % layout.seats]!),
    ),
  );
}

/**
 * The same marks the plain way: a position depends if it is a seed, a farkle's rotation depends,
 * or a bank (every total from the least bankable to below the target) hands on to one that does;
 * repeated over every position until nothing changes.
 */
function plainAbout(layout: SeatLayout, seeds: number[]): boolean[] {
  const { seats, positions, size } = layout;
  const depends = Array.from({ length: positions }, (_, i) => seeds.includes(i));
  const totals = new Int32Array(seats);
  const flags = new Int32Array(seats);
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < positions; i++) {
      if (depends[i]) continue;
      layout.decode(i, totals, flags);
      const next = [...Array.from(totals).slice(1), 0];
      const nextFlags = [...Array.from(flags).slice(1), layout.flagsOf(0, true)];
      let reaches = depends[cycleOf(layout, i)[1]!]!;
      for (let y = totals[0]! + layout.bankFrom(totals[0]!, flags[0]!); y < size; y++) {
        next[seats - 1] = y;
        reaches ||= depends[layout.index(next, nextFlags)]!;
      }
      if (reaches) depends[i] = changed = true;
    }
  }
  return depends;
}

describe('the positions whose odds rest on a choice', () => {
  const cases: Array<[string, Rules, number]> = [
    ['minimal', openSeats(preset('minimal').rules, 600), 3],
    [
      'an entry threshold and a final round',
      { ...openSeats(preset('it312').rules, 600), entryThreshold: 300 },
      3,
    ],
    ['four seats', openSeats(preset('minimal').rules, 300), 4],
  ];
  for (const [name, rules, seats] of cases) {
    it(`are those of the cycles and every position a bank reaches them from: ${name}`, () => {
      const layout = new SeatLayout(rules, seats);
      const next = seededRandom(seats * 37);
      for (let trial = 0; trial < 4; trial++) {
        const seeds = Array.from({ length: 1 + trial }, () =>
          cycleOf(layout, Math.floor(next() * layout.positions)),
        ).flat();
        const about = aboutPositions(layout, seeds);
        const plain = plainAbout(layout, seeds);
        const marked = plain.filter(Boolean).length;
        // Neither none nor all: the marks say something about where the odds depend.
        expect(marked).toBeGreaterThan(0);
        expect(marked).toBeLessThan(layout.positions);
        for (let i = 0; i < layout.positions; i++) expect(isAbout(about, i)).toBe(plain[i]);
      }
    });
  }

  it('are none when no cycle had a choice', () => {
    const layout = new SeatLayout(openSeats(preset('minimal').rules, 600), 3);
    expect(aboutPositions(layout, []).every((byte) => byte === 0)).toBe(true);
  });
});
