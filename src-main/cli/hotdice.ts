import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import { availableParallelism } from 'node:os';
import { writeFileSync, writeSync } from 'node:fs';
import { LAB_LIMITS } from '../../src-shared/strategy';
import { runBench } from '../bench/bench';
import { benchSeatSolve } from '../bench/seats';
import { CHUNK_TURNS, PRESETS, isPresetId } from '../engine';
import { BOT_IDS, isBotId, type BotId } from '../engine/farkle/bots';
import { serialiseWinOdds } from '../engine/farkle/wincache';
import { loadSimulationPool } from '../host/simulation-pool-lazy';
import { solveSeatsParallel } from '../host/seatPool';
import { solveWinParallel } from '../host/winPool';
import { addCourseCommands, randomSeed, readRulesText, seedOption } from './course-commands';
import type { CliGame } from './contract';
import { CLI_GAMES } from './games';
import { gamesProblem, runLab } from '../services/lab';
import { labText } from './lab';
import { describeScore, parseDice } from './score';
import { readRulesFile } from './rules-file';
import { seatSolveReport, seatSolveText } from './seatsolve';
import {
  presetSource,
  solveReport,
  solveText,
  winSolveReport,
  winSolveText,
  type RulesSource,
} from './solve';

function presetOption(text: string): string {
  if (!isPresetId(text)) {
    throw new InvalidArgumentError(`choose one of ${PRESETS.map((p) => p.id).join(', ')}`);
  }
  return text;
}

/** The lab's simulations mix 32 bits of seed, as the app's lab does. */
function labSeedOption(text: string): number {
  const seed = seedOption(text);
  if (seed > LAB_LIMITS.seed)
    throw new InvalidArgumentError(`a lab seed is at most 0x${LAB_LIMITS.seed.toString(16)}`);
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

// Output closed early (`hotdice rules | head -1`): stop quietly, as other terminal tools do. Any
// other write error (a full disk) ends in one line and status 1, written straight to stderr's file
// descriptor since the stream may be the one that failed.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    try {
      writeSync(2, `hotdice: cannot write the output: ${error.message}\n`);
    } finally {
      process.exit(1);
    }
  });
}

const program = new Command('hotdice')
  .description('Hot Dice in the terminal: console Farkle, solitaire, scoring and rules.')
  // One line of help after a mistake, not the whole list of modes.
  .showHelpAfterError('(hotdice --help lists the modes; hotdice <mode> --help explains one)');

addCourseCommands(program);

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
      process.stdout.write(readRulesText(id));
      return;
    }
    const width = Math.max(...PRESETS.map((p) => p.id.length));
    for (const p of PRESETS)
      process.stdout.write(`${p.id.padEnd(width)}  ${p.name}: ${p.summary}\n`);
  });

for (const game of CLI_GAMES) game.addCommand(program);

interface SolveCommandOptions {
  game: 'farkle' | CliGame['kind'];
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
        if (options.save !== undefined) writeFileSync(options.save, serialiseWinOdds(table));
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

const SEAT_WORDS = ['', '', 'two', 'three', 'four'];

/** Progress in words on a terminal's stderr, every tenth of the solve (the odds may take long). */
function seatProgress(players: number): ((share: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  let shown = -1;
  return (share) => {
    const tenth = Math.floor(10 * share);
    if (tenth === shown) return;
    shown = tenth;
    process.stderr.write(
      `Working out the odds for ${SEAT_WORDS[players]} players... ${tenth * 10}%\n`,
    );
  };
}

async function solveSeatsForTheWin(
  source: RulesSource,
  options: SolveCommandOptions,
): Promise<void> {
  try {
    const report = await seatSolveReport(
      source.rules,
      source.preset ?? source.name,
      options.players,
      {
        now: () => performance.now(),
        // maxRSS is in kilobytes; the worker threads share this process.
        peakBytes: () => process.resourceUsage().maxRSS * 1024,
      },
      (rules, seats) => solveSeatsParallel({ rules, seats, onProgress: seatProgress(seats) }),
    );
    process.stdout.write(
      options.json ? `${JSON.stringify(report, null, 2)}\n` : seatSolveText(report),
    );
  } catch (error) {
    program.error(`hotdice: ${error instanceof Error ? error.message : String(error)}`);
  }
}

program
  .command('solve')
  .description('optimal play by dynamic programming: expected result and win chance')
  .addOption(
    new Option('--game <game>', 'which game')
      .choices(['farkle', ...CLI_GAMES.map((game) => game.kind)])
      .default('farkle'),
  )
  .option('--rules <preset>', 'Farkle rule preset', presetOption, 'house')
  .option(
    '--players <n>',
    "1: the best turn; 2 to 4: each seat's chance of winning",
    countOption(1, 100),
    1,
  )
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
    const other = CLI_GAMES.find((game) => game.kind === options.game);
    if (other) {
      let text: string;
      try {
        text = other.solve({ players: options.players, json: options.json === true });
      } catch (error) {
        // A game refuses in words what it cannot solve (a number of players, say).
        return program.error(`hotdice: ${error instanceof Error ? error.message : String(error)}`);
      }
      process.stdout.write(text);
      return;
    }
    if (options.players < 1 || options.players > 4) {
      return program.error(
        'hotdice: --players is 1 (the best turn) or 2 to 4 (the chance of winning)',
      );
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
    if (options.save !== undefined) return program.error('hotdice: --save goes with --players 2');
    if (options.players > 2) return await solveSeatsForTheWin(source, options);
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
    `simulated turns per bot, 1 to ${LAB_LIMITS.turns.toLocaleString('en-US')}`,
    countOption(1, LAB_LIMITS.turns),
    1_000_000,
  )
  .option(
    '--games <n>',
    `whole games between the bots through the engine, 0 to ${LAB_LIMITS.games.toLocaleString('en-US')}`,
    countOption(0, LAB_LIMITS.games),
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
        options.threads > 1 && options.turns > CHUNK_TURNS ? loadSimulationPool : undefined,
      onProgress: progress,
    });
    if (progress) process.stderr.write('\r\x1b[K');
    process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : labText(report));
  });

program
  .command('bench', { hidden: true })
  .description('strategy benchmark: solver time per preset, simulated turns per second')
  .addArgument(new Argument('[part]', 'which benchmark').choices(['strategy', 'seats']))
  .action((part?: string) => {
    const write = (line: string) => process.stdout.write(`${line}\n`);
    return part === 'seats' ? benchSeatSolve(write) : runBench(write);
  });

await program.parseAsync();
