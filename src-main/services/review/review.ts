import type { GameReview } from '../../../src-shared/domains/review';
import type { StoredGame, StoredReplay } from '../../db/game-store';
import { ServiceError } from '../../errors';
import { refuseOtherEngine } from '../played-games';
import { grade } from './grade';
import type { ReviewHook } from './hook';

/** Each game's review hook, by the game a stored replay names. */
export type ReviewHooks = {
  [G in StoredReplay['game']]: ReviewHook<Extract<StoredReplay, { game: G }>>;
};

/** Reviews finished games from the store, each by its game's hook. */
export class ReviewService {
  constructor(
    private readonly store: { stored(gameId: string): StoredGame | null },
    private readonly hooks: ReviewHooks,
  ) {}

  async review(gameId: string): Promise<GameReview> {
    const stored = this.store.stored(gameId);
    if (!stored) throw new ServiceError('not-found', 'that game is not in your history');
    if (stored.endedAt === null) {
      throw new ServiceError('illegal', 'that game is not finished yet: finish it to review it');
    }
    const { replay } = stored;
    refuseOtherEngine(replay);
    const hook = this.hooks[replay.game] as ReviewHook<StoredReplay>;
    await hook.prepare(replay);
    const priced = hook.price(replay);
    if (!priced.finished) {
      throw new ServiceError(
        'illegal',
        'that game was abandoned before its end: only finished games have a review',
      );
    }
    return grade(gameId, replay.game, priced);
  }
}
