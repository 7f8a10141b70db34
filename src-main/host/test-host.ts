import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HTTP_TOKEN_HEADER, type ApiResult } from '../../src-shared/api';

/** The built loopback host: tests and benches that need the app's worker threads run it. */
export const SERVER = join(import.meta.dirname, '../../out/main/server.js');

/**
 * Starts the real loopback host on a data folder; gives a caller for its API (which answers a
 * method's value or throws its error message) and a way to kill it.
 */
export async function startHost(dataDir: string, env: Record<string, string> = {}) {
  if (!existsSync(SERVER)) throw new Error('run `npm run build` first');
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOTDICE_DATA_DIR: dataDir, HOTDICE_NO_BROWSER: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<URL>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(output);
      if (match) resolve(new URL(match[1]!));
    });
    child.once('exit', (code) => reject(new Error(`host exited with ${code}`)));
  });
  const token = url.hash.slice('#token='.length);
  const call = async <T>(method: string, request: unknown = null): Promise<T> => {
    const response = await fetch(new URL(`/api/${method}`, url), {
      method: 'POST',
      headers: { [HTTP_TOKEN_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const result = (await response.json()) as ApiResult<T>;
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  return { child, url, call, stop: () => child.kill('SIGKILL') };
}
