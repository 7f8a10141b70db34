import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { Face, GeneratorKind, RngState } from '../../src-shared/farkle';

export const MAX_SEED = 0xffff_ffff;

/** Why a seed cannot start a game, or null when it can. */
export function seedProblem(kind: GeneratorKind, seed: number): string | null {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    return `a seed must be a whole number from 0 to ${MAX_SEED} (0xffffffff)`;
  }
  if (kind === 'ece209' && seed === 0) {
    return 'the ECE 209 generator cannot use seed 0: it would roll 1s forever; pick any other number';
  }
  return null;
}

/**
 * xoroshiro128+'s four state words from a 32-bit seed, by splitmix32. Seeding the generator with
 * the seed itself would leave nearby seeds (1, 2, 3...) with look-alike first rolls.
 */
function seedState(seed: number): number[] {
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

export function createRng(kind: GeneratorKind, seed: number): RngState {
  const problem = seedProblem(kind, seed);
  if (problem) throw new RangeError(problem);
  return kind === 'ece209' ? { kind, state: seed >>> 0 } : { kind, state: seedState(seed) };
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
  const generator = xoroshiro128plusFromState(rng.state);
  for (let i = 0; i < count; i++) faces.push(uniformInt(generator, 1, 6) as Face);
  return { faces, rng: { kind: rng.kind, state: [...generator.getState()] } };
}

/**
 * One whole number from `min` to `max`, and the generator's next state; the given state is not
 * changed. The ECE 209 generator draws like the course's getRandom (modulo), the default one
 * without bias.
 */
export function drawInt(rng: RngState, min: number, max: number): { value: number; rng: RngState } {
  if (rng.kind === 'ece209') {
    const x = ece209Step(rng.state);
    return { value: min + (x % (max - min + 1)), rng: { kind: 'ece209', state: x } };
  }
  const generator = xoroshiro128plusFromState(rng.state);
  const value = uniformInt(generator, min, max);
  return { value, rng: { kind: rng.kind, state: [...generator.getState()] } };
}

/** Parses a seed typed by a player: decimal or 0x hexadecimal, 0 to 0xffffffff. */
export function parseSeed(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(0[xX][0-9a-fA-F]+|[0-9]+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SEED ? value : null;
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
