import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The provably fair generator (`hmac-sha256`), as dice sites deal: a byte stream of
 * HMAC-SHA256(key = the sealed seed in decimal, message = `<player seed>:<counter>`) for counter
 * 0, 1, 2..., 32 bytes a block. A draw from n values takes the next byte and keeps it only below
 * the largest multiple of n under 256 (252 for a die), so every value has the same share of bytes:
 * no modulo bias. The house commits to its seed before the player's seed is fixed, so neither
 * alone picks the dice.
 */
export interface FairRng {
  kind: 'hmac-sha256';
  seed: number;
  playerSeed: string;
  /** The block the next byte comes from, and how many of its bytes are used. */
  counter: number;
  used: number;
}

const BLOCK_BYTES = 32;

/** What a player seed may hold: plain characters, so it reads the same in a shell command. */
export const PLAYER_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const PLAYER_SEED_RULE = 'a player seed is 1 to 32 letters, digits, - or _';

export function playerSeedProblem(playerSeed: string): string | null {
  return PLAYER_SEED_PATTERN.test(playerSeed) ? null : PLAYER_SEED_RULE;
}

/** One block of the byte stream. */
export function fairBlock(seed: number, playerSeed: string, counter: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(String(seed)), utf8ToBytes(`${playerSeed}:${counter}`));
}

/** `count` whole numbers from 0 to n - 1 (n at most 256), and the generator's next state. */
export function fairDraws(
  rng: FairRng,
  n: number,
  count: number,
): { values: number[]; rng: FairRng } {
  if (!Number.isInteger(n) || n < 1 || n > 256)
    throw new RangeError('a fair draw is from 1 to 256 values');
  const limit = 256 - (256 % n);
  let { counter, used } = rng;
  let block: Uint8Array | null = null;
  const values: number[] = [];
  while (values.length < count) {
    if (used === BLOCK_BYTES) {
      counter++;
      used = 0;
      block = null;
    }
    block ??= fairBlock(rng.seed, rng.playerSeed, counter);
    const byte = block[used++]!;
    if (byte < limit) values.push(byte % n);
  }
  return { values, rng: { ...rng, counter, used } };
}
