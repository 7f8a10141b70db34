/**
 * Every game as the window shows it, by kind: one line a game (the main process registers the
 * same kinds; a kind left out here does not compile). Each names its screen from the home screen
 * (Farkle has its own setup and table), its replay frame's view and words, and what its turns are.
 * Components are fetched when first shown: this list is part of the first paint.
 */
import type { Component } from 'svelte';
import type { HistoryEntry } from '../../../src-shared/api';
import type { GameKind, GameShapes } from '../../../src-shared/games';
import { ROLLDICE } from '../../../src-shared/rolldice';
import type { Loader } from './lazy';
import { seedWords } from './fair';
import { plural, seatTotals } from './format';
import { farkleWords, rollDiceWords } from './words';
import { PIG_SCREEN } from '../pig/game';

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

export const SCREEN_GAMES: { readonly [K in GameKind]: ScreenGame<K> } = {
  farkle: {
    title: 'Farkle',
    unit: 'Turn',
    screen: null,
    frameView: () => import('../farkle/FrameView.svelte'),
    words: farkleWords,
    starts: (frame) => frame.turnStarts,
    seatResult: (_entry, won) => (won ? 'winner' : null),
    listing: (view) => ({
      title: view.presetName,
      who: seatTotals(
        view.seats,
        view.seats.map((seat) => seat.total),
      ),
      progress: `${plural(view.turnsPlayed, 'turn')} played · ${seedWords(view)}`,
    }),
  },
  rolldice: {
    title: 'Roll-Dice-Roll',
    unit: 'Round',
    screen: () => import('../rolldice/Screen.svelte'),
    frameView: () => import('../rolldice/FrameView.svelte'),
    words: rollDiceWords,
    starts: (frame) => frame.roundStarts,
    seatResult: (entry, won) => {
      if (!entry.finished) return null;
      return won ? `won, under ${ROLLDICE.winBelow}` : `not under ${ROLLDICE.winBelow}`;
    },
    listing: (view) => ({
      title: 'Roll-Dice-Roll',
      who: seatTotals([view.player], [view.state.total]),
      progress: `round ${view.state.round} · ${seedWords(view)}`,
    }),
  },
  pig: PIG_SCREEN,
};

/** A game's entry for a frame, a view or an entry of any kind: its functions take that kind's own. */
export function screenGameOf(kind: GameKind): ScreenGame<GameKind> {
  return SCREEN_GAMES[kind] as unknown as ScreenGame<GameKind>;
}

/** The games with a screen of their own, as the home screen lists them. */
export const GAME_SCREENS = (Object.keys(SCREEN_GAMES) as GameKind[]).flatMap((kind) => {
  const { screen, title } = SCREEN_GAMES[kind];
  return screen ? [{ id: kind, label: title, load: screen }] : [];
});
