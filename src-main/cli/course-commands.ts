import { Command, InvalidArgumentError, Option } from 'commander';
import type { GeneratorKind, PresetId } from '../../src-shared/farkle';
import { parseSeed, seedProblem } from '../engine';
import { readFileSync } from 'node:fs';
import { rulesFilePath } from '../host/resources';
import { MAX_PLAYERS, runCourseGame } from './course-game';
import { runEce209 } from './ece209';
import { InputEnded, InputReader, ProgramStopped, type Console } from './input';
import { runLab4 } from './lab4';
import { runLab4Java } from './lab4-java';
import { runRollDice } from './rolldice';

/* The terminal's course programs (`hotdice ece209`, `lab4`, `it312`, `csc276`, `rolldice`). */

export function seedOption(text: string): number {
  const seed = parseSeed(text);
  if (seed === null) throw new InvalidArgumentError('a seed is a number, decimal or 0x hex');
  return seed;
}

/** A seed for a game started without one; it is shown so the game can be replayed. */
export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! || 1;
}

/**
 * The seed to play: the one given, if its generator takes it (else the command ends in words),
 * or a random one, written to stderr when `tell` so the game can be played again.
 */
export function seedToPlay(
  program: Command,
  options: { seed?: number; generator: GeneratorKind },
  tell: boolean,
): number {
  const seed = options.seed ?? randomSeed();
  const problem = seedProblem(options.generator, seed);
  if (problem) program.error(`hotdice: ${problem}`);
  if (tell && options.seed === undefined) process.stderr.write(`seed ${seed}\n`);
  return seed;
}

/** Why a file could not be read, in words; the code's own message for the rare others. */
function readProblem(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'the file does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission to read it is denied';
    case 'EISDIR':
      return 'it is a folder, not a file';
    default:
      return error.message;
  }
}

/**
 * A preset's rules text, read from resources/rules at start as the IT 312 course program asks.
 * A missing or unreadable file ends the command in one line naming it, with status 1.
 */
export function readRulesText(id: PresetId): string {
  let file = `the rules file for ${id}`;
  try {
    file = rulesFilePath(id);
    return readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(
      `hotdice: cannot read ${file}: ${readProblem(error as NodeJS.ErrnoException)}\n`,
    );
    process.exit(1);
  }
}

const GENERATORS = ['xoroshiro128plus', 'ece209', 'java'] as const;

export const generatorOption = new Option('--generator <kind>', 'dice generator')
  .choices(GENERATORS)
  .default('xoroshiro128plus');

/**
 * Runs a console program on standard input and output, then closes the input so the process ends
 * by itself at a terminal as through a pipe. A program that must stop (input ended, a move it
 * cannot take) says why in one line; at a terminal, Ctrl-D or Ctrl-C is the player's way out and
 * ends it quietly.
 */
export async function play(run: (io: Console) => Promise<void>): Promise<void> {
  process.stdin.setEncoding('utf8');
  const atTerminal = process.stdin.isTTY === true;
  // 130 is the status shells give a program ended by Ctrl-C; the newline leaves the prompt clean.
  process.once('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  try {
    await run({
      input: new InputReader(process.stdin),
      write: (text) => process.stdout.write(text),
    });
  } catch (error) {
    if (!(error instanceof ProgramStopped)) throw error;
    if (atTerminal && error instanceof InputEnded) {
      process.stdout.write('\n');
    } else {
      process.stderr.write(`\nhotdice: ${error.message}\n`);
      process.exitCode = 1;
    }
  } finally {
    process.stdin.destroy();
  }
}

/** Adds the ECE 209, CS 3793, IT 312 and CSC 276 programs to `program`. */
export function addCourseCommands(program: Command): void {
  program
    .command('ece209')
    .description('the ECE 209 console Farkle program, byte for byte (1 to 4 players)')
    .action(() => play(runEce209));

  interface Lab4Options {
    seed?: number;
    generator?: GeneratorKind;
    hotdice?: boolean;
  }

  program
    .command('lab4')
    .description(
      "CS 3793 Lab 4's Farkle.java harness, byte for byte (java.util.Random, seed 13); " +
        '--hotdice plays the Hot Dice solitaire variant instead',
    )
    .option(
      '--seed <seed>',
      'seed (decimal or 0x hex); 13 as in the handout, random with --hotdice',
      seedOption,
    )
    .option(
      '--hotdice',
      'the Hot Dice variant: farkles found for you, a bad answer asked again, "quit" ends',
    )
    .addOption(
      new Option(
        '--generator <kind>',
        'dice generator: the handout rolls with java; with --hotdice any (default xoroshiro128plus)',
      ).choices(GENERATORS),
    )
    .addHelpText(
      'after',
      '\nThe harness: type the number of turns, then for each throw the positions to set aside,\n' +
        'adding "bank" to stop; a line that sets aside nothing that scores ("-", an empty line, a\n' +
        'bare "bank") ends the turn as a farkle. Turn t throws with new java.util.Random(seed + t).\n' +
        '\nWith --hotdice: the same answers by position, but the program finds farkles itself,\n' +
        'explains an answer it cannot take and asks again, and plays on until you type "quit".\n',
    )
    .action((options: Lab4Options) => {
      if (options.hotdice) {
        const generator = options.generator ?? 'xoroshiro128plus';
        const seed = seedToPlay(program, { seed: options.seed, generator }, true);
        return play((io) => runLab4(io, { generator, seed }));
      }
      if (options.generator !== undefined && options.generator !== 'java') {
        return program.error(
          `hotdice: Farkle.java rolls with java.util.Random; --generator ${options.generator} goes with --hotdice`,
        );
      }
      const seed = seedToPlay(program, { seed: options.seed ?? 13, generator: 'java' }, false);
      return play((io) => runLab4Java(io, seed));
    });

  const COURSE_GAMES = [
    {
      id: 'it312',
      about: 'the IT 312 console Farkle: 1000 in one turn to get on the board, final round',
    },
    {
      id: 'csc276',
      about: 'the CSC 276 console Farkle: at 10,000 the others get one last turn to surpass',
    },
  ] as const;

  for (const game of COURSE_GAMES) {
    program
      .command(game.id)
      .description(`${game.about} (2 to ${MAX_PLAYERS} players)`)
      .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
      .addOption(generatorOption)
      .addHelpText(
        'after',
        '\nShows the rules, asks for the number of players, then each turn: type the faces of the\n' +
          'dice to set aside (like 155), then r to roll the rest or b to bank.\n',
      )
      .action((options: { seed?: number; generator: GeneratorKind }) => {
        const seed = seedToPlay(program, options, true);
        return play((io) =>
          runCourseGame(io, {
            preset: game.id,
            rulesText: readRulesText(game.id),
            generator: options.generator,
            seed,
          }),
        );
      });
  }
}

/** Adds CSE 142's Roll-Dice-Roll to `program`. */
export function addRollDiceCommand(program: Command): void {
  program
    .command('rolldice')
    .description(
      'the CSE 142 course program Roll-Dice-Roll: five dice, a target, three rounds; under 20 wins',
    )
    .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
    .addOption(generatorOption)
    .action((options: { seed?: number; generator: GeneratorKind }) => {
      // The game prints its seed first, so a random one can be played again.
      const seed = seedToPlay(program, options, false);
      return play((io) => runRollDice(io, { generator: options.generator, seed }));
    });
}
