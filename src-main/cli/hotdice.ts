import { Command, InvalidArgumentError, Option } from 'commander';
import type { GeneratorKind } from '../../src-shared/farkle';
import { PRESETS, isPresetId, parseSeed, seedProblem } from '../engine';
import { rulesText } from '../host/resources';
import { runEce209 } from './ece209';
import { InputEnded, InputReader, type Console } from './input';
import { runLab4 } from './lab4';
import { describeScore, parseDice } from './score';

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

await program.parseAsync();
