import { performance } from 'node:perf_hooks';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { solveSeats, startChances, type SeatTable } from '../engine/farkle/seatsolver';

const percent = (chances: number[]): string =>
  chances.map((c) => `${(100 * c).toFixed(3)}%`).join(' / ');

function run(rules: Rules, seats: number): { table: SeatTable; seconds: number; cpu: number } {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const table = solveSeats(rules, seats);
  return {
    table,
    seconds: (performance.now() - started) / 1000,
    cpu: process.cpuUsage(cpuBefore).user / 1e6,
  };
}

/**
 * The n-seat solve (docs/odds.md): `minimal` at three and four seats to small targets (at its
 * own 10,000 three seats take hours today), with time, CPU, positions, cycles, residual and
 * peak memory.
 */
export function benchSeatSolve(write: (line: string) => void): void {
  write('Three- and four-seat win-chance solver (one thread, one run each):');
  const minimal = preset('minimal').rules;
  const cases: Array<[number, number]> = [
    [3, 1000],
    [3, 1500],
    [4, 1000],
  ];
  for (const [seats, target] of cases) {
    const { table, seconds, cpu } = run({ ...minimal, target }, seats);
    const peak = process.resourceUsage().maxRSS / 1024;
    write(
      `  minimal ${seats} seats to ${target.toLocaleString('en-US').padStart(6)}: ` +
        `${seconds.toFixed(1).padStart(6)} s (CPU ${cpu.toFixed(1)} s), ` +
        `${percent(startChances(table))}, ${table.layout.positions.toLocaleString('en-US')} ` +
        `positions, ${table.cycles.toLocaleString('en-US')} cycles (${table.mixedCycles} mixed, ` +
        `${table.choiceCycles} with a choice), residual ${table.residual.toExponential(1)}, ` +
        `table ${(table.values.byteLength / 1e6).toFixed(0)} MB, peak memory ${peak.toFixed(0)} MB`,
    );
  }
}
