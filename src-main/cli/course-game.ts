import type { FarkleState, FarkleEvent, PresetId } from '../../src-shared/farkle';
import {
  apply,
  checkBank,
  diceToRoll,
  eventsBetween,
  newGame,
  preset,
  type FarkleSetup,
  type Result,
} from '../engine';
import { InputEnded, type Console } from './input';

/**
 * Seeds 002 and 003 put no upper limit on players; the terminal programs stop at this many so a
 * typo cannot start a game nobody can finish.
 */
export const MAX_PLAYERS = 1_000;

/** Up to this many players the scores fit on one line; more get one line a player. */
const ONE_LINE_SCORES = 12;

export interface CourseGameSetup extends Pick<FarkleSetup, 'generator' | 'seed'> {
  preset: Extract<PresetId, 'it312' | 'csc276'>;
  /** The rules text shown at start, read from resources/rules by the caller. */
  rulesText: string;
}

/**
 * The console Farkle that the IT 312 and CSC 276 course programs describe: the rules text at
 * start, the number of players (fewer than two asks for more), turns where the player chooses the
 * scoring dice and every choice is checked, the final round, and the winner. One answer a line.
 */
export async function runCourseGame(io: Console, setup: CourseGameSetup): Promise<void> {
  const ask = async (prompt: string): Promise<string> => {
    io.write(prompt);
    const line = await io.input.line();
    if (line === null) throw new InputEnded();
    return line.trim();
  };

  io.write(`${setup.rulesText.trimEnd()}\n\n`);
  const players = await askPlayers(ask);
  const rules = preset(setup.preset).rules;
  // The preset seats the desktop table's eight; the terminal takes any number up to its bound.
  let state = newGame({
    rules: { ...rules, maxSeats: MAX_PLAYERS },
    seats: players,
    generator: setup.generator,
    seed: setup.seed,
  });
  while (!state.over) {
    io.write(`\n${scoreboard('Scores', state)}${turnHeading(state)}\n`);
    state = await takeTurn(state, io, ask);
  }
  io.write(`\n${scoreboard('Final scores', state)}`);
  if (state.winner !== null) {
    io.write(`${name(state.winner)} wins with ${state.seats[state.winner]!.total} points!\n`);
  }
}

type Ask = (prompt: string) => Promise<string>;

function name(seat: number): string {
  return `Player ${seat + 1}`;
}

/** The scores on one line, or for a crowd one aligned line a player. */
function scoreboard(title: string, state: FarkleState): string {
  if (state.seats.length <= ONE_LINE_SCORES) {
    return `${title}: ${state.seats.map((seat, i) => `${name(i)} ${seat.total}`).join(', ')}\n`;
  }
  const nameWidth = name(state.seats.length - 1).length;
  const totalWidth = Math.max(...state.seats.map((seat) => String(seat.total).length));
  const lines = state.seats.map(
    (seat, i) => `  ${name(i).padEnd(nameWidth)}  ${String(seat.total).padStart(totalWidth)}\n`,
  );
  return `${title}:\n${lines.join('')}`;
}

