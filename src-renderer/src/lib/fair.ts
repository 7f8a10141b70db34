/**
 * Checking the dice: the main process commits to a drawn seed with the SHA-256 of
 * `hotdice:<generator>:<seed>` before the first roll; once the seed is shown, the table hashes it
 * here, apart from the main process, and compares.
 */
import type { GeneratorKind } from '../../../src-shared/farkle';

/** The commitment to this seed, in lowercase hex, worked out with WebCrypto. */
export async function commitmentOf(generator: GeneratorKind, seed: number): Promise<string> {
  const text = new TextEncoder().encode(`hotdice:${generator}:${seed}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The first `count` faces the hmac-sha256 generator deals from a seed and a player seed, worked
 * out with WebCrypto as the README does by hand: bytes of HMAC-SHA256(key = seed in decimal,
 * message = `<player seed>:<counter>`), counter 0, 1, 2...; a byte under 252 gives byte % 6 + 1.
 */
export async function fairFaces(
  seed: number,
  playerSeed: string,
  count: number,
): Promise<number[]> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(String(seed)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const faces: number[] = [];
  for (let counter = 0; faces.length < count; counter++) {
    const message = encoder.encode(`${playerSeed}:${counter}`);
    const block = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
    for (const byte of block) if (byte < 252 && faces.length < count) faces.push((byte % 6) + 1);
  }
  return faces;
}

/** The first characters of a commitment, enough to compare by eye. */
export function shortCommitment(commitment: string): string {
  return `${commitment.slice(0, 12)}…`;
}

/** The seed as the table names it: its number both ways, or sealed while the game runs. */
export function seedWords(view: { seed: number | null }): string {
  return view.seed === null ? 'seed sealed' : `seed ${view.seed} (0x${view.seed.toString(16)})`;
}
