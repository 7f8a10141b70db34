import type { GameKind } from '../../src-shared/games';
import { GAME_KINDS } from '../engine';
import { farkleGolden } from './farkle';
import type { GoldenGame, GoldenKind } from './head';
import { pigGolden } from './pig';
import { rollDiceGolden } from './rolldice';

/** Each game's part of the golden corpus, by kind: one line a game, as in the engine's registry. */
export const GOLDEN: { readonly [K in GameKind]: GoldenKind<K> } = {
  farkle: farkleGolden,
  rolldice: rollDiceGolden,
  pig: pigGolden,
};

/** A registered game's part of the corpus, or null for one that brings none (a test's own game). */
export function goldenOf(kind: GameKind): GoldenKind<GameKind> | null {
  return Object.hasOwn(GOLDEN, kind) ? GOLDEN[kind] : null;
}

/** The corpus this engine writes: every registered game's games, by kind. */
export function goldenGames(): Array<GoldenGame & { kind: GameKind }> {
  return GAME_KINDS.flatMap((kind) => {
    const golden = goldenOf(kind);
    if (!golden) throw new Error(`the game "${kind}" brings no golden games`);
    return golden.games().map((game) => ({ ...game, kind }));
  });
}
