import type { LabReport } from '../../src-shared/strategy';
import { preset } from '../engine';

export function labText(report: LabReport): string {
  const info = preset(report.preset);
  const lines = [`Bot lab under ${info.name} (${report.preset}), seed ${report.seed}`];
  if (report.turns.length > 0) {
    const count = report.turns[0]!.turns.toLocaleString('en-US');
    lines.push(`Average turn score over ${count} turns each (95% confidence interval):`);
    const width = Math.max(...report.turns.map((t) => t.bot.length));
    for (const t of report.turns) {
      const interval = `${t.low.toFixed(2)} to ${t.high.toFixed(2)}`;
      const farkles = `${(100 * t.farkleRate).toFixed(1)}% farkles`;
      lines.push(
        `  ${t.bot.padEnd(width)}  ${t.mean.toFixed(2).padStart(8)}  (${interval}), ${farkles}`,
      );
    }
    lines.push(`  solver optimum: ${report.optimum.toFixed(3)}`);
  }
  if (report.games) {
    const { played, averageTurns, results } = report.games;
    lines.push(`Head to head over ${played} games (${averageTurns} turns a game, seats rotated):`);
    const width = Math.max(...results.map((r) => r.bot.length));
    for (const r of results) {
      const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
      lines.push(
        `  ${r.bot.padEnd(width)}  ${pct(r.winRate).padStart(6)} wins (${pct(r.low)} to ${pct(r.high)})`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
