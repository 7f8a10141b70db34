import type { FarkleAction } from '../../src-shared/farkle';
import { botAction, type BotId } from './farkle/bots';
import { farkleGame } from './farkle/def';
import { preset } from './farkle/presets';
import { REPLAY_FORMAT, REPLAY_VERSION, type FarkleReplay } from './farkle/replay';

/** Farkle replays for tests, benches and the golden corpus, played by the engine's own bots. */

/** A Farkle replay as this engine writes it (its format and version), from its setup and actions. */
export function farkleReplay(
  game: Omit<FarkleReplay, 'format' | 'version' | 'game'>,
): FarkleReplay {
  return { format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'farkle', ...game };
}

/** A replay's head: its format, and the engine version it records (if any). */
type ReplayHead = Pick<FarkleReplay, 'format' | 'version' | 'engineVersion'>;

const VERSION_1: ReplayHead = { format: 'hotdice-replay', version: 1, engineVersion: 1 };

/**
 * Plays a Farkle replay with no actions yet to its end, every seat by its own bot, pushing each
 * action onto its list; `label` opens the message of a move the engine refuses.
 */
export function playedByBots(replay: FarkleReplay, label = ''): FarkleReplay {
  let state = farkleGame.newGame(farkleGame.setupOf(replay));
  while (!state.over) {
    const action = botAction(replay.seats[state.current]!.bot as BotId, state);
    const result = farkleGame.apply(state, action);
    if (!result.ok) throw new Error(`${label}${result.error.message}`);
    replay.actions.push(action);
    state = result.value;
  }
  return replay;
}

/** A whole bot game of Minimal by xoroshiro128plus, Ada and Brian seated as these two bots. */
export function minimalBotGame(
  seed: number,
  [ada, brian]: readonly [BotId, BotId],
  head: ReplayHead = VERSION_1,
): FarkleReplay {
  return playedByBots({
    ...head,
    game: 'farkle',
    preset: 'minimal',
    rules: preset('minimal').rules,
    generator: 'xoroshiro128plus',
    seed,
    seats: [
      { name: 'Ada', bot: ada },
      { name: 'Brian', bot: brian },
    ],
    actions: [],
  });
}

/**
 * One endless ECE 209 turn: seed 0 of its generator rolls six 1s forever, all kept each time.
 * `moves` actions, a roll and a keep of all six by turns, by one player of this name.
 */
export function endlessTurn(
  moves: number,
  head: ReplayHead = VERSION_1,
  name = 'Cleo',
): FarkleReplay {
  return {
    ...head,
    game: 'farkle',
    preset: 'ece209',
    rules: preset('ece209').rules,
    generator: 'ece209',
    seed: 0,
    seats: [{ name, bot: null }],
    actions: Array.from({ length: moves }, (_, i): FarkleAction =>
      i % 2 === 0 ? { type: 'roll' } : { type: 'keep', dice: [0, 1, 2, 3, 4, 5] },
    ),
  };
}
