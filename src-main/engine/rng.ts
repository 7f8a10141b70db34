import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { Face, GeneratorKind, RngState } from '../../src-shared/dice';
import { fairDraws, playerSeedProblem } from './fair-dice';

/**
 * The largest seed each generator takes. The ECE 209 xorshift has 32 bits of state and
 * java.util.Random 48; the default generator takes any whole number a double holds exactly, so a
 * drawn seed cannot be found by trying every 32-bit one against its commitment or its first rolls.
 */
export const SEED_LIMITS: Record<GeneratorKind, number> = {
  ece209: 0xffff_ffff,
  java: 2 ** 48 - 1,
  xoroshiro128plus: Number.MAX_SAFE_INTEGER,
  'hmac-sha256': Number.MAX_SAFE_INTEGER,
};

/** Any generator's largest seed: what a typed seed may be before its generator is checked. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * Why a seed (and player seed) cannot start a game, or null when they can. Only `hmac-sha256`
 * mixes in a player seed, and it always needs one.
 */
export function seedProblem(kind: GeneratorKind, seed: number, playerSeed?: string): string | null {
  const limit = SEED_LIMITS[kind];
  if (!Number.isInteger(seed) || seed < 0 || seed > limit) {
    return `a seed for the ${kind} generator is a whole number from 0 to ${limit} (0x${limit.toString(16)})`;
  }
  if (kind !== 'hmac-sha256') {
    return playerSeed === undefined ? null : `the ${kind} generator takes no player seed`;
  }
  return playerSeed === undefined
    ? 'the hmac-sha256 generator needs a player seed'
    : playerSeedProblem(playerSeed);
}

/** Four 32-bit words from a 32-bit number, by splitmix32. */
function splitmix32(seed: number): number[] {
  let x = seed | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0;
    let t = x ^ (x >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    words.push((t ^ (t >>> 15)) | 0);
  }
  return words;
}

const TWO_32 = 2 ** 32;

/**
 * xoroshiro128+'s four state words from a seed: splitmix32 of its low 32 bits, mixed with
 * splitmix32 of the bits above them when there are any (so every seed below 2^32 keeps the dice
 * it always had). Seeding the generator with the seed itself would leave nearby seeds (1, 2,
 * 3...) with look-alike first rolls.
 */
function seedState(seed: number): number[] {
  const words = splitmix32(seed % TWO_32);
  const high = Math.floor(seed / TWO_32);
  if (high === 0) return words;
  // A different odd constant keeps the high half's stream apart from the low half's.
  const more = splitmix32(Math.imul(high, 0x2545f491) ^ 0x6a09e667);
  return words.map((word, i) => (word ^ more[i]!) | 0);
}

export function createRng(kind: GeneratorKind, seed: number, playerSeed?: string): RngState {
  const problem = seedProblem(kind, seed, playerSeed);
  if (problem) throw new RangeError(problem);
  if (kind === 'hmac-sha256') {
    return { kind, seed, playerSeed: playerSeed!, counter: 0, used: 0 };
  }
  // ECE 209: seed 0 leaves the xorshift at 0, so every die shows 1, as in the course's C program.
  if (kind === 'ece209') return { kind, state: seed >>> 0 };
  if (kind === 'java') return { kind, state: javaSeed(seed) };
  return { kind, state: seedState(seed) };
}

// java.util.Random: a 48-bit LCG, state * 0x5DEECE66D + 0xB mod 2^48. The state is kept as one
// exact number below 2^48 and multiplied in 24-bit halves so no product passes 2^53.
const TWO_24 = 0x100_0000;
const MULTIPLIER_HIGH = 0x5de;
const MULTIPLIER_LOW = 0xece66d;

/** new java.util.Random(seed)'s state: (seed ^ 0x5DEECE66D) mod 2^48, for 0 <= seed < 2^48. */
export function javaSeed(seed: number): number {
  const low = (seed % TWO_24) ^ MULTIPLIER_LOW;
  const high = (Math.floor(seed / TWO_24) % TWO_24) ^ MULTIPLIER_HIGH;
  return high * TWO_24 + low;
}

/** java.util.Random.next(bits): the new state and its top `bits` bits as a Java int. */
export function javaNext(state: number, bits: number): { value: number; state: number } {
  const low = state % TWO_24;
  const product = low * MULTIPLIER_LOW + 0xb;
  const high =
    (Math.floor(state / TWO_24) * MULTIPLIER_LOW +
      low * MULTIPLIER_HIGH +
      Math.floor(product / TWO_24)) %
    TWO_24;
  const next = high * TWO_24 + (product % TWO_24);
  return { value: Math.floor(next / 2 ** (48 - bits)) | 0, state: next };
}

