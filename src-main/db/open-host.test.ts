import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../src-shared/api';
import { openTestApp } from '../api/test-app';

const SERVER = join(import.meta.dirname, '../../out/main/server.js');
// Root writes through any file mode: the read-only cases run the host as nobody then.
const AS_ROOT = process.getuid?.() === 0;
const NOBODY = 65534;

/** A data folder (open to the host's user) holding a history with one game between two people. */
async function dataWithHistory(): Promise<{ dataDir: string; file: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-open-'));
  chmodSync(dataDir, 0o777);
  const { app, call } = openTestApp(dataDir);
  await call('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [
      { name: 'Keeper', bot: null },
      { name: 'Other', bot: null },
    ],
    seed: '7',
    generator: null,
  });
  app.close();
  const file = join(dataDir, 'history.sqlite');
  chmodSync(file, 0o666);
  return { dataDir, file };
}

/**
 * Runs the real loopback host on a data folder until it serves or exits; answers its output,
 * its exit code (null while it serves) and a caller for its API.
 */
function runHost(dataDir: string, asNobody = false, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOTDICE_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let output = '';
  return new Promise<{ output: string; code: number | null; url: URL | null; stop(): void }>(
    (resolve) => {
      const stop = () => child.kill('SIGKILL');
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(output);
        if (match) resolve({ output, code: null, url: new URL(match[1]!), stop });
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => resolve({ output, code, url: null, stop }));
    },
  );
}

const lastLine = (output: string) => output.trim().split('\n').at(-1) ?? '';
const asideIn = (dataDir: string) => readdirSync(dataDir).filter((f) => f.includes('unreadable'));

describe('the host with a history it cannot use', () => {
  it('says another program holds the history, moves nothing, and lists it once released', async () => {
    expect(existsSync(SERVER), 'run `npm run build` first').toBe(true);
    const { dataDir, file } = await dataWithHistory();
    const holder = new Database(file);
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    const locked = await runHost(dataDir);
    holder.exec('ROLLBACK');
    holder.close();
    expect(locked.code).not.toBe(0);
    expect(lastLine(locked.output)).toContain(`another program is using your history (${file})`);
    expect(asideIn(dataDir)).toEqual([]);

    const released = await runHost(dataDir);
    try {
      const token = released.url!.hash.slice('#token='.length);
      const response = await fetch(new URL('/api/listProfiles', released.url!), {
        method: 'POST',
        headers: { 'x-hotdice-token': token, 'content-type': 'application/json' },
        body: 'null',
      });
      const { value } = (await response.json()) as { value: ProfileView[] };
      expect(value.map((p) => p.name)).toContain('Keeper');
    } finally {
      released.stop();
    }
  }, 30_000);

  it.each([
    ['folder', 'its folder', 0o555, 0o666],
    ['file', 'the file is read-only', 0o777, 0o444],
  ])(
    'says a read-only %s is read-only and moves nothing',
    async (_, words, folderMode, fileMode) => {
      const { dataDir, file } = await dataWithHistory();
      const before = readFileSync(file);
      chmodSync(file, fileMode);
      chmodSync(dataDir, folderMode);
      try {
        const host = await runHost(dataDir, AS_ROOT);
        host.stop();
        expect(host.code).not.toBe(0);
        expect(lastLine(host.output)).toMatch(/^Hot Dice cannot start: your history \(/);
        expect(lastLine(host.output)).toContain(words);
      } finally {
        chmodSync(dataDir, 0o777);
      }
      expect(asideIn(dataDir)).toEqual([]);
      expect(readFileSync(file).equals(before)).toBe(true);
    },
    30_000,
  );

  it('says a read-only temporary folder cannot be written, in words, and changes nothing', async () => {
    const { dataDir, file } = await dataWithHistory();
    const before = readFileSync(file);
    const temp = mkdtempSync(join(tmpdir(), 'hotdice-temp-'));
    chmodSync(temp, 0o555);
    try {
      const host = await runHost(dataDir, AS_ROOT, { TMPDIR: temp });
      host.stop();
      expect(host.code).not.toBe(0);
      expect(host.output.trim()).toBe(
        `Hot Dice cannot start: the temporary folder ${temp} cannot be written: it is read-only. ` +
          'Nothing was changed: make it writable, or set TMPDIR (TEMP on Windows) to a folder you ' +
          'can write, and start Hot Dice again.',
      );
    } finally {
      chmodSync(temp, 0o777);
    }
    expect(readFileSync(file).equals(before)).toBe(true);
  }, 30_000);
});
