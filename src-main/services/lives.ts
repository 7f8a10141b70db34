import type { AnyGameView, GameKind, GameShapes, UnfinishedEntry } from '../../src-shared/api';
import { GAME_KINDS, isGameKind } from '../engine';
import { ServiceError } from '../errors';
import type { GameLife } from './contract';

/** Every registered game's life, by kind: a kind left out does not compile. */
export type Lives = { readonly [K in GameKind]: GameLife<GameShapes[K]['view']> };

/**
 * A game's life after it is created, for any game: it is listed while unfinished, and given up,
 * deleted or played again by its id alone, whatever its kind (the history knows it).
 */
export class GameLives {
  constructor(
    private readonly lives: Lives,
    private readonly history: {
      /** The kind a stored game was played as, or null when there is none with this id. */
      kindOf(gameId: string): string | null;
      startedAt(gameId: string): string | null;
    },
  ) {}

  /** The unfinished games of every kind, newest first, and how many there are in all. */
  unfinished(): { entries: UnfinishedEntry[]; total: number } {
    let total = 0;
    const entries: UnfinishedEntry[] = [];
    for (const game of GAME_KINDS) {
      const listed = this.lives[game].unfinished();
      total += listed.total;
      for (const view of listed.views as Array<{ id: string }>) {
        const startedAt = this.history.startedAt(view.id);
        entries.push({ game, view, startedAt } as UnfinishedEntry);
      }
    }
    // ISO times sort as text; a game without one goes last.
    entries.sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? ''));
    return { entries, total };
  }

  abandon(gameId: string): null {
    return this.lifeOf(gameId).abandon(gameId);
  }

  delete(gameId: string): null {
    return this.lifeOf(gameId).delete(gameId);
  }

  /** The player left a game's table: one with no move yet is discarded, any other kept. */
  leave(gameId: string): { discarded: boolean } {
    return { discarded: this.lifeOf(gameId).leave(gameId) };
  }

  /** The same setup again with a drawn seed, as the view of the game's own kind. */
  rematch(gameId: string): AnyGameView {
    const game = this.kindOf(gameId);
    return { game, view: this.lives[game].rematch(gameId) } as AnyGameView;
  }

  /** A new player seed before the first roll, as the view of the game's own kind. */
  setPlayerSeed(gameId: string, step: number, playerSeed: string): AnyGameView {
    const game = this.kindOf(gameId);
    const view = this.lives[game].setPlayerSeed(gameId, step, playerSeed);
    return { game, view } as AnyGameView;
  }

  private lifeOf(gameId: string): GameLife<unknown> {
    return this.lives[this.kindOf(gameId)];
  }

  /** The registered game a stored game is, refused in words when it is none. */
  private kindOf(gameId: string): GameKind {
    const kind = this.history.kindOf(gameId);
    if (kind === null) throw new ServiceError('not-found', 'that game is not in your history');
    if (!isGameKind(kind)) {
      throw new ServiceError('illegal', `this game (${kind}) is not one this Hot Dice plays`);
    }
    return kind;
  }
}
