/** Learning the games: the How to play page over any screen, and the guided first game. */
import { createContext } from 'svelte';
import type { GameKind } from '../../../src-shared/api';

export class Learn {
  /** The game whose How to play page is open, or null. */
  howTo = $state<GameKind | null>(null);
  /** The guided first game, while its guide is on; null once it ends or is skipped. */
  guidedId = $state<string | null>(null);

  /** `startGuided` puts the guided game on the table and answers its id (null if refused). */
  constructor(private readonly startGuided: () => Promise<string | null>) {}

  open(game: GameKind): void {
    this.howTo = game;
  }

  close(): void {
    this.howTo = null;
  }

  async playGuided(): Promise<void> {
    this.howTo = null;
    this.guidedId = await this.startGuided();
  }

  endGuide(): void {
    this.guidedId = null;
  }
}

export const [useLearn, provideLearn] = createContext<Learn>();
