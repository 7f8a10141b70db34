import type { AnyReplay, GameKind, GameShapes } from '../../src-shared/games';
import type { GameModule } from './contract';
import { farkleModule } from './farkle/module';
import { rollDiceModule } from './rolldice/module';
import { pigModule } from './pig/module';

/**
 * A registered game as code that handles every game sees it: its state, actions and events pass
 * through untouched, so they are unknown here; its replay is the kind's own.
 */
export type RegisteredGame<K extends GameKind = GameKind> = {
  [G in K]: GameModule<G, unknown, unknown, unknown, GameShapes[G]['replay']>;
}[K];

/** Every game Hot Dice plays, found by its kind: one line a game (the boardgame.io way). */
export const GAMES: { readonly [K in GameKind]: RegisteredGame<K> } = {
  farkle: farkleModule,
  rolldice: rollDiceModule,
  pig: pigModule,
};

export const GAME_KINDS = Object.keys(GAMES) as GameKind[];

/** Whether a stored or sent kind names a registered game (the store keeps kinds as text). */
export function isGameKind(kind: unknown): kind is GameKind {
  return typeof kind === 'string' && Object.hasOwn(GAMES, kind);
}

/** The module of a replay's game. */
export function gameOf<K extends GameKind>(kind: K): RegisteredGame<K> {
  return GAMES[kind];
}

/** The registered game of a replay, typed as any game's: for code that handles every game alike. */
export function moduleOf(
  replay: AnyReplay,
): GameModule<GameKind, unknown, unknown, unknown, AnyReplay> {
  // Each module takes only its own kind's replay, which `replay.game` picks.
  return GAMES[replay.game];
}
