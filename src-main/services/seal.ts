import { createHash } from 'node:crypto';
import type { GeneratorKind } from '../../src-shared/farkle';

/** How a view shows a game's seed: sealed behind its commitment until the game is over. */
export interface SeedShown {
  /** Null while the game is unfinished and the app drew the seed. */
  seed: number | null;
  seedCommitment: string;
  seedChosen: boolean;
}

/**
 * The commitment to a seed the app drew: lowercase hex SHA-256 of `hotdice:<generator>:<seed>`,
 * shown from the start so the player can check, once the seed is shown, that the dice were fixed
 * before the first roll.
 */
export function seedCommitment(generator: GeneratorKind, seed: number): string {
  return createHash('sha256').update(`hotdice:${generator}:${seed}`, 'utf8').digest('hex');
}

/** A drawn seed stays sealed until the game is over; a seed the player typed is theirs to see. */
export function seedShown(
  dice: { generator: GeneratorKind; seed: number },
  chosen: boolean,
  over: boolean,
): SeedShown {
  return {
    seed: chosen || over ? dice.seed : null,
    seedCommitment: seedCommitment(dice.generator, dice.seed),
    seedChosen: chosen,
  };
}
