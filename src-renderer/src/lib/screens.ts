import type { GameKind } from '../../../src-shared/games';
import { GAME_SCREENS } from './games';
import type { Loader } from './lazy';

/** The screens that are no game: the player's figures, the stored games, the bot lab. */
const PLACES = [
  { id: 'stats', label: 'Stats', load: () => import('../screens/Stats.svelte') },
  { id: 'history', label: 'History', load: () => import('../screens/History.svelte') },
  { id: 'lab', label: 'Bot lab', load: () => import('../screens/Lab.svelte') },
] as const satisfies ReadonlyArray<{ id: string; label: string; load: Loader }>;

export type OtherScreen = GameKind | (typeof PLACES)[number]['id'];

/** The parts of the app besides the Farkle table, reached from the home screen: the games first. */
export const OTHER_SCREENS: ReadonlyArray<{ id: OtherScreen; label: string; load: Loader }> = [
  ...GAME_SCREENS,
  ...PLACES,
];
