import { describe, expect, it } from 'vitest';
import { preset } from './presets';
import { rollModel } from './rolls';
import { SeatSolver, startChances } from './seatsolver';
import { seededRandom as random } from './seatsolver.testkit';

describe('the solved n-seat odds in play', () => {
  it('games between Experts (every seat playing the solved policy) end as solved', () => {
    const rules = { ...preset('minimal').rules, target: 500 };
    const seats = 3;
    const solver = new SeatSolver(rules, seats);
    const table = solver.solve();
    const { layout } = solver;
    const model = rollModel(rules);
    const next = random(37);
    const roll = (d: number): number => {
      let u = next();
      for (let r = model.firstRoll[d]!; r < model.firstRoll[d + 1]! - 1; r++) {
        u -= model.rollProb[r]!;
        if (u < 0) return r;
      }
      return model.firstRoll[d + 1]! - 1;
    };
    const games = 20_000;
    const wins = [0, 0, 0];
    for (let game = 0; game < games; game++) {
      const totals = [0, 0, 0];
      let mover = 0;
      for (;;) {
        const order = [0, 1, 2].map((k) => totals[(mover + k) % seats]!);
        const { turn, top } = solver.turnAt(layout.index(order, [0, 0, 0]));
        const own = (cell: number): number => turn.own[cell]!;
        let t = 0;
        let d = 6;
        let banked = false;
        for (;;) {
          const r = roll(d);
          if (model.optFirst[r + 1] === model.optFirst[r]) break;
          let best = -1;
          let bestCell = 0;
          let bestLeft = 0;
          let bestUnits = 0;
          for (let o = model.optFirst[r]!; o < model.optFirst[r + 1]!; o++) {
            const left = d - model.optDice[o]! || 6;
            const units = t + model.optScore[o]! / layout.unit;
            const cell = left * turn.stride + units;
            if (own(cell) > best)
              [best, bestCell, bestLeft, bestUnits] = [own(cell), cell, left, units];
          }
          t = bestUnits;
          d = bestLeft;
          // The solved turn banked here when its value is the bank's, unchanged.
          const bank =
            t >= top ||
            (turn.afterQ[bestCell] === 0 &&
              turn.bankable[t] === 1 &&
              turn.own[bestCell] === turn.bank[t * seats]);
          if (bank) {
            banked = true;
            break;
          }
        }
        if (banked) totals[mover]! += t;
        if (totals[mover]! >= layout.size) {
          wins[mover]!++;
          break;
        }
        mover = (mover + 1) % seats;
      }
    }
    const solved = startChances(table);
    wins.forEach((w, seat) => {
      const p = solved[seat]!;
      // Four standard errors: a fair check fails about once in 16,000 runs.
      expect(Math.abs(w / games - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / games));
    });
  });
});
