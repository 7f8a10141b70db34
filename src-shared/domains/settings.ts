/** The app as a whole: what it says at start, and the player's settings. */
import type { PresetId } from '../farkle';
import type { GameView } from './games';
import type { RollDiceView } from './rolldice';
import { method } from './method';

/** An unfinished game as the home screen lists it: the table and when it was started. */
export interface UnfinishedGame extends GameView {
  /** ISO time the game was started. */
  startedAt: string | null;
}

export interface StartupInfo {
  /** Things the player must be told once, such as an unreadable history moved aside. */
  notices: string[];
  /** Games left unfinished when the app last stopped, ready to resume. */
  unfinished: UnfinishedGame[];
  unfinishedRollDice: RollDiceView[];
}

export interface Settings {
  defaultPreset: PresetId;
  botSpeed: 'slow' | 'normal' | 'fast' | 'instant';
  animations: boolean;
  coach: boolean;
}

export const settingsApi = {
  startup: method<null, StartupInfo>(),
  getSettings: method<null, Settings>(),
  saveSettings: method<Settings, Settings>(),
};
