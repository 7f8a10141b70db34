import { performance } from 'node:perf_hooks';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { extrapolatedChances } from '../engine/farkle/seatapprox';
import { SeatApprox } from '../engine/farkle/seatapproxtable';
import { SeatRace } from '../engine/farkle/seatrace';
import { seatSolveCost } from '../engine/farkle/seatcost';
import { startChances, type SeatTable } from '../engine/farkle/seatsolver';
import { solveSeatsParallel } from '../host/seatPool';
import { approxErrorLine, approxErrors } from './seatapprox';

const percent = (chances: number[]): string =>
  chances.map((c) => `${(100 * c).toFixed(3)}%`).join(' / ');

/** A preset cut to a shorter target, open to four seats. */
const openTo = (id: 'minimal' | 'csc276', target: number): Rules => ({
  ...preset(id).rules,
  target,
  minSeats: 1,
  maxSeats: 4,
});

const minimalTo = (target: number): Rules => openTo('minimal', target);

async function run(rules: Rules, seats: number) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const table = await solveSeatsParallel({ rules, seats });
  return {
    table,
    seconds: (performance.now() - started) / 1000,
    // CPU time of all threads: on a busy machine it shows what an idle one would take.
    cpu: process.cpuUsage(cpuBefore).user / 1e6,
  };
}

const line = (seats: number, target: number, table: SeatTable, seconds: number, cpu: number) =>
  `  minimal ${seats} seats to ${target.toLocaleString('en-US').padStart(6)}: ` +
  `${seconds.toFixed(1).padStart(6)} s (CPU ${cpu.toFixed(1)} s), ` +
  `${percent(startChances(table))}, ${table.layout.positions.toLocaleString('en-US')} ` +
  `positions, ${table.evaluations.toLocaleString('en-US')} turns, ` +
  `${table.cycles.toLocaleString('en-US')} cycles (${table.mixedCycles} mixed, ` +
  `${table.choiceCycles} with a choice), residual ${table.residual.toExponential(1)}, ` +
  `table ${(table.values.byteLength / 1e6).toFixed(0)} MB, ` +
  `peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;

/**
 * The n-seat solve (docs/odds.md) on the worker threads: `minimal` at three and four seats to
 * targets that take a minute at most, with time, CPU, positions, turns, cycles, residual and peak
 * memory; the estimate at 10,000 on paper (seatSolveCost); the four-seat extrapolation's
 * error against exact solves, in percentage points of each seat's start chance; and the
 * approximation's (SeatApprox) at the start and at positions through each exact table, also
 * where it stands in at the presets' targets: a three-farkle penalty at three seats, a final
 * round at four.
 */
export async function benchSeatSolve(write: (line: string) => void): Promise<void> {
  write('Three- and four-seat win-chance solver (worker threads on every core, one run each):');
  const solved = new Map<string, number[]>();
  const approxLines: string[] = [];
  const cases: Array<[number, number]> = [
    [3, 1000],
    [3, 1500],
    [3, 2000],
    [3, 2500],
    [3, 3000],
    [4, 1000],
    [4, 1250],
    [4, 1500],
    [4, 2000],
  ];
  for (const [seats, target] of cases) {
    const { table, seconds, cpu } = await run(minimalTo(target), seats);
    solved.set(`${seats}@${target}`, startChances(table));
    write(line(seats, target, table, seconds, cpu));
    approxLines.push(approxErrorLine(seats, target, approxErrors(table)));
  }
  for (const seats of [3, 4]) {
    const cost = seatSolveCost(minimalTo(10_000), seats);
    write(
      `  minimal ${seats} seats to 10,000 on paper: ${cost.positions.toExponential(2)} positions, ` +
        `${(cost.tableBytes / 1e6).toLocaleString('en-US', { maximumFractionDigits: 0 })} MB, ` +
        `about ${(cost.cpuSeconds / 60).toFixed(0)} CPU minutes`,
    );
  }
  write(
    'Four seats past the memory limit: start chances extrapolated in 1/target (error in points):',
  );
  const checks: Array<[number, number[], number]> = [
    [3, [1000, 1500, 2000], 2500],
    [3, [1000, 1500, 2000], 3000],
    [4, [1000, 1250, 1500], 2000],
  ];
  for (const [seats, from, target] of checks) {
    const fit = from.map((t) => ({ target: t, chances: solved.get(`${seats}@${t}`)! }));
    const guess = extrapolatedChances(fit, target);
    const errors = solved.get(`${seats}@${target}`)!.map((c, k) => 100 * Math.abs(guess[k]! - c));
    const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
    write(
      `  ${seats} seats from ${from.join(', ')} read at ${target}: worst ` +
        `${Math.max(...errors).toFixed(3)}, mean ${mean.toFixed(3)}`,
    );
  }
  write(
    'Every position approximated (SeatApprox: turns solved on a race), error in points against exact:',
  );
  for (const approxLine of approxLines) write(approxLine);
  // The approximation where it stands in for rules the exact table cannot hold at the presets'
  // targets: three seats with a three-farkle penalty, four with a final round (race only).
  const beyond: Array<[string, Rules, number]> = [
    ['minimal, penalty 250', { ...minimalTo(750), threeFarklePenalty: 250 }, 3],
    ['csc276 (final round)', openTo('csc276', 1000), 4],
  ];
  for (const [label, rules, seats] of beyond) {
    const { table, seconds } = await run(rules, seats);
    write(`  ${label}, exact in ${seconds.toFixed(0)} s:`);
    write(approxErrorLine(seats, rules.target!, approxErrors(table)));
  }
  const { rules } = preset('minimal');
  const race = new SeatRace(rules, 4);
  const started = performance.now();
  while (!race.buildSome(race.grid.span));
  const approx = SeatApprox.solving(race, 4);
  const built = performance.now() - started;
  const start = approx.chancesAt(new Int32Array(4), new Int32Array(4));
  write(
    `  minimal 4 seats to 10,000 approximated: built in ${built.toFixed(0)} ms, ` +
      `start ${percent(start)}`,
  );
}
