/** The review of a finished game: every decision priced, a verdict each, accuracy per seat. */
import type { GameKind } from '../games';
import { method } from './method';

/** How far a decision fell short of the best choice, from none to the most (docs/api.md). */
export type Verdict = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export const VERDICTS: readonly Verdict[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/**
 * What a review's figures are in: `win`, chances of winning (two seats to a target: `winBefore`
 * and the curve 0 to 1, `loss` and `winPointsLost` in percentage points); `points`, expected
 * Farkle points (three and more seats, one seat, or rules without exact odds); `total`,
 * Roll-Dice-Roll's expected final total, where lower is better.
 */
export type ReviewUnit = 'win' | 'points' | 'total';

export interface SeatReview {
  seat: number;
  name: string;
  /** 0 to 100 (100: every decision the best); null for a seat that made no decision. */
  accuracy: number | null;
  /** The sum of what the seat's decisions gave up, in the review's unit. */
  winPointsLost: number;
  /** How many of the seat's decisions got each verdict. */
  verdicts: Record<Verdict, number>;
}

export interface ReviewedDecision {
  /** The action's index in the game (0 = the first); the replay shows it at `step`. */
  step: number;
  seat: number;
  /** The choice made and the best one, in words ("keep 1 5", "roll 3 dice", "bank 650"). */
  chosen: string;
  best: string;
  /** The mover's prospects before the decision with best play (chance 0 to 1, or points). */
  winBefore: number;
  /** What the decision gave up against the best choice (0 for the best), in the unit. */
  loss: number;
  verdict: Verdict;
}

export interface CurvePoint {
  /** Actions played (0: the start). */
  step: number;
  /**
   * In unit `win`, the first seat's chance of winning (0 to 1); otherwise the first seat's total
   * with the expected score of its turn in progress (Roll-Dice-Roll: the expected final total).
   */
  winChance: number;
}

/** A moment worth a look: the biggest swings of the dice's luck and the costliest decisions. */
export interface KeyMoment {
  step: number;
  seat: number;
  kind: 'luck' | 'decision';
  /** The change it made, in the unit, for the seat (luck, signed) or what it gave up (decision). */
  swing: number;
  text: string;
}

export interface GameReview {
  gameId: string;
  kind: GameKind;
  unit: ReviewUnit;
  seats: SeatReview[];
  decisions: ReviewedDecision[];
  curve: CurvePoint[];
  keyMoments: KeyMoment[];
}

export const reviewApi = {
  /** The review of a finished game (an unfinished or unknown one is refused in words). */
  reviewGame: method<{ gameId: string }, GameReview>('reads'),
};
