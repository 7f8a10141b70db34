/** What a game brings to the window: the types of its entry in the window's registry (games.ts). */
import type { Component } from 'svelte';
import type { HistoryEntry } from '../../../src-shared/api';
import type { GameKind, GameShapes } from '../../../src-shared/games';
import type { Loader } from './lazy';

export interface FrameProps<F> {
  frame: F;
  /** What this step shows, in words. */
  words: string;
  animate: boolean;
}

/** An unfinished game as the home screen lists it, in words. */
export interface Listing {
  /** What it is ("Pig to 100"), the names it is listed under. */
  title: string;
  /** Who plays, with their totals. */
  who: string;
  /** How far it has got, and its seed. */
  progress: string;
}

export interface ScreenGame<K extends GameKind> {
  /** The game's name, where History names it (Farkle names its preset instead). */
  title: string;
  /** What a part of the game is called in a replay's list of parts. */
  unit: 'Turn' | 'Round';
  /** Its screen from the home screen, fetched when it opens; null for Farkle's own. */
  screen: Loader | null;
  /** How a replay frame of it is drawn, fetched with the first replay of it. */
  frameView: () => Promise<{ default: Component<FrameProps<GameShapes[K]['frame']>> }>;
  /** The frame in words, told to the player (playerName) in the second person. */
  words(frame: GameShapes[K]['frame'], playerName: string): string;
  /** The step at which each part of the game begins. */
  starts(frame: GameShapes[K]['frame']): number[];
  /** A seat's result beside its total in History, or null for none. */
  seatResult(entry: HistoryEntry, won: boolean): string | null;
  /** An unfinished game of it on the home screen. */
  listing(view: GameShapes[K]['view']): Listing;
}
