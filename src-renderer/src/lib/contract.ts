/** What a game brings to the window: the types of its entry in the window's registry (games.ts). */
import type { Component } from 'svelte';
import type { HistoryEntry } from '../../../src-shared/api';
import type { GameKind, GameShapes } from '../../../src-shared/games';
import type { Loader } from './lazy';
import type { Sounds } from './sounds';
import type { Sitter, Voice } from './words';

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

/** A move of a game played through the table API. */
type PlayOf<K extends GameKind> = GameShapes[K]['table'] extends { play: infer P } ? P : never;

/** What a game's seat page (a device's view of a shared table) is given. */
export interface SeatProps<V, P> {
  view: V;
  /** This device's seat; null on a spectator's link. */
  seat: number | null;
  /** Speaks to this device's seat in the second person ("Your turn"), to the others by name. */
  voice: Voice;
  /** Sends a move made on the view shown: null once the host stored it, else why not, in words. */
  act: (play: P) => Promise<string | null>;
  sounds: Sounds;
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
  /** The seats of a game in play, as its words name them. */
  sitters(view: GameShapes[K]['view']): Sitter[];
  /** Its table on a device a shared game's link opened, fetched when the link is opened. */
  seatView: () => Promise<{
    default: Component<SeatProps<GameShapes[K]['view'], PlayOf<K>>>;
  }>;
}
