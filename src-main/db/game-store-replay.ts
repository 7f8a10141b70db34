import type { AnyReplay } from '../../src-shared/games';
import { gameOf, isGameKind } from '../engine';
import type { GameRow } from './game-store-statements';

/** A replay of any registered game, as the store keeps it. */
export type StoredReplay = AnyReplay;

export interface StoredGameStart {
  id: string;
  replay: StoredReplay;
  startedAt: string;
  /** The player typed the seed (rather than the app drawing it). */
  seedChosen: boolean;
}

export interface StoredGame extends StoredGameStart {
  endedAt: string | null;
}

/** How the games store puts a stored game back together from its rows (see GameStore). */

/** One seat as its row keeps it. */
export interface SeatRow {
  name: string;
  bot: string | null;
}

/** A stored game's replay from its row, its seats and its encoded actions (in order). */
export function replayFrom(game: GameRow, seats: SeatRow[], actions: string[]): StoredReplay {
  if (!isGameKind(game.kind)) throw new Error(`its game "${game.kind}" is not one Hot Dice plays`);
  return gameOf(game.kind).replayFrom({
    head: { format: 'hotdice-replay', version: 1, engineVersion: game.engine_version },
    generator: game.generator as StoredReplay['generator'],
    seed: game.seed,
    playerSeed: game.player_seed === null ? {} : { playerSeed: game.player_seed },
    preset: game.preset,
    rules: game.rules,
    seats,
    actions,
  });
}

/** A stored game from its row and its replay (whole, or its setup alone). */
export function storedGameFrom(id: string, game: GameRow, replay: StoredReplay): StoredGame {
  return {
    id,
    startedAt: game.started_at,
    endedAt: game.ended_at,
    seedChosen: game.seed_chosen === 1,
    replay,
  };
}
