/** Practice from the player's own mistakes: the review's costliest decisions as exercises. */
import type { FarkleAction } from '../farkle';
import type { FarkleView } from './farkle';
import type { ProfileRef } from './profiles';
import type { Verdict } from './review';
import { method } from './method';

/**
 * What an exercise's figures are in, as the game's review priced it: `win`, the chance of
 * winning (two seats to a target, the odds solved); `points`, the turn's expected points.
 */
export type PracticeUnit = 'win' | 'points';

/** The counts Stats shows ("Practice: 3 of 5 solved"). */
export interface PracticeProgress {
  /** Exercises answered with the best choice at least once. */
  solved: number;
  /** Exercises answered at all. */
  tried: number;
  total: number;
}

export interface ExerciseSummary {
  id: number;
  /** The game it comes from, and the decision's step in it. */
  gameId: string;
  step: number;
  /** When that game ended (ISO time). */
  endedAt: string;
  unit: PracticeUnit;
  /** What the choice made in the game gave up, in the unit (percentage points for `win`). */
  loss: number;
  tries: number;
  /** When it was last tried, and when first solved (ISO times), or null. */
  triedAt: string | null;
  solvedAt: string | null;
  /** Whether the last try took the best choice; null before the first. */
  lastRight: boolean | null;
}

export interface PracticeOverview {
  progress: PracticeProgress;
  /** The profile's exercises, costliest first. */
  exercises: ExerciseSummary[];
  /** Finished games this call looked through (reviewed, their accuracy kept for Stats). */
  reviewed: number;
  /** Finished games of the profile still to look through for exercises (done a batch a call). */
  unreviewed: number;
}

export interface ExerciseRef {
  exerciseId: number;
}

/** An exercise's position: the table as it stood when the decision was made. */
export interface ExercisePosition {
  exercise: ExerciseSummary;
  /** Which dice to keep (`keep`), or whether to roll on or bank (`roll-or-bank`). */
  decision: 'keep' | 'roll-or-bank';
  /** The seat whose decision it was. */
  seat: number;
  view: FarkleView;
}

export interface AnswerExerciseRequest extends ExerciseRef {
  choice: FarkleAction;
}

/** One option open in the position, as the review prices it. */
export interface PricedOption {
  /** In words: "keep 1 5", "roll 3 dice", "bank 650". */
  label: string;
  /** The chance of winning after it (0 to 1) in unit `win`; the turn's expected points otherwise. */
  worth: number;
  best: boolean;
  chosen: boolean;
}

export interface ExerciseAnswer {
  unit: PracticeUnit;
  /** Whether the choice was the best one (the review's verdict `best`). */
  right: boolean;
  verdict: Verdict;
  /** What the choice gave up against the best, in the unit (percentage points for `win`). */
  loss: number;
  /** Every option open, best first. */
  options: PricedOption[];
  exercise: ExerciseSummary;
  progress: PracticeProgress;
}

export const practiceApi = {
  /**
   * The profile's exercises and progress; looks through a batch of its finished games not
   * reviewed yet first, keeping their seats' accuracy and costliest decisions.
   */
  practiceOverview: method<ProfileRef, PracticeOverview>('gated'),
  /** An exercise's position, to be answered. */
  practiceExercise: method<ExerciseRef, ExercisePosition>('reads'),
  /** Answers an exercise: every option priced, and the try kept. */
  answerExercise: method<AnswerExerciseRequest, ExerciseAnswer>('gated'),
};
