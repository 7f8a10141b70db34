/** A finished game's review as the main process works it out (reviewGame); nothing is computed here. */
import type { ApiClient, GameReview, ReviewUnit, Verdict } from '../../../src-shared/api';

export const VERDICT_LABELS: Record<Verdict, string> = {
  best: 'Best',
  good: 'Good',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
};

/** What the review's figures are in, for the screen to say. */
export const UNIT_NOTES: Record<ReviewUnit, string> = {
  win: 'Priced in percentage points of winning (two to four seats to a target: the exact odds).',
  points:
    'Priced in expected points of the turn (no exact odds for this table): the curve is the first seat’s points.',
  total:
    'Priced in points of the expected final total (lower is better): the curve is the expected total.',
};

/**
 * A loss as the screen prints it, in the review's unit (more digits for small per-decision
 * figures), in words a player reads: "0.4% win chance", never "pp".
 */
export function amountText(unit: ReviewUnit, amount: number, digits = 1): string {
  return unit === 'win' ? `${amount.toFixed(digits)}% win chance` : `${amount.toFixed(digits)} pts`;
}

export class ReviewModel {
  review = $state.raw<GameReview | null>(null);
  error = $state<string | null>(null);

  constructor(
    private readonly api: ApiClient,
    readonly gameId: string,
  ) {}

  async load(): Promise<void> {
    const result = await this.api.reviewGame({ gameId: this.gameId });
    if (result.ok) this.review = result.value;
    else this.error = result.error.message;
  }
}
