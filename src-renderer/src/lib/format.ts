/** Numbers and faces as the table writes them (sentences about seats are in ./words). */

export const FACE_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

export function faceWord(face: number): string {
  return FACE_WORDS[face] ?? String(face);
}

/** 10250 -> "10,250" (and keeps the minus sign of a penalty). */
export function points(value: number): string {
  return value.toLocaleString('en-US');
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${points(count)} ${count === 1 ? one : many}`;
}

/** Each seat's name and total, as a list of unfinished games shows them. */
export function seatTotals(seats: ReadonlyArray<{ name: string }>, totals: number[]): string {
  return seats.map((seat, i) => `${seat.name} ${points(totals[i] ?? 0)}`).join(' · ');
}

export function seedHex(seed: number): string {
  return `0x${seed.toString(16)}`;
}

export function diceCount(count: number): string {
  return `${count} ${count === 1 ? 'die' : 'dice'}`;
}

/** Faces as a player reads them: "1, 1, 5". */
export function facesList(faces: readonly number[]): string {
  return faces.join(', ');
}

export function generatorName(kind: string): string {
  if (kind === 'ece209') return 'ECE 209 xorshift';
  if (kind === 'hmac-sha256') return 'HMAC-SHA256 (provably fair)';
  return kind === 'java' ? 'java.util.Random' : 'xoroshiro128+';
}
