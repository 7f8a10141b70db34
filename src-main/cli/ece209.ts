import type { Face, FarkleState, RollRecord } from '../../src-shared/farkle';
import { apply, diceToRoll, newGame, preset, type Result } from '../engine';
import { parseScanfUnsigned } from '../engine/rng';
import { InputEnded, type Console } from './input';

/**
 * The ECE 209 course's console Farkle, byte for byte (the ECE 209 course program).
 * Inputs the course assumes away get a plain message and the same prompt again.
 */
export async function runEce209(io: Console): Promise<void> {
  const ask = async (prompt: string): Promise<string> => {
    io.write(prompt);
    const token = await io.input.token();
    if (token === null) throw new InputEnded();
    return token;
  };

  io.write('Welcome to Farkle!\n');
  let players = await askPlayers(ask, 'How many players? ');
  while (players < 1 || players > 4) {
    players = await askPlayers(ask, 'This game only supports 1 to 4 players. How many? ');
  }
  const seed = await askSeed(ask);

  let state = newGame({
    rules: preset('ece209').rules,
    seats: players,
    generator: 'ece209',
    seed,
  });
  while (!state.over) {
    io.write(`\nSCORES -- ${scores(state)}\nPlayer ${state.current + 1}'s turn\n`);
    state = await takeTurn(state, io, ask);
    const turn = state.history[state.history.length - 1]!;
    io.write(`Turn score = ${turn.outcome === 'bank' ? turn.turnTotal : 0}\n`);
  }
  if (state.winner !== null) {
    io.write(`\nSCORES -- ${scores(state)}\nPlayer ${state.winner + 1} wins!`);
  }
}

type Ask = (prompt: string) => Promise<string>;

function scores(state: FarkleState): string {
  return state.seats.map((seat, i) => `${i + 1}: ${seat.total}  `).join('');
}

async function askPlayers(ask: Ask, prompt: string): Promise<number> {
  for (;;) {
    const answer = await ask(prompt);
    if (/^[+-]?\d+$/.test(answer)) return Number(answer);
    prompt = `Please type the number of players, from 1 to 4.\n${prompt}`;
  }
}

async function askSeed(ask: Ask): Promise<number> {
  const prompt = 'Enter a seed integer (decimal or hexadecimal): ';
  let answer = await ask(prompt);
  for (;;) {
    // Seed 0 is allowed: as in the C program, the generator stays at 0 and every die shows 1.
    const seed = parseScanfUnsigned(answer);
    if (seed !== null) return seed;
    answer = await ask(`That is not a number. Type a seed like 333 or 0x14d.\n${prompt}`);
  }
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`engine refused a console move: ${result.error.message}`);
  return result.value;
}

/** The course's takeTurn: roll, keep, roll again or stop, until the turn is banked or lost. */
async function takeTurn(state: FarkleState, io: Console, ask: Ask): Promise<FarkleState> {
  const turnsBefore = state.history.length;
  for (;;) {
    const count = diceToRoll(state.turn);
    state = must(apply(state, { type: 'roll' }));
    const lost = state.history.length > turnsBefore;
    const roll: RollRecord = lost
      ? state.history[state.history.length - 1]!.rolls.at(-1)!
      : state.turn.rolls.at(-1)!;
    io.write(`Rolling ${count} dice...${[...roll.faces].sort().join('')}\n`);
    if (lost) {
      io.write('FARKLE -- your turn is over.\n');
      return state;
    }

    let answer = await ask('Which to keep? ');
    for (;;) {
      const number = /^([+-]?)0*(\d+)$/.exec(answer);
      // Read as scanf("%d") reads it (+115 and 0115 are 115); a negative number has no faces.
      const positions = number?.[1] === '-' ? null : positionsOf(state, number?.[2] ?? '');
      if (!number) {
        answer = await ask('Type the faces of the dice to keep, for example 115.\nWhich to keep? ');
      } else if (positions === null) {
        answer = await ask('No match, try again.\nWhich to keep? ');
      } else {
        const kept = apply(state, { type: 'keep', dice: positions });
        if (kept.ok) {
          state = kept.value;
          break;
        }
        answer = await ask('Must keep scoring dice. Try again.\nWhich to keep? ');
      }
    }

    const last = state.turn.rolls.at(-1)!;
    io.write(`Keeping ${last.kept.join('')}, score = ${last.score}\n`);
    io.write(`Score so far = ${state.turn.turnTotal}\n`);
    const prompt = state.turn.hotDice
      ? 'HOT DICE! Roll 6 dice (y/n)? '
      : `${diceToRoll(state.turn)} dice left -- roll again (y/n)? `;
    let reply = await ask(prompt);
    while (!/^(y|yes|n|no)$/i.test(reply)) {
      reply = await ask(`Please answer y or n.\n${prompt}`);
    }
    if (/^n/i.test(reply)) return must(apply(state, { type: 'bank' }));
  }
}

/** Table positions of the dice whose faces are typed as digits, or null if they are not there. */
function positionsOf(state: FarkleState, digits: string): number[] | null {
  const positions: number[] = [];
  for (const digit of digits) {
    const face = Number(digit) as Face;
    const position = state.turn.dice.findIndex(
      (die, i) => !die.aside && die.face === face && !positions.includes(i),
    );
    if (position < 0) return null;
    positions.push(position);
  }
  return positions;
}
