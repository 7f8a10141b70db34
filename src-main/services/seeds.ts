import type { GeneratorKind } from '../../src-shared/farkle';
import { parseSeed, seedProblem } from '../engine';
import { ServiceError } from '../errors';

/**
 * The seed a new game starts from: the one the player typed (decimal or 0x hex, `chosen`), or a
 * fresh random one when they left it empty. Refuses, in words, a seed the generator cannot use.
 */
export function seedFor(
  text: string | null,
  generator: GeneratorKind,
  random: () => number,
): { seed: number; chosen: boolean } {
  let seed = random();
  const chosen = text !== null && text.trim() !== '';
  if (chosen) {
    const parsed = parseSeed(text);
    if (parsed === null) {
      throw new ServiceError(
        'bad-request',
        `"${text}" is not a seed: type a whole number, decimal (333) or hexadecimal (0x14d), up to 0xffffffff`,
      );
    }
    seed = parsed;
  }
  const problem = seedProblem(generator, seed);
  if (problem) throw new ServiceError('illegal', problem);
  return { seed, chosen };
}
