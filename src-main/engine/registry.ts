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
const BUILT_IN: ReadonlySet<string> = new Set(GAME_KINDS);

/**
 * Registers a game beside the built-in ones, for this process (a test's own game, through the
 * app's options): from then on every path that goes through the registry plays it. The same
 * module again changes nothing; another under a kind already taken is refused.
 */
export function registerGame(module: RegisteredGame): void {
  const registered: Record<string, RegisteredGame> = GAMES;
  if (registered[module.kind] === module) return;
  if (Object.hasOwn(registered, module.kind)) {
    throw new Error(`a game "${module.kind}" is registered already`);
  }
  registered[module.kind] = module;
  GAME_KINDS.push(module.kind);
}

/** Takes a game registered by registerGame off again (a built-in one stays). */
export function unregisterGame(module: RegisteredGame): void {
  const registered: Record<string, RegisteredGame> = GAMES;
  if (registered[module.kind] !== module || BUILT_IN.has(module.kind)) return;
  delete registered[module.kind];
  GAME_KINDS.splice(GAME_KINDS.indexOf(module.kind), 1);
}

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
