import type { Command } from 'commander';
import type { GameKind } from '../../src-shared/games';

/** A game's terminal side: its own mode, and what `hotdice solve --game <kind>` prints for it. */
export interface CliGame {
  kind: Exclude<GameKind, 'farkle'>;
  addCommand(program: Command): void;
  /**
   * The solved game's figures, as text or JSON; `players` as given (each game says what it takes,
   * and throws what it refuses, in words).
   */
  solve(options: { players: number; json: boolean }): string;
}
