import type { ApiClient, PresetView, BotInfo } from '../../../src-shared/api';
import type { Announcer } from './announcer.svelte';
import type { Settings } from './settings.svelte';

/** What every screen besides the Farkle table gets from the app. */
export interface ScreenProps {
  api: ApiClient;
  announcer: Announcer;
  settings: Settings;
  presets: PresetView[];
  bots: BotInfo[];
  /** Back to the home screen. */
  onback: () => void;
  /** Puts a Farkle game (a resumed or imported one) on the table. */
  onplay: (gameId: string) => void;
}