/**
 * java.util.Random.nextInt(bound) for 1 <= bound < 2^31: a power of two takes the top bits; any
 * other bound rejects the draws that would bias the remainder (the int overflow test included).
 */
export function javaNextInt(state: number, bound: number): { value: number; state: number } {
  let drawn = javaNext(state, 31);
  const mask = bound - 1;
  // r * bound is exact in a double: bound is a power of two.
  if ((bound & mask) === 0) {
    return { value: Math.floor((drawn.value * bound) / 2 ** 31), state: drawn.state };
  }
  for (;;) {
    const value = drawn.value % bound;
    if (((drawn.value - value + mask) | 0) >= 0) return { value, state: drawn.state };
    drawn = javaNext(drawn.state, 31);
  }
}

/** One step of the ECE 209 course's xorshift generator (the ECE 209 course program; `npx hotdice ece209` plays it). */
export function ece209Step(x: number): number {
  x = (x ^ (x >>> 7)) >>> 0;
  x = (x ^ (x << 9)) >>> 0;
  return (x ^ (x >>> 13)) >>> 0;
}

/**
 * Roll `count` dice, one draw per die in order. Returns the faces and the generator's next state;
 * the given state is not changed.
 */
export function rollDice(rng: RngState, count: number): { faces: Face[]; rng: RngState } {
  if (rng.kind === 'hmac-sha256') {
    const drawn = fairDraws(rng, 6, count);
    return { faces: drawn.values.map((value) => (value + 1) as Face), rng: drawn.rng };
  }
  const faces: Face[] = [];
  if (rng.kind === 'ece209') {
    let x = rng.state;
    for (let i = 0; i < count; i++) {
      x = ece209Step(x);
      // The course's getRandom(6) + 1, modulo bias and all.
      faces.push(((x % 6) + 1) as Face);
    }
    return { faces, rng: { kind: 'ece209', state: x } };
  }
  if (rng.kind === 'java') {
    let x = rng.state;
    for (let i = 0; i < count; i++) {
      const drawn = javaNextInt(x, 6);
      faces.push((drawn.value + 1) as Face);
      x = drawn.state;
    }
    return { faces, rng: { kind: 'java', state: x } };
  }
  const generator = xoroshiro128plusFromState(rng.state);
  for (let i = 0; i < count; i++) faces.push(uniformInt(generator, 1, 6) as Face);
  return { faces, rng: { kind: rng.kind, state: [...generator.getState()] } };
}

/**
 * One whole number from `min` to `max`, and the generator's next state; the given state is not
 * changed. The ECE 209 generator draws like the course's getRandom (modulo), java like
 * java.util.Random.nextInt, the others without bias (hmac-sha256 from at most 256 values).
 */
export function drawInt(rng: RngState, min: number, max: number): { value: number; rng: RngState } {
  if (rng.kind === 'hmac-sha256') {
    const drawn = fairDraws(rng, max - min + 1, 1);
    return { value: min + drawn.values[0]!, rng: drawn.rng };
  }
  if (rng.kind === 'ece209') {
    const x = ece209Step(rng.state);
    return { value: min + (x % (max - min + 1)), rng: { kind: 'ece209', state: x } };
  }
  if (rng.kind === 'java') {
    const drawn = javaNextInt(rng.state, max - min + 1);
    return { value: min + drawn.value, rng: { kind: 'java', state: drawn.state } };
  }
  const generator = xoroshiro128plusFromState(rng.state);
  const value = uniformInt(generator, min, max);
  return { value, rng: { kind: rng.kind, state: [...generator.getState()] } };
}

/** Parses a seed typed by a player: decimal or 0x hexadecimal, 0 to MAX_SEED. */
export function parseSeed(text: string): number | null {
  const trimmed = text.trim();
  // Sixteen digits of either kind already pass MAX_SEED; BigInt reads the rest exactly.
  if (!/^(0[xX][0-9a-fA-F]{1,16}|[0-9]{1,17})$/.test(trimmed)) return null;
  const value = BigInt(trimmed);
  return value <= BigInt(MAX_SEED) ? Number(value) : null;
}

/**
 * Parses an integer the way C's scanf("%i") reads it into an unsigned int: 0x/0X hexadecimal, a
 * leading 0 octal, otherwise decimal, optionally signed, taken modulo 2^32. Null for anything else.
 */
export function parseScanfUnsigned(text: string): number | null {
  const match = /^([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)$/.exec(text.trim());
  if (!match) return null;
  const sign = match[1];
  const digits = match[2] ?? '';
  const magnitude = /^0[xX]/.test(digits)
    ? BigInt(digits)
    : digits.length > 1
      ? BigInt(digits.startsWith('0') ? `0o${digits.slice(1)}` : digits)
      : BigInt(digits);
  return Number(BigInt.asUintN(32, sign === '-' ? -magnitude : magnitude));
}
