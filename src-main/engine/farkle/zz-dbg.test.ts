import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SeatSolver } from './seatsolver';
it('dbg', () => {
  const r = JSON.parse(readFileSync(process.env.RULES!, 'utf8'));
  const out: Float64Array[] = [];
  for (const reuse of [false, true]) {
    const c0 = process.cpuUsage();
    const tb = new SeatSolver(r, 3, undefined, reuse).solve();
    const c = process.cpuUsage(c0);
    out.push(tb.values);
    console.log('RUN', reuse, ((c.user + c.system) / 1e6).toFixed(2), 's cpu', tb.layers, 'layers', tb.evaluations, 'turns', tb.mixedCycles, tb.choiceCycles, 'rss MB', Math.round(process.memoryUsage().rss / 1e6), Array.from(tb.values.subarray(0, 3)).join(' '));
  }
  let worst = 0;
  out[0]!.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - out[1]![i]!))));
  console.log('RUN worst', worst);
}, 10000000);
