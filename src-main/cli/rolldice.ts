import { ROLLDICE, type RollDiceAction, type RollDiceState } from '../../src-shared/rolldice';
import { apply, diceSum, newGame, type RollDiceSetup } from '../engine/rolldice/game';
import {
  expectedTotalLowerBound,
  maxWinProbability,
  solveRollDice,
} from '../engine/rolldice/solver';
import type { Console } from './input';

const HELP = `Commands (upper or lower case):
  r N  roll die N (1 to 5)
  s    stop the round (before its first roll: pick a new target, 2 points added)
  n    start a new game
  h    show this help
  q    quit
`;

const HELP_HINT = 'Type h for the list of commands.';

/**
 * The CSE 142 course program's Roll-Dice-Roll as an event loop: one command a line, the table
 * shown after each. The input ending counts as q.
 */
export async function runRollDice(io: Console, setup: RollDiceSetup): Promise<void> {
  io.write(
    `Roll-Dice-Roll (seed ${setup.seed})\n` +
      'Roll the dice one at a time to bring their sum close to each round’s target.\n' +
      `Three rounds; the lowest total wins, and under ${ROLLDICE.winBelow} is a win. ${HELP_HINT}\n\n`,
  );
  let state = newGame(setup);
  io.write(status(state));
  for (;;) {
    io.write('> ');
    const line = await io.input.line();
    if (line === null) {
      io.write('\n');
      return;
    }
    const text = line.trim().toLowerCase();
    if (text === '') continue;
    if (text === 'q') {
      io.write('Goodbye.\n');
      return;
    }
    const action = actionOf(text, state);
    if (typeof action === 'string') {
      io.write(action);
    } else {
      const result = apply(state, action);
      if (result.ok) {
        io.write(report(state, action, result.value));
        state = result.value;
      } else {
        io.write(`${sentence(result.error.message)} ${HELP_HINT}\n`);
      }
    }
    io.write(status(state));
  }
}

/** The engine action a command stands for, or the text to show instead. */
function actionOf(text: string, state: RollDiceState): RollDiceAction | string {
  const roll = /^r(?:\s+|(?=\d)|$)(.*)$/.exec(text);
  if (roll) {
    const die = roll[1]!;
    if (/^\d+$/.test(die)) return { type: 'roll', die: Number(die) };
    return `Say which die to roll: r and a number from 1 to ${ROLLDICE.dice}, for example r 3.\n`;
  }
  switch (text) {
    case 's':
      // The course program's one stop command doubles as "new target" before a round's first roll.
      return state.turn === 0 && !state.over ? { type: 'retarget' } : { type: 'stop' };
    case 'n':
      return { type: 'new-game' };
    case 'h':
      return HELP;
  }
  return `"${text}" is not a command. ${HELP_HINT}\n`;
}

function sentence(message: string): string {
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/** What an action did, said before the new table is shown. */
function report(before: RollDiceState, action: RollDiceAction, after: RollDiceState): string {
  switch (action.type) {
    case 'roll':
      return `Die ${action.die} rolls ${after.dice[action.die - 1]}.\n`;
    case 'retarget':
      return `New target ${after.target}; ${ROLLDICE.retargetPenalty} points added to your total.\n`;
    case 'new-game':
      return 'New game.\n';
    case 'stop': {
      const points = `${before.roundScore} point${before.roundScore === 1 ? '' : 's'}`;
      const ended = `Round ${before.round} ends with ${points}.\n`;
      if (!after.over) return `${ended}\nRound ${after.round}: the target is ${after.target}.\n`;
      return after.won
        ? `${ended}\nFinal total ${after.total}: under ${ROLLDICE.winBelow}, you win. Congratulations!\n`
        : `${ended}\nFinal total ${after.total}: ${ROLLDICE.winBelow} or more this time. ` +
            'Hard luck; the dice will be kinder next game.\n';
    }
  }
}

/** The table: target, dice, turn, round score with its formula, and total. */
function status(state: RollDiceState): string {
  const sum = diceSum(state.dice);
  const parts =
    state.earlier > 0 && state.turn > 0 ? ` = ${state.earlier} + ${state.roundScore}` : '';
  const lines = [
    `Round ${state.round} of ${ROLLDICE.rounds}   target ${state.target}   ` +
      `dice ${state.dice.join(' ')} (sum ${sum})   turn ${state.turn}`,
    `round score ${formula(state, sum)}   total ${state.total}${parts}`,
  ];
  if (state.over) {
    lines.push(`Game over, ${state.won ? 'won' : 'lost'}. Type n for a new game or q to quit.`);
  }
  return `${lines.join('\n')}\n`;
}

function formula(state: RollDiceState, sum: number): string {
  if (state.turn === 0) return '0 (no roll yet)';
  if (sum === state.target) return `${state.roundScore} = floor(0.8 x ${state.turn}), on target`;
  return `${state.roundScore} = |${sum} - ${state.target}| x ${state.turn}`;
}

/** `hotdice solve --game rolldice`: the optimal policy's figures, as text or JSON. */
export function describeRollDiceSolution(json: boolean): string {
  const started = performance.now();
  const solution = solveRollDice();
  const figures = {
    game: 'rolldice',
    policy: 'minimise the expected total',
    expectedTotal: solution.expectedTotal,
    expectedTotalLowerBound: expectedTotalLowerBound(solution.turnCap),
    winProbability: solution.winProbability,
    maxWinProbability: maxWinProbability(),
    roundCost: solution.roundCost,
    keptTargets: solution.keptTargets,
    turnCap: solution.turnCap,
  };
  if (json) return `${JSON.stringify(figures, null, 2)}\n`;
  const seconds = (performance.now() - started) / 1000;
  const percent = (p: number): string => `${(100 * p).toFixed(2)}%`;
  return [
    'Roll-Dice-Roll, playing to minimise the expected total:',
    `  expected final total     ${figures.expectedTotal.toFixed(6)}` +
      ` (lower bound ${figures.expectedTotalLowerBound.toFixed(6)})`,
    `  win chance (total < ${ROLLDICE.winBelow})  ${percent(figures.winProbability)}`,
    `  expected cost of a round ${figures.roundCost.toFixed(6)}, new targets included`,
    `  plays targets ${ranges(figures.keptTargets)}, asks for a new target on the others`,
    `Playing for the win instead, the best chance is ${percent(figures.maxWinProbability)}.`,
    `Solved in ${seconds.toFixed(2)} s (turn cap ${figures.turnCap}).`,
    '',
  ].join('\n');
}

/** Whole numbers in ascending order as runs: 5-22, 25. */
function ranges(numbers: readonly number[]): string {
  const runs: number[][] = [];
  for (const n of numbers) {
    const run = runs.at(-1);
    if (run && run.at(-1) === n - 1) run.push(n);
    else runs.push([n]);
  }
  return runs.map((run) => (run.length > 1 ? `${run[0]}-${run.at(-1)}` : `${run[0]}`)).join(', ');
}
