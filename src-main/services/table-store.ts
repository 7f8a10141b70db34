import type { GameStore } from '../db/game-store';
import type { SeedMarks } from '../db/seed-known';
import type { TableStore } from './played-games';

/** The tables kept in the history: every move in its own transaction, stamped `now()`. */
export function tableStoreOn(
  history: GameStore,
  now: () => string,
  /** Where drawn seeds made known are read; without it a game's seed counts as it started. */
  marks?: SeedMarks,
): TableStore {
  return {
    ...(marks ? { seedKnown: (id: string) => marks.isKnown(id) } : {}),
    started: (id, replay, seedChosen) =>
      history.startGame({ id, replay, seedChosen, startedAt: now() }),
    acted: (id, seq, move) => history.record(id, seq, move, now()),
    reseeded: (id, playerSeed) => history.setPlayerSeed(id, playerSeed),
    // An abandoned game is kept to replay, never put back on the table.
    load: (id) => (history.isAbandoned(id) ? null : history.stored(id)),
    listing: (id) => {
      const kept = history.listing(id);
      return kept && { ...kept.game, actionCount: kept.actionCount, summary: kept.summary };
    },
    unfinished: (game, limit) => history.latestUnfinished(game, limit),
    removed: (id, how, turns) =>
      how === 'abandon' ? history.abandon(id, now()) : history.delete(id, turns),
  };
}
