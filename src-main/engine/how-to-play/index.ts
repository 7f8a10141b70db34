import type { GameKind } from '../../../src-shared/games';
import type { HowToPlay } from '../../../src-shared/how-to-play';
import { pigHowTo, rollDiceHowTo } from './dealt';
import { farkleHowTo } from './farkle';

const GUIDES: Record<GameKind, () => HowToPlay> = {
  farkle: farkleHowTo,
  rolldice: rollDiceHowTo,
  pig: pigHowTo,
};

/** The games How to play tells: every built-in game. */
export const GUIDED_GAMES = Object.keys(GUIDES) as [GameKind, ...GameKind[]];

/** How to play a game, worded from the engine's own rules and scoring. */
export function howToPlay(game: GameKind): HowToPlay {
  return GUIDES[game]();
}
