/** The life of a game of any kind after it is created, by its id alone (the history knows its kind). */
import type { TableView } from '../games';
import type { GameRef, FarkleView, SetPlayerSeedRequest } from './farkle';
import { method } from './method';

export const lifeApi = {
  /**
   * Any game's setup again with a fresh seed: a Farkle game's answer is its `FarkleView` (as
   * `getGame`), any other game's its table view (as `getTable`).
   */
  rematch: method<GameRef, FarkleView | TableView>('gated'),
  /** An unfinished game of any kind given up: kept in History as abandoned, off the home screen. */
  abandonGame: method<GameRef, null>('gated'),
  /** An unfinished game of any kind removed with everything it added to the stats. */
  deleteGame: method<GameRef, null>('gated'),
  /**
   * The player left a game's table (New game, home): an unfinished game with no move yet is
   * deleted, as nothing in it is worth keeping; any other stays to resume.
   */
  leaveGame: method<GameRef, { discarded: boolean }>('gated'),
  /**
   * A new player seed for any game dealt by hmac-sha256, before its first roll (the dice are
   * HMAC-SHA256 of the seed and it): a Farkle game's answer is its `FarkleView`, any other game's
   * its table view.
   */
  setPlayerSeed: method<SetPlayerSeedRequest, FarkleView | TableView>('gated'),
};
