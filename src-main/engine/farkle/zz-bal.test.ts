import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SeatSolver } from './seatsolver';
import { chainOf, chainThread, itemThread } from './seatchain';
it('bal', () => {
  const r = JSON.parse(readFileSync(process.env.RULES!, 'utf8'));
  const s = new SeatSolver(r, 3);
  const per = [0, 0];
  let own = 0;
  let all = 0;
  let worstSum = 0;
  for (let sum = 3 * (s.layout.size - 1); sum >= 0; sum--) {
    const c = [0, 0];
    for (const i of s.stages(sum)[0]!) {
      const cyc = s.cycleOf(i);
      const t = itemThread(s.layout, cyc, 2);
      c[t]! += cyc.length; per[t]! += cyc.length;
      for (const p of cyc) { all++; if (chainThread(chainOf(s.layout, p), 2) === t) own++; }
    }
    if (c[0]! + c[1]! > 50) worstSum = Math.max(worstSum, Math.max(c[0]!, c[1]!) / ((c[0]! + c[1]!) / 2));
  }
  console.log('BAL', per.join(' '), 'owned share', (own / all).toFixed(3), 'worst sum imbalance', worstSum.toFixed(3));
}, 1000000);
