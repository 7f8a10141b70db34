import { spawn } from 'node:child_process';

/**
 * Whether `npm start` may open the player's browser: not when HOTDICE_NO_BROWSER is set or
 * `--no-browser` is given, and never under CI or a test runner (Vitest, Playwright).
 */
export function mayOpenBrowser(env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  if (argv.includes('--no-browser')) return false;
  const off = ['HOTDICE_NO_BROWSER', 'CI', 'VITEST', 'TEST_WORKER_INDEX'];
  return !off.some((name) => env[name] !== undefined && env[name] !== '' && env[name] !== '0');
}

/** The system's own opener for an address, as Jupyter uses it. */
function opener(url: string): [string, string[]] {
  if (process.platform === 'darwin') return ['open', [url]];
  // `start` is a cmd built-in; its first quoted argument is a window title.
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/** Opens the address in the default browser; a machine without one is passed over quietly. */
export function openBrowser(url: string): void {
  const [command, args] = opener(url);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true, windowsHide: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No opener on this machine: the address is printed in the terminal anyway.
  }
}