function turnHeading(state: FarkleState): string {
  const { rules, current, finalRound } = state;
  const notes: string[] = [];
  // The score to beat is the highest so far: a later player's last turn may have raised it.
  if (finalRound) {
    const best = Math.max(...state.seats.filter((_, i) => i !== current).map((s) => s.total));
    notes.push(`last turn: beat ${best}`);
  }
  if (!state.seats[current]!.onBoard && rules.entryThreshold > 0) {
    notes.push(`not on the board yet: ${rules.entryThreshold} in one turn to enter`);
  }
  return `${name(current)}'s turn${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

async function askPlayers(ask: Ask): Promise<number> {
  let answer = await ask('How many players? ');
  for (;;) {
    if (!/^\d+$/.test(answer)) {
      answer = await ask('Type the number of players, like 3.\nHow many players? ');
    } else if (Number(answer) < 2) {
      answer = await ask('Farkle needs at least two players: add more.\nHow many players? ');
    } else if (Number(answer) > MAX_PLAYERS) {
      answer = await ask(`This program seats at most ${MAX_PLAYERS} players.\nHow many players? `);
    } else {
      return Number(answer);
    }
  }
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`engine refused a console move: ${result.error.message}`);
  return result.value;
}

function sentence(message: string): string {
  return `${message[0]!.toUpperCase()}${message.slice(1)}.`;
}

/** What the player reads after a move: a farkle, a bank, the final round. */
function narrate(event: FarkleEvent, state: FarkleState): string | null {
  switch (event.type) {
    case 'farkle':
      return event.lost > 0
        ? `Farkle! No point dice: the ${event.lost} points of this turn are lost.`
        : 'Farkle! No point dice: the turn is over.';
    case 'bank':
      return `${name(event.seat)} banks ${event.points} and has ${event.total}.`;
    case 'on-board':
      return `${name(event.seat)} is on the board.`;
    case 'final-round':
      return (
        `${name(event.trigger)} has ${state.seats[event.trigger]!.total}: ` +
        'everyone else gets one last turn to beat it.'
      );
    default:
      return null;
  }
}

function act(state: FarkleState, io: Console, next: FarkleState): FarkleState {
  for (const event of eventsBetween(state, next)) {
    const line = narrate(event, next);
    if (line) io.write(`${line}\n`);
  }
  return next;
}

/** One turn: roll, set aside, roll again or bank, until the turn is banked or lost. */
async function takeTurn(state: FarkleState, io: Console, ask: Ask): Promise<FarkleState> {
  const turnsBefore = state.history.length;
  for (;;) {
    const count = diceToRoll(state.turn);
    const rolled = must(apply(state, { type: 'roll' }));
    const lost = rolled.history.length > turnsBefore;
    const faces = (lost ? rolled.history.at(-1)!.rolls : rolled.turn.rolls).at(-1)!.faces;
    io.write(`Rolling ${count} ${count === 1 ? 'die' : 'dice'}: ${faces.join(' ')}\n`);
    state = act(state, io, rolled);
    if (lost) return state;

    state = await setAside(state, io, ask);
    const bank = checkBank(state);
    if (!bank.ok) {
      // Hot dice that must roll, or not on the board yet: the only move is to roll on.
      io.write(`${sentence(bank.error.message)} Rolling on.\n`);
      continue;
    }
    const left = diceToRoll(state.turn);
    const prompt = state.turn.hotDice
      ? `Hot dice! Roll all six (r) or bank ${bank.value} (b)? `
      : `${left} ${left === 1 ? 'die' : 'dice'} left. Roll (r) or bank ${bank.value} (b)? `;
    let answer = await ask(prompt);
    while (!/^(r|roll|b|bank)$/i.test(answer)) {
      answer = await ask(`Type r to roll or b to bank.\n${prompt}`);
    }
    if (/^b/i.test(answer)) return act(state, io, must(apply(state, { type: 'bank' })));
  }
}

/** Asks which dice to set aside, by their faces, until the choice is one the rules allow. */
async function setAside(state: FarkleState, io: Console, ask: Ask): Promise<FarkleState> {
  const prompt = 'Set aside which dice? (their faces, like 15) ';
  let answer = await ask(prompt);
  for (;;) {
    const digits = answer.replace(/[\s,]+/g, '');
    let problem: string;
    if (!/^[1-6]+$/.test(digits)) {
      problem = 'Type the faces of the dice to set aside, like 15 for a 1 and a 5.';
    } else {
      const positions = positionsOf(state, digits);
      const kept = positions ? apply(state, { type: 'keep', dice: positions }) : null;
      if (kept?.ok) {
        const roll = kept.value.turn.rolls.at(-1)!;
        io.write(
          `Set aside ${roll.kept.join(' ')} for ${roll.score}: turn score ${kept.value.turn.turnTotal}.\n`,
        );
        return kept.value;
      }
      problem = kept
        ? sentence(kept.error.message)
        : `Those dice are not all in this roll: ${liveFaces(state)}.`;
    }
    answer = await ask(`${problem}\n${prompt}`);
  }
}

function liveFaces(state: FarkleState): string {
  return state.turn.dice
    .filter((die) => !die.aside)
    .map((die) => die.face)
    .join(' ');
}

/** Table positions of the dice whose faces are typed, or null if they are not in the roll. */
function positionsOf(state: FarkleState, digits: string): number[] | null {
  const positions: number[] = [];
  for (const digit of digits) {
    const position = state.turn.dice.findIndex(
      (die, i) => !die.aside && die.face === Number(digit) && !positions.includes(i),
    );
    if (position < 0) return null;
    positions.push(position);
  }
  return positions;
}
