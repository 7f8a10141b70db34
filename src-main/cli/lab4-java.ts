import type { Face, RngState } from '../../src-shared/farkle';
import { javaSeed, keyOf, preset, rollDice, scoreTable } from '../engine';
import { InputEnded, ProgramStopped, type Console } from './input';

/** The handout plays 1000 turns; a session that asks for more than this is a typo. */
export const MAX_JAVA_TURNS = 1_000_000;

/**
 * CS 3793 Lab 4's Farkle.java main, byte for byte: the first line is the number of
 * turns; turn t throws with a fresh java.util.Random(seed + t), six draws a throw, and shows the
 * dice set aside as X, each die followed by a space. Each answer is one line: the 1-based
 * positions to set aside, optionally followed by `bank`. A set-aside that scores nothing (an empty
 * line, `-`, a bare `bank`) ends the turn as farkled: the program never looks for a farkle itself.
 * Where Farkle.java would throw, this stops with ProgramStopped.
 */
export async function runLab4Java(io: Console, seed: number): Promise<void> {
  const turns = parseTurns(await readLine(io));
  let total = 0;
  for (let t = 1; t <= turns; t++) {
    const { score, banked } = await playTurn(io, { kind: 'java', state: javaSeed(seed + t) });
    total += score;
    // toFixed rounds the exact value half up like Java's %.2f: averages of multiples of 50 over
    // fewer than 10^10 turns are never within a rounding error of a tie they are not exactly at.
    const average = (total / t).toFixed(2);
    io.write(
      `score ${score} ${banked ? 'banked' : 'farkled'}, average score = ${average} after ${t} turns\n`,
    );
  }
  io.write('quit\n');
}

async function readLine(io: Console): Promise<string> {
  const line = await io.input.line();
  if (line === null) throw new InputEnded();
  return line;
}

function parseTurns(line: string): number {
  const text = line.trim();
  if (!/^\d+$/.test(text)) {
    throw new ProgramStopped(`"${text}" is not a number of turns: type a whole number like 1000`);
  }
  if (Number(text) > MAX_JAVA_TURNS) {
    throw new ProgramStopped(`at most ${MAX_JAVA_TURNS} turns in one session, not ${text}`);
  }
  return Number(text);
}

/** One answer: the 0-based positions to set aside and whether to bank after them. */
function parseAnswer(
  line: string,
  aside: readonly boolean[],
): { positions: number[]; bank: boolean } {
  const words = line.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1 && words[0] === '-') return { positions: [], bank: false };
  const bank = words.at(-1) === 'bank';
  const positions: number[] = [];
  for (const word of bank ? words.slice(0, -1) : words) {
    if (!/^\d+$/.test(word) || Number(word) < 1 || Number(word) > 6) {
      throw new ProgramStopped(
        `"${word}" is not a die position: type positions 1 to 6, then bank to stop`,
      );
    }
    const position = Number(word) - 1;
    if (aside[position] || positions.includes(position)) {
      throw new ProgramStopped(`die ${word} is already set aside`);
    }
    positions.push(position);
  }
  return { positions, bank };
}

async function playTurn(io: Console, rng: RngState): Promise<{ score: number; banked: boolean }> {
  const table = scoreTable(preset('lab4').rules.scoring);
  let aside = [false, false, false, false, false, false];
  let turnScore = 0;
  for (;;) {
    const thrown = rollDice(rng, 6);
    rng = thrown.rng;
    io.write(thrown.faces.map((face, i) => `${aside[i] ? 'X' : face} `).join(''));
    io.write('\n');
    const { positions, bank } = parseAnswer(await readLine(io), aside);
    const faces: Face[] = positions.map((p) => thrown.faces[p]!);
    const score = table.keepScore(keyOf(faces), false);
    if (score === 0) return { score: 0, banked: false };
    if (score < 0) {
      const { junk } = table.breakdown(keyOf(faces));
      throw new ProgramStopped(
        `set aside only dice that score: ${junk.join(' ')} ${junk.length === 1 ? 'scores' : 'score'} nothing here`,
      );
    }
    turnScore += score;
    for (const p of positions) aside[p] = true;
    // Hot dice: all six scored, so the next throw uses all six again.
    if (aside.every(Boolean)) aside = aside.map(() => false);
    if (bank) return { score: turnScore, banked: true };
    io.write(`score ${turnScore} continue\n`);
  }
}
