import type { StoredMove } from '../db/game-store';
import { FarkleService, type FarkleServiceOptions } from './farkle';

/**
 * A Farkle service on a store that keeps nothing but the moves it is handed (into `stored`), a
 * seed of 7 and ids game-1, game-2, ...
 */
export function farkleServiceFor(
  options: Pick<FarkleServiceOptions, 'bots' | 'winOdds' | 'seatOdds'>,
  stored: StoredMove[],
): FarkleService {
  let id = 0;
  return new FarkleService({
    store: {
      started: () => undefined,
      acted: (_, __, move) => stored.push(move),
      reseeded: () => undefined,
      load: () => null,
      listing: () => null,
      unfinished: () => ({ ids: [], total: 0 }),
      removed: () => undefined,
    },
    randomSeed: () => 7,
    newId: () => `game-${++id}`,
    ...options,
  });
}
