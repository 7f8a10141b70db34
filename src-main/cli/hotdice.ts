import { Command, InvalidArgumentError, Option } from 'commander';
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import type { GeneratorKind } from '../../src-shared/farkle';
import { runBench } from '../bench/bench';
import { CHUNK_TURNS, PRESETS, isPresetId, parseSeed, seedProblem } from '../engine';
import { BOT_IDS, isBotId, type BotId } from '../engine/farkle/bots';
import { serialiseWinTable } from '../engine/farkle/wincache';
import { rulesText } from '../host/resources';
import { loadSimPool } from '../host/sim-pool-lazy';
import { solveWinParallel } from '../host/winPool';
import { MAX_PLAYERS, runCourseGame } from './course-game';
import { runEce209 } from './ece209';
import { InputReader, ProgramStopped, type Console } from './input';
import { gamesProblem, runLab } from '../services/lab';
import { labText } from './lab';
import { runLab4 } from './lab4';
import { runLab4Java } from './lab4-java';
import { describeRollDiceSolution, runRollDice } from './rolldice';
import { describeScore, parseDice } from './score';
import { readRulesFile } from './rules-file';
import {
  presetSource,
  solveReport,
  solveText,
  winSolveReport,
  winSolveText,
  type RulesSource,
} from './solve';

function stdio(): Console {
  process.stdin.setEncoding('utf8');
  return { input: new InputReader(process.stdin), write: (text) => process.stdout.write(text) };
}

function presetOption(text: string): string {
  if (!isPresetId(text)) {
    throw new InvalidArgumentError(`choose one of ${PRESETS.map((p) => p.id).join(', ')}`);
  }
  return text;
}

function seedOption(text: string): number {
  const seed = parseSeed(text);
  if (seed === null) throw new InvalidArgumentError('a seed is a number, decimal or 0x hex');
  return seed;
}

/** The lab's simulations mix 32 bits of seed, as the app's lab does. */
function labSeedOption(text: string): number {
  const seed = seedOption(text);
  if (seed > 0xffff_ffff) throw new InvalidArgumentError('a lab seed is at most 0xffffffff');
  return seed;
}

function botsOption(text: string): BotId[] {
  const ids = text.split(',').map((id) => id.trim());
  const unknown = ids.find((id) => !isBotId(id));
  // The Expert plays for the game: a turn average or a lab game between turn bots cannot rank it.
  if (unknown === 'expert') {
    throw new InvalidArgumentError(
      'the Expert plays for the game, not the turn, so the lab cannot rank it by turn scores; ' +
        '`hotdice bench` plays it against the optimal-turn bot',
    );
  }
  if (unknown !== undefined) {
    throw new InvalidArgumentError(`"${unknown}" is not a bot; choose from ${BOT_IDS.join(', ')}`);
  }
  return ids as BotId[];
}

/** A whole-number option from `min` to `max`: the bound keeps any command line's work finite. */
function countOption(min: number, max: number): (text: string) => number {
  return (text) => {
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      throw new InvalidArgumentError(
        `type a whole number from ${min} to ${max.toLocaleString('en-US')}`,
      );
    }
    return Number(text);
  };
}

// The same bounds as the app's lab (the startLab request).
const MAX_LAB_TURNS = 100_000_000;
const MAX_LAB_GAMES = 100_000;
const MAX_THREADS = 64;

interface LabCommandOptions {
  bots: BotId[];
  turns: number;
  games: number;
  rules: string;
  seed?: number;
  threads: number;
  json?: boolean;
}

/** A seed for a game started without one; it is shown so the game can be replayed. */
function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! || 1;
}

/**
 * The seed to play: the one given, if its generator takes it (else the command ends in words),
 * or a random one, written to stderr when `tell` so the game can be played again.
 */
function seedToPlay(options: { seed?: number; generator: GeneratorKind }, tell: boolean): number {
  const seed = options.seed ?? randomSeed();
  const problem = seedProblem(options.generator, seed);
  if (problem) program.error(`hotdice: ${problem}`);
  if (tell && options.seed === undefined) process.stderr.write(`seed ${seed}\n`);
  return seed;
}

const generatorOption = new Option('--generator <kind>', 'dice generator')
  .choices(['xoroshiro128plus', 'ece209', 'java'])
  .default('xoroshiro128plus');

