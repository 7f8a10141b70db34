import { InvalidArgumentError, Option, type Command } from 'commander';
import type { GeneratorKind } from '../../src-shared/farkle';
import { PIG, PIG_BOTS, type PigBotId, type PigState } from '../../src-shared/pig';
import { applyPig, newPig, pigEvents } from '../engine/pig/game';
import { PIG_POLICIES } from '../engine/pig/bots';
import { solvePig } from '../engine/pig/solver';
import { generatorOption, play, seedOption, seedToPlay } from './course-commands';
import type { CliGame } from './contract';
import { InputEnded, type Console } from './input';

export interface PigCliSetup {
  target: number;
  bot: PigBotId;
  generator: GeneratorKind;
  seed: number;
}

const HELP = 'Type r to roll, h to hold (bank the turn total), q to quit.\n';

/**
 * Pig against one bot: you roll first. A 1 loses the turn total and ends the turn; 2-6 add to it;
 * hold banks it; the first to the target wins, and the game ends by itself then.
 */
export async function runPig(io: Console, setup: PigCliSetup): Promise<void> {
  const bot = PIG_BOTS.find((candidate) => candidate.id === setup.bot)!;
  const decide = PIG_POLICIES[setup.bot];
  const names = ['You', bot.name];
  io.write(
    `Pig (seed ${setup.seed}): you against ${bot.name} (${bot.id}). You roll first.\n` +
      `First to ${setup.target} wins. ${HELP}\n`,
  );
  let state = newPig({ ...setup, seats: 2 });
  while (!state.over) {
    let action;
    if (state.current === 0) {
      io.write(
        `You ${state.totals[0]}, ${bot.name} ${state.totals[1]}; turn total ${state.turnTotal}. r/h/q? `,
      );
      const line = await io.input.line();
      if (line === null) throw new InputEnded();
      const text = line.trim().toLowerCase();
      if (text === 'q') {
        io.write('Goodbye.\n');
        return;
      }
      if (text !== 'r' && text !== 'h') {
        io.write(`"${text}" is not a move. ${HELP}`);
        continue;
      }
      action = { type: text === 'r' ? 'roll' : 'hold' } as const;
    } else action = decide(state);
    const result = applyPig(state, action);
    if (!result.ok) {
      io.write(`${result.error.message}.\n`);
      continue;
    }
    io.write(said(state, result.value, names));
    state = result.value;
  }
  io.write(
    `${names[state.winner!]} ${state.winner === 0 ? 'win' : 'wins'}, ${state.totals[0]} to ${state.totals[1]}.\n`,
  );
}

/** What a move did, in a line or two. */
function said(before: PigState, after: PigState, names: string[]): string {
  return pigEvents(before, { type: 'roll' }, after)
    .map((event) => {
      const who = names[event.type === 'game-over' ? event.winner : event.seat]!;
      switch (event.type) {
        case 'roll':
          return `${who} rolled a ${event.face}.`;
        case 'pig':
          return `A 1: ${who === 'You' ? 'you lose' : `${who} loses`} ${event.lost}.`;
        case 'hold':
          return `${who} banked ${event.points}: ${event.total}.`;
        case 'game-over':
          return '';
      }
    })
    .filter((line) => line !== '')
    .map((line) => `${line}\n`)
    .join('');
}

/** `hotdice solve --game pig --players 2`: the first player's chance under optimal play. */
export function describePigSolution(players: number, json: boolean, target = PIG.target): string {
  if (players !== 2) {
    throw new Error('Pig is solved for two players: use --players 2');
  }
  const started = performance.now();
  const solved = solvePig(target);
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    game: 'pig',
    players: 2,
    target,
    firstPlayerWinChance: solved.chance(0, 0, 0),
    seconds,
  };
  if (json) return `${JSON.stringify(figures, null, 2)}\n`;
  return (
    `Pig to ${target}, two players, both playing to win: the first player wins ` +
    `${(100 * figures.firstPlayerWinChance).toFixed(2)}% of games.\n` +
    `Solved in ${figures.seconds.toFixed(2)} s.\n`
  );
}

function targetOption(text: string): number {
  const target = Number(text);
  if (!/^\d+$/.test(text) || target < PIG.targetMin || target > PIG.targetMax) {
    throw new InvalidArgumentError(`type a whole number from ${PIG.targetMin} to ${PIG.targetMax}`);
  }
  return target;
}

function addPigCommand(program: Command): void {
  program
    .command('pig')
    .description('Pig against a bot: one die, a 1 loses the turn total; hold to bank; first to 100')
    .option('--seed <seed>', 'seed (decimal or 0x hex); random if left out', seedOption)
    .option(
      '--target <n>',
      `the score to reach, ${PIG.targetMin} to ${PIG.targetMax}`,
      targetOption,
      PIG.target,
    )
    .addOption(
      new Option('--bot <id>', 'the opponent')
        .choices(PIG_BOTS.map((bot) => bot.id))
        .default('optimal'),
    )
    .addOption(generatorOption)
    .action(
      (options: { seed?: number; target: number; bot: PigBotId; generator: GeneratorKind }) => {
        const seed = seedToPlay(program, options, false);
        return play((io) => runPig(io, { ...options, seed }));
      },
    );
}

export const PIG_CLI: CliGame = {
  kind: 'pig',
  addCommand: addPigCommand,
  solve: ({ players, json }) => describePigSolution(players, json),
};
