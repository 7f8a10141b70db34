/** Where a die face's pips sit on a 100 x 100 face: the centres of each face 0 (blank) to 6. */
const C = [28, 50, 72] as const;
export const PIPS: Record<number, Array<[number, number]>> = {
  0: [],
  1: [[C[1], C[1]]],
  2: [
    [C[2], C[0]],
    [C[0], C[2]],
  ],
  3: [
    [C[2], C[0]],
    [C[1], C[1]],
    [C[0], C[2]],
  ],
  4: [
    [C[0], C[0]],
    [C[2], C[0]],
    [C[0], C[2]],
    [C[2], C[2]],
  ],
  5: [
    [C[0], C[0]],
    [C[2], C[0]],
    [C[1], C[1]],
    [C[0], C[2]],
    [C[2], C[2]],
  ],
  6: [
    [C[0], C[0]],
    [C[0], C[1]],
    [C[0], C[2]],
    [C[2], C[0]],
    [C[2], C[1]],
    [C[2], C[2]],
  ],
};
