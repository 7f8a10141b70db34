/** The app as a whole: what it says at start, and the player's settings. */
import type { PresetId } from '../farkle';
import type { GameView } from './games';
import type { RollDiceView } from './rolldice';
import { method } from './method';

export interface StartupInfo {
  /** Things the player must be told once, such as an unreadable history moved aside. */
  notices: string[];
  /** Games left unfinished when the app last stopped, ready to resume. */
  unfinished: GameView[];
  unfinishedRollDice: RollDiceView[];
}

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
}

export const settingsApi = {
  startup: method<null, StartupInfo>(),
  getSettings: method<null, Settings>(),
  saveSettings: method<Settings, Settings>(),
};