/** Runs a console program; one that must stop (input ended, a move it cannot take) says why. */
async function play(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ProgramStopped)) throw error;
    process.stderr.write(`\nhotdice: ${error.message}\n`);
    process.exitCode = 1;
  }
}

// Output closed early (`hotdice rules | head -1`): stop quietly, as other terminal tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

const program = new Command('hotdice')
  .description('Hot Dice in the terminal: console Farkle, solitaire, scoring and rules.')
  // One line of help after a mistake, not the whole list of modes.
  .showHelpAfterError('(hotdice --help lists the modes; hotdice <mode> --help explains one)');

program
  .command('ece209')
  .description('the ECE 209 console Farkle program, byte for byte (1 to 4 players)')
  .action(() => play(() => runEce209(stdio())));

program
  .command('lab4')
  .description(
    'the CS 3793 course program solitaire: type a number of turns, then dice positions to set ' +
      'aside (add "bank" to stop); "quit" ends',
  )
  .option(
    '--seed <seed>',
    'seed (decimal or 0x hex); 13 with --generator java, as in the handout, else random',
    seedOption,
  )
  .addOption(generatorOption)
  .addHelpText(
    'after',
    "\nWith --generator java it is CS 3793's Farkle.java, byte for byte: type the number of turns,\n" +
      'then for each throw the positions to set aside, adding "bank" to stop; a line that sets\n' +
      'aside nothing that scores ("-", an empty line, a bare "bank") ends the turn as a farkle.\n' +
      'Turn t throws with new java.util.Random(seed + t).\n',
  )
  .action((options: { seed?: number; generator: GeneratorKind }) => {
    if (options.generator === 'java') {
      return play(() => runLab4Java(stdio(), seedToPlay({ seed: 13, ...options }, false)));
    }
    const seed = seedToPlay(options, true);
    return play(() => runLab4(stdio(), { generator: options.generator, seed }));
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
      const seed = seedToPlay(options, true);
      return play(() =>
        runCourseGame(stdio(), {
          preset: game.id,
          rulesText: rulesText(game.id),
          generator: options.generator,
          seed,
        }),
      );
    });
}

program
  .command('score')
  .description('the best score of a set of dice, with its breakdown')
  .argument('<dice>', 'one to six dice as digits, e.g. 113456')
  .option('--rules <preset>', 'rule preset', presetOption, 'house')
  .action((text: string, options: { rules: string }) => {
    const faces = parseDice(text);
    if (!faces)
      return program.error(`hotdice: "${text}" is not 1 to 6 dice (digits 1-6, e.g. 113456)`);
    if (!isPresetId(options.rules)) return;
    process.stdout.write(describeScore(faces, options.rules));
  });

program
  .command('rules')
  .description('list the rule presets, or print one preset’s rules')
  .argument('[preset]', 'a preset id', presetOption)
  .action((id?: string) => {
    if (id && isPresetId(id)) {
      process.stdout.write(rulesText(id));
      return;
    }
    const width = Math.max(...PRESETS.map((p) => p.id.length));
    for (const p of PRESETS)
      process.stdout.write(`${p.id.padEnd(width)}  ${p.name}: ${p.summary}\n`);
  });

program
  .command('rolldice')
  .description(
    'the CSE 142 course program Roll-Dice-Roll: five dice, a target, three rounds; under 20 wins',
  )
  .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
  .addOption(generatorOption)
  .action((options: { seed?: number; generator: GeneratorKind }) => {
    // The game prints its seed first, so a random one can be played again.
    const seed = seedToPlay(options, false);
    return play(() => runRollDice(stdio(), { generator: options.generator, seed }));
  });

interface SolveCommandOptions {
  game: 'farkle' | 'rolldice';
  rules: string;
  players: number;
  rulesFile?: string;
  handicap?: boolean;
  json?: boolean;
  save?: string;
}

async function solveForTheWin(source: RulesSource, options: SolveCommandOptions): Promise<void> {
  try {
    const report = await winSolveReport(
      source.rules,
      source.preset ?? source.name,
      options.handicap === true,
      () => performance.now(),
      async (r) => {
        const table = await solveWinParallel({ rules: r });
        if (options.save !== undefined) writeFileSync(options.save, serialiseWinTable(table));
        return table;
      },
    );
    process.stdout.write(
      options.json ? `${JSON.stringify(report, null, 2)}\n` : winSolveText(report),
    );
  } catch (error) {
    program.error(`hotdice: ${error instanceof Error ? error.message : String(error)}`);
  }
}

