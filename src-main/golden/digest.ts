import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FarkleState } from '../../src-shared/farkle';
import type { RollDiceState } from '../../src-shared/rolldice';
import { farkleGame, runGameReplay } from '../engine';
import { rollDiceGame } from '../engine/rolldice/def';
import type { GoldenGame } from './corpus';

/** Where the corpus lives: a replay file and its final state's digest per game. */
export const GOLDEN_DIR = join(import.meta.dirname, 'games');

/** The corpus of one engine version: written once, when that version is current, and kept. */
export const goldenDirOf = (version: number) => join(GOLDEN_DIR, `v${version}`);

/** A final state in a few readable figures, and a hash of all of it (every die, every record). */
export interface FinalDigest {
  scores: number[];
  turns: number;
  winner: number | null;
  over: boolean;
  sha256: string;
}

export function finalDigest(
  game: GoldenGame['replay']['game'],
  state: FarkleState | RollDiceState,
): FinalDigest {
  const sha256 = createHash('sha256').update(JSON.stringify(state)).digest('hex');
  if (game === 'farkle') {
    const farkle = state as FarkleState;
    return {
      scores: farkle.seats.map((seat) => seat.total),
      turns: farkle.turnsPlayed,
      winner: farkle.winner,
      over: farkle.over,
      sha256,
    };
  }
  const rollDice = state as RollDiceState;
  // Roll-Dice-Roll's one player wins with a total below 20.
  const winner = rollDice.won === null ? null : rollDice.won ? 0 : -1;
  return {
    scores: [rollDice.total],
    turns: rollDice.rounds.length,
    winner,
    over: rollDice.over,
    sha256,
  };
}

/** Plays a corpus game through this engine: its final state, or why it no longer replays. */
export function replayGolden(
  replay: GoldenGame['replay'],
): { ok: true; state: FarkleState | RollDiceState } | { ok: false; error: string } {
  return replay.game === 'farkle'
    ? runGameReplay(farkleGame, replay)
    : runGameReplay(rollDiceGame, replay);
}
