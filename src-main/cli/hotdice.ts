import { Command, InvalidArgumentError, Option } from 'commander';
import { availableParallelism } from 'node:os';
import type { GeneratorKind, PresetId } from '../../src-shared/farkle';
import { runBench } from '../bench/bench';
import { PRESETS, isPresetId, parseSeed, preset, seedProblem } from '../engine';
import { BOT_IDS, isBotId, type BotId } from '../engine/farkle/bots';
import { rulesText } from '../host/resources';
import { solveWinParallel } from '../host/winPool';
import { runEce209 } from './ece209';
import { InputEnded, InputReader, type Console } from './input';
import { gamesProblem, runLab } from '../services/lab';
import { labText } from './lab';
import { runLab4 } from './lab4';
import { describeRollDiceSolution, runRollDice } from './rolldice';
import { describeScore, parseDice } from './score';
import { readRulesFile, solveReport, solveText, winSolveReport, winSolveText } from './solve';

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

function botsOption(text: string): BotId[] {
  const ids = text.split(',').map((id) => id.trim());
  const unknown = ids.find((id) => !isBotId(id));
  if (unknown !== undefined) {
    throw new InvalidArgumentError(`"${unknown}" is not a bot; choose from ${BOT_IDS.join(', ')}`);
  }
  return ids as BotId[];
}

function countOption(text: string): number {
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError('a whole number, like 1000000');
  return Number(text);
}

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

const generatorOption = new Option('--generator <kind>', 'dice generator')
  .choices(['xoroshiro128plus', 'ece209'])
  .default('xoroshiro128plus');

/** Runs a console program; input that ends early closes it with a note on stderr. */
async function play(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof InputEnded)) throw error;
    process.stderr.write(`\nhotdice: ${error.message}\n`);
    process.exitCode = 1;
  }
}

const program = new Command('hotdice')
  .description('Hot Dice in the terminal: console Farkle, solitaire, scoring and rules.')
  .showHelpAfterError();

program
  .command('ece209')
  .description('the ECE 209 console Farkle program, byte for byte (1 to 4 players)')
  .action(() => play(() => runEce209(stdio())));

program
  .command('lab4')
  .description(
    'seed 004 solitaire: type a number of turns, then dice positions to set aside ' +
      '(add "bank" to stop); "quit" ends',
  )
  .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
  .addOption(generatorOption)
  .action((options: { seed?: number; generator: GeneratorKind }) => {
    const seed = options.seed ?? randomSeed();
    const problem = seedProblem(options.generator, seed);
    if (problem) return program.error(`hotdice: ${problem}`);
    if (options.seed === undefined) process.stderr.write(`seed ${seed}\n`);
    return play(() => runLab4(stdio(), { generator: options.generator, seed }));
  });

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
  .description('seed 001 Roll-Dice-Roll: five dice, a target, three rounds; under 20 wins')
  .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
  .addOption(generatorOption)
  .action((options: { seed?: number; generator: GeneratorKind }) => {
    const seed = options.seed ?? randomSeed();
    const problem = seedProblem(options.generator, seed);
    if (problem) return program.error(`hotdice: ${problem}`);
    // The game prints its seed first, so a random one can be played again.
    return play(() => runRollDice(stdio(), { generator: options.generator, seed }));
  });

interface SolveCommandOptions {
  game: 'farkle' | 'rolldice';
  rules: string;
  players: number;
  rulesFile?: string;
  handicap?: boolean;
  json?: boolean;
}

async function solveForTheWin(options: SolveCommandOptions): Promise<void> {
  try {
    const file = options.rulesFile;
    const rules =
      file === undefined ? preset(options.rules as PresetId).rules : readRulesFile(file);
    const label = file ?? options.rules;
    const report = await winSolveReport(
      rules,
      label,
      options.handicap === true,
      () => performance.now(),
      (r) => solveWinParallel({ rules: r }),
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
  .option('--players <n>', '1: the best turn; 2: the chance of winning', countOption, 1)
  .option('--rules-file <path>', 'with --players 2: a rule set as JSON instead of a preset')
  .option('--handicap', 'with --players 2: the head start that makes the game even')
  .option('--json', 'print the figures as JSON')
  .action(async (options: SolveCommandOptions) => {
    if (options.game === 'rolldice') {
      process.stdout.write(describeRollDiceSolution(options.json === true));
      return;
    }
    if (options.players === 2) return await solveForTheWin(options);
    if (options.players !== 1) {
      return program.error('hotdice: --players is 1 (the best turn) or 2 (the chance of winning)');
    }
    if (options.rulesFile !== undefined || options.handicap) {
      return program.error('hotdice: --rules-file and --handicap go with --players 2');
    }
    if (!isPresetId(options.rules)) return;
    const report = solveReport(options.rules, () => performance.now());
    process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : solveText(report));
  });

program
  .command('lab')
  .description('bot lab: average turn scores with 95% intervals, and head-to-head games')
  .requiredOption('--bots <ids>', `bots, comma-separated: ${BOT_IDS.join(', ')}`, botsOption)
  .option('--turns <n>', 'simulated turns per bot', countOption, 1_000_000)
  .option('--games <n>', 'whole games played between the bots through the engine', countOption, 0)
  .option('--rules <preset>', 'rule preset', presetOption, 'house')
  .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
  .option('--threads <n>', 'worker threads for the turns', countOption, availableParallelism())
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
