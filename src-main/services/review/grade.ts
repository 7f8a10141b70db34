import {
  VERDICTS,
  type CurvePoint,
  type GameReview,
  type KeyMoment,
  type ReviewUnit,
  type ReviewedDecision,
  type SeatReview,
  type Verdict,
} from '../../../src-shared/domains/review';

/** One decision as a game's review hook prices it, before it is graded. */
export type PricedDecision = Omit<ReviewedDecision, 'verdict'>;

/** What a game's review hook answers: every decision priced, and the curve. */
export interface PricedGame {
  unit: ReviewUnit;
  /**
   * The loss in the game's unit that counts as 10 percentage points of winning: the scale that
   * puts every unit on the one set of thresholds and the one accuracy formula.
   */
  blunderAt: number;
  seatNames: string[];
  decisions: PricedDecision[];
  curve: CurvePoint[];
  /**
   * What the dice did for the first seat at each roll: the curve's move there less the
   * decision's own price (the curve's units: a chance 0 to 1 in unit `win`).
   */
  luck: Array<{ step: number; swing: number }>;
  /** Whether the game was played to its end (an abandoned one was not). */
  finished: boolean;
}

/**
 * What the dice did for the first seat at a roll: the curve's move less the decision's own
 * price (`given`, in the curve's units), which moves the first seat's chance down when it was
 * theirs and up when an opponent's, with two seats to a target.
 */
export function rollLuck(
  step: number,
  curve: { before: number; after: number },
  seat: number,
  given: number,
  inWin: boolean,
): { step: number; swing: number } {
  const effect = seat === 0 ? -given : inWin ? given : 0;
  return { step, swing: curve.after - curve.before - effect };
}

/** A game's prices as every hook answers them: in chances of winning, or in points. */
export function pricedGame(
  played: Pick<PricedGame, 'finished' | 'seatNames' | 'decisions' | 'curve' | 'luck'>,
  inWin: boolean,
  pointsBlunder: number,
): PricedGame {
  return { ...played, unit: inWin ? 'win' : 'points', blunderAt: inWin ? 10 : pointsBlunder };
}

/** A loss below this (in the unit) is rounding noise: the choice was the best. */
const SAME = 1e-6;

/** Upper bounds of each verdict's loss, in percentage points of winning (docs/api.md: review). */
export const THRESHOLDS = { good: 1, inaccuracy: 4, mistake: 10 } as const;

/** The loss on the win scale: percentage points of winning, or as many in another unit. */
export function onWinScale(loss: number, blunderAt: number): number {
  return (loss * 10) / blunderAt;
}

export function verdictOf(loss: number, blunderAt: number): Verdict {
  if (loss <= SAME) return 'best';
  const drop = onWinScale(loss, blunderAt);
  if (drop < THRESHOLDS.good) return 'good';
  if (drop < THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (drop < THRESHOLDS.mistake) return 'mistake';
  return 'blunder';
}

/**
 * One decision's accuracy, lichess's formula on the drop in percentage points of winning (with
 * its one-point bonus, so the best choice scores 100 exactly), kept within 0 to 100.
 */
export function decisionAccuracy(loss: number, blunderAt: number): number {
  if (loss <= SAME) return 100;
  const drop = onWinScale(loss, blunderAt);
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * drop) - 3.166924740191411 + 1;
  return Math.min(100, Math.max(0, raw));
}

/**
 * A seat's accuracy: the mean of the arithmetic and harmonic means of its decisions' accuracies
 * (the harmonic one with each at least 1), so one blunder weighs more than in a plain average;
 * to one decimal. Every decision the best: exactly 100; any other, at most 99.9.
 */
export function seatAccuracy(accuracies: readonly number[]): number | null {
  if (accuracies.length === 0) return null;
  if (accuracies.every((a) => a === 100)) return 100;
  const mean = accuracies.reduce((a, b) => a + b, 0) / accuracies.length;
  const harmonic = accuracies.length / accuracies.reduce((sum, a) => sum + 1 / Math.max(1, a), 0);
  // Only a seat that always chose the best shows 100: near misses stop at 99.9.
  return Math.min(99.9, Math.round(((mean + harmonic) / 2) * 10) / 10);
}

const noVerdicts = (): Record<Verdict, number> =>
  Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;

/** How many key moments of each kind a review lists. */
const MOMENTS_EACH = 3;

function unitText(unit: ReviewUnit, amount: number): string {
  const size = Math.abs(amount);
  if (unit === 'win') return `${size.toFixed(1)} percentage points`;
  return `${size.toFixed(1)} ${unit === 'total' ? 'points of the total' : 'points'}`;
}

/**
 * The key moments: the dice's biggest swings of the first seat's prospects and the costliest
 * decisions, in the order they happened.
 */
function keyMoments(priced: PricedGame, decisions: ReviewedDecision[]): KeyMoment[] {
  const swings = priced.luck.flatMap(({ step, swing }): KeyMoment[] => {
    const scaled = priced.unit === 'win' ? swing * 100 : swing;
    if (Math.abs(scaled) <= SAME) return [];
    const better = priced.unit === 'total' ? swing < 0 : swing > 0;
    const who = priced.seatNames[0]!;
    const text = `The dice ${better ? 'helped' : 'hurt'} ${who}: ${unitText(priced.unit, scaled)}`;
    return [{ step, seat: 0, kind: 'luck', swing: scaled, text }];
  });
  const luck = swings.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing)).slice(0, MOMENTS_EACH);
  const costly = decisions
    .filter((d) => d.verdict !== 'best')
    .sort((a, b) => b.loss - a.loss)
    .slice(0, MOMENTS_EACH)
    .map((d): KeyMoment => ({
      step: d.step,
      seat: d.seat,
      kind: 'decision',
      swing: d.loss,
      text: `${priced.seatNames[d.seat]} chose ${d.chosen} over ${d.best}: ${unitText(priced.unit, d.loss)} given up`,
    }));
  return [...luck, ...costly].sort((a, b) => a.step - b.step);
}

/** Grades a priced game: each decision's verdict, each seat's accuracy, the key moments. */
export function grade(gameId: string, kind: GameReview['kind'], priced: PricedGame): GameReview {
  const decisions = priced.decisions.map((d) => ({
    ...d,
    verdict: verdictOf(d.loss, priced.blunderAt),
  }));
  const seats = priced.seatNames.map((name, seat): SeatReview => {
    const own = decisions.filter((d) => d.seat === seat);
    const verdicts = noVerdicts();
    for (const d of own) verdicts[d.verdict]++;
    return {
      seat,
      name,
      accuracy: seatAccuracy(own.map((d) => decisionAccuracy(d.loss, priced.blunderAt))),
      winPointsLost: own.reduce((sum, d) => sum + d.loss, 0),
      verdicts,
    };
  });
  return {
    gameId,
    kind,
    unit: priced.unit,
    seats,
    decisions,
    curve: priced.curve,
    keyMoments: keyMoments(priced, decisions),
  };
}
