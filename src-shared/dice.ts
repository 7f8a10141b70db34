/** The dice every game rolls: a face, the generators that deal them, and a generator's state. */

export type Face = 1 | 2 | 3 | 4 | 5 | 6;

export type GeneratorKind = 'ece209' | 'xoroshiro128plus' | 'java' | 'hmac-sha256';

export type RngState =
  | { kind: 'ece209'; state: number }
  | { kind: 'xoroshiro128plus'; state: number[] }
  /** java.util.Random's 48-bit state, exact in a number. */
  | { kind: 'java'; state: number }
  /** The provably fair byte stream: its keys and where in it the next draw starts. */
  | { kind: 'hmac-sha256'; seed: number; playerSeed: string; counter: number; used: number };
