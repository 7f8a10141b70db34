/** A review's win-chance curve by ear: its key points in words (formatting only). */
import type { CurvePoint, ReviewUnit } from '../../../../src-shared/api';
import { points } from '../format';

/** A point's figure as the chart shows it: a percentage of winning, or points. */
export function curveFigure(unit: ReviewUnit, value: number): string {
  return unit === 'win' ? `${(value * 100).toFixed(1)}%` : points(Math.round(value));
}

/**
 * The start, the biggest swings (three at most, in the order played) and the end:
 * "Your chance of winning: 50.0% at the start; biggest swings at step 12 (61.0% to 45.2%), …;
 * 100.0% at the end."
 */
export function curveWords(curve: readonly CurvePoint[], unit: ReviewUnit, what: string): string {
  const first = curve[0];
  const last = curve.at(-1);
  if (!first || !last) return '';
  const swings = curve
    .slice(1)
    .map((point, i) => ({ step: point.step, from: curve[i]!.winChance, to: point.winChance }))
    .filter((swing) => swing.to !== swing.from)
    .sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from))
    .slice(0, 3)
    .sort((a, b) => a.step - b.step)
    .map(
      (swing) =>
        `step ${swing.step} (${curveFigure(unit, swing.from)} to ${curveFigure(unit, swing.to)})`,
    );
  const middle = swings.length > 0 ? `; biggest swings at ${swings.join(', ')}` : '';
  return `${what}: ${curveFigure(unit, first.winChance)} at the start${middle}; ${curveFigure(unit, last.winChance)} at the end.`;
}
