import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpHost } from './http-host';

/** The loopback host's last port, kept beside the history so a restart can take it again. */
const PORT_FILE = 'last-port';

/** The port the host used last time in this data folder, or null (none, or unreadable). */
export function lastPort(dataDir: string): number | null {
  try {
    const port = Number(readFileSync(join(dataDir, PORT_FILE), 'utf8').trim());
    return Number.isInteger(port) && port > 0 && port < 65_536 ? port : null;
  } catch {
    return null;
  }
}

/** Keeps the port for the next start; a folder that cannot be written only loses the reuse. */
export function rememberPort(dataDir: string, port: number): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, PORT_FILE), `${port}\n`);
  } catch {
    // The next start takes any free port instead.
  }
}

const inUse = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'EADDRINUSE' || error.code === 'EACCES');

/**
 * Starts the host on the port asked for, else on its last port when that is free, else on any
 * free port; remembers the port it got. An asked-for port that is taken is an error.
 */
export async function startOnLastPort(
  dataDir: string,
  asked: number | null,
  start: (port: number) => Promise<HttpHost>,
): Promise<HttpHost> {
  let host: HttpHost;
  if (asked !== null) {
    host = await start(asked);
  } else {
    const last = lastPort(dataDir);
    try {
      host = await start(last ?? 0);
    } catch (error) {
      if (last === null || !inUse(error)) throw error;
      host = await start(0);
    }
  }
  rememberPort(dataDir, host.port);
  return host;
}
