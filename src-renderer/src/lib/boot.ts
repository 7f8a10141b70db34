import type { ApiClient } from '../../../src-shared/api';
import { connect } from './api';

/** The API, connected once for the page (connecting takes the token out of the address). */
export const api: ApiClient = connect();

/** Asks for what the home screen needs before it can be drawn. */
const askHome = () => ({
  presets: api.listPresets(null),
  bots: api.listBots(null),
  startup: api.startup(null),
  settings: api.getSettings(null),
});

export type HomeData = ReturnType<typeof askHome>;

// Asked for as this module is first evaluated, before the screens' code runs: the answers
// travel while the page builds its first screen instead of after.
let early: HomeData | null = askHome();

/** The home screen's data: the answers asked for at start the first time, asked anew after. */
export function homeData(): HomeData {
  const data = early ?? askHome();
  early = null;
  return data;
}
