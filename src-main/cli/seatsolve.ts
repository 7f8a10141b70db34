import type { Rules } from '../../src-shared/farkle';
import { seatRulesProblem } from '../engine/farkle/seatlayout';
import { startChances, type SeatTable } from '../engine/farkle/seatsolver';

export interface SeatSolveReport {
  /** The preset id, or the rules file's path. */
  rules: string;
  players: number;
  /** Each seat's chance of winning from the start, in seat order, all playing to win. */
  seatWinChances: number[];
  /**
   * Whether the figures are the game's exact value: false when a farkle cycle had several
   * solutions with other chances, or one found none (see docs/odds.md).
   */
  exact: boolean;
  positions: number;
  cycles: number;
  /** Farkle cycles whose best replies never settle, solved by a mixed solution. */
  mixedCycles: number;
  /** Of those, cycles with another solution giving other chances. */
  choiceCycles: number;
  unsolvedCycles: number;
  sweeps: number;
  turnsSolved: number;
  residual: number;
  milliseconds: number;
  /** Bytes the table of chances takes. */
  tableBytes: number;
}

/** Below this residual a solve counts as settled. */
const SETTLED = 1e-9;

/**
 * Solves the game at `players` seats with `solve`; rejects with an Error in the player's words
 * on rules or seat counts it cannot take.
 */
export async function seatSolveReport(
  rules: Rules,
  label: string,
  players: number,
  now: () => number,
  solve: (rules: Rules, players: number) => Promise<SeatTable>,
): Promise<SeatSolveReport> {
  const problem = seatRulesProblem(rules, players);
  if (problem) throw new Error(problem);
  const start = now();
  const table = await solve(rules, players);
  const milliseconds = Math.round(now() - start);
  return {
    rules: label,
    players,
    seatWinChances: startChances(table),
    exact: table.choiceCycles === 0 && table.unsolvedCycles === 0 && table.residual <= SETTLED,
    positions: table.layout.positions,
    cycles: table.cycles,
    mixedCycles: table.mixedCycles,
    choiceCycles: table.choiceCycles,
    unsolvedCycles: table.unsolvedCycles,
    sweeps: table.sweeps,
    turnsSolved: table.evaluations,
    residual: table.residual,
    milliseconds,
    tableBytes: table.values.byteLength,
  };
}

const WORDS = ['', 'one', 'Two', 'Three', 'Four'];

export function seatSolveText(report: SeatSolveReport): string {
  const about = report.exact ? '' : 'about ';
  const lines = [`${WORDS[report.players]} players under ${report.rules}, each playing to win:`];
  report.seatWinChances.forEach((chance, seat) => {
    lines.push(`  seat ${seat + 1} wins ${about}${(100 * chance).toFixed(3)}% of games`);
  });
  const cycles =
    report.cycles > 0
      ? `${report.cycles.toLocaleString('en-US')} farkle cycles ` +
        `(${report.mixedCycles} solved by a mixed solution, ${report.choiceCycles} with a choice), `
      : '';
  lines.push(
    `  ${report.positions.toLocaleString('en-US')} positions, ${cycles}` +
      `${report.sweeps} ${report.sweeps === 1 ? 'pass' : 'passes'}, ` +
      `${report.turnsSolved.toLocaleString('en-US')} turns solved, ` +
      `residual ${report.residual.toExponential(1)}`,
  );
  if (!report.exact) lines.push('  the odds are approximate ("about"): see docs/odds.md');
  lines.push(
    `Solved in ${(report.milliseconds / 1000).toFixed(1)} s ` +
      `(table ${(report.tableBytes / 1e6).toFixed(1)} MB).`,
  );
  return `${lines.join('\n')}\n`;
}
