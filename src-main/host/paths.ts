import { homedir } from 'node:os';
import { join } from 'node:path';

const APP_NAME = 'Hot Dice';

/**
 * Where Hot Dice keeps its history: HOTDICE_DATA_DIR if set (tests use a fresh one each), else
 * the same folder Electron uses for the app, so the window and the browser fallback share it.
 */
export function dataDir(): string {
  const override = process.env.HOTDICE_DATA_DIR;
  if (override) return override;
  if (process.platform === 'win32') {
    return join(process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  }
  if (process.platform === 'darwin') {
    return join(homedir(), 'Library', 'Application Support', APP_NAME);
  }
  return join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_NAME);
}
