import { it } from 'vitest';
import { preset } from './presets';
import { SeatSolver } from './seatsolver';
import { openSeats } from './seatsolver.testkit';
it('ent', () => {
  const it312 = openSeats(preset('it312').rules, 700);
  const r = { ...it312, hotDice: 'may', entryThreshold: 300, minBank: 200 } as const;
  const f = new SeatSolver(r, 3, undefined, false); const ft = f.solve();
  const g = new SeatSolver(r, 3, undefined, true); const gt = g.solve();
  console.log('ENT mixed', ft.mixedCycles, gt.mixedCycles, 'choice', ft.choiceCycles, gt.choiceCycles, 'unsolved', ft.unsolvedCycles, gt.unsolvedCycles, 'residual', ft.residual, gt.residual);
  const n = 3; const tot = new Int32Array(3); const fl = new Int32Array(3);
  let shown = 0;
  for (let sum = 3 * (f.layout.size - 1); sum >= 0 && shown < 8; sum--) {
    for (const i of f.stages(sum)[0]!) {
      for (const p of f.cycleOf(i)) {
        let d = 0; for (let k = 0; k < n; k++) d = Math.max(d, Math.abs(ft.values[p * n + k]! - gt.values[p * n + k]!));
        if (d > 1e-14 && shown < 8) { f.layout.decode(p, tot, fl); console.log('ENT diff', sum, Array.from(tot).join('/'), d); shown++; }
      }
    }
  }
}, 1000000);
