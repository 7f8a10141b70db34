/** The app as a whole: what it says at start, and the player's settings. */
import type { PresetId } from '../farkle';
import type { AnyGameView } from '../games';
import type { FarkleView } from './farkle';
import type { DamagedGame } from './history';
import { method } from './method';

/** An unfinished game as the home screen lists it: the table and when it was started. */
export interface UnfinishedGame extends FarkleView {
  /** ISO time the game was started. */
  startedAt: string | null;
}

/** An unfinished game of any kind as the home screen lists it (see `unfinished` for its view). */
export type UnfinishedEntry = AnyGameView & {
  /** ISO time the game was started. */
  startedAt: string | null;
};

export interface StartupInfo {
  /** Things the player must be told once, such as an unreadable history moved aside. */
  notices: string[];
  /**
   * The most recent games left unfinished, ready to resume (the others are in History). Listed
   * from the state the history keeps, so `history` and `turn.rolls` are empty however long the
   * game: `getGame` answers them in full.
   */
  unfinished: UnfinishedGame[];
  /** How many unfinished Farkle games there are in all, listed or not. */
  unfinishedTotal: number;
  /**
   * The unfinished games of every registered game, newest first, each named with its kind (the
   * most recent of each kind: the others wait in History). Farkle's are the ones in `unfinished`.
   */
  unfinishedGames: UnfinishedEntry[];
  /** How many unfinished games there are in all, of every kind, listed or not. */
  unfinishedGamesTotal: number;
  /** Stored games set aside because they cannot be read or replayed; the rest loaded. */
  damaged: DamagedGame[];
}

/** Milliseconds a bot waits before each action at each speed (the window's and a shared game's). */
export const BOT_DELAY: Record<Settings['botSpeed'], number> = {
  slow: 1400,
  normal: 750,
  fast: 250,
  instant: 0,
};

export interface Settings {
  defaultPreset: PresetId;
  botSpeed: 'slow' | 'normal' | 'fast' | 'instant';
  animations: boolean;
  coach: boolean;
  /** Sound volume, 0 (silent) to 100. */
  volume: number;
  muted: boolean;
  /** The table's look: green felt, a light table, or whichever the system prefers. */
  theme: 'felt' | 'light' | 'system';
  /** Mark the dice of the current roll that can score. */
  scoringAid: boolean;
  /** Ask once before a bank that ends the game as a loss while rolling on could still win. */
  confirmLosingBank: boolean;
  /**
   * The player's own name ("You" until they set it): a new table's first person seat sits under
   * it, so their games gather under one stats profile.
   */
  playerName: string;
  /** The first-run question for the player's name was answered or skipped: it is asked once. */
  nameAsked: boolean;
  /** The guided first game was offered on the home screen (played or declined): it is offered once. */
  guideOffered: boolean;
  /**
   * How long the player's own farkle stays on the felt before the next turn: until a key or
   * click ('key'), or a short pause ('pause').
   */
  farkleHold: 'key' | 'pause';
}

/** Settings to keep; one left out (a client that predates it) keeps its stored value. */
export type SettingsUpdate = Omit<
  Settings,
  'confirmLosingBank' | 'playerName' | 'nameAsked' | 'farkleHold' | 'guideOffered'
> & {
  confirmLosingBank?: boolean;
  playerName?: string;
  nameAsked?: boolean;
  guideOffered?: boolean;
  farkleHold?: Settings['farkleHold'];
};

export const settingsApi = {
  startup: method<null, StartupInfo>('reads'),
  getSettings: method<null, Settings>('reads'),
  saveSettings: method<SettingsUpdate, Settings>('gated'),
};
