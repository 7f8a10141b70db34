import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Rules } from '../../src-shared/farkle';
import { PRESETS, ScoreTable, preset } from '../engine';
import { botSimSetup } from '../engine/farkle/bots';
import { RollModel } from '../engine/farkle/rolls';
import { simulateTurns } from '../engine/farkle/simulate';
import { TurnPolicy } from '../engine/farkle/solver';
import { solveWin } from '../engine/farkle/winsolver';
import { winChance, type WinOdds } from '../engine/farkle/winodds';
import { simulateParallel } from '../host/simulation-pool';
import { solveWinParallel } from '../host/winPool';

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * The two-seat win-chance solve of `minimal` and `house`, in this thread and on worker threads
 * over all cores: time, positions, passes, turns solved, residual, and the process's peak
 * resident memory so far (an upper bound; the workers share the process).
 */
async function benchWinSolve(write: (line: string) => void): Promise<void> {
  const threads = availableParallelism();
  write('Two-seat win-chance solver (one run each):');
  for (const id of ['minimal', 'house'] as const) {
    const { rules } = preset(id);
    const runs: Array<[string, () => Promise<WinOdds>]> = [
      ['1 thread', () => Promise.resolve(solveWin(rules))],
      [`${threads} workers`, () => solveWinParallel({ rules, threads })],
    ];
    for (const [label, solve] of runs) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const solved = await solve();
      const seconds = (performance.now() - started) / 1000;
      // CPU time of all threads: on a busy machine it shows what an idle one would take.
      const cpu = process.cpuUsage(cpuBefore).user / 1e6;
      const start = { total: 0, onBoard: false, farkleStreak: 0 };
      const peak = process.resourceUsage().maxRSS / 1024;
      write(
        `  ${id.padEnd(8)} ${label.padEnd(9)} ${seconds.toFixed(1).padStart(5)} s ` +
          `(CPU ${cpu.toFixed(1)} s), first player ` +
          `wins ${(100 * winChance(solved, start, start)).toFixed(3)}%, ` +
          `${solved.layout.states.toLocaleString('en-US')} positions, ${solved.sweeps} pass, ` +
          `${solved.evaluations.toLocaleString('en-US')} turns solved, residual ` +
          `${solved.residual.toExponential(1)}, peak memory ${peak.toFixed(0)} MB`,
      );
    }
  }
}

/**
 * The strategy benchmark: solver time per preset (building the score table and roll model a rule
 * change needs, then solving the policy; medians of repeats, after one cold solve that also pays
 * for compiling the code), simulated turns per second for the optimal bot on `minimal`, in
 * this thread and on worker threads over all cores, and the two-seat win-chance solve.
 */
export async function runBench(write: (line: string) => void): Promise<void> {
  const solve = (rules: Rules): void => {
    new TurnPolicy(rules, { entry: false, farkleValue: 0 });
  };
  const cold = time(() => solve(PRESETS[0]!.rules));
  write(`Solver (exact optimal turn policy), medians of 7 runs:`);
  for (const { id, rules } of PRESETS) {
    const model = median(
      Array.from({ length: 7 }, () =>
        time(() => new RollModel(new ScoreTable(rules.scoring), rules.keepJunk)),
      ),
    );
    const policy = median(Array.from({ length: 7 }, () => time(() => solve(rules))));
    write(
      `  ${id.padEnd(8)} ${(model + policy).toFixed(1).padStart(5)} ms` +
        ` (score table and roll model ${model.toFixed(1)} ms, policy ${policy.toFixed(1)} ms)`,
    );
  }
  write(
    `  first solve in this process (${PRESETS[0]!.id}, code not yet compiled): ${cold.toFixed(1)} ms`,
  );

  const rules = preset('minimal').rules;
  const setup = botSimSetup('optimal', rules);
  simulateTurns(setup, 1_000_000, 1);
  const turns = 10_000_000;
  let seconds = time(() => simulateTurns(setup, turns, 2)) / 1000;
  write('Optimal bot on minimal, simulated turns:');
  write(
    `  1 thread: ${(turns / seconds / 1e6).toFixed(2)} million turns/s (${turns.toLocaleString('en-US')} turns)`,
  );

  const threads = availableParallelism();
  const parallelTurns = turns * threads;
  const start = performance.now();
  await simulateParallel({ bot: 'optimal', rules, turns: parallelTurns, seed: 3, threads });
  seconds = (performance.now() - start) / 1000;
  write(
    `  ${threads} worker threads: ${(parallelTurns / seconds / 1e6).toFixed(2)} million turns/s` +
      ` (${parallelTurns.toLocaleString('en-US')} turns, worker start-up included)`,
  );
  await benchWinSolve(write);
}
