import type { Command } from 'commander';
import type { GameKind } from '../../src-shared/games';
import { addRollDiceCommand } from './course-commands';
import { describeRollDiceSolution } from './rolldice';
import { PIG_CLI } from './pig';

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

/** The games besides Farkle in the terminal: one line a game (Farkle's modes are its own). */
export const CLI_GAMES: readonly CliGame[] = [
  {
    kind: 'rolldice',
    addCommand: addRollDiceCommand,
    solve: ({ json }) => describeRollDiceSolution(json),
  },
  PIG_CLI,
];
