import type { Face } from '../../../src-shared/farkle';

/**
 * A multiset of dice as counts per face (the ECE 209 course program's DiceGroup), packed into one integer:
 * key = sum of count(face) * 7^(face - 1). Every group of up to six dice has a distinct key below
 * KEY_SPACE, so per-group facts live in flat typed arrays indexed by key.
 */
export type DiceKey = number;

export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];
export const KEY_SPACE = 7 ** 6;
const PLACE = [0, 1, 7, 49, 343, 2401, 16807] as const;

export function faceValue(face: Face): number {
  return PLACE[face];
}

export function keyOf(faces: readonly Face[]): DiceKey {
  let key = 0;
  for (const face of faces) key += PLACE[face];
  return key;
}

export function countOf(key: DiceKey, face: Face): number {
  return Math.floor(key / PLACE[face]) % 7;
}

export function countsOf(key: DiceKey): number[] {
  return FACES.map((face) => countOf(key, face));
}

export function sizeOf(key: DiceKey): number {
  let size = 0;
  for (const face of FACES) size += countOf(key, face);
  return size;
}

/** The faces of a group in ascending order. */
export function facesOf(key: DiceKey): Face[] {
  const faces: Face[] = [];
  for (const face of FACES) for (let i = countOf(key, face); i > 0; i--) faces.push(face);
  return faces;
}

export function isSubset(small: DiceKey, big: DiceKey): boolean {
  return FACES.every((face) => countOf(small, face) <= countOf(big, face));
}

/** Every group of 0 to 6 dice, smallest groups first (924 of them). */
export const ALL_GROUPS: readonly DiceKey[] = (() => {
  const groups: DiceKey[] = [];
  const visit = (face: number, key: DiceKey, left: number): void => {
    if (face > 6) {
      groups.push(key);
      return;
    }
    for (let n = 0; n <= left; n++) visit(face + 1, key + n * PLACE[face as Face], left - n);
  };
  visit(1, 0, 6);
  return groups.sort((a, b) => sizeOf(a) - sizeOf(b) || a - b);
})();

/** Every sub-group of a group, including the empty one and the group itself. */
export function subGroups(key: DiceKey): DiceKey[] {
  let subs: DiceKey[] = [0];
  for (const face of FACES) {
    const next: DiceKey[] = [];
    for (const sub of subs) {
      for (let n = 0; n <= countOf(key, face); n++) next.push(sub + n * PLACE[face]);
    }
    subs = next;
  }
  return subs;
}
