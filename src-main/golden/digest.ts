import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyReplay, GameKind } from '../../src-shared/games';
import { moduleOf, runGameReplay } from '../engine';
import { goldenOf } from './corpus';
import type { FinalDigest } from './head';

/** Where the corpus lives: a replay file and its final state's digest per game. */
export const GOLDEN_DIR = join(import.meta.dirname, 'games');

/** One game's corpus of one engine version: written once, when that version is current, and kept. */
export const goldenDirOf = (version: number, kind: GameKind) =>
  join(GOLDEN_DIR, `v${version}`, kind);

/** The games' folders of one engine version's corpus, by kind (a game added later has none). */
export function goldenKindsOf(version: number): string[] {
  return readdirSync(join(GOLDEN_DIR, `v${version}`));
}

/** One corpus file: its name, its text, its replay and the digest of its final state. */
export interface GoldenFile {
  name: string;
  text: string;
  replay: AnyReplay;
  digest: unknown;
}

/** The corpus files of one game and engine version. */
export function readGolden(version: number, kind: string): GoldenFile[] {
  const dir = goldenDirOf(version, kind as GameKind);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.replay.json'))
    .map((file) => {
      const stem = file.replace('.replay.json', '');
      const text = readFileSync(join(dir, file), 'utf8');
      const digest = JSON.parse(readFileSync(join(dir, `${stem}.final.json`), 'utf8')) as unknown;
      return {
        name: `v${version}/${kind}/${stem}`,
        text,
        replay: JSON.parse(text) as AnyReplay,
        digest,
      };
    });
}

/** A final state's figures, as its game reads them, and a hash of all of it. */
export function finalDigest(kind: GameKind, state: unknown): FinalDigest {
  const golden = goldenOf(kind);
  if (!golden) throw new Error(`the game "${kind}" brings no golden digest`);
  const sha256 = createHash('sha256').update(JSON.stringify(state)).digest('hex');
  return { ...golden.figures(state as never), sha256 };
}

/** Plays a corpus game through this engine: its final state, or why it no longer replays. */
export function replayGolden(replay: AnyReplay) {
  return runGameReplay(moduleOf(replay).def, replay);
}
