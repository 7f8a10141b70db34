import type { GeneratorKind } from '../../src-shared/dice';
import type { GameKind, GameShapes } from '../../src-shared/games';
import { ENGINE_VERSION } from '../engine';

/** What every corpus replay starts with: it is played by this engine version. */
export const GOLDEN_HEAD = {
  format: 'hotdice-replay',
  version: 1,
  engineVersion: ENGINE_VERSION,
} as const;

/** Every generator: each game's corpus deals with each of them. */
export const GENERATORS: readonly GeneratorKind[] = [
  'xoroshiro128plus',
  'ece209',
  'java',
  'hmac-sha256',
];

/** The provably fair generator deals from the sealed seed and a player seed. */
export const playerSeedFor = (generator: GeneratorKind) =>
  generator === 'hmac-sha256' ? { playerSeed: 'golden-corpus' } : {};

/** A final state in a few readable figures, and a hash of all of it (every die, every record). */
export interface FinalDigest {
  scores: number[];
  turns: number;
  winner: number | null;
  over: boolean;
  sha256: string;
}

/** One game of the golden corpus: its file name and its replay. */
export interface GoldenGame<K extends GameKind = GameKind> {
  name: string;
  replay: GameShapes[K]['replay'];
}

/** What a game brings to the golden corpus: its games, and the figures its digest shows. */
export interface GoldenKind<K extends GameKind> {
  games(): Array<GoldenGame<K>>;
  /** A final state's figures; the digest adds a hash of the whole state. */
  figures(state: never): Omit<FinalDigest, 'sha256'>;
}
