import { createHash } from 'node:crypto';
import type { FarkleAction } from '../../src-shared/farkle';
import type { RollDiceAction, RollDiceReplay } from '../../src-shared/rolldice';
import { writeReplay, type FarkleReplay } from '../engine';

/** Farkle actions stored compactly ("r", "b", "k025"): a game has hundreds of them. */
export function encodeAction(action: FarkleAction): string {
  return action.type === 'keep' ? `k${action.dice.join('')}` : action.type[0]!;
}

export function decodeAction(text: string): FarkleAction {
  if (text === 'r') return { type: 'roll' };
  if (text === 'b') return { type: 'bank' };
  return { type: 'keep', dice: [...text.slice(1)].map(Number) };
}

/** Roll-Dice-Roll actions stored compactly: "r3" (roll die 3), "s" (stop), "t" (new target). */
export function encodeRollDiceAction(action: RollDiceAction): string {
  switch (action.type) {
    case 'roll':
      return `r${action.die}`;
    case 'stop':
      return 's';
    case 'retarget':
      return 't';
    case 'new-game':
      return 'n';
  }
}

export function decodeRollDiceAction(text: string): RollDiceAction {
  if (text.startsWith('r')) return { type: 'roll', die: Number(text.slice(1)) };
  if (text === 's') return { type: 'stop' };
  if (text === 't') return { type: 'retarget' };
  return { type: 'new-game' };
}

/**
 * The same game gives the same fingerprint wherever it was played or exported, with or without
 * the engine version the file records (files from before it was recorded match their games).
 */
export function fingerprint(replay: FarkleReplay | RollDiceReplay): string {
  const { engineVersion: _played, ...game } = replay;
  return createHash('sha256').update(writeReplay(game)).digest('hex');
}
