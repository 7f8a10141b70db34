import { createHash, randomBytes } from 'node:crypto';
import type { GeneratorKind } from '../../src-shared/farkle';

/** How a view shows a game's seed: sealed behind its commitment until the game is over. */
export interface SeedShown {
  /** Null while the game is unfinished and the app drew the seed. */
  seed: number | null;
  seedCommitment: string;
  seedChosen: boolean;
  /** The player seed mixed into the dice (generator hmac-sha256), or null. */
  playerSeed: string | null;
}

/**
 * Whether a drawn seed may stay sealed on this generator: not on the course generators, whose
 * seeds can be read back from a few dozen dice (ECE 209's 32-bit xorshift is linear).
 */
export function canSeal(generator: GeneratorKind): boolean {
  return generator !== 'ece209' && generator !== 'java';
}

/** A fresh player seed, filled in for the player to keep or change before the first roll. */
export function drawPlayerSeed(): string {
  return randomBytes(8).toString('hex');
}

/**
 * The commitment to a seed the app drew: lowercase hex SHA-256 of `hotdice:<generator>:<seed>`,
 * shown from the start so the player can check, once the seed is shown, that the dice were fixed
 * before the first roll.
 */
export function seedCommitment(generator: GeneratorKind, seed: number): string {
  return createHash('sha256').update(`hotdice:${generator}:${seed}`, 'utf8').digest('hex');
}

/**
 * A drawn seed stays sealed until the game is over; a seed the player typed is theirs to see, and
 * so is any seed of a course generator (counted as typed).
 */
export function seedShown(
  dice: { generator: GeneratorKind; seed: number; playerSeed?: string },
  typed: boolean,
  over: boolean,
): SeedShown {
  const chosen = typed || !canSeal(dice.generator);
  return {
    seed: chosen || over ? dice.seed : null,
    seedCommitment: seedCommitment(dice.generator, dice.seed),
    seedChosen: chosen,
    playerSeed: dice.playerSeed ?? null,
  };
}
