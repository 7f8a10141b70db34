import type { CliGame } from './contract';
import { addRollDiceCommand } from './course-commands';
import { describeRollDiceSolution } from './rolldice';
import { PIG_CLI } from './pig';

/** The games besides Farkle in the terminal: one line a game (Farkle's modes are its own). */
export const CLI_GAMES: readonly CliGame[] = [
  {
    kind: 'rolldice',
    addCommand: addRollDiceCommand,
    solve: ({ json }) => describeRollDiceSolution(json),
  },
  PIG_CLI,
];
