/** What every screen shares, handed down through Svelte context instead of props. */
import { createContext } from 'svelte';
import type { ApiClient, BotInfo, GameKind, PresetView } from '../../../src-shared/api';
import type { Announcer } from './announcer.svelte';
import type { Settings } from './settings.svelte';
import type { Sounds } from './sounds';
import type { WornTheme } from './theme.svelte';

/** The presets and bots the main process offers, read once at startup. */
export class Catalog {
  presets = $state.raw<PresetView[]>([]);
  bots = $state.raw<BotInfo[]>([]);

  botName = (id: string): string | null => this.bots.find((b) => b.id === id)?.name ?? null;
}

export interface AppContext {
  api: ApiClient;
  settings: Settings;
  /** The theme the page wears (what colours read from theme.css follow). */
  theme: WornTheme;
  announcer: Announcer;
  sounds: Sounds;
  catalog: Catalog;
  /** Back to the home screen. */
  home: () => void;
  /** Puts an unfinished game of any kind back on its table. */
  play: (gameId: string, kind: GameKind) => void;
  /** The game a game's screen was opened to resume, once (then null). */
  takeResume: (kind: GameKind) => string | null;
  /** Opens a finished game's review in History. */
  review: (gameId: string) => void;
  /** The game History was opened to review, once (then null). */
  takeReview: () => string | null;
}

export const [useApp, provideApp] = createContext<AppContext>();
