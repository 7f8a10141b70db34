import { z } from 'zod';
import { PLAYER_SEED_PATTERN, PLAYER_SEED_RULE } from './fair-dice';
import { MAX_SEED } from './rng';

/** How every game's replay names its dice: the generator, the seed and any player seed. */
export const generatorSchema = z.enum(['ece209', 'xoroshiro128plus', 'java', 'hmac-sha256']);
// Each generator's own limit is checked as the game is set up (seedProblem).
export const seedSchema = z.number().int().min(0).max(MAX_SEED);
/** A player seed; which generators take one is checked as the game is set up (seedProblem). */
export const playerSeedSchema = z.string().regex(PLAYER_SEED_PATTERN, PLAYER_SEED_RULE);
