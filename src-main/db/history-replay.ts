import type { FarkleReplay } from '../engine';
import { decodeAction, decodeRollDiceAction } from './codec';
import type { StoredGame, StoredReplay } from './history';
import type { GameRow } from './history-statements';

/** How the games store puts a stored game back together from its rows (see History). */

/** One seat as its row keeps it. */
export interface SeatRow {
  name: string;
  bot: string | null;
}

/** A stored game's replay from its row, its seats and its encoded actions (in order). */
export function replayFrom(game: GameRow, seats: SeatRow[], actions: string[]): StoredReplay {
  const head = {
    format: 'hotdice-replay',
    version: 1,
    engineVersion: game.engine_version,
  } as const;
  const generator = game.generator as StoredReplay['generator'];
  // Absent unless the game has one, so the replays of other games keep their text.
  const playerSeed = game.player_seed === null ? {} : { playerSeed: game.player_seed };
  // Key order matters: fingerprints hash the text, as files written before did.
  if (game.kind === 'rolldice') {
    return {
      ...head,
      game: 'rolldice',
      generator,
      seed: game.seed,
      ...playerSeed,
      player: seats[0]!,
      actions: actions.map(decodeRollDiceAction),
    };
  }
  return {
    ...head,
    game: 'farkle',
    preset: game.preset as FarkleReplay['preset'],
    rules: JSON.parse(game.rules) as FarkleReplay['rules'],
    generator,
    seed: game.seed,
    ...playerSeed,
    seats,
    actions: actions.map(decodeAction),
  };
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
