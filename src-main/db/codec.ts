import { createHash } from 'node:crypto';
import type { AnyReplay } from '../../src-shared/games';
import { writeReplay } from '../engine';

/**
 * The same game gives the same fingerprint wherever it was played or exported, with or without
 * the engine version the file records (files from before it was recorded match their games).
 */
export function fingerprint(replay: AnyReplay): string {
  const { engineVersion: _played, ...game } = replay;
  return createHash('sha256').update(writeReplay(game)).digest('hex');
}
