import type { Die, FarkleState } from '../../src-shared/farkle';
import { apply, newGame, preset, type FarkleSetup } from '../engine';
import type { Console } from './input';

/** Long enough for any session; the player ends it with `quit`. */
const SESSION_TURNS = 100_000;

/**
 * The CS 3793 course program's solitaire protocol: type a number of turns to play; each roll
 * shows the dice by position with set-aside dice as X; answer with the positions to set aside,
 * adding `bank` to end the turn; `quit` ends the session.
 */
export async function runLab4(
  io: Console,
  setup: Pick<FarkleSetup, 'generator' | 'seed'>,
): Promise<void> {
  let state = newGame({
    ...setup,
    rules: { ...preset('lab4').rules, turnLimit: SESSION_TURNS },
    seats: 1,
  });
  for (;;) {
    const line = await io.input.line();
    if (line === null || line.trim().toLowerCase() === 'quit') return;
    const turns = line.trim();
    if (!/^\d+$/.test(turns) || Number(turns) < 1) {
      io.write('Type how many turns to play (a whole number), or quit.\n');
      continue;
    }
    for (let i = 0; i < Number(turns) && !state.over; i++) {
      const played = await playTurn(state, io);
      if (played === null) return;
      state = played;
    }
  }
}

function showDice(dice: readonly Die[]): string {
  return dice.map((d) => (d.aside ? 'X' : String(d.face))).join(' ');
}

function average(state: FarkleState): string {
  const { total } = state.seats[0]!;
  return `average score = ${(total / state.turnsPlayed).toFixed(2)} after ${state.turnsPlayed} turns`;
}

/** One turn; null when the player quits. */
async function playTurn(state: FarkleState, io: Console): Promise<FarkleState | null> {
  const turnsBefore = state.turnsPlayed;
  let next = apply(state, { type: 'roll' });
  for (;;) {
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    if (state.turnsPlayed > turnsBefore) {
      const lost = state.history.at(-1)!;
      io.write(`${showDice(lost.dice)}\nscore 0 farkled, ${average(state)}\n`);
      return state;
    }
    io.write(`${showDice(state.turn.dice)}\n`);
    const move = await askMove(state, io);
    if (move === null) return null;
    if (!move.bank) {
      io.write(`score ${move.state.turn.turnTotal} continue\n`);
      next = apply(move.state, { type: 'roll' });
      continue;
    }
    const banked = apply(move.state, { type: 'bank' });
    if (!banked.ok) throw new Error(banked.error.message);
    io.write(`score ${move.state.turn.turnTotal} banked, ${average(banked.value)}\n`);
    return banked.value;
  }
}

/** Reads positions to set aside (and maybe `bank`) until they make a legal keep. */
async function askMove(
  state: FarkleState,
  io: Console,
): Promise<{ state: FarkleState; bank: boolean } | null> {
  for (;;) {
    const line = await io.input.line();
    if (line === null) return null;
    const words = line.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.includes('quit')) return null;
    const bank = words.includes('bank');
    const positions = words.filter((w) => w !== 'bank');
    if (positions.some((p) => !/^[1-6]$/.test(p))) {
      io.write('Type the positions (1 to 6) of the dice to set aside, then bank to stop.\n');
      continue;
    }
    const kept = apply(state, { type: 'keep', dice: positions.map((p) => Number(p) - 1) });
    if (!kept.ok) {
      io.write(`${kept.error.message}.\n`);
      continue;
    }
    return { state: kept.value, bank };
  }
}
