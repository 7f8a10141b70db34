import type { GeneratorKind } from '../../src-shared/farkle';
import { SEED_LIMITS, parseSeed, seedProblem } from '../engine';
import { ServiceError } from '../errors';

/**
 * The seed a new game starts from: the one the player typed (decimal or 0x hex, `chosen`), or a
 * fresh random one when they left it empty. `random` draws from 0 to MAX_SEED; a generator with
 * fewer seeds takes it modulo its own count (a power of two: no bias). Refuses, in words, a seed
 * the generator cannot use.
 */
export function seedFor(
  text: string | null,
  generator: GeneratorKind,
  random: () => number,
): { seed: number; chosen: boolean } {
  const chosen = text !== null && text.trim() !== '';
  // Never 0: ECE 209's xorshift stays at 0 from it, every die a 1 (the course's seed 0).
  if (!chosen) return { seed: random() % (SEED_LIMITS[generator] + 1) || 1, chosen };
  const seed = parseSeed(text);
  if (seed === null) {
    throw new ServiceError(
      'bad-request',
      `"${text}" is not a seed: type a whole number, decimal (333) or hexadecimal (0x14d)`,
    );
  }
  const problem = seedProblem(generator, seed);
  if (problem) throw new ServiceError('illegal', problem);
  return { seed, chosen };
}