program
  .command('solve')
  .description('optimal play by dynamic programming: expected result and win chance')
  .addOption(
    new Option('--game <game>', 'which game').choices(['farkle', 'rolldice']).default('farkle'),
  )
  .option('--rules <preset>', 'Farkle rule preset', presetOption, 'house')
  .option('--players <n>', '1: the best turn; 2: the chance of winning', countOption(1, 100), 1)
  .option(
    '--rules-file <file>',
    'Farkle rules from a JSON file (the setup\'s "Save rules file"); replaces --rules',
  )
  .option('--handicap', 'with --players 2: the head start that makes the game even')
  .option(
    '--save <file>',
    'with --players 2: write the solved table (as resources/win-tables keeps it)',
  )
  .option('--json', 'print the figures as JSON')
  .action(async (options: SolveCommandOptions) => {
    if (options.game === 'rolldice') {
      process.stdout.write(describeRollDiceSolution(options.json === true));
      return;
    }
    if (options.players !== 1 && options.players !== 2) {
      return program.error('hotdice: --players is 1 (the best turn) or 2 (the chance of winning)');
    }
    let source: RulesSource;
    if (options.rulesFile !== undefined) {
      const read = readRulesFile(options.rulesFile);
      if (!read.ok)
        return program.error(`hotdice: cannot use ${options.rulesFile}: ${read.message}`);
      source = { preset: null, name: options.rulesFile, rules: read.rules };
    } else if (isPresetId(options.rules)) source = presetSource(options.rules);
    else return;
    if (options.players === 2) return await solveForTheWin(source, options);
    if (options.handicap) return program.error('hotdice: --handicap goes with --players 2');
    const report = solveReport(source, () => performance.now());
    process.stdout.write(
      options.json ? `${JSON.stringify(report, null, 2)}\n` : solveText(report, source.rules),
    );
  });

program
  .command('lab')
  .description('bot lab: average turn scores with 95% intervals, and head-to-head games')
  .requiredOption('--bots <ids>', `bots, comma-separated: ${BOT_IDS.join(', ')}`, botsOption)
  .option(
    '--turns <n>',
    `simulated turns per bot, 1 to ${MAX_LAB_TURNS.toLocaleString('en-US')}`,
    countOption(1, MAX_LAB_TURNS),
    1_000_000,
  )
  .option(
    '--games <n>',
    `whole games between the bots through the engine, 0 to ${MAX_LAB_GAMES.toLocaleString('en-US')}`,
    countOption(0, MAX_LAB_GAMES),
    0,
  )
  .option('--rules <preset>', 'rule preset', presetOption, 'house')
  .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', labSeedOption)
  .option(
    '--threads <n>',
    `worker threads for the turns, 1 to ${MAX_THREADS}`,
    countOption(1, MAX_THREADS),
    Math.min(availableParallelism(), MAX_THREADS),
  )
  .option('--json', 'print the results as JSON')
  .action(async (options: LabCommandOptions) => {
    if (!isPresetId(options.rules)) return;
    const problem = options.games > 0 ? gamesProblem(options.bots, options.rules) : null;
    if (problem) return program.error(`hotdice: cannot play games: ${problem}`);
    const progress = process.stderr.isTTY
      ? (stage: string, fraction: number) =>
          process.stderr.write(`\r\x1b[K${stage}: ${Math.floor(100 * fraction)}%`)
      : undefined;
    const report = await runLab({
      bots: options.bots,
      preset: options.rules,
      turns: options.turns,
      games: options.games,
      seed: options.seed ?? randomSeed(),
      threads: options.threads,
      // Worker threads pay off once a run has more than one chunk to share out.
      simulateParallel:
        options.threads > 1 && options.turns > CHUNK_TURNS ? loadSimPool : undefined,
      onProgress: progress,
    });
    if (progress) process.stderr.write('\r\x1b[K');
    process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : labText(report));
  });

program
  .command('bench', { hidden: true })
  .description('strategy benchmark: solver time per preset, simulated turns per second')
  .action(() => runBench((line) => process.stdout.write(`${line}\n`)));

await program.parseAsync();
