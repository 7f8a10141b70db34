import type { GeneratorKind } from '../../src-shared/dice';
import { SEED_LIMITS, parseSeed, seedProblem } from '../engine';
import { ServiceError } from '../errors';
import { drawPlayerSeed } from './seal';

/** A new game's dice: its generator, seed, whether the seed is shown, and any player seed. */
export interface NewDice {
  generator: GeneratorKind;
  seed: number;
  /** Shown from the start and counted as typed. */
  chosen: boolean;
  playerSeed?: string;
}

/**
 * The dice of a new game. A drawn seed on the standard generator is dealt by hmac-sha256 with a
 * player seed, so the app cannot pick dice that favour anyone; only such a game is sealed: a drawn
 * seed on any other generator is shown from the start, as a typed one is.
 */
export function newDice(
  text: string | null,
  requested: GeneratorKind | null,
  random: () => number,
): NewDice {
  const typed = text !== null && text.trim() !== '';
  const asked = requested ?? 'xoroshiro128plus';
  const generator = !typed && asked === 'xoroshiro128plus' ? 'hmac-sha256' : asked;
  const { seed, chosen } = seedFor(text, generator, random);
  const fair = generator === 'hmac-sha256';
  return {
    generator,
    seed,
    chosen: chosen || !fair,
    ...(fair ? { playerSeed: drawPlayerSeed() } : {}),
  };
}

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
