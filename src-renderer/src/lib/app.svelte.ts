/** What every screen shares, handed down through Svelte context instead of props. */
import { createContext } from 'svelte';
import type { ApiClient, BotInfo, PresetView } from '../../../src-shared/api';
import type { Announcer } from './announcer.svelte';
import type { Settings } from './settings.svelte';
import type { Sounds } from './sounds';

/** The presets and bots the main process offers, read once at startup. */
export class Catalog {
  presets = $state.raw<PresetView[]>([]);
  bots = $state.raw<BotInfo[]>([]);

  botName = (id: string): string | null => this.bots.find((b) => b.id === id)?.name ?? null;
}

export interface AppContext {
  api: ApiClient;
  settings: Settings;
  announcer: Announcer;
  sounds: Sounds;
  catalog: Catalog;
  /** Back to the home screen. */
  home: () => void;
  /** Puts a Farkle game (a resumed or imported one) on the table. */
  play: (gameId: string) => void;
  /** Opens a finished game's review in History. */
  review: (gameId: string) => void;
  /** The game History was opened to review, once (then null). */
  takeReview: () => string | null;
}

export const [useApp, provideApp] = createContext<AppContext>();
