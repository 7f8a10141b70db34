import type { GameReplay } from '../../engine';
import type { PricedGame } from './grade';

/**
 * What each game gives the review: a game's part is this one hook (its solver's prices), and
 * the grading, accuracy and key moments are shared (grade.ts).
 */
export interface ReviewHook<R extends GameReplay<unknown>> {
  /** What pricing needs that may take long (a solve), done off the API's thread first. */
  prepare(replay: R): Promise<void>;
  /** Every decision of the game priced against the best choice, and the curve after each action. */
  price(replay: R): PricedGame;
}
