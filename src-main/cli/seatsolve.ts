import type { Rules } from '../../src-shared/farkle';
import { aboutCount, isAbout } from '../engine/farkle/seatabout';
import { extrapolatedChances } from '../engine/farkle/seatapprox';
import { MAX_SEAT_BYTES, seatRulesProblem, seatTableBytes } from '../engine/farkle/seatlayout';
import { WinTurnModel } from '../engine/farkle/winturn';
import { startChances, startIndex, type SeatTable } from '../engine/farkle/seatsolver';

export interface SeatSolveReport {
  /** The preset id, or the rules file's path. */
  rules: string;
  players: number;
  /** Each seat's chance of winning from the start, in seat order, all playing to win. */
  seatWinChances: number[];
  /**
   * Whether the figures are the game's exact value: false when the start rests on a farkle
   * cycle with several solutions giving other chances, or one with none found, or the passes
   * did not settle, or they were extrapolated (see docs/odds.md).
   */
  exact: boolean;
  positions: number;
  cycles: number;
  /** Farkle cycles whose best replies never settle, solved by a mixed solution. */
  mixedCycles: number;
  /** Of those, cycles with another solution giving other chances. */
  choiceCycles: number;
  unsolvedCycles: number;
  /** Positions whose odds rest on such a cycle: the table says "about" there. */
  aboutPositions: number;
  sweeps: number;
  turnsSolved: number;
  residual: number;
  milliseconds: number;
  /** Bytes the table of chances takes. */
  tableBytes: number;
  /** The process's peak resident memory by the end, worker threads included. */
  peakMemoryBytes: number;
  /**
   * Where the exact table would not fit (MAX_SEAT_BYTES): the shorter targets solved exactly
   * whose chances were extrapolated to this one (not exact; counts are theirs, added up).
   */
  extrapolatedFrom?: number[];
}

/** Point units of the shorter targets an extrapolation solves (1,000 to 2,000 for `minimal`). */
const EXTRAPOLATION_UNITS = [20, 30, 40];

/** Below this residual a solve counts as settled. */
const SETTLED = 1e-9;

/** What a report reads of the process it runs in: the time, and the peak memory so far. */
export interface SolveMeter {
  now(): number;
  peakBytes(): number;
}

/**
 * Solves the game at `players` seats with `solve`; rejects with an Error in the player's words
 * on rules or seat counts it cannot take.
 */
export async function seatSolveReport(
  rules: Rules,
  label: string,
  players: number,
  meter: SolveMeter,
  solve: (rules: Rules, players: number) => Promise<SeatTable>,
): Promise<SeatSolveReport> {
  const problem = seatRulesProblem(rules, players);
  if (problem) throw new Error(problem);
  const start = meter.now();
  const exact = seatTableBytes(rules, players) <= MAX_SEAT_BYTES;
  const { unit } = new WinTurnModel(rules);
  const targets = exact ? [rules.target!] : EXTRAPOLATION_UNITS.map((u) => u * unit);
  const shorter = targets.map((target) => ({ ...rules, target }));
  if (!exact && shorter.some((r) => seatTableBytes(r, players) > MAX_SEAT_BYTES)) {
    throw new Error(
      `these rules have too many positions at ${players} seats to solve or extrapolate`,
    );
  }
  const tables: SeatTable[] = [];
  for (const r of shorter) tables.push(await solve(r, players));
  const milliseconds = Math.round(meter.now() - start);
  const total = (count: (table: SeatTable) => number): number =>
    tables.reduce((sum, table) => sum + count(table), 0);
  const table = tables[0]!;
  return {
    rules: label,
    players,
    seatWinChances: exact
      ? startChances(table)
      : extrapolatedChances(
          tables.map((t, i) => ({ target: targets[i]!, chances: startChances(t) })),
          rules.target!,
        ),
    exact: exact && !isAbout(table.about, startIndex(table.layout)) && table.residual <= SETTLED,
    positions: total((t) => t.layout.positions),
    cycles: total((t) => t.cycles),
    mixedCycles: total((t) => t.mixedCycles),
    choiceCycles: total((t) => t.choiceCycles),
    unsolvedCycles: total((t) => t.unsolvedCycles),
    aboutPositions: total((t) => aboutCount(t.about)),
    sweeps: Math.max(...tables.map((t) => t.sweeps)),
    turnsSolved: total((t) => t.evaluations),
    residual: Math.max(...tables.map((t) => t.residual)),
    milliseconds,
    tableBytes: Math.max(...tables.map((t) => t.values.byteLength)),
    peakMemoryBytes: meter.peakBytes(),
    ...(exact ? {} : { extrapolatedFrom: targets }),
  };
}

const WORDS = ['', 'one', 'Two', 'Three', 'Four'];

/** ", 368 positions resting on it" (the choice), or nothing when none does. */
function resting(positions: number): string {
  return positions > 0 ? `, ${positions.toLocaleString('en-US')} positions resting on it` : '';
}

export function seatSolveText(report: SeatSolveReport): string {
  const about = report.exact ? '' : 'about ';
  const lines = [`${WORDS[report.players]} players under ${report.rules}, each playing to win:`];
  report.seatWinChances.forEach((chance, seat) => {
    lines.push(`  seat ${seat + 1} wins ${about}${(100 * chance).toFixed(3)}% of games`);
  });
  const cycles =
    report.cycles > 0
      ? `${report.cycles.toLocaleString('en-US')} farkle cycles ` +
        `(${report.mixedCycles} solved by a mixed solution, ${report.choiceCycles} with a choice` +
        `${resting(report.aboutPositions)}), `
      : '';
  lines.push(
    `  ${report.positions.toLocaleString('en-US')} positions, ${cycles}` +
      `${report.sweeps} ${report.sweeps === 1 ? 'pass' : 'passes'}, ` +
      `${report.turnsSolved.toLocaleString('en-US')} turns solved, ` +
      `residual ${report.residual.toExponential(1)}`,
  );
  if (report.extrapolatedFrom) {
    const from = report.extrapolatedFrom.map((t) => t.toLocaleString('en-US')).join(', ');
    lines.push(`  too many positions to solve exactly: extrapolated from targets ${from}`);
  }
  if (!report.exact) lines.push('  the odds are approximate ("about"): see docs/odds.md');
  lines.push(
    `Solved in ${(report.milliseconds / 1000).toFixed(1)} s ` +
      `(table ${(report.tableBytes / 1e6).toFixed(1)} MB, ` +
      `peak memory ${(report.peakMemoryBytes / 1e6).toFixed(0)} MB).`,
  );
  return `${lines.join('\n')}\n`;
}
