import { describe, expect, it } from 'vitest';
import { preset } from './presets';
import { aboutCount, isAbout } from './seatabout';
import { SeatSolver } from './seatsolver';
import { openSeats } from './seatsolver.testkit';

/**
 * The house rules to 600 at three seats: the smallest preset table found with a farkle cycle
 * whose mixed solutions give other chances ("with a choice"; `hotdice solve --players 3`).
 */
describe('"about" where the odds rest on a cycle with a choice, a real solve', () => {
  it('marks that cycle and the positions that bank into it, not the whole table', () => {
    const solver = new SeatSolver(openSeats(preset('house').rules, 600), 3);
    const table = solver.solve();
    expect(table.choiceCycles).toBeGreaterThan(0);
    expect(solver.uncertain.length).toBeGreaterThan(0);
    for (const index of solver.uncertain) expect(isAbout(table.about, index)).toBe(true);
    let marked = 0;
    for (let i = 0; i < table.layout.positions; i++) if (isAbout(table.about, i)) marked++;
    expect(marked).toBeGreaterThan(solver.uncertain.length);
    expect(marked).toBeLessThan(table.layout.positions);
    expect(aboutCount(table.about)).toBe(marked);
    // 368 of 1,728 when written, the start among them (every seat can still bank into the cycle).
    expect(isAbout(table.about, 0)).toBe(true);
  }, 120_000);
});
